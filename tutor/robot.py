"""The tutor for the solitaire robot: why its dice lie where they lie, what each action
and reaction does (in the robot's numbers now), and the notice about the numbers the
rulebook does not print. The rules are ``rftg.core.solitaire.rules`` (where the dice go
and why: ``placements``; which turn: ``robot_turn``); this module only words them, from
``content/text/<lang>/tutor_robot.toml``."""

from __future__ import annotations

from typing import Any

from rftg.core.events import Event
from rftg.core.lang import catalogue
from rftg.core.solitaire import events as rev
from rftg.core.solitaire import rules
from rftg.core.solitaire.observe import RobotView
from rftg.core.solitaire.rules import PHASE_OF, Field
from rftg.core.solitaire.table import Face, RobotTable
from rftg.core.solitaire.text import robot_text


def texts(lang: str | None = None) -> dict[str, Any]:
    return catalogue("tutor_robot", lang)


def _t(section: str, key: str, **values: Any) -> str:
    template: str = texts()[section][key]
    return template.format(**values) if values else template


def _face(face: Face) -> str:
    return robot_text("face", face.value)


def _field(field: Field | str) -> str:
    return robot_text("field", Field(field).value)


def _phase(phase: str) -> str:
    return robot_text("phase", phase)


def _cards(n: int) -> str:
    return robot_text("log", "card_one") if n == 1 else robot_text("log", "card_many", n=n)


def explain_roll(event: rev.RobotRolled) -> list[str]:
    """Why each die lies where it lies (the rule's own reasons, ``rules.placements``)."""
    marks = tuple(Field(m) for m in event.marks)
    placed = rules.placements(event.faces, marks, event.tile)
    lines = [_t("roll", "intro", a=_face(event.faces[0]), b=_face(event.faces[1]))]
    for p in placed:
        if p.face is Face.ROBOT:
            lines.append(_t("roll", "robot", action=_face(p.action)))
        if p.why == "match_both":
            lines.append(_t("roll", "match_both",
                            fields=" and ".join(_field(m) for m in marks)))
            break
        if p.why in ("match_left", "match_right"):
            lines.append(_t("roll", p.why, phase=_phase(PHASE_OF[p.field])))
        elif p.why.startswith("match"):
            lines.append(_t("roll", p.why, field=_field(p.field)))
        else:
            lines.append(_t("roll", p.why, action=_face(p.action)))
    lines.append(_t("roll", "order"))
    return lines


def explain_turn(event: rev.RobotTurn, robot: RobotView) -> str:
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
        values["draw"] = _cards(rules.explore_draw(how, rule.explore_extra))
    elif phase == "settle":
        values["kind"] = _t("kind", rule.settle_search)
        reaction = how == "reaction"
        extra = rule.settle_reaction_extra if reaction else rule.settle_action_extra
        values["draw"] = _cards((rules.SETTLE_REACTION_DRAW if reaction else rules.SETTLE_DRAW)
                                + extra)
        if not reaction and event.doomed and rule.doomed is not None:
            key = "settle_doomed"
            values["min_vp"], values["credit"], values["economy"] = rule.doomed
        elif reaction and rule.settle_reaction_free:
            key = "settle_reaction_free"
    return _t("turn", key, **values)


def explain(event: Event, robot: RobotView) -> list[str]:
    """The tutor's lines for one robot event (empty: nothing to explain); ``robot`` gives
    the robot's start world rules, limits and token VP (they do not change)."""
    if isinstance(event, rev.RobotRolled):
        return explain_roll(event)
    if isinstance(event, rev.RobotTurn):
        return [explain_turn(event, robot)]
    if isinstance(event, rev.RobotSearched):
        return [_t("concept", "search")]
    if isinstance(event, rev.RobotPlaced):
        return [_t("concept", "place", token_vp=robot.token_vp)]
    if isinstance(event, rev.RobotToken):
        return [_t("concept", "token", token_vp=robot.token_vp)]
    if isinstance(event, rev.RobotTileTurned):
        return [_t("concept", "tile", action=_face(event.to))]
    if isinstance(event, rev.RobotTrack) and event.new != event.wanted:
        return [_t("concept", "limits", credit_limit=robot.credit_limit,
                   economy_limit=robot.economy_limit)]
    return []


def end_rule() -> str:
    return _t("concept", "end")


def notice(table: RobotTable, user_file: str) -> list[str]:
    """The one-time notice: which numbers are not from the rulebook (with the values in
    use) and how a copy of the file in the data folder overrides them."""
    lines = [_t("notice", "intro")]
    lines += [f"  - {n}" for n in table.not_in_rulebook()]
    lines.append(_t("notice", "override", path=user_file))
    return lines


def notice_title() -> str:
    return _t("notice", "title")


def written(path: str, fresh: bool) -> str:
    """What writing the copy did (``fresh``: written now; else it was there already)."""
    return _t("notice", "written" if fresh else "exists", path=path)
