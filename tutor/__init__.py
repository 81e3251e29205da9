"""The rules tutor: explanations of phases, powers and decisions, in context.

- ``rftg.tutor.games``: the registry (``TUTORS``) of each game's rules topics and its tutor
  for one player, registered from the game's own sub-package: ``rftg.tutor.race`` (Race for
  the Galaxy, its variants and the solitaire robot) and ``rftg.tutor.jumpdrive``.
- ``rftg.tutor.cli``: ``rftg rules [--game G] [TOPIC]``, from the registry.
- ``rftg.tutor.texts``: the tutor catalogue's texts and the rulebook references.

All texts live in ``content/text/<lang>/tutor*.toml`` (English and German, the same keys).
Functions that word a text take ``lang: str | None = None``: None is the language of this
run (``rftg.core.lang.current()``), so the TUI, the hints and the plain mode need not pass
it. Topic names (what one types) are the same in every language; ``find`` also takes a
topic's title in the language shown ("Entwickeln").
"""
