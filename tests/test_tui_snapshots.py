"""Snapshots of every screen and every decision kind (fixed seeds, 100x32 terminal).

Each test's docstring says what must show. Update after an intended change with
`python3 dev.py test tests/test_tui_snapshots.py --snapshot-update` and look at the report.
"""

from __future__ import annotations

import pytest
from tui_helpers import settled

from rftg.core.engine import Game
from rftg.core.race.setup import RaceSetup
from rftg.core.scenario import position
from rftg.core.text import option_label
from rftg.tui.app import RftgApp
from rftg.tui.session import GameSession

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path




def app_at(players, phase, **kw) -> RftgApp:
    game = position(players, phase, **kw)
    game.state.players[0].name = "You"
    game.state.players[1].name = "Computer 1"
    return RftgApp(session=GameSession(game, 0, "normal"))


ME = {"tableau": ["Old Earth", "Free Trade Association", "New Vinland", "Gem World",
                  "Artist Colony", "Contact Specialist"],
      "goods": ["New Vinland", "Gem World", "Artist Colony"],
      "hand": ["Comet Zone", "Rebel Base", "Spice World", "Mining Robots", "Replicant Robots"]}
OTHER = {"tableau": ["Alpha Centauri", "Space Port"], "goods": ["Alpha Centauri"], "hand": 4}


def test_new_game_screen(snap_compare):
    """The new game form: 2 players, Normal, first game, seed 7, Start game focused."""
    assert snap_compare(RftgApp(seed=7), terminal_size=SIZE)


def test_action_choice(snap_compare):
    """A first game, round 1: hand, tableau, the opponent, the seven actions, the tutor."""
    app = RftgApp(session=GameSession(Game(RaceSetup(players=2, start="first", seed=3,
                                                     names=("You", "Computer 1")))))
    assert snap_compare(app, terminal_size=SIZE, run_before=settled)


def test_explore_keep(snap_compare):
    """Explore +5: seven cards drawn, the card list focused, 'Pick 1'."""
    app = app_at([{**ME, "actions": ["explore5"]}, OTHER], "explore")
    assert snap_compare(app, terminal_size=SIZE, run_before=settled)


def test_develop_choice(snap_compare):
    """Develop with the bonus: Mining Robots and Replicant Robots offered with their costs."""
    app = app_at([{**ME, "actions": ["develop"]}, OTHER], "develop")
    assert snap_compare(app, terminal_size=SIZE, run_before=settled)


def test_settle_choice_and_payment(snap_compare):
    """Settle: Comet Zone chosen; its payment (3 cards of 4) with the hint's cards
    preselected and the hint in the tutor, each card paid with its worth."""
    app = app_at([{**ME, "actions": ["settle"]}, OTHER], "settle")

    async def choose_comet_zone(pilot):
        await settled(pilot)
        labels = [option_label(o) for o in pilot.app.screen.decision.options]
        for _ in range(next(i for i, lbl in enumerate(labels) if "Comet Zone" in lbl)):
            await pilot.press("down")
        await pilot.press("enter")
        await settled(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=choose_comet_zone)


def test_consume_step(snap_compare):
    """Consume x2: Old Earth, Free Trade Association and New Vinland offered, FTA takes 2."""
    app = app_at([{**ME, "actions": ["double"]}, OTHER], "consume")
    assert snap_compare(app, terminal_size=SIZE, run_before=settled)


def test_sale(snap_compare):
    """Trade: which good to sell, with each good's number of cards."""
    app = app_at([{**ME, "actions": ["trade"]}, OTHER], "consume")
    assert snap_compare(app, terminal_size=SIZE, run_before=settled)


def test_produce_windfall(snap_compare):
    """Produce bonus: a windfall good on Asteroid Belt or Radioactive World."""
    app = app_at([{"tableau": ["Old Earth", "Asteroid Belt", "Radioactive World"], "hand": 2,
                   "actions": ["produce"]}, OTHER], "produce")
    assert snap_compare(app, terminal_size=SIZE, run_before=settled)


def test_discard_to_ten(snap_compare):
    """End of round: 13 cards, discard 3."""
    app = app_at([{"tableau": ["Old Earth"], "hand": 13}, OTHER], "round_end")
    assert snap_compare(app, terminal_size=SIZE, run_before=settled)


def test_hint_shown(snap_compare):
    """The hint for the consume step: the recommended option highlighted, the reason."""
    app = app_at([{**ME, "actions": ["double"]}, OTHER], "consume")

    async def ask_hint(pilot):
        await settled(pilot)
        await pilot.press("h")
        await settled(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=ask_hint)


def test_help_screen(snap_compare):
    """The help: how to play, the keys, the symbols."""
    app = app_at([ME, OTHER], "round_end")
    assert snap_compare(app, terminal_size=SIZE, press=["question_mark"], run_before=settled)


def test_card_details(snap_compare):
    """Card details of the highlighted option (Explore +5 has no card: the first kept card)."""
    app = app_at([{**ME, "actions": ["develop"]}, OTHER], "develop")

    async def highlight(pilot):
        await settled(pilot)
        await pilot.press("down", "d")
        await settled(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=highlight)


def test_scores(snap_compare):
    """The score breakdown: each card's VP, Free Trade Association's bonus, chips."""
    app = app_at([{**ME, "chips": 5}, OTHER], "round_end")
    assert snap_compare(app, terminal_size=SIZE, press=["v"], run_before=settled)


def test_small_terminal(snap_compare):
    """80x24: buttons hidden, a 4-line log, the tutor still readable."""
    app = RftgApp(session=GameSession(Game(RaceSetup(players=2, start="first", seed=3,
                                                     names=("You", "Computer 1")))))
    assert snap_compare(app, terminal_size=(80, 24), run_before=settled)


def test_start_world_choice(snap_compare):
    """Experienced start: one red and one blue start world, keep one."""
    app = RftgApp(session=GameSession(Game(RaceSetup(players=2, start="experienced", seed=5,
                                                     names=("You", "Computer 1")))))
    assert snap_compare(app, terminal_size=SIZE, run_before=settled)


def test_initial_discard(snap_compare):
    """Random start: six cards, discard two."""
    app = RftgApp(session=GameSession(Game(RaceSetup(players=2, start="random", seed=5,
                                                     names=("You", "Computer 1")))))
    assert snap_compare(app, terminal_size=SIZE, run_before=settled)


def test_resume_offer(snap_compare, home):
    """An autosaved game is offered at start: Resume (y) or New game (n)."""
    from rftg.core.save import save

    game = Game(RaceSetup(players=2, start="first", seed=9, names=("You", "Computer 1")))
    save(game, home / "autosave.json", {"human": 0, "difficulty": "normal",
                                        "saved": "2026-11-22 10:00"})
    assert snap_compare(RftgApp(seed=1), terminal_size=SIZE, run_before=settled)


ELEVEN = ["Old Earth", "Free Trade Association", "New Vinland", "Gem World", "Artist Colony",
          "Contact Specialist", "Mining Robots", "Expedition Force", "Public Works",
          "Colony Ship", "Genetics Lab"]


def test_end_warning(snap_compare):
    """Settle with 11 cards, Spice World highlighted: the prompt warns that this 12th card
    ends the game after this round; the score line shows both players' VP now."""
    app = app_at([{"tableau": ELEVEN, "actions": ["settle"], "chips": 2,
                   "hand": ["Comet Zone", "Spice World", "Rebel Base", "Replicant Robots"]},
                  OTHER], "settle")

    async def highlight(pilot):
        await settled(pilot)
        labels = [option_label(o) for o in pilot.app.screen.decision.options]
        for _ in range(next(i for i, lbl in enumerate(labels) if "Spice World" in lbl)):
            await pilot.press("down")
        await settled(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=highlight)


def test_consume_warning(snap_compare):
    """Consume with 2x VP and 4 VP left in the pool: Old Earth's 2 goods would take the
    last chips; the prompt warns that the game ends after this round."""
    app = app_at([{"tableau": ["Old Earth", "Gem World", "Comet Zone"], "hand": 2,
                   "goods": ["Gem World", "Comet Zone"], "actions": ["double"]},
                  {"tableau": ["Alpha Centauri"], "hand": 3}], "consume", pool=4)
    assert snap_compare(app, terminal_size=SIZE, run_before=settled)


def test_final_scores(snap_compare):
    """The game over: the final scores say who won and why the game ended (12 cards)."""
    app = app_at([{"tableau": [*ELEVEN, "Spice World"], "hand": 2}, OTHER], "round_end")
    assert snap_compare(app, terminal_size=SIZE, run_before=settled)


def test_last_round_summary(snap_compare):
    """Round 2's action choice: the tutor pane starts with 'Last round (1)', each player's
    actions, cards placed, goods and VP; the log names production and passes."""
    from rftg.core.decisions import Choice
    from rftg.core.moves import DecisionKind

    game = Game(RaceSetup(players=2, start="first", seed=21, names=("You", "Computer 1")))
    while not (game.state.round == 2 and game.pending()[0].kind is DecisionKind.ACTION):
        for d in game.pending():
            o = (d.options[3 - d.player] if d.kind is DecisionKind.ACTION
                 else d.options[-1] if d.kind in (DecisionKind.DEVELOP, DecisionKind.SETTLE)
                 else d.options[0])
            game.choose(d.player, Choice(o.move, o.cards_from[:o.min_cards]))
    app = RftgApp(session=GameSession(game))
    assert snap_compare(app, terminal_size=SIZE, run_before=settled)
