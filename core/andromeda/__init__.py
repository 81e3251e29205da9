"""Andromeda (Alan R. Moon, 1999): its components, setup, state, steps, rules and
observation, declared on the kernel (``rftg.core.ruleset``) and registered in
``rftg.core.games``.

The authority is the German two-page summary of the rules (``seeds/004_...``): a card
phase, a transport phase, a trade phase with its swap chain and an action phase per round,
until three planets have all three economic centres. The module ``plugin`` registers the
game in this layer's registry; this ``__init__`` imports nothing (not compiled: the game's
state extends the kernel's compiled ``State`` as an interpreted class)."""
