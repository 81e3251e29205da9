"""Registers Andromeda in the tutor layer's registry (imported by the registry when the
game is first asked for): its rules topics and its tutor for a player."""

from rftg.tutor.andromeda.explain import LESSONS, AdTutor
from rftg.tutor.andromeda.topics import AdTopics
from rftg.tutor.games import TUTORS, TutorGame


def _tutor(lang: str | None, seen: set[str]) -> AdTutor:
    return AdTutor(lang, seen)


def _lessons(lang: str | None) -> tuple[str, ...]:
    return LESSONS


TUTORS.register("andromeda", TutorGame("andromeda", AdTopics(), _tutor, _lessons))
