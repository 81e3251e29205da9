"""The rules tutor: explanations of phases, powers and decisions, in context.

- ``rftg.tutor.explain``: ``explain(obs) -> Explanation`` for the pending decision, with
  this player's numbers; ``why_not(obs, card_id) -> WhyNot | None``; ``explain_score``;
  ``Tutor`` (one per player and game) adds concept introductions.
- ``rftg.tutor.numbers``: the breakdowns (explore draw/keep, costs, military, trade values,
  consume and produce steps) of ``rftg.core.rules``, for ``observation(game, player)``
  (its powers and phase facts), with their terms in words.
- ``rftg.tutor.concepts``: the concept graph (networkx), glossary, ``Lessons``.
- ``rftg.tutor.topics`` and ``rftg.tutor.cli``: ``rftg rules [TOPIC]``.

All texts live in ``content/text/<lang>/tutor.toml`` (English and German, the same keys).
Functions that word a text take ``lang: str | None = None``: None is the language of this
run (``rftg.core.lang.current()``), so the TUI, the hints and the plain mode need not pass
it. Topic names (what one types) are the same in every language; ``find`` also takes a
topic's title in the language shown ("Entwickeln").
"""
