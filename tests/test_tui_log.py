"""What happened: the log names production, windfall goods, passes and why the game ended,
in correct English, and a "Last round" summary shows at each action choice."""

from __future__ import annotations

import random
import re

import pytest
from tui_helpers import settled

from rftg.core import events as ev
from rftg.core.decisions import Choice, DecisionKind
from rftg.core.engine import Game
from rftg.core.state import GameSetup
from rftg.tui.app import RftgApp
from rftg.tui.log import GameLog
from rftg.tui.screens.dialogs import LogScreen
from rftg.tui.session import GameSession


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def random_game(seed: int, players: int = 2) -> Game:
    rng = random.Random(seed)
    names = ("You", *(f"Computer {i}" for i in range(1, players)))
    game = Game(GameSetup(players=players, start="first", seed=seed, names=names))
    while not game.over:
        for d in game.pending():
            o = rng.choice(d.options)
            k = rng.randint(o.min_cards, o.max_cards)
            game.choose(d.player, Choice(o.move, tuple(rng.sample(o.cards_from, k))))
    return game


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_log_names_production_passes_and_the_end(seed):
    game = random_game(seed)
    log = GameLog([p.name for p in game.players], game.state.cards, 0)
    log.update(game.state.events)
    text = "\n".join(log.lines)
    produced = [e for e in game.state.events if isinstance(e, ev.Produced)]
    before = [e for e in produced if not any(isinstance(x, ev.RoundStarted) for x in
              game.state.events[:game.state.events.index(e)])]
    assert len([x for x in log.lines if " produce" in x and " good on " in x]) == \
        len(produced) - len(before)
    windfall = [e for e in produced if e.windfall]
    assert len([x for x in log.lines if x.endswith("(windfall).")]) == len(windfall)
    assert log.lines[-1].startswith("The game ends: ")
    # passes: a Develop or Settle phase played in which someone placed nothing
    assert "placed no development." in text or "placed no world." in text
    # correct English for the human called "You"
    assert not re.search(r"\bYou (explores|draws|develops|settles|produces|has|wins|uses)\b",
                         text)
    assert not re.search(r"\b1 cards\b", text)
    assert "You produce a " in text or "You explore" in text


def test_an_undo_starts_the_log_again():
    game = random_game(4)
    log = GameLog([p.name for p in game.players], game.state.cards, 0)
    log.update(game.state.events)
    full = list(log.lines)
    log.update(game.state.events[:20])
    assert log.restarted and log.lines == full[:len(log.lines)]
    log.update(game.state.events)
    assert not log.restarted and log.lines == full


def test_the_summary_of_a_round():
    """Round 1 of a game: each player's actions; the summary's numbers are the events'."""
    game = random_game(5)
    log = GameLog([p.name for p in game.players], game.state.cards, 0)
    events = game.state.events
    second = next(i for i, e in enumerate(events)
                  if isinstance(e, ev.RoundStarted) and e.round == 2)
    log.update(events[:second + 1])
    lines = log.summary_lines()
    assert lines[0] == "Last round (1)"
    chosen = [e for e in events[:second] if isinstance(e, ev.ActionsChosen)]
    assert len(lines) == 1 + len(game.players) == 1 + len(chosen)
    for e in chosen:
        name = game.players[e.seat].name
        assert any(x.startswith(f"{name}: ") for x in lines[1:])


async def test_the_summary_shows_at_the_action_choice_and_the_log_opens(home):
    """Play round 1 by keyboard: at round 2's action choice the summary names both
    players' actions; l opens the whole log."""
    session = GameSession(Game(GameSetup(players=2, start="first", seed=21,
                                         names=("You", "Computer 1"))), 0)
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        for _ in range(40):
            d = screen.decision
            if d.kind is DecisionKind.ACTION and session.game.state.round == 2:
                break
            await pilot.press("enter")  # the first option; its cards, if it asks for any
            await settled(pilot)
            d2 = screen.decision
            if d2 is d and d.options[0].min_cards:
                for _ in range(d.options[0].min_cards):
                    await pilot.press("space", "down")
                await pilot.press("c")
                await settled(pilot)
        assert session.game.state.round == 2 and screen.decision.kind is DecisionKind.ACTION
        summary = str(screen.query_one("#summary").render())
        assert summary.startswith("Last round (1)")
        assert "You: " in summary and "Computer 1: " in summary
        await pilot.press("l")
        await settled(pilot)
        assert isinstance(app.screen, LogScreen)
        assert app.screen.lines == screen.game_log.lines
        assert any(x.startswith("Round 2.") for x in app.screen.lines)
