"""What happened: the log names production, windfall goods, passes and why the game ended,
in correct English, and a "Last round" summary shows at each action choice."""

from __future__ import annotations

import random
import re

import pytest
from tui_helpers import settled

from rftg.core import events as ev
from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.moves import DecisionKind
from rftg.core.race.setup import RaceSetup
from rftg.tui.app import RftgApp
from rftg.tui.race.log import GameLog
from rftg.tui.screens.dialogs import LogScreen
from rftg.tui.session import GameSession


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def random_game(seed: int, players: int = 2) -> Game:
    rng = random.Random(seed)
    names = ("You", *(f"Computer {i}" for i in range(1, players)))
    game = Game(RaceSetup(players=players, start="first", seed=seed, names=names))
    while not game.over:
        for d in game.pending():
            o = rng.choice(d.options)
            k = rng.randint(o.min_cards, o.max_cards)
            game.choose(d.player, Choice(o.move, tuple(rng.sample(o.cards_from, k))))
    return game


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_log_names_production_passes_and_the_end(seed):
    game = random_game(seed)
    log = GameLog([p.name for p in game.state.players], game.state.cards, 0)
    log.update(game.state.events)
    text = "\n".join(log.lines)
    # a windfall world's own good, placed with it, is told as such, never as production
    produced = [e for e in game.state.events if isinstance(e, ev.Produced) and not e.placed]
    first_round = next(i for i, e in enumerate(game.state.events)
                       if isinstance(e, ev.RoundStarted))
    placed = [e for e in game.state.events[first_round:]
              if isinstance(e, ev.Produced) and e.placed]
    assert len([x for x in log.lines if " good with " in x]) == len(placed)
    before = [e for e in produced if not any(isinstance(x, ev.RoundStarted) for x in
              game.state.events[:game.state.events.index(e)])]
    assert len([x for x in log.lines if " produce" in x and " good on " in x]) == \
        len(produced) - len(before)
    windfall = [e for e in produced if e.windfall]
    assert len([x for x in log.lines if x.endswith("(windfall).")]) == len(windfall)
    assert log.lines[-1].startswith("The game ends: ")
    # passes: told when they happen, one line per Passed event (a run placing nothing)
    passes = [e for e in game.state.events if isinstance(e, ev.Passed)]
    said = [x for x in log.lines if re.search(r"places? no (development|world)\.$", x)]
    assert passes and len(said) == len(passes)
    first = game.state.events.index(passes[0])
    after = next(e for e in game.state.events[first:] if isinstance(e, ev.RoundStarted))
    assert log.lines.index(said[0]) < log.lines.index(f"Round {after.round}.")
    if passes[0].seat == 0:
        assert said[0].startswith("You place no ")
    # correct English for the human called "You"
    assert not re.search(r"\bYou (explores|draws|develops|settles|produces|has|wins|uses"
                         r"|places|keeps)\b", text, re.IGNORECASE)
    assert not re.search(r"\b1 cards\b", text)
    assert "You produce a " in text or "You explore" in text


def test_an_undo_starts_the_log_again():
    game = random_game(4)
    log = GameLog([p.name for p in game.state.players], game.state.cards, 0)
    log.update(game.state.events)
    full = list(log.lines)
    log.update(game.state.events[:20])
    assert log.restarted and log.lines == full[:len(log.lines)]
    log.update(game.state.events)
    assert not log.restarted and log.lines == full


def test_the_summary_of_a_round():
    """Round 1 of a game: each player's actions; the summary's numbers are the events'."""
    game = random_game(5)
    log = GameLog([p.name for p in game.state.players], game.state.cards, 0)
    events = game.state.events
    second = next(i for i, e in enumerate(events)
                  if isinstance(e, ev.RoundStarted) and e.round == 2)
    log.update(events[:second + 1])
    lines = log.summary_lines()
    assert lines[0] == "Last round (1)"
    chosen = [e for e in events[:second] if isinstance(e, ev.ActionsChosen)]
    assert len(lines) == 1 + len(game.state.players) == 1 + len(chosen)
    for e in chosen:
        name = game.state.players[e.seat].name
        assert any(x.startswith(f"{name}: ") for x in lines[1:])


async def test_the_summary_shows_at_the_action_choice_and_the_log_opens(home):
    """Play round 1 by keyboard: at round 2's action choice the summary names both
    players' actions; l opens the whole log."""
    session = GameSession(Game(RaceSetup(players=2, start="first", seed=21,
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


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_log_speaks_to_you_from_the_catalogue(lang):
    """Every event of random games (2-4 players, base and advanced) told to seat 0: the
    lines about seat 0 come from the catalogue's second-person section, complete (no
    placeholder left), and the other seats' lines are those without ``you``."""
    from rftg.core.powertext import texts
    from rftg.core.text import render_event

    you_first = {"en": "You ", "de": "Du "}[lang]
    seen: set[str] = set()
    for seed, players in ((6, 2), (7, 3), (8, 4)):
        game = random_game(seed, players)
        names = [p.name for p in game.state.players]
        for e in game.state.events:
            line = render_event(e, names, game.state.cards, lang, you=0)
            plain = render_event(e, names, game.state.cards, lang)
            assert (line is None) == (plain is None)
            if line is None:
                continue
            assert "{" not in line and "}" not in line, line
            seat = getattr(e, "seat", None)
            if isinstance(e, ev.StartWindfall | ev.Reshuffled):
                continue  # about a world, a pile: nobody's act
            if seat == 0:
                assert line.startswith(you_first), line
                seen.add(type(e).__name__)
            elif seat is not None:
                assert line == plain
        ended = game.state.events[-1]
        assert isinstance(ended, ev.GameEnded)
        line = render_event(ended, names, game.state.cards, lang, you=0)
        assert line is not None
        if ended.winners == (0,):
            assert line.endswith({"en": "You win!", "de": "Du gewinnst!"}[lang])
        else:
            assert not line.endswith("..") and line.endswith(".")
    assert {"Drew", "Explored", "Passed", "Produced", "ActionsChosen"} <= seen
    assert set(texts("en")["log_you"]) == set(texts_of(lang)["log_you"])


def texts_of(lang: str) -> dict:
    """The catalogue of ``lang`` itself, without the English fallback."""
    import tomllib
    from importlib import resources

    with resources.files("rftg.content").joinpath(f"text/{lang}/game.toml").open("rb") as fh:
        return tomllib.load(fh)


def test_a_pass_is_an_event_when_it_happens():
    """ "Jeder Spieler darf 1 Entwicklung ausspielen" (may: a player places nothing): the
    engine records a Passed event for each Develop or Settle decision answered with Pass,
    before the phase's placements, and nowhere else."""
    from rftg.core.moves import Pass

    for seed in range(3):
        rng = random.Random(seed)
        game = Game(RaceSetup(players=2, advanced=bool(seed % 2), start="first", seed=seed))
        while not game.over:
            for d in game.pending():
                o = rng.choice(d.options)
                k = rng.randint(o.min_cards, o.max_cards)
                before = len(game.state.events)
                game.choose(d.player, Choice(o.move, tuple(rng.sample(o.cards_from, k))))
                new = game.state.events[before:]
                mine = [e for e in new if isinstance(e, ev.Passed) and e.seat == d.player]
                if not (isinstance(o.move, Pass) and o.move.what != "second_world"):
                    assert not mine
                # told when the choices are revealed, before the phase's placements
                placed = {"develop": ev.Developed, "settle": ev.Settled}
                for i, e in enumerate(new):
                    if isinstance(e, ev.Passed):
                        assert not any(isinstance(x, placed[e.phase]) for x in new[:i])
        passes = sum(isinstance(e, ev.Passed) for e in game.state.events)
        answered = sum(1 for _, c in game.choices if isinstance(c.move, Pass)
                       and c.move.what != "second_world")
        assert passes == answered
