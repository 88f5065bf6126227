"""The end of a CMYK! game and of a match: scores, tie-breaks, the variants, and the inventory.

Rulebook "Additional rules": Three Games gives 2 VP to first and 1 VP to second place of each
game, most VP after 3 games wins; Total Score adds up the games until someone has 40 or more.
Ties in a match (equal VP or equal totals) are shared wins.
"""

from __future__ import annotations

from chroma_desktop.games.cmyk import words
from chroma_desktop.games.cmyk.scoring import TIEBREAK_WORDS, breakdown, features, rank_key, score
from chroma_desktop.games.cmyk.setup import new_game
from chroma_desktop.games.cmyk.state import OVER, CmykState
from chroma_desktop.rules.api import Outcome, ScoreLine
from chroma_desktop.rules.messages import NOTHING, Message

Result = tuple[float, int, int, int]  # (score, hexagons, K-tiles, tiles)


def game_results(state: CmykState) -> tuple[Result, ...]:
    config = state.config
    found = []
    for player, mosaic in enumerate(state.mosaics):
        feats = features(config, mosaic)
        found.append((score(state, player), feats.hexagons, feats.k_tiles, feats.tiles))
    return tuple(found)


def places(state: CmykState, result: tuple[Result, ...]) -> list[int]:
    """Each player's place (0 = first) in one game; equal on every tie-break shares a place."""
    keys = [rank_key(state.config, *entry) for entry in result]
    distinct = sorted(set(keys), reverse=True)
    return [distinct.index(key) for key in keys]


def _vp(state: CmykState, result: tuple[Result, ...]) -> list[int]:
    vp = state.config.variants.three_games_vp
    return [vp[place] if place < len(vp) else 0 for place in places(state, result)]


def finish_game(state: CmykState) -> CmykState:
    """Score the game just ended; start the next game of the match or end it."""
    config = state.config
    results = (*state.results, game_results(state))
    state = state._replace(results=results)
    variants = config.variants
    if config.variant == "three_games" and state.game_number < variants.three_games:
        return new_game(config, state.game_number + 1, results, (state.caller + 1) % config.players)
    if config.variant == "total_score":
        totals = [sum(game[p][0] for game in results) for p in range(config.players)]
        if max(totals) < variants.total_target and state.game_number < variants.total_max_games:
            return new_game(config, state.game_number + 1, results,
                            (state.caller + 1) % config.players)
    return state._replace(phase=OVER)


def match_outcome(state: CmykState) -> Outcome:
    config = state.config
    players = range(config.players)
    if config.variant == "single":
        result = state.results[-1]
        scores = tuple(entry[0] for entry in result)
        lines = tuple(breakdown(state, p) for p in players)
        winners, tie_break = _single_winners(state, result)
        return Outcome(scores, winners, tie_break, lines)
    per_game = []
    for number, result in enumerate(state.results, 1):
        if config.variant == "three_games":
            vp, names = _vp(state, result), places(state, result)
            per_game.append([ScoreLine(words.GAME_PLACE(g=number, s=words.number(result[p][0]),
                                                        place=names[p] + 1), vp[p])
                             for p in players])
        else:
            per_game.append([ScoreLine(words.GAME(g=number), result[p][0]) for p in players])
    scores = tuple(float(sum(game[p].points for game in per_game)) for p in players)
    best = max(scores)
    winners = tuple(p for p in players if scores[p] == best)
    tie_break = words.TIED_SHARED(s=words.number(best)) if len(winners) > 1 else NOTHING
    return Outcome(scores, winners, tie_break, tuple(tuple(game[p] for game in per_game) for p in players))


def _single_winners(state: CmykState,
                    result: tuple[Result, ...]) -> tuple[tuple[int, ...], Message]:
    config = state.config
    keys = [rank_key(config, *entry) for entry in result]
    best = max(entry[0] for entry in result)
    leaders = [p for p, entry in enumerate(result) if entry[0] == best]
    if len(leaders) == 1:
        return tuple(leaders), NOTHING
    # Rulebook: most hexagons, then fewest K-tiles, then fewest tiles.
    for depth, name in enumerate(config.scoring.tiebreak, 1):
        top = max(keys[p][depth] for p in leaders)
        leaders = [p for p in leaders if keys[p][depth] == top]
        if len(leaders) == 1:
            return tuple(leaders), words.TIE_DECIDED(s=words.number(best), rule=TIEBREAK_WORDS[name])
    return tuple(leaders), words.TIED_EVERYWHERE(s=words.number(best))


def inventory(state: CmykState) -> dict[str, int]:
    """Every tile and card, wherever it is: unseen, in a pile, in hand, placed, out of the game."""
    config = state.config
    tiles = list(state.unseen)
    for known, _hidden in state.piles:
        tiles += known
    tiles += [tile for tile in state.hands if tile >= 0]
    for mosaic in state.mosaics:
        tiles += [tile for tile, _rotation in mosaic.cells.values()]
    tiles += state.out
    counts = {tile_id: 0 for tile_id in config.tile_ids}
    for tile in tiles:
        counts[config.tile_ids[tile]] += 1
    public = [*state.public_deck, *state.public_out, *(card for card, _ in state.row)]
    private = [*state.private_deck, *(c for c in state.privates if c >= 0),
               *(shared for _, shared in state.row if shared >= 0)]
    for card in public:
        key = f"public:{config.public[card].id}"
        counts[key] = counts.get(key, 0) + 1
    for card in private:
        key = f"private:{config.private[card].id}"
        counts[key] = counts.get(key, 0) + 1
    return counts
