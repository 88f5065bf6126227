"""The toy game exercises the whole contract of a plug-in game, with no edit outside its package
(`tests/toy_game/`): registered as a plug-in is, it validates its content from its own data root
against its own schema, writes and reads its positions, teaches its lesson, speaks Italian from
its own catalogue, offers its bot levels from its manifest's table, plays to the end with them,
and a server table builds and replays it through the registry.
"""

from __future__ import annotations

import random
import shutil

import pytest

from chroma_desktop import registry
from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import play_batch
from chroma_desktop.bots.factory import level_names
from chroma_desktop.content import ContentError
from chroma_desktop.lessons import LessonRun, load_lessons
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import SeatNames, render
from chroma_desktop.rules.position import (
    PositionError,
    position_to_text,
    read_position,
    view_to_text,
)
from tests.toy_game.content import NimContent
from tests.toy_game.manifest import MANIFEST as TOY


@pytest.fixture
def toy():
    registry.register(TOY)
    yield registry.find_game(TOY.id)
    registry.unregister(TOY.id)


# -- content --------------------------------------------------------------------------------------
def test_its_content_comes_from_its_own_data_root(toy):
    assert toy.content == NimContent(counters=(7, 10), default_counters=7, most_taken=2)
    assert registry.data_root(TOY.id) == TOY.data_root
    assert [spec.choices for spec in toy.option_specs] == [("7", "10")]
    assert registry.content_game_ids()[-1] == TOY.id


def test_a_pack_of_its_content_is_checked_against_its_own_schema(toy, tmp_path):
    shutil.copytree(TOY.data_root / TOY.id, tmp_path / TOY.id)
    assert registry.validate_root(tmp_path) == []
    rules = tmp_path / TOY.id / "rules.yaml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("most_taken: 2", "most_taken: 9"),
                     encoding="utf-8")
    [problem] = registry.validate_root(tmp_path)
    assert "rules.yaml" in problem and "most_taken" in problem
    rules.write_text("counters:\n  choices: [5, 9]\n  default: 9\nmost_taken: 3\n", encoding="utf-8")
    game = registry.build_game(TOY.id, tmp_path)
    assert game.content.most_taken == 3 and game.option_specs[0].default == "9"
    rules.write_text("counters:\n  choices: [5]\n  default: 9\nmost_taken: 3\n", encoding="utf-8")
    with pytest.raises(ContentError, match="counters.default"):
        registry.build_game(TOY.id, tmp_path)


# -- positions ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "counters", "seed"), [(2, "7", 1), (3, "10", 2), (2, "10", 3)])
def test_every_state_of_a_game_round_trips_as_a_position(toy, players, counters, seed):
    match = Match(toy, players, {"counters": counters}, seed)
    rng = random.Random(seed)
    while not match.is_over():
        seat = match.to_move()[0]
        match.play(rng.choice(match.legal_moves(seat)), seat)
    assert len(match.states) > 3
    for state in match.states:
        text = position_to_text(toy, state)
        assert text.startswith(f"chroma position: toy_nim, {players} players, counters={counters}")
        assert read_position(text, resolve=registry.find_game).state == state
        seen = read_position(view_to_text(toy, state, 0), resolve=registry.find_game)
        assert seen.setup.is_view and seen.state == state  # nothing is hidden


def test_a_match_starts_at_a_position_and_its_record_replays(toy):
    text = "chroma position: toy_nim, 2 players\nturn: P2\nleft: 3\nP1: 4\nlast taker: P1\n"
    match = Match.from_position(text, seed=5, resolve=registry.find_game)
    assert (match.state.left, match.state.current, match.state.taken) == (3, 1, (4, 0))
    match.play_text("take 2")
    again = Match.from_record(match.to_record(), resolve=registry.find_game)
    assert again.state == match.state and again.states[0] == match.states[0]


def test_its_own_refusal_is_said_in_italian(toy, italian):
    text = "chroma position: toy_nim, 2 players\nleft: 0\nP1: 3\nP2: 4\n"
    with pytest.raises(PositionError) as refused:
        read_position(text, resolve=registry.find_game)
    assert "someone took the last counter" in str(refused.value)
    assert "qualcuno ha preso l'ultima pedina" in render(refused.value.reason, None, italian)


# -- lessons --------------------------------------------------------------------------------------
def test_its_lessons_are_read_from_its_data_root_and_play(toy):
    lesson, last = load_lessons(TOY.id)
    run = LessonRun(lesson)
    wrong = run.play_text("take 2")
    assert not wrong.accepted and "your opponent takes them both" in wrong.text
    assert not run.done
    right = run.play_text("take 1")
    assert right.accepted and run.done and run.match.state.left == 3
    assert run.explanation.startswith("Three are left")
    run = LessonRun(last)
    assert run.play_text("take 2").accepted and run.match.outcome() is not None


# -- Italian --------------------------------------------------------------------------------------
def test_its_words_render_in_italian_from_its_own_catalogue(toy, italian):
    match = Match(toy, 2, {}, seed=1)
    names = SeatNames(("You", "Bot 2"), frozenset({0}))
    start = toy.describe(match.states[0], match.moves[0])  # chance chose who starts
    first = match.state.current
    assert render(start, names, italian) == ("Cominci" if first == 0 else "Bot 2 comincia")
    take = toy.describe(match.state, match.legal_moves(first)[1])
    assert render(take, names, italian) == ("Prendi 2 pedine" if first == 0 else "Bot 2 prende 2 pedine")
    assert render(take, names) == ("You take 2 counters" if first == 0 else "Bot 2 takes 2 counters")
    assert render(toy.prompt(match.state, first), names, italian) == "Prendi da una a 2 pedine"


def test_its_italian_catalogue_is_complete_and_checked_like_the_apps(toy):
    from chroma_desktop import translations

    assert translations.problems("it", prefixes=TOY.catalogues, root=TOY.data_root) == []
    assert TOY.id not in translations.shipped_prefixes()  # its data root is its own


# -- bots -----------------------------------------------------------------------------------------
def test_its_bot_levels_come_from_its_manifest_and_play_to_the_end(toy):
    assert level_names(TOY.id) == ("random", "easy", "heuristic")
    normal, easy = make_bot("heuristic", TOY.id), make_bot("easy", TOY.id)
    result = play_batch(toy, [normal, easy], 40, seed=3)
    assert result.games == 40 and sum(result.wins) == 40
    assert result.wins[0] > result.wins[1]  # leaving a multiple of three wins


def test_the_new_game_dialog_offers_its_levels(toy, qtbot):
    from chroma_desktop.ui.dialogs import NewGameDialog

    dialog = NewGameDialog(None, TOY.id)
    qtbot.addWidget(dialog)
    kinds = dialog.seat_kinds[1]
    assert [kinds.itemData(index) for index in range(kinds.count())] == ["", "easy", "heuristic"]
    assert kinds.currentData() == "heuristic"


# -- the server -----------------------------------------------------------------------------------
def test_a_server_table_builds_it_through_the_registry_and_replays_it(toy, tmp_path):
    from chroma_desktop.server.bus import InProcessBus
    from chroma_desktop.server.store import SqliteStore
    from chroma_desktop.server.table import Table

    store, bus = SqliteStore(tmp_path / "tables.sqlite3"), InProcessBus()
    table, created = Table.create(store, bus, TOY.id, 2)
    assert "toy_nim" in table.state_for(0, 0)  # the seat's view, written in the toy's notation
    loaded = Table.load(store, bus, store.load(created.table_id))
    assert loaded.match.state == table.match.state and loaded.match.game is toy
