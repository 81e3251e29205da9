"""The compiled engine: the rules engine's own modules built with mypyc (an optional
speed-up, the same source and so the same rules).

``python tools/build_engine.py`` (run by ``dev.py`` before the game or the tests whenever
the build is missing or stale) compiles the modules in ``MODULES`` into
``build/compiled/`` beside the source tree, with a stamp: a digest of every source file
of ``rftg.core``, of the list of modules and of this Python.

The entry points switch it on, once, before anything imports the engine: the ``rftg``
command (``rftg.launch``), the tests (``tests/conftest.py``), the benchmarks and the
tools call ``enable()``. When the stamp matches the source as it is now, the compiled
modules then replace their ``.py`` twins (a finder on ``sys.meta_path``). Otherwise (no
build, a source edited since, another Python, or ``RFTG_PURE=1`` in the environment), and
in a program that does not call ``enable()``, everything runs from the ``.py`` files: a
stale build is never used, and nothing is written into the source folders.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "core"  # the folder installed as rftg.core
OUT = ROOT / "build" / "compiled"  # what tools/build_engine.py writes
STAMP = OUT / "stamp.txt"
GROUP = "rftg.core.compiled"  # mypyc's shared library: rftg.core.compiled__mypyc

# The compiled modules, as paths under core/: the cards' enums (compiled, their members are
# constants in the engine), the card and power classes the engine reads (rftg.core.cards
# validates content into them), the engine, the game state (with the state
# classes of Jump Drive and the solitaire game, which extend it: an interpreted class cannot
# extend a compiled one), decisions and moves (Jump Drive's moves extend ``Move``),
# observations, the rules, the phases, and the loop that plays a game out with computer
# players (play). Not compiled: package __init__ files and plugins (they register games),
# pydantic models (cards, setup, saves, the robot's table), events, and modules that only
# read files, write texts or drive whole games (simulate: tests replace its functions).
MODULES = (
    "actions.py",
    "cardenums.py",
    "carddata.py",
    "decisions.py",
    "draws.py",
    "ending.py",
    "engine.py",
    "gamestate.py",
    "moves.py",
    "observe.py",
    "play.py",
    "ruleset.py",
    "sampler.py",
    "scoring.py",
    "state.py",
    "jumpdrive/moves.py",
    "jumpdrive/state.py",
    "jumpdrive/steps.py",
    "race/newstate.py",
    "race/ruleset.py",
    "race/sampling.py",
    "race/spec.py",
    "race/steps.py",
    "solitaire/observe.py",
    "solitaire/state.py",
    "rules/consume.py",
    "rules/explore.py",
    "rules/goals.py",
    "rules/placement.py",
    "rules/powers.py",
    "rules/produce.py",
    "rules/round.py",
    "rules/terms.py",
    "value.py",
    "phases/consume.py",
    "phases/develop.py",
    "phases/explore.py",
    "phases/produce.py",
    "phases/round.py",
    "phases/settle.py",
    "phases/setup.py",
)

_usable: bool | None = None


def source_digest(source: Path = SOURCE) -> str:
    """A digest of this Python, of the list of compiled modules and of every source file of
    rftg.core (compiled or not: a compiled module relies on the types of the others)."""
    h = hashlib.sha256(f"{sys.version}|{sys.implementation.cache_tag}|{MODULES}".encode())
    for path in sorted(source.rglob("*.py")):
        h.update(path.relative_to(source).as_posix().encode() + b"\0")
        h.update(path.read_bytes() + b"\0")
    return h.hexdigest()


def current(stamp: Path = STAMP, source: Path = SOURCE) -> bool:
    """Whether the build behind ``stamp`` was made from ``source`` as it is now."""
    try:
        return stamp.read_text(encoding="utf-8").strip() == source_digest(source)
    except (OSError, UnicodeDecodeError):
        return False


def available() -> bool:
    """Whether the compiled engine can run here: a current build, not switched off by
    ``RFTG_PURE``."""
    global _usable
    if _usable is None:
        _usable = False
        if os.environ.get("RFTG_PURE", "") not in ("", "0"):
            return False
        _usable = current()
    return _usable


def active() -> bool:
    """Whether this process runs the compiled engine (``enable()`` switched it on)."""
    return _FINDER in sys.meta_path


def enable() -> bool:
    """Switch the compiled engine on for this process when it is ``available()``; whether
    it is on. An entry point calls this first: RuntimeError if an engine module has been
    imported already (that one would stay pure beside compiled ones)."""
    if active():
        return True
    if not available():
        return False
    files = _compiled_files()
    early = sorted(name for name in files if name in sys.modules)
    if early:
        raise RuntimeError(f"rftg.compiled.enable() after {early[0]} was imported: call it "
                           "before anything imports the engine")
    _FINDER.files = files
    sys.meta_path.insert(0, _FINDER)
    return True


def _compiled_files() -> dict[str, Path]:
    """The compiled engine's modules (and mypyc's shared library) by module name."""
    names = {f"rftg.core.{m.removesuffix('.py').replace('/', '.')}": m.removesuffix(".py")
             for m in MODULES}
    names[GROUP + "__mypyc"] = "compiled__mypyc"
    files = {}
    for name, rel in names.items():
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            path = OUT / "rftg" / "core" / f"{rel}{suffix}"
            if path.is_file():
                files[name] = path
                break
    return files


class _CompiledFinder(importlib.abc.MetaPathFinder):
    """Finds the engine's compiled modules in the build (the rest of rftg as usual)."""

    def __init__(self) -> None:
        self.files: dict[str, Path] = {}

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        file = self.files.get(fullname)
        if file is None:
            return None
        return importlib.util.spec_from_file_location(fullname, file)


_FINDER = _CompiledFinder()


def engine_kind() -> str:
    """"compiled" or "pure" (for benchmarks and bug reports): which engine is imported."""
    from rftg.core import engine

    return "compiled" if not engine.__file__ or not engine.__file__.endswith(".py") else "pure"
