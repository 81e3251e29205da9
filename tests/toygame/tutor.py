"""High Card in the tutor layer: its rules topic (``rftg rules --game toy``) and its tutor,
which explains keep and swap with the player's own numbers (from the observation only)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from rftg.core.decisions import Move
from rftg.tutor.games import TUTORS, TutorGame
from toygame.core import CARDS, Keep, Swap, ToyObservation

TOPICS = {"high-card": ("High Card",
                        "Each round both players keep their card or swap it for the top "
                        "card of the deck, at the same time. The higher card shown scores "
                        "1 point; a tie scores nothing. After three rounds the most points "
                        "win.")}


class ToyTopics:
    def listing(self, lang: str | None = None) -> str:
        return "\n".join(f"  {name}  {title}" for name, (title, _) in TOPICS.items())

    def render(self, name: str, lang: str | None = None) -> str | None:
        if name not in TOPICS:
            return None
        title, text = TOPICS[name]
        return f"{title}\n{'=' * len(title)}\n\n{text}"

    def unknown(self, name: str, lang: str | None = None) -> list[str]:
        return [f"No topic {name!r} in High Card (topics: {', '.join(TOPICS)})."]


def swap_average(card: int) -> float:
    """What a swap draws on average: any card but the one in hand (the player sees no
    other)."""
    others = [v for c, v in enumerate(CARDS) if c != card]
    return sum(others) / len(others)


@dataclass(frozen=True)
class ToyExplained:
    obs: ToyObservation

    @property
    def title(self) -> str:
        return "Keep or swap"

    @property
    def lines(self) -> tuple[str, ...]:
        return (f"Your card is {CARDS[self.obs.card]}; the higher card shown scores 1 point.",)

    @property
    def topic(self) -> str | None:
        return "high-card"

    def about(self, move: Move) -> tuple[str, ...]:
        value = CARDS[self.obs.card]
        if isinstance(move, Keep):
            return (f"You show your {value}.",)
        if isinstance(move, Swap):
            return (f"A new card is {swap_average(self.obs.card):.1f} on average "
                    f"(your {value} is discarded).",)
        return ()


class ToyTutor:
    def explain(self, obs: ToyObservation) -> ToyExplained:
        return ToyExplained(obs)

    def why_not(self, obs: ToyObservation, card: int) -> object | None:
        return None  # every choice of High Card is always allowed


def _tutor(lang: str | None, seen: set[str]) -> ToyTutor:
    return ToyTutor()


def _lessons(lang: str | None) -> Collection[str]:
    return ()


def register() -> None:
    TUTORS.register("toy", TutorGame("toy", ToyTopics(), _tutor, _lessons))
