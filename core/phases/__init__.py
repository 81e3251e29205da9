"""One module per phase; the engine calls their step functions."""
