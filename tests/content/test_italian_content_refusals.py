"""A broken content pack is refused in Italian where the app shows it (issue 17), in English on
the command line: the frame (file, line, key) and the reason are templates of the catalogue
`content` (`content/content_words.py`), the file, line and key said exactly as written, counts
grouped as Italian groups them; what a library said only as a technical detail."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from chroma_desktop.content import ContentError
from chroma_desktop.content.yaml_source import MAX_NODES
from chroma_desktop.registry import find_game, load_game_content, validate_root
from chroma_desktop.resources import data_dir

REPOSITORY = Path(__file__).resolve().parents[2]


@pytest.fixture
def pack(tmp_path):
    """A user's copy of the Coloretto data, ready to be broken."""
    target = tmp_path / "coloretto"
    shutil.copytree(data_dir() / "coloretto", target)
    return target


def _refusal(pack: Path) -> ContentError:
    with pytest.raises(ContentError) as caught:
        load_game_content("coloretto", pack.parent)
    return caught.value


def _line_of(path: Path, text: str) -> int:
    return next(number for number, line in enumerate(path.read_text().splitlines(), 1) if text in line)


def test_a_schema_refusal_names_file_line_and_key_in_an_italian_frame(pack, italian):
    colours = pack / "colours.yaml"
    colours.write_text(colours.read_text().replace('hue: "#F4C430"', "hue: 12345"))
    error = _refusal(pack)
    line = _line_of(colours, "hue: 12345")
    assert error.said_in(italian) == (f"{colours}, riga {line}, chiave colours[0].hue: "
                                      f"12345 non è un testo")
    # The English the app shows is what the command line prints.
    assert error.said_in(None) == str(error) == (f"{colours}:{line}: colours[0].hue: 12345 is not of "
                                                 f"type 'string'")
    assert validate_root(pack.parent) == [str(error)]


def test_a_missing_key_and_an_unknown_one_are_refused_in_italian(pack, italian):
    scoring = pack / "scoring.yaml"
    scoring.write_text(scoring.read_text().replace("plus2_value:", "plus2_valu:", 1))
    line = _line_of(scoring, "scoring:")
    said = _refusal(pack).said_in(italian)
    assert said == f"{scoring}, riga {line}, chiave scoring: qui serve 'plus2_value'"
    scoring.write_text(scoring.read_text().replace("plus2_valu:", "plus2_value: 2\n  tens:", 1))
    assert _refusal(pack).said_in(italian) == (f"{scoring}, riga {line}, chiave scoring: chiave sconosciuta "
                                               f"non ammessa ('tens' non è prevista)")


def test_a_yaml_syntax_error_says_a_plain_italian_sentence_then_the_parsers_words(pack, italian):
    (pack / "extra.yaml").write_text("good: 1\nbad: [unclosed\nnext: 2\n", encoding="utf-8")
    error = _refusal(pack)
    said = error.said_in(italian)
    assert said.startswith(f"{pack / 'extra.yaml'}, riga {error.line}: il testo non è YAML scritto "
                           f"correttamente (dettaglio tecnico: ")
    assert str(error).startswith(f"{pack / 'extra.yaml'}:{error.line}: YAML syntax error: ")


def test_a_key_defined_twice_names_the_other_file_as_written(pack, italian):
    (pack / "extra.yaml").write_text("colours: []\n", encoding="utf-8")
    said = _refusal(pack).said_in(italian)
    assert said.endswith("chiave colours: è già definita in colours.yaml"), said


def test_counts_in_a_refusal_are_grouped_as_italian_groups_thousands(pack, italian):
    laughs = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]\n" for i in range(1, 8))
    (pack / "extra.yaml").write_text(laughs, encoding="utf-8")
    error = _refusal(pack)
    grouped = f"{MAX_NODES:,}"
    assert grouped in str(error)
    said = error.said_in(italian)
    assert f"contiene più di {grouped.replace(',', '.')} valori una volta espansi i suoi alias" in said
    assert grouped not in said


def test_a_builders_check_without_a_template_is_framed_in_italian(italian):
    error = ContentError(Path("/packs/coloretto/cards.yaml"), 1234, "cards[2].name", "an English check")
    assert error.said_in(italian) == ("/packs/coloretto/cards.yaml, riga 1234, chiave cards[2].name: "
                                      "in inglese: an English check")


def test_opening_a_save_whose_content_fails_says_it_in_italian(tmp_path):
    """`--open` of a saved Coloretto game while the app's data (a `CHROMA_DESKTOP_ROOT`) is broken:
    the start page's reason is Italian throughout, the file, line and key exact."""
    root = tmp_path / "root"
    shutil.copytree(data_dir(), root / "data")
    colours = root / "data" / "coloretto" / "colours.yaml"
    colours.write_text(colours.read_text().replace('hue: "#F4C430"', "hue: 12345"))
    save = tmp_path / "partita.json"
    save.write_text(json.dumps({"format_version": 1, "game": "coloretto", "players": 3, "seed": 1,
                                "moves": []}))
    position = tmp_path / "lezione.pos"
    position.write_text("chroma position: coloretto, 3 players\nphase: turn\n")
    script = ("import sys; from pathlib import Path; from chroma_desktop import language; "
              "from chroma_desktop.persistence.refusals import said; "
              "from chroma_desktop.ui.app import read_file_to_open; "
              "problems = [read_file_to_open(Path(name)) for name in sys.argv[1:]]; "
              "assert all(opened is None for opened, _ in problems); "
              "[print(said(problem)) for _, problem in problems]; language.set_current('it'); "
              "[print(said(problem, language.message_translator())) for _, problem in problems]")
    environment = {**os.environ, "CHROMA_DESKTOP_ROOT": str(root), "XDG_CACHE_HOME": str(tmp_path / "cache"),
                   "PYTHONPATH": str(REPOSITORY)}
    result = subprocess.run([sys.executable, "-c", script, str(save), str(position)], capture_output=True,
                            text=True, env=environment, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    english, english_position, italian, italian_position = result.stdout.splitlines()
    line = _line_of(colours, "hue: 12345")
    assert english == (f"partita.json cannot be restored: {colours}:{line}: colours[0].hue: 12345 is "
                       f"not of type 'string'")
    assert italian == (f"partita.json non si può ripristinare: {colours}, riga {line}, chiave "
                       f"colours[0].hue: 12345 non è un testo")
    # A position file of that game: its header's line, then the same refusal.
    assert english_position.startswith("lezione.pos is not a position that can be played: line 1: ")
    assert italian_position == (f"lezione.pos non è una posizione che si possa giocare: riga 1: {colours}, "
                                f"riga {line}, chiave colours[0].hue: 12345 non è un testo")


def _game_pack(tmp_path: Path, game_id: str) -> Path:
    target = tmp_path / game_id
    shutil.copytree(data_dir() / game_id, target)
    return target


def _edit(path: Path, old: str, new: str) -> int:
    """Replace `old` by `new` once; the line where it was."""
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return text[:text.index(old)].count("\n") + 1


@pytest.mark.parametrize(("game_id", "file", "old", "new", "key", "italian_reason"), [
    ("coloretto", "colours.yaml", 'glyph: "◆"', 'glyph: "☀"', "colours[1].glyph",
     "'☀' è già usato da colours[0]"),
    ("cmyk", "tiles.yaml", "marks_per_ink: 26", "marks_per_ink: 25", "levels[0].marks_per_ink",
     "le tessere mostrano 26 segni ciano di livello 0 %, non 25"),
    ("chroma_cubes", "sheet_cardinal.yaml", "threshold: 6", "threshold: 60", "sheet_cardinal.threshold",
     "non si può raggiungere: la scheda offre"),
    ("chroma_cubes", "sheet_starry_night.yaml", "start_dice: [blue, yellow, orange, green]",
     "start_dice: [blue, yellow, orange, teal]", "sheet_starry_night.start_dice[3]",
     "'teal' non è un colore di dice.yaml"),
])
def test_a_games_own_check_is_refused_in_italian(tmp_path, italian, game_id, file, old, new, key,
                                                 italian_reason):
    find_game(game_id)  # the shipped content teaches the word table its names ("cyan" → "ciano")
    pack = _game_pack(tmp_path, game_id)
    line = _edit(pack / file, old, new)
    with pytest.raises(ContentError) as caught:
        load_game_content(game_id, tmp_path)
    said = caught.value.said_in(italian)
    assert said.startswith(f"{pack / file}, riga {line}, chiave {key}: {italian_reason}"), said
    assert str(caught.value).startswith(f"{pack / file}:{line}: {key}: ")  # the command line's English
