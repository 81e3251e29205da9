"""Running `rftg analyze ...` in tests: the success and failure contracts of the tools."""

from __future__ import annotations

from rftg.cli import main


def run_ok(capsys, argv):
    """A successful command: status 0, nothing on stderr; returns stdout."""
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def run_error(capsys, argv):
    """A failing command: status 2, nothing on stdout, one line on stderr that starts with
    the tool's name ("rftg analyze score: ..."), no traceback; returns stderr."""
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith(f"rftg {argv[0]} {argv[1]}: ")
    assert "Traceback" not in err
    return err


def run_batch_with_bad_lines(capsys, argv, bad: int) -> tuple[list[str], str]:
    """A --batch run with ``bad`` bad lines: status 2, one line on stderr per bad line
    (each starting with the tool's name, no traceback), the good lines still answered on
    stdout; returns (stdout lines, stderr)."""
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert err.count("\n") == bad
    assert all(line.startswith(f"rftg {argv[0]} {argv[1]}: ") for line in err.splitlines())
    assert "Traceback" not in err
    return out.splitlines(), err
