"""Coloretto scenario tests: one per rule of `shared/rules/coloretto-en.txt` / `coloretto-it.txt`.

Each test builds a position (by playing real moves or by setting up the table), then asserts the
legal moves, the result of applying a move, or the refusal and its reason.
"""

from __future__ import annotations

import pytest

from chroma_desktop.games.coloretto import moves as mv
from chroma_desktop.games.coloretto.state import BONUS, CHOOSE, NO_ONE, OVER, PLACE, REVEAL, TURN
from chroma_desktop.rules.api import IllegalMoveError, Move
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import SeatNames
from tests.rules.coloretto.conftest import in_turn


def texts(game, state, player=None):
    player = state.current if player is None else player
    return [game.move_to_str(state, m) for m in game.legal_moves(state, player)]


# -- set-up -------------------------------------------------------------------------------------
def test_four_players_use_four_brown_rows_of_three_and_all_seven_colours(started):
    match, cards = started(players=4)
    state = match.state
    assert state.config.capacities == (3, 3, 3, 3)
    assert state.removed == ()
    assert state.phase == TURN


def test_three_players_remove_one_colour(started):
    """'With 3 players, remove one color from game' (all nine cards of it)."""
    match, cards = started(players=3)
    state = match.state
    assert len(state.removed) == 1
    assert state.deck[state.removed[0]] == 0
    assert state.config.capacities == (3, 3, 3)


def test_two_players_remove_two_colours_deal_two_cards_and_use_the_green_rows(started):
    """2 players: two colours removed, two starting cards each, green rows of 1, 2 and 3."""
    match, cards = started(players=2)
    state = match.state
    assert len(state.removed) == 2
    assert state.config.capacities == (1, 2, 3)
    for collection in state.collections:
        assert sum(collection) == 2


def test_starting_colours_are_all_different(started):
    """'select 4/5 different color cards and give each player 1'."""
    for players in (2, 3, 4, 5):
        match, cards = started(players=players, seed=players)
        dealt = [kind for collection in match.state.collections
                 for kind, count in enumerate(collection) for _ in range(count)]
        assert len(dealt) == len(set(dealt)) == players * (2 if players == 2 else 1)
        assert not set(dealt) & set(match.state.removed)


def test_last_round_card_lies_under_fifteen_cards_in_the_original_edition(started):
    """'Deal 15 play cards facedown in a stack. Put "last round card" facedown on top.'"""
    match, cards = started(players=4)
    state = match.state
    assert state.deck_size() - state.above_last == 15


def test_newer_edition_has_two_jokers_a_golden_joker_and_sixteen_cards_under(started):
    """Newer edition: 2 jokers + the golden joker; 16 cards under the last-round card."""
    match, cards = started(players=4, edition="newer")
    while match.state.phase == CHOOSE:
        match.play(match.legal_moves(match.state.current)[0])
    state = match.state
    assert state.config.full_deck()[cards.joker] == 2
    assert state.config.full_deck()[cards.golden_joker] == 1
    assert state.deck_size() - state.above_last == 16


def test_newer_edition_players_choose_starting_colours_in_seat_order(game):
    """'Ogni giocatore sceglie un diverso colore fra quelli disponibili' (in seat order)."""
    match = Match(game, 3, {"edition": "newer"}, seed=4)
    state = match.state
    assert state.phase == CHOOSE and state.current == 0
    choices = texts(game, state, 0)
    assert all(text.startswith("start ") for text in choices)
    match.play_text(choices[0])
    assert match.state.current == 1
    assert choices[0] not in texts(game, match.state, 1), "a colour taken is no longer offered"
    match.play_text(texts(game, match.state, 1)[0])
    match.play_text(texts(game, match.state, 2)[0])
    assert match.state.phase == TURN


# -- a turn -------------------------------------------------------------------------------------
def test_a_turn_is_draw_and_place_or_take_a_row(started, game):
    match, cards = started()
    state = in_turn(match.state, rows=[[cards.red], [], [], []])
    assert texts(game, state) == ["draw", "take 1"]
    drawn = game.apply(state, mv.draw_move())
    assert drawn.phase == REVEAL and game.to_move(drawn) == (-1,)
    revealed = game.apply(drawn, mv.chance_move(mv.REVEAL, cards.blue))
    assert revealed.phase == PLACE and revealed.drawn == cards.blue
    assert texts(game, revealed) == ["place 1", "place 2", "place 3", "place 4"]
    placed = game.apply(revealed, mv.place_move(0))
    assert placed.rows[0] == (cards.red, cards.blue)
    assert placed.current == 1


def test_draw_only_while_a_row_has_room(started, game):
    """'You cannot choose A when every remaining row is full.'"""
    match, cards = started()
    full = [cards.red] * 3
    state = in_turn(match.state, rows=[full, full, full, full])
    assert texts(game, state) == ["take 1", "take 2", "take 3", "take 4"]
    with pytest.raises(IllegalMoveError, match="Every row is full"):
        game.apply(state, mv.draw_move())
    assert "Every row is full" in str(game.why_not(state, 0, "deck", "deck"))


def test_dragging_the_deck_anywhere_while_a_row_has_room_says_how_to_draw(started, game):
    """A draw is a click on the deck; dragged elsewhere (onto the drawn-card place, a row), the
    reason is how to draw, never that every row is full when one has room."""
    match, cards = started()
    state = in_turn(match.state, rows=[[cards.red], [], [], []])
    legal = tuple(game.legal_moves(state, 0))
    assert mv.draw_move() in legal
    for target in ("drawn", "row:0", "row:1"):
        said = str(game.why_not(state, 0, "deck", target))
        assert said == "To draw, click the deck: the card turns up by itself.", (target, said)


def test_a_full_row_takes_no_more_cards(started, game):
    """Brown rows hold up to 3 cards: a card cannot be placed on a full row."""
    match, cards = started()
    state = in_turn(match.state, rows=[[cards.red] * 3, [], [], []])
    state = state._replace(phase=PLACE, drawn=cards.blue)
    assert "place 1" not in texts(game, state)
    with pytest.raises(IllegalMoveError, match="Row 1 is full"):
        game.apply(state, mv.place_move(0))
    assert str(game.why_not(state, 0, "drawn", "row:0")) == (
        "Row 1 is full (3 of 3 cards): choose a row with room.")


def test_take_a_row_only_with_at_least_one_card(started, game):
    """'Take a row card that has at least 1 card'."""
    match, cards = started()
    state = in_turn(match.state, rows=[[cards.red], [], [], []])
    assert "take 2" not in texts(game, state)
    with pytest.raises(IllegalMoveError, match="no cards yet"):
        game.apply(state, mv.take_move(1, 0))
    assert "at least one card" in str(game.why_not(state, 0, "row:1", "p0.collection"))


def test_taking_a_row_adds_its_cards_to_the_collection(started, game):
    match, cards = started()
    state = in_turn(match.state, rows=[[cards.red, cards.joker, cards.plus2], [], [], []])
    before = state.collections[0]
    after = game.apply(state, mv.take_move(0, 0))
    assert after.collections[0][cards.red] == before[cards.red] + 1
    assert after.collections[0][cards.joker] == before[cards.joker] + 1
    assert after.collections[0][cards.plus2] == before[cards.plus2] + 1
    assert after.rows[0] == () and after.takers[0] == 0


def test_a_player_who_took_a_row_sits_out_the_round(started, game):
    """'Once a player has taken a row card, they take no further turns this round.'"""
    match, cards = started()
    state = in_turn(match.state, current=0, rows=[[cards.red], [cards.blue], [], []])
    after = game.apply(state, mv.take_move(0, 0))
    assert after.current == 1
    assert game.legal_moves(after, 0) == ()
    assert "not yours" in str(game.why_not(after, 0, "deck", "deck"))


def draw_and_place(game, state, kind, row):
    drawn = game.apply(game.apply(state, mv.draw_move()), mv.chance_move(mv.REVEAL, kind))
    return game.apply(drawn, mv.place_move(row))


def test_taken_rows_are_skipped_by_the_turn_order(started, game):
    match, cards = started()
    state = in_turn(match.state, current=3, rows=[[], [cards.red], [], []],
                    takers=[1, NO_ONE, NO_ONE, NO_ONE])
    after = draw_and_place(game, state, cards.red, 2)
    assert after.current == 0
    after = draw_and_place(game, after, cards.red, 3)
    assert after.current == 2, "Player 2 took a row this round and is skipped"


def test_the_last_player_may_keep_drawing_while_they_can(started, game):
    """Once all others are out, the last player may keep drawing as long as they want and can."""
    match, cards = started()
    state = in_turn(match.state, current=3, rows=[[], [], [], [cards.red]],
                    takers=[0, 1, 2, NO_ONE])
    assert texts(game, state) == ["draw", "take 4"]
    after = draw_and_place(game, state, cards.blue, 3)
    assert after.current == 3 and after.phase == TURN
    assert texts(game, after) == ["draw", "take 4"]


def test_round_ends_when_everyone_took_a_row_and_the_last_taker_starts(started, game):
    """'The next round starts with the player who took the last row.'"""
    match, cards = started()
    state = in_turn(match.state, current=2, rows=[[], [], [cards.red], []],
                    takers=[0, 1, NO_ONE, 3])
    after = game.apply(state, mv.take_move(2, 2))
    assert after.phase == TURN
    assert after.current == 2
    assert after.takers == (NO_ONE,) * 4
    assert after.round_number == state.round_number + 1


def test_the_last_round_card_is_set_aside_and_another_card_drawn(started, game):
    """'If it is the "last round" card, put it aside and draw again.'"""
    match, cards = started()
    state = in_turn(match.state, rows=[[], [], [], []], above_last=0)
    assert not state.last_round
    drawn = game.apply(state, mv.draw_move())
    assert drawn.last_round and drawn.phase == REVEAL
    assert "last-round card" in str(game.describe(state, mv.draw_move()))
    placed = game.apply(game.apply(drawn, mv.chance_move(mv.REVEAL, cards.red)), mv.place_move(0))
    assert placed.rows[0] == (cards.red,)


def test_the_game_ends_after_the_round_in_which_the_last_round_card_came(started, game):
    match, cards = started()
    state = in_turn(match.state, current=3, rows=[[], [], [], [cards.red]],
                    takers=[0, 1, 2, NO_ONE], last_round=True)
    after = game.apply(state, mv.take_move(3, 3))
    assert after.phase == OVER
    assert game.to_move(after) == ()
    assert game.outcome(after) is not None


def test_a_round_without_the_last_round_card_is_followed_by_another(started, game):
    match, cards = started()
    state = in_turn(match.state, current=3, rows=[[], [], [], [cards.red]],
                    takers=[0, 1, 2, NO_ONE], last_round=False)
    assert game.apply(state, mv.take_move(3, 3)).phase == TURN


def test_two_players_remove_the_untaken_row_and_its_cards(started, game):
    """2 players: 'the play cards in the untaken row are removed from the game.'"""
    match, cards = started(players=2)
    state = in_turn(match.state, current=1, rows=[[cards.joker], [cards.plus2, cards.plus2], []],
                    takers=[0, NO_ONE, NO_ONE])
    after = game.apply(state, mv.take_move(1, 1))
    assert after.rows == ((), (), ())
    assert after.discarded[cards.joker] == 1


def test_golden_joker_taker_also_draws_the_top_card(started, game):
    """Newer edition: taking the golden joker, 'devi anche pescare la prima carta del mazzo'."""
    match, cards = started(edition="newer")
    state = in_turn(match.state, rows=[[cards.golden_joker], [], [], []])
    taken = game.apply(state, mv.take_move(0, 0))
    assert taken.phase == BONUS and game.to_move(taken) == (-1,)
    bonus = game.apply(taken, mv.chance_move(mv.REVEAL, cards.green))
    assert bonus.collections[0][cards.green] == state.collections[0][cards.green] + 1
    assert bonus.collections[0][cards.golden_joker] == 1
    assert bonus.phase == TURN and bonus.current == 1
    assert "bonus card" in str(game.describe(taken, mv.chance_move(mv.REVEAL, cards.green)))


def test_golden_joker_bonus_draw_that_finds_the_last_round_card_sets_it_aside(started, game):
    """INFERRED (GAME-DATA 4.3): the bonus draw reveals the last-round card, set aside, draw again."""
    match, cards = started(edition="newer")
    state = in_turn(match.state, rows=[[cards.golden_joker], [], [], []], above_last=0)
    taken = game.apply(state, mv.take_move(0, 0))
    assert taken.phase == BONUS and taken.last_round


def test_the_original_edition_golden_joker_rule_does_not_apply(started, game):
    match, cards = started()
    state = in_turn(match.state, rows=[[cards.joker], [], [], []])
    assert game.apply(state, mv.take_move(0, 0)).phase == TURN


# -- why not, in words -----------------------------------------------------------------------------
def test_why_not_drawing_when_a_card_is_waiting_to_be_placed(started, game):
    match, cards = started()
    state = in_turn(match.state)._replace(phase=PLACE, drawn=cards.red)
    assert str(game.why_not(state, 0, "deck", "deck")) == (
        "You already drew a card: place it on a row first.")
    with pytest.raises(IllegalMoveError, match="already drew"):
        game.apply(state, mv.draw_move())


def test_why_not_acting_after_taking_a_row(started, game):
    match, cards = started()
    state = in_turn(match.state, current=1, rows=[[], [cards.red], [], []],
                    takers=[0, NO_ONE, NO_ONE, NO_ONE])
    assert str(game.why_not(state, 0, "row:1", "p0.collection")) == (
        "It is Player 2's turn, not yours.")
    assert "already taken" in str(game.why_not(state, 1, "row:0", "p1.collection"))


def test_a_legal_drop_has_no_why_not(started, game):
    match, cards = started()
    state = in_turn(match.state, rows=[[cards.red], [], [], []])
    said = game.why_not(state, 0, "row:0", "p0.collection")
    assert not said and str(said) == ""


def test_prompts_say_what_is_being_decided(started, game):
    match, cards = started()
    state = in_turn(match.state)
    assert str(game.prompt(state, 0)) == "Draw a card and place it on a row, or take a row"
    assert str(game.prompt(state, 1)) == "Waiting for Player 1"
    placing = state._replace(phase=PLACE, drawn=cards.red)
    assert str(game.prompt(placing, 0)) == "Place the drawn red ♥ card on a row"


# -- words with seat names ---------------------------------------------------------------------
YOU_FIRST = SeatNames(("You", "Bot 2", "Bot 3", "Bot 4"), frozenset({0}))


def test_log_lines_speak_to_you_and_name_the_bots(started, game):
    match, cards = started(edition="newer")
    state = in_turn(match.state, rows=[[cards.golden_joker], [cards.red], [], []],
                    above_last=10)
    assert game.describe(state, mv.draw_move()).render(YOU_FIRST) == "You draw a card"
    bot = state._replace(current=1)
    assert game.describe(bot, mv.draw_move()).render(YOU_FIRST) == "Bot 2 draws a card"
    assert game.describe(bot, mv.take_move(1, 1)).render(YOU_FIRST) == "Bot 2 takes row 2 (red ♥)"
    last = state._replace(above_last=0)
    assert game.describe(last, mv.draw_move()).render(YOU_FIRST) == (
        "You draw the last-round card: it is set aside, this is the last round, and you draw again")
    bonus = game.apply(state, mv.take_move(0, 0))
    assert game.describe(bonus, mv.chance_move(mv.REVEAL, cards.green)).render(YOU_FIRST) == (
        "Your bonus card for the golden joker is green ♣")
    first = mv.chance_move(mv.FIRST_PLAYER, 0)
    assert game.describe(state, first).render(YOU_FIRST) == "You start"


def test_a_dealt_orange_takes_an(started, game):
    match, cards = started()
    state = match.state._replace(current=1)
    dealt = game.describe(state, mv.chance_move(mv.DEAL_COLOUR, cards.orange))
    assert dealt.render(YOU_FIRST) == "Bot 2 is dealt an orange ◆ starting card"
    assert game.describe(state._replace(current=0), mv.chance_move(
        mv.DEAL_COLOUR, cards.orange)).render(YOU_FIRST) == "You are dealt an orange ◆ starting card"


def test_refusals_name_the_seat_whose_turn_it_is(started, game):
    match, cards = started()
    state = in_turn(match.state, current=1, rows=[[cards.red], [cards.red], [], []],
                    takers=[1, NO_ONE, NO_ONE, NO_ONE])
    assert game.why_not(state, 0, "deck", "deck").render(YOU_FIRST) == (
        "It is Bot 2's turn, not yours.")
    assert game.why_not(state, 1, "row:0", "p1.collection").render(YOU_FIRST) == (
        "Row 1 was already taken this round by Bot 2.")
    assert game.prompt(state, 0).render(YOU_FIRST) == "Waiting for Bot 2"
    with pytest.raises(IllegalMoveError) as refused:
        game.apply(state, mv.take_move(0, 1))
    assert refused.value.args[0].render(YOU_FIRST) == "Row 1 was already taken this round."


def test_a_row_of_one_place_is_full_with_one_card(started, game):
    """2 players use the green rows of 1, 2 and 3 places: the first is full with "1 of 1 card"."""
    match, cards = started(players=2)
    assert match.state.config.capacities == (1, 2, 3)
    state = in_turn(match.state, rows=[[cards.red], [], []])._replace(phase=PLACE,
                                                                       drawn=cards.blue)
    assert str(game.why_not(state, 0, "drawn", "row:0")) == (
        "Row 1 is full (1 of 1 card): choose a row with room.")


# -- notation -----------------------------------------------------------------------------------
def test_notation_examples_from_the_docstring_parse(started, game):
    match, cards = started()
    state = in_turn(match.state)
    assert game.parse_move(state, "draw") == mv.draw_move()
    assert game.parse_move(state, "place 2") == mv.place_move(1)
    assert game.parse_move(state, "take 3") == mv.take_move(2, 0)
    assert game.parse_move(state, "reveal red") == mv.chance_move(mv.REVEAL, cards.red)
    assert game.parse_move(state, "  TAKE 1 ") == mv.take_move(0, 0)
    assert game.move_to_str(state, mv.chance_move(mv.REVEAL, cards.golden_joker)) == (
        "reveal golden_joker")


@pytest.mark.parametrize("text", ["", "jump", "place", "place x", "place 0", "reveal purple",
                                  "take 1 2"])
def test_bad_notation_is_refused_in_words(started, game, text):
    from chroma_desktop.rules.api import InvalidMoveError

    match, cards = started()
    with pytest.raises(InvalidMoveError) as refused:
        game.parse_move(in_turn(match.state), text)
    assert str(refused.value)


def test_moves_name_what_they_touch(started, game):
    match, cards = started()
    state = in_turn(match.state, current=2, rows=[[cards.red], [], [], []])
    take = game.parse_move(state, "take 1")
    assert (take.source, take.target) == ("row:0", "p2.collection")
    assert (mv.place_move(3).source, mv.place_move(3).target) == ("drawn", "row:3")
    assert Move("take", 0) == take
