"""Jump Drive in the TUI layer: its game screen and dialogs (``screen``), what the screen
shows (``present``, with its words in ``words``), its plain view (``plain``) and its mode on
the new game screen (``game``).

The module ``plugin`` registers the game in this layer's registry."""
