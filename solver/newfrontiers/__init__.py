"""New Frontiers' computer players (random, easy, normal); ``plugin`` registers them."""
