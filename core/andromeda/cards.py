"""Andromeda's cards: every physical card has an id, and a **face**, what is printed on it.

Planet cards come first: planet ``p``'s cards are the ids ``p * per_planet`` up to the
next planet's; their face is ``p``. The bonus cards follow, kind by kind in the order of
the components file; the face of a bonus card is ``planets + i`` for the file's ``i``-th
kind. Cards of one face are alike ("gleiche Karten"): the rules never tell two of them
apart, so a trade offer names a face, not a card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rftg.core.andromeda.components import Bonus, Components, Planet


@dataclass(frozen=True, slots=True)
class Deck:
    """The cards of one set of components: each id's face, the planet cards' ids, the
    bonus cards' ids per kind."""

    planets: int  # how many planets (the faces below it are planets)
    faces: tuple[int, ...]  # id -> face
    planet_cards: tuple[int, ...]  # the ids of all planet cards, in order
    bonus_cards: tuple[tuple[int, ...], ...]  # per bonus kind of the file: its ids
    bonus: tuple[Bonus, ...]  # the file's bonus kinds, in order
    designs: tuple[Planet | Bonus, ...]  # face -> what is printed on it

    def face(self, card: int) -> int:
        return self.faces[card]

    def is_bonus(self, card: int) -> bool:
        return self.faces[card] >= self.planets

    def is_planet_face(self, face: int) -> bool:
        return face < self.planets

    def bonus_of(self, card: int) -> Bonus:
        """The bonus kind of a bonus card."""
        return self.bonus[self.faces[card] - self.planets]

    def bonus_face(self, kind: int) -> int | None:
        """The face of the bonus cards for ``kind`` identical planet cards (None: the
        components have no such bonus card)."""
        for i, b in enumerate(self.bonus):
            if b.kind == kind:
                return self.planets + i
        return None

    def points(self, card: int) -> int:
        """A card's points at the end of the game (bonus cards only)."""
        return self.bonus_of(card).points.value if self.is_bonus(card) else 0

    @property
    def size(self) -> int:
        return len(self.faces)

    @property
    def face_count(self) -> int:
        return self.planets + len(self.bonus)


@cache
def deck_of(components: Components) -> Deck:
    """The cards of ``components`` (the same value for equal components)."""
    per = components.cards.per_planet.value
    planets = len(components.planet)
    faces = [p for p in range(planets) for _ in range(per)]
    bonus_cards = []
    for i, b in enumerate(components.bonus):
        start = len(faces)
        faces.extend([planets + i] * b.count.value)
        bonus_cards.append(tuple(range(start, len(faces))))
    return Deck(planets, tuple(faces), tuple(range(per * planets)), tuple(bonus_cards),
                components.bonus, (*components.planet, *components.bonus))
