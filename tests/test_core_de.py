"""The game's own texts in German (rftg.core: the log, option labels, power texts, card
kinds, errors): a whole seeded game reads no English catalogue text, every card's powers
render in the rulebooks' words, a broken save or own-card file is reported in German, and
German card and goal names are only those a seed prints."""

from __future__ import annotations

import json
import random
import re
import string
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rftg.core import lang as language
from rftg.core.cards import CatalogueError, catalogue
from rftg.core.custom import describe, load_card_file
from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.jumpdrive.cards import jd_catalogue
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.jumpdrive.state import jd_state
from rftg.core.jumpdrive.text import jd_option_label, render_jd_event
from rftg.core.powertext import card_text
from rftg.core.race.setup import RaceSetup
from rftg.core.save import SaveError, load, save
from rftg.core.simulate import play_game
from rftg.core.text import decision_prompt, option_label, prompt_text, render_event
from rftg.solver.players.random import RandomPlayer

SEEDS = Path("/work/shared/seeds")


# --------------------------------------------------------------------------- no English


def _english_fragments(domain: str, sections: tuple[str, ...]) -> set[str]:
    """The literal words of the English templates of ``sections`` that no German text of
    the domain has: one of them in a German line is English left over."""
    german = json.dumps(language.own(domain, "de"), ensure_ascii=False)
    out = set()
    for section in sections:
        for template in language.own(domain, "en")[section].values():
            for literal, *_ in string.Formatter().parse(str(template)):
                piece = literal.strip(" .,:;()+-=")
                if re.search(r"[A-Za-z]{4}", piece) and piece not in german:
                    out.add(piece)
    return out


LOG_SECTIONS = ("log", "log_you", "why", "action", "option", "word", "kind", "card_kind",
                "prompt")
JD_SECTIONS = ("jd_log", "jd_log_you", "jd_option", "jd_prompt", "jd_kind", "jd_colour")
ENGLISH_WORDS = re.compile(r"\b(the|and|with|from|you|your|cards?|goods?|VP|draws?|"
                           r"discards?|keeps?|player|Player|chose|wins?)\b")


def _english_left(lines: list[str], fragments: set[str], names: list[str]) -> list[str]:
    """Lines with an English fragment or word outside the English card names (a card
    keeps its English name where no seed prints a German one)."""
    bad = []
    for line in lines:
        rest = line
        for name in names:
            rest = rest.replace(name, "")
        if ENGLISH_WORDS.search(rest) or any(f in rest for f in fragments):
            bad.append(line)
    return bad


def _seeded_game(seed: int, setup: RaceSetup) -> tuple[list[str], list[str]]:
    """A seeded game of normal computer players, read in the run's language: its log
    lines, and the prompt and the labels of every option of each decision (the phase
    wrote the prompt in English, the same in every language; decision_prompt says it in
    the run's)."""
    from rftg.solver.players import make_player

    players = [make_player("normal", seed=seed + i) for i in range(setup.players)]
    labels: list[str] = []

    class Reading:
        def __init__(self, seat: int) -> None:
            self.seat = seat

        looks_ahead = False

        def choose(self, obs: Any, sampler: Any = None) -> Any:
            d = obs.decision
            assert prompt_text(d.rule, d.context, d.deck) == decision_prompt(d, obs.cards, "en")
            assert prompt_text(d.rule, d.context, d.deck) in english_prompts(d, obs.cards)
            labels.append(decision_prompt(d, obs.cards))
            labels.extend(option_label(o) for o in d.options)
            return players[self.seat].choose(obs)

    game, _ = play_game(setup, [Reading(i) for i in range(setup.players)])
    names = [p.name for p in game.state.players]
    lines = [line for you in (None, 0) for e in game.state.events
             if (line := render_event(e, names, game.state.cards, you=you))]
    return lines, labels


def english_prompts(d: Any, cards: Any) -> set[str]:
    """The English prompts a decision of this rule may have."""
    keys = {"round.actions": ("actions_one", "actions_two"),
            "draft.pick": ("draft_left", "draft_right")}.get(d.rule, (d.rule,))
    out = set()
    for key in keys:
        template = language.catalogue("game", "en")["prompt"][key]
        values = {**d.context}
        if "card" in values:
            values["card"] = cards[int(values["card"])].name
        out.add(template.format(**values))
    assert prompt_text(d.rule, d.context, cards, "en") in out
    return out


@pytest.mark.parametrize("setup", [
    RaceSetup(players=3, seed=7),
    RaceSetup(players=2, seed=3, advanced=True, edition="gs", goals=True),
    RaceSetup(players=3, seed=4, edition="gs", draft=True),
], ids=["base", "gs-advanced-goals", "gs-draft"])
def test_a_german_game_reads_no_english(german: None, setup: RaceSetup) -> None:
    lines, labels = _seeded_game(setup.seed, setup)
    assert len(lines) > 50 and len(labels) > 50
    english = sorted({c.name for c in catalogue().values() if not c.de}, key=len,
                     reverse=True)
    fragments = _english_fragments("game", LOG_SECTIONS)
    assert {"develops", "You draw", "Place no world", "Consume: Trade"} <= fragments | {
        f for f in fragments if f.startswith("You draw")}
    assert not _english_left(lines, fragments, english)
    assert not _english_left(labels, fragments, english)
    assert any(line.startswith("Runde 1") for line in lines)
    assert any(line.startswith("Du ") for line in lines)  # told to the reader (you=0)
    assert any(line.startswith("Das Spiel endet") for line in lines)


def test_a_german_jump_drive_game_reads_no_english(german: None) -> None:
    game = Game(JumpDriveSetup(players=3, seed=5))
    rng = random.Random(5)
    labels: list[str] = []
    while not game.over:
        for d in game.pending():
            cards = jd_state(game).jd
            assert prompt_text(d.rule, d.context, d.deck) == decision_prompt(d, (), "en")
            labels.append(decision_prompt(d, ()))
            labels.extend(jd_option_label(o, cards) for o in d.options)
            o = rng.choice(d.options)
            game.choose(d.player, Choice(o.move, tuple(rng.sample(o.cards_from,
                                                                  o.min_cards))))
    st = jd_state(game)
    names = [p.name for p in st.players]
    lines = [line for you in (None, 0) for e in st.events
             if (line := render_jd_event(e, names, st.jd, you=you))]
    kinds = [c.kind_text() for c in jd_catalogue().values()]
    english = sorted({c.name for c in jd_catalogue().values() if not c.de}, key=len,
                     reverse=True)
    fragments = _english_fragments("game", JD_SECTIONS + LOG_SECTIONS)
    assert not _english_left(lines, fragments, english)
    assert not _english_left(labels, fragments, english)
    assert not _english_left(kinds, fragments, [])
    assert any("Einkommen" in line for line in lines)
    assert "Wähle geheim: eine Entwicklung, eine Welt, beides oder Erkunden." in labels
    assert "grüne militärische Welt" in kinds


def test_a_decision_is_the_same_in_every_language() -> None:
    """The phases write a decision (its prompt too) the same whatever the language of the
    run, so nothing that compares decisions (the samplers' 'ask again') depends on it."""
    games = {}
    for lang in ("en", "de"):
        language.set_language(lang)
        try:
            seen: list[Any] = []
            play_game(RaceSetup(players=2, seed=9, advanced=True),
                      [_Recording(RandomPlayer(9 + i), seen) for i in range(2)])
            games[lang] = seen
        finally:
            language.set_language("en")
    assert games["en"] == games["de"] and len(games["en"]) > 50


class _Recording:
    """A player that notes every decision it is asked."""

    def __init__(self, player: Any, seen: list[Any]) -> None:
        self.player, self.seen = player, seen

    looks_ahead = False

    def choose(self, obs: Any, sampler: Any = None) -> Any:
        self.seen.append(obs.decision)
        return self.player.choose(obs)


def test_every_cards_powers_render_in_german() -> None:
    """Every card's power and bonus lines in German: no placeholder left, no English
    template text, German kinds of goods; the German name of a card a bonus names."""
    fragments = _english_fragments("game", ("effect", "bonus", "word", "kind", "card",
                                            "card_kind"))
    assert "Consume" in " ".join(fragments)
    english = sorted({c.name for c in catalogue().values() if not c.de}, key=len,
                     reverse=True)
    texts = []
    for card in catalogue().values():
        text = card_text(card, "de")
        assert "{" not in text
        texts += text.splitlines()
        texts.append(card.kind_text("de"))
    assert not _english_left(texts, fragments, english)
    gene = card_text(catalogue()["Galactic Genome Project"], "de")
    assert "3 SP für Genlabor" in gene and "Produktionswelt für Gene" in gene
    assert card_text(catalogue()["Ancient Race"], "de").endswith(
        "Spielvorbereitung: Ist dies deine Startwelt, wirfst du 3 statt 2 deiner ersten "
        "6 Karten ab")
    assert card_text(catalogue()["Ancient Race"]).endswith(
        "Setup: if this is your start world, discard 3 of your first 6 cards instead of 2")


# --------------------------------------------------------------------------- errors


def test_a_broken_save_is_reported_in_german(german: None, tmp_path: Path) -> None:
    path = tmp_path / "spiel.json"
    path.write_text("{ kaputt", encoding="utf-8")
    with pytest.raises(SaveError) as err:
        load(path)
    assert str(err.value).startswith(f"{path}: kein gültiges JSON (Zeile 1")

    with pytest.raises(SaveError, match="diese Spielstand-Datei gibt es nicht"):
        load(tmp_path / "fehlt.json")

    game = Game(RaceSetup(players=2, seed=1))
    save(game, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["setup"]["seed"] = 2  # edited by hand: the checksum no longer fits
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        load(path)
    assert str(err.value) == (f"{path}: die Datei wurde außerhalb von rftg geändert oder "
                              "ist beschädigt (Prüfsumme stimmt nicht)")
    path.write_text(json.dumps({"format": "something else"}), encoding="utf-8")
    with pytest.raises(SaveError, match="kein Spielstand von rftg"):
        load(path)


def test_a_broken_save_is_reported_in_english_as_before(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("{ broken", encoding="utf-8")
    with pytest.raises(SaveError) as err:
        load(path)
    assert str(err.value).startswith(f"{path}: not valid JSON (line 1")


OWN = """[[card]]
name = "Sternenhafen"
type = "world"
cost = "zwei"
vp = 1
copies = { base = 1 }
"""


def test_a_broken_own_card_file_is_reported_in_german(german: None, tmp_path: Path) -> None:
    path = tmp_path / "meine.toml"

    def refused(text: str) -> str:
        """The error of an own-card file with this text (file, card, field, what)."""
        path.write_text(text, encoding="utf-8")
        with pytest.raises(CatalogueError) as err:
            load_card_file(path)
        return str(err.value)

    good = OWN.replace('"zwei"', "2")
    assert refused(OWN) == f"{path}: Karte 'Sternenhafen': Feld cost: muss eine ganze Zahl sein"
    assert refused(good.replace("{ base = 1 }", "{ base = 0 }")) == (
        f"{path}: Karte 'Sternenhafen': Feld copies: in keiner Ausgabe enthalten (schreibe "
        "copies = { base = 1, gs = 1 })")
    assert refused(good.replace("Sternenhafen", "Kristallwelt")) == (
        f"{path}: Karte 'Kristallwelt': Feld name: das Spiel hat schon eine Karte namens "
        "'Gem World'")
    assert refused(good + 'powers = [{ phase = "settle", effect = "teleport" }]\n') \
        .startswith(f"{path}: Karte 'Sternenhafen': Feld powers.0: unbekannte Wirkung "
                    "'teleport' für Phase settle (bekannt: ")
    assert refused(good.replace("vp = 1", "vp = 1\nfarbe = 3")) == (
        f"{path}: Karte 'Sternenhafen': Feld farbe: unbekanntes Feld")
    assert refused("[[card]\n").startswith(f"{path}: kein gültiges TOML")
    path.write_text(good, encoding="utf-8")
    assert describe(load_card_file(path)) == [
        "✎ Sternenhafen: Welt, Kosten 2, 1 SP, 0 Fähigkeiten; Anzahl: 1 in Grundspiel (2018)"]


def test_a_refused_setup_is_explained_in_german(german: None) -> None:
    with pytest.raises(ValidationError, match="5 Spieler brauchen Aufziehender Sturm"):
        RaceSetup(players=5)
    with pytest.raises(ValidationError, match="Die Konstruktions-Variante ist für 2-3"):
        RaceSetup(players=4, edition="gs", draft=True)
    assert RaceSetup(players=2).player_names() == ("Spieler 1", "Spieler 2")


def test_english_value_errors_are_the_readers_own_words() -> None:
    """The English [value] texts are pydantic's messages, so English errors read as
    before; German has its own words for each."""

    class Probe(BaseModel):
        model_config = ConfigDict(extra="forbid")
        i: int = Field(ge=1, le=5)
        s: str
        b: bool
        li: list[int]
        t: tuple[int, ...]
        d: dict[str, int]

    seen: dict[str, str] = {}
    for data in ({"i": "x", "s": 1, "b": "q", "li": 3, "t": 3, "d": 3, "zz": 1},
                 {"i": 1.5, "s": "", "b": 2, "li": [], "t": (), "d": {}},
                 {"i": 0}, {"i": 9}, {"i": [1]}):
        try:
            Probe.model_validate(data)
        except ValidationError as exc:
            for e in exc.errors():
                seen[e["type"]] = e["msg"]
                values = e.get("ctx") or {}
                assert language.text("errors", f"value.{e['type']}", "en", **values) \
                    == e["msg"]
                assert language.text("errors", f"value.{e['type']}", "de", **values)
    assert {"missing", "int_parsing", "int_type", "extra_forbidden",
            "greater_than_equal", "less_than_equal", "bool_parsing"} <= set(seen)


# --------------------------------------------------------------------------- names


def _seed_texts() -> str:
    """All seeds on one line each, in capitals, words broken over lines joined again and
    the markdown stars gone ("INDUSTRIE-\\nROBOTER" is "INDUSTRIEROBOTER")."""
    texts = []
    for path in sorted(SEEDS.glob("*.txt")):
        text = path.read_text(encoding="utf-8").replace("*", "")
        text = re.sub(r"(\w)-\n(\w)", r"\1\2", text)
        texts.append(" ".join(text.split()).casefold())
    return "\n".join(texts)


INFLECTED = {
    # 001 (Aufziehender Sturm), "Handeln": "Das illegale Labor für genmanipulierte Wesen
    # ist selbst eine -Welt." (the card's name, declined after the article)
    "Illegales Labor für genmanipulierte Wesen": "illegale Labor für genmanipulierte Wesen",
}


def _german_names() -> dict[str, str]:
    out: dict[str, str] = {}
    root = resources.files("rftg.content")
    for rel in ("cards/base.toml", "cards/gs.toml", "cards/jumpdrive.toml", "setup.toml"):
        with root.joinpath(rel).open("rb") as fh:
            data = tomllib.load(fh)
        for entry in [*data.get("card", []), *data.get("goal", [])]:
            if "de" in entry:
                out[f"{rel}: {entry['name']}"] = entry["de"]
    return out


def test_german_card_and_goal_names_are_printed_in_a_seed() -> None:
    """A card or goal has a German name only where a seed prints it: the base rulebook
    (its examples and the 6-cost developments' page), The Gathering Storm's rules (start
    worlds, "Kartenfähigkeiten", the goals) and Jump Drive's game help. Elsewhere the
    English name stays."""
    names = _german_names()
    assert len(names) > 60
    assert names["setup.toml: Greatest Military"] == "Größte Militärische Stärke"
    if not SEEDS.is_dir():
        pytest.skip("the rulebook texts are not here")
    seeds = _seed_texts()
    missing = [(where, de) for where, de in names.items()
               if INFLECTED.get(de, de).casefold() not in seeds]
    assert not missing
    # a name the seeds do not print keeps its English name in German
    assert "Galaktische Ingenieure".casefold() not in seeds
    assert catalogue()["Galactic Engineers"].de is None
