"""Race for the Galaxy in the core layer: its setup (``setup``), its ruleset with the
variants of The Gathering Storm (``ruleset``), its steps (``steps``) and what a seat cannot
see (``sampling``), registered in ``rftg.core.games``. Its rules are ``rftg.core.rules``,
its phases ``rftg.core.phases``, its state ``rftg.core.state``.

The module ``plugin`` registers the game in this layer's registry."""
