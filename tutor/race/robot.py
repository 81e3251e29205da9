"""The tutor for the solitaire robot: why its dice lie where they lie, what each action
and reaction does (in the robot's numbers now), and the notice about the numbers the
rulebook does not print. The rules are ``rftg.core.solitaire.rules`` (where the dice go
and why: ``placements``; which turn: ``robot_turn``); this module only words them, from
``content/text/<lang>/tutor_robot.toml``."""

from __future__ import annotations

from typing import Any

from rftg.core.events import Event
from rftg.core.lang import catalogue, fill, resolve
from rftg.core.solitaire import events as rev
from rftg.core.solitaire import rules
from rftg.core.solitaire.observe import RobotView
from rftg.core.solitaire.rules import PHASE_OF, Field
from rftg.core.solitaire.table import Face, RobotTable
from rftg.core.solitaire.text import robot_text
from rftg.core.text import cards_n


def texts(lang: str | None = None) -> dict[str, Any]:
    return catalogue("tutor_robot", lang)


def _t(section: str, key: str, lang: str | None, **values: Any) -> str:
    template: str = texts(lang)[section][key]
    return fill(template, values) if values else template


def _face(face: Face, lang: str | None) -> str:
    return robot_text("face", face.value, lang)


def _field(field: Field | str, lang: str | None) -> str:
    return robot_text("field", Field(field).value, lang)


def _phase(phase: str, lang: str | None) -> str:
    return robot_text("phase", phase, lang)


def explain_roll(event: rev.RobotRolled, lang: str | None = None) -> list[str]:
    """Why each die lies where it lies (the rule's own reasons, ``rules.placements``)."""
    lang = resolve(lang)
    marks = tuple(Field(m) for m in event.marks)
    placed = rules.placements(event.faces, marks, event.tile)
    lines = [_t("roll", "intro", lang, a=_face(event.faces[0], lang),
                b=_face(event.faces[1], lang))]
    for p in placed:
        if p.face is Face.ROBOT:
            lines.append(_t("roll", "robot", lang, action=_face(p.action, lang)))
        if p.why == "match_both":
            lines.append(_t("roll", "match_both", lang,
                            fields=_t("roll", "and", lang).join(_field(m, lang)
                                                                 for m in marks)))
            break
        if p.why in ("match_left", "match_right"):
            lines.append(_t("roll", p.why, lang, phase=_phase(PHASE_OF[p.field], lang)))
        elif p.why.startswith("match"):
            lines.append(_t("roll", p.why, lang, field=_field(p.field, lang)))
        else:
            lines.append(_t("roll", p.why, lang, action=_face(p.action, lang)))
    lines.append(_t("roll", "order", lang))
    return lines


def explain_turn(event: rev.RobotTurn, robot: RobotView, lang: str | None = None) -> str:
    """What the robot does in this turn, with its numbers at the start of the turn (the
    event's); ``robot`` gives its start world's rules and its limits."""
    rule = robot.rule
    phase, how = event.phase, event.how
    values: dict[str, Any] = {"credit": event.credit, "economy": event.economy,
                              "tokens_left": event.tokens_left,
                              "credit_limit": robot.credit_limit,
                              "economy_limit": robot.economy_limit}
    key = f"{phase}_{how}"
    if phase == "explore":
        values["draw"] = cards_n(rules.explore_draw(how, rule.explore_extra), lang)
    elif phase == "settle":
        values["kind"] = _t("kind", rule.settle_search, lang)
        reaction = how == "reaction"
        extra = rule.settle_reaction_extra if reaction else rule.settle_action_extra
        values["draw"] = cards_n((rules.SETTLE_REACTION_DRAW if reaction else rules.SETTLE_DRAW)
                                + extra, lang)
        if not reaction and event.doomed and rule.doomed is not None:
            key = "settle_doomed"
            values["min_vp"], values["credit"], values["economy"] = rule.doomed
        elif reaction and rule.settle_reaction_free:
            key = "settle_reaction_free"
    return _t("turn", key, lang, **values)


def explain(event: Event, robot: RobotView, lang: str | None = None) -> list[str]:
    """The tutor's lines for one robot event (empty: nothing to explain); ``robot`` gives
    the robot's start world rules, limits and token VP (they do not change)."""
    if isinstance(event, rev.RobotRolled):
        return explain_roll(event, lang)
    if isinstance(event, rev.RobotTurn):
        return [explain_turn(event, robot, lang)]
    if isinstance(event, rev.RobotSearched):
        return [_t("concept", "search", lang)]
    if isinstance(event, rev.RobotPlaced):
        return [_t("concept", "place", lang, token_vp=robot.token_vp)]
    if isinstance(event, rev.RobotToken):
        return [_t("concept", "token", lang, token_vp=robot.token_vp)]
    if isinstance(event, rev.RobotTileTurned):
        return [_t("concept", "tile", lang, action=_face(event.to, lang))]
    if isinstance(event, rev.RobotTrack) and event.new != event.wanted:
        return [_t("concept", "limits", lang, credit_limit=robot.credit_limit,
                   economy_limit=robot.economy_limit)]
    return []


def end_rule(lang: str | None = None) -> str:
    return _t("concept", "end", lang)


def notice(table: RobotTable, user_file: str, lang: str | None = None) -> list[str]:
    """The one-time notice: which numbers are not from the rulebook (with the values in
    use) and how a copy of the file in the data folder overrides them."""
    lines = [_t("notice", "intro", lang)]
    lines += [f"  - {n}" for n in table.not_in_rulebook(lang)]
    lines.append(_t("notice", "override", lang, path=user_file))
    return lines


def notice_title(lang: str | None = None) -> str:
    return _t("notice", "title", lang)


def written(path: str, fresh: bool, lang: str | None = None) -> str:
    """What writing the copy did (``fresh``: written now; else it was there already)."""
    return _t("notice", "written" if fresh else "exists", lang, path=path)
