"""The file kinds `fuzz_files.py` runs beside saves and packs: `online-games.json`, a plug-in's
translation catalogue, and position files opened with `--open`. Each case damages a good file
(bytes flipped, inserted, cut, repeated; a field given another JSON value; a text with other
slots) and returns the case's outcome as `fuzz_files.py` counts them, the damage's kind first in
its detail:

- clean error: refused by the reader's own refusal, the file left byte for byte as it was
  (a translation: left out with a logged message, its templates said in English);
- identical: accepted, and what was read is what the original says;
- legal variant: accepted, something else, but what the file says (typed as the reader
  promises; a position that starts exactly the game it writes);
- invalid: accepted as anything else, or a refused file changed.
"""

from __future__ import annotations

import json
import logging
import random
import shutil
from pathlib import Path
from typing import Any

LINK_SERVER = "ws://127.0.0.1:8765"
JSON_ODDITIES = [None, True, 0, -1, 2**70, 1.5, "", "x", "\ud800", [], [1, 2], {}, {"1": 2}, {"zz": []}]


def damage_bytes(original: bytes, rng: random.Random) -> tuple[bytes, str]:
    kind = rng.choice(["flip", "insert", "delete", "truncate", "repeat", "replace"])
    at = rng.randrange(max(1, len(original)))
    if kind == "flip":
        return original[:at] + bytes([original[at] ^ rng.randrange(1, 256)]) + original[at + 1:], kind
    if kind == "insert":
        return original[:at] + rng.randbytes(rng.randint(1, 20)) + original[at:], kind
    if kind == "delete":
        return original[:at] + original[at + rng.randint(1, 40):], kind
    if kind == "truncate":
        return original[:at], kind
    if kind == "repeat":
        return original[:at] + original[at:at + 30] * rng.randint(2, 50) + original[at:], kind
    return rng.choice([b"", b"null", b"[]", b"{}", b"\xff\xfe", b'"\\ud800"', b"[" * 5000]), kind


# -- online-games.json ----------------------------------------------------------------------------
def _kept() -> list[dict[str, Any]]:
    from chroma_desktop.net.invite import invite_link

    link = invite_link(LINK_SERVER, "t" * 22, seat_token="s" * 22)
    return [{"link": link, "game": "coloretto", "seat": 0, "opened": 1_700_000_000.5, "hosted": True,
             "friends": {"1": link}, "bots": {"2": link}, "over": False},
            {"link": link, "game": "cmyk", "seat": None, "opened": 1_700_000_100.0, "hosted": False,
             "friends": {}, "bots": {}, "over": True}]


def run_online_games(rng: random.Random, folder: Path) -> tuple[str, str]:
    import os

    os.environ["CHROMA_DESKTOP_DATA_DIR"] = str(folder)
    from chroma_desktop.ui.online_games import games_file, read_kept, remember

    original = _kept()
    if rng.random() < 0.5:
        raw, kind = damage_bytes(json.dumps(original, indent=1).encode(), rng)
    else:
        entries = json.loads(json.dumps(original))
        field = rng.choice(["link", "game", "seat", "opened", "hosted", "friends", "bots", "over", "extra"])
        rng.choice(entries)[field] = rng.choice(JSON_ODDITIES)
        raw, kind = json.dumps(entries).encode(), f"field {field}"
    path = games_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    entries, problem = read_kept()
    remember(original[0]["link"], "coloretto", 1)
    if problem is not None:
        return ("clean error" if path.read_bytes() == raw else "invalid"), kind
    written = json.loads(raw)
    same = [(e["link"], e["game"], e["seat"], e["opened"]) for e in entries] == [
        (e["link"], e["game"], e.get("seat"), e["opened"]) for e in written]
    if not same:
        return "invalid", kind
    return ("identical" if written == original else "legal variant"), kind


# -- a plug-in's translation catalogue -------------------------------------------------------------
def run_translation(rng: random.Random, folder: Path) -> tuple[str, str]:
    from chroma_desktop import language, registry, translations
    from chroma_desktop.rules.match import Match
    from chroma_desktop.rules.messages import SeatNames, all_templates, render
    from tests.toy_game.manifest import MANIFEST as TOY

    root = folder / "data"
    shutil.copytree(TOY.data_root, root)
    target = root / "i18n" / "it" / "toy_nim.yaml"
    original = target.read_bytes()
    if rng.random() < 0.5:
        raw, kind = damage_bytes(original, rng)
    else:
        key = rng.choice(["takes", "prompt", "starts"])
        text = "".join(rng.choice("{}|:~pnmost zz\\'\"x") for _ in range(rng.randint(0, 40)))
        kept = [line for line in original.decode().splitlines() if not line.startswith(f"{key}:")]
        raw, kind = "\n".join([*kept, f"{key}: {json.dumps(text)}"]).encode(), "text for a key"
    target.write_bytes(raw)
    registry.register(TOY._replace(data_root=root))
    language.set_current("it")
    logging.disable(logging.WARNING)
    try:
        game = registry.find_game(TOY.id)
        match = Match(game, 2, {}, seed=1)
        names = SeatNames(("You", "Bot 2"), frozenset({0}))
        grammar = language.message_translator()
        state, first = match.state, match.state.current
        for message in (game.describe(state, match.legal_moves(first)[1]), game.prompt(state, first)):
            render(message, names, grammar)
        templates = {template.key: template for template in all_templates()}
        texts = translations.texts("it")
        if any(translations.text_problems(templates[key], text) for key, text in texts.items()
               if key in templates):
            return "invalid", kind
        toy_kept = {key for key in texts if key.startswith("toy_nim.")}
        if raw == original:
            return "identical", kind
        return ("legal variant" if len(toy_kept) == 7 else "clean error"), kind
    finally:
        logging.disable(logging.NOTSET)
        language.set_current(language.SOURCE)
        registry.unregister(TOY.id)


# -- a position file opened with --open -------------------------------------------------------------
def run_position(rng: random.Random, folder: Path) -> tuple[str, str]:
    from chroma_desktop.persistence import SaveFileError
    from chroma_desktop.registry import find_game, manifests
    from chroma_desktop.rules.match import Match
    from chroma_desktop.rules.position import position_to_text
    from chroma_desktop.ui.session import open_game_file

    game = find_game(rng.choice([manifest.id for manifest in manifests() if manifest.position is not None]))
    match = Match(game, 3 if game.max_players >= 3 else 2, {}, rng.randrange(1000))
    for _ in range(rng.randint(0, 30)):
        if match.is_over():
            break
        player = rng.choice(match.to_move())
        match.play(rng.choice(match.legal_moves(player)), player)
    original = position_to_text(game, match.state).encode()
    raw, kind = damage_bytes(original, rng)
    path = folder / "fuzzed.pos"
    path.write_bytes(raw)
    try:
        opened = open_game_file(path)
    except SaveFileError:
        return ("clean error" if path.read_bytes() == raw else "invalid"), kind
    again = Match.from_position(position_to_text(opened.match.game, opened.match.state), 0,
                                opened.match.game)
    if again.state != opened.match.state:
        return "invalid", kind
    return ("identical" if opened.match.state == match.state else "legal variant"), kind


RUNNERS = {"online": run_online_games, "i18n": run_translation, "position": run_position}
"""Each kind's case, by the name `fuzz_files.py --kinds` takes."""
