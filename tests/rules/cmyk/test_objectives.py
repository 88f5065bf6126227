"""CMYK! scoring scenarios: hexagons, K-tiles, private cards, every public objective card and
the interactions between cards that the rulebook describes (`cmyk.txt`, "Additional notes")."""

from __future__ import annotations

import re

from chroma_desktop.games.cmyk import grid
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.scoring import breakdown, features
from chroma_desktop.games.cmyk.state import EV_PUBLIC, EV_REPLACE, EV_SHARED, OVER

HEX = [grid.cell_text(c) for c in grid.hexagon((0, 0))]
TWO_HEX = sorted(set(HEX) | {grid.cell_text(c) for c in grid.hexagon((1, 0))})


def cells(names, tile_id="T02"):
    return {name: tile_id for name in names}


def points(state, player, label_start):
    """The points of the lines whose words start with `label_start`, or with a count and it
    ("2 hexagons, 5 each" for "hexagon")."""
    return sum(line.points for line in breakdown(state, player) if str(line.label).startswith(label_start)
               or re.match(rf"[\d,]+ {re.escape(label_start)}", str(line.label)))


def reveal(game, state, card_id):
    return game.apply(state, mv.chance_move(mv.REVEAL, state.config.public_index(card_id)))


# -- hexagons, K-tiles, private objectives ------------------------------------------------------
def test_five_points_per_hexagon_and_overlapping_hexagons_each_count(table):
    """Rulebook: "5 points per hexagon ... A hexagon can be constructed with tiles that are used
    to construct other hexagons"."""
    one = table(mosaics={0: cells(HEX)})
    assert features(one.config, one.mosaics[0]).hexagons == 1
    assert points(one, 0, "hexagon") == 5
    two = table(mosaics={0: cells(TWO_HEX)})
    assert features(two.config, two.mosaics[0]).tiles == 10
    assert points(two, 0, "hexagon") == 10


def test_minus_three_per_placed_k_tile(table):
    """Rulebook: "-3 points per K-tile. Calculate K-tiles only if they are placed"."""
    state = table(mosaics={0: {"0,0,up": "T16", "0,0,down": "K1", "0,-1,down": "K2"}})
    assert points(state, 0, "K-tile") == -6


def test_a_private_objective_counts_your_placed_tiles_and_scores_at_most_6(table):
    """Rulebook: "You can gain extra points for the tiles you placed. The maximum points you can
    get from your private objective card is 6 points"; 100 % marks pay 2 each (INFERRED data)."""
    few = table(mosaics={0: {"0,0,up": "T56", "0,0,down": "T80"}}, privates=["c100", "c0"])
    assert points(few, 0, "Private") == 4
    many = table(mosaics={0: {"0,0,up": "T56", "0,0,down": "T80", "1,0,up": "T81",
                              "1,0,down": "T56"}}, privates=["c100", "c0"])
    assert points(many, 0, "Private") == 6
    private = next(line for line in breakdown(many, 0) if str(line.label).startswith("Private"))
    assert str(private.label) == "Private objective: Cyan 100 % (4 tiles, capped at 6)"


def test_as_you_like_doubles_the_private_objective_beyond_6(table):
    """Rulebook: "Double the score of your private objective card. You may earn points greater
    than 6 if this card is played"."""
    state = table(mosaics={0: {"0,0,up": "T56", "0,0,down": "T80", "1,0,up": "T81",
                               "1,0,down": "T56"}}, privates=["c100", "c0"], row=("as_you_like",))
    assert points(state, 0, "Private") == 12


# -- public objectives --------------------------------------------------------------------------
def test_more_than_hexagons_scores_3_per_hexagon_and_6_when_done_again(table):
    """Rulebook: "Each hexagon is worth 3 points, not 5 point. If "Do it again!" is played after
    this card, you score 6 points per hexagon"."""
    state = table(mosaics={0: cells(TWO_HEX)}, row=("more_than_hexagons",))
    assert points(state, 0, "hexagon") == 6
    again = table(mosaics={0: cells(TWO_HEX)}, row=("more_than_hexagons", "do_it_again"))
    assert points(again, 0, "hexagon") == 12


def test_need_my_space_4_per_empty_space_surrounded_by_3_tiles(table):
    """Rulebook: "From each empty space surrounded by 3 tiles, you get 4 points. Those empty spaces
    that are surrounded by more than 3 tiles won't be counted"."""
    around = ["0,-1,down", "-1,0,down", "0,0,down"]  # the three sides of 0,0 up
    state = table(mosaics={0: cells(around)}, row=("need_my_space",))
    assert features(state.config, state.mosaics[0]).spaces == 1
    assert points(state, 0, "I need my space!") == 4
    # A two-triangle hole is surrounded by four tiles: it does not count.
    hole = ["0,-1,down", "-1,0,down", "0,1,up", "1,0,up"]  # round 0,0 up and 0,0 down
    big = table(mosaics={0: cells(hole)}, row=("need_my_space",))
    assert points(big, 0, "I need my space!") == 0


def test_do_it_again_doubles_the_card_revealed_before_it(table):
    """Rulebook: "Double the points you can get from the last played public objective card"."""
    state = table(mosaics={0: cells(HEX)}, row=("make_it_pointy", "need_my_space", "do_it_again"))
    pointy = features(state.config, state.mosaics[0]).pointy
    assert points(state, 0, "Make it Pointy") == pointy
    assert points(state, 0, "I need my space!") == 0  # doubled, but there is no space


def test_do_it_again_revealed_first_doubles_the_next_card(table):
    """Rulebook: "If this card was revealed as the first public objective card, this will double
    the points you get from the next public objective card"."""
    line = ["0,0,up", "0,0,down", "1,0,up", "1,0,down"]
    state = table(mosaics={0: cells(line)}, row=("do_it_again", "make_it_wide"))
    assert points(state, 0, "Make it wide!") == 4  # 4 tiles in a row: 2 points, doubled


def test_i_like_this_tile_3_per_tile_with_equal_marks(table):
    """Rulebook: "If you have a tile with the same mark with different colors, you score 3 points
    each. There are 4 tiles like this in the game"."""
    state = table(mosaics={0: {"0,0,up": "T16", "0,0,down": "T01", "1,0,up": "T02"}},
                  row=("like_this_tile",))
    assert points(state, 0, "I like this tile!") == 6


def test_i_take_that_back_cancels_the_card_before_it(table):
    """Rulebook: "This card cancels out the last public objective card before this card"."""
    state = table(mosaics={0: cells(HEX)}, row=("more_than_hexagons", "take_that_back"))
    assert points(state, 0, "hexagon") == 5
    assert any("cancelled by I take that back!" in str(line.label) for line in breakdown(state, 0))
    # Cancelling Do it again! leaves the card before it single.
    again = table(mosaics={0: cells(TWO_HEX)},
                  row=("more_than_hexagons", "do_it_again", "take_that_back"))
    assert points(again, 0, "hexagon") == 6


def test_i_take_that_back_revealed_first_leaves_and_another_card_is_revealed(game, table):
    """Rulebook: "If this card was revealed as the first card, remove this card from the game and
    reveal another public objective card"."""
    state = table(pending=((EV_PUBLIC, 0),))
    after = reveal(game, state, "take_that_back")
    assert after.row == () and after.pending == ((EV_PUBLIC, 0),)
    assert after.public_out == (state.config.public_index("take_that_back"),)


def test_make_it_wide_1_point_per_2_tiles_of_the_longest_row(table):
    """Rulebook: "Count the number of the longest set of horizontal tiles. You get 1 point per 2
    tiles. Ignore the tiles placed diagonally"."""
    row = ["0,0,up", "0,0,down", "1,0,up", "1,0,down", "2,0,up"]
    diagonal = ["0,1,up", "0,1,down", "-1,2,down"]
    state = table(mosaics={0: cells(row + diagonal)}, row=("make_it_wide",))
    assert features(state.config, state.mosaics[0]).longest_row == 5
    assert points(state, 0, "Make it wide!") == 2


def test_i_want_height_1_point_per_row_spanned(table):
    """Rulebook: "Count all the tiles placed in the vertical direction. If only one tile is placed,
    it counts" (rate INFERRED in data: 1 point per row)."""
    state = table(mosaics={0: cells(["0,0,up", "0,0,down", "0,1,up", "-1,1,down", "-1,2,up"])},
                  row=("want_height",))
    assert points(state, 0, "I want height!") == 3
    single = table(row=("want_height",))
    assert points(single, 0, "I want height!") == 1


def test_make_it_pointy_1_per_tile_touching_only_one_tile(table):
    """Rulebook: "Get 1 point per tile that has only 1 side connecting to another tile"."""
    state = table(mosaics={0: cells(["0,0,up", "0,0,down", "0,-1,down", "-1,0,down"])},
                  row=("make_it_pointy",))
    assert points(state, 0, "Make it Pointy") == 3


def test_vertical_symmetry_scores_6_and_horizontal_symmetry_scores_7(table):
    """Rulebook: "If tiles are placed vertically symmetric, you get 6 points"; "If tiles are placed
    horizontally symmetric, you get 7 points"."""
    both_rows = ("vertical_symmetry", "horizontal_symmetry")
    vee = table(mosaics={0: cells(["0,0,up", "-1,0,down", "0,0,down"])}, row=both_rows)
    assert points(vee, 0, "Make it vertically") == 6 and points(vee, 0, "Make it horizontally") == 0
    diamond = table(mosaics={0: cells(["0,0,up", "0,-1,down"])}, row=both_rows)
    assert points(diamond, 0, "Make it vertically") == 6
    assert points(diamond, 0, "Make it horizontally") == 7
    lopsided = table(mosaics={0: cells(["0,0,up", "0,0,down"])}, row=both_rows)
    assert points(lopsided, 0, "Make it") == 0


def test_as_many_tiles_as_possible_5_for_most_3_for_second(table):
    """Rulebook: "The player with the greatest number of tiles played gets 5 points, second place
    gets 3 points. If there are multiple players with the greatest number of tiles, those players
    get 5 points. If second place players are tied, they get 3 points each"."""
    sizes = {0: cells(HEX), 1: cells(HEX[:3]), 2: cells(HEX[:3]), 3: cells(HEX[:1])}
    state = table(players=4, mosaics=sizes, row=("many_tiles",), privates=["c0"] * 4)
    assert [points(state, p, "As many tiles") for p in range(4)] == [5, 3, 3, 0]
    tied = table(players=3, mosaics={0: cells(HEX), 1: cells(HEX), 2: cells(HEX[:2])},
                 row=("many_tiles",), privates=["c0"] * 3)
    assert [points(tied, p, "As many tiles") for p in range(3)] == [5, 5, 3]


def test_let_me_think_is_replaced_at_the_end_and_do_it_again_doubles_the_replacement(game, table):
    """Rulebook: "Replace this card with the card on the top of the deck when the game is ended.
    If "Do it again!" was played after "Let me think!", you get doubled points from the card that
    is replaced with "Let me think!"."""
    state = table(mosaics={0: cells(["0,0,up", "-1,0,down", "0,0,down"])},
                  row=("let_me_think", "do_it_again"), tops=("T02",))
    state = game.apply(state, mv.stop_move(0))
    ended = game.apply(state, mv.stop_move(1))
    assert ended.pending == ((EV_REPLACE, 0),) and ended.phase != OVER
    assert game.move_to_str(ended, mv.chance_move(mv.REVEAL, 9)) == "reveal vertical_symmetry"
    final = reveal(game, ended, "vertical_symmetry")
    assert final.phase == OVER
    assert [state.config.public[c].id for c, _ in final.row] == ["vertical_symmetry", "do_it_again"]
    assert game.outcome(final).scores[0] == 12 + points(final, 0, "Private")


def test_i_want_this_color_too_becomes_a_private_card_for_everyone(game, table):
    """Rulebook: "replaces this card with a private objective card from the deck. The private
    objective card will be applied to everyone. If "As you like!" is in play, the points you gain
    from the new private objective card will be doubled"."""
    state = table(mosaics={0: {"0,0,up": "T56"}, 1: {"0,0,up": "T80"}}, privates=["m0", "y0"],
                  row=("as_you_like",), pending=((EV_PUBLIC, 1),))
    revealed = reveal(game, state, "want_this_color")
    assert revealed.pending == ((EV_SHARED, 1),)
    shared = game.apply(revealed, mv.chance_move(mv.SHARED, state.config.private_index("c100")))
    assert shared.row[1][1] == state.config.private_index("c100")
    assert points(shared, 0, "I want this color too!") == 4  # one C100 tile: 2, doubled
    assert points(shared, 1, "I want this color too!") == 4


def test_your_color_looks_better_scores_the_card_of_the_player_on_your_right(game, table):
    """Rulebook: "Reveal everyone's private objective card. You gain additional points from the
    private objective cards that are placed in front of the player on your right side"."""
    state = table(players=3, mosaics={0: {"0,0,up": "T56"}, 1: {"0,0,up": "T41"},
                                      2: {"0,0,up": "T36"}},
                  privates=["m100", "y100", "c100"], pending=((EV_PUBLIC, 0),))
    revealed = reveal(game, state, "your_color")
    assert revealed.privates_shown
    assert game.view(revealed, 1).privates == revealed.privates
    # Player 1's right is player 3 (the previous seat), whose card is c100: player 1 has a C100.
    # Player 2 scores player 1's m100 with its M100 tile, player 3 player 2's y100 with its Y100.
    assert [points(revealed, p, "Your color looks better!") for p in range(3)] == [2, 2, 2]
    assert [points(revealed, p, "Private") for p in range(3)] == [0, 0, 0]


def test_your_color_looks_better_with_as_you_like_do_it_again_and_take_that_back(table):
    """Rulebook: "This effect will be canceled out if "I take that back!" is played ... If "As you
    like!" is in play, you get doubled points from this card. If "Do it again!" is in play, the
    points you gain from the private objective card will be doubled"."""
    base = {"players": 2, "mosaics": {0: {"0,0,up": "T56"}, 1: {"0,0,up": "T41"}},
            "privates": ["m100", "c100"], "privates_shown": True}
    assert points(table(row=("your_color",), **base), 0, "Your color") == 2
    assert points(table(row=("as_you_like", "your_color"), **base), 0, "Your color") == 4
    assert points(table(row=("your_color", "do_it_again"), **base), 0, "Your color") == 4
    cancelled = table(row=("your_color", "take_that_back"), **base)
    assert points(cancelled, 0, "Your color") == 0


def test_do_them_all_reveals_two_more_and_leaves_the_game(game, table):
    """Rulebook: "Reveal 2 additional public objective cards from the top of the deck. The "Do them
    all!" card will be removed from the game. If this card was revealed as the first card, reveal
    2 additional cards before starting a game"."""
    state = table(pending=((EV_PUBLIC, 0),))
    after = reveal(game, state, "do_them_all")
    assert after.row == () and after.pending == ((EV_PUBLIC, 0), (EV_PUBLIC, 1))
    first = reveal(game, after, "make_it_wide")
    second = reveal(game, first, "make_it_pointy")
    assert [state.config.public[c].id for c, _ in second.row] == ["make_it_wide", "make_it_pointy"]
    assert second.public_out == (state.config.public_index("do_them_all"),)


# -- the winner ---------------------------------------------------------------------------------
def end(game, state):
    """Stop everyone on a table whose piles are empty: the game is over."""
    return game.apply(state, mv.stop_move(0))


def test_ties_go_to_most_hexagons_first(game, table):
    """Rulebook: "In case of a tie (1) the player with the most hexagons (2) the player with the
    least amount of K-tiles and (3) the player with the least amount of tiles decides"."""
    three_c80 = {"0,0,up": "T35", "0,0,down": "T54", "1,0,up": "T55"}
    state = table(mosaics={0: cells(HEX), 1: three_c80}, row=("more_than_hexagons",), tops=(),
                  privates=["c80", "c80"])
    outcome = game.outcome(end(game, state))
    assert outcome.scores == (3.0, 3.0)
    assert outcome.winners == (0,) and str(outcome.tie_break) == "Tied on 3: most hexagons decides"


def test_then_fewest_k_tiles_then_fewest_tiles(game, table):
    k_user = {"0,0,up": "T35", "0,0,down": "T54", "1,0,up": "T55", "1,0,down": "K1"}
    plain = {"0,0,up": "T16", "0,0,down": "T02"}
    state = table(mosaics={0: k_user, 1: plain}, privates=["c80", "c80"], tops=())
    outcome = game.outcome(end(game, state))
    assert outcome.scores == (0.0, 0.0)
    assert outcome.winners == (1,) and "fewest K-tiles" in str(outcome.tie_break)
    bigger = table(mosaics={0: {"0,0,up": "T16", "0,0,down": "T02", "1,0,up": "T03"}, 1: plain},
                   tops=(), privates=["c100", "c100"])
    outcome = game.outcome(end(game, bigger))
    assert outcome.scores == (0.0, 0.0)
    assert outcome.winners == (1,) and "fewest tiles" in str(outcome.tie_break)
    same = table(mosaics={0: plain, 1: plain}, tops=(), privates=["c100", "c100"])
    outcome = game.outcome(end(game, same))
    assert outcome.winners == (0, 1)
    assert str(outcome.tie_break) == "Tied on 0 and on every tie-break: shared win"
