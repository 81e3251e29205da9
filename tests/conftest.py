from __future__ import annotations

import pytest

from rftg.core.cards import Catalogue, Edition, catalogue


@pytest.fixture(scope="session")
def cat() -> Catalogue:
    return catalogue()


@pytest.fixture(scope="session")
def base_deck(cat: Catalogue) -> list:
    """Every physical card of a base game (the 11 start worlds included)."""
    return [c for c in cat.cards(Edition.BASE) for _ in range(c.copies_in(Edition.BASE))]
