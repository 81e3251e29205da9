"""Key bindings whose descriptions follow the language of the run, and a key bar that fits
the width of the terminal.

Textual builds a node's bindings from its class's ``BINDINGS`` once, with the English
descriptions written there. ``relabel`` gives the node's own copy the descriptions of the
catalogue instead (by action name) and asks the footer to show them again, so a screen's
``refresh_language`` can call it whenever the language changes. ``fit`` makes the key bar
fit: Textual's footer cuts off whatever does not fit, so at 80 columns "? Help" and
"q Quit" were gone."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from textual.binding import Binding
from textual.dom import DOMNode
from textual.widgets import Footer

# columns of one key in the footer beyond its key and word: " c Confirm " (Textual's
# padding), compact "c Confirm" and a margin; and of the command palette's key on the right
_KEY_PAD, _KEY_PAD_COMPACT = 3, 2
_PALETTE, _PALETTE_COMPACT = 13, 12


def relabel(node: DOMNode, descriptions: Mapping[str, str]) -> None:
    """Give the bindings of ``node`` whose action is in ``descriptions`` that description
    (the node's own bindings only; its class keeps the English ones)."""
    for key, bindings in node._bindings.key_to_bindings.items():
        node._bindings.key_to_bindings[key] = [
            dataclasses.replace(b, description=descriptions[b.action])
            if b.action in descriptions else b for b in bindings]
    node.refresh_bindings()


def declared_shown(cls: type) -> dict[str, bool]:
    """Whether each action's key is on the bar as declared by ``cls`` and its bases (a
    subclass's own BINDINGS win), before ``fit`` hides any."""
    shown: dict[str, bool] = {}
    for klass in reversed(cls.__mro__):
        for b in Binding.make_bindings(klass.__dict__.get("BINDINGS", [])):
            shown[b.action] = b.show
    return shown


def fit(node: DOMNode, footer: Footer, width: int, drop: Sequence[str]) -> None:
    """Make the key bar of ``node`` fit ``width`` columns: first compact, then without the
    command palette's key (Ctrl+P still opens it), then without the keys whose actions are
    in ``drop``, in that order, until it fits ("?" lists every key). A wider terminal gets
    them back. Call after ``relabel``: the words decide the width."""
    declared = declared_shown(type(node))
    keys = [(b.action, len(node.app.get_key_display(b)) + len(str(b.description)))
            for bindings in node._bindings.key_to_bindings.values() for b in bindings
            if declared.get(b.action, b.show)]

    def need(compact: bool, palette: bool, hidden: Sequence[str]) -> int:
        pad = _KEY_PAD_COMPACT if compact else _KEY_PAD
        extra = (_PALETTE_COMPACT if compact else _PALETTE) if palette else 0
        return sum(n + pad for action, n in keys if action not in hidden) + extra

    compact, palette, hidden = False, True, list[str]()
    if need(False, True, hidden) > width:
        compact = True
        if need(True, True, hidden) > width:
            palette = False
            for action in drop:
                if need(True, False, hidden) <= width:
                    break
                hidden.append(action)
    footer.compact = compact
    footer.show_command_palette = palette
    for key, bindings in node._bindings.key_to_bindings.items():
        node._bindings.key_to_bindings[key] = [
            dataclasses.replace(b, show=declared.get(b.action, b.show)
                                and b.action not in hidden) for b in bindings]
    node.refresh_bindings()
