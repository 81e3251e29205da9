"""Variants declared as hooks on the ruleset kernel: The Gathering Storm's goals and draft."""
