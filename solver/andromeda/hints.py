"""Andromeda's hint: the hard player's choice (``hard.AdHardPlayer`` with ``HINT_SEED``:
following every hint plays like the hard player) and why, in the player's numbers.

- An action: the planner's plan, its first action as the reason in the engine's numbers
  (the cards played, the attempts ``rules.halves`` gives, the own stations and all
  stations under the ring, the exact chance ``rules.centre_chance`` in whole per cent,
  the moon's value; the track step with its hand limit or points and power; the bonus
  card a set earns), then the plan's other actions, then the best plans that start
  otherwise. A centre that ends the game while the player is ahead says so, with the
  margin the planner counts (``value.end_margins``).
- The transport and the trade: the option the search chose, and every option tried with
  the mean position its play-outs reached; an option whose gap to the choice is within the
  noise of the deals (``noise``) is said to be about as good.

Texts come from ``content/text/<lang>/hints_andromeda.toml``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rftg.core.andromeda import rules
from rftg.core.andromeda.moves import (
    AdKind,
    BuildCentre,
    MoveStations,
    Show,
    Spaceship,
    SwapCards,
    Technology,
)
from rftg.core.andromeda.observe import AdObservation
from rftg.core.andromeda.text import design_word, face_word, faces_word, option_label, say
from rftg.core.decisions import Choice
from rftg.core.lang import catalogue, fill, resolve
from rftg.core.sampler import Sampler
from rftg.solver.andromeda import value as v
from rftg.solver.andromeda.hard import DEFAULT_BUDGET, AdBudget, AdHardPlayer, Tried
from rftg.solver.andromeda.planner import Act, Plan
from rftg.solver.andromeda.planner import planet_of as planner_planet

HINT_SEED = 0
ALTERNATIVES = 3
NOISE = 2.0  # standard errors: a smaller lead of the choice is within the deals' noise


def noise(best: Tried, others: Sequence[Tried]) -> float:
    """The deals' noise on a lead of ``best``, in points: ``NOISE`` standard errors of
    its paired differences with the ``others`` (played on the same deals: common random
    numbers), pooled over them, so that one band serves every option and those inside it
    are the options next to the choice. 0 with fewer than two deals."""
    errors: list[float] = []
    for other in others:
        diffs = [a - b for a, b in zip(best.scores, other.scores, strict=False)]
        n = len(diffs)
        if n < 2:
            continue
        mean = sum(diffs) / n
        errors.append(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
    return NOISE * math.sqrt(sum(errors) / len(errors)) if errors else 0.0


def _t(key: str, lang: str | None, **values: Any) -> str:
    return fill(str(catalogue("hints_andromeda", lang)["hint"][key]), values)


@dataclass(frozen=True)
class AdHint:
    """A hint: the choice, the reason (first line) and further lines; the plan behind an
    action hint (None for the transport and the trade)."""

    choice: Choice
    reason: str
    details: tuple[str, ...] = ()
    plan: Plan | None = None


def _number(x: float, lang: str) -> str:
    return f"{x:.1f}".replace(".", say("number.decimal_point", lang))


def cards_phrase(obs: AdObservation, act: Act, lang: str) -> str:
    """The cards an act plays: "5 Alpha cards", "4 Alpha cards and Bonus card 4 (2
    points)"; the swap's cards by face."""
    deck = obs.cards
    designs = deck.designs
    if isinstance(act.move, SwapCards):
        return faces_word(designs, [deck.face(c) for c in act.cards], lang)
    p = planner_planet(act.move)
    assert p is not None
    own = sum(1 for c in act.cards if deck.face(c) == p)
    planet = _t("planet_cards", lang, n=own, planet=face_word(designs, p, lang))
    jokers = [deck.face(c) for c in act.cards if deck.is_bonus(c)]
    if not jokers:
        return planet
    return _t("with_jokers", lang, planet_cards=planet,
              jokers=faces_word(designs, jokers, lang))


def act_text(obs: AdObservation, act: Act, lang: str, earlier: tuple[Act, ...] = ()
             ) -> str:
    """One action of a plan in words, with its numbers; ``earlier``: the plan's actions
    before it (the stations they moved, the track steps they took)."""
    comps, deck, me = obs.components, obs.cards, obs.me
    m = act.move
    cards = cards_phrase(obs, act, lang)
    where = planner_planet(m)
    planet = face_word(deck.designs, where, lang) if where is not None else ""
    if isinstance(m, BuildCentre):
        text = _t("centre", lang, cards=cards, planet=planet, attempts=act.attempts,
                  own=act.own, ring=act.ring, pct=round(100 * act.chance), moon=act.moon)
    elif isinstance(m, MoveStations):
        moved = sum(a.move.stations for a in earlier
                    if isinstance(a.move, MoveStations) and a.move.planet == m.planet)
        own = obs.stations[m.planet][me] + moved + m.stations
        ring = sum(obs.stations[m.planet]) + moved + m.stations
        text = _t("stations", lang, cards=cards, k=m.stations, planet=planet, own=own,
                  ring=ring) if m.stations else _t("stations_none", lang, cards=cards)
    elif isinstance(m, Spaceship):
        step = obs.ship[me] + 1 + sum(1 for a in earlier if isinstance(a.move, Spaceship))
        text = _t("spaceship", lang, cards=cards, step=step,
                  limit=rules.hand_limit(comps, step), now=rules.hand_limit(comps, obs.ship[me]))
    elif isinstance(m, Technology):
        step = obs.tech[me] + 1 + sum(1 for a in earlier if isinstance(a.move, Technology))
        power = comps.technology.step[step - 1].power.value
        text = _t("technology", lang, cards=cards, step=step,
                  points=comps.technology.points(step), power=say(f"power.{power}", lang))
    else:
        text = _t("swap", lang, cards=cards, n=len(act.cards))
    if act.bonus is not None:
        text += _t("bonus", lang, bonus=design_word(deck.designs[act.bonus], lang))
    return text


def plan_lines(obs: AdObservation, plan: Plan, lang: str) -> list[str]:
    """A plan in words: its first action, then each later one."""
    out = []
    for i, act in enumerate(plan.acts):
        text = act_text(obs, act, lang, plan.acts[:i])
        out.append(text if i == 0 else _t("then", lang, act=text))
    return out


def plan_or_done(obs: AdObservation, plan: Plan, choice: Choice, lang: str) -> list[str]:
    """An action hint's lines: the plan the choice starts, or why to stop."""
    if plan.first is None or choice.move != plan.first.move:
        return [_t("done", lang)]
    return plan_lines(obs, plan, lang)


def ending_line(obs: AdObservation, plan: Plan, choice: Choice, lang: str) -> str | None:
    """Why a centre that ends the game is worth more than its moon (``value.closing``): the
    margin over the best other player the planner counts (``value.end_margins``); None where
    the hint's centre does not end the game or ending it counts nothing."""
    first = plan.first
    if first is None or choice.move != first.move or not isinstance(first.move, BuildCentre):
        return None
    p = first.move.planet
    margin = v.end_margins(obs)[p]
    if margin is None or v.end_worth(margin) <= 0:
        return None
    after = ""
    if v.acting_after(obs):
        after = _t("ends_after", lang, last=_number(v.LAST_ACTIONS, lang))
    return _t("ends", lang, margin=round(margin), after=after)


def chosen_reason(obs: AdObservation, tried: Tried, lang: str) -> str:
    """A transport or trade hint's first line: the option chosen."""
    if isinstance(tried.choice.move, Show):
        return _t("show", lang, card=option_label(tried.option, lang, obs.names))
    return _t("choose", lang, option=option_label(tried.option, lang, obs.names))


def played_out(best: Tried, mine: Tried, lang: str | None = None) -> str:
    """A review's why, from the play-outs: where the better choice and the choice made
    left the player on the same deals."""
    lang = resolve(lang)
    return _t("review", lang, games=best.games, mean=_number(best.mean or 0.0, lang),
              mine=_number(mine.mean or 0.0, lang))


def hint(obs: AdObservation, sampler: Sampler | None = None,
         budget: AdBudget = DEFAULT_BUDGET, cancelled: Callable[[], bool] | None = None,
         lang: str | None = None) -> AdHint:
    """The recommendation for ``obs.decision`` (ValueError if there is none), worded in
    ``lang`` (the choice is the same in every language)."""
    lang = resolve(lang)
    d = obs.decision
    if d is None:
        raise ValueError("there is no decision to hint at")
    player = AdHardPlayer(HINT_SEED, budget, cancelled)
    if d.kind == AdKind.ACTION:
        verdict = player.act(obs, top=ALTERNATIVES + 1)
        best = verdict.plans[0]
        lines = plan_or_done(obs, best, verdict.choice, lang)
        ends = ending_line(obs, best, verdict.choice, lang)
        if ends is not None:
            lines.insert(1, ends)
        others = [p for p in verdict.plans[1:] if p.first is not None and p.value > 0]
        if others:
            lines.append(_t("alternatives", lang))
            lines += [_t("alternative", lang, act=act_text(obs, p.acts[0], lang))
                      for p in others[:ALTERNATIVES]]
        return AdHint(verdict.choice, lines[0], tuple(lines[1:]), best)
    verdict = player.decide(obs, sampler)
    choice = verdict.choice
    chosen = next(t for t in verdict.tried if t.choice == choice)
    reason = chosen_reason(obs, chosen, lang)
    if len(d.options) == 1:
        return AdHint(choice, reason, (_t("only", lang),))
    searched = [t for t in verdict.tried if t.mean is not None]
    if not searched:
        return AdHint(choice, reason)
    details = [_t("why", lang, games=chosen.games, mean=_number(chosen.mean or 0.0, lang)),
               _t("tried_head", lang)]
    band = noise(chosen, [t for t in searched if t is not chosen])

    def tried(t: Tried) -> str:
        close = t is not chosen and (chosen.mean or 0.0) - (t.mean or 0.0) <= band
        return _t("tried_close" if close else "tried", lang,
                  option=option_label(t.option, lang, obs.names), band=_number(band, lang),
                  mean=_number(t.mean or 0.0, lang))

    details += [tried(t) for t in searched]
    return AdHint(choice, reason, tuple(details))
