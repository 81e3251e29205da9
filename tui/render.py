"""How cards, goods and players look in the terminal (Rich markup strings).

Goods kinds have a colour AND a distinct shape, for colour-blind players (the printed
cards use the position of a small "moon" for the same purpose):

    Novelty ◆ blue   Rare ■ brown   Gene ▲ green   Alien ★ yellow

A production world shows its kind's shape; a windfall world shows it in a ring: (◆).
A good on a world is shown as ⬤ after it; military worlds show their defence as ⚔5.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text

from rftg.core.cards import Card, GoodsKind
from rftg.core.lang import LANGUAGES, text
from rftg.core.text import card_name
from rftg.core.text import joined as joined  # "A, B and C"

# shape, colour and the key of its word in the catalogue (tui_game [legend])
KIND_STYLE = {
    GoodsKind.NOVELTY: ("◆", "#5b9bd5", "novelty"),
    GoodsKind.RARE: ("■", "#c0804a", "rare"),
    GoodsKind.GENE: ("▲", "#4caf50", "gene"),
    GoodsKind.ALIEN: ("★", "#e6c229", "alien"),
}
GOOD = "⬤"


def tr(key: str, lang: str | None = None, /, **values: object) -> str:
    """A text of the game screens (catalogue ``tui_game``) in ``lang`` (None: this run's)."""
    return text("tui_game", key, lang, **values)


def is_you(name: str) -> bool:
    """Whether ``name`` is the name the new game screen gives the player, in any language
    ("You", "Du")."""
    return any(name == text("tui_game", "names.you", lang) for lang in LANGUAGES)


def player_name(name: str, lang: str | None = None) -> str:
    """A player's name as shown: that name in the language shown, any other as it is."""
    return tr("names.you", lang) if is_you(name) else name


SHORT_NAME = 6  # a name longer than this is shortened where a line is tight


def short_name(name: str) -> str:
    """A player's name for a tight line: as it is up to ``SHORT_NAME`` characters; a name
    ending in a number by its first letter and the number ("Computer 3" -> "C3"); any
    other cut with an ellipsis ("Annabel…")."""
    if len(name) <= SHORT_NAME:
        return name
    head, _, tail = name.rpartition(" ")
    if head and tail.isdigit():
        return head[0] + tail
    return name[:SHORT_NAME] + "…"


def fit(width: int, lines: Iterable[str]) -> str:
    """The first of ``lines`` (Rich markup, the fullest first) that fits one line of
    ``width`` columns less an info line's padding (1 each side): a line above the table
    that wraps pushes the table and the tutor down. None fits: the last."""
    last = ""
    for line in lines:
        last = line
        if Text.from_markup(line).cell_len <= width - 2:
            return line
    return last


def esc(text: str) -> str:
    """Escape Rich markup in card names and messages."""
    return text.replace("[", r"\[")


def kind_mark(kind: GoodsKind | None, windfall: bool = False) -> str:
    if kind is None:
        return " "
    shape, colour, _ = KIND_STYLE[kind]
    return f"[{colour}]({shape})[/]" if windfall else f"[{colour}]{shape}[/]"


def good_mark(kind: GoodsKind | None) -> str:
    if kind is None:
        return ""
    _, colour, _ = KIND_STYLE[kind]
    return f"[{colour}]{GOOD}[/]"


def cost_mark(card: Card) -> str:
    """'⚔5' (defence, red) for a military world, '3' for a cost; developments in a box."""
    if card.is_world and card.military:
        return f"[bold red]⚔{card.cost}[/]"
    if card.is_development:
        return f"[bold]{card.cost}◇[/]"
    return f"[bold]{card.cost}○[/]"


def vp_mark(card: Card, lang: str | None = None) -> str:
    vp = tr("legend.vp", lang)
    return f"[magenta]?{vp}[/]" if card.bonuses else f"[magenta]{card.vp}{vp}[/]"


def card_line(card: Card, has_good: bool = False, width: int = 26,
              lang: str | None = None) -> str:
    """One card on one line: cost/defence, name, goods kind, VP (and a good if it has one)."""
    full = card_name(card, lang)
    name = full if len(full) <= width else full[: width - 1] + "…"
    goods = kind_mark(card.goods, card.windfall) if card.goods else ""
    good = f" {good_mark(card.goods)}" if has_good else ""
    pad = " " * (width - len(name))
    return f"{cost_mark(card):>3} {esc(name)}{pad} {goods:<3} {vp_mark(card, lang)}{good}"


def legend_items(lang: str | None = None, robot: bool = False) -> list[tuple[str, str]]:
    """Every symbol of the table, each with its word: (the space before it, the item):
    the goods, the card lines, the phase bar's marks of the consume actions, the card
    list's boxes and, with ``robot`` (the solitaire game), the dice of the robot's mat."""
    kinds = [("  ", f"{kind_mark(k)} {tr(f'legend.{key}', lang)}")
             for k, (_, _, key) in KIND_STYLE.items()]
    marks = [("   ", f"{mark} {tr(f'legend.{key}', lang)}") for mark, key in
             (("(◆)", "windfall"), ("⬤", "good"), ("⚔", "defence"), ("◇", "development"),
              ("○", "world_cost"), (f"?{tr('legend.vp', lang)}", "vp_varies"),
              (tr("bonus.trade", lang), "trade"), (tr("bonus.double", lang), "double"),
              ("\\[x]", "selected"))]
    if robot:
        marks += [("   ", f"{mark} {tr(f'legend.{key}', lang)}")
                  for mark, key in (("●", "robot_dice"), ("▲", "your_dice"))]
    return kinds + marks


def legend(lang: str | None = None) -> str:
    """The symbols of the table, each with its word, on one line."""
    items = legend_items(lang)
    return items[0][1] + "".join(space + item for space, item in items[1:])


class Flow:
    """Items (Rich markup) on as few lines as the width allows, a line breaking only
    between two items: a symbol of the legend stays with its words ("○ world cost")."""

    def __init__(self, items: Sequence[tuple[str, str]], style: str = "") -> None:
        self.items = [(space, Text.from_markup(item)) for space, item in items]
        self.style = style

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        lines = [Text()]
        for space, item in self.items:
            line = lines[-1]
            if line.cell_len and line.cell_len + len(space) + item.cell_len > options.max_width:
                line = Text()
                lines.append(line)
            if line.cell_len:
                line.append(space)
            line.append_text(item)
        text = Text("\n").join(lines)
        text.stylize(self.style)
        yield text


def ordinal(n: int, lang: str | None = None) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st (German: 1., 2., ...)."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return tr(f"words.ordinal_{suffix}", lang, n=n)




def kind_title(kind: object, lang: str | None = None) -> str:
    """The decision panel's title for a kind of decision ("Choose your action"): the
    ``tui_game`` catalogue's [decision], else the kind's own name."""
    value = str(getattr(kind, "value", kind))
    try:
        return tr(f"decision.{value}", lang)
    except KeyError:  # a kind the catalogue does not word: its own name
        return value
