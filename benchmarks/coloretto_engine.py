"""Coloretto engine speed against the pure-Python floor, measured in the same run.

Prints the engine's figures (`chroma bench engine`), the floor's, and the ratio.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from chroma_desktop.bench_engine import run_engine_bench
from chroma_desktop.games import find_game

FLOOR = Path(__file__).resolve().parents[2] / "shared" / "bench" / "coloretto_floor.py"


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    engine = run_engine_bench(find_game("coloretto"), 4, {}, games, seed=1)
    print("engine:", json.dumps(engine))
    if not FLOOR.is_file():
        print(f"floor script not found at {FLOOR}")
        return
    floor_out = subprocess.run([sys.executable, str(FLOOR), "4", str(games)], check=True,
                               capture_output=True, text=True).stdout
    floor = json.loads(floor_out)
    print("floor: ", json.dumps(floor))
    print(f"engine / floor = {engine['games_per_s'] / floor['games_per_s']:.2f} "
          "(at least 0.20 required, 0.33 the aim)")


if __name__ == "__main__":
    main()
