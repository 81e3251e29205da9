"""The compiled engine (rftg.compiled): used only when it was built from the source as it
is now, and it plays exactly the games the pure-Python engine plays."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from rftg import compiled

ROOT = Path(__file__).resolve().parent.parent

# Games of every mode the engine runs, with random players; each prints its digest, its
# number of decisions and its final scores, and the digest of its save loaded again.
PLAY = textwrap.dedent("""
    import json, sys, tempfile
    from pathlib import Path
    from rftg.compiled import enable, engine_kind
    enable()  # as the rftg command does
    from rftg.core.save import digest, load, save
    from rftg.core.simulate import play_game
    from rftg.core.race.setup import RaceSetup
    from rftg.core.games import read_setup
    from rftg.solver.players.random import RandomPlayer

    out = {"kind": engine_kind(), "games": []}
    with tempfile.TemporaryDirectory() as tmp:
        for setup in json.loads(sys.argv[1]):
            setup = read_setup(setup)
            seats = setup.players
            game, n = play_game(setup, [RandomPlayer(setup.seed * 8 + s) for s in range(seats)])
            path = Path(tmp) / "game.json"
            save(game, path)
            out["games"].append([digest(game), n, [s.total for s in game.scores()],
                                 digest(load(path))])
    print(json.dumps(out))
""")

SETUPS = [
    {"players": 2, "seed": 1},
    {"players": 4, "seed": 2},
    {"players": 2, "advanced": True, "seed": 3},
    {"players": 3, "edition": "gs", "goals": True, "seed": 4},
    {"players": 3, "edition": "gs", "draft": True, "seed": 5},
    {"players": 5, "edition": "gs", "goals": True, "seed": 6},
    {"players": 2, "start": "experienced", "seed": 7},
    {"players": 2, "game": "jumpdrive", "seed": 8},
]


def _play(pure: bool) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k != "RFTG_PURE"}
    if pure:
        env["RFTG_PURE"] = "1"
    proc = subprocess.run([sys.executable, "-c", PLAY, json.dumps(SETUPS)], cwd=ROOT, env=env,
                          capture_output=True, text=True, check=True)
    result: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def test_the_suite_runs_on_the_compiled_engine_when_dev_py_built_it():
    # dev.py test builds the engine and says so; then every test here runs compiled code
    if os.environ.get("RFTG_EXPECT_COMPILED") != "1" or os.environ.get("RFTG_PURE"):
        pytest.skip("not started by dev.py after a successful build")
    assert compiled.active()
    assert compiled.engine_kind() == "compiled"
    from rftg.core.rules import placement

    assert not placement.__file__.endswith(".py")


def test_the_compiled_engine_plays_the_same_games_as_the_pure_python_one():
    if not compiled.current():
        pytest.skip("no current compiled build (python tools/build_engine.py makes one)")
    fast, slow = _play(pure=False), _play(pure=True)
    assert (fast["kind"], slow["kind"]) == ("compiled", "pure")
    assert fast["games"] == slow["games"]
    assert len(fast["games"]) == len(SETUPS)  # type: ignore[arg-type]


def test_a_build_is_used_only_for_the_source_it_was_made_from(tmp_path):
    source = tmp_path / "core"
    shutil.copytree(ROOT / "core", source, ignore=shutil.ignore_patterns("__pycache__"))
    stamp = tmp_path / "stamp.txt"
    assert not compiled.current(stamp, source)  # no build
    stamp.write_text(compiled.source_digest(source) + "\n", encoding="utf-8")
    assert compiled.current(stamp, source)
    engine = source / "rules" / "placement.py"
    engine.write_text(engine.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    assert not compiled.current(stamp, source)  # a source edited since the build
    stamp.write_text(compiled.source_digest(source) + "\n", encoding="utf-8")
    (source / "new_module.py").write_text("X = 1\n", encoding="utf-8")
    assert not compiled.current(stamp, source)  # a module added
    stamp.write_bytes(b"\xff\xfe not a digest")
    assert not compiled.current(stamp, source)  # a broken stamp


def test_a_build_of_other_modules_is_not_used(monkeypatch, tmp_path):
    stamp = tmp_path / "stamp.txt"
    stamp.write_text(compiled.source_digest() + "\n", encoding="utf-8")
    assert compiled.current(stamp)
    monkeypatch.setattr(compiled, "MODULES", (*compiled.MODULES, "events.py"))
    assert not compiled.current(stamp)  # the list of compiled modules changed since


def test_rftg_pure_switches_the_compiled_engine_off():
    env = dict(os.environ, RFTG_PURE="1")
    proc = subprocess.run(
        [sys.executable, "-c", "from rftg.compiled import active, engine_kind; "
         "print(active(), engine_kind())"],
        cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert proc.stdout.split() == ["False", "pure"]


def _run(code: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "RFTG_PURE"}
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True)


def test_only_an_entry_point_switches_the_compiled_engine_on():
    # the rftg command, the tests, the benches and the tools call enable() first; a program
    # that does not runs the pure engine, and enable() after the engine was imported refuses
    if not compiled.available():
        pytest.skip("no current compiled build (python tools/build_engine.py makes one)")
    plain = _run("from rftg.compiled import active, engine_kind; print(active(), engine_kind())")
    assert plain.stdout.split() == ["False", "pure"]
    on = _run("from rftg.compiled import enable, engine_kind; print(enable(), engine_kind())")
    assert on.stdout.split() == ["True", "compiled"]
    late = _run("import rftg.core.engine\nfrom rftg.compiled import enable\nenable()")
    assert late.returncode != 0
    assert "enable() after rftg.core." in late.stderr and "was imported" in late.stderr
