"""What is at stake: every player's score now, tableau sizes and the VP pool on screen; a
warning before a move that ends the game; the final screen says why it ended.

Rulebook: "Das Spiel endet am Ende der Runde, in der ein Spieler 12 oder mehr Karten in
seiner Auslage hat oder der letzte Siegpunkt-Chip vergeben wurde."
"""

from __future__ import annotations

import pytest
from tui_helpers import settled

from rftg.core.moves import DecisionKind, PlaceCard
from rftg.core.observe import observation
from rftg.core.scenario import position
from rftg.core.summary import ends_the_game, standings
from rftg.tui.app import RftgApp
from rftg.tui.race.dialogs import ScoreScreen
from rftg.tui.screens.game_over import GameOverScreen
from rftg.tui.session import GameSession


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


ELEVEN = ["Old Earth", "Free Trade Association", "New Vinland", "Gem World", "Artist Colony",
          "Contact Specialist", "Mining Robots", "Expedition Force", "Public Works",
          "Colony Ship", "Genetics Lab"]
OTHER = {"tableau": ["Alpha Centauri", "Space Port"], "goods": ["Alpha Centauri"], "hand": 4}


def named(game):
    game.state.players[0].name = "You"
    game.state.players[1].name = "Computer 1"
    return game


def text(app, selector: str) -> str:
    return str(app.screen.query_one(selector).render())


def test_standings_are_the_scores_now():
    game = position([{"tableau": ELEVEN, "hand": 2, "chips": 3}, OTHER], "round_end")
    s = standings(observation(game, 0))
    assert [x.total for x in s] == [b.total for b in game.scores()]
    me = s[0]
    assert me.chips == 3 and me.tableau == 11
    assert me.total == me.cards + me.chips + me.bonus and me.bonus > 0  # FTA's bonus


async def test_the_score_line_shows_every_player(home):
    game = named(position([{"tableau": ELEVEN, "hand": 2, "chips": 3}, OTHER], "round_end",
                          pool=14))
    app = RftgApp(session=GameSession(game, 0))
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        mine, theirs = game.scores()
        line = text(app, "#stake")
        assert f"You: {mine.total} (cards {mine.printed}, chips 3, bonus " \
            f"{sum(mine.bonuses.values())}; tableau 11/12)" in line
        assert f"Computer 1: {theirs.total} (cards {theirs.printed}, chips 0; tableau 2/12)" \
            in line
        assert "VP pool 14" in text(app, "#status")
        assert "Last round" not in line


async def test_a_warning_before_the_twelfth_card(home):
    """Settle with 11 cards: highlighting a world says the game ends after this round;
    'Place no world' says nothing."""
    game = named(position([{"tableau": ELEVEN, "actions": ["settle"],
                            "hand": ["Comet Zone", "Spice World", "Rebel Base",
                                     "Replicant Robots"]},
                           OTHER], "settle"))
    session = GameSession(game, 0)
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        d = app.screen.decision
        assert d.kind is DecisionKind.SETTLE
        assert "game ends" not in text(app, "#prompt")  # Place no world
        await pilot.press("down")
        await settled(pilot)
        option = app.screen.panel.option
        assert isinstance(option.move, PlaceCard)
        assert ends_the_game(observation(session.game, 0), option.move) == 12
        assert "This is your 12th card: the game ends after this round." in text(app, "#prompt")
        await pilot.press("up")
        await settled(pilot)
        assert "game ends" not in text(app, "#prompt")


async def test_the_last_round_is_announced(home):
    """Once someone has 12 cards, the score line says this round is the last one."""
    twelve = [*ELEVEN, "Spice World"]
    game = named(position([{"tableau": twelve, "hand": 2, "actions": ["settle"]},
                           {**OTHER, "actions": ["settle"]}], "settle"))
    assert observation(game, 0).ending is not None
    app = RftgApp(session=GameSession(game, 0))
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        assert "Last round: You have 12 cards; the game ends after this round." in \
            text(app, "#stake")


async def test_the_final_screen_says_why_the_game_ended(home):
    """The round with 12 cards ends: the final scores say who won and why it ended."""
    twelve = [*ELEVEN, "Spice World"]
    game = named(position([{"tableau": twelve, "hand": 2}, OTHER], "round_end"))
    app = RftgApp(session=GameSession(game, 0))
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        assert game.over
        assert isinstance(app.screen, GameOverScreen)
        why = text(app, "#over-ending")
        assert "The game ends: you have reached 12 cards in your tableau." in why
        assert why.endswith("You win!")
        await pilot.press("v")  # every card's VP, the same words of the end
        await settled(pilot)
        assert isinstance(app.screen, ScoreScreen)
        assert "The game ends: you have reached 12 cards" in text(app, "#why-ended")


def consume_position(pool: int, actions: list[str]):
    """Old Earth ("IV: Consume up to 2 goods: 1 VP each") with two goods to consume."""
    return named(position([{"tableau": ["Old Earth", "Gem World", "Comet Zone"],
                            "goods": ["Gem World", "Comet Zone"], "actions": actions,
                            "hand": 2},
                           {"tableau": ["Alpha Centauri"], "hand": 3}], "consume", pool=pool))


@pytest.mark.parametrize("pool,actions,warned", [
    (4, ["double"], 4), (3, ["double"], 4), (5, ["double"], None),
    (2, ["produce"], 2), (3, ["produce"], None)])
def test_a_consume_move_that_takes_the_last_chips(pool, actions, warned):
    """Old Earth consumes 2 goods for 1 VP each, doubled by 2x VP: 4 VP (2 without). It
    ends the game exactly when those VP are the pool's last chips ("... oder der letzte
    Siegpunkt-Chip vergeben wurde"); the engine agrees."""
    from rftg.core.decisions import Choice
    from rftg.core.summary import empties_the_pool

    game = consume_position(pool, actions)
    (d,) = game.pending()
    (use,) = [o for o in d.options if o.max_cards]
    obs = observation(game, 0)
    assert empties_the_pool(obs, use.move, 2) == warned
    game.choose(0, Choice(use.move, use.cards_from))
    assert (game.state.pool <= 0) == (warned is not None)
    assert game.over == (warned is not None)  # the round ends here: the game with it


async def test_a_warning_before_consuming_the_last_chips(home):
    """At the Consume decision the prompt says the move takes the last VP chips and that
    the game ends after this round."""
    game = consume_position(4, ["double"])
    app = RftgApp(session=GameSession(game, 0))
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        assert app.screen.decision.kind is DecisionKind.CONSUME
        assert ("This takes the last VP chips (4 VP for 4 left): the game ends after this "
                "round.") in text(app, "#prompt")
    game = consume_position(5, ["double"])
    app = RftgApp(session=GameSession(game, 0))
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        assert app.screen.decision.kind is DecisionKind.CONSUME
        assert "last VP chips" not in text(app, "#prompt")
