"""Chroma Mix solo: Confident Billy (rulebook, "Solo variant" and "Solo tiebreakers")."""

from __future__ import annotations

from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.rules.api import CHANCE
from tests.rules.chroma_mix.conftest import cards, legal, run

BILLY = 1


def test_billy_deck_is_three_mix_cards_and_two_of_each_rank_1_card(game, content):
    """Prepare the 9 card automata deck of 3 Mix cards and 2 of each rank 1 card; no cards start
    in its hand."""
    state = game.new_initial_state(1, {"win_card": "none"})
    assert cards(state, "hand", BILLY) == {}
    config = state.config
    assert state.billy_deck[config.mix_card] == 3
    assert all(state.billy_deck[k] == 2 for k in config.by_rank[1])
    assert cards(state, "hand", 0) == {"soft_cyan": 1, "pale_magenta": 1, "light_yellow": 1}
    assert state.supply[config.ids.index("soft_cyan")] == 12 - 1 - 2
    assert game.inventory(state)["mix_card"] == 3


def test_billy_draws_two_cards_a_turn_into_its_face_up_hand(game, table):
    """Each turn, Billy draws 2 cards from its deck into a hand of cards that is face up."""
    state = table(players=1, hands={0: ["lemon"]})
    state = run(game, state, "print lemon",
                fills=["billy_draw soft_cyan", "billy_draw light_yellow"])
    assert cards(state, "hand", BILLY) == {"soft_cyan": 1, "light_yellow": 1}
    assert state.current == 0 and game.view(state, 0).hands[BILLY] == state.hands[BILLY]


def test_billy_mixes_for_each_mix_card_and_you_decide_what(game, table):
    """For each Mix card drawn, mix 2 cards from Billy's hand into a legal and available card...
    Billy is so confident it lets you decide what it mixes. The Mix card and the cards used to pay
    go to the automata discard pile."""
    state = table(players=1, hands={0: ["lemon"], BILLY: ["cerulean", "pale_magenta"]},
                  row2=("fuchsia", "fuchsia", "lemon", "lavender", "jungle", "coral"))
    state = run(game, state, "print lemon", fills=["billy_draw mix", "billy_draw soft_cyan"])
    assert game.to_move(state) == (0,)
    assert str(game.prompt(state, 0)).startswith("Choose what Confident Billy mixes")
    assert legal(game, state) == ["billy soft_cyan pale_magenta -> lavender",
                                  "billy pale_magenta cerulean -> azure"]
    state = run(game, state, "billy pale_magenta cerulean -> azure")
    assert cards(state, "hand", BILLY) == {"soft_cyan": 1, "azure": 1}
    assert cards(state, "billy_discard") == {"pale_magenta": 1, "cerulean": 1, "mix": 1}
    assert state.current == 0


def test_billy_must_mix_a_colour_it_does_not_already_have_where_possible(game, table):
    """You must prioritize mixing for a card Billy does not already have."""
    state = table(players=1, hands={0: ["lemon"], BILLY: ["soft_cyan", "light_yellow", "jungle",
                                                          "cerulean", "fuchsia"]})
    state = run(game, state, "print lemon", fills=["billy_draw mix", "billy_draw mix"])
    moves = legal(game, state)
    assert "billy soft_cyan light_yellow -> jungle" not in moves
    assert "billy cerulean fuchsia -> sapphire_blue" in moves


def test_billy_with_no_legal_mix_just_discards_the_mix_card(game, table):
    state = table(players=1, hands={0: ["lemon"]})
    state = run(game, state, "print lemon", fills=["billy_draw mix", "billy_draw mix"])
    assert state.current == 0 and cards(state, "billy_discard") == {"mix": 2}


def test_billy_reshuffles_its_discard_into_a_new_deck(game, table):
    """Shuffle this discard pile into a new automata deck when it runs out."""
    state = table(players=1, hands={0: ["lemon"]}, billy_deck=["soft_cyan"],
                  billy_discard=["mix", "mix", "mix", "pale_magenta", "soft_cyan",
                                 "pale_magenta", "light_yellow", "light_yellow"])
    state = game.apply(state, game.parse_move(state, "print lemon"))
    state = game.apply(state, game.parse_move(state, "billy_draw soft_cyan"))
    outcomes = [game.move_to_str(state, m) for m, _ in game.chance_outcomes(state)]
    assert outcomes == ["billy_draw soft_cyan", "billy_draw pale_magenta",
                        "billy_draw light_yellow", "billy_draw mix"]


def test_billy_wins_with_17_vp_in_its_hand(game, table):
    """Since Billy does not have a play area, Billy wins with 17+ VP in its hand."""
    state = table(players=1, hands={0: ["lemon"], BILLY: ["emerald_green", "emerald_green",
                                                          "orange", "lemon"]})
    state = run(game, state, "print lemon", fills=["billy_draw soft_cyan", "billy_draw soft_cyan"])
    outcome = game.outcome(state)
    assert state.over and outcome.winners == () and outcome.scores == (0.0,)
    assert str(outcome.tie_break) == "Confident Billy met a win condition"
    assert str(outcome.breakdown[0][0].label) == "Did not win against Confident Billy"
    assert sum(line.points for line in outcome.breakdown[0] if line.counts) == 0.0


def test_billy_sapphire_and_ruby_trigger_in_its_hand(game, table):
    """Sapphire Blue and Ruby Red trigger in its hand."""
    state = table(players=1, hands={0: ["lemon"], BILLY: ["ruby_red", "sapphire_blue",
                                                          "emerald_green"]})
    state = run(game, state, "print lemon", fills=["billy_draw soft_cyan", "billy_draw soft_cyan"])
    assert state.over and game.outcome(state).winners == ()


def _billy_turns_before_yours(game, content, difficulty):
    state = game.new_initial_state(1, {"win_card": "none", "difficulty": difficulty})
    while True:
        movers = game.to_move(state)
        if movers == (CHANCE,):
            state = game.apply(state, game.chance_outcomes(state)[0][0])
            continue
        move = game.legal_moves(state, 0)[0]
        if move.kind != mv.BILLY:
            return state.turns
        state = game.apply(state, move)


def test_difficulty_gives_billy_starting_turns(game, content):
    """On the lowest difficulty, you go first. Increase the difficulty by giving the automata 2
    (easy), 4 (medium) or 6 (hard) starting turns."""
    assert [_billy_turns_before_yours(game, content, level)
            for level in ("lowest", "easy", "medium", "hard")] == [0, 2, 4, 6]


def test_solo_tiebreak_billy_goes_second_on_the_lowest_difficulty(game, table):
    """SOLO TIEBREAKERS: on the lowest difficulty Billy goes second, so it will get a turn after
    you meet your win condition to potentially win on ties."""
    state = table(players=1, hands={0: ["ruby_red"], BILLY: ["ruby_red", "sapphire_blue",
                                                              "emerald_green"]},
                  play={0: ["sapphire_blue", "emerald_green"]})
    state = run(game, state, "print ruby_red", fills=["billy_draw soft_cyan", "billy_draw lemon"])
    outcome = game.outcome(state)
    assert outcome.winners == ()  # both Ruby, 6 VP each: Billy went later
    assert "Confident Billy wins on reverse turn order" in str(outcome.tie_break)


def test_solo_tiebreak_you_get_the_last_turn_on_higher_difficulties(game, table):
    """On higher difficulty modes Billy goes first, so you will get an extra turn after Billy
    meets its win condition to beat them on tiebreakers."""
    state = table(players=1, hands={0: ["ruby_red"], BILLY: ["ruby_red", "sapphire_blue",
                                                              "emerald_green"]},
                  play={0: ["sapphire_blue", "emerald_green"]}, current=BILLY, difficulty="easy")
    state = state._replace(first=BILLY, extra_turns=0)
    state = run(game, state, "print ruby_red", fills=["billy_draw soft_cyan", "billy_draw lemon"])
    assert state.over and game.outcome(state).winners == (0,)


def test_slate_gray_triggers_on_billys_mixes(game, table):
    """INFERRED (solo.yaml): at a two-seat table Billy is your left neighbour, so your Slate Gray
    may add a rank-1 card when Billy mixes."""
    state = table(players=1, hands={0: ["lemon"], BILLY: ["cerulean", "fuchsia"]},
                  play={0: ["slate_gray"]})
    state = run(game, state, "print lemon", fills=["billy_draw mix", "billy_draw mix"])
    assert legal(game, state) == ["choose soft_cyan", "choose pale_magenta", "choose light_yellow",
                                  "skip"]
