"""The Jump Drive tutor: its numbers are the rules' breakdowns, every term has words, and
`rftg rules --game jumpdrive` covers each rule of the seed."""

from __future__ import annotations

import random

from rftg.cli import main
from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.moves import Explore, JdPlay
from rftg.core.jumpdrive.observe import jd_observation
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.tutor.jumpdrive.explain import explain_option, texts
from rftg.tutor.jumpdrive.topics import topic_names


def test_explanations_quote_the_rules_totals_and_every_term_has_words():
    words = texts()["term"]
    seen: set[str] = set()
    for seed in range(3):
        game = Game(JumpDriveSetup(players=3, seed=seed))
        rng = random.Random(seed)
        while not game.over:
            for d in game.pending():
                if d.rule == "jd.choose":
                    obs = jd_observation(game, d.player)
                    for o in d.options:
                        text = " ".join(explain_option(obs, o))
                        m = o.move
                        if isinstance(m, Explore):
                            draw, discard = rules.explore_counts(obs.empire())
                            assert f"= {draw.total}, then discard {discard.total}" in text
                            seen |= {t.what for t in draw.terms}
                            continue
                        assert isinstance(m, JdPlay)
                        for b in (m.dev_cost, m.world_cost, m.second_cost):
                            if b is not None:
                                assert f"= {b.total}" in text
                                seen |= {t.what for t in b.terms}
                        after = obs.empire() + [(c, obs.card(c)) for c in
                                                (m.development, m.world, m.second)
                                                if c is not None and c != m.convoy]
                        seen |= {t.what for t in rules.round_vp(after, obs.others()).terms}
                        seen |= {t.what for t in rules.round_income(after).terms}
                o = rng.choice(d.options)
                game.choose(d.player, Choice(o.move, tuple(o.cards_from[:o.min_cards])))
    assert seen and seen <= set(words), seen - set(words)


def test_rules_topics_cover_the_seed(capsys):
    for name in ("round", "costs", "conquest", "explore", "scoring", "game-end", "solo",
                 "setup"):
        assert name in topic_names()
        assert main(["rules", "--game", "jumpdrive", name]) == 0
        assert "Jump Drive game help" in capsys.readouterr().out
    assert main(["rules", "--game", "jumpdrive", "setup"]) == 0
    out = capsys.readouterr().out
    assert "not public" in out and "public game summaries" in out
    assert main(["rules", "--game", "jumpdrive", "solo"]) == 0
    assert "campaign" in capsys.readouterr().out
    assert main(["rules", "--game", "jumpdrive", "nothing"]) == 2
