"""The Gathering Storm in the app: 5 players (only with the expansion), goals and the draft
chosen on the new game screen, the goals dialog (key g) showing every tile, its holder or
"middle", the 3-VP markers and everyone's progress from the observation, the draft played
by keyboard, and goal VP in the score dialog. Pilot tests assert on game state; snapshots
show the new screens."""

from __future__ import annotations

import pytest
from textual.widgets import Checkbox, DataTable, Select, Static
from tui_helpers import settled

from rftg.core.cards import Edition
from rftg.core.engine import Game
from rftg.core.moves import DecisionKind
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.tui.app import RftgApp
from rftg.tui.race.dialogs import ScoreScreen
from rftg.tui.race.goals import GoalsScreen, goal_score_label, holder_text, progress_text
from rftg.tui.screens.game import GameScreen
from rftg.tui.screens.new_game import NewGameScreen
from rftg.tui.session import GameSession, NewGame

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def gs_session(players: int = 2, seed: int = 5, goals: bool = True, draft: bool = False,
               difficulty: str = "random") -> GameSession:
    options = NewGame(players=players, seed=seed, expansion="gs", goals=goals, draft=draft,
                      start="random", difficulty=difficulty)
    return GameSession.new(options)


def play_until(session: GameSession, done) -> None:
    """Every seat, the human's too, played by the session's computer player until
    ``done(game)`` or the end (a bound by count)."""
    game = session.game
    for _ in range(5000):
        if game.over or done(game):
            return
        for d in game.pending():
            game.choose(d.player, session.ai_choice(d))
    raise AssertionError("the game went on too long")


# --------------------------------------------------------------------------- new game


async def test_five_players_are_refused_without_the_expansion_and_play_with_it(home):
    app = RftgApp(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        screen.query_one("#players", Select).value = 5
        await pilot.pause()
        note = str(screen.query_one("#setup-note", Static).render())
        assert "5 players need The Gathering Storm" in note
        await pilot.click("#start-game")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        error = str(screen.query_one("#seed-error", Static).render())
        assert "5 players need The Gathering Storm" in error
        await pilot.click("#expansion")
        await pilot.pause()
        assert "5 players need" not in str(screen.query_one("#setup-note", Static).render())
        await pilot.click("#start-game")
        await settled(pilot)
        assert isinstance(app.screen, GameScreen)
        setup = app.screen.session.game.setup
        assert (setup.players, setup.edition) == (5, Edition.GS)
        assert len(app.screen.session.game.state.players) == 5


async def test_goals_and_draft_need_the_expansion_and_the_draft_two_or_three_players(home):
    app = RftgApp(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        goals = screen.query_one("#goals", Checkbox)
        draft = screen.query_one("#draft", Checkbox)
        assert goals.disabled and draft.disabled
        await pilot.click("#expansion")
        await pilot.pause()
        assert not goals.disabled and not draft.disabled
        screen.query_one("#players", Select).value = 4
        await pilot.pause()
        assert not goals.disabled and draft.disabled
        assert "draft is for 2-3 players" in str(screen.query_one("#setup-note",
                                                                  Static).render())
        screen.query_one("#players", Select).value = 3
        await pilot.pause()
        await pilot.click("#goals")
        await pilot.click("#draft")
        await pilot.pause()
        assert screen.query_one("#start", Select).disabled  # the draft deals start worlds
        await pilot.click("#start-game")
        await settled(pilot)
        game = app.screen.session.game
        assert (game.setup.players, game.setup.goals, game.setup.draft) == (3, True, True)
        assert app.screen.decision.kind is DecisionKind.DRAFT
        assert len(game.state.goals) == 6


async def test_unticking_the_expansion_unticks_goals_and_draft(home):
    app = RftgApp(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        for box in ("#expansion", "#goals", "#draft"):
            await pilot.click(box)
        await pilot.pause()
        await pilot.click("#expansion")
        await pilot.pause()
        assert not screen.query_one("#goals", Checkbox).value
        assert not screen.query_one("#draft", Checkbox).value
        assert screen.options().setup() == RaceSetup(
            players=2, start="first", seed=4, names=("You", "Computer 1"))


# --------------------------------------------------------------------------- draft


async def test_the_draft_by_keyboard_builds_your_own_deck(home):
    """Each packet: Space keeps the highlighted card, c confirms; the hand zone shows the
    cards kept so far; after the draft your hand comes from your own deck."""
    session = gs_session(2, seed=3, goals=False, draft=True, difficulty="easy")
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        kept: list[int] = []
        for _ in range(100):
            d = screen.decision
            if d is None or d.kind is not DecisionKind.DRAFT:
                break
            packet = d.options[0].cards_from
            assert "Drafted so far" in str(screen.query_one("#hand-title", Static).render())
            await pilot.press("space")
            card = screen.query_one("#cards").card
            await pilot.press("c")
            await settled(pilot)
            kept.append(card)
            assert card in packet
        else:
            raise AssertionError("the draft did not end")
        st = session.game.state
        assert st.own_decks is not None and not st.packets
        mine = set(st.own_decks[0]) | set(session.game.state.players[0].hand)
        assert set(kept) <= mine | set(st.own_discards[0])
        assert set(session.game.state.players[0].hand) <= set(kept)
        assert screen.decision.kind is DecisionKind.START_WORLD


async def test_the_draft_shows_your_two_start_worlds(home):
    session = gs_session(3, seed=8, goals=False, draft=True)
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        title = str(screen.query_one("#drawn-title", Static).render())
        assert "Your start worlds" in title
        shown = screen.query_one("#drawn").cards
        assert set(shown) == set(observation(session.game, 0).drawn)
        assert len(shown) == 2


# --------------------------------------------------------------------------- goals


def _cells(table: DataTable) -> list[list[str]]:
    return [[str(c) for c in table.get_row_at(i)] for i in range(table.row_count)]


async def test_the_goals_dialog_shows_every_tile_its_holder_and_everyones_progress(home):
    session = gs_session(3, seed=12)
    play_until(session, lambda g: any(t.holder is not None for t in g.state.goals))
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, GoalsScreen)
        obs = observation(session.game, 0)
        blocks = [str(app.screen.query_one(f"#goal-{i}", Static).render())
                  for i in range(len(obs.goals))]
        assert len(blocks) == len(obs.goals) == 6
        held = 0
        for block, tile in zip(blocks, obs.goals, strict=True):
            head, counts = block.splitlines()[:2]
            assert head.startswith(tile.goal.name)
            assert head.endswith("holder: " + holder_text(obs, tile))
            if tile.holder is None:
                assert head.endswith("holder: middle")
            else:
                held += 1
                assert f"holder: {obs.players[tile.holder].name}" in head
            for seat in range(3):
                p = next(x for x in obs.goal_progress(seat) if x.goal == tile.goal)
                shown = f"{obs.players[seat].name} {progress_text(p)}"
                assert shown in counts
                assert f"{p.value.total}/{tile.goal.minimum}" in shown
                assert ("(tile)" in shown) == (tile.holder == seat)
        assert held >= 1
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_a_game_without_goals_says_so_in_the_goals_dialog(home):
    app = RftgApp(session=GameSession.new(NewGame(seed=2)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        await pilot.press("g")
        await pilot.pause()
        text = " ".join(str(s.render()) for s in app.screen.query(Static))
        assert "without goals" in text


async def test_goal_vp_are_in_the_score_dialog(home):
    session = gs_session(2, seed=21)
    play_until(session, lambda g: False)
    game = session.game
    assert game.over
    scores = game.scores()
    assert any(s.goals for s in scores), "a whole game with goals gave no goal VP"
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        await pilot.press("v")  # from the game over screen: every card's VP
        await settled(pilot)
        assert isinstance(app.screen, ScoreScreen)
        tables = list(app.screen.query(DataTable))
        for s, table in zip(scores, tables, strict=True):
            rows = {r[0]: r[1] for r in _cells(table)}
            for g in s.goals:
                assert rows[goal_score_label(game.state.goals, g)] == str(g.vp)
            shown = sum(int(v) for k, v in rows.items() if k.startswith("Goal: "))
            assert shown == s.goal_vp


# --------------------------------------------------------------------------- snapshots


def test_snapshot_new_game_with_the_gathering_storm(snap_compare):
    """The new game form with The Gathering Storm, Goals and the Draft ticked, 3 players:
    the start worlds are greyed (the draft deals them), the note explains the draft."""
    async def tick(pilot):
        screen = pilot.app.screen
        screen.query_one("#players", Select).value = 3
        for box in ("#expansion", "#goals", "#draft"):  # each enables the next
            screen.query_one(box, Checkbox).value = True
            await pilot.pause()

    assert snap_compare(RftgApp(seed=7), terminal_size=SIZE, run_before=tick)


def test_snapshot_draft_pick(snap_compare):
    """A 2-player draft after two picks: 'Drafted so far (2 cards...)', the two start
    worlds, the packet of 3 in the card list, the tutor on where the rest goes."""
    async def two_picks(pilot):
        await settled(pilot)
        for _ in range(2):
            await pilot.press("space", "c")
            await settled(pilot)

    session = gs_session(2, seed=3, goals=True, draft=True, difficulty="easy")
    assert snap_compare(RftgApp(session=session), terminal_size=SIZE, run_before=two_picks)


def test_snapshot_goals_dialog(snap_compare):
    """Four players with goals, a tile held: the six goals, VP, holder or middle, each
    player's count against the minimum, each goal's condition and your counted cards."""
    session = gs_session(4, seed=12)
    play_until(session, lambda g: sum(t.holder is not None for t in g.state.goals) >= 2)

    async def goals(pilot):
        await settled(pilot)
        await pilot.press("g")
        await pilot.pause()

    assert snap_compare(RftgApp(session=session), terminal_size=SIZE, run_before=goals)


def test_snapshot_final_scores_with_goals(snap_compare):
    """A finished 2-player goals game: each player's table has 'Goal: ... (tile)' rows."""
    session = gs_session(2, seed=21)
    play_until(session, lambda g: False)
    assert snap_compare(RftgApp(session=session), terminal_size=SIZE, run_before=settled)


def test_snapshot_five_players(snap_compare):
    """Five players (The Gathering Storm): the action choice with four opponents."""
    game = Game(RaceSetup(players=5, edition=Edition.GS, start="first", seed=3,
                          names=("You", *(f"Computer {i}" for i in range(1, 5)))))
    assert snap_compare(RftgApp(session=GameSession(game)), terminal_size=SIZE,
                        run_before=settled)
