"""CMYK! scenario tests, one per rule of `shared/rules/cmyk.txt` (set-up, placing, real time,
K-tiles, the removal rule, the end of the game).

Each test sets up a table or plays real moves, then asserts the legal moves, the result of a
move, or the refusal and its reason.
"""

from __future__ import annotations

import pytest

from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.grid import DOWN, UP
from chroma_desktop.games.cmyk.scoring import breakdown
from chroma_desktop.games.cmyk.state import EV_PUBLIC, EV_REMOVAL, EV_TOP, NONE, OVER, SETUP_PLACE
from chroma_desktop.rules.api import CHANCE, IllegalMoveError
from chroma_desktop.rules.match import Match
from tests.rules.cmyk.conftest import texts, tile


# -- set-up -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "piles"), [(2, 5), (3, 5), (4, 7), (5, 7)])
def test_piles_of_12_five_for_two_or_three_players_seven_for_four_or_five(game, players, piles):
    """Rulebook: "make piles of 12 tiles. 2-3 players: 5 piles, 4-5 players: 7 piles"."""
    match = Match(game, players, {}, seed=3)
    state = match.state
    assert len(state.piles) == piles
    assert sum(len(known) + hidden for known, hidden in state.piles) == 12 * piles
    assert all(len(known) == 1 for known, _ in state.piles)  # each top lies face up
    assert all(card >= 0 for card in state.privates)  # one private objective each
    assert len(state.row) >= 1  # one public objective revealed


def test_initial_tiles_are_taken_in_turn_from_the_caller_and_passed_left(game):
    """Rulebook: "Starting from the caller, take turns clockwise with each player taking 1 tile
    ... pass it to the player on the left"."""
    match = Match(game, 3, {}, seed=11)
    caller = match.state.caller
    taken = {}
    for step in range(3):
        player = (caller + step) % 3
        assert match.to_move() == (player,)
        move = match.legal_moves(player)[0]
        taken[player] = match.state.top(move.arg.pile)
        match.play(move, player)
    state = match.state
    assert state.phase == SETUP_PLACE
    for player in range(3):
        assert state.hands[(player + 1) % 3] == taken[player]
    assert set(match.to_move()) == {0, 1, 2}


def test_the_initial_tile_is_never_a_k_tile(game, table):
    """Rulebook: "Do not take K tile" for the initial tile."""
    state = table(players=2, tops=("K1", "T05"), phase="setup_take", current=0)
    assert texts(game, state, 0) == ["p1 take 2"]
    assert str(game.why_not(state, 0, "pile:0", "p0.hand")) == (
        "The initial tile may not be a K-tile: take it from another pile.")


def test_the_initial_tile_points_forward_in_any_of_three_turns(game, table):
    """Rulebook: "Place your initial tile pointing forward"."""
    state = table(players=2, phase=SETUP_PLACE)
    state = state._replace(hands=(tile(state, "T20"), NONE), mosaics=(state.mosaics[0].without((0, 0, UP)),
                                                                       state.mosaics[1]))
    assert texts(game, state, 0) == ["p1 place 0,0 up r0", "p1 place 0,0 up r1", "p1 place 0,0 up r2"]
    after = game.apply(state, mv.place_move(0, (0, 0, UP), 2))
    assert after.mosaics[0].cells == {(0, 0, UP): (tile(state, "T20"), 2)}
    assert "pointing forward" in str(game.why_not(state, 0, "p0.hand", "grid:p0:1,0,up"))


# -- real time ----------------------------------------------------------------------------------
def test_everyone_who_has_not_stopped_may_act_at_once(game, table):
    """Rulebook: "You don't have to wait for others ... This is NOT a turn based game"."""
    state = table(players=3, tops=("T02", "T03"), stopped=(False, True, False))
    assert game.to_move(state) == (0, 2)
    assert texts(game, state, 0) == ["p1 take 1", "p1 take 2", "p1 stop"]
    assert texts(game, state, 2) == ["p3 take 1", "p3 take 2", "p3 stop"]
    assert game.legal_moves(state, 1) == ()


def test_taking_turns_up_the_next_tile_of_the_pile(game, table):
    """Taking the face-up top tile reveals the one below (a chance node)."""
    state = table(tops=("T02",))
    state = state._replace(piles=((state.piles[0][0], 4),))
    after = game.apply(state, mv.take_move(0, 0))
    assert after.hands[0] == tile(state, "T02")
    assert game.to_move(after) == (CHANCE,) and after.pending == ((EV_TOP, 0),)
    outcomes = game.chance_outcomes(after)
    assert len(outcomes) == len(after.unseen)
    revealed = game.apply(after, outcomes[0][0])
    assert revealed.top(0) == outcomes[0][0].arg.tile and revealed.piles[0][1] == 3


def test_one_tile_in_hand_at_a_time(game, table):
    """Rulebook: "You can take another tile only after you've finished placing the tile you have"."""
    state = table(tops=("T02", "T03"))
    holding = game.apply(state, mv.take_move(0, 0))
    assert all(m.kind != mv.TAKE for m in game.legal_moves(holding, 0))
    assert str(game.why_not(holding, 0, "pile:1", "p0.hand")).startswith("You already hold a tile")
    with pytest.raises(IllegalMoveError, match="already hold a tile"):
        game.apply(holding, mv.take_move(0, 1))


# -- placing ------------------------------------------------------------------------------------
# The initial tile T16 (C20 M20 Y20) at 0,0 up, r0: cyan at the bottom, magenta left, yellow right.
@pytest.mark.parametrize(("tile_id", "cell"), [("T04", (0, -1, DOWN)),   # C20 under the bottom
                                               ("T03", (-1, 0, DOWN)),   # M20 against the left
                                               ("T02", (0, 0, DOWN))])   # Y20 against the right
def test_adjacent_sides_show_the_same_ink_and_mark_on_each_side_of_an_up_tile(game, table, tile_id, cell):
    """Rulebook: "Adjacent tiles must be the same color AND the same mark"."""
    state = game.apply(table(tops=(tile_id,)), mv.take_move(0, 0))
    placements = [(m.arg.cell, m.arg.rotation) for m in game.legal_moves(state, 0) if m.kind == mv.PLACE]
    assert (cell, 0) in placements
    after = game.apply(state, mv.place_move(0, cell, 0))
    assert after.mosaics[0].cells[cell] == (tile(state, tile_id), 0)


def test_each_side_of_a_down_tile(game, table):
    """A down tile (0,0 down, T02: C0 M0 Y20) takes neighbours on its top and right sides too."""
    state = table(mosaics={0: {"0,0,up": "T16", "0,0,down": "T02"}}, tops=("T05",))
    mosaic = state.mosaics[0]
    config = state.config
    # Top side (cyan 0) and right side (magenta 0) of the down tile: T05 is C0 M0 Y40.
    cells = {cell for cell, _ in mosaic.placements(config, tile(state, "T05"))}
    assert (0, 1, UP) in cells and (1, 0, UP) in cells


def test_the_rotation_must_match_the_ink(game, table):
    """Turning a tile changes which ink lies on each side; only a turn matching the ink fits."""
    state = game.apply(table(tops=("T02",)), mv.take_move(0, 0))
    assert "p1 place 0,0 down r0" in texts(game, state, 0)
    with pytest.raises(IllegalMoveError, match="yellow side would meet a cyan side|side would meet"):
        game.apply(state, mv.place_move(0, (0, 0, DOWN), 1))


def test_a_tile_between_two_tiles_must_match_both(game, table):
    """Rulebook: "If you're placing a tile that goes between 2 tiles, the new tile has to have the
    same mark and color for the both sides"."""
    # 1,0 up touches 1,-1 down (T10, C40 on its top side) with its bottom and 0,0 down (T02, M0 on
    # its right side) with its left side.
    state = table(mosaics={0: {"0,0,up": "T16", "0,0,down": "T02", "1,-1,down": "T10"}})
    config, mosaic, cell = state.config, state.mosaics[0], (1, 0, UP)
    assert dict(mosaic.open_cells(config)[cell]) == {0: 0 * 8 + 2, 1: 1 * 8 + 0}
    both = [t for t in range(82) if config.tile_levels[t][:2] == (40, 0)]
    one = [t for t in range(82) if config.tile_levels[t][:2] in ((0, 0), (40, 20))]
    assert both and all((cell, 0) in mosaic.placements(config, t) for t in both)
    assert one and all((cell, 0) not in mosaic.placements(config, t) for t in one)


def test_why_not_names_the_edges_that_do_not_match(game, table):
    state = game.apply(table(tops=("T05",)), mv.take_move(0, 0))  # T05: C0 M0 Y40
    reason = game.why_not(state, 0, "p0.hand", "grid:p0:0,0,down")
    assert str(reason) == "The yellow edges meet at 40 % and 20 %: touching sides show the same mark."


def test_a_tile_must_touch_your_mosaic(game, table):
    state = game.apply(table(tops=("T02",)), mv.take_move(0, 0))
    assert str(game.why_not(state, 0, "p0.hand", "grid:p0:3,3,up")) == "A tile must touch your mosaic."
    assert str(game.why_not(state, 0, "p0.hand", "grid:p0:0,0,up")) == "That space already holds a tile."
    assert str(game.why_not(state, 0, "p0.hand", "grid:p1:0,0,down")) == "You build only your own mosaic."


def test_move_the_last_placed_tile_until_the_next_take(game, table):
    """Rulebook: "you CAN move your last tile around until you take a new tile"."""
    state = game.apply(table(tops=("T08", "T05")), mv.take_move(0, 0))  # T08: C20 M0 Y20
    placed = game.apply(state, mv.place_move(0, (0, 0, DOWN), 0))
    assert placed.last[0] == (0, 0, DOWN)
    moves = [m for m in game.legal_moves(placed, 0) if m.kind == mv.MOVE]
    # Its cyan 20 fits at the bottom too.
    assert [(m.arg.cell, m.arg.rotation) for m in moves] == [((0, -1, DOWN), 0)]
    assert moves[0].source == "grid:p0:0,0,down"
    moved = game.apply(placed, moves[0])
    assert (0, 0, DOWN) not in moved.mosaics[0].cells and moved.last[0] == moves[0].arg.cell
    took = game.apply(placed, mv.take_move(0, 1))
    assert took.last[0] is None
    assert str(game.why_not(took, 0, "grid:p0:0,0,down", "grid:p0:0,-1,down")) == (
        "Only your last placed tile can move, and only until you take another tile.")


def test_a_tile_that_cannot_be_placed_goes_back_on_its_pile(game, table):
    """Rulebook: "In case you take a tile that you can't place, put it back to where it came from"."""
    state = table(tops=("T02", "T56"))  # T56: C100 fits nowhere next to C20 M20 Y20
    holding = game.apply(state, mv.take_move(0, 1))
    assert texts(game, holding, 0) == ["p1 putback"]
    back = game.apply(holding, mv.putback_move(0, 1))
    assert back.top(1) == tile(state, "T56") and back.hands[0] == NONE
    # A tile that fits may not be put back.
    fits = game.apply(state, mv.take_move(0, 0))
    assert "only a tile that cannot be placed goes back" in str(game.why_not(fits, 0, "p0.hand", "pile:0"))


# -- K-tiles ------------------------------------------------------------------------------------
def test_a_k_tile_matches_the_ink_but_not_the_mark(game, table):
    """Rulebook: "When you place the K-tile, you are only matching the color, not the mark"."""
    state = game.apply(table(tops=("K1",)), mv.take_move(0, 0))
    placements = {(m.arg.cell, m.arg.rotation) for m in game.legal_moves(state, 0) if m.kind == mv.PLACE}
    assert placements == {((0, -1, DOWN), 0), ((-1, 0, DOWN), 0), ((0, 0, DOWN), 0)}
    assert "p1 discard" in texts(game, state, 0)


@pytest.mark.parametrize("choice", ["place", "discard"])
def test_placing_or_discarding_a_k_tile_reveals_another_public_objective(game, table, choice):
    """Rulebook: "When you finish your move with the K-tile (placing or discarding), reveal an
    additional public objective card"; "-3 points per K-tile"."""
    state = game.apply(table(tops=("K1",), row=("many_tiles",)), mv.take_move(0, 0))
    move = mv.place_move(0, (0, 0, DOWN), 0) if choice == "place" else mv.discard_move(0)
    after = game.apply(state, move)
    assert after.pending == ((EV_PUBLIC, 1),)
    revealed = game.apply(after, game.chance_outcomes(after)[0][0])
    assert len(revealed.row) >= 2 or revealed.public_out
    if choice == "discard":
        assert after.out == (tile(state, "K1"),)
    else:
        assert ("1 K-tile, -3 each", -3) in [(str(line.label), line.points)
                                                for line in breakdown(revealed, 0)]


# -- the removal rule and the end ---------------------------------------------------------------
def test_when_nobody_can_place_a_top_tile_each_player_removes_one(game, table):
    """Rulebook: "If none of the players can place a tile from the remaining set of tiles, everyone
    takes a tile from a random pile and removes the tile from the game"."""
    state = table(players=2, tops=("T56", "T41", "T36"))  # C100, M100, Y100: fit nobody
    after = game.apply(game.apply(state, mv.take_move(0, 0)), mv.putback_move(0, 0))
    assert after.pending == ((EV_REMOVAL,),)
    outcomes = game.chance_outcomes(after)
    assert [m.arg for m, _ in outcomes] == [(0, 1), (0, 2), (1, 2)]  # two different piles
    removed = game.apply(after, outcomes[0][0])
    assert removed.out == (tile(state, "T56"), tile(state, "T41"))
    assert game.move_to_str(after, outcomes[0][0]) == "remove 1,2"


def test_with_fewer_piles_than_players_every_pile_loses_its_top(game, table):
    """Rulebook: "If the number of piles is less than the number of players, remove the top tile
    from all the remaining piles"."""
    state = table(players=3, tops=("T56", "T41"))
    state = game.apply(game.apply(state, mv.take_move(0, 0)), mv.putback_move(0, 0))
    assert [m.arg for m, _ in game.chance_outcomes(state)] == [(0, 1)]
    after = game.apply(state, game.chance_outcomes(state)[0][0])
    assert game.to_move(after) == ()  # no tiles left: the game is over
    assert after.phase == OVER


def test_the_game_ends_when_everyone_has_stopped(game, table):
    """Rulebook: "The game ends when ... (2) everyone decides to not take more tiles"."""
    state = table(players=2, tops=("T02",), row=("make_it_pointy",))
    state = game.apply(state, mv.stop_move(0))
    assert game.to_move(state) == (1,)
    state = game.apply(state, mv.stop_move(1))
    assert state.phase == OVER and game.outcome(state) is not None


def test_the_game_ends_when_no_tiles_are_left(game, table):
    """Rulebook: "The game ends when (1) there's no tiles left"."""
    state = table(players=2, tops=("T02",), row=("make_it_pointy",))
    holding = game.apply(state, mv.take_move(0, 0))
    assert holding.phase != OVER  # a tile in hand is still in play
    done = game.apply(holding, mv.place_move(0, (0, 0, DOWN), 0))
    assert done.phase == OVER


def test_a_stopped_player_does_not_act_again(game, table):
    state = game.apply(table(players=2, tops=("T02",)), mv.stop_move(0))
    assert game.legal_moves(state, 0) == ()
    assert str(game.why_not(state, 0, "pile:0", "p0.hand")) == "You have stopped taking tiles for this game."


# -- secrets ------------------------------------------------------------------------------------
def test_private_objectives_are_secret_until_your_color_looks_better(game, table):
    state = table(players=3, privates=["c20", "m40", "y60"])
    view = game.view(state, 1)
    assert view.privates[1] == state.privates[1]
    assert view.privates[0] < 0 and view.privates[2] < 0
    assert state.privates[0] in view.private_deck
    assert game.view(state._replace(privates_shown=True), 1).privates == state.privates
