"""Chroma Cubes: one scenario test per rule (rulebook `shared/rules/chroma-cubes.txt`).

Each test builds a state, checks the legal moves or the refusal, applies, and checks the result.
"""

from __future__ import annotations

import pytest

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.state import DRAFT, OVER, PLAY, POOL, STOCK, active, reserve
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE, IllegalMoveError, InvalidMoveError, OptionError
from chroma_desktop.rules.messages import SeatNames

GAME = find_game("chroma_cubes")
# As the table names the seats: the seat at this desk is "you".
YOU_AND_BOT = SeatNames(("You", "Bot 2", "Bot 3"), frozenset({0}))
BOT_AND_YOU = SeatNames(("Bot 1", "You", "Bot 3"), frozenset({1}))


def new(players=3, **options):
    return GAME.new_initial_state(players, options)


def face(config, die_id, text):
    die = config.die_of(die_id)
    return mv._face(config, die, text)


def table(players=3, dice=None, reserves=None, **options):
    """A state in round 1 of play: `dice` maps a player to {die id: face text}."""
    state = new(players, **options)
    config = state.config
    loc, faces = list(state.loc), list(state.face)
    for place_of, given in ((active, dice or {}), (reserve, reserves or {})):
        for player, entries in given.items():
            for die_id, text in entries.items():
                die = config.die_of(die_id)
                loc[die] = place_of(player)
                faces[die] = face(config, die_id, text)
    return state._replace(phase=PLAY, loc=tuple(loc), face=tuple(faces), to_roll=(),
                          acting=frozenset(range(players)), fresh=False)


def section(config, colour, count, skip=0):
    """The index of a section needing `count` x `colour` (the `skip`-th such)."""
    found = [i for i, need in enumerate(config.needs) if need == (config.colour_of(colour), count)]
    return found[skip]


def play(state, text):
    return GAME.apply(state, GAME.parse_move(state, text))


def sid(index):
    return f"s{index + 1}"


# -- set-up and draft -------------------------------------------------------------------------
def test_random_start_player_then_draft_in_seat_order_five_active_then_two_reserve():
    state = new(3)
    assert GAME.to_move(state) == (CHANCE,)
    assert len(GAME.chance_outcomes(state)) == 3
    state = play(state, "first 2")
    assert state.phase == DRAFT
    order = []
    while state.phase == DRAFT:
        player = GAME.to_move(state)[0]
        order.append(player)
        move = GAME.legal_moves(state, player)[0]
        state = GAME.apply(state, move)
    assert order == [1, 2, 0] * 7
    for player in range(3):
        assert len(state.dice_at(active(player))) == 5
        assert len(state.dice_at(reserve(player))) == 2


def test_active_dice_are_rolled_then_reserve_dice_separately():
    state = play(new(2), "first 1")
    while state.phase == DRAFT:
        state = GAME.apply(state, GAME.legal_moves(state, GAME.to_move(state)[0])[0])
    actives = [d for p in range(2) for d in state.dice_at(active(p))]
    reserves = [d for p in range(2) for d in state.dice_at(reserve(p))]
    assert list(state.to_roll) == actives + reserves
    assert GAME.to_move(state) == (CHANCE,)
    assert all(p == pytest.approx(1 / 6) for _, p in GAME.chance_outcomes(state))


def test_five_sets_for_three_players_six_for_four():
    assert len(new(3).loc) == 30
    assert len(new(4).loc) == 36


def test_draft_into_active_then_reserve_why_not():
    state = play(new(2), "first 1")
    die = state.config.die_ids[0]
    assert str(GAME.why_not(state, 0, f"die:{die}", "p0.reserve")) == (
        "Draft 5 active dice first, then your reserve dice.")
    refused = GAME.why_not(state, 1, f"die:{die}", "p1.active")
    assert str(refused) == "It is Player 1's turn to draft."
    assert refused.render(YOU_AND_BOT) == "It is your turn to draft."


# -- rounds -----------------------------------------------------------------------------------
def test_rounds_are_simultaneous_to_move_names_every_player_still_acting():
    state = table(3, {0: {"red#1": "red+purple"}, 1: {"red#2": "red+purple"}, 2: {"red#3": "red+purple"}})
    assert GAME.to_move(state) == (0, 1, 2)
    state = play(state, "p2 end")
    assert GAME.to_move(state) == (0, 2)
    assert GAME.legal_moves(state, 1) == ()
    assert "ended your round" in str(GAME.why_not(state, 1, "die:red#2", "button:end"))


def test_colour_a_section_with_dice_showing_its_symbol():
    state = table(1, {0: {"orange#1": "orange+red", "orange#2": "orange+yellow"}})
    config = state.config
    beak = next(i for i, s in enumerate(config.sheet.sections) if s.label == "beak top")
    state = play(state, f"colour {sid(beak)} orange#1 orange#2")
    assert state.coloured[0] >> beak & 1
    assert state.used == {config.die_of("orange#1"), config.die_of("orange#2")}


def test_a_section_needs_exactly_its_count_in_words():
    state = table(1, {0: {"orange#1": "orange+red", "orange#2": "orange+yellow"}})
    beak = next(i for i, s in enumerate(state.config.sheet.sections) if s.label == "beak top")
    target = f"sheet:p0:cardinal:{sid(beak)}"
    assert str(GAME.why_not(state, 0, "die:orange#1", target)) == (
        "That section needs two pumpkins; you chose one.")
    with pytest.raises(IllegalMoveError, match="needs two pumpkins; you chose one"):
        play(state, f"colour {sid(beak)} orange#1")


def test_one_symbol_per_die_per_round():
    # red#1 shows a heart and a moon, but can colour only one section this round.
    state = table(1, {0: {"red#1": "red+purple"}})
    config = state.config
    heart, moon = section(config, "red", 1), section(config, "purple", 1)
    assert any(m.kind == mv.COLOUR and m.arg.section == moon for m in GAME.legal_moves(state, 0))
    state = play(state, f"colour {sid(heart)} red#1")
    assert not any(m.kind == mv.COLOUR for m in GAME.legal_moves(state, 0))
    with pytest.raises(IllegalMoveError, match="already used this round"):
        play(state, f"colour {sid(moon)} red#1")


def test_one_set_of_dice_fills_one_section_not_every_matching_one():
    state = table(1, {0: {"red#1": "red+purple"}})
    config = state.config
    hearts = [i for i, need in enumerate(config.needs) if need == (0, 1)]
    assert len(hearts) >= 2
    state = play(state, f"colour {sid(hearts[0])} red#1")
    assert all(not state.coloured[0] >> i & 1 for i in hearts[1:])


def test_a_die_can_be_a_wrong_symbol_and_is_refused():
    state = table(1, {0: {"blue#1": "blue+green"}})
    heart = section(state.config, "red", 1)
    with pytest.raises(IllegalMoveError, match="Blue die 1 does not show a heart"):
        play(state, f"colour {sid(heart)} blue#1")


def test_only_dice_used_last_round_are_rolled_saved_dice_keep_their_face():
    state = table(1, {0: {"red#1": "red+purple", "blue#1": "blue+green"}})
    config = state.config
    state = play(state, f"colour {sid(section(config, 'red', 1))} red#1")
    state = play(state, "end")
    assert state.round == 2
    assert state.to_roll == (config.die_of("red#1"),)
    assert state.face[config.die_of("blue#1")] == face(config, "blue#1", "blue+green")
    state = play(state, "roll red#1 red+orange")
    assert GAME.to_move(state) == (0,)


def test_stuck_die_can_still_activate_a_reserve_die():
    # Every heart and star section coloured: an orange die showing red+yellow is stuck.
    state = table(2, {0: {"orange#1": "red+yellow"}, 1: {"red#2": "red+purple"}},
                  reserves={0: {"blue#1": "blue+green"}})
    config = state.config
    mask = sum(1 << i for i, (symbol, _) in enumerate(config.needs) if symbol in (0, 2))
    state = state._replace(coloured=(mask, 0))
    moves = GAME.legal_moves(state, 0)
    assert not any(m.kind in (mv.COLOUR, mv.LOCK) for m in moves)
    assert any(m.kind == mv.ACTIVATE for m in moves)


def test_activate_reserve_gives_an_unused_active_die_to_an_opponent_faces_unchanged():
    state = table(2, {0: {"orange#1": "red+yellow", "red#1": "red+purple"}, 1: {"red#2": "red+purple"}},
                  reserves={0: {"blue#1": "blue+green", "blue#2": "blue+green"}})
    config = state.config
    before = state.face
    state = play(state, "p1 activate blue#1 give orange#1 p2")
    assert state.loc[config.die_of("orange#1")] == reserve(1)
    assert state.loc[config.die_of("blue#1")] == active(0)
    assert state.face == before
    # One activation per round (INFERRED; rules.yaml).
    assert "already activated" in str(GAME.why_not(state, 0, "die:red#1", "p1.reserve"))


def test_cannot_give_to_an_opponent_with_four_reserve_dice():
    state = table(2, {0: {"orange#1": "red+yellow"}, 1: {"red#2": "red+purple"}},
                  reserves={0: {"blue#1": "blue+green"},
                            1: {"green#1": "green+blue", "green#2": "green+blue",
                                "green#3": "green+blue", "green#4": "green+blue"}})
    refused = GAME.why_not(state, 0, "die:orange#1", "p1.reserve")
    assert str(refused) == "Player 2 already holds four reserve dice: choose another opponent."
    assert refused.render(BOT_AND_YOU) == "You already hold four reserve dice: choose another opponent."
    assert not any(m.kind == mv.ACTIVATE for m in GAME.legal_moves(state, 0))


def test_a_used_die_cannot_be_given():
    state = table(2, {0: {"red#1": "red+purple"}, 1: {"red#2": "red+purple"}},
                  reserves={0: {"blue#1": "blue+green"}})
    state = play(state, f"p1 colour {sid(section(state.config, 'red', 1))} red#1")
    assert "already used" in str(GAME.why_not(state, 0, "die:red#1", "p1.reserve"))


# -- superpowers ------------------------------------------------------------------------------
FIVE_HEARTS = {f"red#{i}": "red+purple" for i in range(1, 6)}


def test_superpower_lock_sides_need_five_dice_of_one_symbol_and_different_symbols():
    state = table(1, {0: dict(FIVE_HEARTS)})
    state = play(state, "lock a red red#1 red#2 red#3 red#4 red#5")
    assert state.locks[0][0] == (0,)
    assert state.score(0) == 0
    state = play(state, "end")
    for _ in range(5):
        state = GAME.apply(state, mv.roll_move(state.config, state.to_roll[0], 0))
    assert all(state.face[d] == 0 for d in range(5))  # red+purple again
    with pytest.raises(IllegalMoveError, match="sides need different symbols"):
        play(state, "lock a red red#1 red#2 red#3 red#4 red#5")
    assert str(GAME.why_not(state, 0, "die:red#1+die:red#2+die:red#3", "sheet:p0:cardinal:lock_a")) == (
        "A side of a superpower lock needs five moons; you chose three.")
    state = play(state, "lock a purple red#1 red#2 red#3 red#4 red#5")
    assert state.is_unlocked(0, 0)
    assert state.score(0) == 1  # +1 for unlocking


def test_an_unlocked_superpower_is_usable_at_once_and_once_a_round():
    state = table(1, {0: dict(FIVE_HEARTS, **{"blue#1": "blue+green"})})
    state = state._replace(locks=(((0, 5), ()),))  # lock A (reroll) unlocked
    assert state.config.powers[0] == "reroll_one"
    state = play(state, "reroll blue#1")
    assert state.to_roll == (state.config.die_of("blue#1"),)
    state = play(state, "roll blue#1 blue+orange")
    assert not any(m.kind == mv.REROLL for m in GAME.legal_moves(state, 0))
    assert str(GAME.why_not(state, 0, "die:red#1", "sheet:p0:cardinal:lock_a")) == (
        "You already used that superpower this round.")


def test_wild_superpower_lets_a_die_count_as_another_symbol():
    state = table(1, {0: {"blue#1": "blue+green"}})
    state = state._replace(locks=(((), (0, 5)),))  # lock B (wild) unlocked
    heart = section(state.config, "red", 1)
    state = play(state, "wild blue#1 red")
    state = play(state, f"colour {sid(heart)} blue#1")
    assert state.coloured[0] >> heart & 1


def test_flip_superpower_turns_a_die_to_a_face_sharing_a_symbol():
    state = table(1, {0: {"red#1": "red+purple"}}, sheet="dice")
    assert state.config.powers[1] == "flip_shared_symbol"
    state = state._replace(locks=(((), (0, 5)),))
    with pytest.raises(IllegalMoveError, match="shares a symbol"):
        play(state, "flip red#1 orange+blue")
    state = play(state, "flip red#1 red+orange")
    assert state.face[state.config.die_of("red#1")] == face(state.config, "red#1", "red+orange")


# -- scoring ----------------------------------------------------------------------------------
def _almost_complete(state, player, figure):
    """Every section of `figure` coloured but its first; returns (state, that section)."""
    config = state.config
    sections = config.sheet.figures[figure].sections
    mask = sum(1 << s for s in sections[1:])
    coloured = list(state.coloured)
    coloured[player] |= mask
    return state._replace(coloured=tuple(coloured)), sections[0]


def _dice_for(config, sec, seat=0):
    """Dice for `sec`: seat 0 uses dice of the symbol's colour, seats 1 and 2 its neighbours'."""
    symbol, count = config.needs[sec]
    colour = config.colour_id((symbol + (0, -1, 1)[seat]) % 6)
    die_faces = config.faces[config.colour_of(colour)]
    top = next(f for f in die_faces if symbol in f)
    text = f"{config.colour_id(top[0])}+{config.colour_id(top[1])}"
    return {f"{colour}#{i + 1}": text for i in range(count)}


def test_completing_a_figure_scores_its_value_plus_one_if_first():
    state = table(2)
    config = state.config
    state, last = _almost_complete(state, 0, 1)  # the branch, worth 2
    dice = _dice_for(config, last)
    state = table(2, {0: dice, 1: {"green#5": "green+blue"}})._replace(coloured=state.coloured)
    state = play(state, f"p1 colour {sid(last)} {' '.join(dice)}")
    assert state.figure_points[0][1] == 2 + 1
    assert state.first_round[1] == 1


def test_first_bonus_is_shared_by_all_who_complete_in_the_same_round_not_later():
    config = new(3).config
    base = table(3)
    s0, last = _almost_complete(base, 0, 1)
    s1, _ = _almost_complete(s0, 1, 1)
    s2, _ = _almost_complete(s1, 2, 1)
    dice = {p: _dice_for(config, last, p) for p in range(3)}
    state = table(3, dice)._replace(coloured=s2.coloured, extra_marks=(2, 2, 2))  # no extra dice
    for p in (0, 1):
        state = play(state, f"p{p + 1} colour {sid(last)} {' '.join(dice[p])}")
    assert state.figure_points[0][1] == 3 and state.figure_points[1][1] == 3
    state = play(state, "p3 end")
    state = play(state, "p1 end")
    state = play(state, "p2 end")
    while state.to_roll:
        state = GAME.apply(state, GAME.chance_outcomes(state)[0][0])
    # Round 2: player 3 completes it too, without the bonus.
    loc, faces = list(state.loc), list(state.face)
    for die_id, text in dice[2].items():
        loc[config.die_of(die_id)] = active(2)
        faces[config.die_of(die_id)] = face(config, die_id, text)
    state = state._replace(loc=tuple(loc), face=tuple(faces))
    state = play(state, f"p3 colour {sid(last)} {' '.join(dice[2])}")
    assert state.figure_points[2][1] == 2


def test_extra_die_unlocked_on_the_score_track_from_the_leftover_dice():
    state = table(1)
    config = state.config
    assert config.extra_die_at == (3, 6)
    state, last = _almost_complete(state, 0, 1)  # branch: 2 + 1 = 3 points
    dice = _dice_for(config, last)
    state = table(1, {0: dice})._replace(coloured=state.coloured)
    state = play(state, f"colour {sid(last)} {' '.join(dice)}")
    assert state.score(0) == 3 and state.extra_due[0] == 1
    legal = GAME.legal_moves(state, 0)
    assert legal and all(m.kind == mv.TAKE for m in legal)
    assert str(GAME.prompt(state, 0)).startswith("You unlocked an extra die")
    state = play(state, "take purple#5")
    assert state.loc[config.die_of("purple#5")] == active(0)
    assert state.to_roll == (config.die_of("purple#5"),)  # rolled at once


def test_victory_at_the_threshold_at_the_end_of_that_round():
    state = table(2, {0: {"red#1": "red+purple"}, 1: {"red#2": "red+purple"}})
    config = state.config
    state, last = _almost_complete(state, 0, 0)  # cardinal, 4 + 1
    dice = _dice_for(config, last)
    state = table(2, {0: dice})._replace(coloured=state.coloured)
    state = state._replace(figure_points=((0, 3, 0), (0, 0, 0)),  # already 3 from the branch
                           extra_marks=(2, 0))
    state = play(state, f"p1 colour {sid(last)} {' '.join(dice)}")
    assert state.score(0) >= config.sheet.threshold
    assert state.phase == PLAY and GAME.to_move(state) == (0, 1)  # the round goes on
    state = play(state, "p1 end")
    state = play(state, "p2 end")
    assert state.phase == OVER
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,)


def test_tie_break_most_figures_then_most_symbols():
    # Cardinal's threshold is 6; an unlocked lock (two sides) scores 1.
    state = table(2)._replace(phase=OVER, figure_points=((5, 3, 0), (3, 0, 3)))
    assert GAME.outcome(state).winners == (0,)
    one_lock = (((0, 1), ()), ((), ()))
    state = table(2)._replace(phase=OVER, figure_points=((5, 0, 0), (3, 3, 0)), locks=one_lock)
    outcome = GAME.outcome(state)
    assert outcome.winners == (1,)
    assert str(outcome.tie_break) == "Tied on 6 points: the most completed figures (2) decides"
    config = state.config
    state = table(2)._replace(phase=OVER, figure_points=((5, 0, 0), (5, 0, 0)),
                              locks=(((0, 1), ()), ((0, 1), ())),
                              coloured=(1 << section(config, "red", 4), 1 << section(config, "red", 1)))
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,) and str(outcome.tie_break) == (
        "Tied on 6 points and 1 figure: the most coloured symbols (14) decides")


def test_game_ends_when_nobody_coloured_and_nobody_can():
    state = table(2, {0: {"orange#1": "red+yellow"}, 1: {"orange#2": "red+yellow"}})
    config = state.config
    mask = sum(1 << i for i, (symbol, _) in enumerate(config.needs) if symbol in (0, 2))
    state = state._replace(coloured=(mask, mask))
    state = play(play(state, "p1 end"), "p2 end")
    assert state.phase == OVER


# -- sheet rules ------------------------------------------------------------------------------
def test_the_scream_is_played_without_blue_dice():
    state = table(3, sheet="the_scream")
    assert "blue" not in {state.config.colour_id(c) for c in state.config.dice}
    assert str(GAME.why_not(state, 0, "die:blue#1", "sheet:p0:the_scream:s1")) == (
        "The Scream is played without blue dice.")
    with pytest.raises(InvalidMoveError, match="without blue dice"):
        GAME.parse_move(state, "p1 colour s1 blue#1")


def test_starry_night_without_red_or_purple_and_starting_with_four_dice():
    state = new(3, sheet="starry_night")
    config = state.config
    assert {config.colour_id(c) for c in config.dice} == {"blue", "yellow", "orange", "green"}
    for player in range(3):
        colours = sorted(config.colour_id(config.dice[d]) for d in state.dice_at(active(player)))
        assert colours == ["blue", "green", "orange", "yellow"]
    state = play(state, "first 1")
    assert str(GAME.why_not(state, 0, "die:red#1", "p0.reserve")) == (
        "Starry Night is played without red dice.")
    while state.phase == DRAFT:
        state = GAME.apply(state, GAME.legal_moves(state, GAME.to_move(state)[0])[0])
    assert all(len(state.dice_at(reserve(p))) == 2 for p in range(3))


# -- solo modes -------------------------------------------------------------------------------
def cairn(**extra):
    return new(1, mode="cairn", sheet="easter_eggs", **extra)


def test_solo_modes_are_for_one_player_and_the_cairn_game_is_on_easter_eggs():
    with pytest.raises(OptionError, match="one player"):
        new(2, mode="cairn", sheet="easter_eggs")
    assert new(1, mode="cairn").config.sheet.id == "easter_eggs"


def test_cairn_trade_stock_and_first_roll_one_die_of_each_colour():
    state = cairn()
    config = state.config
    stock = [config.colour_id(config.dice[d]) for d in state.dice_at(STOCK)]
    rolled = [config.colour_id(config.dice[d]) for d in state.to_roll]
    assert sorted(stock) == sorted(rolled) == sorted(c.id for c in config.colours)
    assert state.cairn == config.start_cairn and state.stone == 0


def _roll_all(state, text_by_die):
    while state.to_roll:
        die = state.config.die_ids[state.to_roll[0]]
        state = play(state, f"roll {die} {text_by_die[die]}")
    return state


FIRST = {"red#1": "red+purple", "orange#1": "orange+red", "yellow#1": "yellow+orange",
         "green#1": "green+yellow", "blue#1": "blue+green", "purple#1": "purple+blue"}


def test_cairn_first_turn_must_use_a_die():
    state = _roll_all(cairn(), FIRST)
    assert not any(m.kind == mv.END for m in GAME.legal_moves(state, 0))
    assert str(GAME.why_not(state, 0, "button:end", "button:end")) == (
        "On the first turn you must use at least one die.")
    two_hearts = section(state.config, "red", 2)
    state = play(state, f"colour {sid(two_hearts)} red#1 orange#1")
    state = play(state, "end")
    assert state.stone == 1
    assert state.to_roll == (state.config.die_of("red#1"), state.config.die_of("orange#1"))


def test_cairn_trade_stone_swaps_an_unused_die_for_a_stock_die():
    state = _roll_all(cairn(), FIRST)
    config = state.config
    trade_at = [s.kind for s in config.cairns[state.cairn].stones].index("trade")
    state = state._replace(stone=trade_at, round=2)
    state = play(state, "trade blue#1 purple#2")
    assert state.loc[config.die_of("blue#1")] == STOCK
    assert state.loc[config.die_of("purple#2")] == active(0)
    assert state.to_roll == (config.die_of("purple#2"),)
    state = play(state, "roll purple#2 purple+red")
    assert not any(m.kind == mv.TRADE for m in GAME.legal_moves(state, 0))


def test_cairn_bonus_stone_adds_one_symbol_of_its_kind():
    state = _roll_all(cairn(), FIRST)
    config = state.config
    stones = config.cairns[state.cairn].stones
    bonus_at = [s.kind for s in stones].index("bonus")
    symbol = stones[bonus_at].bonus
    state = state._replace(stone=bonus_at, round=2)
    one = section(config, symbol, 1)
    state = play(state, f"colour {sid(one)} bonus")
    assert state.coloured[0] >> one & 1 and state.bonus_used
    assert not any(m.kind == mv.COLOUR and m.arg.bonus for m in GAME.legal_moves(state, 0))


def test_cairn_full_cairn_scores_its_egg_and_the_next_cairn_is_chosen():
    state = _roll_all(cairn(), FIRST)
    config = state.config
    current = state.cairn
    egg = config.cairns[current].figure
    points = list(state.figure_points[0])
    points[egg] = 2
    mask = config.figure_masks[egg]
    state = state._replace(stone=len(config.cairns[current].stones) - 1, round=4,
                           figure_points=(tuple(points),), coloured=(mask,))
    state = play(state, "end")
    assert state.egg_bonus == (egg,) and state.cairns_done == (current,)
    legal = GAME.legal_moves(state, 0)
    assert {m.kind for m in legal} == {mv.CAIRN}
    assert len(legal) == len(config.cairns) - 1
    state = play(state, f"cairn {[c for c in range(5) if c != current][0] + 1}")
    assert state.stone == 0 and state.cairn != current
    assert state.score(0) == 2 + 1


def test_cairn_game_ends_when_no_die_can_be_used():
    state = _roll_all(cairn(), FIRST)
    config = state.config
    every = (1 << len(config.needs)) - 1
    stones = [s.kind for s in config.cairns[state.cairn].stones]
    before_plain = stones.index("plain", 1) - 1
    assert stones[before_plain + 1] == "plain"
    state = state._replace(coloured=(every,), round=2, stone=before_plain)
    assert GAME.legal_moves(state, 0)[-1] == mv.end_move(0)
    state = play(state, "end")
    assert state.phase == OVER


def test_cairn_last_cairn_ends_the_game_and_scores_two_per_egg_plus_bonus():
    state = _roll_all(cairn(), FIRST)
    config = state.config
    last = 4 if config.start_cairn != 4 else 3
    others = tuple(c for c in range(5) if c != last)
    egg = config.cairns[last].figure
    points = tuple(2 if f == egg else 0 for f in range(5))
    state = state._replace(cairns_done=others, cairn=last, stone=len(config.cairns[last].stones) - 1,
                           figure_points=(points,), round=20)
    state = play(state, "end")
    assert state.phase == OVER
    outcome = GAME.outcome(state)
    assert outcome.scores == (3.0,)
    assert any("before its cairn" in str(line.label) for line in outcome.breakdown[0])


def test_score_attack_reaches_the_threshold_and_reports_the_round():
    state = table(1, mode="score_attack")
    config = state.config
    state, last = _almost_complete(state, 0, 0)
    dice = _dice_for(config, last)
    state = table(1, {0: dice}, mode="score_attack")._replace(
        coloured=state.coloured, figure_points=((0, 3, 0),), round=7)
    state = play(state, f"colour {sid(last)} {' '.join(dice)}")
    while state.extra_due[0]:
        state = GAME.apply(state, GAME.legal_moves(state, 0)[0])
        state = GAME.apply(state, GAME.chance_outcomes(state)[0][0])
    state = play(state, "end")
    assert state.phase == OVER
    lines = GAME.outcome(state).breakdown[0]
    assert any(str(line.label) == "Threshold 6 reached in round 7" for line in lines)


# -- words ------------------------------------------------------------------------------------
def test_notation_names_the_player_and_round_trips():
    state = table(2, {0: {"orange#1": "red+yellow"}, 1: {"red#2": "red+purple"}},
                  reserves={0: {"blue#1": "blue+green"}})
    for move in GAME.legal_moves(state, 0) + GAME.legal_moves(state, 1):
        text = GAME.move_to_str(state, move)
        assert text.startswith(("p1 ", "p2 "))
        assert GAME.parse_move(state, text) == move
    with pytest.raises(InvalidMoveError, match="say which player"):
        GAME.parse_move(state, "end")


def test_moves_carry_die_and_sheet_ids_for_the_table():
    state = table(1, {0: {"orange#1": "orange+red", "orange#2": "orange+yellow"}})
    beak = next(i for i, s in enumerate(state.config.sheet.sections) if s.label == "beak top")
    move = GAME.parse_move(state, f"colour {sid(beak)} orange#1 orange#2")
    assert move.source == "die:orange#1+die:orange#2"
    assert move.target == f"sheet:p0:cardinal:{sid(beak)}"
    assert not GAME.why_not(state, 0, "die:orange#2+die:orange#1", move.target)
    said = GAME.describe(state, move)
    assert str(said) == ("Player 1 colours the Cardinal's beak top (two pumpkins) with orange die 1 "
                         "and orange die 2")
    assert said.render(YOU_AND_BOT) == (
        "You colour the Cardinal's beak top (two pumpkins) with orange die 1 and orange die 2")


def test_prompt_says_what_is_being_decided():
    state = new(2)
    assert str(GAME.prompt(state, 0)) == "Dice are being rolled"
    state = play(state, "first 1")
    assert str(GAME.prompt(state, 0)) == "Draft a die for your active dice"
    assert str(GAME.prompt(state, 1)) == "Waiting for Player 1 to draft a die"
    assert GAME.prompt(state, 1).render(BOT_AND_YOU) == "Waiting for Bot 1 to draft a die"
    state = table(2, {0: {"red#1": "red+purple"}})
    assert str(GAME.prompt(state, 0)) == (
        "Round 1: colour sections or a superpower lock with your dice, activate a reserve die, "
        "or end your round (0 of 6 points)")
    state = play(state, "p1 end")
    assert GAME.prompt(state, 0).render(YOU_AND_BOT) == "You ended your round: waiting for Bot 2"


def test_the_pool_holds_every_undrafted_die():
    state = new(3)
    assert set(state.loc) == {POOL}
    assert sum(GAME.inventory(state).values()) == 30
