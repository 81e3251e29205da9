"""Andromeda in the TUI layer: its mode on the new game screen and in the plain mode
(``game``), what the game screen shows (``present``, with its words and rows in
``words``), its game screen and dialogs (``screen``) and its plain view (``plain``).

The module ``plugin`` registers the game in this layer's registry."""
