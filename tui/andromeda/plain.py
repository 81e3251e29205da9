"""Andromeda in the plain mode: the context of each decision spoken step by step (the
phase, your hand by planet, and in the trade what the active player has shown, each
player's cards out and whose turn it is), the options in words, the tutor's lines for
each choice, the table (planets, centres, stations, tracks), the scores and a planet, from
the view models the game screen shows too (``rftg.tui.andromeda.present``)."""

from __future__ import annotations

from collections.abc import Sequence

from rftg.core.andromeda import rules
from rftg.core.andromeda.moves import AdKind
from rftg.core.andromeda.observe import AdObservation
from rftg.core.andromeda.text import design_word, faces_word, phase_name
from rftg.core.decisions import Decision, Option
from rftg.core.lang import current
from rftg.tui.andromeda.present import AdPresenter
from rftg.tui.andromeda.words import at, hand_title, planet_detail, score_lines, score_seen
from rftg.tui.plain.console import t
from rftg.tui.plain.views import View
from rftg.tui.plain.words import find_card
from rftg.tui.render import player_name
from rftg.tui.session import GameSession


def plain(markup: str) -> str:
    """Markup as plain words (the plain mode prints no colours)."""
    from rich.text import Text

    return Text.from_markup(markup).plain


class AdView(View):
    def __init__(self, session: GameSession) -> None:
        self.ad = AdPresenter(session)
        super().__init__(session, self.ad)

    @property
    def obs(self) -> AdObservation:
        return self.ad.obs

    def name(self, cid: int) -> str:
        obs = self.obs
        return design_word(obs.cards.designs[obs.cards.face(cid)], current())

    def design(self, cid: int) -> object:
        return self.obs.cards.designs[self.obs.cards.face(cid)]

    def _sorted(self, cards: Sequence[int]) -> list[int]:
        """Planet cards by planet, then bonus cards: the same order in every language."""
        deck = self.obs.cards
        return sorted(cards, key=lambda c: (deck.is_bonus(c), deck.face(c), c))

    def who(self, seat: int) -> str:
        return player_name(self.obs.names[seat], current())

    def hand_words(self) -> str:
        obs = self.obs
        faces = [obs.cards.face(c) for c in obs.hand]
        return at("plain.hand", title=plain(hand_title(obs, current())),
                  cards=faces_word(obs.cards.designs, sorted(faces), current()))

    def trade_words(self, d: Decision) -> list[str]:
        """The trade so far, step by step: who is active, what he has shown, each
        player's cards out (face up), who is still choosing face down."""
        obs = self.obs
        lang = current()
        designs = obs.cards.designs
        shown = faces_word(designs, obs.shown, lang)
        out = [at("plain.trade_active_you", shown=shown) if obs.active == obs.me
               else at("plain.trade_active", name=self.who(obs.active), shown=shown)]
        for s, cards in enumerate(obs.offers):
            if s == obs.active or not cards:
                continue
            faces = [obs.cards.face(c) for c in cards]
            key = "plain.trade_out" if obs.trading[s] else "plain.trade_left"
            out.append(at(key, name=self.who(s), cards=faces_word(designs, faces, lang)))
        if d.kind is AdKind.OFFER_HIDDEN:
            others = [self.who(s) for s in range(obs.players)
                      if s not in (obs.active, obs.me) and obs.trading[s]]
            if others:
                out.append(at("plain.trade_hidden", names=", ".join(others)))
        mine = obs.offers[obs.me]
        if mine and obs.me != obs.active:
            out.append(at("plain.trade_mine", cards=faces_word(
                designs, [obs.cards.face(c) for c in mine], lang)))
        return out

    def context(self, d: Decision) -> list[str]:
        obs = self.obs
        out = [at("plain.heading_you" if obs.active == obs.me else "plain.heading",
                  round=obs.round, phase=phase_name(obs.phase), active=self.who(obs.active))]
        if obs.phase == "trade":
            out += self.trade_words(d)
        out.append(self.hand_words())
        if d.kind is AdKind.ACTION or d.kind is AdKind.TRANSPORT:
            out.append(at("plain.you", earth=obs.earth[obs.me], points=score_seen(obs, obs.me),
                          transports=obs.transports[obs.me]))
        return out

    def card_line(self, cid: int) -> str:
        obs = self.obs
        word = self.name(cid)
        return at("cards.joker", card=word) if obs.cards.is_bonus(cid) else word

    def explain(self, d: Decision, number: int | None) -> list[str]:
        return self.tutor_says(self.ad.tutor_, self.obs, d, number,
                               lambda topic: at("plain.more", topic=topic))

    def table(self) -> list[str]:
        obs = self.obs
        lang = current()
        out = [at("plain.table", round=obs.round, deck=obs.deck_size,
                  discard=len(obs.discard))]
        out.append(at("plain.earth", stations=", ".join(
            f"{self.who(s)} {n}" for s, n in enumerate(obs.earth))))
        for p in range(len(obs.stations)):
            name, *rest = (plain(x) for x in planet_detail(obs, p, lang)[:3])
            out.append(f"{name}. {' '.join(rest)}")
        comps = obs.components
        for s in range(obs.players):
            out.append(at("plain.player", name=self.who(s), ship=obs.ship[s],
                          limit=rules.hand_limit(comps, obs.ship[s]), tech=obs.tech[s],
                          points=comps.technology.points(obs.tech[s]),
                          transports=obs.transports[s], hand=obs.hand_sizes[s],
                          score=score_seen(obs, s)))
        out.append(self.hand_words())
        return out

    def scores(self) -> list[str]:
        game = self.game
        obs = self.obs
        scores = [s for s in game.scores() if isinstance(s, rules.AdScore)] \
            if game.over else None
        winners = game.winners() if game.over else []
        lines = [plain(x) for x in score_lines(obs, scores, winners, current())]
        title = t("scores.final") if game.over else t("scores.now", n=obs.round)
        return [title, *lines[1:]]

    def help_words(self) -> tuple[str, str]:
        return at("plain.help_table"), at("plain.help_card")

    def card_ask(self) -> str:
        return at("plain.card_ask")

    def card(self, typed: str) -> list[str]:
        """A planet (or bonus card) by name: its moons, centres, stations and cards."""
        obs = self.obs
        lang = current()
        planets = list(obs.components.planet)
        found, names = find_card(planets, typed, lambda p: p.word(lang))
        if found is not None:
            return [plain(x) for x in planet_detail(obs, planets.index(found), lang)]
        if names:
            return [t("card.several", name=typed, names=", ".join(names[:12]))]
        return [t("card.not_found", name=typed)]

    def card_order(self, option: Option) -> list[int]:
        return self._sorted(option.cards_from)


