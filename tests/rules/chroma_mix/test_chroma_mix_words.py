"""Chroma Mix speaks in templates: whoever shows a sentence names the seats ("you", "Bot 2"),
counts agree with their nouns, and moves carry named arguments that equal the plain tuples of
the notation."""

from __future__ import annotations

import pytest

from chroma_desktop.games.chroma_mix.moves import BillyMix, CardFrom, Fill, Mix, Swap
from chroma_desktop.games.chroma_mix.state import HAND, PLAY
from chroma_desktop.rules.api import IllegalMoveError, Move
from chroma_desktop.rules.messages import NOTHING, Message, SeatNames

from .conftest import run

YOU_AND_BOT = SeatNames(("You", "Bot 2"), frozenset({0}))
FRIENDS = SeatNames(("Ann", "Ben"))
BILLY = 1


def said(game, state, notation, names=YOU_AND_BOT):
    return game.describe(state, game.parse_move(state, notation)).render(names)


def test_the_log_calls_the_seat_spoken_to_you_and_the_others_by_name(game, table):
    for seat, printer, adder in ((0, "You print", "You add Light Yellow to your hand"),
                                 (1, "Bot 2 prints", "Bot 2 adds Light Yellow to their hand")):
        state = table(hands={seat: ["soft_cyan", "lemon"]}, current=seat)
        assert said(game, state, "print soft_cyan") == f"{printer} Soft Cyan"
        state = run(game, state, "print soft_cyan")
        assert said(game, state, "choose light_yellow") == adder
        assert said(game, state, "choose light_yellow", FRIENDS).startswith(
            ("Ann adds", "Ben adds")[seat])
    # Without names (the command line) every seat is "Player N".
    state = table(hands={1: ["soft_cyan"]}, current=1)
    assert str(game.describe(state, game.parse_move(state, "print soft_cyan"))) == (
        "Player 2 prints Soft Cyan")
    assert said(game, state, "swap soft_cyan -> lemon") == "Bot 2 swaps Soft Cyan for Lemon"


def test_counts_agree_with_their_nouns_in_prompts(game, table):
    state = run(game, table(hands={0: ["violet", "lemon", "coral", "cerulean"]}), "print violet")
    assert str(game.prompt(state, 0)) == (
        "Violet: print a card from your hand (2 prints left, not a Violet)")
    state = run(game, state, "print lemon")
    assert "(1 print left, not a Violet)" in str(game.prompt(state, 0))
    state = run(game, table(hands={0: ["light_yellow"]}, play={0: ["coral"]}),
                "print light_yellow")
    assert str(game.prompt(state, 0)) == (
        "Light Yellow: return at most 1 card from play to hand (or refill nothing)")


def test_a_gain_of_identical_cards_counts_them(game, table):
    state = run(game, table(hands={0: ["cerulean"]}), "print cerulean")
    assert str(game.prompt(state, 0)) == "Choose the rank-1 card you take 2 copies of"
    assert said(game, state, "choose pale_magenta") == "You take 2 Pale Magenta cards"


def test_the_tie_break_and_breakdown_name_the_winner_for_whoever_reads_them(game, table):
    hands = {0: ["ruby_red", "lemon"], 1: ["ruby_red", "lemon"]}
    play = {0: ["sapphire_blue", "emerald_green", "lemon"], 1: ["sapphire_blue", "emerald_green"]}
    state = run(game, table(hands=hands, play=play), "print ruby_red", "print ruby_red")
    outcome = game.outcome(state)
    assert outcome.winners == (0,)
    assert outcome.tie_break.render(YOU_AND_BOT) == (
        "2 players met a win condition; you win on most VP")
    assert outcome.tie_break.render(FRIENDS) == "2 players met a win condition; Ann wins on most VP"
    labels = [str(line.label) for line in outcome.breakdown[1]]
    assert labels == ["Place 2 of 2", "Ruby victory met", "VP in play", "Rank dots in hand and play"]


def test_the_lines_that_count_add_up_to_the_score_and_the_tie_breaks_are_only_shown(game, table):
    """Issue 31: "+1 Sapphire victory met, +6 VP in play, +27 Rank dots = 2" did not add up."""
    hands = {0: ["ruby_red", "lemon"], 1: ["ruby_red", "lemon"]}
    play = {0: ["sapphire_blue", "emerald_green", "lemon"], 1: ["sapphire_blue", "emerald_green"]}
    outcome = game.outcome(run(game, table(hands=hands, play=play), "print ruby_red", "print ruby_red"))
    for seat, lines in enumerate(outcome.breakdown):
        assert sum(line.points for line in lines if line.counts) == outcome.scores[seat]
        assert [line.counts for line in lines] == [True] + [False] * (len(lines) - 1)
    assert [str(line.label) for line in outcome.breakdown[0]][0] == "Place 1 of 2"


def test_a_refusal_is_a_message_the_table_renders_with_its_names(game, table):
    state = table(hands={0: ["violet", "cerulean"]})
    with pytest.raises(IllegalMoveError) as refused:
        game.apply(state, game.parse_move(state, "mix violet cerulean -> sapphire_blue"))
    reason = refused.value.args[0]
    assert isinstance(reason, Message)
    assert str(refused.value) == str(reason) == (
        "Cerulean + Violet has one Cyan too many for Sapphire Blue (mixes must be exact).")
    other = table(hands={1: ["soft_cyan"]}, current=1)
    assert game.why_not(other, 0, "p0.hand:soft_cyan", "p0.play").render(YOU_AND_BOT) == (
        "It is Bot 2's decision, not yours.")
    assert game.why_not(other, 1, "p1.hand:lemon", "p1.play").render(YOU_AND_BOT) == (
        "You have no Lemon in your hand.")
    emerald = table(hands={0: ["emerald_green"]}, play={0: ["emerald_green"]})
    assert str(game.why_not(emerald, 0, "p0.hand:emerald_green", "p0.play")).startswith(
        "You already have an Emerald Green in play")
    # An allowed drop has nothing to say.
    assert game.why_not(other, 1, "p1.hand:soft_cyan", "p1.play") is NOTHING


def test_move_arguments_are_named_and_equal_the_plain_tuples(game, table):
    state = table(hands={0: ["cerulean"]}, play={0: ["coral"]}, win_card="petrol")
    config = state.config
    cerulean, coral, petrol = (config.kind_of(c) for c in ("cerulean", "coral", "petrol"))
    mix = game.parse_move(state, "mix cerulean play:coral -> petrol")
    assert isinstance(mix.arg, Mix) and mix.arg.result == petrol
    assert mix.arg.inputs == (CardFrom(HAND, cerulean), CardFrom(PLAY, coral))
    assert [card.loc for card in mix.arg.inputs] == [HAND, PLAY]
    plain = Move("mix", (((HAND, cerulean), (PLAY, coral)), petrol))
    assert mix == plain and hash(mix) == hash(plain) and mix in game.legal_moves(state, 0)
    assert game.move_to_str(state, plain) == "mix cerulean play:coral -> petrol"
    assert str(game.describe(state, plain)) == (
        "Player 1 mixes Cerulean and Coral (from play) into Petrol")
    assert game.apply(state, plain) == game.apply(state, mix)
    with pytest.raises(IllegalMoveError, match="not a Chroma Mix move"):
        game.apply(state, Move("mix", "cerulean"))
    swap = game.parse_move(state, "swap cerulean -> lemon")
    assert swap.arg == Swap(given=cerulean, taken=config.kind_of("lemon"))
    assert swap == Move("swap", (cerulean, config.kind_of("lemon")))
    discard = game.parse_move(state, "discard play:coral")
    assert (discard.arg.loc, discard.arg.kind) == (PLAY, coral)
    fill = game.parse_move(state, "fill r3 petrol")
    assert fill.arg == Fill(row=1, kind=petrol) and game.move_to_str(state, fill) == "fill r3 petrol"
    billy = game.parse_move(state, "billy fuchsia cerulean -> sapphire_blue")
    assert billy.arg.result == config.kind_of("sapphire_blue")
    assert billy.arg == BillyMix(tuple(sorted((cerulean, config.kind_of("fuchsia")))),
                                 config.kind_of("sapphire_blue"))


def test_billy_is_named_by_its_own_templates(game, table):
    state = table(players=1, hands={0: ["lemon"], BILLY: ["cerulean", "pale_magenta"]},
                  row2=("fuchsia", "fuchsia", "lemon", "lavender", "jungle", "coral"))
    state = run(game, state, "print lemon", fills=["billy_draw mix", "billy_draw soft_cyan"])
    solo = SeatNames(("You",), frozenset({0}))
    move = game.parse_move(state, "billy pale_magenta cerulean -> azure")
    assert game.describe(state, move).render(solo) == (
        "Confident Billy mixes Pale Magenta and Cerulean into Azure")
