"""Race for the Galaxy in the tutor layer (its variants and the solitaire robot included):

- ``explain``: ``explain(obs) -> Explanation`` for the pending decision, with this
  player's numbers; ``why_not(obs, card_id) -> WhyNot | None``; ``explain_score``;
  ``Tutor`` (one per player and game) adds concept introductions.
- ``numbers``: the breakdowns (explore draw/keep, costs, military, trade values, consume
  and produce steps) of ``rftg.core.rules``, for ``observation(game, player)`` (its powers
  and phase facts), with their terms in words.
- ``concepts``: the concept graph (networkx), glossary, ``Lessons``.
- ``topics``: the rules topics of ``rftg rules [TOPIC]``.
- ``robot``: the solitaire robot's dice, turns and notice, in words.

The module ``plugin`` registers the game in this layer's registry.
"""
