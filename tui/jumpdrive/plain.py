"""Jump Drive in the plain mode: the context of each decision, its options in words, the
tutor's numbers for each choice, the table, the scores and a card, from the view models
the game screen shows too (``rftg.tui.jumpdrive.present``: the decision with its labels,
the tutor's explanation, the log)."""

from __future__ import annotations

from rftg.core.decisions import Decision
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.cards import JdCard
from rftg.core.jumpdrive.observe import JdObservation
from rftg.core.jumpdrive.optiontext import said
from rftg.core.jumpdrive.text import name_of
from rftg.core.lang import current
from rftg.core.rules.terms import Breakdown
from rftg.tui.jumpdrive.present import JdPresenter
from rftg.tui.jumpdrive.words import jt
from rftg.tui.plain.console import t
from rftg.tui.plain.views import View, cards_n, heading, names_list
from rftg.tui.plain.words import find_card, vp_words
from rftg.tui.session import GameSession


def jd_card_words(card: JdCard) -> str:
    """'Rebel Outpost, grey Rebel military world, defence 5, 2 VP, income 0'."""
    lang = current()
    cost = t("card.jd_defence" if card.military else "card.jd_cost", n=card.cost)
    return t("card.jd", name=name_of(card, lang), what=card.kind_text(lang), cost=cost,
             vp=vp_words(card.vp), income=card.income)


def jd_card_details(card: JdCard) -> list[str]:
    lang = current()
    lines = [jd_card_words(card)]
    if card.de and card.de != card.name and lang != "de":
        lines.append(t("card.german", name=card.de))
    if card.explore or card.strength or card.chromosome:
        lines.append(t("card.jd_icons", explore=card.explore, military=card.strength,
                       chromosome=card.chromosome))
    if card.middle:
        lines.append(t("card.jd_middle"))
    if card.limit:
        lines.append(t("card.jd_limit", n=card.limit))
    if card.powers:
        from rftg.core.jumpdrive.cardtext import power_text  # the words of its powers

        lines += [t("card.powers"), *(power_text(p) for p in card.powers)]
    else:
        lines.append(t("card.no_powers"))
    return lines


class JdView(View):
    def __init__(self, session: GameSession) -> None:
        self.jd = JdPresenter(session)
        super().__init__(session, self.jd)

    @property
    def obs(self) -> JdObservation:
        return self.jd.obs

    def name(self, cid: int) -> str:
        return name_of(self.obs.card(cid), current())

    def design(self, cid: int) -> JdCard:
        card: JdCard = self.obs.card(cid)
        return card

    def context(self, d: Decision) -> list[str]:
        obs = self.obs
        head = heading(obs.round, obs.phase, self.round_told)
        out = [*([head] if head else []), self.zone("hand", self._sorted(obs.hand)),
               self.zone("empire", obs.mine.tableau)]
        out.append(t("turn.scores", scores=names_list(
            [t("turn.score", name=p.name, vp=vp_words(p.vp)) for p in obs.players])))
        return out

    def card_line(self, cid: int) -> str:
        return jd_card_words(self.obs.card(cid))

    def _said(self, b: Breakdown) -> str:
        return said(b, self.obs, current())

    def explain(self, d: Decision, number: int | None) -> list[str]:
        return self.tutor_says(self.jd.tutor_, self.obs, d, number,
                               lambda topic: t("explain.more_jd", topic=topic))

    def table(self) -> list[str]:
        obs = self.obs
        out = [t("table.title", n=obs.round),
               t("table.jd_deck", deck=obs.deck_size, discard=obs.discard_size,
                 middle=obs.middle)]
        for p in obs.players:
            empire = obs.empire(p.seat)
            mil = rules.military(empire).total
            if p.seat == obs.me:
                out.append(t("table.jd_you", vp=vp_words(p.vp), military=mil, tiles=p.tiles,
                             n=len(empire)))
            else:
                out.append(t("table.jd_player", name=p.name, vp=vp_words(p.vp),
                             hand=cards_n(p.hand_size), military=mil, tiles=p.tiles,
                             n=len(empire)))
            out += [jd_card_words(card) for _, card in empire] or [t("table.none")]
        hand = self._sorted(obs.hand)
        out.append(t("table.hand", cards=cards_n(len(hand))) if hand
                   else t("turn.hand_empty"))
        out += [jd_card_words(obs.card(c)) for c in hand]
        return out

    def scores(self) -> list[str]:
        game = self.game
        obs = self.obs
        scores = game.scores()
        out = [t("scores.final") if game.over else t("scores.now", n=obs.round)]
        for p, s in zip(obs.players, scores, strict=True):
            empire = obs.empire(p.seat)
            others = [] if obs.solo else [obs.empire(q.seat) for q in obs.players
                                          if q.seat != p.seat]
            out.append(t("scores.jd_player", name=p.name, vp=vp_words(s.total),
                         cards=cards_n(len(empire)), hand=cards_n(p.hand_size)))
            out.append(t("scores.jd_round", text=self._said(rules.round_vp(empire, others))))
            out.append(t("scores.jd_income", text=self._said(rules.round_income(empire))))
        if game.over:
            out.append(t("scores.winner", names=names_list([obs.names[w]
                                                            for w in game.winners()])))
        return out

    def help_words(self) -> tuple[str, str]:
        return jt("plain.help_table"), jt("plain.help_card")

    def card_ask(self) -> str:
        return jt("plain.card_ask")

    def card(self, typed: str) -> list[str]:
        lang = current()
        found, names = find_card(self.obs.cards, typed, lambda c: name_of(c, lang))
        if found is not None:
            return jd_card_details(found)
        if names:
            return [t("card.several", name=typed, names=names_list(names[:12]))]
        return [t("card.not_found", name=typed)]
