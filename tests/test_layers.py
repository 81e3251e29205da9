"""The layers, read from the source: one direction of flow (content -> core -> solver /
tutor -> tui -> the command line), a kernel that knows no game, and no import cycle.

The import graph is read with ``ast`` from every module of the installed packages, imports
inside functions included (a lazy import is still a dependency; only imports under ``if
TYPE_CHECKING:`` are left out of the cycle check, since they never run). No exceptions are
listed: a new edge that breaks a rule fails here, with the modules that make it.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parent.parent
# the source folders and their package names (pyproject.toml's package-dir)
FOLDERS = {"core": "rftg.core", "content": "rftg.content", "solver": "rftg.solver",
           "tutor": "rftg.tutor", "tui": "rftg.tui", "rftg": "rftg"}
LAYERS = ("rftg.content", "rftg.core", "rftg.solver", "rftg.tutor", "rftg.tui")
# The kernel: the modules that run any declared game. They import no game's module.
KERNEL = frozenset({
    "rftg.core", "rftg.core.decisions", "rftg.core.draws", "rftg.core.ending",
    "rftg.core.engine", "rftg.core.errors", "rftg.core.games", "rftg.core.gamesetup",
    "rftg.core.gamestate", "rftg.core.interrupt", "rftg.core.lang", "rftg.core.limits",
    "rftg.core.play", "rftg.core.registry", "rftg.core.ruleset", "rftg.core.sampler",
    "rftg.core.save", "rftg.core.simulate", "rftg.core.value",
})


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT)
    parts = list(rel.parts[1:])
    parts[-1] = parts[-1].removesuffix(".py")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([FOLDERS[rel.parts[0]], *parts])


def modules() -> dict[str, Path]:
    found = {}
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if "__pycache__" not in path.parts:
                found[module_name(path)] = path
    return found


MODULES = modules()


def layer(module: str) -> str:
    """The layer a module belongs to: one of LAYERS, or "rftg" (the command line)."""
    return next((p for p in LAYERS if module == p or module.startswith(p + ".")), "rftg")


def _type_checking_only(tree: ast.AST) -> set[int]:
    """The ids of the nodes under ``if TYPE_CHECKING:``."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                out.update(id(n) for n in ast.walk(child))
    return out


def _known(name: str) -> str | None:
    """The module of ours that an imported name is (or is in), if any."""
    parts = name.split(".")
    for n in range(len(parts), 0, -1):
        candidate = ".".join(parts[:n])
        if candidate in MODULES:
            return candidate
    return None


def imports(module: str) -> Iterator[tuple[str, bool]]:
    """(imported module of ours, whether the import runs) for every import in ``module``:
    at the top, in a function, or only for the type checker."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    checking = _type_checking_only(tree)
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            # "from package import module" imports the package and the module
            names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        for name in names:
            target = _known(name)
            if target is not None and target != module:
                yield target, id(node) not in checking


def graph(runtime_only: bool) -> nx.DiGraph:
    g = nx.DiGraph()
    g.add_nodes_from(MODULES)
    for module in MODULES:
        for target, runs in imports(module):
            if runs or not runtime_only:
                g.add_edge(module, target)
    return g


ALL = graph(runtime_only=False)


def offending(allowed: Callable[[str, str], bool]) -> list[str]:
    return sorted(f"{a} imports {b}" for a, b in ALL.edges if not allowed(a, b))


RULES: dict[str, Callable[[str, str], bool]] = {
    "core imports nothing above it (solver, tutor, tui, the command line)":
        lambda a, b: layer(a) != "rftg.core" or layer(b) in ("rftg.core", "rftg.content"),
    "content is data: it imports no other layer":
        lambda a, b: layer(a) != "rftg.content" or layer(b) == "rftg.content",
    "solver and tutor import neither tui nor the command line":
        lambda a, b: layer(a) not in ("rftg.solver", "rftg.tutor")
        or layer(b) not in ("rftg.tui", "rftg"),
    "solver does not import tutor":
        lambda a, b: layer(a) != "rftg.solver" or layer(b) != "rftg.tutor",
    "tui does not import the command line":
        lambda a, b: layer(a) != "rftg.tui" or layer(b) != "rftg",
    "the kernel imports no game (only the kernel)":
        lambda a, b: a not in KERNEL or b in KERNEL,
}


@pytest.mark.parametrize("rule", list(RULES))
def test_a_layer_imports_only_below_it(rule: str) -> None:
    assert offending(RULES[rule]) == []


def test_no_import_cycle() -> None:
    """Between modules, counting the imports that run (at the top or in a function)."""
    runtime = graph(runtime_only=True)
    cycles = [sorted(c) for c in nx.strongly_connected_components(runtime) if len(c) > 1]
    assert cycles == []


def test_the_graph_is_read_from_every_module() -> None:
    """A sanity check of the reader: it finds the engine's imports, lazy ones included."""
    assert "rftg.core.ruleset" in ALL.successors("rftg.core.engine")
    assert len(MODULES) > 150 and ALL.number_of_edges() > 600


def test_nothing_outside_a_games_sub_packages_branches_on_the_game() -> None:
    """Issue 25: "Outside a game's own sub-packages nothing branches on which game or
    variant is played." Read by tools/game_branches.py (the same grep gave 79 lines at
    cee2330, before the games became plug-ins): a test on the game's id, a variant's option
    or a game's own class, outside core/<game>, solver/<game>, tutor/<game>, tui/<game>,
    rftg/<game> and Race's variants (core/solitaire, core/variants)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("game_branches",
                                                  ROOT / "tools" / "game_branches.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert [f"{rel}:{i}: {line}" for rel, i, line in tool.branches(ROOT)] == []


def test_every_package_of_the_source_is_installed() -> None:
    """pyproject.toml lists every folder with an __init__.py (a game's new sub-package
    missing from the list would be left out of a regular install)."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(project["tool"]["setuptools"]["packages"])
    found = {FOLDERS[path.relative_to(ROOT).parts[0]] + "".join(
                 f".{part}" for part in path.parent.relative_to(ROOT).parts[1:])
             for folder in FOLDERS for path in (ROOT / folder).rglob("__init__.py")}
    assert sorted(found - listed) == []
