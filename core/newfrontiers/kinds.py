"""New Frontiers' action tiles and ends of the game, as enums (the state, the moves, the
events and the texts all name them)."""

from __future__ import annotations

from enum import StrEnum


class NfAction(StrEnum):
    """The action tiles, in the order the rulebook explains them ("Rückzug in die
    Isolation, Entwickeln, Erkunden, Siedeln, Produzieren, Handeln / Verbrauchen und
    Botschafter entsenden"); with goals, "Galaktische Ziele festlegen" takes Retreat's
    place (the other side of its tile)."""

    RETREAT = "retreat"
    DEVELOP = "develop"
    EXPLORE = "explore"
    SETTLE = "settle"
    PRODUCE = "produce"
    TRADE = "trade"
    ENVOYS = "envoys"
    GOALS = "goals"


class NfPhase(StrEnum):
    """The part of a round under way besides an action (``State.phase`` is this or the
    ``NfAction`` being played, between the kernel's ``Stage.SETUP`` and ``Stage.OVER``):
    the players pick their action tiles."""

    PICK = "pick"


class NfEnd(StrEnum):
    """The four ends of the game ("Das Spiel endet, wenn einer oder mehrere der folgenden
    Fälle eintreten")."""

    SPACES = "spaces"  # 11 or more development spaces
    COLONIES = "colonies"  # 8 or more colonies, the home colony included
    COLONISTS = "colonists"  # 4 or fewer colonists on the supply at the end of Settle
    CHIPS = "chips"  # the VP chips of the general supply are gone
