"""New Frontiers in front of a player: the tutor (`rftg rules --game newfrontiers`, each
decision explained with the player's numbers, keyed by the move), the plain mode playing a
whole game from piped input in English and German, the game screen played to the end by
keyboard against computer players (pilot tests asserting on game state), saved, undone and
resumed, the first-start notice about the reconstructed tiles, and the registries."""

from __future__ import annotations

import random

import pytest
import tui_helpers
from plain_helpers import first_answer, play, unreadable
from tui_helpers import settled

from rftg.cli import _build_parser, main
from rftg.core.engine import Game
from rftg.core.newfrontiers import rules
from rftg.core.newfrontiers.kinds import NfAction
from rftg.core.newfrontiers.moves import Buy, Pick, Sell, Settle
from rftg.core.newfrontiers.observe import nf_observation
from rftg.core.newfrontiers.setup import NewFrontiersSetup
from rftg.core.newfrontiers.tiles import TILE_FILE
from rftg.core.save import load_with_meta, replay
from rftg.solver.newfrontiers.players import make_nf_player
from rftg.tui.app import RftgApp
from rftg.tui.games import TUIS
from rftg.tui.newfrontiers.screen import NfGameScreen, NfNoticeScreen, NfScoreScreen
from rftg.tui.newfrontiers.words import NOTICE_SEEN
from rftg.tui.session import GameSession, NewGame, data_dir
from rftg.tutor.games import TUTORS


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def nf_game(players: int = 3, seed: int = 4, **kw) -> Game:
    names = ("You", *(f"Computer {i}" for i in range(1, players)))
    return Game(NewFrontiersSetup(players=players, seed=seed, names=names, **kw))


def play_until(game: Game, stop, kind: str = "normal", limit: int = 3000) -> None:
    """Computer players answer every decision until ``stop(decision)`` says so."""
    players = [make_nf_player(kind, s) for s in range(game.setup.players)]
    for _ in range(limit):
        d = next(iter(game.pending()), None)
        if d is None or stop(d):
            return
        game.choose(d.player, players[d.player].choose(game.observe(d.player)))
    raise AssertionError("no such decision came")


# ------------------------------------------------------------------ the tutor


def test_rules_lists_and_prints_the_topics(capsys):
    assert main(["rules", "--game", "newfrontiers"]) == 0
    listing = capsys.readouterr().out
    for topic in ("round", "develop", "explore", "settle", "produce", "trade", "envoys",
                  "goals", "powers", "end", "scoring", "tiles"):
        assert f"  {topic}" in listing
    assert main(["rules", "--game", "newfrontiers", "end"]) == 0
    out = capsys.readouterr().out
    assert "11 or more development spaces" in out and "Spielende" in out


def test_the_tiles_topic_says_what_is_reconstructed_and_how_to_replace_it(capsys):
    assert main(["rules", "--game", "newfrontiers", "tiles"]) == 0
    out = capsys.readouterr().out
    assert "reconstructed" in out and TILE_FILE in out and "--write-copy" in out
    assert "Worlds with reconstructed values:" in out
    assert main(["--lang", "de", "rules", "--game", "newfrontiers", "tiles"]) == 0
    de = capsys.readouterr().out
    assert "rekonstruiert" in de and "Datenordner" in de


def test_an_unknown_topic_is_an_error_naming_the_topics(capsys):
    assert main(["rules", "--game", "newfrontiers", "nothing"]) == 2
    assert "Topics: newfrontiers, round" in capsys.readouterr().err


def test_develop_explained_with_the_bonus_and_each_discount():
    """"Der Spieler, der die Aktion gewählt hat, zahlt durch den Bonus 1 Krediteinheit
    weniger": the picker's cost names the bonus and equals what the option pays."""
    game = nf_game(seed=4)
    play_until(game, lambda d: d.player == 0 and d.rule == "nf.develop"
               and nf_observation(game, 0).view.now.picker == 0)
    obs = nf_observation(game, 0)
    ex = TUTORS.get("newfrontiers").tutor("en", set()).explain(obs)
    assert ex.title == "Develop" and ex.topic == "develop"
    buy = next(o.move for o in obs.decision.options if isinstance(o.move, Buy))
    dev = obs.tiles[buy.tile]
    cost = rules.develop_cost(obs.view, 0, dev, bonus=True).total
    assert cost == buy.cost
    first = ex.about(buy)[0]
    assert f"{dev.cost} - 1 (bonus)" in first
    assert f"= {cost} credit" in first
    assert f"you keep {obs.mine.credits - cost} of {obs.mine.credits}" in first
    assert any(line.startswith("You picked Develop") for line in ex.lines)


def test_every_option_of_a_whole_game_is_explained_in_both_languages():
    """Each action, bonus, power and end condition as it happens: every option of every
    decision of a game gets its own lines, keyed by its move; a settle option names the
    world's colonists, the sale its price, and the last round says why."""
    game = nf_game(players=3, seed=6, goals=True)
    players = [make_nf_player("normal", s) for s in range(3)]
    tutors = {lang: TUTORS.get("newfrontiers").tutor(lang, set()) for lang in ("en", "de")}
    seen_last = False
    while not game.over:
        d = next(iter(game.pending()))
        obs = nf_observation(game, d.player)
        for lang, tutor in tutors.items():
            ex = tutor.explain(obs)
            assert ex.title and ex.lines
            for option in d.options:
                about = ex.about(option.move)
                assert about, (d.rule, option.move, lang)
                if isinstance(option.move, Settle) and lang == "en":
                    world = obs.tiles[option.move.world]
                    assert f"needs {world.colonists} colonist" in about[0] or \
                        "Contact Specialist" in about[0]
                if isinstance(option.move, Sell) and lang == "en":
                    price = rules.sale_price(obs.view, d.player, option.move.colony).total
                    assert f"= {price} credit" in about[0]
            if obs.view.ends and lang == "en":
                seen_last = seen_last or any("This is the last round" in x for x in ex.lines)
        game.choose(d.player, players[d.player].choose(game.observe(d.player)))
    assert seen_last


def test_the_pick_says_the_bonus_with_the_players_numbers():
    game = nf_game(seed=4)
    play_until(game, lambda d: d.player == 0 and d.rule == "nf.pick")
    obs = nf_observation(game, 0)
    ex = TUTORS.get("newfrontiers").tutor("de", set()).explain(obs)
    credits = obs.mine.credits
    if NfAction.RETREAT in obs.view.available():
        lines = ex.about(Pick(NfAction.RETREAT))
        assert f"du erhältst 2 Krediteinheiten (jetzt {credits}, danach {credits + 2})" \
            in lines[0]
        assert lines[1] == "Dein Bonus, wenn du sie wählst: 2 Krediteinheiten."


def test_the_tutor_says_what_happened_since_the_last_decision():
    """As it happens: each action picked with the bonus its picker took, the Produce
    tile's credits, the track's change, an end condition reached ("In jedem Fall wird die
    laufende Runde normal zu Ende gespielt")."""
    game = nf_game(players=2, seed=5)
    players = [make_nf_player("normal", s) for s in range(2)]
    while not game.over:
        d = next(iter(game.pending()))
        game.choose(d.player, players[d.player].choose(game.observe(d.player)))
    from rftg.core.newfrontiers import events as ev
    from rftg.tutor.newfrontiers.explain import happened

    events = game.state.events
    obs = nf_observation(game, 0)
    said = happened(obs, events, "en")
    picks = [e for e in events if isinstance(e, ev.NfPicked)]
    assert len([x for x in said if x.startswith(("You picked", "Computer 1 picked"))]) \
        == len(picks)
    assert any(x.startswith("Computer 1 picked") and "took its bonus" in x for x in said)
    assert any(x.startswith("You picked") for x in said)
    assert any(x.startswith("An end condition is reached:") for x in said)
    if any(isinstance(e, ev.NfProduceTile) for e in events):
        assert any("on the Produce tile" in x for x in said)
    de = happened(obs, events, "de")
    assert any(x.startswith("Eine Bedingung für das Spielende ist erfüllt:") for x in de)


# ------------------------------------------------------------------ the plain mode


@pytest.mark.parametrize("lang", ["en", "de"])
def test_plain_mode_plays_a_whole_game_from_piped_input(home, lang):
    """`rftg --plain --game newfrontiers`: the first option at every decision to the end;
    the reconstructed tiles' notice first; the final scores are the engine's."""
    status, out, _ = play(home, first_answer, game="newfrontiers", lang=lang, seed=11)
    assert status == 0, out[-2000:]
    game, _ = load_with_meta(home / "autosave.json")
    assert game.over and game.setup.game == "newfrontiers"
    notice = "rekonstruiert" if lang == "de" else "reconstructed"
    assert notice in out.split("\n\n")[0] or notice in out[:3000]
    assert (home / NOTICE_SEEN).exists()
    final = "Endwertung:" if lang == "de" else "Final scores:"
    tail = out[out.rindex(final):]
    lines = tail.splitlines()
    for seat, s in enumerate(game.scores()):
        assert f": {s.total} " in lines[seat + 1], (seat, tail)
    assert not unreadable(out)


def test_plain_mode_table_tutor_and_scores(home):
    """t shows the action tiles, the priority, every empire and the stacks; e explains;
    s scores; then the first option to the end."""
    first = ["", "", "", "", "", "t", "e", "e 1", "s", "c Alpha Centauri"]
    status, out, _ = play(home, first_answer, first=first, game="newfrontiers", seed=5)
    assert status == 0
    assert "Action tiles: " in out and "Priority: " in out
    assert "Development stacks: " in out and "Supply: " in out
    assert "You: 3 credits" in out or "You: 4 credits" in out
    assert "Scores now, round" in out


# ------------------------------------------------------------------ the game screen


def nf_app(players: int = 2, seed: int = 5, goals: bool = False, first: bool = True
           ) -> RftgApp:
    options = NewGame(players=players, seed=seed, game="newfrontiers", goals=goals,
                      start="first" if first else "later")
    return RftgApp(session=GameSession.new(options, data_dir() / "autosave.json"))


async def test_rftg_game_newfrontiers_starts_a_first_game_with_the_notice(home):
    """`rftg --game newfrontiers`: Enter starts a 2-player first game; at the first start
    the notice about the reconstructed tiles shows (once: the data folder remembers)."""
    args = _build_parser().parse_args(["--game", "newfrontiers", "--seed", "9"])
    app = RftgApp(seed=args.seed, game=args.play_game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await settled(pilot)
        assert isinstance(app.screen, NfNoticeScreen)
        await pilot.press("escape")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, NfGameScreen)
        setup = screen.session.game.setup
        assert (setup.game, setup.players, setup.seed) == ("newfrontiers", 2, 9)
        assert setup.first_game and not setup.goals
    assert (home / NOTICE_SEEN).exists()


@pytest.mark.parametrize(("players", "goals", "seed"), [(2, False, 3), (4, True, 8)])
async def test_a_whole_game_by_keyboard_against_computer_players(home, players, goals, seed):
    """Every decision answered with keys (arrows, Enter, Space, c) to the end; the game
    is the engine's own game (the replay of its choices), and autosaved."""
    app = nf_app(players, seed, goals=goals, first=not goals)
    (home / NOTICE_SEEN).touch()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await tui_helpers.play_by_keyboard(app, pilot, random.Random(seed))
        assert isinstance(screen, NfGameScreen)
        game = screen.session.game
        assert game.over
        again = replay(game.setup, list(game.choices))
        assert [s.total for s in again.scores()] == [s.total for s in game.scores()]
        await pilot.press("v")
        await settled(pilot)
        assert isinstance(app.screen, NfScoreScreen)
    saved, _ = load_with_meta(home / "autosave.json")
    assert saved.over and len(saved.choices) == len(game.choices)


async def test_undo_and_resume(home):
    """u takes back the human's decision; the autosave holds the game, and loading it
    goes on where it was."""
    app = nf_app(3, 2)
    (home / NOTICE_SEEN).touch()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await tui_helpers.play_by_keyboard(
            app, pilot, random.Random(2),
            stop=lambda s: len([c for c in s.session.game.choices if c[0] == 0]) >= 6)
        before = len(screen.session.game.choices)
        await pilot.press("u")
        await settled(pilot)
        assert len(screen.session.game.choices) < before
        kept = list(screen.session.game.choices)
    session = GameSession.load(home / "autosave.json")
    assert list(session.game.choices)[:len(kept)] == kept
    assert TUIS.get(session.game.setup.game).plain_resume(session).startswith(
        "New Frontiers, round")


async def test_the_table_shows_the_actions_the_track_and_the_empires(home):
    app = nf_app(3, 4)
    (home / NOTICE_SEEN).touch()
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, NfGameScreen)
        from textual.widgets import Static

        actions = str(screen.query_one("#nf-actions", Static).render())
        for word in ("Retreat", "Develop", "Explore", "Settle", "Produce", "Trade", "Envoys"):
            assert word in actions
        stake = str(screen.query_one("#stake", Static).render())
        assert stake.startswith("Priority:") and "You" in stake
        title = str(screen.query_one("#nf-empire-title", Static).render())
        assert "Your empire" in title and "col 1/8" in title


def test_a_broken_tile_file_is_reported_and_the_shipped_tiles_play(home):
    """"a broken file is reported and never overwritten, and the game then plays with the
    shipped tiles": the plain mode says what is wrong (file, tile, field) at the start."""
    broken = "[[world]]\nname = \"Old Earth\"\ncost = \"many\"\n"
    (home / TILE_FILE).write_text(broken, encoding="utf-8")
    status, out, _ = play(home, first_answer, game="newfrontiers", seed=3, limit=12)
    assert status == 0
    assert "Your New Frontiers tiles cannot be used, the shipped ones play:" in out
    assert TILE_FILE in out
    assert (home / TILE_FILE).read_text(encoding="utf-8") == broken
    game, _ = load_with_meta(home / "autosave.json")
    assert game.setup.own_tiles is None


async def test_the_notice_names_a_broken_tile_file_on_the_game_screen(home):
    (home / TILE_FILE).write_text("not toml [", encoding="utf-8")
    app = nf_app(2, 4)
    async with app.run_test(size=(100, 32)) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, NfNoticeScreen)
        assert app.screen.problem is not None and TILE_FILE in app.screen.problem
        await pilot.press("escape")
        await settled(pilot)
        assert isinstance(app.screen, NfGameScreen)
        assert app.screen.session.game.setup.own_tiles is None


async def test_switching_to_german_rewords_the_table_and_the_tutor(home):
    """The palette's language: the action tiles, your empire, the tutor and the log speak
    German at once; the game goes on as it was."""
    from textual.widgets import Static

    from rftg.tui.widgets.tutor import TutorBox

    app = nf_app(2, 7)
    (home / NOTICE_SEEN).touch()
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, NfGameScreen)
        choices = len(screen.session.game.choices)
        app.switch_language("de")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, NfGameScreen)
        assert "Rückzug" in str(screen.query_one("#nf-actions", Static).render())
        assert "Dein Reich" in str(screen.query_one("#nf-empire-title", Static).render())
        tutor = str(screen.query_one(TutorBox).query_one("#tutor", Static).render())
        assert "Krediteinheiten" in tutor
        assert len(screen.session.game.choices) == choices


@pytest.mark.parametrize(("lang", "you"), [("en", "You"), ("de", "Du")])
def test_the_lines_above_the_table_fit_80_columns_and_the_end_names_you(lang, you):
    """At 80 columns the status line has no empty "·  ·" at the game's end, the action
    tiles stay on one line all game long (in German too), and the log's last line names
    the player as the scores do ("Du"), not "Dein Reich"."""
    from rich.text import Text

    from rftg.core import lang as language
    from rftg.tui.newfrontiers.present import NfPresenter

    language.set_language(lang)
    try:
        for players in (2, 4):
            names = ("You", *(f"Computer {i}" for i in range(1, players)))
            g: Game = Game(NewFrontiersSetup(players=players, seed=7, names=names))
            seats = [make_nf_player("easy", s + 1) for s in range(players)]
            presenter = NfPresenter(GameSession(g, 0))
            while not g.over:
                line = presenter.line("nf-actions", presenter.obs, 80, 24)
                assert Text.from_markup(line).cell_len <= 78, line
                d = g.pending()[0]
                g.choose(d.player, seats[d.player].choose(g.observe(d.player)))
            status = presenter.status(presenter.obs, 80, 24)
            assert "·  ·" not in status and status.count("·") == status.count(" · ")
            log = presenter.log
            log.update(g.state.events)
            last = log.lines[-1]
            assert last.startswith(("Spielende: ", "Game over: ")), last
            assert you in last and "Dein Reich" not in last and "Your empire" not in last
    finally:
        language.set_language("en")
