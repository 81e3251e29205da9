"""Registers Jump Drive in the tutor layer's registry (imported by the registry when the
game is first asked for): its rules topics and its tutor for a player."""

from rftg.tutor.games import TUTORS, TutorGame
from rftg.tutor.jumpdrive.explain import JdTutor
from rftg.tutor.jumpdrive.topics import JdTopics


def _tutor(lang: str | None, seen: set[str]) -> JdTutor:
    return JdTutor(lang)


def _lessons(lang: str | None) -> tuple[str, ...]:
    return ()  # Jump Drive's tutor explains each decision; it introduces no lessons


TUTORS.register("jumpdrive", TutorGame("jumpdrive", JdTopics(), _tutor, _lessons))
