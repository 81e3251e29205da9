"""Registers New Frontiers in the tutor layer's registry (imported by the registry when
the game is first asked for): its rules topics and its tutor for a player."""

from rftg.tutor.games import TUTORS, TutorGame
from rftg.tutor.newfrontiers.explain import NfTutor
from rftg.tutor.newfrontiers.topics import NfTopics


def _tutor(lang: str | None, seen: set[str]) -> NfTutor:
    return NfTutor(lang)


def _lessons(lang: str | None) -> tuple[str, ...]:
    return ()  # New Frontiers' tutor explains each decision; it introduces no lessons


TUTORS.register("newfrontiers", TutorGame("newfrontiers", NfTopics(), _tutor, _lessons))
