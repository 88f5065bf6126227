"""One base for every refusal (issue 29): each one the rules, content and persistence raise is a
`Refusal` whose `reason` is a template, whose one argument is that template, and whose `str()`
is the English the command line prints; `said_by` reads the template of any of them.

Each refusal here is provoked the way a player or a file provokes it, never built by hand.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from chroma_desktop.content import ContentError
from chroma_desktop.persistence.files import SaveFileError, read_record
from chroma_desktop.persistence.reading import UnreadableFileError, read_capped
from chroma_desktop.persistence.record import RecordFormatError, parse_json
from chroma_desktop.registry import find_game, load_game_content
from chroma_desktop.resources import data_dir
from chroma_desktop.rules.api import IllegalMoveError, OptionError, resolve_options
from chroma_desktop.rules.match import Match, RecordError
from chroma_desktop.rules.messages import Message, english, plain, render
from chroma_desktop.rules.position import PositionError, read_position
from chroma_desktop.rules.record_words import said_by
from chroma_desktop.rules.refusal import Refusal, UnknownGameError


def _out_of_turn() -> IllegalMoveError:
    match = Match(find_game("coloretto"), 3, {}, seed=1)
    mover = match.game.to_move(match.state)[0]
    other = (mover + 1) % 3
    with pytest.raises(IllegalMoveError) as refused:
        match.play(match.legal_moves(mover)[0], other)
    return refused.value


def _bad_option() -> OptionError:
    with pytest.raises(OptionError) as refused:
        resolve_options(find_game("coloretto").option_specs, {"edition": "oldest"})
    return refused.value


def _bad_record() -> RecordError:
    with pytest.raises(RecordError) as refused:
        record = Match(find_game("coloretto"), 3, {}, seed=1).to_record()
        Match.from_record({**record, "moves": [[0, "fly away"]], "cursor": 1})
    return refused.value


def _bad_position() -> PositionError:
    with pytest.raises(PositionError) as refused:
        read_position("chroma position: coloretto, 9 players\n", resolve=find_game)
    return refused.value


def _unknown_game() -> UnknownGameError:
    with pytest.raises(KeyError) as refused:
        find_game("nope")
    assert isinstance(refused.value, UnknownGameError)
    return refused.value


def _not_strict_json() -> RecordFormatError:
    with pytest.raises(RecordFormatError) as refused:
        parse_json(b'{"seed": 1, "seed": 2}')
    return refused.value


def _not_a_save(tmp_path: Path) -> SaveFileError:
    path = tmp_path / "notes.json"
    path.write_text("these are notes, not a game", encoding="utf-8")
    with pytest.raises(SaveFileError) as refused:
        read_record(path)
    return refused.value


def _a_folder(tmp_path: Path) -> UnreadableFileError:
    with pytest.raises(UnreadableFileError) as refused:
        read_capped(tmp_path, 1000)
    return refused.value


def _broken_content(tmp_path: Path) -> ContentError:
    pack = tmp_path / "coloretto"
    shutil.copytree(data_dir() / "coloretto", pack)
    scoring = pack / "scoring.yaml"
    scoring.write_text(scoring.read_text(encoding="utf-8").replace(
        "  plus2_value: 2", "  plus2_value: 2\n  plus2_value: 3", 1), encoding="utf-8")
    with pytest.raises(ContentError) as refused:
        load_game_content("coloretto", tmp_path)
    return refused.value


def _not_an_invite() -> ValueError:
    from chroma_desktop.net.invite import InviteError, read_invite

    with pytest.raises(InviteError) as refused:
        read_invite("https://example.org/table?seat=x")
    return refused.value


def _no_such_game_hosted(tmp_path: Path) -> ValueError:
    from chroma_desktop.ui.online_host import HostError, OnlineHost  # no Qt: the host's worker side

    host = OnlineHost(tmp_path)
    try:
        with pytest.raises(HostError) as refused:
            host.create_table("no_such_game", 2, {})
    finally:
        host.stop()
    return refused.value


PROVOKED = {
    "InviteError": lambda tmp_path: _not_an_invite(),
    "HostError": _no_such_game_hosted,
    "IllegalMoveError": lambda tmp_path: _out_of_turn(),
    "OptionError": lambda tmp_path: _bad_option(),
    "RecordError": lambda tmp_path: _bad_record(),
    "PositionError": lambda tmp_path: _bad_position(),
    "UnknownGameError": lambda tmp_path: _unknown_game(),
    "RecordFormatError": lambda tmp_path: _not_strict_json(),
    "SaveFileError": _not_a_save,
    "UnreadableFileError": _a_folder,
    "ContentError": _broken_content,
}


@pytest.mark.parametrize("name", sorted(PROVOKED))
def test_every_refusal_carries_its_reason_as_a_template(name, tmp_path):
    error = PROVOKED[name](tmp_path)
    assert type(error).__name__ == name
    assert isinstance(error, Refusal) and isinstance(error, ValueError)
    assert isinstance(error.reason, Message) and error.reason
    assert error.args == (error.reason,)
    assert said_by(error) == error.refusal
    if isinstance(error, ContentError):  # the command line's `file:line: key: reason`
        assert str(error) == render(error.refusal, sentence_start=False)
    elif isinstance(error, SaveFileError | UnreadableFileError):  # the file's name as written
        assert str(error).lower() == render(error.refusal).lower()
    else:
        assert str(error) == render(error.refusal, sentence_start=not error.said_mid_sentence)


def test_a_refusal_said_as_the_rest_of_a_sentence_starts_in_lower_case():
    error = _unknown_game()
    assert str(error).startswith("unknown game 'nope' (known games: ")
    assert str(_bad_option())[:1].islower()


def test_an_illegal_move_says_its_rule_as_a_sentence():
    error = _out_of_turn()
    assert str(error) == str(error.reason) and str(error)[:1].isupper()


def test_a_content_error_frames_its_reason_with_file_line_and_key(tmp_path):
    error = _broken_content(tmp_path)
    scoring = tmp_path / "coloretto" / "scoring.yaml"
    line = next(number for number, text in enumerate(scoring.read_text().splitlines(), start=1)
                if "plus2_value: 3" in text)
    assert (error.path, error.line, error.key_path) == (scoring, line, "scoring.plus2_value")
    assert render(error.reason, sentence_start=False) == "duplicate key"
    assert str(error) == f"{scoring}:{line}: scoring.plus2_value: duplicate key"
    assert error.said_in(None) == str(error)


def test_content_refused_in_english_words_keeps_them_as_written(tmp_path):
    error = ContentError(tmp_path / "x.yaml", 3, "colours[0]", "Blue is not a colour here")
    assert str(error) == f"{tmp_path / 'x.yaml'}:3: colours[0]: Blue is not a colour here"
    assert isinstance(error.reason, Message)
    # A grammar translates the content words in text slots ("Blue" -> "Blu"); not these.
    shouting = english()._replace(you="tu", word=str.upper)
    assert render(plain("Blue"), None, shouting) == "BLUE"
    assert render(error.reason, None, shouting) == "Blue is not a colour here"


def test_an_error_that_is_no_refusal_is_said_in_its_english_words():
    said = said_by(ValueError("the disk is full"))
    assert isinstance(said, Message) and str(said) == "The disk is full"
