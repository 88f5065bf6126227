#!/usr/bin/env python3
"""Fuzz the loaders of untrusted files: thousands of damaged saves and hundreds of hostile packs,
and every other file kind from outside the code (`fuzz_outside_files.py`: `online-games.json`,
translation catalogues, position files).

Saves are opened the way `--open` and *Resume* open them (`ui.session.load_session`); packs are
checked the way `chroma validate` checks them (`games.validate_root`). Every case runs in a
worker process under a memory limit, and the supervisor kills a worker that does not answer in
time, so a hang or a memory blow-up is counted, not suffered. Each case ends as one of:

- clean error: refused with the loader's own error (SaveFileError, a problem line);
- accepted, identical: what was loaded is the original (the damage was cosmetic);
- accepted, legal variant: something else, but valid (a save that replays with every move in
  `legal_moves` and every chance outcome the seed's; a pack whose game sets up for every player
  count and plays a random game for a few hundred plies);
- accepted, invalid: anything else that was accepted;
- crash: any other exception; hang: no answer in time; memory: out of memory.

Prints the table, the damage kinds, and how long the longest saves the cap admits take to open.
Asserts nothing; crash, hang, memory and invalid should all read 0.

    python benchmarks/fuzz_files.py [--saves 7000] [--packs 800] [--online 1000] [--i18n 500]
                                    [--positions 1000] [--seed 1] [--workers 2]
"""

from __future__ import annotations

import argparse
import collections
import json
import multiprocessing
import os
import random
import resource
import shutil
import signal
import statistics
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

from chroma_desktop.registry import content_game_ids, find_game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests.toy_game, for i18n cases
sys.path.insert(0, str(Path(__file__).resolve().parent))
from fuzz_outside_files import RUNNERS as OUTSIDE_RUNNERS  # noqa: E402

CASE_SECONDS = 20.0  # a case that takes longer is a hang (the machine is shared: generous)
MEMORY_HEADROOM = 1536 * 1024 * 1024  # address space a worker may add to what it starts with
TABLES = {"save": "saves", "pack": "packs", "online": "online", "i18n": "i18n", "position": "position"}
OUTCOMES = ("clean error", "identical", "legal variant", "invalid", "crash", "hang", "memory")


class HarnessError(Exception):
    """This script failed to make a case (its own bug, not the app's): reported apart."""


def kind_of(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}"[:200]


# -- the originals ------------------------------------------------------------------------------
def _session_record(game_id: str, players: int, seed: int, plies: int) -> dict[str, Any]:
    from chroma_desktop.registry import find_game
    from chroma_desktop.rules.match import Match

    match = Match(find_game(game_id), players, {}, seed)
    rng = random.Random(seed)
    while not match.is_over() and len(match.moves) < plies:
        player = rng.choice(match.to_move())
        match.play(rng.choice(match.legal_moves(player)), player)
    if rng.random() < 0.3:
        match.undo(free=True)
    record = match.to_record()
    record["seats"] = [{"name": "You", "bot": ""}] + [
        {"name": f"Bot {seat + 1}", "bot": rng.choice(["random", "heuristic"])}
        for seat in range(1, players)]
    record["teach"] = rng.random() < 0.5
    return record


def _from_position(players: int, seed: int) -> dict[str, Any]:
    """A Coloretto session started from a position (`rules/position.py`), then played on."""
    from chroma_desktop.registry import find_game
    from chroma_desktop.rules.match import Match
    from chroma_desktop.rules.position import position_to_text

    record = _session_record("coloretto", players, seed, 25)
    played = Match.from_record(record, resolve=find_game)
    match = Match.from_position(position_to_text(find_game("coloretto"), played.state), seed + 1,
                                resolve=find_game)
    rng = random.Random(seed)
    while not match.is_over() and len(match.moves) < 30:
        player = match.to_move()[0]
        match.play(rng.choice(match.legal_moves(player)), player)
    return {**match.to_record(), "seats": record["seats"], "teach": record["teach"]}


def save_bases() -> list[dict[str, Any]]:
    """Real session records: every game, a few player counts, short and long games, and games
    started from a written position."""
    from chroma_desktop.registry import find_game, game_ids

    bases = []
    for game_id in game_ids():
        game = find_game(game_id)
        for index, players in enumerate(range(game.min_players, min(game.max_players, 4) + 1)):
            for plies in (12, 80, 400):
                bases.append(_session_record(game_id, players, 100 * index + plies, plies))
    bases += [_from_position(players, 50 + players) for players in (2, 3, 4, 5)]
    return bases


PACK_GAMES = content_game_ids()


# -- damaged saves ------------------------------------------------------------------------------
def _json_value(rng: random.Random) -> Any:
    return rng.choice([
        None, True, False, 0, -1, 1, 2.5, float("1e308"), "", "no", "x" * rng.randint(1, 3000),
        [], {}, [1, "two"], {"a": 1}, rng.choice(["@HUGE20@", "@HUGE4301@", "@HUGE5000@"]),
        [[[[[[]]]]]], {"name": 7}, rng.randint(-(2**70), 2**70),
    ])


def _json_paths(value: Any, path: tuple = ()) -> list[tuple]:
    paths = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            paths += _json_paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:50]):
            paths += _json_paths(item, (*path, index))
    return paths


def _chance_cheat(record: dict[str, Any], rng: random.Random) -> str:
    """One chance outcome changed to another possible one: the edit that chooses the next card."""
    from chroma_desktop.rules.api import CHANCE
    from chroma_desktop.rules.match import Match

    match = Match.from_record(record, resolve=find_game)
    game = match.game
    chances = [ply for ply, mover in enumerate(match.movers) if mover == CHANCE]
    rng.shuffle(chances)
    for ply in chances:
        state = match.states[ply]
        others = [move for move, p in game.chance_outcomes(state) if p > 0 and move != match.moves[ply]]
        if others:
            record["moves"][ply][1] = game.move_to_str(state, rng.choice(others))
            return "chance cheat"
    return "chance cheat (none possible)"


def damage_save(base: dict[str, Any], rng: random.Random, folder: Path) -> tuple[Path, str]:
    """A damaged copy of `base` on disk, and the kind of damage."""
    record = json.loads(json.dumps(base))
    path = folder / "save.json"
    kind = rng.choice(["bytes", "truncate", "field", "delete", "unknown key", "duplicate key",
                       "seats", "move text", "move player", "swap moves", "cut moves", "cursor",
                       "seed", "chance cheat", "wrong type", "huge number", "deep nesting",
                       "encoding", "special file", "size", "extra moves", "position"])
    text = None
    moves = record["moves"]
    if kind == "bytes":
        raw = bytearray(json.dumps(record, indent=1).encode())
        for _ in range(rng.randint(1, 6)):
            at = rng.randrange(len(raw))
            if rng.random() < 0.5:
                raw[at] = rng.randrange(256)
            else:
                raw[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 4)))
        path.write_bytes(bytes(raw))
        return path, kind
    if kind == "truncate":
        raw = json.dumps(record, indent=1).encode()
        path.write_bytes(raw[: rng.randrange(len(raw))])
        return path, kind
    if kind == "field":
        target = rng.choice([p for p in _json_paths(record) if p])
        parent = record
        for part in target[:-1]:
            parent = parent[part]
        parent[target[-1]] = _json_value(rng)
    elif kind == "delete":
        target = rng.choice([p for p in _json_paths(record) if p])
        parent = record
        for part in target[:-1]:
            parent = parent[part]
        del parent[target[-1]]
    elif kind == "unknown key":
        record[rng.choice(["cheat", "version", "Game", "seats2", ""])] = _json_value(rng)
    elif kind == "duplicate key":
        key = rng.choice(["game", "seed", "players", "teach", "cursor"])
        text = json.dumps(record)
        value = json.dumps(rng.choice(["cmyk", 7, 3, True, 0]))
        text = text.replace(f'"{key}": ', f'"{key}": {value}, "{key}": ', 1)
    elif kind == "seats":
        record["seats"] = rng.choice([
            "four", None if rng.random() < 0.5 else [], record["seats"][:-1],
            [{"bot": "random"}] * record["players"], [{"name": 7}] * record["players"],
            [{"name": "A", "bot": 3}] * record["players"], [{"name": "A", "bot": "wizard"}] * 9,
            [{"name": "A", "x": 1}] * record["players"], [[]] * record["players"],
            [{"name": "Ann", "bot": ""}] + record["seats"][1:],
        ])
    elif kind == "move text" and moves:
        texts = sorted({entry[1] for entry in moves})
        for _ in range(rng.randint(1, 3)):
            moves[rng.randrange(len(moves))][1] = rng.choice(texts + ["", "x" * 2000, "draw"])
    elif kind == "move player" and moves:
        moves[rng.randrange(len(moves))][0] = rng.choice([-2, -1, 0, 1, 2, 3, 7, True])
    elif kind == "swap moves" and len(moves) > 1:
        a, b = rng.randrange(len(moves)), rng.randrange(len(moves))
        moves[a], moves[b] = moves[b], moves[a]
    elif kind == "cut moves" and moves:
        del moves[rng.randrange(len(moves)):]
        record["cursor"] = rng.choice([len(moves), rng.randint(0, len(moves))])
    elif kind == "cursor":
        record["cursor"] = rng.choice([-1, 0, len(moves), len(moves) + 1, rng.randint(0, len(moves))])
    elif kind == "seed":
        record["seed"] = rng.choice([record["seed"] + 1, 0, -5, 2**64])
    elif kind == "chance cheat":
        kind = _chance_cheat(record, rng)
    elif kind == "wrong type":
        field = rng.choice(["teach", "players", "seed", "cursor", "format_version", "options"])
        record[field] = rng.choice(["no", "yes", True, False, 1.0, "4", [], None, {"edition": 1}])
    elif kind == "huge number":
        text = json.dumps(record).replace(f'"seed": {record["seed"]}', '"seed": ' + "7" * 5000, 1)
    elif kind == "deep nesting":
        depth = rng.choice([500, 5000, 100_000])
        record["options"] = "@DEEP@"
        text = json.dumps(record).replace('"@DEEP@"', "[" * depth + "]" * depth)
    elif kind == "encoding":
        raw = json.dumps(record, ensure_ascii=False)
        path.write_bytes(rng.choice([raw.encode("utf-16"), b"\xef\xbb\xbf" + raw.encode(),
                                     raw.encode("latin-1", "replace") + b"\xe9"]))
        return path, kind
    elif kind == "special file":
        special = rng.choice(["fifo", "zero", "urandom", "folder", "loop", "missing"])
        if special == "fifo":
            os.mkfifo(path)
        elif special in ("zero", "urandom"):
            path.symlink_to(f"/dev/{special}")
        elif special == "folder":
            path.mkdir()
        elif special == "loop":
            path.symlink_to(path)
        return path, f"special file ({special})"
    elif kind == "size":
        text = json.dumps(record) + " " * (1024 * 1024 + rng.randint(-10, 10))
    elif kind == "position":
        record["position"] = _damaged_position(record, rng)
    elif kind == "extra moves" and moves:
        moves.extend(list(rng.choice(moves)) for _ in range(rng.randint(1, 30)))
    if text is None:
        text = json.dumps(record, indent=rng.choice([None, 1]))
    for digits in (20, 4301, 5000):  # numbers Python itself will not turn into text
        text = text.replace(f'"@HUGE{digits}@"', "9" * digits)
    path.write_text(text, encoding="utf-8")
    return path, kind


def _damaged_position(record: dict[str, Any], rng: random.Random) -> Any:
    """A position text for `record` with damage: edited lines, a wrong header, garbage."""
    from chroma_desktop.registry import find_game
    from chroma_desktop.rules.match import Match
    from chroma_desktop.rules.position import position_to_text

    if "position" in record:
        text = record["position"]
    elif record["game"] == "coloretto":
        text = position_to_text(find_game("coloretto"), Match.from_record(record, resolve=find_game).state)
    else:
        return rng.choice(["", "chroma position: " + record["game"], 7, ["a"], "x" * 5000])
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(lines))
        action = rng.choice(["delete", "duplicate", "value", "number", "chars", "header"])
        key, _, value = lines[at].partition(": ")
        if action == "delete":
            del lines[at]
        elif action == "duplicate":
            lines.insert(at, lines[at])
        elif action == "value":
            lines[at] = f"{key}: " + rng.choice(["?", "none", "P9", "99 red", "-1", "", "yes",
                                                 value + ", red", "9" * 5000, "\x00"])
        elif action == "number":
            lines[at] = f"{key}: " + "".join(
                str(int(word) + rng.choice([-1, 1, 5])) if word.isdigit() else word
                for word in value.split(" ")).replace("  ", " ")
        elif action == "chars":
            lines[at] = lines[at][: rng.randrange(len(lines[at]) + 1)] + chr(rng.randrange(1, 0x3000))
        else:
            lines[0] = rng.choice(["chroma position: coloretto, 9 players", "chroma position: cmyk",
                                   "chroma position: coloretto, 4 players, view=P1", "hello"])
        if not lines:
            break
    return "\n".join(lines)


def strictly_valid_save(record: Any) -> bool:
    """The oracle: every player move in `legal_moves` for its mover, every chance outcome the
    seed's, and seats and teach of the right shape."""
    from chroma_desktop.registry import find_game
    from chroma_desktop.rules.api import CHANCE
    from chroma_desktop.rules.match import Match, chance_rng, sample_outcome

    game = find_game(record["game"])
    match = Match(game, record["players"], record.get("options", {}), record["seed"],
                  resolve_chance=False)
    state = match.state
    if "position" in record:  # the moves start from a position: a whole one, of this set-up
        from chroma_desktop.rules.position import read_position

        position = read_position(record["position"], game)
        setup = position.setup
        if setup.is_view or setup.players != match.players or setup.options != match.options:
            return False
        state = position.state
    for ply, (player, text) in enumerate(record["moves"]):
        movers = game.to_move(state)
        move = game.parse_move(state, text)
        if player == CHANCE:
            drawn = sample_outcome(game.chance_outcomes(state), chance_rng(record["seed"], ply))
            if movers != (CHANCE,) or move != drawn:
                return False
        elif type(player) is not int or player not in movers or move not in game.legal_moves(state, player):
            return False
        state = game.apply(state, move)
    seats = record.get("seats")
    return (type(record.get("teach", False)) is bool
            and (seats is None or len(seats) == record["players"]))


def run_save(base: dict[str, Any], rng: random.Random, folder: Path) -> tuple[str, str]:
    from chroma_desktop.persistence import SaveFileError
    from chroma_desktop.ui.session import load_session

    try:
        path, kind = damage_save(base, rng, folder)
    except Exception as error:
        raise HarnessError(kind_of(error)) from error
    try:
        match, seats, teach = load_session(path)
    except SaveFileError:
        return "clean error", kind
    loaded = match.to_record()
    loaded["seats"] = [seat.to_json() for seat in seats]
    loaded["teach"] = teach
    if loaded == base:
        return "identical", kind
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        valid = strictly_valid_save(record)
    except Exception:  # the oracle cannot read what the loader accepted
        valid = False
    return ("legal variant" if valid else "invalid"), kind


# -- hostile packs ------------------------------------------------------------------------------
HOSTILE_YAML = [
    "[" * 1000 + "]" * 1000, "&a [1, *a]", "*undefined", "9" * 5000, "1000000000", "-1", "0",
    "!!python/object/apply:os.system ['touch /tmp/chroma-fuzz-ran']", "a\x00b", "a\x9bb",
    "2023-02-30", ".nan", ".inf", "{a: 1, a: 2}", "? [1]\n: 2", "'" + "a" * 50 + "!'",
    "~", "''", "[]", "{}", "!!binary aGk=", "<<: {}", "true", "[1, 2, 3]", "x" * 100_000,
]


def _laughs(levels: int) -> str:
    return "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]\n" for i in range(1, levels + 1))


def damage_pack(game_id: str, rng: random.Random, root: Path) -> tuple[Path, str]:
    """A hostile copy of a shipped game folder under `root`, and the kind of damage."""
    from chroma_desktop.resources import data_dir

    pack = root / game_id
    shutil.copytree(data_dir() / game_id, pack)
    files = sorted(pack.glob("*.yaml"))
    target = rng.choice(files)
    text = target.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    keyed = [i for i, line in enumerate(lines) if ": " in line and not line.lstrip().startswith("#")]
    kind = rng.choice(["text", "hostile value", "number", "deep flow", "deep block", "laughs",
                       "laughs spread",
                       "self anchor", "control", "huge file", "special file", "many files",
                       "root schema", "duplicate key", "delete line", "unknown key", "type swap"])
    if kind == "text":
        for _ in range(rng.randint(1, 5)):
            at = rng.randrange(len(text) + 1)
            piece = "".join(chr(rng.choice([rng.randrange(32, 127), rng.randrange(0, 0x3000)]))
                            for _ in range(rng.randint(1, 6)))
            text = text[:at] + piece + text[at + rng.randint(0, 5):]
        target.write_text(text, encoding="utf-8", errors="replace")
    elif kind in ("hostile value", "number", "type swap") and keyed:
        for _ in range(rng.randint(1, 3)):
            index = rng.choice(keyed)
            key = lines[index].partition(": ")[0]
            if kind == "number":
                value = str(rng.choice([10**9, -(10**9), 0, -1, 10**4, 2**31, 10**30]))
            elif kind == "type swap":
                value = rng.choice(["[]", "{}", "yes", "'12'", "1.5", "null", "[[1]]"])
            else:
                value = rng.choice(HOSTILE_YAML)
            lines[index] = f"{key}: {value}\n"
        target.write_text("".join(lines), encoding="utf-8")
    elif kind == "deep flow":
        depth = rng.choice([100, 1000, 5000])
        (pack / "zz.yaml").write_text("deep: " + "[" * depth + "]" * depth + "\n")
    elif kind == "deep block":
        depth = rng.choice([50, 2000])
        (pack / "zz.yaml").write_text("".join(" " * i + "k:\n" for i in range(depth))
                                      + " " * depth + "k: 1\n")
    elif kind == "laughs":
        (pack / "zz.yaml").write_text(_laughs(rng.choice([4, 7, 9])))
    elif kind == "laughs spread":  # each file under its own bound, together far over
        for number in range(rng.choice([3, 8, 40])):
            (pack / f"zz{number}.yaml").write_text(_laughs(4).replace("a", f"f{number}_"))
    elif kind == "self anchor":
        (pack / "zz.yaml").write_text(rng.choice(["zz: &a [1, *a]\n", "zz: &a {b: *a}\n",
                                                  "zz: &a [[[*a]]]\n"]))
    elif kind == "control":
        at = rng.randrange(len(text))
        text = text[:at] + chr(rng.choice([0, 1, 8, 0x1B, 0x7F, 0x80, 0x9B, 0x9F, 0xFFFE])) + text[at:]
        target.write_text(text, encoding="utf-8", errors="surrogatepass")
    elif kind == "huge file":
        size = rng.choice([600_000, 5_000_000])
        (pack / "zz.yaml").write_text("zz: '" + "x" * size + "'\n")
    elif kind == "special file":
        special = rng.choice(["fifo", "zero", "folder", "loop"])
        victim = pack / "zz.yaml"
        if special == "fifo":
            os.mkfifo(victim)
        elif special == "zero":
            victim.symlink_to("/dev/zero")
        elif special == "folder":
            victim.mkdir()
        else:
            victim.symlink_to(victim)
        kind = f"special file ({special})"
    elif kind == "many files":
        for n in range(rng.choice([10, 70])):
            (pack / f"zz{n}.yaml").write_text(f"extra_{n}: 1\n")
    elif kind == "root schema":
        schema = rng.choice([
            '{"$ref": "https://example.invalid/s.json"}', '{"$ref": "file:///etc/passwd"}',
            '{"type": 12}', '{"not": ' * 5000 + "{}" + "}" * 5000,
            json.dumps({"patternProperties": {"^(a+)+$": {}}, "propertyNames": {"pattern": "^(a+)+$"}}),
        ])
        (root / "schema").mkdir(exist_ok=True)
        from chroma_desktop.registry import manifest_for

        (root / "schema" / manifest_for(game_id).schema_file).write_text(schema)
        if keyed:
            index = rng.choice(keyed)
            key = lines[index].partition(": ")[0]
            lines[index] = f"{key}: {'a' * 40}!\n"
            target.write_text("".join(lines), encoding="utf-8")
    elif kind == "duplicate key" and keyed:
        index = rng.choice(keyed)
        lines.insert(index, lines[index])
        target.write_text("".join(lines), encoding="utf-8")
    elif kind == "delete line" and lines:
        del lines[rng.randrange(len(lines))]
        target.write_text("".join(lines), encoding="utf-8")
    elif kind == "unknown key":
        (pack / "zz.yaml").write_text(rng.choice(["surprise: 1\n", "colours: []\n", "x:\n  y: z\n"]))
    return pack, kind


def _plays(game: Any, players: int, seed: int, plies: int = 300) -> None:
    from chroma_desktop.rules.match import Match

    match = Match(game, players, {}, seed)
    rng = random.Random(seed)
    while not match.is_over() and len(match.moves) < plies:
        player = rng.choice(match.to_move())
        match.play(rng.choice(match.legal_moves(player)), player)


def run_pack(game_id: str, rng: random.Random, folder: Path) -> tuple[str, str]:
    from chroma_desktop.registry import build_game, load_game_content, validate_root

    try:
        pack, kind = damage_pack(game_id, rng, folder)
    except Exception as error:
        raise HarnessError(kind_of(error)) from error
    problems = validate_root(pack)
    if problems:
        if not all(isinstance(p, str) and p for p in problems):
            return "invalid", kind
        return "clean error", kind
    try:
        if load_game_content(game_id, folder) == load_game_content(game_id):
            return "identical", kind
        game = build_game(game_id, folder)
        for players in range(game.min_players, game.max_players + 1):
            game.new_initial_state(players, {spec.name: spec.default for spec in game.option_specs})
        _plays(game, game.min_players, rng.randrange(1000))
    except Exception:
        return "invalid", kind
    return "legal variant", kind


# -- workers and the supervisor -----------------------------------------------------------------
def _case(kind: str, index: int, seed: int, bases: list[dict[str, Any]], folder: Path) -> tuple[str, str]:
    rng = random.Random(f"{seed}:{kind}:{index}")
    if kind == "save":
        return run_save(rng.choice(bases), rng, folder)
    if kind in OUTSIDE_RUNNERS:
        return OUTSIDE_RUNNERS[kind](rng, folder)
    return run_pack(rng.choice(PACK_GAMES), rng, folder)


def _limit_memory() -> None:
    with open("/proc/self/status") as status:
        size = next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmSize:"))
    limit = size + MEMORY_HEADROOM
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def _worker(connection: Any, seed: int, bases: list[dict[str, Any]]) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _limit_memory()
    while True:
        job = connection.recv()
        if job is None:
            return
        kind, index = job
        folder = Path(tempfile.mkdtemp(prefix="chroma-fuzz-"))
        try:
            outcome = _case(kind, index, seed, bases, folder)
        except MemoryError:
            outcome = ("memory", "?")
        except HarnessError as error:
            outcome = ("harness", f"{error}\n" + traceback.format_exc(limit=-3))
        except Exception as error:
            outcome = ("crash", kind_of(error) + "\n" + traceback.format_exc(limit=-3))
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        connection.send(outcome)


class Supervisor:
    """Runs cases in worker processes; a worker that does not answer in time is killed."""

    def __init__(self, workers: int, seed: int, bases: list[dict[str, Any]]) -> None:
        self.seed, self.bases = seed, bases
        self.context = multiprocessing.get_context("fork")
        self.slots = [self._start() for _ in range(workers)]

    def _start(self) -> list[Any]:
        parent, child = self.context.Pipe()
        process = self.context.Process(target=_worker, args=(child, self.seed, self.bases), daemon=True)
        process.start()
        return [process, parent, None, 0.0]  # process, pipe, job, started

    def run(self, jobs: list[tuple[str, int]], report: Any) -> None:
        pending = list(reversed(jobs))
        while pending or any(slot[2] is not None for slot in self.slots):
            for number, slot in enumerate(self.slots):
                process, pipe, job, started = slot
                if job is None and pending:
                    slot[2], slot[3] = pending.pop(), time.monotonic()
                    pipe.send(slot[2])
                elif job is not None and pipe.poll(0.002):
                    try:
                        report(job, *pipe.recv())
                    except EOFError:  # the worker died: killed for memory, or worse
                        report(job, "memory" if process.exitcode == -signal.SIGKILL else "crash",
                               f"worker exit {process.exitcode}")
                        self.slots[number] = self._start()
                        continue
                    slot[2] = None
                elif job is not None and (time.monotonic() - started > CASE_SECONDS
                                          or not process.is_alive()):
                    alive = process.is_alive()
                    process.kill()
                    process.join()
                    report(job, "hang" if alive else "crash", f"worker exit {process.exitcode}")
                    self.slots[number] = self._start()
            time.sleep(0.001)

    def close(self) -> None:
        for process, pipe, _, _ in self.slots:
            pipe.send(None)
            process.join(timeout=10)


# -- long saves ---------------------------------------------------------------------------------
def long_save_timings(folder: Path) -> list[str]:
    """How long the longest saves the cap admits take to open (median of 3, CPU and wall)."""
    from chroma_desktop.persistence import load_match
    from chroma_desktop.registry import find_game
    from chroma_desktop.rules.match import MAX_RECORD_MOVES, Match

    lines = []
    match = Match(find_game("chroma_mix"), 2, {}, 2)
    rng = random.Random(2)
    while len(match.moves) < MAX_RECORD_MOVES:
        player = match.to_move()[0]
        match.play(rng.choice(match.legal_moves(player)), player)
    for moves, compact in ((20_000, False), (MAX_RECORD_MOVES, True)):
        record = match.to_record()
        record["moves"], record["cursor"] = record["moves"][:moves], moves
        path = folder / f"long-{moves}.json"
        path.write_text(json.dumps(record, indent=None if compact else 1,
                                   separators=(",", ":") if compact else None))
        cpu, wall = [], []
        for _ in range(3):
            started, clock = time.process_time(), time.perf_counter()
            load_match(path)
            cpu.append(time.process_time() - started)
            wall.append(time.perf_counter() - clock)
        lines.append(f"Chroma Mix, {moves:,} moves ({path.stat().st_size / 1e6:.2f} MB"
                     f"{', compact JSON' if compact else ''}): opens in "
                     f"{statistics.median(cpu):.2f} s CPU, {statistics.median(wall):.2f} s wall")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--saves", type=int, default=7000)
    parser.add_argument("--packs", type=int, default=800)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--online", type=int, default=1000, help="damaged online-games.json files")
    parser.add_argument("--i18n", type=int, default=500, help="damaged translation catalogues")
    parser.add_argument("--positions", type=int, default=1000, help="damaged position files")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--no-timings", action="store_true", help="skip the long-save timings")
    args = parser.parse_args()

    os.environ.setdefault("CHROMA_DESKTOP_CACHE_DIR", tempfile.mkdtemp(prefix="chroma-fuzz-cache-"))
    started = time.perf_counter()
    bases = save_bases()
    from chroma_desktop.registry import load_game_content

    for game_id in PACK_GAMES:
        load_game_content(game_id)  # built once here, shared by the workers
    tally: dict[str, collections.Counter] = {name: collections.Counter() for name in TABLES.values()}
    kinds: dict[tuple[str, str], collections.Counter] = collections.defaultdict(collections.Counter)
    examples: dict[str, list[str]] = collections.defaultdict(list)

    def report(job: tuple[str, int], outcome: str, detail: str) -> None:
        table = TABLES[job[0]]
        tally[table][outcome] += 1
        kind = detail.split("\n")[0] if outcome in OUTCOMES[:4] else "?"
        kinds[(table, kind)][outcome] += 1
        if outcome in ("invalid", "crash", "hang", "memory", "harness") and len(examples[table]) < 5:
            examples[table].append(f"{job}: {outcome}: {detail}")
        done = sum(sum(counter.values()) for counter in tally.values())
        if done % 500 == 0:
            print(f"  ... {done} cases, {time.perf_counter() - started:.0f} s", file=sys.stderr)

    jobs = [(kind, i) for kind, count in (("save", args.saves), ("pack", args.packs),
                                          ("online", args.online), ("i18n", args.i18n),
                                          ("position", args.positions)) for i in range(count)]
    random.Random(args.seed).shuffle(jobs)
    supervisor = Supervisor(args.workers, args.seed, bases)
    try:
        supervisor.run(jobs, report)
    finally:
        supervisor.close()
    elapsed = time.perf_counter() - started

    print(f"fuzz_files: seed {args.seed}, {args.workers} workers, {elapsed:.0f} s, "
          f"{len(bases)} original saves of 4 games, packs of {len(PACK_GAMES)} games")
    header = f"{'':9}{'tried':>7}{'clean error':>13}{'identical':>11}{'legal variant':>15}" \
             f"{'invalid':>9}{'crash':>7}{'hang':>6}{'memory':>8}"
    print(header)
    for table, counter in tally.items():
        print(f"{table:9}{sum(counter[name] for name in OUTCOMES):>7}" + "".join(
            f"{counter[name]:>{width}}" for name, width in zip(OUTCOMES, (13, 11, 15, 9, 7, 6, 8),
                                                               strict=True)))
    print("(identical, legal variant and invalid are the accepted files)")
    for table, counter in tally.items():
        if counter["harness"]:
            print(f"{table}: {counter['harness']} cases this script failed to make (not counted)")
    print("\nby kind of damage (tried: clean error / accepted):")
    for (table, kind), counter in sorted(kinds.items()):
        accepted = counter["identical"] + counter["legal variant"] + counter["invalid"]
        print(f"  {table:9}{kind:34}{sum(counter.values()):>6}: {counter['clean error']:>5} / "
              f"{accepted}")
    for table, lines in examples.items():
        print(f"\nfirst problems ({table}):")
        for line in lines:
            print("  " + line.replace("\n", "\n    "))
    if not args.no_timings:
        print("\nthe longest saves the cap admits:")
        folder = Path(tempfile.mkdtemp(prefix="chroma-fuzz-long-"))
        try:
            for line in long_save_timings(folder):
                print("  " + line)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
