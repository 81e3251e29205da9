"""Issue 29: the help of `rftg analyze score|consume|place` shows an example that works as
written: `--example` prints the input file the example reads (it ships in the package), and
the tool answers it."""

from __future__ import annotations

from pathlib import Path

import pytest

from rftg.cli import main
from rftg.core import lang as language


@pytest.mark.parametrize(("tool", "args"), [("score", ["--batch"]), ("consume", ["--text"]),
                                            ("place", ["--text"])])
def test_the_helps_example_works(tool: str, args: list[str], tmp_path: Path,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", tool, "--example"]) == 0
    example = capsys.readouterr().out
    epilog = language.text("cli" if tool == "score" else "hints",
                           "score.epilog" if tool == "score" else f"analyze_{tool}.epilog")
    written, run = epilog.removeprefix("Example: ").split("; ")
    assert written.startswith(f"rftg analyze {tool} --example > ")
    name = written.rsplit(" ", 1)[1]
    assert run == f"rftg analyze {tool} {' '.join(args)} {name}"
    (tmp_path / name).write_text(example, encoding="utf-8")
    assert main(["analyze", tool, *args, str(tmp_path / name)]) == 0
    assert capsys.readouterr().out.strip()


def test_a_tool_without_its_file_says_how(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["analyze", "consume"])
    assert exit_.value.code == 2
    assert "--example" in capsys.readouterr().err
