"""Where a refusal can only quote an unforeseen exception or a game's English words, Italian says
a plain sentence first and gives those words only as a technical detail (issue 17)."""

from __future__ import annotations

import pytest

from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match, RecordError
from chroma_desktop.rules.messages import render
from chroma_desktop.rules.position import PositionError
from chroma_desktop.rules.position_words import CANNOT_BE_READ, DOES_NOT_HOLD, written


def test_a_position_reader_that_fails_unforeseen_is_said_in_a_plain_italian_sentence(italian):
    error = PositionError(CANNOT_BE_READ(error=written("KeyError: 'P9'")))
    assert render(error.reason, None, italian) == (
        "La posizione non si può leggere: la lettura del gioco si è fermata su un problema che non "
        "prevedeva (dettaglio tecnico: KeyError: 'P9')")
    checked = PositionError(DOES_NOT_HOLD(error=written("IndexError: tuple index out of range")))
    assert render(checked.reason, None, italian).startswith("La posizione non è coerente: il controllo")
    assert str(error).startswith("the position cannot be read: the game's reader stopped")


def test_a_records_move_refused_in_english_words_only_says_so_in_italian(italian):
    record = Match(find_game("coloretto"), 3, {}, 2).to_record()
    record["moves"] = [[0, "fly"]]
    with pytest.raises(RecordError) as caught:
        Match.from_record(record, resolve=find_game)
    said = render(caught.value.reason, None, italian)
    assert said == ("La mossa 1 ('fly') non si può rigiocare: parole del gioco, in inglese: cannot read "
                    "'fly': try 'draw', 'place 2' or 'take 1'"), said
