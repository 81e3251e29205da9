"""Andromeda's decisions and typed moves. Their text forms exist for saves and typed input
only; the words a player reads come from the catalogue (``rftg.core.andromeda.text``).

Moves that play a set of cards (stations, a centre, the spaceship, technology, and the
swap of planet cards) name the cards in the choice (``Choice.cards``); every other move
names what it needs itself.
"""

from __future__ import annotations

from enum import StrEnum

from rftg.core.decisions import Move


class AdKind(StrEnum):
    """Andromeda's kinds of decision."""

    TRANSPORT = "ad_transport"  # play a transport card or pass
    OFFER_OPEN = "ad_offer_open"  # the active player shows a card face up
    OFFER_HIDDEN = "ad_offer_hidden"  # another player offers a card face down
    TRADE_CHOICE = "ad_trade_choice"  # the active player swaps, or shows one card more
    TRADE_ANSWER = "ad_trade_answer"  # swapped with: take the cards or stay in
    TRADE_TURN = "ad_trade_turn"  # in the swap chain: take the cards back or swap
    ACTION = "ad_action"  # the next action, or done


class Pass(Move):
    """Play no transport card this round."""

    __slots__ = ()

    def encode(self) -> str:
        return "pass"


class TransportOut(Move):
    """A transport card: own stations from Earth to ``planet``."""

    __slots__ = ("planet",)
    FIELDS = ("planet",)

    def __init__(self, planet: int) -> None:
        self.planet = planet

    def encode(self) -> str:
        return f"transport_out:{self.planet}"


class TransportHome(Move):
    """A transport card: all own stations of ``planet`` back to Earth."""

    __slots__ = ("planet",)
    FIELDS = ("planet",)

    def __init__(self, planet: int) -> None:
        self.planet = planet

    def encode(self) -> str:
        return f"transport_home:{self.planet}"


class Show(Move):
    """Put a card of ``face`` in the offer (face up for the active player, face down for
    the others until all are revealed)."""

    __slots__ = ("face",)
    FIELDS = ("face",)

    def __init__(self, face: int) -> None:
        self.face = face

    def encode(self) -> str:
        return f"show:{self.face}"


class Unable(Move):
    """No card may be shown: the hand is shown to the active player as proof, and the
    player's trade ends ("Sonderfall")."""

    __slots__ = ()

    def encode(self) -> str:
        return "unable"


class SwapWith(Move):
    """Swap the whole offer with the player at ``seat``."""

    __slots__ = ("seat",)
    FIELDS = ("seat",)

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def encode(self) -> str:
        return f"swap_with:{self.seat}"


class TakeCards(Move):
    """Take the cards in front of you into your hand: your trade ends."""

    __slots__ = ()

    def encode(self) -> str:
        return "take"


class StayIn(Move):
    """Leave the cards face up in front of you and stay in the trade."""

    __slots__ = ()

    def encode(self) -> str:
        return "stay"


class Done(Move):
    """Take no more actions this round."""

    __slots__ = ()

    def encode(self) -> str:
        return "done"


class SwapCards(Move):
    """Discard the planet cards of the choice and draw as many."""

    __slots__ = ()

    def encode(self) -> str:
        return "swap_cards"


class MoveStations(Move):
    """Play the cards of the choice (one planet, bonus cards as jokers) and put
    ``stations`` own stations from Earth on ``planet``."""

    __slots__ = ("planet", "stations")
    FIELDS = ("planet", "stations")

    def __init__(self, planet: int, stations: int) -> None:
        self.planet = planet
        self.stations = stations

    def encode(self) -> str:
        return f"stations:{self.planet}:{self.stations}"


class BuildCentre(Move):
    """Play the cards of the choice to try to build an economic centre on ``planet``."""

    __slots__ = ("planet",)
    FIELDS = ("planet",)

    def __init__(self, planet: int) -> None:
        self.planet = planet

    def encode(self) -> str:
        return f"centre:{self.planet}"


class Spaceship(Move):
    """Play the cards of the choice (identical cards of ``planet``) for the next step of
    the spaceship track."""

    __slots__ = ("planet",)
    FIELDS = ("planet",)

    def __init__(self, planet: int) -> None:
        self.planet = planet

    def encode(self) -> str:
        return f"spaceship:{self.planet}"


class Technology(Move):
    """Play the cards of the choice (cards of ``planet``) for the next step of the
    technology track."""

    __slots__ = ("planet",)
    FIELDS = ("planet",)

    def __init__(self, planet: int) -> None:
        self.planet = planet

    def encode(self) -> str:
        return f"technology:{self.planet}"


SET_MOVES = (MoveStations, BuildCentre, Spaceship, Technology)  # moves that play a set
