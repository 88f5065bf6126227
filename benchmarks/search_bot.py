"""The Hard level (the search bot, `bots/search.py`) against Normal (each game's heuristic).

Figures, each with its 95 % interval (Wilson, `bots.driver.win_interval`):
- 4-player Coloretto (brown side): Hard in one seat against three Normal (the Hard seat turns
  round the table from game to game);
- 2 players, Hard against Normal, for every game (seats swapped halfway; CMYK! on the
  real-time driver);
- Chroma Mix solo against Confident Billy at the highest difficulty: Hard's wins and Normal's
  over the same seeds;
- think time per decision of the Hard bot: median and 95th percentile, per game.

Issue 14 asks for 400 games per figure at 1 s a decision (hours on two cores); GAMES, the
think time and a fixed number of playouts a decision are arguments, so what was run is stated
with the figures. Prints figures; asserts nothing.

    python benchmarks/search_bot.py [GAMES] [SECONDS | pN] [SEED] [FIGURE ...]
      GAMES     games per figure (default 400)
      SECONDS   think time a decision (default 1.0), or pN for exactly N playouts a decision
      FIGURE    a game id (its 2-player figure), coloretto-4p or chroma_mix-solo (default: all)
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.clock import is_realtime
from chroma_desktop.bots.driver import BatchResult, play_bot_match, win_interval
from chroma_desktop.bots.realtime import play_realtime_match
from chroma_desktop.bots.search import SearchBot
from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.rules.api import Game, Move, PlayerId

FOUR_PLAYERS, SOLO = "coloretto-4p", "chroma_mix-solo"
SOLO_LEVEL = "hard"  # Billy's highest difficulty (data/chroma_mix/options.yaml)
PROGRESS_EVERY = 10  # games between progress lines (a long run shows where it stands)


class TimedSearchBot(SearchBot):
    """The search bot, recording how long each decision took."""

    def __init__(self, **settings: Any) -> None:
        super().__init__(**settings)
        self.times: list[float] = []

    def choose(self, game: Game, view: Any, player: PlayerId, rng: Any,
               budget: float | None = None) -> Move:
        start = time.perf_counter()
        move = super().choose(game, view, player, rng, budget)
        self.times.append(time.perf_counter() - start)
        return move


def play(game: Game, bots: list, seed: int) -> BatchResult:
    result = BatchResult.empty(len(bots))
    if is_realtime(game):
        match, _log = play_realtime_match(game, bots, None, seed)
    else:
        match = play_bot_match(game, bots, None, seed)
    result.count(match.outcome())
    return result


def hard_share(game: Game, hard: TimedSearchBot, players: int, games: int, seed: int) -> float:
    """Hard's wins over `games` games against Normal in the other seats, Hard's seat turning."""
    wins = 0.0
    for index in range(games):
        seat = index * players // games  # each seat for an equal share of the games
        bots = [make_bot("heuristic", game.id) for _ in range(players)]
        bots[seat] = hard
        wins += play(game, bots, seed * 1_000_003 + index).wins[seat]
        if (index + 1) % PROGRESS_EVERY == 0 and index + 1 < games:
            print(f"  ... {game.name}, {players} players: Hard {wins:g} wins of {index + 1}",
                  flush=True)
    return wins


def figure(label: str, wins: float, games: int, seconds: float) -> str:
    rate, low, high = win_interval(wins, games)
    return (f"{label}: Hard wins {100 * rate:.1f} % of {games} games (95 % interval "
            f"{100 * low:.1f}-{100 * high:.1f} %); {seconds / games:.1f} s per game")


def think_line(name: str, times: list[float]) -> str:
    if not times:
        return f"{name}: no decision searched"
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return (f"{name}: think time per decision median {1000 * statistics.median(ordered):.0f} ms, "
            f"95th percentile {1000 * p95:.0f} ms ({len(ordered)} decisions with a choice)")


def main() -> None:
    args = sys.argv[1:]
    try:
        games = int(args[0]) if args else 400
        think = args[1] if len(args) > 1 else "1.0"
        settings: dict[str, Any] = ({"playouts": int(think[1:])} if think.startswith("p")
                                    else {"budget": float(think)})
        seed = int(args[2]) if len(args) > 2 else 1
    except ValueError as error:
        raise SystemExit(f"search_bot.py: {error} (usage: [GAMES] [SECONDS | pN] [SEED] [GAME ...])"
                         ) from None
    chosen = args[3:] or [*game_ids(), FOUR_PLAYERS, SOLO]
    unknown = [g for g in chosen if g not in (*game_ids(), FOUR_PLAYERS, SOLO)]
    if games < 2 or unknown:
        raise SystemExit("search_bot.py: GAMES must be at least 2"
                         + (f"; unknown games: {', '.join(unknown)}" if unknown else ""))
    said = (f"{settings['playouts']} playouts" if "playouts" in settings
            else f"{settings['budget']} s")
    print(f"Hard (search) against Normal (heuristic), {games} games per figure, {said} a "
          f"decision, seed {seed}", flush=True)
    times: dict[str, list[float]] = {}
    if FOUR_PLAYERS in chosen:
        game, hard = find_game("coloretto"), TimedSearchBot(**settings)
        start = time.perf_counter()
        wins = hard_share(game, hard, 4, games, seed)
        print(figure("Coloretto, 4 players (brown), Hard against three Normal", wins, games,
                     time.perf_counter() - start), flush=True)
        times["Coloretto, 4 players"] = hard.times
    for game_id in (g for g in chosen if g in game_ids()):
        game, hard = find_game(game_id), TimedSearchBot(**settings)
        start = time.perf_counter()
        wins = hard_share(game, hard, 2, games, seed + 1)
        print(figure(f"{game.name}, 2 players, Hard against Normal", wins, games,
                     time.perf_counter() - start), flush=True)
        times[f"{game.name}, 2 players"] = hard.times
    if SOLO in chosen:
        game, hard = find_game("chroma_mix"), TimedSearchBot(**settings)
        start = time.perf_counter()
        hard_wins = solo_wins(game, hard, games, seed + 2)
        hard_seconds = time.perf_counter() - start
        normal_wins = solo_wins(game, make_bot("heuristic", game.id), games, seed + 2)
        print(figure(f"Chroma Mix solo against Billy ({SOLO_LEVEL})", hard_wins, games,
                     hard_seconds), flush=True)
        rate, low, high = win_interval(normal_wins, games)
        print(f"Chroma Mix solo against Billy ({SOLO_LEVEL}): Normal wins {100 * rate:.1f} % of "
              f"{games} games (95 % interval {100 * low:.1f}-{100 * high:.1f} %), same seeds",
              flush=True)
        times["Chroma Mix, solo"] = hard.times
    for name, recorded in times.items():
        print(think_line(name, recorded))


def solo_wins(game: Game, bot: Any, games: int, seed: int) -> float:
    """The bot's wins alone against Confident Billy at the highest difficulty."""
    wins = 0.0
    for index in range(games):
        match = play_bot_match(game, [bot], {"difficulty": SOLO_LEVEL}, seed * 1_000_003 + index)
        wins += 0 in match.outcome().winners
        if (index + 1) % PROGRESS_EVERY == 0 and index + 1 < games:
            print(f"  ... solo, {bot.name}: {wins:g} wins of {index + 1}", flush=True)
    return wins


if __name__ == "__main__":
    main()
