"""The rules engine: cards, game state, phases and scoring."""
