"""The range of every number and the bounds of every text that a player's file or a save
may hold, in one place: the validators of the card files (``rftg.core.cards``), of the robot's
table (``rftg.core.solitaire.table``) and of a game's setup (``rftg.core.gamesetup``) read
them, and a save is checked by the same validators as the files its parts come from.

The ranges are wide around what the game's own data holds (costs 0-7, VP -1 to 7, at most 3
copies, power values -1 to 4, the robot's pile 3-4), so a player's own cards and numbers
have room, and narrow enough that no number makes the engine loop without end or fill the
memory (a robot pile of 10^9 drew 10^9 times; 10^9 copies of a card filled the memory).
"""

from __future__ import annotations

import unicodedata

COST = (0, 20)
"""A card's cost, or a military world's defence."""

VP = (-10, 20)
"""A card's printed VP (Doomed World has -1)."""

COPIES = (0, 10)
"""The copies of one card in one edition."""

START = (-99, 99)
"""A start world's number (the game's own: -6 to 8)."""

INITIAL_DISCARD = (0, 10)
"""A start world's setup discard."""

POWERS = 20
"""The most powers of one card."""

POWER_VALUE = (1, 10)
"""A power's n, count, vp or cards: how many cards it draws, keeps, discards, how many
goods it consumes, how many VP and cards each gives, how much it reduces a cost."""

MILITARY = (-10, 10)
"""A military power's n, which may be negative (Contact Specialist's -1)."""

OWN_CARDS = 200
"""The most own cards (distinct) in a game."""

NAME = 60
"""The longest name of a card or a player, in characters."""

TEXT = 2000
"""The longest note of a card, in characters."""

SEED = (0, 2**63 - 1)
"""A game's seed (``Random(-1)`` is ``Random(1)``: a negative seed is no other game)."""

# the robot's numbers (content/robot.toml): rulebook credit limit 4, economy limit 5,
# tokens 1-3 of 6 or 9 VP, a pile of 3 or 4 cards, 1 more card at most
ROBOT_LIMIT = (0, 20)
"""The robot's credit and economy: their limits and starting values."""

ROBOT_PILE = (0, 20)
"""The cards of the robot's first pile."""

ROBOT_TOKENS = (0, 10)
ROBOT_TOKEN_VP = (0, 50)
ROBOT_EXTRA = (0, 10)
"""More cards in one of the robot's actions or reactions."""


def within(value: int, bounds: tuple[int, int]) -> bool:
    low, high = bounds
    return low <= value <= high


def text_problem(text: str, longest: int) -> str | None:
    """What is wrong with a name or a text a player wrote (None: nothing), in the run's
    language: longer than ``longest`` characters, or holding a character that no terminal
    shows as it is (a control character such as NUL or an escape code, a line break, a
    character that turns the direction of the text, a lone surrogate)."""
    from rftg.core.errors import error

    if len(text) > longest:
        return error("value.text_long", n=longest)
    if any(unicodedata.category(ch).startswith("C") for ch in text):
        return error("value.text_control")
    return None
