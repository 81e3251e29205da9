"""Race for the Galaxy in the TUI layer (The Gathering Storm's variants and the solitaire
robot included): its game screen (``screen``), what the screen shows (``present``, from the
view models of ``model`` that the plain mode shares), its plain view (``plain``), its part
of the new game form (``form``), its dialogs (``dialogs``, ``goals``, the robot's notice:
``robot_notice``), its log (``log``), the robot's mat (``robot``) and its modes
(``game``).

The module ``plugin`` registers the game in this layer's registry."""
