"""A game as the app plays it: one human seat, computer players in the others, undo and
redo of the human's decisions, save, load and autosave. No Textual here: the screens call
this, and tests drive it directly.

Computer players are made afresh for every decision with a seed derived from the game's
seed and the number of choices so far, so replaying the choices (undo, load) gives the
very same game.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rftg.core import limits
from rftg.core.cards import Card
from rftg.core.decisions import Choice, Decision
from rftg.core.engine import Game
from rftg.core.errors import error, os_reason, read_bounded
from rftg.core.gamesetup import GameSetup
from rftg.core.save import SaveError, load_with_meta, replay, save
from rftg.solver.games import SOLVERS
from rftg.solver.games import Hinted as Hinted  # what the screens show of a hint

DIFFICULTIES = {"easy": "easy", "normal": "normal", "hard": "hard", "hard-2": "hard-2"}
"""Difficulty -> computer player kind (``rftg.solver.players.make_player``)."""


def data_dir() -> Path:
    """Where saves live: $RFTG_HOME, else $XDG_DATA_HOME/rftg, else ~/.local/share/rftg."""
    if os.environ.get("RFTG_HOME"):
        return Path(os.environ["RFTG_HOME"])
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "rftg"


@dataclass(frozen=True)
class NewGame:
    """What the new game screen (or the plain mode) asks: the game, the players, the
    computer players' difficulty, the seed, and the options of Race for the Galaxy (its
    expansion, goals, draft, own cards, the solitaire robot's difficulty) that another
    game leaves as they are. Its game makes the setup (``rftg.tui.games``)."""

    players: int = 2
    difficulty: str = "normal"
    start: str = "first"
    advanced: bool = False
    seed: int = 0
    name: str = "You"
    game: str = "rftg"  # the game's id (rftg.tui.games)
    expansion: str = "base"  # "gs": The Gathering Storm
    goals: bool = False  # The Gathering Storm's goals
    draft: bool = False  # The Gathering Storm's draft (2-3 players)
    custom_cards: tuple[Card, ...] = ()  # the player's own cards (rftg.core.custom)
    robot: str | None = None  # the solitaire game: the robot's difficulty (1 player)
    humans: int = 1  # people at this screen: seats 0 .. humans-1 (pass-and-play), the
    # rest computer players

    def names(self, players: int) -> tuple[str, ...]:
        """The seats' names: one person is ``name`` ("You"); several are "Player 1",
        "Player 2", ... (in the language of the run); computer players "Computer 1", ..."""
        if self.humans <= 1:
            people: tuple[str, ...] = (self.name,)
        else:
            from rftg.tui.texts import t

            people = tuple(t("pass.player", n=i) for i in range(1, self.humans + 1))
        return (*people, *(f"Computer {i}" for i in range(1, players - len(people) + 1)))

    def setup(self) -> GameSetup:
        """The game's setup, made by its game (``TuiGame.setup``); ValueError (the setup
        model's message) for a combination the rules do not allow."""
        from rftg.tui.games import TUIS

        return TUIS.get(self.game).setup(self)


class GameSession:
    """``humans``: the seats people play at this screen (pass-and-play: several; None:
    ``human`` alone); ``human`` is the one playing now (whose hand the screen shows and
    whom hints and the tutor speak to)."""

    hints = True  # the player may ask for hints (not while finding a better move again)
    banner = ""  # words the table shows above the tutor while it is played (a trial's task)
    undoable = True  # its moves can be taken back (not while finding a better move again)

    def __init__(self, game: Game[Any], human: int = 0, difficulty: str = "normal",
                 autosave: Path | None = None, humans: Iterable[int] | None = None) -> None:
        self.game = game
        self.human = human
        self.humans: tuple[int, ...] = tuple(sorted(set(humans))) if humans is not None \
            else (human,)
        if human not in self.humans:
            raise ValueError(f"seat {human} is not one of the people's {self.humans}")
        self.shown_to: int | None = None  # whose hand the screen showed last (pass-and-play)
        self.difficulty = difficulty
        self.autosave_path = autosave
        self.redo_stack: list[list[tuple[int, Choice]]] = []
        self.auto_forced = False  # play decisions with one possible answer by themselves
        self.saved_at: str | None = None  # when the loaded save was written
        self.save_problem: str | None = None  # why the last autosave failed (None: it worked)
        self.lessons_seen: set[str] = set()  # the tutor's "New:" lessons already shown
        self.recorded: str | None = None  # the key of its record in the statistics

    @classmethod
    def new(cls, options: NewGame, autosave: Path | None = None) -> GameSession:
        game: Game[Any] = Game(options.setup())
        return cls(game, 0, options.difficulty, autosave,
                   humans=range(min(max(options.humans, 1), game.setup.players)))

    @property
    def shared(self) -> bool:
        """Several people play at this screen (each turn is handed over)."""
        return len(self.humans) > 1

    # ------------------------------------------------------------------ turns

    @property
    def over(self) -> bool:
        return self.game.over

    def human_decision(self) -> Decision | None:
        """The decision of the person playing now (None: none pending for them)."""
        return next((d for d in self.game.pending() if d.player == self.human), None)

    def next_human(self) -> int | None:
        """Pass-and-play: the seat of the next person who must decide while the one
        playing now has nothing to decide (None: nobody else, or it is still their turn);
        seats in order."""
        if self.human_decision() is not None:
            return None
        return next((d.player for d in self.game.pending() if d.player in self.humans),
                    None)

    def ai_pending(self) -> list[Decision]:
        return [d for d in self.game.pending() if d.player not in self.humans]

    def ai_choice(self, decision: Decision, game: Game[Any] | None = None,
                  cancelled: Callable[[], bool] | None = None) -> Choice:
        """What the computer player in ``decision.player``'s seat chooses (it sees only its
        observation). Deterministic for a given game position. ``cancelled`` stops a
        searching player (``rftg.solver.players.hard.Cancelled``)."""
        game = self.game if game is None else game
        kind = DIFFICULTIES.get(self.difficulty, "random")
        key = f"{game.setup.seed}:{len(game.choices)}:{decision.player}"
        seed = int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big")
        return SOLVERS.get(game.setup.game).choose(game, decision.player, kind, seed,
                                                   cancelled)

    def ai_played(self, game: Game[Any], cancelled: Callable[[], bool] | None = None
                  ) -> Game[Any]:
        """``game`` after the computer players have answered every decision pending for
        them (repeatedly, until the human must decide or the game ends), played on a copy:
        ``game`` itself is not changed. A thread may run this while the screen saves or
        shows the session's game; ``adopt`` takes the result. When ``cancelled`` says so
        (the player quit, undid or started another game), the thinking stops with
        ``rftg.solver.players.hard.Cancelled`` and the copy is dropped: nothing changes."""
        game = game.clone()
        while not game.over:
            pending = [d for d in game.pending() if d.player not in self.humans]
            if not pending:
                break
            for d in pending:
                game.choose(d.player, self.ai_choice(d, game, cancelled))
        return game

    def adopt(self, before: Game[Any], after: Game[Any]) -> bool:
        """Take the game the computer players played from ``before``, unless the session
        has moved on meanwhile (then nothing changes)."""
        if self.game is not before:
            return False
        self.game = after
        return True

    def run_ai(self) -> int:
        """Let the computer players answer every decision pending for them. Returns how
        many they made."""
        before = len(self.game.choices)
        self.game = self.ai_played(self.game)
        return len(self.game.choices) - before

    def play(self, choice: Choice) -> None:
        """The human's answer (IllegalChoice, game unchanged, if not legal)."""
        decision = self.human_decision()
        if decision is None:
            from rftg.core.decisions import IllegalChoice

            raise IllegalChoice("it is not your turn to decide")
        self.game.choose(self.human, choice)
        self.redo_stack.clear()

    # ------------------------------------------------------------------ undo / redo

    def _human_indices(self) -> list[int]:
        """The choices people made (the one playing now: with several people at the
        screen, undo takes back the last choice of anyone)."""
        return [i for i, (p, _) in enumerate(self.game.choices) if p in self.humans]

    def can_undo(self) -> bool:
        return bool(self._human_indices())

    def undo(self) -> bool:
        """Take back the human's last decision (and what the computers did after it)."""
        idx = self._human_indices()
        if not idx:
            return False
        cut = idx[-1]
        choices = list(self.game.choices)
        self.redo_stack.append(choices[cut:])
        self.game = replay(self.game.setup, choices[:cut])
        self.human = choices[cut][0]  # whose choice it was decides again
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        tail = self.redo_stack.pop()
        self.game = replay(self.game.setup, list(self.game.choices) + tail)
        return True

    # ------------------------------------------------------------------ saving

    def meta(self) -> dict[str, Any]:
        return {"human": self.human, "humans": list(self.humans),
                "difficulty": self.difficulty,
                "auto_forced": self.auto_forced, "lessons": sorted(self.lessons_seen),
                "saved": time.strftime("%Y-%m-%d %H:%M"),
                **({"recorded": self.recorded} if self.recorded else {})}

    def save(self, path: Path) -> None:
        save(self.game, path, self.meta())

    def autosave(self) -> Path | None:
        if self.autosave_path is None:
            return None
        self.save(self.autosave_path)
        return self.autosave_path

    def autosave_told(self) -> str | None:
        """Autosave; why it failed (the system's reason, one line in the run's language)
        when it fails in a way not told before, None when it worked or failed as before
        (a full disk is told once, not after every turn)."""
        try:
            self.autosave()
        except OSError as exc:
            reason = os_reason(exc)
            if reason == self.save_problem:
                return None
            self.save_problem = reason
            return reason
        self.save_problem = None
        return None

    @classmethod
    def load(cls, path: Path, autosave: Path | None = None) -> GameSession:
        """The game saved at ``path``; SaveError (the file left as it is) for any file
        that cannot be used, whatever is wrong with it (``load_with_meta`` turns every
        error while reading into one: a 5,000-digit number, JSON nested thousands deep,
        bytes that are no text...), and for ``meta`` that no game of the app writes."""
        game, meta = load_with_meta(path)
        try:
            return cls._with_meta(game, meta, path, autosave)
        except SaveError:
            raise
        except Exception as exc:  # a save is the edge: whatever is wrong, it is refused
            raise SaveError(error("save.malformed", source=path,
                                  error=f"meta: {type(exc).__name__}")) from None

    @classmethod
    def _with_meta(cls, game: Game[Any], meta: dict[str, Any], path: Path,
                   autosave: Path | None) -> GameSession:
        def wrong(field: str) -> SaveError:
            value = repr(meta.get(field))
            return SaveError(error("save.meta_field", source=path, field=field,
                                   value=value if len(value) <= 40 else value[:39] + "…"))

        human = meta.get("human", 0)
        if type(human) is not int or not 0 <= human < game.setup.players:
            raise wrong("human")
        humans = meta.get("humans", [human])
        if not isinstance(humans, list) or not humans or human not in humans or any(
                type(h) is not int or not 0 <= h < game.setup.players for h in humans):
            raise wrong("humans")
        difficulty = meta.get("difficulty", "normal")
        if not isinstance(difficulty, str) or difficulty not in DIFFICULTIES:
            raise wrong("difficulty")
        auto_forced = meta.get("auto_forced", False)
        if not isinstance(auto_forced, bool):
            raise wrong("auto_forced")
        saved = meta.get("saved")
        if saved is not None and (not isinstance(saved, str)
                                  or limits.text_problem(saved, 40) is not None):
            raise wrong("saved")
        lessons = meta.get("lessons", [])
        if not isinstance(lessons, list) or len(lessons) > 1000:
            raise wrong("lessons")
        recorded = meta.get("recorded")
        if recorded is not None and (not isinstance(recorded, str) or len(recorded) != 64
                                     or not recorded.isalnum()):
            raise wrong("recorded")
        session = cls(game, human, difficulty, autosave, humans=humans)
        session.auto_forced = auto_forced
        session.recorded = recorded
        session.saved_at = saved
        from rftg.tutor.games import TUTORS  # the lessons its game's tutor knows

        known = set(TUTORS.get(game.setup.game).lessons(None))
        session.lessons_seen = {x for x in lessons if isinstance(x, str) and x in known}
        return session


REVIEW_SUFFIX = ".review.json"  # a save's kept review beside it (``rftg.tui.reviews``)


def is_save_name(path: Path) -> bool:
    """Whether a file of a save's name may be a save: not a save's kept review
    (``SAVE.review.json``)."""
    return not path.name.endswith(REVIEW_SUFFIX)


def saved_games(home: Path) -> list[Path]:
    """Every save the Load dialog offers, newest first: the saves folder and the
    autosaves (autosave.json, autosave-2.json, ... written after a broken one); a
    save's kept review beside it is none."""
    found = [p for p in (*home.glob("autosave*.json"), *(home / "saves").glob("*.json"))
             if is_save_name(p)]

    def newest(p: Path) -> tuple[float, str]:
        try:
            return (-p.stat().st_mtime, p.name)
        except OSError:
            return (0.0, p.name)

    return sorted((p for p in found if p.is_file()), key=newest)


@dataclass(frozen=True)
class Autosaved:
    """What the autosaves of a data folder hold: the newest game that can be read (None:
    none), the file autosaves go to from now on, and why the others cannot be read."""

    session: GameSession | None
    path: Path
    broken: tuple[str, ...] = ()


def last_autosave(home: Path, game: str | None = None) -> Autosaved:
    """The newest autosave that can be read (autosave.json, or autosave-2.json, ...
    written after a broken one or for another game) of ``game`` (None: of any game):
    autosaves go there from now on. A file that cannot be read is kept as it is (its
    error in ``broken``), and so is another game's autosave: when none of ``game`` can
    be read, autosaves go to a new file. Textual-free: the TUI and the plain mode both
    offer to resume it."""
    broken: list[str] = [error("save.unreadable", source=p, error=os_reason(exc))
                         for p, exc in _not_files(p for p in home.glob("autosave*.json")
                                                  if is_save_name(p))]
    other = False  # another game's autosave is there: never overwritten
    for path in (p for p in saved_games(home) if p.parent == home):
        try:
            session = GameSession.load(path, path)
        except SaveError as exc:
            broken.append(str(exc))
            continue
        of = session.game.setup.game  # (no game's rule: which game's autosave it is)
        if game in (None, of):
            return Autosaved(session, path, tuple(broken))
        other = True
    path = free_path(home, "autosave") if broken or other else home / "autosave.json"
    return Autosaved(None, path, tuple(broken))


def _not_files(paths: Iterable[Path]) -> list[tuple[Path, OSError]]:
    """The paths that are no regular file (a folder, a pipe, a link to a device), each
    with the error reading it gives."""
    out = []
    for path in paths:
        if path.is_file():
            continue
        try:
            read_bounded(path, 0)
        except OSError as exc:
            out.append((path, exc))
    return out


def remove_stale_temp_files(home: Path) -> list[Path]:
    """Remove the temporary files a save killed half-way left behind (a save writes
    ``.<name>.<random>.tmp`` beside the file, then renames it over the file). Returns the
    files removed; a file that cannot be removed is left."""
    removed = []
    for folder in (home, home / "saves"):
        for tmp in folder.glob(".*.json.*.tmp"):
            try:
                tmp.unlink()
            except OSError:
                continue
            removed.append(tmp)
    return removed


MAX_SEED = limits.SEED[1]


def parse_seed(text: str) -> int:
    """A seed typed by the player: a whole number from 0 to MAX_SEED; ValueError with a
    message to show (in the language of the run) otherwise."""
    t = text.strip()
    if not t.isdigit() or not t.isascii() or len(t) > len(str(MAX_SEED)) or \
            int(t) > MAX_SEED:
        from rftg.core.lang import text as catalogue_text

        raise ValueError(catalogue_text("plain", "setup.seed_bad", None, max=MAX_SEED))
    return int(t)


def free_path(directory: Path, stem: str) -> Path:
    """``directory/stem.json``, or ``stem-2.json``, ... if that exists (never overwrite)."""
    path = directory / f"{stem}.json"
    n = 2
    while path.exists():
        path = directory / f"{stem}-{n}.json"
        n += 1
    return path
