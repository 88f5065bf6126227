"""Coloretto engine speed against the pure-Python floor, measured in the same run.

Prints the engine's figures (`chroma bench engine`), the floor's, and the ratio; then the same
ratio in CPU time (this process's for the engine, the floor's child process's, start-up
included), which other work on a shared machine sways far less than wall time.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import time
from pathlib import Path

from chroma_desktop.bench_engine import run_engine_bench
from chroma_desktop.registry import find_game

FLOOR = Path(__file__).resolve().parents[2] / "shared" / "bench" / "coloretto_floor.py"


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    game = find_game("coloretto")
    cpu_start = time.process_time()
    engine = run_engine_bench(game, 4, {}, games, seed=1)
    engine_cpu = time.process_time() - cpu_start
    print("engine:", json.dumps(engine))
    if not FLOOR.is_file():
        print(f"floor script not found at {FLOOR}")
        return
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    floor_out = subprocess.run([sys.executable, str(FLOOR), "4", str(games)], check=True,
                               capture_output=True, text=True).stdout
    floor = json.loads(floor_out)
    print("floor: ", json.dumps(floor))
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    floor_cpu = (after.ru_utime + after.ru_stime) - (children.ru_utime + children.ru_stime)
    print(f"engine / floor = {engine['games_per_s'] / floor['games_per_s']:.2f} "
          "(at least 0.20 required, 0.33 the aim)")
    print(f"in CPU time: engine {games / engine_cpu:.1f} games/s, floor {games / floor_cpu:.1f} "
          f"games/s (with its start-up), engine / floor = {floor_cpu / engine_cpu:.2f}")


if __name__ == "__main__":
    main()
