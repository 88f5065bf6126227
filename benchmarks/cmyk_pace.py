#!/usr/bin/env python3
"""CMYK! pace: the median seconds per tile of each bot level, as the table would see them.

Plays GAMES seeded 3-player games headless, one bot of each level at the table (Easy, Normal,
Hard; the seats turn round from game to game), on the real-time driver (`bots/realtime.py`): the
one scheduler (`bots/schedule.py`) on its seeded virtual clock, every think time from the one
bot clock (`bots/clock.py`: the level's `pace` in the manifest). A level's seconds per tile are
the times between one placement of a seat and its next, in the play phase (the initial tile and
the first placement after it left out), a wait for a better tile included; the median and the
quartiles over every game are printed beside the pace the manifest declares. The Hard bot
searches with a fixed, small number of playouts: its search takes no time on the virtual clock,
so this changes nothing measured, only the minutes the benchmark takes. Prints figures; asserts
nothing.

    python benchmarks/cmyk_pace.py [GAMES] [SEED]      (default 30 games, seed 1)
"""

from __future__ import annotations

import statistics
import sys
import time

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.realtime import play_realtime_match
from chroma_desktop.bots.search import SearchBot
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.registry import find_game, manifest_for

HARD_PLAYOUTS = 8


def main(games: int = 30, seed: int = 1) -> None:
    game, manifest = find_game("cmyk"), manifest_for("cmyk")
    levels = [level.id for level in manifest.bot_levels]
    gaps: dict[str, list[float]] = {level: [] for level in levels}
    tiles: dict[str, list[int]] = {level: [] for level in levels}
    started = time.perf_counter()
    for index in range(games):
        order = levels[index % len(levels):] + levels[:index % len(levels)]
        bots = [make_bot(level, "cmyk") for level in order]
        for bot in bots:
            if isinstance(bot, SearchBot):
                bot.playouts = HARD_PLAYOUTS
        _match, log = play_realtime_match(game, bots, None, seed * 1_000_003 + index)
        for seat, level in enumerate(order):
            placed = [action.time for action in log
                      if action.player == seat and action.move.kind == mv.PLACE]
            tiles[level].append(len(placed))
            pairs = zip(placed[1:], placed[2:], strict=False)
            gaps[level].extend(later - earlier for earlier, later in pairs)
    print(f"CMYK! pace: {games} games of 3 (one bot of each level), seed {seed}, "
          f"{time.perf_counter() - started:.0f} s")
    print(f"{'level':<8} {'declared':>9} {'median':>7} {'quartiles':>13} {'tiles/game':>11}")
    for level in manifest.bot_levels:
        found = sorted(gaps[level.id])
        quarter = statistics.quantiles(found, n=4)
        print(f"{level.label:<8} {level.pace or 0:>7.1f} s {statistics.median(found):>5.1f} s "
              f"{quarter[0]:>5.1f}-{quarter[2]:<5.1f} s {statistics.mean(tiles[level.id]):>9.1f}")


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))
