"""Refusals in Italian (issue 17): a position that does not read, an unknown game or option, a
record too long, each said in Italian when Italian is shown, and in English on the command line.

Every broken position of the position tests (all four games) is rendered in Italian: no English
word is left outside the quoted notation, which is the same in every language.
"""

from __future__ import annotations

import pytest

from chroma_desktop.persistence.refusals import reason_of
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import MAX_RECORD_MOVES, Match, RecordError
from chroma_desktop.rules.messages import Message, render
from chroma_desktop.rules.position import PositionError, read_position
from chroma_desktop.rules.record_words import AsWritten
from tests.rules import (
    test_positions,
    test_positions_chroma_cubes,
    test_positions_chroma_mix,
    test_positions_cmyk,
)
from tests.rules.test_italian_messages import ENGLISH, QUOTED_NOTATION

BROKEN = [*test_positions.BROKEN, *test_positions_chroma_mix.BROKEN,
          *test_positions_chroma_cubes.BROKEN, *test_positions_cmyk.BROKEN]


def _refusal(text: str) -> PositionError:
    with pytest.raises(PositionError) as refused:
        read_position(text, resolve=find_game)
    return refused.value


def _in_italian(error: BaseException, translator) -> str:
    return render(reason_of(error), None, translator, sentence_start=False)


def _notation(message: Message) -> list[str]:
    """What the message quotes as written (keys, values, lines): the same in every language."""
    found = []
    for _slot, value in message.slots:
        if isinstance(value, Message):
            found += _notation(value)
        elif isinstance(value, AsWritten):
            found.append(value.text)
    return sorted(found, key=len, reverse=True)


def _without_notation(said: str, message: Message) -> str:
    for written in _notation(message):
        said = said.replace(written, "")
    return QUOTED_NOTATION.sub("", said)


@pytest.mark.parametrize(("text", "english"), BROKEN, ids=[m for _t, m in BROKEN])
def test_every_broken_position_is_refused_in_italian(italian, text, english):
    error = _refusal(text)
    said = _in_italian(error, italian)
    assert english in str(error)  # the command line keeps its English
    assert said != str(error)
    assert not ENGLISH.search(_without_notation(said, reason_of(error))), said


@pytest.mark.parametrize(("text", "italian_words"), [
    ("chroma position: coloretto, 4 players\nphase: turn\nturn: P1\nrow 1: red, red, red, red\n",
     "riga 4 (row 1): la fila 1 contiene al massimo 3 carte, non 4"),
    ("chroma position: coloretto, 4 players\nphase: turn\nturn: P9\n",
     "riga 3 (turn): 'P9' non è un posto (da P1 a P4)"),
    ("chroma position: coloretto, 4 players\nphase: sleep\n",
     "riga 2 (phase): 'sleep' non è uno tra: remove, deal"),
    ("chroma position: coloretto, 4 players\nturn: P1\n", "manca la riga 'phase: ...'"),
    ("chroma position: chroma_cubes, 2 players\nphase: play\npool: red#1\n",
     "non è da nessuna parte"),
    ("", "il testo è vuoto"),
    ("chroma position: coloretto, 4 players\nphase: turn\nturn: P1\nP2: 10 red\n",
     "la posizione contiene 10 carte red, ma il gioco ne ha 9"),
])
def test_position_refusals_read_as_italian(italian, text, italian_words):
    assert italian_words in _in_italian(_refusal(text), italian)


@pytest.mark.parametrize(("header", "italian_words", "english"), [
    ("chroma position: nope, 4 players", "riga 1: gioco sconosciuto 'nope' (giochi noti: ",
     "line 1: unknown game 'nope' (known games: "),
    ("chroma position: coloretto, 4 players, colour=pink",
     "riga 1: opzione sconosciuta 'colour' (opzioni di questo gioco: ",
     "line 1: unknown option 'colour' (this game's options: "),
    ("chroma position: coloretto, 4 players, edition=oldest",
     "riga 1: l'opzione 'edition' non può valere 'oldest' (scegli tra ",
     "line 1: option 'edition' cannot be 'oldest' (choose from "),
    ("chroma position: coloretto, 9 players", "riga 1: Coloretto si gioca da 2 a 5 giocatori, non in 9",
     "line 1: Coloretto is for 2 to 5 players, not 9"),
    ("chroma position: chroma_cubes, 2 players, mode=cairn",
     "riga 1: la modalità cairn è per un solo giocatore, non per 2",
     "line 1: the cairn mode is for one player, not 2"),
])
def test_an_unknown_game_or_option_in_a_position_is_refused_in_italian(italian, header, italian_words,
                                                                         english):
    error = _refusal(header + "\nphase: turn\n")
    assert _in_italian(error, italian).startswith(italian_words)
    assert str(error).startswith(english)


@pytest.mark.parametrize(("change", "italian_words", "english"), [
    ({"game": "nope"}, "gioco sconosciuto 'nope'", "unknown game 'nope'"),
    ({"options": {"colour": "pink"}}, "opzione sconosciuta 'colour'", "unknown option 'colour'"),
    ({"options": {"edition": "oldest"}}, "l'opzione 'edition' non può valere 'oldest'",
     "option 'edition' cannot be 'oldest'"),
    ({"players": 9}, "Coloretto si gioca da 2 a 5 giocatori, non in 9",
     "Coloretto is for 2 to 5 players, not 9"),
])
def test_an_unknown_game_or_option_in_a_record_is_refused_in_italian(italian, change, italian_words,
                                                                       english):
    record = {"format_version": 1, "game": "coloretto", "players": 3, "seed": 1, "moves": [],
              **change}
    with pytest.raises(RecordError) as refused:
        Match.from_record(record, resolve=find_game)
    assert italian_words in _in_italian(refused.value, italian)
    assert english in str(refused.value)


def test_a_record_with_too_many_moves_groups_its_numbers_as_each_language_does(italian):
    record = {"format_version": 1, "game": "coloretto", "players": 3, "seed": 1,
              "moves": [[0, "x"]] * (MAX_RECORD_MOVES + 1)}
    with pytest.raises(RecordError) as refused:
        Match.from_record(record, resolve=find_game)
    said = _in_italian(refused.value, italian)
    assert "20.001 mosse" in said and "al massimo 20.000" in said
    assert "20,001" not in said
    assert "20,001 moves" in str(refused.value) and "at most 20,000" in str(refused.value)


def test_a_position_too_long_groups_its_numbers_in_italian(italian):
    error = _refusal("#" * 100_001)
    assert "100.001 caratteri, al massimo 100.000" in _in_italian(error, italian)
    assert "100,001 characters, at most 100,000" in str(error)


def test_a_game_that_does_not_exist_is_still_a_key_error_for_the_command_line():
    with pytest.raises(KeyError) as refused:
        find_game("nope")
    assert str(refused.value).startswith("unknown game 'nope' (known games: ")


def test_a_match_refuses_a_move_out_of_turn_in_the_language_shown(italian):
    from chroma_desktop.rules.api import IllegalMoveError
    from chroma_desktop.rules.messages import SeatNames

    match = Match(find_game("coloretto"), 3, {}, 1)
    mover = match.to_move()[0]
    other = (mover + 1) % 3
    with pytest.raises(IllegalMoveError) as refused:
        match.play(match.legal_moves(mover)[0], other)
    said = refused.value.args[0]
    names = SeatNames(("You", "Bot 2", "Bot 3"), frozenset({0}))
    expected = "Non è il tuo turno" if other == 0 else f"Non è il turno di {names.names[other]}"
    assert render(said, names, italian) == expected
    assert str(refused.value) == f"It is not Player {other + 1}'s turn"
