"""How a screen speaks the language of the run: its key bindings' descriptions from a
catalogue, and ``refresh_language`` when the player switches the language."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from textual.dom import DOMNode
from textual.widgets import Select

from rftg.core import lang as language
from rftg.tui.bindings import relabel


def language_hook(node: object) -> Callable[[], None] | None:
    """A node's ``refresh_language()``, if it has one: the app calls it on every screen of
    the stack and every widget on them when the player switches the language, and the
    node shows its words again (a game goes on as it was)."""
    hook = getattr(node, "refresh_language", None)
    return hook if callable(hook) else None


def translate_bindings(node: DOMNode, section: str, domain: str = "tui") -> None:
    """Give ``node``'s key bindings the descriptions of the language of the run: the text
    at ``<section>.<action>`` of ``domain`` (the action without its namespace: "app.help"
    is ``help``). A binding without a text keeps its description. Call it in ``__init__``
    and again from ``refresh_language`` (then ``refresh_bindings`` shows them)."""
    texts = language.raw(domain, section)
    relabel(node, {b.action: str(texts[name]) for _, b in node._bindings
                   if b.description
                   and isinstance(texts.get(name := b.action.rsplit(".", 1)[-1]), str)})


def relabel_select(select: Select[Any], options: Sequence[tuple[str, Any]]) -> None:
    """The same options of ``select`` in other words; the choice stays."""
    value = select.value
    with select.prevent(Select.Changed):  # nothing the player chose changes
        select.set_options(options)
        select.value = value
        select.mutate_reactive(Select.value)  # type: ignore[misc]  # (new words)
