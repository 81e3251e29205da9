from __future__ import annotations

from collections.abc import Iterator

import pytest

from rftg.compiled import enable

# the compiled engine when dev.py built it (RFTG_PURE=1: the pure one), before a test
# imports the engine
enable()

from rftg.core.cards import Catalogue, Edition, catalogue  # noqa: E402
from rftg.core.lang import set_language  # noqa: E402

# The rules and scenario tests (each rule with the rulebook's words, random play's
# invariants): marked ``rules``, they run a second time on the pure engine (dev.py test).
RULES_TESTS = ("test_rules_", "test_jumpdrive_rules", "test_solitaire_rules", "test_gs_",
               "test_scoring", "test_ruleset", "test_engine_properties")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.name.startswith(RULES_TESTS):
            item.add_marker(pytest.mark.rules)


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


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path_factory: pytest.TempPathFactory,
                     monkeypatch: pytest.MonkeyPatch) -> None:
    """No test writes to the user's data folder: the app counts every finished game in
    the statistics there (a test's own RFTG_HOME, set after this, wins)."""
    monkeypatch.setenv("RFTG_HOME", str(tmp_path_factory.mktemp("home")))
