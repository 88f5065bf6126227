"""CMYK!: what a move is worth before it is made (games/cmyk/move_effect.py, issue 31).

The numbers are checked against the game's own scoring over seeded games: a placement's
`points_after` is the mover's `live_score` once it is made, a take's is the best the tile then
scores wherever it may go. The words are checked on tables set up by hand, each test naming the
rule of the rulebook (`shared/rules/cmyk.txt`) it exercises.
"""

from __future__ import annotations

import pickle
import random

import pytest

from chroma_desktop import language, translations
from chroma_desktop.bots import make_bot
from chroma_desktop.games.cmyk import grid
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.state import NONE, OVER
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import SeatNames, render

YOU = SeatNames(("You", "Bot 2", "Bot 3"), frozenset({0}))
HEX = [grid.cell_text(c) for c in grid.hexagon((0, 0))]
FIVE_OF_HEX = {cell: "T02" for cell in HEX[:5]}  # the sixth, 0,-1,down, takes T06 (C0 M20 Y20)


def said(effect) -> str:
    return render(effect.words, YOU)


def place_on(game, state, player, cell_text):
    """The legal placement of the tile in hand on `cell_text` (its first rotation)."""
    cell = grid.parse_cell(cell_text)
    return next(m for m in game.legal_moves(state, player)
                if m.kind == mv.PLACE and m.arg.cell == cell)


# -- the numbers, over seeded games -------------------------------------------------------------
@pytest.mark.parametrize("players, seed", [(2, 11), (3, 12), (4, 13), (5, 14)])
def test_points_after_are_the_score_once_the_move_is_made(game, players, seed):
    """Every place and move of the last tile, and every take, in seeded games between Normal
    bots: the effect's numbers are the game's own running score (rulebook "Scoring")."""
    match = Match(game, players, {}, seed=seed)
    bots = [make_bot("heuristic", game.id) for _ in range(players)]
    rng = random.Random(seed)
    placements = takes = 0
    while not match.is_over():
        assert len(match.moves) < 5_000
        movers = match.to_move()
        if movers[0] < 0:
            match.play(rng.choice(match.legal_moves(-1)), -1)
            continue
        player = rng.choice(movers)
        state = match.state
        view = game.view(state, player)
        for move in game.legal_moves(view, player):
            effect = game.effect(view, move)
            if move.kind in (mv.PLACE, mv.MOVE):
                assert effect is not None and effect.seat == player
                assert effect.points_now == game.live_score(view, player)
                after = game.apply(state, move)
                if after.game_number == state.game_number and after.phase != OVER:
                    assert effect.points_after == game.live_score(game.view(after, player), player)
                    placements += 1
            elif move.kind == mv.TAKE and state.phase == "play":
                assert effect is not None
                assert effect.points_after == _best_after_take(game, view, move, player)
                takes += 1
            elif move.kind in (mv.PUTBACK, mv.STOP):
                assert effect is None
        match.play(bots[player].choose(game, view, player, rng), player)
    assert placements > 20 and takes > 20


def _best_after_take(game, view, take, player):
    """The best score the taken tile gives wherever it may then go (or discarded, a K-tile; or
    nothing, put back): found by making the moves."""
    held = game.apply(view, take)
    while held.pending:  # the tile turned up beneath is no part of the take's worth
        held = game.apply(held, game.chance_outcomes(held)[0][0])
    now = game.live_score(view, player)
    scores = [game.live_score(game.apply(held, m), player)
              for m in game.legal_moves(held, player) if m.kind == mv.PLACE]
    if view.config.is_k(view.top(take.arg.pile)) or not scores:
        scores.append(now)
    return max(scores)


def test_previewing_leaves_the_table_as_it_was(game):
    """The table previews moves on the view it shows while the player drags: every preview
    leaves that view (mosaics, hand, piles, row) exactly as it was, and the move then played
    scores what its preview said."""
    match = Match(game, 3, {}, seed=21)
    bots = [make_bot("heuristic", game.id) for _ in range(3)]
    rng = random.Random(21)
    previewed = 0
    while not match.is_over() and previewed < 300:
        movers = match.to_move()
        if movers[0] < 0:
            match.play(rng.choice(match.legal_moves(-1)), -1)
            continue
        player = movers[0]
        view = game.view(match.state, player)
        before = pickle.dumps(view)
        effects = {m: game.effect(view, m) for m in game.legal_moves(view, player)}
        previewed += sum(1 for effect in effects.values() if effect is not None)
        assert pickle.dumps(view) == before
        move = bots[player].choose(game, view, player, rng)
        match.play(move, player)
        if move.kind == mv.PLACE and match.state.phase != OVER:
            assert effects[move].points_after == game.live_score(match.state, player)
    assert previewed >= 300


# -- the words, on tables set up by hand --------------------------------------------------------
def test_completing_a_hexagon_says_its_five_points(game, table):
    """Rulebook, Scoring: "5 points per hexagon"."""
    state = table(mosaics={0: FIVE_OF_HEX}, hands=(table().config.tile_index("T06"), NONE),
                  privates=["m100", "m100"])
    effect = game.effect(state, place_on(game, state, 0, "0,-1,down"))
    assert (effect.points_now, effect.points_after) == (0, 5)
    assert said(effect).startswith("+5 points (0 to 5): 1 hexagon, 5 each +5")


def test_a_tile_says_how_full_the_hexagon_it_builds_towards_then_is(game, table):
    """Rulebook, Game objective: "You earn points for making a hexagon by connecting triangular
    tiles": a placement that completes none says how many of the six tiles the fullest hexagon
    round it then holds."""
    config = table().config
    four = {cell: "T02" for cell in HEX[:4]}
    state = table(mosaics={0: four}, hands=(config.tile_index("T05"), NONE), privates=["m100", "m100"])
    effect = game.effect(state, place_on(game, state, 0, HEX[4]))
    assert effect.change == 0
    assert said(effect).startswith("No change in points (0): a hexagon round it then holds 5 of the "
                                   "6 tiles it needs. ")


def test_a_private_objective_says_how_far_it_stands_and_its_cap(game, table):
    """Rulebook, Private objective card: "You can gain extra points for the tiles you placed.
    The maximum points you can get from your private objective card is 6 points" (Cyan 100 %
    pays 2 a tile)."""
    config = table().config
    start = {"0,0,up": "T56", "0,0,down": "T80"}
    state = table(mosaics={0: start}, privates=["c100", "m100"],
                  hands=(config.tile_index("T81"), NONE), last=(None, None))
    move = next(m for m in game.legal_moves(state, 0) if m.kind == mv.PLACE)
    effect = game.effect(state, move)
    words = said(effect)
    assert effect.points_after - effect.points_now == 2
    assert "Private objective: Cyan 100 % (3 tiles) +2; Cyan 100 % is at its cap of 6" in words
    # One point for two tiles: a first tile advances it without a point, and the words say how
    # many more tiles its next point needs.
    pairs = table(mosaics={0: {"0,0,up": "T56"}}, privates=["y20", "m100"],
                  hands=(config.tile_index("T08"), NONE))
    effect = game.effect(pairs, next(m for m in game.legal_moves(pairs, 0) if m.kind == mv.PLACE))
    assert effect.change == 0
    assert said(effect).startswith(
        "No change in points (0): Private objective: Yellow 20 % (1 tile), no more points yet; "
        "1 more tile for Yellow 20 %'s next points")


def test_a_k_tile_says_its_cost_and_the_objective_it_reveals(game, table):
    """Rulebook, K-tiles: "The player who placed the K-tile gets -3 points per K-tile" and
    "reveal an additional public objective card"; discarding it costs nothing."""
    config = table().config
    state = table(hands=(config.tile_index("K1"), NONE), privates=["m100", "m100"])
    place = next(m for m in game.legal_moves(state, 0) if m.kind == mv.PLACE)
    effect = game.effect(state, place)
    assert effect.change == -3
    assert "1 K-tile, -3 each -3" in said(effect)
    assert "another public objective is revealed" in said(effect)
    discard = game.effect(state, mv.discard_move(0))
    assert discard.change == 0
    assert said(discard) == ("Discarding the K-tile scores nothing and costs nothing (0 points); "
                             "another public objective is revealed")


def test_the_race_says_where_the_mover_then_stands(game, table):
    """Rulebook: "The player with the most points at the end of the game wins"."""
    config = table().config
    hexagon = {cell: "T02" for cell in HEX}
    behind = table(mosaics={0: FIVE_OF_HEX, 1: hexagon}, hands=(config.tile_index("T06"), NONE),
                   privates=["m100", "m100"])
    level = game.effect(behind, place_on(game, behind, 0, "0,-1,down"))
    assert said(level).endswith("You would then be level with Bot 2")
    elsewhere = next(m for m in game.legal_moves(behind, 0)
                     if m.kind == mv.PLACE and m.arg.cell != grid.parse_cell("0,-1,down"))
    assert said(game.effect(behind, elsewhere)).endswith("You would then be 5 points behind Bot 2")
    ahead = table(mosaics={0: FIVE_OF_HEX}, hands=(config.tile_index("T06"), NONE),
                  privates=["m100", "m100"])
    assert said(game.effect(ahead, place_on(game, ahead, 0, "0,-1,down"))).endswith(
        "You would then lead by 5 points")


def test_taking_a_tile_says_its_worth_at_its_best_spot(game, table):
    """Rulebook, Start of game: "Each player takes a tile from the top of a pile ... and places
    the tile adjacent to your tiles"; a tile that fits nowhere is "put back"."""
    state = table(mosaics={0: FIVE_OF_HEX}, tops=("T06", "T09"), privates=["m100", "m100"])
    best = game.effect(state, mv.take_move(0, 0))
    assert best.change == 5
    assert "at its best spot" in said(best) and "1 hexagon, 5 each +5" in said(best)
    nowhere = game.effect(state, mv.take_move(0, 1))
    assert nowhere.change == 0
    assert said(nowhere) == ("The C20 M20 Y0 tile fits nowhere in your mosaic now: it would go "
                             "back on its pile")


def test_the_words_are_said_in_italian(game, table):
    """Every player-visible word in Italian too (issue 31; `data/i18n/it/cmyk.yaml`)."""
    italian = translations.translator("it", language.word, language.gender)
    config = table().config
    state = table(mosaics={0: FIVE_OF_HEX}, hands=(config.tile_index("T06"), NONE),
                  privates=["y20", "m100"])
    effect = game.effect(state, place_on(game, state, 0, "0,-1,down"))
    words = render(effect.words, YOU, italian)
    assert words == ("+6 punti (da 2 a 8): 1 esagono, 5 ciascuno +5; Obiettivo privato: Giallo "
                     "20 % (6 tessere) +1; 2 tessere in più per i prossimi punti di Giallo 20 %. "
                     "Tu saresti allora in testa di 8 punti")
    k_state = table(hands=(config.tile_index("K1"), NONE))
    discard = render(game.effect(k_state, mv.discard_move(0)).words, YOU, italian)
    assert "obiettivo pubblico" in discard and "K-tile" not in discard
