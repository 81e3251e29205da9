"""New Frontiers in the TUI layer: its mode on the new game screen and in the plain mode
with its form (``game``, ``form``), what the game screen shows (``present``, its words in
``words``), its game screen with the tile, score and notice dialogs (``screen``) and its
plain view (``plain``).

The module ``plugin`` registers the game in this layer's registry."""
