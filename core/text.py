"""Texts a player reads about the game in motion, rendered from typed values through the
text catalogue (``rftg.content/text/<lang>/game.toml``): the log from events, option labels
from moves. Nothing reads these texts back.

    render_event(Developed(seat=0, card=12, paid=1), names, cards)
    -> 'Player 1 develops Mining Robots, paying 1.'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rftg.core import events as ev
from rftg.core.actions import Action
from rftg.core.cards import DRAW_EFFECTS, Card, Edition, Effect, Phase
from rftg.core.decisions import Decision, Option
from rftg.core.lang import DEFAULT, fill, resolve
from rftg.core.moves import (
    ChooseActions,
    Discard,
    Keep,
    Method,
    Pass,
    PickWorld,
    PlaceCard,
    Placement,
    ProduceBonus,
    Sell,
    Stop,
    UsePower,
)
from rftg.core.powertext import power_text, texts
from rftg.core.race.spec import RaceEnd


def _t(section: str, key: str, lang: str | None, **values: Any) -> str:
    template: str = texts(lang)[section][key]
    return fill(template, values) if values else template


def cards_n(n: int, lang: str | None = None) -> str:
    """'1 card' / '3 cards'."""
    return _t("option", "cards", lang, n=n)


def card_name(card: Card, lang: str | None = None) -> str:
    """A card's name in ``lang`` (the German name where the catalogue has one)."""
    return (card.de or card.name) if resolve(lang) == "de" else card.name


def action_name(action: Action, lang: str | None = None) -> str:
    return _t("action", action.value, lang)


def render_event(event: ev.Event, names: Sequence[str], cards: Sequence[Card],
                 lang: str | None = None, you: int | None = None) -> str | None:
    """The log line for ``event`` (None: an event the log does not show). ``you``: the
    seat of the person reading, whose own lines are told in the second person from the
    catalogue's ``[log_you]`` ("You explore: keep 1 of 3.", "You win!")."""
    table = texts(lang)

    def c(cid: int) -> str:
        return card_name(cards[cid], lang)

    def log(key: str, seat: int | None = None, **values: Any) -> str:
        """The line ``key``; in the second person if it is about ``you``."""
        if seat is not None and seat == you and key in table["log_you"]:
            return fill(str(table["log_you"][key]), values)
        if seat is not None:
            values["name"] = names[seat]
        return fill(str(table["log"][key]), values)

    if isinstance(event, ev.Drew):
        why = c(event.card) if event.card is not None else _t("why", event.why, lang)
        return log("drew", event.seat, cards_n=cards_n(event.n, lang), why=why)
    if isinstance(event, ev.RoundStarted):
        return log("round", n=event.round)
    if isinstance(event, ev.ActionsChosen):
        joined = _t("log", "and", lang).join(action_name(a, lang) for a in event.actions)
        return log("actions", event.seat, actions=joined)
    if isinstance(event, ev.Explored):
        return log("explored", event.seat, k=event.kept, n=event.seen)
    if isinstance(event, ev.Developed):
        return log("developed", event.seat, card=c(event.card), n=event.paid)
    if isinstance(event, ev.Settled):
        return log("conquered" if event.conquered else "settled", event.seat,
                   card=c(event.card))
    if isinstance(event, ev.Passed):
        return log(f"passed_{event.phase}", event.seat)
    if isinstance(event, ev.SpentFromTableau):
        return log("spent", event.seat, card=c(event.card))
    if isinstance(event, ev.Produced):
        good = cards[event.world].goods
        key = "placed_windfall" if event.placed else \
            "produced_windfall" if event.windfall else "produced"
        return log(key, event.seat,
                   world=c(event.world),
                   kind=_t("kind", good.value, lang) if good is not None else "",
                   a_kind=_t("kind_a", good.value, lang) if good is not None else "a")
    if isinstance(event, ev.Sold):
        kind = cards[event.world].goods
        return log("sold", event.seat, world=c(event.world),
                   kind=_t("kind", kind.value, lang) if kind is not None else "")
    if isinstance(event, ev.Consumed):
        return log("consumed", event.seat, card=c(event.card), vp=event.vp,
                   cards_n=cards_n(event.cards, lang))
    if isinstance(event, ev.DiscardedForVP):
        return log("discarded_for_vp", event.seat, n=event.n, card=c(event.card),
                   vp=event.vp)
    if isinstance(event, ev.Gambled):
        return log("gambled_kept" if event.kept else "gambled_lost", event.seat,
                   k=event.number, card=c(event.revealed))
    if isinstance(event, ev.StartWorld):
        return log("start_world", event.seat, world=c(event.world))
    if isinstance(event, ev.StartWindfall):
        return log("start_windfall", world=c(event.world))
    if isinstance(event, ev.Reshuffled):
        return log("reshuffled")
    if isinstance(event, ev.Drafted):
        return log("drafted", each=", ".join(f"{names[i]} {n}" for i, n in
                                             enumerate(event.each)), n=event.removed)
    if isinstance(event, (ev.GoalsRevealed, ev.GoalGained, ev.GoalLost)):
        return _goal_event(event, names, lang, you)
    if isinstance(event, ev.GameEnded):
        return _game_ended(event, names, lang, you)
    return None


def game_ended_line(event: ev.GameEnded, names: Sequence[str], lang: str | None = None,
                    you: int | None = None, reason_text: str | None = None) -> str:
    """The log line of the game's end (``reason_text``: a variant's own why)."""
    return _game_ended(event, names, lang, you, reason_text)


def _game_ended(event: ev.GameEnded, names: Sequence[str], lang: str | None, you: int | None,
                reason_text: str | None = None) -> str:
    """"The game ends: why. Scores: ... . Who wins." (to ``you``: "You win!").
    ``reason_text``: the why of an end the base game does not have (the solitaire robot's
    12 cards)."""
    def log(key: str, **values: Any) -> str:
        return _t("log", key, lang, **values)

    def to_you(key: str, **values: Any) -> str:
        return _t("log_you", key, lang, **values)

    and_ = _t("log", "and", lang)
    totals = ", ".join(log("score", name=names[i], vp=vp) for i, vp in enumerate(event.totals))
    won = [names[w] for w in event.winners]
    if reason_text is not None:
        reason = reason_text
    elif event.ending.kind == RaceEnd.TABLEAU and event.ending.seats:
        full = event.ending.seats
        if tuple(full) == (you,):
            reason = to_you("ended_tableau")
        else:
            reason = log("ended_tableau" if len(full) == 1 else "ended_tableau_many",
                         names=and_.join(names[s] for s in full))
    else:
        reason = log("ended_pool")
    if you is None:
        verdict = (log("wins", name=won[0]) if len(won) == 1
                   else log("share", names=and_.join(won)))
        return log("ended", reason=reason, totals=totals, verdict=verdict)
    if len(won) == 1:
        verdict = to_you("wins") if event.winners[0] == you else to_you("lose", name=won[0])
    else:
        verdict = to_you("share", names=and_.join(won))
    return to_you("ended_you", reason=reason, totals=totals, verdict=verdict)


def goal_name(goal_id: str, lang: str | None = None) -> str:
    """A goal's name in ``lang`` (from content/setup.toml)."""
    from rftg.core.cards import catalogue

    goal = next((g for g in catalogue().goals if g.id == goal_id), None)
    if goal is None:
        return goal_id
    return goal.de if resolve(lang) == "de" else goal.name


def joined(parts: Sequence[str], lang: str | None = None) -> str:
    """'A', 'A and B', 'A, B and C' (German 'A, B und C')."""
    parts = list(parts)
    if len(parts) <= 2:
        return _t("log", "and", lang).join(parts)
    return ", ".join(parts[:-1]) + _t("log", "and", lang) + parts[-1]


def number(value: float, spec: str = "", lang: str | None = None) -> str:
    """``value`` as the language writes numbers ("2.5" / "2,5": a German screen reader
    reads "2.5" as 25); ``spec`` as in format() (".1f", "+.1f", "g")."""
    return format(value, spec).replace(".", _t("number", "decimal_point", lang))


def edition_name(edition: Edition, lang: str | None = None) -> str:
    """An edition of the cards as a player reads it ("base game (2018)")."""
    return _t("edition", edition.value, lang)


def goal_text(goal_id: str, lang: str | None = None) -> str:
    """A goal's condition in ``lang`` ("First to place a 6-cost development."): the one
    text the goals screen, the tutor and the hints show."""
    return _t("goal_text", goal_id, lang)


def _goal_event(event: ev.GoalsRevealed | ev.GoalGained | ev.GoalLost, names: Sequence[str],
                lang: str | None, you: int | None = None) -> str:
    def log(key: str, seat: int | None = None, **values: Any) -> str:
        if seat is not None and seat == you:
            return _t("log_you", key, lang, **values)
        if seat is not None:
            values["name"] = names[seat]
        return _t("log", key, lang, **values)

    if isinstance(event, ev.GoalsRevealed):
        return log("goals", goals=", ".join(goal_name(g, lang) for g in event.goals))
    goal = goal_name(event.goal, lang)
    if isinstance(event, ev.GoalGained):
        return log("goal_marker" if event.how == "marker" else "goal_tile", event.seat,
                   goal=goal, vp=event.vp)
    if event.to is None:
        return log("goal_returned", event.seat, goal=goal)
    if event.to == you:
        return _t("log_you", "goal_taken_by_you", lang, name=names[event.seat], goal=goal)
    return log("goal_taken", event.seat, goal=goal, other=names[event.to])


def option_label(option: Option, lang: str | None = None) -> str:
    """The text of one option, from its move."""
    m = option.move
    cards = option.deck

    def c(cid: int) -> str:
        return card_name(cards[cid], lang) if cards else str(cid)

    def o(key: str, **values: Any) -> str:
        return _t("option", key, lang, **values)

    if isinstance(m, PlaceCard):
        card = cards[m.card] if cards else None
        if card is not None and card.is_world:
            key = "place_military" if card.military else "place_world"
        else:
            key = "place_development"
        return o(key, card=c(m.card), cost=m.cost)
    if isinstance(m, Placement):
        if m.method is Method.PAY:
            return o("pay", cards_n=cards_n(m.pay, lang))
        if m.method is Method.ZERO:
            assert m.zero is not None
            return o("zero", power=c(m.zero))
        if m.method is Method.CONQUER:
            mil = m.military.total if m.military is not None else 0
            if m.temp_card is None:
                return o("conquer", military=mil, defence=m.defence)
            return o("conquer_temp", power=c(m.temp_card), military=mil, defence=m.defence)
        assert m.contact is not None
        if m.zero is not None:
            return o("contact_zero", power=c(m.contact), zero=c(m.zero))
        return o("contact", cards_n=cards_n(m.pay, lang), power=c(m.contact))
    if isinstance(m, UsePower):
        pw = cards[m.card].powers[m.index] if cards else None
        effect = ""
        if pw is not None and pw.effect is Effect.WINDFALL:
            return o("windfall", card=c(m.card))
        if pw is not None and pw.effect is Effect.DISCARD_PRODUCE:
            if m.world is not None:
                return o("discard_produce_on", card=c(m.card), world=c(m.world))
            return o("discard_produce", card=c(m.card))
        if pw is not None:
            effect = power_text(pw, cards[m.card], lang)
            if pw.phase is Phase.PRODUCE and pw.effect in DRAW_EFFECTS:
                return o("draw_now", card=c(m.card), effect=effect)
        if m.number is not None:
            return o("gamble", card=c(m.card), effect=effect, k=m.number)
        return o("use", card=c(m.card), effect=effect)
    if isinstance(m, ChooseActions):
        names = [action_name(a, lang) for a in m.actions]
        return names[0] if len(names) == 1 else o("actions_two", a=names[0], b=names[1])
    if isinstance(m, Sell):
        return o("sell", world=c(m.world), n=m.value)
    if isinstance(m, Pass):
        return o(f"pass_{m.what}")
    if isinstance(m, Stop):
        return o(f"stop_{m.phase}")
    if isinstance(m, Keep):
        return o("keep", n=option.min_cards)
    if isinstance(m, Discard):
        return o("discard", n=option.min_cards)
    if isinstance(m, PickWorld):
        return o("start_world", card=c(m.world))
    if isinstance(m, ProduceBonus):
        return o("produce_bonus")
    return m.encode()





_JD_PROMPTS = {"jd.setup": "keep", "jd.choose": "choose", "jd.explore": "explore",
               "jd.hand_limit": "hand_limit"}


def _prompt_key(rule: str, context: Mapping[str, int | str]) -> tuple[str, str]:
    """The catalogue section and key of a decision's prompt."""
    if rule == "round.actions":
        return "prompt", "actions_two" if context.get("picks") == 2 else "actions_one"
    if rule == "draft.pick":
        return "prompt", "draft_left" if context.get("left") else "draft_right"
    if rule.startswith("jd."):
        return "jd_prompt", _JD_PROMPTS.get(rule, "pay")
    return "prompt", rule


def prompt_text(rule: str, context: Mapping[str, int | str], cards: Sequence[Card],
                lang: str | None = DEFAULT) -> str:
    """The prompt of a decision from the rule it comes from and its context (the numbers
    it names; ``context["card"]`` is a card id, named here). The phases write it in
    English (``lang`` defaults to it): a Decision is the same in every language, and a
    screen shows ``decision_prompt`` in its reader's."""
    values: dict[str, Any] = dict(context)
    if "card" in values:
        values["card"] = card_name(cards[int(values["card"])], lang)
    return _t(*_prompt_key(rule, context), lang, **values)


def decision_prompt(decision: Decision, cards: Sequence[Card], lang: str | None = None) -> str:
    """The decision's prompt in ``lang`` (None: the run's), from its rule and context
    ("Choose an action."; Jump Drive's name no card, so ``cards`` may be empty there)."""
    section, key = _prompt_key(decision.rule, decision.context)
    if key not in texts(lang)[section]:
        return prompt_text(decision.rule, decision.context, cards)
    return prompt_text(decision.rule, decision.context, cards, lang)
