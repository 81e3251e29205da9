"""Jump Drive in the tutor layer: its rules topics (``topics``: ``rftg rules --game
jumpdrive``) and the explanation of each decision with the player's numbers (``explain``;
each choice worded by ``rftg.core.jumpdrive.optiontext``, which the hints share).

The module ``plugin`` registers the game in this layer's registry."""

from rftg.core.jumpdrive.optiontext import texts
from rftg.tutor.jumpdrive.explain import explain_option, notes, said, say, topic_of
from rftg.tutor.jumpdrive.topics import listing, render_topic, topic_names

__all__ = ["explain_option", "listing", "notes", "render_topic", "said", "say", "texts",
           "topic_names", "topic_of"]
