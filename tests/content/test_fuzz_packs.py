"""Property-based fuzzing of pack loading: whatever damage a pack has, `chroma validate` answers
with a list of problems (each naming its file) in bounded time, never an exception; and a pack it
accepts builds a game that sets up for every player count.

Kept fast for CI (a few seconds); `benchmarks/fuzz_files.py` runs hundreds of hostile packs.
"""

from __future__ import annotations

import shutil
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chroma_desktop.registry import build_game, validate_root
from chroma_desktop.resources import data_dir

FUZZ = settings(max_examples=40, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
FILES = sorted(path.name for path in (data_dir() / "coloretto").glob("*.yaml"))

# Pieces of YAML that hostile packs are made of.
HOSTILE = [
    "[" * 300 + "]" * 300, "&a [1, *a]", "*nowhere", "9" * 5000, "!!python/object:os.system x",
    "\x00", "\x9b", "\ufeff", "2023-02-30", ".nan", "-.inf", "{a: 1, a: 2}", "? [1]\n: 2",
    "&x [x, x, x, x, x, x, x, x, x, x]", "'" + "a" * 1000 + "!'", "1000000000", "-1", "0",
    "true", "~", "''", "[]", "{}", "!!binary aGk=", "<<: {}", "---\nb: 2",
]


def _pack(tmp_path):
    pack = tmp_path / "coloretto"
    if pack.exists():
        shutil.rmtree(pack)
    shutil.copytree(data_dir() / "coloretto", pack)
    return pack


def _check(pack) -> None:
    started = time.perf_counter()
    problems = validate_root(pack)
    assert time.perf_counter() - started < 5, "validation took too long"
    assert all(isinstance(problem, str) and str(pack) in problem for problem in problems)
    if not problems:  # accepted: it must make a game that sets up
        game = build_game("coloretto", pack.parent)
        for players in range(game.min_players, game.max_players + 1):
            game.new_initial_state(players, {spec.name: spec.default
                                             for spec in game.option_specs})


@FUZZ
@given(data=st.data())
def test_text_damage_is_refused_or_harmless(tmp_path, data):
    pack = _pack(tmp_path)
    for _ in range(data.draw(st.integers(1, 3))):
        path = pack / data.draw(st.sampled_from(FILES))
        text = path.read_text(encoding="utf-8")
        at = data.draw(st.integers(0, len(text)))
        action = data.draw(st.sampled_from(["insert", "delete", "hostile", "duplicate_line"]))
        if action == "insert":
            text = text[:at] + data.draw(st.text(max_size=6)) + text[at:]
        elif action == "delete":
            text = text[:at] + text[at + data.draw(st.integers(1, 30)):]
        elif action == "hostile":
            text = text[:at] + data.draw(st.sampled_from(HOSTILE)) + text[at:]
        else:
            lines = text.splitlines(keepends=True)
            line = data.draw(st.integers(0, len(lines) - 1))
            lines.insert(line, lines[line])
            text = "".join(lines)
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
    _check(pack)


@FUZZ
@given(data=st.data())
def test_hostile_values_are_refused_or_harmless(tmp_path, data):
    """A value after a key replaced by a hostile piece: a shape the schema and the builder
    must both hold against."""
    pack = _pack(tmp_path)
    path = pack / data.draw(st.sampled_from(FILES))
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    keyed = [index for index, line in enumerate(lines)
             if ": " in line and not line.lstrip().startswith("#")]
    index = data.draw(st.sampled_from(keyed))
    key, _, _ = lines[index].partition(": ")
    lines[index] = f"{key}: {data.draw(st.sampled_from(HOSTILE))}\n"
    path.write_text("".join(lines), encoding="utf-8")
    _check(pack)
