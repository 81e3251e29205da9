"""Learned models for Race for the Galaxy's computer players, trained by self-play.

* ``features``: what a position looks like to one seat, as numbers: card-level inputs
  read from that seat's observation only (``core.observe``).
* ``net``: a small numpy network (one hidden layer) and its training (Adam).
* ``models``: the trained weights per game (``content/weights/``): a position evaluation
  (the seat's expected final margin and its chance to win) and a model of a player's
  action choice.

The hard player (``solver.players.learned``) uses both in its determinized search;
``tools/train_learned.py`` trains them in generations of self-play.
"""
