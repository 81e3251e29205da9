"""The rules tutor: explanations of phases, powers and decisions."""
