"""How well the search's chance of reaching the threshold in Chroma Cubes' score attack
(`games/chroma_cubes/solo_chance.py`) foretells the game. Prints; asserts nothing.

    python benchmarks/cubes_solo_chance.py [GAMES] [--first SEED] [--refit]
      GAMES   solo games (default 400), the sheets taken in turn; seeds from --first (1000)
      --refit fit the logistic's three weights again on the even blocks of eight seeds and
              print them (plain gradient descent on the log loss)

Each game is played by the search's playout policy (the Normal bot, a uniformly random legal
move one time in DEFAULT_EPSILON) from the start; every third decision in a round of play,
the position's chance is written down, and the game's end says whether it was won. Printed:
the Brier score of the chance on the odd blocks of eight seeds (the held-out half), beside a
constant (the win share of the even blocks), and the win share seen in bands of the chance.
"""

from __future__ import annotations

import math
import random
import sys
from typing import NamedTuple

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.search import DEFAULT_EPSILON
from chroma_desktop.games.chroma_cubes import solo_chance
from chroma_desktop.games.chroma_cubes.state import PLAY, CubesState
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.chance import sample_outcome

SHEETS = ("cardinal", "dinosaurs", "gifts", "halloween_trio", "stained_glass", "dragons_hoard",
          "space_kittens", "the_scream")
EVERY = 3  # decisions between two positions written down


class Position(NamedTuple):
    seed: int
    need: int
    live: int
    chance: float
    won: bool = False


def positions(seed: int) -> list[Position]:
    game = find_game("chroma_cubes")
    normal = make_bot("heuristic", "chroma_cubes")
    rng = random.Random(seed)
    state: CubesState = game.new_initial_state(1, {"sheet": SHEETS[seed % len(SHEETS)]})
    seen, decisions = [], 0
    while movers := game.to_move(state):
        if movers[0] == CHANCE:
            state = game.apply(state, sample_outcome(game.chance_outcomes(state), rng))
            continue
        need = solo_chance.symbols_to_threshold(state)
        if state.phase == PLAY and decisions % EVERY == 0 and need:
            seen.append(Position(seed, need, solo_chance.live_dice(state),
                                 solo_chance.score_attack_chance(state)))
        if rng.random() < DEFAULT_EPSILON:
            move = rng.choice(game.legal_moves(state, 0))
        else:
            move = normal.choose(game, state, 0, rng)
        state = game.apply(state, move)
        decisions += 1
    won = 0 in game.outcome(state).winners
    return [p._replace(won=won) for p in seen]


def logit(weights: tuple[float, float, float], p: Position) -> float:
    return weights[0] + weights[1] * math.sqrt(p.need) + weights[2] * p.live


def refit(train: list[Position], steps: int = 3000, rate: float = 0.05) -> tuple[float, float, float]:
    w = [0.0, 0.0, 0.0]
    for _ in range(steps):
        grad = [0.0, 0.0, 0.0]
        for p in train:
            error = 1 / (1 + math.exp(-logit((w[0], w[1], w[2]), p))) - p.won
            for i, x in enumerate((1.0, math.sqrt(p.need), float(p.live))):
                grad[i] += error * x / len(train)
        w = [wi - rate * gi for wi, gi in zip(w, grad, strict=True)]
    return w[0], w[1], w[2]


def main(argv: list[str]) -> int:
    games, first, again = 400, 1000, "--refit" in argv
    words = [w for w in argv if w != "--refit"]
    if "--first" in words:
        at = words.index("--first")
        first = int(words[at + 1])
        del words[at:at + 2]
    if words:
        games = int(words[0])
    rows = [p for seed in range(first, first + games) for p in positions(seed)]
    train = [p for p in rows if (p.seed // 8) % 2 == 0]
    held = [p for p in rows if (p.seed // 8) % 2 == 1]
    share = sum(p.won for p in train) / max(1, len(train))
    print(f"{games} games, {len(rows)} positions; held out {len(held)}")
    print(f"Brier, chance: {sum((p.chance - p.won) ** 2 for p in held) / len(held):.4f}; "
          f"constant {share:.2f}: {sum((share - p.won) ** 2 for p in held) / len(held):.4f}")
    for low in (0.0, 0.2, 0.4, 0.6, 0.8):
        band = [p for p in held if low <= p.chance < low + 0.2]
        if band:
            print(f"  chance {low:.1f}-{low + 0.2:.1f}: {len(band):>5} positions, won "
                  f"{sum(p.won for p in band) / len(band):.2f}")
    if again:
        weights = refit(train)
        print("refitted (base, sqrt need, live):", ", ".join(f"{w:.3f}" for w in weights))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
