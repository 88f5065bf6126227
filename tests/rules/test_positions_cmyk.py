"""CMYK! positions as text (`chroma_desktop/games/cmyk/position.py`): every state of seeded games
reads back equal (set-up, real-time play with tiles in hand and piles, the chance events, matches
of several games, the end), whole and as each player's and a spectator's view (private objectives
hidden); the module's example is a position; bad positions are refused saying what is wrong;
rule scenarios start from position text; `chroma position` prints a saved game's.

The rules are those of `shared/rules/cmyk.txt`.
"""

from __future__ import annotations

import functools
from collections import Counter

import pytest

from chroma_desktop.cli import main
from chroma_desktop.persistence import save_match
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.position import (
    PositionError,
    position_from_text,
    position_to_text,
    read_position,
    view_to_text,
)
from tests.rules.positions_playouts import assert_round_trips, playout

game = find_game("cmyk")
OPTION_SETS = ({}, {"variant": "three_games", "edge_order": "free"},
               {"variant": "total_score", "removal": "all"})
CAP = 350


def _cases():
    for number, options in enumerate(OPTION_SETS):
        for players in range(game.min_players, game.max_players + 1):
            yield pytest.param(options, players, 10 * number + players,
                               id=f"options{number}-{players}p")


@functools.cache
def _match(options: tuple, players: int, seed: int) -> Match:
    return playout(game, players, dict(options), seed, bot_share=0.8, cap=CAP)


@pytest.mark.parametrize(("options", "players", "seed"), list(_cases()))
def test_every_state_of_a_game_round_trips_whole_and_as_views(options, players, seed):
    match = _match(tuple(options.items()), players, seed)
    assert_round_trips(game, match)


def test_the_playouts_reach_set_up_play_the_piles_and_the_end():
    seen = Counter()
    for param in _cases():
        options, players, seed = param.values
        match = _match(tuple(options.items()), players, seed)
        seen["over"] += match.is_over()
        for state in match.states:
            events = {event[0] for event in state.pending}
            seen.update({
                state.phase: True, "caller to pick": "caller" in events,
                "a tile in hand in play": state.phase == "play" and any(
                    tile >= 0 for tile in state.hands),
                "a tile put back": any(len(known) > 1 for known, _hidden in state.piles),
                "tiles out": bool(state.out), "a tile to move": any(state.last),
                "stopped": any(state.stopped), "a later game": state.game_number > 1,
                "privates shown": state.privates_shown, "public cards out": bool(state.public_out),
                "a shared private": any(shared >= 0 for _card, shared in state.row)})
    assert seen["over"] >= 6
    assert all(seen[key] for key in ("setup_take", "setup_place", "play", "over",
                                     "caller to pick", "a tile in hand in play",
                                     "a tile put back", "tiles out", "a tile to move", "stopped",
                                     "a later game", "privates shown", "public cards out",
                                     "a shared private")), seen


def test_the_example_in_the_module_is_a_position():
    from chroma_desktop.games.cmyk import position as module

    example = module.__doc__.split("::", 1)[1].split("\n\n")[1]
    state = position_from_text(example, resolve=find_game)
    config = state.config
    assert state.phase == "play" and state.stopped == (False, False, True)
    assert (state.hands[0], state.origins[0]) == (config.tile_index("T19"), 2)
    assert state.piles[1] == ((config.tile_index("T55"), config.tile_index("T02")), 9)
    assert position_to_text(game, state) == "\n".join(
        line.strip() for line in example.strip().splitlines()) + "\n"


def test_a_view_hides_the_other_private_objectives():
    state = position_from_text(PLAYING, resolve=find_game)
    text = view_to_text(game, state, 1)
    assert "P1 private: ?" in text and "P2 private: c20" in text
    seen = read_position(text, resolve=find_game).state
    assert seen == game.view(state, 1)
    shown = position_from_text(PLAYING.replace("public objectives: make_it_wide",
                                               "public objectives: make_it_wide, your_color"),
                                 resolve=find_game)
    assert "P1 private: c0" in view_to_text(game, shown, 1), "Your color looks better!"


def test_a_match_starts_from_a_view_with_the_hidden_objectives_drawn():
    text = view_to_text(game, position_from_text(PLAYING, resolve=find_game), 0)
    match = Match.from_position(text, seed=4, resolve=find_game)
    assert -2 not in match.state.privates
    assert game.view(match.state, 0) == position_from_text(text, resolve=find_game)


# -- refusals -------------------------------------------------------------------------------------
PLAYING = """chroma position: cmyk, 2 players, variant=single, edge_order=fixed
phase: play
caller: P1
pile 1: T05, 11 face down
pile 2: T30, 11 face down
pile 3: T41, 11 face down
pile 4: T52, 11 face down
pile 5: T63, 11 face down
public objectives: make_it_wide
P1 private: c0
P1 mosaic: T16 0,0,up r0
P2 private: c20
P2 mosaic: T01 0,0,up r0
"""
HEAD = "chroma position: cmyk, 2 players\n"
PLAY = HEAD + "phase: play\ncaller: P1\nP1 mosaic: T16 0,0,up r0\nP2 mosaic: T01 0,0,up r0\n"
TAKE = HEAD + "phase: setup_take\ncaller: P2\npile 1: T05, 11 face down\n"

BROKEN = [
    ("chroma position: cmyk, 1 player\n", "CMYK! is for 2 to 5 players, not 1"),
    ("chroma position: cmyk, 2 players, edge_order=sideways\n",
     "option 'edge_order' cannot be 'sideways'"),
    (HEAD, "the line 'phase: ...' is missing"),
    (HEAD + "phase: play\ncaller: nobody\n", "chance picks the first game's caller"),
    (HEAD + "phase: setup_take\ncaller: nobody\n", "with no caller yet, chance picks one first"),
    (PLAY + "pending: caller\n", "the caller is P1 already"),
    (PLAY + "pending: dance\n", "'dance' is not one of: caller, deal"),
    (PLAY + "pending: top 9\n", "'9' is not a pile (1 to 5)"),
    (PLAY + "pending: deal\n", "write 'deal P1'"),
    (PLAY + "game: 2\n", "'game' is not a line of this position"),
    ("chroma position: cmyk, 2 players, variant=three_games\nphase: play\ncaller: P1\n"
     "game: 4\n", "must be from 1 to 3, not 4"),
    ("chroma position: cmyk, 2 players, variant=three_games\nphase: play\ncaller: P1\ngame: 2\n"
     "P1 mosaic: T16 0,0,up r0\nP2 mosaic: T01 0,0,up r0\n",
     "the line 'results of game 1: ...' is missing"),
    ("chroma position: cmyk, 2 players, variant=three_games\nphase: play\ncaller: P1\ngame: 2\n"
     "P1 mosaic: T16 0,0,up r0\nP2 mosaic: T01 0,0,up r0\nresults of game 1: 12 points\n",
     "give 2 results in seat order"),
    (PLAY + "pile 1: T99\n", "'T99' is not a tile (T01..T82, K1, K2)"),
    (PLAY + "pile 1: T05, many face down\n", "'many' face down: say how many tiles"),
    (PLAY + "pile 1: T05, 12 face down\n", "a pile holds at most 12 tiles, not 13"),
    (PLAY + "pile 1: 11 face down\n", "the top tile of a pile lies face up"),
    (PLAY + "pile 1: T16\n", "the tile T16 is in two places"),
    (PLAY + "pile 6: T05\n", "'pile 6' is not a line of this position"),
    (PLAY + "P1 hand: T05\n", "a tile taken in play goes back to its pile"),
    (PLAY + "P1 hand: T05 from pile 7\n", "there is no pile 7"),
    (PLAY + "P1 hand: T05 from the box\n", "'T05 from the box' is not a tile, or 'T31 from "
     "pile 2'"),
    (TAKE + "P2 hand: T30 from pile 2\n", "an initial tile comes from no pile"),
    (TAKE + "P1 hand: T30\n", "initial tiles are taken in turn from the caller, P2"),
    (TAKE + "turn: P1\n", "initial tiles are taken in turn from the caller: P2 takes next"),
    (TAKE + "P1 mosaic: T16 0,0,up r0\n", "tiles are placed once every player has an initial"),
    (HEAD + "phase: setup_place\ncaller: P1\nP1 hand: T05\n",
     "P2 holds their initial tile or has placed it, one or the other"),
    (HEAD + "phase: play\ncaller: P1\nP1 mosaic: T16 0,0,up r0\n", "P2 has placed no initial "
     "tile"),
    (PLAY.replace("P1 mosaic: T16 0,0,up r0", "P1 mosaic: T16 0,0 r0"),
     "'T16 0,0 r0' is not 'TILE CELL ROTATION'"),
    (PLAY.replace("P1 mosaic: T16 0,0,up r0", "P1 mosaic: T16 0,0,up f1"),
     "tiles are laid flipped only with edge_order=free"),
    (PLAY.replace("P1 mosaic: T16 0,0,up r0", "P1 mosaic: T16 0,0,up r0; T05 0,0,up r1"),
     "two tiles on 0,0,up"),
    (PLAY.replace("P1 mosaic: T16 0,0,up r0", "P1 mosaic: T16 0,0,up r0; T01 0,0,down r0"),
     "the tiles on 0,0,up and 0,0,down do not match where they meet"),
    (PLAY + "P1 last placed: 1,0,up\n", "P1 has no tile on 1,0,up"),
    (PLAY + "P1 last placed: here\n", "'here' is not a cell"),
    (PLAY + "P1 hand: T05 from pile 1\nstopped: P1\n", "P1 holds a tile: a player stops with "
     "empty hands"),
    (PLAY + "out of the game: T77, X1\n", "'X1' is not a tile"),
    (PLAY + "public objectives: dance\n", "'dance' is not a public card"),
    (PLAY + "public objectives: make_it_wide (c40)\n", "make_it_wide does not become a private"),
    (PLAY + "public objectives: want_this_color (z9)\n", "'z9' is not a private card"),
    (PLAY + "public objectives: make_it_wide, make_it_wide\n", "make_it_wide is there twice"),
    (PLAY + "public objectives: make_it_wide\npublic out: make_it_wide\n",
     "make_it_wide is also out of the game"),
    (PLAY + "P1 private: c0\nP2 private: c0\n", "the private card c0 is in two places"),
    (PLAY + "P1 private: ?\n", "'?' marks a hidden part: only a view"),
    (PLAY.replace("2 players", "2 players, view=P1") + "P2 private: c20\n",
     "another player's private objective is hidden: write '?'"),
    (PLAY.replace("2 players", "2 players, view=P1") + "P1 private: ?\n",
     "a player sees their own private objective"),
    (PLAY.replace("2 players", "2 players, view=P1") + "public objectives: your_color\n"
     "P2 private: ?\n", "Your color looks better! has turned every private card face up"),
    (HEAD + "phase: over\ncaller: P1\nP1 mosaic: T16 0,0,up r0\nP2 mosaic: T01 0,0,up r0\n"
     "results of game 1: 9 (0 hexagons, 0 K-tiles, 1 tiles), 0 (0 hexagons, 0 K-tiles, 1 tiles)\n",
     "the game just over scores as its table says: 0 (0 hexagons"),
    (PLAY + "".join(f"pile {pile}: 12 face down\n" for pile in range(1, 6))
     + "pending: top 1; top 2; top 3; top 4; top 5\nout of the game: "
     + ", ".join(f"T{number:02d}" for number in range(17, 47)) + "\n",
     "60 tiles lie face down, but only 52 tiles are nowhere else"),
]


@pytest.mark.parametrize(("text", "message"), BROKEN, ids=[m for _t, m in BROKEN])
def test_a_broken_position_is_refused_with_what_is_wrong(text, message):
    with pytest.raises(PositionError) as refused:
        read_position(text, resolve=find_game)
    assert message in str(refused.value)
    assert "\n" not in str(refused.value)


# -- rule scenarios from positions ----------------------------------------------------------------
def texts(state, player):
    return [game.move_to_str(state, move) for move in game.legal_moves(state, player)]


def play(state, *moves):
    for text in moves:
        state = game.apply(state, game.parse_move(state, text))
    return state


def test_a_tile_that_cannot_be_placed_goes_back_on_its_pile():
    """Rulebook: a tile that cannot be placed goes back where it came from (T16 fits nowhere
    around a lone T01)."""
    state = position_from_text(PLAYING.replace("caller: P1\n", "caller: P1\nP2 hand: T16 "
                                               "from pile 4\n").replace("P1 mosaic: T16 0,0,up r0",
                                                                        "P1 mosaic: T40 0,0,up r0"),
                               resolve=find_game)
    assert texts(state, 1) == ["p2 putback"]
    after = play(state, "p2 putback")
    assert "pile 4: T16, T52, 11 face down" in position_to_text(game, after)


def test_the_removal_rule_takes_a_tile_per_player_still_taking_tiles():
    """Rulebook removal rule, read with the option `removal`: one tile per player still taking
    tiles (active), or per player at the table (all); every tile from a different pile."""
    text = PLAYING.replace("pile 5: T63, 11 face down\n", "").replace(
        "P2 mosaic: T01 0,0,up r0", "P2 mosaic: T01 0,0,up r0\nP3 mosaic: T02 0,0,up r0\n"
        "P3 private: c40\nstopped: P3\npending: removal").replace("2 players", "3 players")
    active = position_from_text(text, resolve=find_game)
    assert game.to_move(active) == (CHANCE,)
    assert len(game.chance_outcomes(active)) == 6  # 2 of the 4 piles left
    everyone = position_from_text(text.replace("edge_order=fixed", "edge_order=fixed, "
                                                                   "removal=all"), resolve=find_game)
    assert len(game.chance_outcomes(everyone)) == 4  # 3 of the 4 piles
    after = play(active, "remove 1,2")
    config = after.config
    assert after.out == (config.tile_index("T05"), config.tile_index("T30"))
    assert after.pending[:2] == (("top", 0), ("top", 1)), "the next tiles are turned up"


def test_a_k_tile_may_be_discarded_and_reveals_another_public_objective():
    """Rulebook: after placing or discarding a K-tile, reveal an additional public objective."""
    state = position_from_text(PLAYING.replace("caller: P1\n", "caller: P1\nP1 hand: K1 from "
                                                               "pile 1\n"), resolve=find_game)
    assert "p1 discard" in texts(state, 0)
    after = play(state, "p1 discard")
    assert after.out == (after.config.tile_index("K1"),)
    assert "pending: public 2" in position_to_text(game, after)
    assert game.to_move(after) == (CHANCE,)


def test_initial_tiles_pass_left_once_everyone_has_one():
    """Rulebook Preparation: take an initial tile in turn from the caller, then pass it left."""
    state = position_from_text("""chroma position: cmyk, 3 players
        phase: setup_take
        caller: P2
        pile 1: T05, 11 face down
        pile 2: T30, 11 face down
        pile 3: T41, 11 face down
        pile 4: T52, 11 face down
        pile 5: T63, 11 face down
        P2 hand: T77
        P3 hand: T78
    """, resolve=find_game)
    assert game.to_move(state) == (0,) and "turn: P1" in position_to_text(game, state)
    passed = play(state, "p1 take 1")
    config = passed.config
    assert passed.phase == "setup_place"
    assert passed.hands == tuple(config.tile_index(t) for t in ("T78", "T05", "T77"))


# -- the command line -------------------------------------------------------------------------
def test_chroma_position_prints_a_saved_cmyk_game(capsys, tmp_path):
    match = playout(game, 4, {"variant": "three_games"}, 3, bot_share=0.8, cap=80)
    path = tmp_path / "cmyk.chroma.json"
    save_match(match, path)
    assert main(["position", str(path), "--move", "60"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("chroma position: cmyk, 4 players, variant=three_games")
    assert out == position_to_text(game, match.states[60])
    assert position_from_text(out, resolve=find_game) == match.states[60]
