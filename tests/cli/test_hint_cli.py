"""`chroma hint FILE`: what the table's hint panel shows for the player to move in a save or a
position file (the ranked moves with their win chances and the first one's reason), from the same
ranking (`bots/hint_ranking.py`); a file it cannot use or a bad argument gets the usage and exit
code 2."""

from __future__ import annotations

import random

import pytest

from chroma_desktop.bots.hint_ranking import HintRanker, hint_rng
from chroma_desktop.cli import main
from chroma_desktop.persistence import save_match
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.position import position_to_text

PLAYOUTS = 40
POSITION = """chroma position: coloretto, 4 players
phase: turn
turn: P1
row 1: blue, blue, red
row 2: green, yellow
P1: 2 yellow, 2 green, 1 red
P2: 3 blue, 1 red
P3: 2 orange, 1 yellow
P4: 2 grey
"""


def run(capsys, *argv):
    code = main([str(arg) for arg in argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def expected_lines(match: Match, player: int) -> list[str]:
    """The panel's list and reason for this table, worked out as the table does."""
    ranking = HintRanker(playouts=PLAYOUTS).rank(match.game, match.view(player), player,
                                                 hint_rng(match, player))
    lines = [f"{number}. the only move  {entry.words}" if entry.likely is None else
             f"{number}. as good as 1  {entry.words}  ({entry.playouts} playouts)"
             if entry.level_with_first else
             f"{number}. {entry.likely.english()}  {entry.words}  ({entry.playouts} playouts)"
             for number, entry in enumerate(ranking.moves, 1)]
    return [*lines, f"Why the first: {ranking.reason}"]


def played_in(game_id: str, players: int, seed: int) -> Match:
    """A match some random moves in, with a real choice for the player to move."""
    match = Match(find_game(game_id), players, {}, seed)
    rng = random.Random(seed)
    while len(match.moves) < 6 or len(match.legal_moves(first_mover(match))) < 2:
        player = first_mover(match)
        match.play(rng.choice(match.legal_moves(player)), player)
    return match


def first_mover(match: Match) -> int:
    return next(seat for seat in match.to_move() if seat != CHANCE)


@pytest.mark.parametrize("game_id", ["coloretto", "chroma_mix", "chroma_cubes", "cmyk"])
def test_every_game_hints_from_a_save_and_from_a_position_file(capsys, tmp_path, game_id):
    """Each of the four games: the ranked moves with their win chances, then the first one's
    reason, from a save and from the same table written as a position file."""
    match = played_in(game_id, 2, 6)
    player = first_mover(match)
    save = tmp_path / "game.chroma.json"
    save_match(match, save)
    position = tmp_path / "table.pos"
    position.write_text(position_to_text(match.game, match.state), encoding="utf-8")
    from_position = Match.from_position(position.read_text(encoding="utf-8"), 0, resolve=find_game)
    for path, table, cursor in ((save, match, match.cursor), (position, from_position, 0)):
        code, out, err = run(capsys, "hint", path, "--playouts", PLAYOUTS)
        assert code == 0 and err == "", (path, err)
        lines = out.splitlines()
        assert lines[0] == (f"{match.game.name}, 2 players: P{player + 1} to move, after "
                            f"{cursor} moves")
        assert lines[1:] == expected_lines(table, player)
        assert 2 <= len(lines) - 2 <= 3 and "%" in lines[1]  # ranked, with their chances
        assert lines[-1].startswith("Why the first: ") and len(lines[-1]) > len("Why the first: ")


def test_a_position_file_prints_the_ranked_moves_and_the_first_ones_reason(capsys, tmp_path):
    path = tmp_path / "study.pos"
    path.write_text(POSITION, encoding="utf-8")
    code, out, err = run(capsys, "hint", path, "--playouts", PLAYOUTS)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Coloretto, 4 players: P1 to move, after 0 moves"
    match = Match.from_position(POSITION, 0, resolve=find_game)
    assert lines[1:] == expected_lines(match, 0)
    assert len(lines) == 5  # three moves, one reason: one recommendation
    assert lines[1].startswith("1.") and "%" in lines[1]


@pytest.mark.parametrize("game_id, players", [("coloretto", 3), ("chroma_mix", 2)])
def test_a_save_prints_what_the_panel_shows_for_the_player_to_move(capsys, tmp_path, game_id,
                                                                   players):
    match = Match(find_game(game_id), players, {}, 4)
    rng = random.Random(4)
    while len(match.moves) < 6 or len(match.legal_moves(match.to_move()[0])) < 2:
        player = match.to_move()[0]
        match.play(rng.choice(match.legal_moves(player)), player)
    path = tmp_path / "game.chroma.json"
    save_match(match, path)
    code, out, _err = run(capsys, "hint", path, "--playouts", PLAYOUTS)
    assert code == 0
    player = match.to_move()[0]
    lines = out.splitlines()
    assert lines[0].endswith(f"P{player + 1} to move, after {match.cursor} moves")
    assert lines[1:] == expected_lines(match, player)


def test_a_file_it_cannot_use_gets_the_usage_and_exit_code_2(capsys, tmp_path):
    missing = tmp_path / "nowhere.json"
    code, out, err = run(capsys, "hint", missing)
    assert (code, out) == (2, "") and err.startswith("usage: chroma hint")
    assert "nowhere.json cannot be read" in err and "Traceback" not in err
    garbage = tmp_path / "notes.json"
    garbage.write_text("not a game", encoding="utf-8")
    code, _out, err = run(capsys, "hint", garbage)
    assert code == 2 and "neither a saved game nor a position" in err
    broken = tmp_path / "broken.pos"
    broken.write_text(POSITION.replace("turn: P1", "turn: P9"), encoding="utf-8")
    code, _out, err = run(capsys, "hint", broken)
    assert code == 2 and "not a position to play from" in err and "turn" in err


def test_a_finished_game_has_no_hint(capsys, tmp_path):
    match = Match(find_game("coloretto"), 2, {}, 1)
    rng = random.Random(1)
    while not match.is_over():
        player = match.to_move()[0]
        match.play(rng.choice(match.legal_moves(player)), player)
    path = tmp_path / "over.chroma.json"
    save_match(match, path)
    code, _out, err = run(capsys, "hint", path)
    assert code == 2 and "the game is over" in err


@pytest.mark.parametrize("extra, said", [(["--playouts", "0"], "--playouts takes at least 1"),
                                         (["--think", "0"], "--think takes a positive"),
                                         (["--seat", "3"], "--seat 3 is not to move")])
def test_bad_arguments_get_the_usage_and_exit_code_2(capsys, tmp_path, extra, said):
    path = tmp_path / "study.pos"
    path.write_text(POSITION, encoding="utf-8")
    code, _out, err = run(capsys, "hint", path, *extra)
    assert code == 2 and err.startswith("usage: chroma hint") and said in err
