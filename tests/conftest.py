from __future__ import annotations

from collections.abc import Iterator

import pytest

from rftg.core.cards import Catalogue, Edition, catalogue
from rftg.core.lang import set_language


@pytest.fixture(scope="session")
def cat() -> Catalogue:
    return catalogue()


@pytest.fixture(scope="session")
def base_deck(cat: Catalogue) -> list:
    """Every physical card of a base game (the 11 start worlds included)."""
    return [c for c in cat.cards(Edition.BASE) for _ in range(c.copies_in(Edition.BASE))]


@pytest.fixture
def german() -> Iterator[None]:
    """The run's language is German for this test, English again afterwards."""
    set_language("de")
    try:
        yield
    finally:
        set_language("en")


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    """Every test starts and ends in English, whatever a test before it chose."""
    set_language("en")
    yield
    set_language("en")
