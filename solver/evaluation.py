"""What a position is worth: each seat's expected final score, learned from self-play.

The hard player's play-outs stop after a round or two; ``evaluate`` then says what the
position is worth for a seat, in final VP: the VP scored now plus what the seat's
hand, goods and tableau powers are expected to bring until the end. Once the game is
over it is the exact score (plus a hundredth per hand card and good: the tie-break).

The Gathering Storm's goals count in full, as the rules score them now
(``rules.goals.scores_now``: the tiles and 3-VP markers the seat holds): a "first" goal is
never lost, a "most" goal is worth its 5 VP while held. A move that takes a goal is thus
worth the goal's VP once the goal has been checked (at the end of the phase), which every
play-out reaches; the learned estimate itself knows nothing of goals.

The estimate is a linear model over a few readable features of the seat (``FEATURES``),
each also scaled by how much of the game is left, so that a good's or a hand card's
weight can shrink as the end nears. Its weights live in ``content/hard_value.toml``,
written by ``tools/train_value.py`` (the file says how it was trained: the games, the
policy, the fit). Without the file, ``FALLBACK`` (hand-set weights) is used.

The features are read from a full game, which the player only ever holds as its own
determinized sample (``solver.determinize``): no hidden card of the real game is seen.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from rftg.core.cards import CONSUME_EFFECTS, DRAW_EFFECTS, Effect, Phase
from rftg.core.race.spec import rules_of
from rftg.core.rules.goals import scores_now
from rftg.core.scoring import score
from rftg.core.state import TABLEAU_END
from rftg.solver.value import card_value

if TYPE_CHECKING:
    from rftg.core.state import RaceGame


FEATURES = (
    "vp",  # VP now: chips, printed VP, 6-cost bonuses with this tableau
    "hand",  # hand cards
    "hand_value",  # the card-value model's worth of the hand (solver.value, in VP)
    "goods",  # goods on worlds
    "producers",  # production worlds
    "empty_producers",  # production worlds without a good (they produce next Produce)
    "windfall",  # windfall worlds
    "consume_vp",  # VP per Consume phase the consume powers could give, goods aside
    "consume_powers",  # consume powers
    "military",  # plain military
    "develop_reduce",  # Develop cost reductions
    "settle_reduce",  # Settle cost reductions (any kind)
    "draws",  # cards drawn by powers over a round (all phases)
    "tableau",  # cards in the tableau
    "six_cost",  # 6-cost developments in the tableau
    "bias",
)
N = len(FEATURES)
WEIGHTS_FILE = "hard_value.toml"

# hand-set weights (used when no trained file is there): VP now in full; hand, goods and
# powers by the share of the game left
_HAND_SET = {"vp": 1.0}
_HAND_SET_LEFT = {"hand_value": 1.0, "goods": 1.0, "producers": 0.5, "empty_producers": 0.5,
                  "consume_vp": 0.5, "military": 0.3, "develop_reduce": 0.5,
                  "settle_reduce": 0.4, "draws": 0.5}
FALLBACK = tuple([_HAND_SET.get(f, 0.0) for f in FEATURES]
                 + [_HAND_SET_LEFT.get(f, 0.0) for f in FEATURES])


def progress(game: RaceGame) -> float:
    """How far the game is (0 at the start, 1 at the end): the larger of the VP pool's
    share spent and the biggest tableau's share of 12 cards (in the solitaire game: a pool
    of 24 chips, and the robot's tableau with its tokens counts too)."""
    st = game.state
    pool0 = rules_of(game).vp_per_player * len(st.players)
    biggest = max(st.end_tableaus())
    return max(0.0, min(1.0, max(1 - st.pool / pool0, (biggest - 1) / (TABLEAU_END - 1))))


ROBOT_MIN_PROGRESS = 0.2
"""The least share of the game the robot's pace is reckoned over (its first round says
little about the rest)."""


def robot_final(game: RaceGame) -> float:
    """The solitaire robot's expected final score: its score now at its pace so far, over
    the whole game (its score now over the share of the game played, ``progress``, taken as
    at least ``ROBOT_MIN_PROGRESS``); exact once the game is over."""
    now = max((s.total for s in game.scores()[len(game.state.players):]), default=0)
    if game.over:
        return float(now)
    return now / max(progress(game), ROBOT_MIN_PROGRESS)


def features(game: RaceGame, seat: int) -> list[float]:
    """The seat's features (``FEATURES``), read from a full (determinized) game."""
    p = game.state.players[seat]
    cards = game.state.cards
    tableau = [cards[c] for c in p.tableau]
    vp = score(tableau, p.chips).total
    hand = [cards[c] for c in p.hand]
    others = len(hand) - 1
    hand_value = sum(card_value(c, tableau, others).hand for c in hand)
    producers = empty = windfall = consume_powers = 0
    consume_vp = military = develop_reduce = settle_reduce = draws = 0.0
    six = 0
    for cid, c in zip(p.tableau, tableau, strict=True):
        if c.windfall:
            windfall += 1
        if c.bonuses:
            six += 1
        for pw in c.powers:
            e, ph = pw.effect, pw.phase
            if ph is Phase.PRODUCE and e is Effect.PRODUCE:
                producers += 1
                if cid not in p.goods:
                    empty += 1
            elif ph is Phase.CONSUME and e in CONSUME_EFFECTS:
                consume_powers += 1
                consume_vp += pw.value("vp") * max(1, pw.value("count", 1))
            elif ph is Phase.SETTLE and e is Effect.MILITARY and pw.kind is None \
                    and pw.against is None:
                military += pw.value("n")
            elif ph is Phase.DEVELOP and e is Effect.REDUCE:
                develop_reduce += pw.value("n")
            elif ph is Phase.SETTLE and e is Effect.REDUCE:
                settle_reduce += pw.value("n")
            if e in DRAW_EFFECTS:
                draws += pw.value("n", 1)
    return [float(vp), float(len(hand)), hand_value, float(len(p.goods)), float(producers),
            float(empty), float(windfall), consume_vp, float(consume_powers), military,
            develop_reduce, settle_reduce, draws, float(len(tableau)), float(six), 1.0]


def inputs(game: RaceGame, seat: int) -> list[float]:
    """The model's inputs: the features, then the features times the share of the game
    left."""
    f = features(game, seat)
    left = 1.0 - progress(game)
    return f + [x * left for x in f]


@cache
def weights() -> tuple[float, ...]:
    """The trained weights (``content/hard_value.toml``), or ``FALLBACK``."""
    try:
        text = resources.files("rftg.content").joinpath(WEIGHTS_FILE).read_text("utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return FALLBACK
    data = tomllib.loads(text)
    names = data.get("features")
    w = data.get("weights")
    if names != list(FEATURES) or not isinstance(w, list) or len(w) != 2 * N:
        return FALLBACK  # written for other features: not this model's
    return tuple(float(x) for x in w)


def predict(x: Sequence[float], w: Sequence[float]) -> float:
    total = 0.0
    for a, b in zip(x, w, strict=True):
        total += a * b
    return total


def goal_vp(game: RaceGame, seat: int) -> int:
    """``seat``'s VP from The Gathering Storm's goals now, as the rules score them (at game
    end with the ties of the "most" goals); 0 in a game without goals."""
    st = game.state
    if not st.goals:
        return 0
    players = game.state.players
    return sum(g.vp for g in scores_now(st.goals, seat, [p.tableau for p in players],
                                        [p.chips for p in players], st.cards, st.over))


def evaluate(game: RaceGame, seat: int) -> float:
    """``seat``'s expected final score (exact once the game is over, with the tie-break
    as hundredths), goal VP included (``goal_vp``)."""
    if game.over:
        p = game.state.players[seat]
        tableau = [game.state.card(c) for c in p.tableau]
        return (score(tableau, p.chips).total + goal_vp(game, seat)
                + 0.01 * (len(p.hand) + len(p.goods)))
    return predict(inputs(game, seat), weights()) + goal_vp(game, seat)


def evaluate_margin(game: RaceGame, seat: int) -> float:
    """``seat``'s expected final score minus the best opponent's (the solitaire game: the
    robot's expected final score, ``robot_final``)."""
    values = [evaluate(game, s) for s in range(len(game.state.players))]
    if len(values) == 1:  # the solitaire game: the robot is the opponent
        return values[seat] - robot_final(game)
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)
