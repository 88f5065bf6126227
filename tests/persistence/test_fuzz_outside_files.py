"""Property-based fuzzing of every kind of file from outside the code beside saves and packs
(those: `test_fuzz_saves.py`, `tests/content/test_fuzz_packs.py`): `online-games.json`, a
translation catalogue under a plug-in's data root, a position file opened with `--open`, and a
save with text UTF-8 cannot write. Whatever the damage: no exception but the reader's own
refusal, no hang (each case is timed), and nothing silently changed: a refused file is left
byte for byte as it was, and what is accepted is exactly what the file says, of the right types.

Kept fast (bounded examples); `benchmarks/fuzz_files.py --kinds ...` runs thousands of cases.
"""

from __future__ import annotations

import json
import random
import shutil
import tempfile
import time
from functools import cache
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chroma_desktop import fluent_catalogues, language, registry
from chroma_desktop.ftl_files import message_id
from chroma_desktop.net.invite import invite_link
from chroma_desktop.persistence import SaveFileError
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import SeatNames, all_templates, render
from chroma_desktop.rules.position import position_to_text
from chroma_desktop.ui.online_games import games_file, read_kept, remember
from chroma_desktop.ui.session import load_session, open_game_file
from tests.toy_game.manifest import MANIFEST as TOY

FUZZ = settings(max_examples=40, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
CASE_SECONDS = 2.0  # one case that takes longer is a hang here
LINK = invite_link("ws://127.0.0.1:8765", "t" * 22, seat_token="s" * 22)


def damaged(original: bytes, data) -> bytes:
    """`original` with one of the damages a disk, an editor or an attacker makes."""
    kind = data.draw(st.sampled_from(["flip", "insert", "delete", "truncate", "repeat", "replace"]))
    at = data.draw(st.integers(0, max(0, len(original) - 1)))
    if kind == "flip":
        return original[:at] + bytes([original[at] ^ data.draw(st.integers(1, 255))]) + original[at + 1:]
    if kind == "insert":
        return original[:at] + data.draw(st.binary(min_size=1, max_size=20)) + original[at:]
    if kind == "delete":
        return original[:at] + original[at + data.draw(st.integers(1, 40)):]
    if kind == "truncate":
        return original[:at]
    if kind == "repeat":
        return original[:at] + original[at:at + 30] * data.draw(st.integers(2, 50)) + original[at:]
    return data.draw(st.sampled_from([b"", b"null", b"[]", b"{}", b"\xff\xfe", b'"\\ud800"', b"[1, 2]",
                                      b"\x00" * 64, b"[" * 5000]))


JSON_VALUES = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                           | st.text(max_size=20),
                           lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=12)


# -- online-games.json -----------------------------------------------------------------------------
def _kept_original() -> list[dict]:
    return [{"link": LINK, "game": "coloretto", "seat": 0, "opened": 1_700_000_000.5, "hosted": True,
             "friends": {"1": LINK}, "bots": {"2": LINK}, "over": False},
            {"link": LINK, "game": "cmyk", "seat": None, "opened": 1_700_000_100.0, "hosted": False,
             "friends": {}, "bots": {}, "over": True}]


def _check_kept(raw: bytes) -> None:
    path = games_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    started = time.perf_counter()
    entries, problem = read_kept()
    remember(LINK, "coloretto", 1)  # what the app does when a table is shown
    assert time.perf_counter() - started < CASE_SECONDS
    if problem is not None:
        assert entries == [] and path.read_bytes() == raw, "a refused file was changed"
        return
    written = json.loads(raw)  # accepted: it is strict JSON, and read as it is written
    assert [entry["link"] for entry in entries] == [entry["link"] for entry in written]
    for entry, source in zip(entries, written, strict=True):
        assert entry["game"] == source["game"] and entry["seat"] == source.get("seat")
        assert entry["opened"] == source["opened"] and isinstance(entry["hosted"], bool)
        assert entry["friends"] == {int(seat): link for seat, link in source.get("friends", {}).items()}


@FUZZ
@given(data=st.data())
def test_a_damaged_online_games_file_is_read_exactly_or_refused_and_left(data):
    _check_kept(damaged(json.dumps(_kept_original(), indent=1).encode(), data))


@FUZZ
@given(field=st.sampled_from(["link", "game", "seat", "opened", "hosted", "friends", "bots", "over",
                              "extra"]), value=JSON_VALUES, which=st.integers(0, 1))
def test_any_value_in_any_field_of_online_games_is_typed_or_refused(field, value, which):
    entries = _kept_original()
    entries[which][field] = value
    _check_kept(json.dumps(entries).encode())


# -- a translation catalogue under a plug-in's data root --------------------------------------------
@cache
def _toy_root() -> Path:
    root = Path(tempfile.mkdtemp(prefix="fuzz-i18n-")) / "data"
    shutil.copytree(TOY.data_root, root)
    return root


def _said_in_italian_with(catalogue: bytes) -> None:
    root = _toy_root()
    (root / "i18n" / "it" / "toy_nim.ftl").write_bytes(catalogue)
    registry.register(TOY._replace(data_root=root))
    language.set_current("it")
    try:
        started = time.perf_counter()
        game = registry.find_game(TOY.id)
        match = Match(game, 2, {}, seed=1)
        names = SeatNames(("You", "Bot 2"), frozenset({0}))
        grammar = language.message_translator()
        state, first = match.state, match.state.current
        for message in (game.describe(state, match.legal_moves(first)[1]), game.prompt(state, first)):
            assert render(message, names, grammar)
        assert time.perf_counter() - started < CASE_SECONDS
        templates = {message_id(t.key.partition(".")[2]): t for t in all_templates()
                     if t.key.startswith("toy_nim.")}
        read = fluent_catalogues.catalogue("it", "toy_nim", root)
        assert read is not None
        for entry_id in list(read.uses):  # every message said fits its template
            if read.fits(entry_id):
                assert fluent_catalogues.fit_problems(templates[entry_id], read.messages[entry_id]) == []
    finally:
        language.set_current(language.SOURCE)
        registry.unregister(TOY.id)


@FUZZ
@given(data=st.data())
def test_a_damaged_translation_file_never_fails_the_table(data):
    original = (TOY.data_root / "i18n" / "it" / "toy_nim.ftl").read_bytes()
    _said_in_italian_with(damaged(original, data))


@FUZZ
@given(key=st.sampled_from(["takes", "prompt", "starts"]),
       text=st.text(alphabet=st.sampled_from(list("{}|:~pnmost zz\\'\"")) | st.characters(), max_size=60))
def test_any_text_for_a_key_is_kept_when_it_fits_else_said_in_english(key, text):
    original = (TOY.data_root / "i18n" / "it" / "toy_nim.ftl").read_text(encoding="utf-8")
    lines = [line for line in original.splitlines() if not line.startswith(f"{key} =")]
    lines.append(f"{key} = {text}")
    _said_in_italian_with("\n".join(lines).encode("utf-8", "surrogatepass"))


# -- a position file opened with --open ------------------------------------------------------------
@cache
def _position_text(game_id: str) -> bytes:
    game = find_game(game_id)
    match = Match(game, 3 if game.max_players >= 3 else 2, {}, 9)
    rng = random.Random(9)
    for _ in range(12):
        if match.is_over():
            break
        player = rng.choice(match.to_move())
        match.play(rng.choice(match.legal_moves(player)), player)
    return position_to_text(game, match.state).encode()


@FUZZ
@given(game_id=st.sampled_from([manifest.id for manifest in registry.manifests()
                                if manifest.position is not None]), data=st.data())
def test_a_damaged_position_file_starts_the_game_it_says_or_is_refused(game_id, data):
    raw = damaged(_position_text(game_id), data)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzzed.pos"
        path.write_bytes(raw)
        started = time.perf_counter()
        try:
            opened = open_game_file(path)
        except SaveFileError as error:
            assert str(error) and path.read_bytes() == raw
            return
        assert time.perf_counter() - started < CASE_SECONDS
        game = opened.match.game
        # Accepted: the game starts exactly at what the file says (written back, it reads the same).
        again = Match.from_position(position_to_text(game, opened.match.state), 0, game)
        assert again.state == opened.match.state


# -- a save with text UTF-8 cannot write ------------------------------------------------------------
@FUZZ
@given(where=st.sampled_from(["seat", "option", "move", "game"]),
       bad=st.sampled_from(["\ud800", "\udfff", "a\udc80b", "\ud83d"]))
def test_a_save_with_a_lone_surrogate_anywhere_is_refused(where, bad):
    match = Match(find_game("coloretto"), 3, {}, 3)
    match.play_text("draw")
    record = match.to_record()
    record["seats"] = [{"name": "You", "bot": ""}, {"name": "B", "bot": "heuristic"},
                       {"name": "C", "bot": "heuristic"}]
    if where == "seat":
        record["seats"][1]["name"] = bad
    elif where == "option":
        record["options"]["edition"] = bad
    elif where == "move":
        record["moves"][0][1] = bad
    else:
        record["game"] = bad
    raw = json.dumps(record).encode()  # json.dumps writes the lone surrogate as its \\u escape
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "autosave.json"
        path.write_bytes(raw)
        try:
            load_session(path)
        except SaveFileError as error:
            assert "lone surrogate" in str(error) and path.read_bytes() == raw
            return
        raise AssertionError("a save with a lone surrogate was accepted")
