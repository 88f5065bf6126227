"""Why a saved match does not replay, in Italian (issue 17): `Match.from_record` refuses with a
template (`rules/record_words.py`), which a save's refusal carries in its `reason` slot, so an
Italian player reads the refusal in Italian throughout, the rules' own reason for a move included;
`str()` stays the English the command line prints."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chroma_desktop import language
from chroma_desktop.persistence import SaveFileError, load_match
from chroma_desktop.persistence.refusals import said
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match, RecordError


def _record() -> dict:
    """A Coloretto record after its set-up chance (player 2 to move)."""
    match = Match(find_game("coloretto"), 3, {}, 1)
    assert match.to_move() == (1,)
    return match.to_record()


def _italian(reason) -> str:
    language.set_current("it")
    try:
        return said(reason, language.message_translator())
    finally:
        language.set_current("en")


def _damaged(**change) -> dict:
    return {**_record(), **change}


CASES = [
    (lambda r: _damaged(moves=r["moves"] + [[1, "take 9"]]),
     "move 6 ('take 9') does not replay: There is no row 9.",
     "la mossa 6 ('take 9') non si può rigiocare: Non esiste la fila 9."),
    (lambda r: _damaged(moves=r["moves"] + [[2, "draw"]]),
     "move 6 ('draw') does not replay: it is not player 3's turn",
     "la mossa 6 ('draw') non si può rigiocare: non è il turno del giocatore 3"),
    (lambda r: _damaged(moves=r["moves"] + [[-1, "draw"]]),
     "move 6 ('draw') does not replay: chance does not decide anything here",
     "la mossa 6 ('draw') non si può rigiocare: qui il caso non decide nulla"),
    (lambda r: _damaged(moves=r["moves"] + [["x"]]),
     "move 6 must be [player, text], not ['x']",
     "la mossa 6 deve essere [giocatore, testo], non ['x']"),
    (lambda r: _damaged(cursor=99), "cursor 99 is outside the 5 recorded moves",
     "il cursore 99 è fuori dalle 5 mosse registrate"),
    (lambda r: _damaged(cursor=4), "cursor 4 points into the middle of a chance resolution",
     "il cursore 4 punta a metà di un esito del caso"),
    (lambda r: _damaged(players="3"), "record field 'players' is missing or not a int",
     "il campo 'players' del salvataggio manca o non è un numero intero"),
    (lambda r: _damaged(options=[]), "record field 'options' must be an object",
     "il campo 'options' del salvataggio deve essere un oggetto"),
]


@pytest.mark.parametrize(("damage", "english", "italian"), CASES)
def test_a_record_that_does_not_replay_is_refused_in_english_and_in_italian(damage, english, italian):
    with pytest.raises(RecordError) as refused:
        Match.from_record(damage(_record()), resolve=find_game)
    assert str(refused.value) == english
    assert _italian(refused.value.reason) == italian[:1].upper() + italian[1:]


@pytest.mark.parametrize(("damage", "english", "italian"), CASES[:2])
def test_a_save_that_does_not_replay_is_refused_in_italian_throughout(tmp_path: Path, damage, english,
                                                                      italian):
    save = tmp_path / "vecchia.json"
    save.write_text(json.dumps(damage(_record())), encoding="utf-8")
    with pytest.raises(SaveFileError) as refused:
        load_match(save)
    assert str(refused.value) == f"vecchia.json cannot be restored: {english}"
    assert _italian(refused.value.reason) == f"vecchia.json non si può ripristinare: {italian}"


def test_a_good_record_replays_without_loading_the_refusals():
    import subprocess
    import sys

    script = ("import sys; from chroma_desktop.registry import find_game; "
              "from chroma_desktop.rules.match import Match; "
              "record = Match(find_game('coloretto'), 3, {}, 1).to_record(); "
              "Match.from_record(record, resolve=find_game); "
              "print('chroma_desktop.rules.record_words' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"
