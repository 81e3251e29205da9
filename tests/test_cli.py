"""The `rftg` command: help without arguments, and `rftg cards`."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rftg.cli import main


def test_help_lists_the_commands(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: rftg")
    assert "cards" in out and "simulate" in out


def test_help_describes_every_analyze_tool(capsys):
    """`rftg --help` names each tool of `rftg analyze` and what it does."""
    import argparse

    from rftg.cli import _build_parser

    parser = _build_parser()
    (commands,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    analyze = commands.choices["analyze"]
    (tools,) = [a for a in analyze._actions if isinstance(a, argparse._SubParsersAction)]
    assert set(tools.choices) == {"score", "consume", "place"}
    with pytest.raises(SystemExit):
        main(["--help"])
    out = " ".join(capsys.readouterr().out.split())
    said = out[out.index("analyze "):out.index(" simulate ")]
    for tool, words in (("score", "final scores of tableaus"), ("consume", "consume plan"),
                        ("place", "place each hand card")):
        assert f"{tool} (" in said and words in said


def test_no_terminal_no_game(capsys):
    """Without a terminal (a pipe, CI) `rftg` explains instead of drawing a screen."""
    assert main([]) == 2
    assert "interactive terminal" in capsys.readouterr().err


def test_installed_console_command_runs():
    """The `rftg` entry point works as a module too (what the quick start starts)."""
    proc = subprocess.run([sys.executable, "-m", "rftg", "--version"], capture_output=True,
                          text=True, check=True)
    assert proc.stdout.startswith("rftg ")


def test_free_trade_association(capsys):
    assert main(["cards", "Free Trade Association"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "Free Trade Association  (Freihandelsunion)"
    assert "6-cost development · cost 6" in out
    assert "IV: Consume up to 3 Novelty goods: 1 VP and 1 card each" in out
    assert "V: Produce a good on one of your Novelty windfall worlds without a good" in out
    assert "Bonus: 2 VP per Novelty production world" in out
    assert "Bonus: 2 SP für Absatzmärkte" in out


def test_german_name_finds_the_card(capsys):
    assert main(["cards", "kontaktspezialist"]) == 0
    assert capsys.readouterr().out.startswith("Contact Specialist  (Kontaktspezialist)")


def test_unknown_card_gives_close_matches_and_status_2(capsys):
    assert main(["cards", "Free Trade Assoc"]) == 2
    err = capsys.readouterr().err
    assert "no card named 'Free Trade Assoc'" in err
    assert "Did you mean: Free Trade Association?" in err


def test_card_not_in_edition(capsys):
    assert main(["cards", "Hive World", "--edition", "base"]) == 2
    assert "no card named 'Hive World' in base game" in capsys.readouterr().err


def test_list_by_edition(capsys):
    assert main(["cards", "--edition", "base"]) == 0
    out = capsys.readouterr().out
    assert "101 distinct cards: 120 cards in a base game" in out
    assert "Hive World" not in out


def test_json_catalogue_shape(capsys):
    assert main(["cards", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data) == 120
    required = {"name", "name_de", "type", "cost", "vp", "military", "windfall", "goods",
                "start", "copies", "keywords", "powers", "text"}
    for obj in data:
        assert required <= set(obj)
        assert obj["type"] in ("world", "development")
        assert obj["goods"] in (None, "NOVELTY", "RARE", "GENE", "ALIEN")
        assert set(obj["copies"]) == {"base", "gs"}
    assert sum(o["copies"]["base"] for o in data) == 120
    assert sum(o["copies"]["gs"] for o in data) == 142
    fta = next(o for o in data if o["name"] == "Free Trade Association")
    assert fta["name_de"] == "Freihandelsunion"
    assert fta["powers"][0] == {"phase": "consume", "effect": "consume", "kind": "NOVELTY",
                                "count": 3, "vp": 1, "cards": 1}
    cs = next(o for o in data if o["name"] == "Contact Specialist")
    assert cs["copies"] == {"base": 2, "gs": 3}
    rebel = next(o for o in data if o["name"] == "Rebel Base")
    assert rebel["military"] is True and rebel["cost"] == 6


@pytest.mark.parametrize("edition,count", [("base", 101), ("gs", 120)])
def test_json_by_edition(capsys, edition, count):
    assert main(["cards", "--json", "--edition", edition]) == 0
    assert len(json.loads(capsys.readouterr().out)) == count


@pytest.mark.parametrize("command", ["cards", "rules"])
def test_a_closed_pipe_ends_quietly(command):
    """`rftg cards | head -1`: the reader stops after one line; rftg stops without a
    BrokenPipeError traceback."""
    proc = subprocess.Popen([sys.executable, "-m", "rftg", command], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()  # what head does after its line
    err = proc.stderr.read().decode()
    proc.stderr.close()
    code = proc.wait()
    assert first
    assert "Traceback" not in err and "BrokenPipe" not in err
    assert code == 0
