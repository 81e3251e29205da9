"""Registers Race for the Galaxy in the tutor layer's registry (imported by the registry
when the game is first asked for): its rules topics, its tutor for a player, its lessons."""

from rftg.tutor.games import TUTORS, TutorGame
from rftg.tutor.race.concepts import concepts
from rftg.tutor.race.explain import Tutor
from rftg.tutor.race.topics import RaceTopics


def _tutor(lang: str | None, seen: set[str]) -> Tutor:
    tutor = Tutor(lang)
    tutor.lessons.seen = seen  # the lessons kept with the game: the tutor adds to them
    return tutor


def _lessons(lang: str | None) -> tuple[str, ...]:
    return tuple(concepts(lang))


TUTORS.register("rftg", TutorGame("rftg", RaceTopics(), _tutor, _lessons))
