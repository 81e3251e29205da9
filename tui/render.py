"""How cards, goods and players look in the terminal (Rich markup strings).

Goods kinds have a colour AND a distinct shape, for colour-blind players (the printed
cards use the position of a small "moon" for the same purpose):

    Novelty ◆ blue   Rare ■ brown   Gene ▲ green   Alien ★ yellow

A production world shows its kind's shape; a windfall world shows it in a ring: (◆).
A good on a world is shown as ⬤ after it; military worlds show their defence as ⚔5.
"""

from __future__ import annotations

from rftg.core.cards import Card, GoodsKind

KIND_STYLE = {
    GoodsKind.NOVELTY: ("◆", "#5b9bd5", "Novelty"),
    GoodsKind.RARE: ("■", "#c0804a", "Rare"),
    GoodsKind.GENE: ("▲", "#4caf50", "Gene"),
    GoodsKind.ALIEN: ("★", "#e6c229", "Alien"),
}
GOOD = "⬤"


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


def vp_mark(card: Card) -> str:
    return "[magenta]?VP[/]" if card.bonuses else f"[magenta]{card.vp}VP[/]"


def card_line(card: Card, has_good: bool = False, width: int = 26) -> str:
    """One card on one line: cost/defence, name, goods kind, VP (and a good if it has one)."""
    name = card.name if len(card.name) <= width else card.name[: width - 1] + "…"
    goods = kind_mark(card.goods, card.windfall) if card.goods else ""
    good = f" {good_mark(card.goods)}" if has_good else ""
    pad = " " * (width - len(name))
    return f"{cost_mark(card):>3} {esc(name)}{pad} {goods:<3} {vp_mark(card)}{good}"


def legend() -> str:
    parts = [f"{kind_mark(k)} {n}" for k, (_, _, n) in KIND_STYLE.items()]
    return ("  ".join(parts) + "   (◆) windfall world   ⬤ good   ⚔ defence   ◇ development"
            "   ○ world cost")
