"""Chroma Mix positions as text (`chroma_desktop/games/chroma_mix/position.py`): every state of
seeded games reads back equal, whole and as each player's and a spectator's view (hands and
decks hidden); the module's example is a position; bad positions are refused saying what is
wrong; rule scenarios start from position text; `chroma position` prints a saved game's.

The rules are those of `shared/rules/chroma-mix.txt`.
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

game = find_game("chroma_mix")
OPTION_SETS = ({"win_card": "random", "difficulty": "hard"},
               {"win_card": "mustard", "pear_timing": "after_print", "key_print": "any",
                "burgundy_count": "card"},
               {"win_card": "burgundy", "hands": "open", "difficulty": "medium"})
CAP = 260  # plies: random play rarely ends a game; the bot's share ends most within this


def _cases():
    for number, options in enumerate(OPTION_SETS):
        for players in range(game.min_players, game.max_players + 1):
            seed = 10 * number + players
            yield pytest.param(options, players, seed, id=f"options{number}-{players}p")


@functools.cache
def _match(options: tuple, players: int, seed: int) -> Match:
    return playout(game, players, dict(options), seed, bot_share=0.5, cap=CAP)


@pytest.mark.parametrize(("options", "players", "seed"), list(_cases()))
def test_every_state_of_a_game_round_trips_whole_and_as_views(options, players, seed):
    match = _match(tuple(options.items()), players, seed)
    assert_round_trips(game, match)


def test_the_playouts_reach_every_kind_of_pending_step_and_the_end():
    """Mid-turn stacks of every effect, solo chance, set-up chance and finished games are all
    among the states the round-trip test above reads back."""
    steps, seen = Counter(), Counter()
    for param in _cases():
        options, players, seed = param.values
        for state in _match(tuple(options.items()), players, seed).states:
            steps.update(frame[0] for frame in state.stack)
            seen.update({"over": state.over, "ending": state.ending and not state.over,
                         "billy's starting turns": state.extra_turns > 0,
                         "tucked": any(map(any, state.tucked)), "pear paid": state.pear_paid > 0,
                         "lemon's second mix": state.mixes > 1, "key": state.key_ok})
    assert set(steps) >= {"gain", "identical", "may_print", "prints", "refilling", "tuck",
                          "lav_discard", "lav_print", "prism", "orange", "end", "billy_draw",
                          "billy_mix", "billy_end", "win_card", "first"}
    assert seen["over"] >= 6 and seen["ending"] and seen["billy's starting turns"]
    assert seen["pear paid"] and seen["key"] and seen["tucked"] and seen["lemon's second mix"]


STEPS = ["gain P1 rank-1", "gain P2 rank-1 optional", "gain P1 rank-1 then_may_print",
         "gain P1 pale_magenta light_yellow", "identical P1 2", "may_print P1 soft_cyan",
         "prints P1 2 except violet", "refilling P1", "refilling P1 max 1",
         "refilling P1 returned soft_cyan", "tuck P1 1 of soft_cyan light_yellow",
         "lav_discard P1 ranks 2 3 4", "lav_gain P1 azure", "lav_print P1 soft_cyan pale_magenta",
         "prism P1", "orange P1 cerulean"]


@pytest.mark.parametrize("step", STEPS)
def test_every_pending_step_reads_and_writes_as_documented(step):
    """Each step of the module docstring, on top of the turn's end (lav_gain, for one, is met
    rarely in play: it is resolved at once when only one pair of cards is left)."""
    text = START.replace("P1 hand: soft_cyan, pale_magenta, light_yellow",
                         "P1 hand: soft_cyan, pale_magenta, light_yellow, cerulean\n"
                         "P1 play: jungle, violet") + f"pending: {step}; end P1\n"
    state = position_from_text(text, resolve=find_game)
    assert state.stack[0] == ("end", 0) and state.stack[-1][1] in (0, 1)
    assert f"pending: {step}; end P1\n" in position_to_text(game, state)


def test_billys_chance_steps_read_and_write():
    text = """chroma position: chroma_mix, 1 player, win_card=none, difficulty=easy
        turn: billy
        first player: billy
        billy's starting turns left: 1
        pending: billy_draw 2; billy_end
        billy deck: 2 soft_cyan, 2 pale_magenta, 2 light_yellow, 3 mix
    """ + ROWS
    state = position_from_text(text, resolve=find_game)
    assert state.stack == (("billy_end", CHANCE), ("billy_draw", CHANCE, 2))
    assert game.to_move(state) == (CHANCE,) and state.extra_turns == 1
    draws = [game.move_to_str(state, move) for move, _p in game.chance_outcomes(state)]
    assert draws == ["billy_draw soft_cyan", "billy_draw pale_magenta", "billy_draw light_yellow",
                     "billy_draw mix"]
    assert "pending: billy_draw 2; billy_end\n" in position_to_text(game, state)


def test_the_example_in_the_module_is_a_position():
    from chroma_desktop.games.chroma_mix import position as module

    example = module.__doc__.split("::", 1)[1].split("\n\n")[1]
    state = position_from_text(example, resolve=find_game)
    config = state.config
    assert (state.current, state.first, state.turns) == (1, 2, 32)
    assert state.stack == (("refilling", 1, 0, (config.kind_of("pale_magenta"),)),)
    assert position_to_text(game, state) == "\n".join(
        line.strip() for line in example.strip().splitlines()) + "\n"


def test_a_short_position_takes_its_supply_and_decks_as_the_rest():
    state = position_from_text(START, resolve=find_game)
    config = state.config
    assert state.supply[config.kind_of("soft_cyan")] == 10  # 12, less one in each hand
    assert state.decks[0][config.kind_of("cerulean")] == 3  # 4, less the one in the row
    assert state.box[config.kind_of("mustard")] == 1 and state.box[config.mix_card] == 3
    assert game.to_move(state) == (0,) and not state.stack


def test_a_view_hides_the_other_hands_and_the_decks():
    state = position_from_text(START, resolve=find_game)
    text = view_to_text(game, state, 0)
    assert "P1 hand: 1 soft_cyan, 1 pale_magenta, 1 light_yellow" in text
    assert "P2 hand: 3 ?" in text and "rank 2 deck: 17 ?" in text
    seen = read_position(text, resolve=find_game)
    assert seen.state == game.view(state, 0) and seen.setup.viewer == 0


def test_a_match_starts_from_a_view_with_the_hidden_cards_drawn():
    text = view_to_text(game, position_from_text(START, resolve=find_game), 1)
    match = Match.from_position(text, seed=3, resolve=find_game)
    assert match.state.hidden is None
    assert game.view(match.state, 1) == position_from_text(text, resolve=find_game)
    assert game.inventory(match.state) == game.inventory(position_from_text(START, resolve=find_game))


# -- refusals -------------------------------------------------------------------------------------
START = """chroma position: chroma_mix, 2 players, win_card=none
turn: P1
P1 hand: soft_cyan, pale_magenta, light_yellow
P2 hand: soft_cyan, pale_magenta, light_yellow
rank 2 row: cerulean, fuchsia, lemon, lavender, jungle, coral
rank 3 row: azure, violet, raspberry, orange, pear, turquoise
"""
HEAD = "chroma position: chroma_mix, 2 players, win_card=none\n"
TURN = HEAD + "turn: P1\n"
ROWS = """rank 2 row: cerulean, fuchsia, lemon, lavender, jungle, coral
rank 3 row: azure, violet, raspberry, orange, pear, turquoise
"""
VIEW = START.replace("win_card=none", "win_card=none, view=P1")
SOLO = "chroma position: chroma_mix, 1 player, win_card=none\nturn: P1\nbilly deck: 3 mix\n"

BROKEN = [
    ("chroma position: chroma_mix, 5 players\n", "Chroma Mix is for 1 to 4 players, not 5"),
    ("chroma position: chroma_mix, 2 players, win_card=gold\n",
     "option 'win_card' cannot be 'gold'"),
    (HEAD, "the line 'turn: ...' is missing"),
    (HEAD + "turn: billy\n", "Confident Billy plays only in solo"),
    (HEAD + "turn: nobody\nfirst player: P1\n", "both are 'nobody', or neither"),
    (SOLO.replace("turn: P1", "turn: nobody"), "solo, the first turn is set at once"),
    ("chroma position: chroma_mix, 2 players\nturn: P1\n", "the line 'win card: ...' is missing"),
    ("chroma position: chroma_mix, 2 players, win_card=mustard\nturn: P1\nwin card: petrol\n",
     "the option win_card=mustard makes it mustard, not petrol"),
    (TURN + "P1 hand: purple\n", "'purple' is not one of: soft_cyan"),
    (TURN + "P1 hand: 13 soft_cyan\n", "the position holds 13 soft_cyan cards, but the game "
     "has 12"),
    (TURN + "P1 play: 2 emerald_green\n", "a play area holds at most 1 emerald_green, not 2"),
    (TURN + "rank 2 row: azure\n", "line 3 (rank 2 row): azure is a rank 3 card"),
    (TURN + "rank 3 row: azure, azure, azure, violet, violet, violet, orange\n",
     "the row has 6 slots, not 7"),
    (TURN + "supply: 1 cerulean\n", "cerulean lies in the market"),
    (TURN + "supply: 1 petrol\n", "petrol is not this game's win card: it stays in the box"),
    (TURN + "rank 2 deck: 1 azure\n", "azure is a rank 3 card"),
    (TURN + "supply: 10 soft_cyan\n", "the components do not add up"),
    (TURN + "actions taken: swap, print\n", "a Swap is the turn's one action"),
    (TURN + "actions taken: mix, mix\n", "names an action twice"),
    (TURN + "mixes this turn: 2\n", "counts the Mix actions, and 'actions taken' has no mix"),
    (TURN + "actions taken: print\nprinted this turn: no\n", "a print action was taken"),
    (TURN + "pear cards given: 1\n", "Pear gives its card only after a print"),
    (TURN + "pending: dance P1\n", "'dance' is not a pending step"),
    (TURN + "pending: gain P1\n", "'gain P1': names no card"),
    (TURN + "pending: gain P1 rank-9\n", "'rank-9' is not a card"),
    (TURN + "pending: gain P1 rank-1; end P2\n", "the turn that ends is P1's"),
    (START + "pending: end P1\n", "'end' comes by itself once nothing is pending before it"),
    (TURN + "pending: first\n", "the first player is already picked (turn: P1)"),
    (HEAD + "turn: nobody\nfirst player: nobody\n", "before the first turn only chance is "
     "pending"),
    (TURN + "pending: win_card\n", "the win card is drawn only with win_card=random"),
    (TURN + "pending: billy_draw 2\n", "Billy's steps come only in Billy's turn"),
    (TURN + "pending: prints P1 two\n", "'two' is not a number from 1 to 9"),
    (TURN + "pending: refilling P1 max 1 returned jungle\n", "once 1 card is returned the "
     "refill is done"),
    (TURN + "pending: tuck P1 jungle\n", "write 'tuck P1 N of CARDS'"),
    ("chroma position: chroma_mix, 2 players, win_card=random\nturn: P1\nwin card: none\n",
     "'pending: win_card' comes first"),
    (TURN + "game over: yes\n", "the game ends only once someone has met a win condition"),
    (TURN + "P1 met: fame\n", "'fame' is not one of: ruby, sapphire, point"),
    (TURN + "billy hand: 1 mix\n", "'billy hand' is not a line of this position"),
    (SOLO + "billy's starting turns left: 2\n", "Billy's starting turns come first"),
    (SOLO.replace("turn: P1", "turn: billy"), "Billy's turn is its steps, down to its end"),
    (SOLO.replace("billy deck: 3 mix\n", ""), "the line 'billy deck: ...' is missing"),
    (SOLO + "billy deck: 3 mix\n", "'billy deck' is given twice"),
    (TURN + "P2 hand: 3 ?\n", "'?' marks a hidden part: only a view"),
    (VIEW, "this hand is hidden from P1: write how many cards it holds, as '3 ?'"),
    (VIEW.replace("P1 hand: soft_cyan, pale_magenta, light_yellow", "P1 hand: 3 ?"),
     "a player sees their own hand"),
    (VIEW.replace("P2 hand: soft_cyan, pale_magenta, light_yellow", "P2 hand: 3 ?"),
     "a view writes the supply out"),
    (VIEW.replace("P2 hand: soft_cyan, pale_magenta, light_yellow", "P2 hand: 1 soft_cyan, 2 ?"),
     "a hidden hand is written as its size alone"),
    (VIEW.replace("view=P1", "hands=open, view=P1").replace(
        "P2 hand: soft_cyan, pale_magenta, light_yellow", "P2 hand: 3 ?"),
     "hands are open (hands=open): nothing is hidden"),
    (VIEW + "P1 play: 1 ?\n", "this is never hidden"),
]


@pytest.mark.parametrize(("text", "message"), BROKEN, ids=[m for _t, m in BROKEN])
def test_a_broken_position_is_refused_with_what_is_wrong(text, message):
    with pytest.raises(PositionError) as refused:
        read_position(text, resolve=find_game)
    assert message in str(refused.value)
    assert "\n" not in str(refused.value)


def test_a_view_with_its_deck_written_out_is_refused():
    text = view_to_text(game, position_from_text(START, resolve=find_game), 0)
    whole = position_to_text(game, position_from_text(START, resolve=find_game))
    deck = next(line for line in whole.splitlines() if line.startswith("rank 2 deck"))
    broken = "\n".join(deck if line.startswith("rank 2 deck") else line
                       for line in text.splitlines())
    with pytest.raises(PositionError, match="a view sees only how many cards a deck holds"):
        read_position(broken, resolve=find_game)


# -- rule scenarios from positions ----------------------------------------------------------------
def texts(state, player=None):
    who = game.to_move(state)[0] if player is None else player
    return [game.move_to_str(state, move) for move in game.legal_moves(state, who)]


def play(state, *moves):
    for text in moves:
        state = game.apply(state, game.parse_move(state, text))
    return state


def test_key_grants_a_mix_a_refill_and_a_print_in_one_turn():
    """Key: "you may perform 1 Mix, 1 Refill and 1 Print action each turn, in any order"."""
    state = position_from_text(TURN + ROWS + """
        actions taken: print
        P1 hand: soft_cyan, pale_magenta
        P1 play: key, light_yellow
    """, resolve=find_game)
    assert state.key_ok, "Key lies in P1's play area as the turn began"
    moves = texts(state)
    assert "refill" in moves and "mix soft_cyan pale_magenta -> lavender" in moves
    assert not any(move.startswith("print") for move in moves), "one print a turn"
    without = position_from_text(TURN + ROWS + """
        actions taken: print
        key grants actions: no
        P1 hand: soft_cyan, pale_magenta
        P1 play: key, light_yellow
    """, resolve=find_game)
    assert texts(without) == ["skip"], "without Key's grant, one action a turn"


def test_lemon_allows_a_second_mix_and_no_third():
    """Lemon: "you may perform 2 Mix actions per turn"."""
    text = TURN + ROWS + """
        actions taken: mix
        P1 hand: soft_cyan, soft_cyan, pale_magenta, pale_magenta
        P1 play: lemon
    """
    state = position_from_text(text, resolve=find_game)
    assert "mix soft_cyan pale_magenta -> lavender" in texts(state)
    after = play(state, "mix soft_cyan pale_magenta -> lavender")
    assert after.mixes == 2 and not any(m.startswith("mix") for m in texts(after, 0))
    assert position_from_text(position_to_text(game, after), resolve=find_game) == after


def test_the_round_is_completed_once_a_condition_is_met():
    """Ending the game: "complete the round, so that all players have had the same number of
    turns"; the player who met a condition wins."""
    state = position_from_text("""chroma position: chroma_mix, 3 players, win_card=none
        turn: P2
        first player: P3
        P1 met: point
        P1 play: emerald_green, 2 lemon, 2 jungle, raspberry
        P2 hand: soft_cyan
        P3 hand: soft_cyan
        rank 2 row: cerulean, fuchsia, lemon, lavender, coral, prism
        rank 3 row: azure, violet, raspberry, orange, pear, turquoise
    """, resolve=find_game)
    assert state.ending and not state.over
    over = play(state, "swap soft_cyan -> light_yellow")  # P2 is the last of the round
    assert over.over
    assert game.outcome(over).winners == (0,)


def test_billy_mixes_what_the_player_chooses_preferring_a_card_it_lacks():
    """Solo: "For each Mix card drawn, mix 2 cards from Billy's hand" (the player chooses);
    Billy takes a card it does not hold yet when it can."""
    state = position_from_text("""chroma position: chroma_mix, 1 player, win_card=none
        turn: billy
        first player: P1
        pending: billy_mix; billy_end
        P1 hand: soft_cyan, pale_magenta, light_yellow
        billy hand: 2 soft_cyan, 1 pale_magenta, 1 lavender, 1 mix
        billy deck: 2 light_yellow, 2 mix
        rank 2 row: cerulean, fuchsia, lemon, lavender, jungle, coral
        rank 3 row: azure, violet, raspberry, orange, pear, turquoise
    """, resolve=find_game)
    assert game.to_move(state) == (0,), "the player chooses Billy's mix"
    moves = texts(state)
    assert "billy soft_cyan soft_cyan -> cerulean" in moves
    assert "billy pale_magenta soft_cyan -> lavender" not in moves, "Billy holds a Lavender"
    after = play(state, "billy soft_cyan soft_cyan -> cerulean")
    config = after.config
    assert after.billy_discard[config.mix_card] == 1
    assert after.hands[config.billy][config.kind_of("cerulean")] == 1


# -- the command line -------------------------------------------------------------------------
def test_chroma_position_prints_a_saved_chroma_mix_game(capsys, tmp_path):
    match = playout(game, 3, {"win_card": "random"}, 7, bot_share=0.5, cap=40)
    path = tmp_path / "mix.chroma.json"
    save_match(match, path)
    assert main(["position", str(path), "--move", "25"]) == 0
    out = capsys.readouterr().out
    assert out == position_to_text(game, match.states[25])
    assert position_from_text(out, resolve=find_game) == match.states[25]

