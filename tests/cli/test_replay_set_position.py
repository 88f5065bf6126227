"""A save whose moves start from a set position (`"position"`) says so: `chroma replay` prints
the position it starts from and marks its result as one from a set position, never as a dealt
game's; a dealt game's replay says nothing of the kind."""

from __future__ import annotations

import random

from chroma_desktop.cli import main
from chroma_desktop.persistence import save_match
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.position import position_to_text


def finished_from_a_position(seed: int = 4) -> Match:
    """A Coloretto game played from the position a dealt game reached after 40 moves."""
    game = find_game("coloretto")
    dealt = Match(game, 3, {}, seed)
    rng = random.Random(seed)
    for _ in range(40):
        dealt.play(rng.choice(dealt.legal_moves(dealt.to_move()[0])))
    match = Match.from_position(position_to_text(game, dealt.state), seed, game)
    while not match.is_over():
        match.play(rng.choice(match.legal_moves(match.to_move()[0])))
    return match


def test_replay_says_a_game_starts_from_a_set_position_and_marks_its_result(capsys, tmp_path):
    match = finished_from_a_position()
    path = tmp_path / "game.json"
    save_match(match, path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[1] == "This game starts from a set position, not a dealt one:"
    assert lines[2] == "    " + match.start_position.splitlines()[0]
    result = out.index("Result of a game from a set position (not a dealt game):")
    assert result < out.index("Winner:")


def test_a_dealt_games_replay_says_nothing_of_a_position(capsys, tmp_path):
    match = Match(find_game("coloretto"), 3, {}, 2)
    match.play_text("draw")
    path = tmp_path / "game.json"
    save_match(match, path)
    assert main(["replay", str(path)]) == 0
    assert "set position" not in capsys.readouterr().out
