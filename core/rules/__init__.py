"""The rules of the game, each written once as a pure function that returns its value with
a breakdown of labelled terms (``terms.Breakdown``). The engine's phases decide with them;
the planners, the computer players, the hints and the tutor call the same functions.

- ``powers``: which powers work now (``active_powers``)
- ``explore``: cards drawn and kept (``explore_counts``)
- ``placement``: development cost, military against a world, world costs, every way to
  place a card and why the others fail (``develop_cost``, ``military``, ``settle_ways``)
- ``consume``: trade values, the consume powers usable now and their gains
- ``produce``: production, windfall choices, the draw powers' cards
- ``rftg.core.scoring``: final scoring (6-cost bonuses, tie-break)
"""
