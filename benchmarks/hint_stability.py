"""How steady the hint panel's chances are (issue 31): a newcomer saw one Chroma Mix move's chance
go from 54 % to 6 % between two looks at nearly the same position.

At seeded mid-game positions (Normal bots played a seeded number of decisions, at most
MOST_PLIES_IN) the seat to move asks the hint's ranking twice with different random streams, as
the panel thinks (a think time, and on to its floor of playouts). For each move listed both
times it prints the swing of the search's own figure (|first ask - second ask|, in points:
median, 90th percentile, largest), how often the second figure lies outside the range the
first ask stated (`bots/hint_chance.py`: the range holds the true chance 19 times in 20; a second
figure, as unsure as the first, falls outside it up to one time in six at most), and the median
width of that range. Then two consecutive looks: the same seat's next decision after it played the first
move and the others moved; the first move's figure's swing and how often the two stated ranges
share no point.

    python benchmarks/hint_stability.py [POSITIONS] [--think S] [GAME[:PLAYERS] ...]
      POSITIONS  positions per figure (default 10)
      --think    the panel's think time (default: the search's DEFAULT_BUDGET, 1 s)
      default figures: every game at 2 players, and Chroma Mix solo
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys

from sampled_positions import positions, seat_to_move  # benchmarks/, beside this script

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.hint_ranking import HintRanker, HintRanking, hint_rng
from chroma_desktop.bots.search import DEFAULT_BUDGET
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match

FIGURES = ["coloretto:2", "chroma_mix:2", "chroma_mix:1", "chroma_cubes:2", "cmyk:2"]


def next_look(match: Match, seat: int, played) -> Match | None:
    """Plays on in `match`: `played` for `seat`, then the Normal bots, up to the same seat's
    next decision with a real choice (None: the game ended first)."""
    game = match.game
    match.play(played, seat)
    normal, rng = make_bot("heuristic", game.id), random.Random(match.seed)
    while (who := seat_to_move(match)) is not None:
        if who == seat and len(match.legal_moves(seat)) > 1:
            return match
        match.play(normal.choose(game, match.view(who), who, rng), who)
    return None


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def ask(match: Match, seat: int, think: float, stream: random.Random) -> HintRanking:
    return HintRanker(budget=think).rank(match.game, match.view(seat), seat, stream)


def measure(game_id: str, players: int, count: int, think: float) -> str:
    swings, outside, widths, looks, apart = [], 0, [], [], 0
    for match, seat in positions(game_id, players, count):
        first = ask(match, seat, think, hint_rng(match, seat))
        again = ask(match, seat, think, random.Random(f"again:{match.seed}:{match.cursor}"))
        other = {entry.move: entry for entry in again.moves}
        for entry in first.moves:
            twin = other.get(entry.move)
            if entry.likely is None or twin is None or twin.percent is None \
                    or entry.percent is None:
                continue
            swings.append(abs(entry.percent - twin.percent))
            widths.append(entry.likely.high - entry.likely.low)
            outside += not entry.likely.low <= twin.percent <= entry.likely.high
        later = next_look(match, seat, first.best)
        if later is None:
            continue
        then = ask(later, seat, think, hint_rng(later, seat))
        now, next_first = first.moves[0], then.moves[0]
        if now.percent is None or next_first.percent is None or now.likely is None \
                or next_first.likely is None:
            continue
        looks.append(abs(now.percent - next_first.percent))
        apart += now.likely.high < next_first.likely.low or next_first.likely.high < now.likely.low
    name = find_game(game_id).name
    if not swings:
        return f"{name}, {players}: no move listed twice"
    text = (f"{name}, {players} player{'s' if players > 1 else ''} ({count} positions, "
            f"{len(swings)} moves listed twice):\n  same position asked twice: swing median "
            f"{statistics.median(swings):.0f}, 90th percentile {percentile(swings, 0.9):.0f}, "
            f"largest {max(swings):.0f} points; outside the first's stated range "
            f"{outside}/{len(swings)} ({outside / len(swings):.0%}); stated range width median "
            f"{statistics.median(widths):.0f} points")
    if looks:
        text += (f"\n  consecutive looks ({len(looks)}): the first move's swing median "
                 f"{statistics.median(looks):.0f}, largest {max(looks):.0f} points; stated "
                 f"ranges with no point in common {apart}/{len(looks)}")
    return text


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--think", type=float, default=DEFAULT_BUDGET)
    parser.add_argument("words", nargs="*", metavar="POSITIONS | GAME[:PLAYERS]")
    args = parser.parse_args(argv)
    count = next((int(word) for word in args.words if word.isdigit()), 10)
    figures = [word for word in args.words if not word.isdigit()] or FIGURES
    for figure in figures:
        game_id, _, players = figure.partition(":")
        print(measure(game_id, int(players or 2), count, args.think), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
