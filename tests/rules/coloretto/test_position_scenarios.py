"""Coloretto scenario tests built from position text (`chroma_desktop/games/coloretto/position.py`)
instead of internal fields: each position is checked on reading (components conserved), so the
table a test sets up is one the game can really reach.

The rules are those of `shared/rules/coloretto-en.txt` and `coloretto-it.txt`, as in
`test_rules.py`.
"""

from __future__ import annotations

import pytest

from chroma_desktop.games.coloretto import moves as mv
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import IllegalMoveError
from chroma_desktop.rules.position import position_from_text, position_to_text


def position(text: str, players: int = 4, **options: str):
    header = ", ".join(["chroma position: coloretto", f"{players} players",
                        *(f"{name}={value}" for name, value in options.items())])
    return position_from_text(f"{header}\n{text}", resolve=find_game)


def texts(game, state):
    return [game.move_to_str(state, m) for m in game.legal_moves(state, state.current)]


def kind(state, name):
    return state.config.kind_of(name)


def test_draw_only_while_a_row_has_room(game):
    """'You cannot choose A when every remaining row is full.'"""
    state = position("""
        phase: turn
        turn: P1
        row 1: red, red, red
        row 2: blue, blue, blue
        row 3: green, green, green
        row 4: joker, plus2, plus2
    """)
    assert texts(game, state) == ["take 1", "take 2", "take 3", "take 4"]
    with pytest.raises(IllegalMoveError, match="Every row is full"):
        game.apply(state, mv.draw_move())


def test_a_drawn_card_cannot_go_on_a_full_row(game):
    """Brown rows hold up to 3 cards: a drawn card waiting to be placed skips a full row."""
    state = position("""
        phase: place
        turn: P2
        drawn: blue
        row 1: red, red, red
    """)
    assert texts(game, state) == ["place 2", "place 3", "place 4"]
    with pytest.raises(IllegalMoveError, match="Row 1 is full"):
        game.apply(state, mv.place_move(0))
    placed = game.apply(state, mv.place_move(1))
    assert placed.rows[1] == (kind(state, "blue"),) and placed.current == 2


def test_taken_rows_are_skipped_by_the_turn_order(game):
    """'Once a player has taken a row card, they take no further turns this round.'"""
    state = position("""
        phase: place
        turn: P1
        drawn: red
        row 1: taken by P2
        row 2: blue
        P2: 1 yellow
    """)
    assert game.apply(state, mv.place_move(1)).current == 2, "P2 sits out: P3 is next"


def test_the_last_player_may_keep_drawing_while_they_can(game):
    state = position("""
        phase: turn
        turn: P4
        row 1: taken by P1
        row 2: taken by P2
        row 3: taken by P3
        row 4: red
        last row taken by: P3
    """)
    assert texts(game, state) == ["draw", "take 4"]


def test_the_last_taker_starts_the_next_round(game):
    """'The next round starts with the player who took the last row.'"""
    state = position("""
        phase: turn
        round: 4
        turn: P3
        row 1: taken by P1
        row 2: taken by P2
        row 3: red, plus2
        row 4: taken by P4
        last row taken by: P4
    """)
    after = game.apply(state, mv.take_move(2, 2))
    assert (after.phase, after.current, after.round_number) == ("turn", 2, 5)
    assert after.rows == ((),) * 4


def test_the_last_round_card_comes_up_on_the_next_draw(game):
    """'If it is the "last round" card, put it aside and draw again.'"""
    state = position("""
        phase: turn
        turn: P1
        cards above the last-round card: 0
    """)
    drawn = game.apply(state, mv.draw_move())
    assert drawn.last_round and drawn.phase == "reveal"
    assert position_from_text(position_to_text(game, drawn), resolve=find_game) == drawn


def test_the_game_ends_after_the_last_round(game):
    state = position("""
        phase: turn
        turn: P4
        last round: yes
        row 1: taken by P1
        row 2: taken by P2
        row 3: taken by P3
        row 4: red
        last row taken by: P1
        P1: 3 blue
    """)
    over = game.apply(state, mv.take_move(3, 3))
    assert over.phase == "over" and game.outcome(over).winners == (0,)


def test_two_players_put_the_untaken_rows_cards_out_of_the_game(game):
    """2 players: 'the play cards in the untaken row are removed from the game.'"""
    state = position("""
        removed: grey, brown
        phase: turn
        turn: P2
        row 1: taken by P1
        row 2: joker, plus2
        row 3: red
    """, players=2)
    after = game.apply(state, mv.take_move(2, 1))
    assert after.rows == ((), (), ())
    assert after.discarded[kind(state, "joker")] == 1
    assert "out of the game: 1 joker, 1 plus2" in position_to_text(game, after)


def test_the_golden_joker_taker_draws_a_bonus_card(game):
    """Newer edition: taking the golden joker, 'devi anche pescare la prima carta del mazzo'."""
    state = position("""
        phase: turn
        turn: P1
        row 1: golden_joker
    """, edition="newer")
    bonus = game.apply(state, mv.take_move(0, 0))
    assert bonus.phase == "bonus" and game.to_move(bonus) == (-1,)
    text = position_to_text(game, bonus)
    assert "phase: bonus" in text and "turn: P1" in text
    after = game.apply(position_from_text(text, resolve=find_game),
                       mv.chance_move(mv.REVEAL, kind(state, "green")))
    assert after.collections[0][kind(state, "green")] == 1 and after.current == 1


def test_a_bonus_draw_that_finds_the_last_round_card_starts_the_last_round(game):
    """INFERRED (GAME-DATA 4.3): the bonus draw reveals the last-round card, set aside, draw again."""
    state = position("""
        phase: turn
        turn: P1
        row 1: golden_joker
        cards above the last-round card: 0
    """, edition="newer")
    bonus = game.apply(state, mv.take_move(0, 0))
    assert bonus.phase == "bonus" and bonus.last_round
    assert "last round: yes" in position_to_text(game, bonus)


def test_newer_edition_players_choose_different_starting_colours(game):
    """'Ogni giocatore sceglie un diverso colore fra quelli disponibili', in seat order."""
    state = position("""
        removed: grey
        phase: choose
        P1: red
        P2: blue
    """, players=3, edition="newer")
    assert state.current == 2
    choices = texts(game, state)
    assert "start red" not in choices and "start blue" not in choices
    assert "start grey" not in choices, "a removed colour is not offered"
    assert "start yellow" in choices
