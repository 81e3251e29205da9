"""``rftg ... --game jumpdrive`` on the command line: Ctrl+C ends quietly with the shell's
status 130 (a simulation first prints the games it played), a closed pipe quietly."""

from __future__ import annotations

import subprocess
import sys

from rftg.cli import main
from rftg.core import simulate
from rftg.jumpdrive import commands as jdcli


def test_ctrl_c_in_a_simulation_prints_the_games_played_and_gives_130(monkeypatch, capsys):
    real = simulate._play_one

    def play_one(result, i, setup, make_players):
        if i == 2:
            raise KeyboardInterrupt
        real(result, i, setup, make_players)

    monkeypatch.setattr(simulate, "_play_one", play_one)
    assert main(["simulate", "--game", "jumpdrive", "--games", "10"]) == 130
    out = capsys.readouterr()
    assert "Interrupted (Ctrl+C) after 2 of 10 games" in out.out
    assert "2 of 2 games completed" in out.out
    assert out.err == ""


def test_ctrl_c_in_the_card_table_gives_130_quietly(monkeypatch, capsys):
    def interrupted(*args: object) -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr(jdcli, "card_table", interrupted)
    assert main(["cards", "--game", "jumpdrive"]) == 130
    assert capsys.readouterr().err == ""


def test_a_closed_pipe_ends_quietly():
    cmd = f"{sys.executable} -m rftg cards --game jumpdrive | head -1; " \
          f"{sys.executable} -m rftg simulate --game jumpdrive --games 40 | head -c 1"
    done = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, check=False)
    assert done.stdout.startswith("Name")
    assert done.stderr == ""


def test_ctrl_c_before_the_game_screen_gives_130(monkeypatch, capsys):
    """``rftg --game jumpdrive``: Ctrl+C while the app starts (before it has the terminal)
    ends quietly with the shell's status for Ctrl+C."""
    from rftg import cli

    def interrupted(args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "_play", interrupted)
    assert main(["--game", "jumpdrive"]) == 130
    assert capsys.readouterr().err == ""
