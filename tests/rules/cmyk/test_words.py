"""CMYK! in words with seat names, and moves with named arguments.

The log, refusals and score lines are templates: rendered for a table where seat 0 is "You" and
seat 1 is "Bot 2" they say "You take" and "Bot 2 takes", "your card", "1 tile"; rendered with
`str()` they say "Player N" as the command line does. Named move arguments equal the plain tuples
they replace, so notation and saved games read as before.
"""

from __future__ import annotations

from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.grid import DOWN, UP
from chroma_desktop.games.cmyk.scoring import breakdown
from chroma_desktop.games.cmyk.state import EV_PUBLIC, EV_REMOVAL, SETUP_TAKE
from chroma_desktop.rules.messages import SeatNames

YOU_AND_BOTS = SeatNames(("You", "Bot 2", "Bot 3"), frozenset({0}))


def said(message) -> str:
    return message.render(YOU_AND_BOTS)


def test_a_take_in_the_log_names_you_and_the_bots_with_verbs_that_agree(game, table):
    state = table(players=3, tops=("T02", "T03"))
    assert said(game.describe(state, mv.take_move(0, 1))) == "You take the C0 M20 Y0 tile from pile 2"
    assert said(game.describe(state, mv.take_move(1, 0))) == "Bot 2 takes the C0 M0 Y20 tile from pile 1"
    assert str(game.describe(state, mv.take_move(1, 0))) == "Player 2 takes the C0 M0 Y20 tile from pile 1"
    initial = state._replace(phase=SETUP_TAKE, current=0)
    assert said(game.describe(initial, mv.take_move(0, 0))) == (
        "You take the C0 M0 Y20 tile from pile 1 for your left neighbour")
    assert said(game.describe(state, mv.stop_move(2))) == "Bot 3 stops taking tiles"
    assert said(game.describe(state, mv.chance_move(mv.CALLER, 0))) == "You are the first caller"


def test_placing_a_k_tile_says_its_points_and_the_removal_rule_counts_its_piles(game, table):
    holding = game.apply(table(tops=("K1",)), mv.take_move(0, 0))
    assert said(game.describe(holding, mv.place_move(0, (0, 0, DOWN), 0))) == (
        "You place the K-tile 1 place to the right of the initial tile, cyan on the horizontal "
        "side (-3 points; another public objective is revealed)")
    stuck = table(players=2, tops=("T56", "T41"), pending=((EV_REMOVAL,),))
    assert str(game.describe(stuck, mv.chance_move(mv.REMOVE, (1,)))) == (
        "Nobody can place a top tile: the top tile of pile 2 leaves the game")
    assert str(game.describe(stuck, mv.chance_move(mv.REMOVE, (0, 1)))) == (
        "Nobody can place a top tile: the top tiles of piles 1, 2 leave the game")


def test_a_refusal_for_another_seats_turn_names_that_seat(game, table):
    state = table(players=3, tops=("T02", "T03"), phase=SETUP_TAKE, current=1)
    reason = game.why_not(state, 0, "pile:0", "p0.hand")
    assert said(reason) == "Initial tiles are taken in turn: it is Bot 2's turn."
    assert str(reason) == "Initial tiles are taken in turn: it is Player 2's turn."
    assert not game.why_not(state, 1, "pile:0", "p1.hand")  # allowed: nothing to say


def test_score_lines_use_your_for_your_card_and_the_singular_for_one_tile(game, table):
    state = table(players=3, mosaics={0: {"0,0,up": "T56"}, 1: {"0,0,up": "T41"},
                                      2: {"0,0,up": "T36"}},
                  privates=["m100", "y100", "c100"], pending=((EV_PUBLIC, 0),))
    revealed = game.apply(state, mv.chance_move(mv.REVEAL, state.config.public_index("your_color")))
    labels = [said(line.label) for line in breakdown(revealed, 1)]
    # Player 2 (Bot 2) scores the card of the player on its right: seat 0, "you" at this table.
    assert "Your color looks better! (your card): Magenta 100 % (1 tile)" in labels
    assert "Private objective: Yellow 100 % (0 tiles)" in labels


def test_named_move_arguments_equal_the_plain_tuples_and_keep_the_notation(game, table):
    state = table(tops=("T02",))
    take = mv.take_move(0, 0)
    assert take.arg == (0, 0) and hash(take.arg) == hash((0, 0))
    assert (take.arg.player, take.arg.pile) == (0, 0)
    place = mv.place_move(0, (0, 0, DOWN), 0)
    assert place.arg == (0, (0, 0, DOWN), 0) and place.arg.cell == (0, 0, DOWN)
    assert game.move_to_str(state, place) == "p1 place 0,0 down r0"
    assert game.parse_move(state, "p1 take 1") == take
    deal = mv.chance_move(mv.DEAL, (1, 3))
    assert deal.arg.player == 1 and deal.arg.card == 3 and deal.target == "p1.private"
    top = mv.chance_move(mv.TOP, (2, 5))
    assert top.arg == mv.Top(pile=2, tile=5) and top.source == "pile:2"
    assert game.move_to_str(state, top) == "top 3 T06"
    assert mv.player_of(mv.place_move(1, (0, 1, UP), 2)) == 1 and mv.player_of(mv.stop_move(1)) == 1
