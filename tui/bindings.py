"""Key bindings whose descriptions follow the language of the run.

Textual builds a node's bindings from its class's ``BINDINGS`` once, with the English
descriptions written there. ``relabel`` gives the node's own copy the descriptions of the
catalogue instead (by action name) and asks the footer to show them again, so a screen's
``refresh_language`` can call it whenever the language changes."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from textual.dom import DOMNode


def relabel(node: DOMNode, descriptions: Mapping[str, str]) -> None:
    """Give the bindings of ``node`` whose action is in ``descriptions`` that description
    (the node's own bindings only; its class keeps the English ones)."""
    for key, bindings in node._bindings.key_to_bindings.items():
        node._bindings.key_to_bindings[key] = [
            dataclasses.replace(b, description=descriptions[b.action])
            if b.action in descriptions else b for b in bindings]
    node.refresh_bindings()
