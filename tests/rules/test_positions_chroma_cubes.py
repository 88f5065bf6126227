"""Chroma Cubes positions as text (`chroma_desktop/games/chroma_cubes/position.py`): every state
of seeded games reads back equal (the draft, simultaneous rounds, rolls waiting, the solo games,
the end), as do the views, which hide nothing; the module's example is a position; bad positions
are refused saying what is wrong; rule scenarios start from position text; `chroma position`
prints a saved game's.

The rules are those of `shared/rules/chroma-cubes.txt`.
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

game = find_game("chroma_cubes")
OPTION_SETS = ({},
               {"sheet": "starry_night", "faces": "b", "reserve_activations": "unlimited",
                "lock_symbols": "all_locks"})
SOLO_MODES = ({"mode": "cairn"}, {"mode": "score_attack", "sheet": "dinosaurs"})
CAP = 400


def _cases():
    for number, options in enumerate(OPTION_SETS):
        for players in range(game.min_players, game.max_players + 1):
            yield pytest.param(options, players, 10 * number + players,
                               id=f"options{number}-{players}p")
    for options in SOLO_MODES:
        for seed in (1, 2):
            yield pytest.param(options, 1, seed, id=f"{options['mode']}-seed{seed}")


@functools.cache
def _match(options: tuple, players: int, seed: int) -> Match:
    return playout(game, players, dict(options), seed, bot_share=0.7, cap=CAP)


@pytest.mark.parametrize(("options", "players", "seed"), list(_cases()))
def test_every_state_of_a_game_round_trips(options, players, seed):
    match = _match(tuple(options.items()), players, seed)
    assert_round_trips(game, match)


def test_the_playouts_reach_the_draft_the_rounds_the_solo_games_and_the_end():
    seen = Counter()
    for param in _cases():
        options, players, seed = param.values
        match = _match(tuple(options.items()), players, seed)
        seen["over"] += match.is_over()
        for state in match.states:
            seen.update({
                state.phase: True, "opening rolls": state.fresh,
                "a reroll or an extra die": bool(state.to_roll) and not state.fresh,
                "some have ended the round": 0 < len(state.acting) < players,
                "activations": any(state.activations), "arrived": bool(state.arrived),
                "powers used": any(state.powers_used), "extra dice due": any(state.extra_due),
                "first completed": any(state.first_round),
                "unlocked": any(len(sides) == 2 for locks in state.locks for sides in locks),
                "next cairn to choose": state.config.cairn and state.cairn < 0,
                "traded": state.traded, "bonus used": state.bonus_used,
                "egg bonus": bool(state.egg_bonus)})
    assert seen["over"] >= 8
    assert all(seen[key] for key in ("first", "draft", "play", "over", "opening rolls",
                                     "a reroll or an extra die", "some have ended the round",
                                     "activations", "arrived", "powers used", "extra dice due",
                                     "first completed", "unlocked", "next cairn to choose",
                                     "traded", "bonus used", "egg bonus")), seen


def test_the_example_in_the_module_is_a_position():
    from chroma_desktop.games.chroma_cubes import position as module

    example = module.__doc__.split("::", 1)[1].split("\n\n")[1]
    state = position_from_text(example, resolve=find_game)
    assert (state.phase, state.round, state.acting) == ("play", 3, frozenset({0}))
    assert game.to_move(state) == (0,)
    assert position_to_text(game, state) == "\n".join(
        line.strip() for line in example.strip().splitlines()) + "\n"


def test_a_view_is_the_whole_position():
    state = position_from_text(COLOURING, resolve=find_game)
    text = view_to_text(game, state, 1)
    assert text == position_to_text(game, state).replace("faces=a", "faces=a, view=P2")
    assert read_position(text, resolve=find_game).state == state


# -- refusals -------------------------------------------------------------------------------------
HEAD = "chroma position: chroma_cubes, 2 players\n"
PLAY = HEAD + "phase: play\n"
DRAFT = HEAD + "phase: draft\n"
ROLLED = PLAY + "P1 active: red#1=red+purple\n"

BROKEN = [
    (HEAD, "the line 'phase: ...' is missing"),
    (HEAD + "phase: dance\n", "'dance' is not one of: first, draft, play, over"),
    ("chroma position: chroma_cubes, 2 players, mode=cairn\nphase: play\n",
     "the cairn mode is for one player, not 2"),
    ("chroma position: chroma_cubes, 1 player, mode=cairn\nphase: draft\n",
     "the cairn game has no draft"),
    ("chroma position: chroma_cubes, 1 player\nphase: first\n", "alone, you are the start "
     "player"),
    (DRAFT + "round: 2\n", "the draft comes before round 1 is played"),
    (HEAD + "phase: first\nstart player: P2\n", "chance has not picked the start player yet"),
    (HEAD + "phase: first\nP1 active: red#1\n", "the draft starts once chance has picked"),
    (PLAY + "P1 active: red#9=red+purple\n", "'red#9': there is no such die in this game"),
    ("chroma position: chroma_cubes, 2 players, sheet=the_scream\nphase: play\nP1 active: "
     "blue#1\n", "The Scream is played without blue dice"),
    (ROLLED + "P2 active: red#1=red+purple\n", "red#1 is also in P1 active"),
    (PLAY + "P1 active: red#1=blue+green\n", "red#1 has no face 'blue+green' (its faces: "
     "red+purple, red+orange"),
    (PLAY + "P1 active: red#1=red+purple, red#1=red+purple\n", "names red#1 twice"),
    (ROLLED + "pool: red#2\n", "red#3 is nowhere"),
    (PLAY + "P1 active: red#1\nto roll: red#1=red+purple\n", "names dice, not faces"),
    (ROLLED + "opening rolls: yes\n", "no die waits to be rolled"),
    (ROLLED + "to roll: red#2\n", "red#2 is not a player's die"),
    (PLAY + "P1 active: red#1\n", "red#1 has not been rolled: give its face"),
    (PLAY + "acting: nobody\n", "once every player has ended the round, the next one starts"),
    (PLAY + "acting: P3\n", "'P3' is not a seat (P1 to P2)"),
    (DRAFT + "acting: P1\n", "nobody acts in a round before the draft is done"),
    (DRAFT + "P1 active: red#1=red+purple\n", "red#1 shows a face, yet the dice are rolled"),
    (DRAFT + "P2 active: red#1\n", "after 1 pick from P1, P1 holds 1 active dice, not 0"),
    (DRAFT + "start player: P2\nP2 active: red#1\nP1 reserve: red#2\n",
     "after 2 picks from P2, P1 holds 1 active dice, not 0"),
    (PLAY + "P1 reserve: red#1=red+purple, red#2=red+purple, red#3=red+purple, "
     "red#4=red+purple, red#5=red+purple\n", "a reserve holds at most 4 dice"),
    (PLAY + "P1 lock a: red, red\n", "red is used on another lock side"),
    (PLAY + "P1 lock a: red, blue, green\n", "a lock has 2 sides, not 3"),
    ("chroma position: chroma_cubes, 2 players, lock_symbols=all_locks\nphase: play\n"
     "P1 lock a: red\nP1 lock b: red\n", "red is used on another lock side"),
    (PLAY + "P1 lock c: red\n", "'p1 lock c' is not a line of this position"),
    (PLAY + "P1 sections: s99\n", "'s99' is not one of: s1, s2"),
    (PLAY + "P1 first bonus: cardinal\n", "cardinal is not completed"),
    (PLAY + "P1 sections: s13, s14, s15, s16, s17\n", "branch is completed: say in which round "
     "it first was"),
    (PLAY + "round: 2\nP1 sections: s13, s14, s15, s16, s17\nfirst completed: branch in round 5\n",
     "round 5 is not played yet"),
    (PLAY + "first completed: branch in round 1\n", "nobody has completed branch"),
    (PLAY + "first completed: branch round 1\n", "'branch round 1' is not 'FIGURE in round N'"),
    (PLAY + "P1 powers used: a\n", "lock a is not unlocked"),
    (PLAY + "P1 activations: 2\n", "P1 may activate at most 1 a round"),
    (ROLLED + "P1 wild: red#1 orange\n", "write the wild die and its symbol"),
    (ROLLED + "P2 wild: red#1 as orange\n", "red#1 is not one of P2's unused active dice"),
    (PLAY + "P1 active: ?\n", "'?' marks a hidden part, and this game hides nothing"),
    (PLAY + "P1 sections: ?\n", "'?' marks a hidden part, and this game hides nothing"),
    ("chroma position: chroma_cubes, 1 player, mode=cairn\nphase: play\n",
     "the line 'cairn: ...' is missing"),
    ("chroma position: chroma_cubes, 1 player, mode=cairn\nphase: play\ncairn: 9\n",
     "'9' is not a cairn (1 to 5)"),
    ("chroma position: chroma_cubes, 1 player, mode=cairn\nphase: play\ncairn: 2\n"
     "cairns done: 2\n", "cairn 2 is done already"),
    ("chroma position: chroma_cubes, 1 player, mode=cairn\nphase: play\ncairn: 2\nstone: 7\n",
     "must be from 1 to 4, not 7"),
    (PLAY + "traded: yes\n", "'traded' is not a line of this position"),
]


@pytest.mark.parametrize(("text", "message"), BROKEN, ids=[m for _t, m in BROKEN])
def test_a_broken_position_is_refused_with_what_is_wrong(text, message):
    with pytest.raises(PositionError) as refused:
        read_position(text, resolve=find_game)
    assert message in str(refused.value)
    assert "\n" not in str(refused.value)


# -- rule scenarios from positions ----------------------------------------------------------------
COLOURING = """chroma position: chroma_cubes, 2 players, sheet=cardinal, mode=standard, faces=a
phase: play
round: 2
P1 active: blue#1=blue+green, red#1=red+purple
P1 sections: s13, s14, s15, s16
P2 active: blue#2=blue+green
P2 sections: s13, s14, s15, s16
"""


def texts(state, player):
    return [game.move_to_str(state, move) for move in game.legal_moves(state, player)]


def play(state, *moves):
    for text in moves:
        state = game.apply(state, game.parse_move(state, text))
    return state


def test_everyone_who_first_completes_a_figure_in_the_same_round_scores_the_bonus():
    """Rulebook: a completed figure scores its value, "+1 if no player completed it in an
    earlier round"; reaching 3 on the score track gives an extra die at once."""
    state = play(position_from_text(COLOURING, resolve=find_game), "p1 colour s17 blue#1",
                 "p2 colour s17 blue#2")
    assert state.figure_points[0][1] == state.figure_points[1][1] == 3  # branch: 2 + 1
    assert state.extra_due == (1, 1)
    text = position_to_text(game, state)
    assert "first completed: branch in round 2" in text
    assert "P1 first bonus: branch" in text and "P2 extra dice due: 1" in text
    assert position_from_text(text, resolve=find_game) == state


def test_a_figure_first_completed_in_an_earlier_round_scores_no_bonus():
    text = COLOURING.replace("round: 2", "round: 3").replace(
        "P1 sections: s13, s14, s15, s16", "P1 sections: s13, s14, s15, s16, s17") + (
        "first completed: branch in round 2\nP1 first bonus: branch\n")
    state = play(position_from_text(text, resolve=find_game), "p2 colour s17 blue#2")
    assert state.figure_points[1][1] == 2, "P1 completed it a round earlier"
    assert state.extra_due == (0, 0), "2 points reach no extra die"


def test_the_wild_superpower_makes_a_die_count_as_another_symbol():
    """Lock B of the Cardinal (wild_one, INFERRED): once a round an unused active die also
    counts as a symbol of your choice."""
    state = position_from_text(COLOURING + "P1 lock b: red, orange\n", resolve=find_game)
    assert "p1 colour s12 red#1" not in texts(state, 0)  # the feet need a star
    wild = play(state, "p1 wild red#1 yellow")
    assert "p1 colour s12 red#1" in texts(wild, 0)
    text = position_to_text(game, wild)
    assert "P1 wild: red#1 as yellow" in text and "P1 powers used: b" in text
    assert position_from_text(text, resolve=find_game) == wild
    assert not any(move.startswith("p1 wild") for move in texts(wild, 0)), "once a round"


def test_the_draft_goes_round_from_the_start_player():
    """Rulebook: draft in seat order from the start player, active dice first."""
    state = position_from_text("""chroma position: chroma_cubes, 3 players
        phase: draft
        start player: P2
        P2 active: red#1
    """, resolve=find_game)
    assert game.to_move(state) == (2,) and state.picks == 1
    after = play(state, "p3 draft red#2")
    assert game.to_move(after) == (0,) and after.loc[1] == 4  # P3's active dice
    assert position_from_text(position_to_text(game, after), resolve=find_game) == after


def test_the_opening_rolls_of_a_round_are_chance():
    state = position_from_text(COLOURING.replace("P2 active: blue#2=blue+green",
                                                 "P2 active: blue#2") + "to roll: blue#2\n"
                               "opening rolls: yes\n", resolve=find_game)
    assert game.to_move(state) == (CHANCE,)
    assert len(game.chance_outcomes(state)) == 6


# -- the command line -------------------------------------------------------------------------
def test_chroma_position_prints_a_saved_chroma_cubes_game(capsys, tmp_path):
    match = playout(game, 3, {"sheet": "gifts"}, 5, bot_share=0.7, cap=60)
    path = tmp_path / "cubes.chroma.json"
    save_match(match, path)
    assert main(["position", str(path), "--move", "45"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("chroma position: chroma_cubes, 3 players, sheet=gifts")
    assert out == position_to_text(game, match.states[45])
    assert position_from_text(out, resolve=find_game) == match.states[45]
