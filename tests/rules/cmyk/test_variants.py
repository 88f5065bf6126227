"""The multi-game variants (rulebook "Additional rules") and the edge-order option."""

from __future__ import annotations

from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.state import EV_DEAL, OVER, SETUP_TAKE
from chroma_desktop.rules.match import Match
from tests.rules.cmyk.conftest import texts, tile


def test_three_games_starts_a_new_game_with_the_next_caller(game, table):
    """Rulebook: "3 Games Rule ... Reset the score board every time you start a new game"."""
    state = table(variant="three_games", tops=(), caller=1)
    after = game.apply(state, mv.stop_move(0))
    assert after.phase == SETUP_TAKE and after.game_number == 2 and after.caller == 0
    assert after.pending[0] == (EV_DEAL, 0)
    assert len(after.results) == 1 and all(len(m) == 0 for m in after.mosaics)
    assert len(after.unseen) == 84


def test_three_games_gives_2_vp_to_first_and_1_vp_to_second(game, table):
    """Rulebook: "For each game, deal 2 VP to the first place player and deal 1VP to the second
    place player. The player with the most VP after playing 3 games is the winner"."""
    earlier = (((10.0, 1, 0, 9), (4.0, 0, 0, 5), (1.0, 0, 0, 3)),
               ((2.0, 0, 0, 9), (8.0, 1, 0, 5), (1.0, 0, 0, 3)))
    state = table(players=3, variant="three_games", tops=(), game_number=3, results=earlier,
                  mosaics={0: {"0,0,up": "T56"}, 1: {"0,0,up": "T02"}, 2: {"0,0,up": "T02"}},
                  privates=["c100", "c0", "c0"])
    over = game.apply(state, mv.stop_move(0))
    assert over.phase == OVER
    outcome = game.outcome(over)
    # Game 1: P1 2, P2 1. Game 2: P2 2, P1 1. Game 3: P1 2 (C100), P2 and P3 tie for second: 1.
    assert outcome.scores == (5.0, 4.0, 1.0)
    assert outcome.winners == (0,)
    assert [line.points for line in outcome.breakdown[1]] == [1, 2, 1]


def test_total_score_plays_until_someone_reaches_40(game, table):
    """Rulebook: "You add up the score you gained from each game. When someone reaches to 40
    points or greater, the game ends. The player with highest score is the winner"."""
    low = (((20.0, 4, 0, 9), (30.0, 5, 0, 9)),)
    state = table(variant="total_score", tops=(), results=low, privates=["c100", "c100"],
                  mosaics={0: {"0,0,up": "T56"}, 1: {"0,0,up": "T02"}})
    assert game.apply(state, mv.stop_move(0)).phase == SETUP_TAKE  # 22 and 30: play on
    high = (((38.0, 4, 0, 9), (39.0, 5, 0, 9)),)
    over = game.apply(state._replace(results=high), mv.stop_move(0))
    outcome = game.outcome(over)
    assert over.phase == OVER and outcome.scores == (40.0, 39.0) and outcome.winners == (0,)


def test_a_three_game_match_plays_to_the_end(game):
    match = Match(game, 2, {"variant": "three_games"}, seed=4)
    while not match.is_over():
        player = match.to_move()[0]
        legal = match.legal_moves(player)
        stop = [m for m in legal if m.kind == mv.STOP]
        match.play(stop[0] if stop else legal[0], player)
    assert match.state.game_number == 3 and len(match.state.results) == 3
    outcome = match.outcome()
    assert [len(lines) for lines in outcome.breakdown] == [3, 3]
    for number in range(3):  # 2 + 1 VP, or 2 + 2 when the players tie on everything
        assert sum(lines[number].points for lines in outcome.breakdown) in (3, 4)


def test_free_edge_order_lets_a_tile_lie_flipped(game, table):
    """Option `edge_order: free` (GAME-DATA 2.1 `chirality: free`): six ways to lay a tile."""
    fixed = game.apply(table(tops=("T02",)), mv.take_move(0, 0))
    free = game.apply(table(tops=("T02",), edge_order="free"), mv.take_move(0, 0))
    assert len(texts(game, free, 0)) > len(texts(game, fixed, 0))
    assert any(text.endswith((" f0", " f1", " f2")) for text in texts(game, free, 0))
    assert free.hands[0] == tile(free, "T02")


def test_notation_reads_back(game, table):
    state = game.apply(table(tops=("T08", "T05")), mv.take_move(0, 0))
    for move in game.legal_moves(state, 0):
        assert game.parse_move(state, game.move_to_str(state, move)) == move
    assert game.parse_move(state, "p1 place 0,0 up r0") == mv.place_move(0, (0, 0, 0), 0)
