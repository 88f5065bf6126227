"""CMYK!'s scoring: each player's points line by line, from what each mosaic shows (`features.py`).

Rulebook "Scoring": 5 per hexagon (every distinct hexagon, shared tiles included), the public
objectives, the private objective (at most 6 unless doubled), -3 per placed K-tile. Ties: most
hexagons, then fewest K-tiles, then fewest tiles.
"""

from __future__ import annotations

from functools import lru_cache

from chroma_desktop.games.cmyk import words
from chroma_desktop.games.cmyk.config import CmykConfig
from chroma_desktop.games.cmyk.features import Features, features
from chroma_desktop.games.cmyk.objectives import RowCard, read_row
from chroma_desktop.games.cmyk.state import NONE, CmykState
from chroma_desktop.rules.api import ScoreLine
from chroma_desktop.rules.messages import Message, join


def private_points(config: CmykConfig, card: int, feats: Features) -> tuple[int, int]:
    """(tiles that count, points before the cap) for private objective `card`."""
    objective = config.private[card]
    marks = feats.marks[objective.ink]
    count = sum(marks[level] for level in config.private_level_indices[card])
    return count, (count // objective.per_tiles) * objective.points


def _private_line(config: CmykConfig, card: int, feats: Features, multiplier: int,
                  label: Message | str) -> ScoreLine:
    count, raw = private_points(config, card, feats)
    capped = min(raw, config.scoring.private_cap)
    details = [words.TILES(n=count)]
    if capped < raw:
        details.append(words.CAPPED(cap=config.scoring.private_cap))
    if multiplier != 1:
        details.append(words.TIMES(m=multiplier))
    text = words.PRIVATE_LINE(label=label, name=config.private[card].name,
                              details=join(details, ", "))
    return ScoreLine(text, capped * multiplier)


def _most_tiles(all_feats: list[Features], player: int, first: int, second: int) -> int:
    # INFERRED (data): everyone tied for most gets `first`, the next smaller count `second`.
    counts = sorted({f.tiles for f in all_feats}, reverse=True)
    mine = all_feats[player].tiles
    if mine == counts[0]:
        return first
    return second if len(counts) > 1 and mine == counts[1] else 0


def breakdown(state: CmykState, player: int) -> tuple[ScoreLine, ...]:
    """`player`'s score line by line, as if the game ended now."""
    return tuple(line for _key, line in keyed_breakdown(state, player))


def keyed_breakdown(state: CmykState, player: int) -> tuple[tuple[str, ScoreLine], ...]:
    """`breakdown`'s lines, each with a key that names what it counts in every state of a game:
    "hexagons", "k_tiles" (only once a K-tile is placed), "private" (the seat's own card) and
    "row:<index>" (a public objective by its place in the row), so two states' lines can be
    set side by side (`move_effect.py`)."""
    config = state.config
    all_feats = [features(config, mosaic) for mosaic in state.mosaics]
    feats = all_feats[player]
    row = read_row(config, state.row)
    hexagon_value, private_multiplier, _counting = _row_terms(config, row)
    lines = [("hexagons", ScoreLine(words.HEXAGONS_LINE(n=feats.hexagons, each=hexagon_value),
                                    feats.hexagons * hexagon_value))]
    if feats.k_tiles:
        lines.append(("k_tiles", ScoreLine(words.K_TILES_LINE(n=feats.k_tiles,
                                                              each=config.scoring.k_tile),
                                           feats.k_tiles * config.scoring.k_tile)))
    own = state.privates[player]
    if own >= 0:
        lines.append(("private", _private_line(config, own, feats, private_multiplier,
                                               words.PRIVATE_LABEL())))
    for entry in row:
        card = config.public[entry.card]
        if entry.cancelled_by != NONE:
            canceller = config.public[row[entry.cancelled_by].card].en
            lines.append((f"row:{entry.at}",
                          ScoreLine(words.CANCELLED(card=card.en, other=canceller), 0)))
            continue
        line = _public_line(state, player, all_feats, entry, private_multiplier)
        if line is not None:
            lines.append((f"row:{entry.at}", line))
    return tuple(lines)


def _public_line(state: CmykState, player: int, all_feats: list[Features], entry,
                 private_multiplier: int) -> ScoreLine | None:
    config = state.config
    card = config.public[entry.card]
    feats, times = all_feats[player], entry.multiplier
    if times == 2:
        name: Message | str = words.DOUBLED(card=card.en)
    else:
        name = words.MULTIPLIED(card=card.en, m=times) if times != 1 else card.en
    kind = card.kind
    if kind == "enclosed_spaces":
        return ScoreLine(words.ENCLOSED(name=name, n=feats.spaces),
                         feats.spaces * card.param("points") * times)
    if kind == "equal_mark_tiles":
        return ScoreLine(words.EQUAL_MARKS(name=name, n=feats.equal_marks),
                         feats.equal_marks * card.param("points") * times)
    if kind == "longest_row":
        per = card.param("per_tiles")
        return ScoreLine(words.LONGEST_ROW(name=name, n=feats.longest_row),
                         feats.longest_row // per * card.param("points") * times)
    if kind == "height_rows":
        return ScoreLine(words.HEIGHT(name=name, n=feats.height),
                         feats.height * card.param("points") * times)
    if kind == "pointy_tiles":
        return ScoreLine(words.POINTY(name=name, n=feats.pointy),
                         feats.pointy * card.param("points") * times)
    if kind in ("mirror_vertical", "mirror_horizontal"):
        symmetric = feats.mirror_vertical if kind == "mirror_vertical" else feats.mirror_horizontal
        said = words.SYMMETRIC if symmetric else words.NOT_SYMMETRIC
        return ScoreLine(said(name=name), card.param("points") * times if symmetric else 0)
    if kind == "most_tiles":
        points = _most_tiles(all_feats, player, card.param("first"), card.param("second"))
        return ScoreLine(words.MOST_TILES(name=name, n=feats.tiles), points * times)
    if kind == "shared_private" and entry.shared >= 0:
        return _private_line(config, entry.shared, feats, private_multiplier * times, card.en)
    if kind == "neighbour_private":
        right = (player - 1) % config.players
        if state.privates[right] < 0:
            return None
        return _private_line(config, state.privates[right], feats, private_multiplier * times,
                             words.NEIGHBOUR_LABEL(card=card.en, p=right))
    if kind == "hexagon_points" or kind == "double_private":
        return ScoreLine(words.APPLIED_ABOVE(name=name), 0)
    return None  # Do it again!, I take that back!, an unresolved Let me think!


def score(state: CmykState, player: int) -> float:
    return points(state, player)


def points(state: CmykState, player: int, mirrors: bool = True,
           row: tuple[RowCard, ...] | None = None) -> float:
    """`player`'s score as `breakdown` counts it, without its words (bots count scores far more
    often than anyone reads them); `mirrors=False` leaves out the mirror objectives. `row` is
    `read_row` of the state's row, for a caller that has read it already."""
    config = state.config
    all_feats = [features(config, mosaic) for mosaic in state.mosaics]
    feats = all_feats[player]
    row = read_row(config, state.row) if row is None else row
    hexagon_value, private_multiplier, counting = _row_terms(config, row)
    total = feats.hexagons * hexagon_value + feats.k_tiles * config.scoring.k_tile
    if state.privates[player] >= 0:
        total += _private_points(config, state.privates[player], feats, private_multiplier)
    for entry in counting:
        total += _public_points(state, player, all_feats, entry, private_multiplier, mirrors)
    return float(total)


@lru_cache(maxsize=1024)
def _row_terms(config: CmykConfig, row: tuple[RowCard, ...]) -> tuple[int, int, tuple[RowCard, ...]]:
    """What the row makes of every score: a hexagon's value, the private card's multiplier, and
    the cards that count (none cancelled)."""
    hexagon_value, private_multiplier = config.scoring.hexagon, 1
    for entry in row:
        card = config.public[entry.card]
        if entry.cancelled_by != NONE:
            continue
        if card.kind == "hexagon_points":
            hexagon_value = card.param("points") * entry.multiplier
        elif card.kind == "double_private":
            private_multiplier *= card.param("multiplier") * entry.multiplier
    return hexagon_value, private_multiplier, tuple(e for e in row if e.cancelled_by == NONE)


def _private_points(config: CmykConfig, card: int, feats: Features, multiplier: int) -> int:
    return min(private_points(config, card, feats)[1], config.scoring.private_cap) * multiplier


def _public_points(state: CmykState, player: int, all_feats: list[Features], entry,
                   private_multiplier: int, mirrors: bool) -> int:
    """The points of `_public_line`, without its words."""
    config = state.config
    card = config.public[entry.card]
    feats, times, kind = all_feats[player], entry.multiplier, card.kind
    if kind == "enclosed_spaces":
        return feats.spaces * card.param("points") * times
    if kind == "equal_mark_tiles":
        return feats.equal_marks * card.param("points") * times
    if kind == "longest_row":
        return feats.longest_row // card.param("per_tiles") * card.param("points") * times
    if kind == "height_rows":
        return feats.height * card.param("points") * times
    if kind == "pointy_tiles":
        return feats.pointy * card.param("points") * times
    if kind in ("mirror_vertical", "mirror_horizontal"):
        symmetric = feats.mirror_vertical if kind == "mirror_vertical" else feats.mirror_horizontal
        return card.param("points") * times if mirrors and symmetric else 0
    if kind == "most_tiles":
        return _most_tiles(all_feats, player, card.param("first"), card.param("second")) * times
    if kind == "shared_private" and entry.shared >= 0:
        return _private_points(config, entry.shared, feats, private_multiplier * times)
    if kind == "neighbour_private":
        right = (player - 1) % config.players
        if state.privates[right] < 0:
            return 0
        return _private_points(config, state.privates[right], feats, private_multiplier * times)
    return 0


def rank_key(config: CmykConfig, points: float, hexagons: int, k_tiles: int,
             tiles: int) -> tuple[float, ...]:
    """Higher is better: the score, then the rulebook's tie-breaks in order."""
    values = {"most_hexagons": hexagons, "fewest_k_tiles": -k_tiles, "fewest_tiles": -tiles}
    return (points, *(values[name] for name in config.scoring.tiebreak))


TIEBREAK_WORDS = {"most_hexagons": "most hexagons", "fewest_k_tiles": "fewest K-tiles",
                  "fewest_tiles": "fewest tiles"}
