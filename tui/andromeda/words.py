"""Andromeda's words and rows on the screens (Textual-free, Rich markup): its catalogue
(``tui_andromeda``), each player's tag and colour, the board's rows (the planets with
their moons and centres and everyone's stations, Earth, the players' tracks, the offers
of the trade face up and face down, the hand grouped by planet), from the human's
observation. Every number is the observation's or the rules' own."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rftg.core.andromeda import rules
from rftg.core.andromeda.components import Bonus, Components, Planet
from rftg.core.andromeda.moves import AdKind
from rftg.core.andromeda.observe import AdObservation
from rftg.core.andromeda.text import design_word, face_word, faces_word
from rftg.core.lang import text
from rftg.tui.render import esc, player_name

COLOURS = ("#5b9bd5", "#e06c75", "#98c379", "#e5c07b", "#c678dd")
"""Each seat's colour (with its tag: never the colour alone)."""

WIDE = 100  # from this width the rows say more
EARTH = -100  # the row id of Earth on the board
PLANET_ROW = -1  # planet p's row id: PLANET_ROW - p
PLAYER_ROW = -200  # seat s's row id among the players: PLAYER_ROW - s
TRADE_ROW = -300  # seat s's row id in the trade


def at(key: str, lang: str | None = None, /, **values: object) -> str:
    """A text of Andromeda's screens (catalogue ``tui_andromeda``) in ``lang``."""
    return text("tui_andromeda", key, lang, **values)


def tags(names: Sequence[str], lang: str | None = None) -> tuple[str, ...]:
    """One character per player for the board's columns: the trailing digit of a name
    ("Computer 2" -> "2"), else its first letter ("You" -> "Y", "Du" -> "D"); the seat's
    number where two would be alike."""
    out: list[str] = []
    for seat, name in enumerate(names):
        shown = player_name(name, lang)
        tag = shown[-1] if shown[-1:].isdigit() else (shown[:1].upper() or str(seat + 1))
        out.append(tag if tag not in out else str(seat + 1))
    return tuple(out)


def tagged(seat: int, tag: str) -> str:
    return f"[b {COLOURS[seat % len(COLOURS)]}]{esc(tag)}[/]"


def planet_name(obs: AdObservation, p: int, lang: str | None = None) -> str:
    return obs.components.planet[p].word(lang)


def moon_cells(obs: AdObservation, p: int, marks: Sequence[str]) -> str:
    """The moons' values, most valuable first as the board shows them; a built centre in
    its owner's colour, reversed, with the owner's tag."""
    values = obs.components.planet[p].moons.value
    cells = []
    for m in sorted(range(len(values)), key=lambda m: (-values[m], m)):
        owner = obs.centres[p][m]
        if owner is None:
            cells.append(f"{values[m]:>2}   ")
        else:  # "14·2": the centre worth 14 is player 2's
            colour = COLOURS[owner % len(COLOURS)]
            cells.append(f"[reverse {colour}]{values[m]:>2}·{esc(marks[owner])}[/] ")
    return "".join(cells)


def station_cells(counts: Sequence[int], me: int) -> str:
    return "".join(f"[b]{n:>3}[/b]" if s == me else f"{n:>3}" for s, n in enumerate(counts))


def planet_rows(obs: AdObservation, lang: str | None = None) -> list[tuple[int, str]]:
    """Earth and each planet: its moons (centres) and everyone's stations, in seat order."""
    marks = tags(obs.names, lang)
    width = max(len(at("board.earth", lang)),
                *(len(planet_name(obs, p, lang)) for p in range(len(obs.stations))))
    rows = [(EARTH, f"{esc(at('board.earth', lang)):<{width}} {'':15}│"
                    f"{station_cells(obs.earth, obs.me)}")]
    for p in range(len(obs.stations)):
        name = planet_name(obs, p, lang)
        rows.append((PLANET_ROW - p, f"{esc(name):<{width}} {moon_cells(obs, p, marks)}│"
                                     f"{station_cells(obs.stations[p], obs.me)}"))
    return rows


def planets_title(obs: AdObservation, lang: str | None = None) -> str:
    """The planets' title and the columns' heads (the players' tags over their stations,
    under the rows' bar: the rows are indented by the zone's padding)."""
    marks = tags(obs.names, lang)
    width = max(len(at("board.earth", lang)),
                *(len(planet_name(obs, p, lang)) for p in range(len(obs.stations))))
    head = "".join(f"  {tagged(s, m)}" for s, m in enumerate(marks))
    full = rules.full_planets(obs.centres)
    return (at("board.planets", lang, full=full, need=rules.FULL_PLANETS) + "\n"
            + " " * (width + 18) + f"│{head}")


def score_seen(obs: AdObservation, seat: int) -> int:
    """``seat``'s points that everyone sees (its bonus cards in hand only for the player:
    nobody else sees them)."""
    s = rules.score(obs.components, obs.cards, seat, obs.centres, obs.earth[seat],
                    obs.tech[seat], obs.hand if seat == obs.me else ())
    return s.total


def player_rows(obs: AdObservation, width: int, lang: str | None = None
                ) -> list[tuple[int, str]]:
    """Each player: tag and name, the spaceship step with the hand limit, the technology
    step with its points, transport cards left, cards in hand, points seen."""
    marks = tags(obs.names, lang)
    comps = obs.components
    key = "board.player_wide" if width >= WIDE else "board.player"
    rows = []
    for s, name in enumerate(obs.names):
        active = "▶" if s == obs.active else " "
        rows.append((PLAYER_ROW - s, at(
            key, lang, tag=tagged(s, marks[s]), name=esc(player_name(name, lang)),
            ship=obs.ship[s], limit=rules.hand_limit(comps, obs.ship[s]), tech=obs.tech[s],
            points=comps.technology.points(obs.tech[s]), transports=obs.transports[s],
            hand=obs.hand_sizes[s], score=score_seen(obs, s), active=active)))
    return rows


def trade_rows(obs: AdObservation, pending_hidden: bool, lang: str | None = None
               ) -> list[tuple[int, str]]:
    """The offers: each player's cards out, face up (the active player's, and every offer
    once revealed); while the other players choose their next card face down
    (``pending_hidden``), a ▮ for each of them still in the trade."""
    if obs.phase != "trade":
        return []
    marks = tags(obs.names, lang)
    designs = obs.cards.designs
    rows = []
    for s, cards in enumerate(obs.offers):
        shown = [esc(face_word(designs, obs.cards.face(c), lang)) for c in cards]
        if pending_hidden and s != obs.active and obs.trading[s]:
            shown.append(at("board.face_down", lang))
        if not shown and not (obs.trading[s] and s != obs.active):
            continue
        state = "" if obs.trading[s] or not cards else at("board.out_of_trade", lang)
        rows.append((TRADE_ROW - s, at("board.offer", lang, tag=tagged(s, marks[s]),
                                       name=esc(player_name(obs.names[s], lang)),
                                       cards=", ".join(shown) or at("board.nothing", lang),
                                       state=state)))
    return rows


def trade_title(obs: AdObservation, lang: str | None = None) -> str:
    shown = faces_word(obs.cards.designs, obs.shown, lang) if obs.shown \
        else at("board.nothing", lang)
    if obs.active == obs.me:
        return at("board.trade_you", lang, shown=esc(shown))
    return at("board.trade", lang, name=esc(player_name(obs.names[obs.active], lang)),
              shown=esc(shown))


def hidden_pending(obs: AdObservation) -> bool:
    """The other players are choosing a card face down now (the player among them)."""
    d = obs.decision
    return d is not None and d.kind is AdKind.OFFER_HIDDEN


def card_word(design: Planet | Bonus, lang: str | None = None) -> str:
    return design_word(design, lang)


def hand_rows(obs: AdObservation, width: int, lang: str | None = None
              ) -> list[tuple[int, str]]:
    """The hand by face: how many of each planet (wide: with your stations there and its
    free moons) and each bonus card (a joker). A narrow terminal packs several faces into
    a row (the planets' table shows your stations); a row's card is its first face's."""
    deck = obs.cards
    groups: dict[int, list[int]] = {}
    for c in sorted(obs.hand):
        groups.setdefault(deck.face(c), []).append(c)
    cells: list[tuple[int, str, int]] = []  # (card, markup, length)
    for face, cards in sorted(groups.items()):
        design = deck.designs[face]
        if isinstance(design, Planet):
            if width >= WIDE:
                line = at("hand.planet_wide", lang, n=len(cards), name=esc(design.word(lang)),
                          stations=obs.stations[face][obs.me], moons=free_moons(obs, face))
            else:
                line = at("hand.planet", lang, n=len(cards), name=esc(design.word(lang)))
        else:
            line = at("hand.bonus", lang, n=len(cards), name=esc(card_word(design, lang)))
        cells.append((cards[0], line, len(line)))
    if width >= WIDE:
        return [(c, line) for c, line, _ in cells]
    rows: list[tuple[int, str]] = []
    room = max(20, width * 3 // 5 - 12)  # the board's share, less its frame and bar
    for card, line, length in cells:
        if rows and rows[-1][1] and len(_plain(rows[-1][1])) + 3 + length <= room \
                and not deck.is_bonus(card):
            rows[-1] = (rows[-1][0], f"{rows[-1][1]} · {line}")
        else:
            rows.append((card, line))
    return rows


def _plain(markup: str) -> str:
    from rich.text import Text

    return Text.from_markup(markup).plain


def free_moons(obs: AdObservation, p: int) -> str:
    values = obs.components.planet[p].moons.value
    free = sorted((values[m] for m, owner in enumerate(obs.centres[p]) if owner is None),
                  reverse=True)
    return "/".join(map(str, free)) or "—"


def hand_title(obs: AdObservation, lang: str | None = None) -> str:
    limit = rules.hand_limit(obs.components, obs.ship[obs.me])
    return at("hand.title", lang, n=len(obs.hand), limit=limit)


# --------------------------------------------------------------------------- dialogs


def planet_detail(obs: AdObservation, face: int, lang: str | None = None) -> list[str]:
    """A planet: its moons with their centres, everyone's stations there, the chance a
    centre attempt draws one of yours, your cards of it and those on the open pile; or a
    bonus card: its kind, points and how many are left in the supply."""
    deck = obs.cards
    design = deck.designs[face]
    held = sum(1 for c in obs.hand if deck.face(c) == face)
    if isinstance(design, Bonus):
        return [f"[b]{esc(design_word(design, lang))}[/b]",
                at("detail.bonus", lang, kind=design.kind, points=design.points.value,
                   left=obs.supply[face - deck.planets], held=held)]
    names = [player_name(n, lang) for n in obs.names]
    values = design.moons.value
    moons = []
    for m in sorted(range(len(values)), key=lambda m: (-values[m], m)):
        owner = obs.centres[face][m]
        moons.append(at("detail.moon", lang, value=values[m]) if owner is None else
                     at("detail.centre", lang, value=values[m], name=esc(names[owner])))
    stations = ", ".join(f"{esc(names[s])} {n}" for s, n in enumerate(obs.stations[face]))
    discarded = sum(1 for c in obs.discard if deck.face(c) == face)
    return [f"[b]{esc(design.word(lang))}[/b]",
            at("detail.moons", lang, moons="; ".join(moons)),
            at("detail.stations", lang, stations=stations, total=sum(obs.stations[face])),
            at("detail.cards", lang, held=held, discard=discarded,
               per=obs.components.cards.per_planet.value)]


def score_lines(obs: AdObservation, scores: Sequence[rules.AdScore] | None,
                winners: Sequence[int], lang: str | None = None) -> list[str]:
    """Every player's points as the rules add them (``scores``: the final ones; None:
    during the game, what everyone sees: your own bonus cards only), and the winner."""
    names = [player_name(n, lang) for n in obs.names]
    title = at("scores.final" if scores is not None else "scores.now", lang, round=obs.round)
    out = [f"[b]{title}[/b]"]
    for s in range(obs.players):
        score = scores[s] if scores is not None else rules.score(
            obs.components, obs.cards, s, obs.centres, obs.earth[s], obs.tech[s],
            obs.hand if s == obs.me else ())
        out.append(at("scores.player", lang, name=esc(names[s]), total=score.total,
                      centres=score.centres, earth=score.earth, tech=score.technology,
                      bonus=score.bonus, step=obs.tech[s], ship=obs.ship[s]))
    if scores is None:
        out.append(at("scores.hidden", lang))
    if winners:
        out.append(at("scores.winner", lang, names=", ".join(esc(names[w]) for w in winners)))
    return out


NOTICE_SEEN = "andromeda_notice_seen"
"""A file in the data folder: the notice of our default numbers was shown."""


def notice_due(home: Path) -> bool:
    return not (home / NOTICE_SEEN).exists()


def notice_shown(home: Path) -> None:
    try:
        home.mkdir(parents=True, exist_ok=True)
        (home / NOTICE_SEEN).write_text("shown\n", "utf-8")
    except OSError:
        pass  # shown again next time: nothing is lost


def notice_lines(components: Components, path: Path, problem: str | None,
                 lang: str | None = None, plain: bool = False) -> list[str]:
    """The numbers of the game that are our defaults, where to put your own, and what is
    wrong with your copy (if there is one that cannot be used). ``plain``: for the plain
    mode, which has no button to write the copy."""
    from rftg.core.andromeda.text import say

    out = [at("notice.title", lang), say("components.notice", lang, file=str(path)), ""]
    out += [f"  {line}" for line in components.ours(lang)]
    out += ["", at("notice.how_plain" if plain else "notice.how", lang, file=str(path))]
    if problem:
        out += ["", say("components.broken", lang, error=problem)]
    return out
