"""Rulings as data: every game's `rulings.yaml` is built into its content, each ruling offered as
an option names a real set-up option of that game with the same values and our reading as its
default, and a pack with a bad ruling is refused with its file and line."""

from __future__ import annotations

import json
import shutil

import pytest

from chroma_desktop import registry
from chroma_desktop.content import ContentError
from chroma_desktop.content.rulings import ISSUES
from chroma_desktop.registry import build_game, content_game_ids, find_game, load_game_content
from chroma_desktop.resources import data_dir

GAMES = sorted(content_game_ids())
RULEBOOKS = {
    "coloretto": {"coloretto-en.txt", "coloretto-it.txt"},
    "chroma_mix": {"chroma-mix.txt"},
    "cmyk": {"cmyk.txt"},
    "chroma_cubes": {"chroma-cubes.txt"},
}
# The readings issue 15 asks to offer as options, per game: ruling id -> option name.
OFFERED = {
    "coloretto": {"colour_removal": "colour_removal", "tie_break_jokers": "tie_jokers"},
    "chroma_mix": {"burgundy_counts": "burgundy_count", "key_printed_by_an_effect": "key_print",
                   "pear_timing": "pear_timing"},
    "cmyk": {"removal_when_some_stopped": "removal"},
    "chroma_cubes": {"reserve_activations": "reserve_activations",
                     "lock_symbols": "lock_symbols"},
}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_declares_the_rulings_its_content_carries(game_id):
    """Help -> Rulings reads what the manifest declares (`registry.rulings`), never probes."""
    declared = registry.manifest_for(game_id).rulings
    folder = registry.data_root(game_id) / game_id
    assert declared == (folder / "rulings.yaml").exists()
    game = find_game(game_id)
    assert registry.rulings(game) == (tuple(game.content.rulings) if declared else ())


def test_a_game_that_declares_no_rulings_has_none():
    from tests.toy_game.manifest import MANIFEST as TOY

    assert not TOY.rulings
    registry.register(TOY)
    try:
        assert registry.rulings(registry.find_game(TOY.id)) == ()
    finally:
        registry.unregister(TOY.id)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_ships_its_rulings_quoting_its_own_rulebooks(game_id):
    rulings = find_game(game_id).content.rulings
    assert len(rulings) >= 5
    assert len({r.id for r in rulings}) == len(rulings)
    for ruling in rulings:
        assert ruling.title and ruling.reading and ruling.issue in ISSUES
        assert ruling.quotes, ruling.id
        for file, words, _translation in ruling.quotes:
            assert file in RULEBOOKS[game_id] and words.strip() == words and words, ruling.id


@pytest.mark.parametrize("game_id", GAMES)
def test_each_ruling_offered_as_an_option_matches_the_games_option(game_id):
    game = find_game(game_id)
    specs = {spec.name: spec for spec in game.option_specs}
    offered = {r.id: r for r in game.content.rulings if r.option}
    assert {rid: offered[rid].option for rid in OFFERED[game_id]} == OFFERED[game_id]
    for ruling in offered.values():
        spec = specs[ruling.option]
        assert tuple(value for value, _ in ruling.values) == spec.choices, ruling.id
        assert ruling.default == spec.default, f"{ruling.id}: our reading is the default"
        assert all(ruling.meaning(value) for value in spec.choices)
        # Every reading sets up a game.
        for value in spec.choices:
            players = max(game.min_players, 3 if game_id != "chroma_mix" else 2)
            game.new_initial_state(players, {ruling.option: value})


def test_the_schemas_define_rulings_alike():
    definitions = {
        game_id: json.loads((data_dir() / "schema" / f"{game_id}.schema.json").read_text())
        ["properties"]["rulings"] for game_id in GAMES}
    assert len({json.dumps(d, sort_keys=True) for d in definitions.values()}) == 1


def _pack(tmp_path, game_id="cmyk"):
    shutil.copytree(data_dir() / game_id, tmp_path / game_id)
    return tmp_path / game_id


def test_a_pack_without_rulings_still_builds(tmp_path):
    pack = _pack(tmp_path)
    (pack / "rulings.yaml").unlink()
    game = build_game("cmyk", tmp_path)
    assert game.content.rulings == ()
    assert load_game_content("cmyk").rulings  # the shipped content keeps its own


def test_a_ruling_id_used_twice_is_refused_with_its_line(tmp_path):
    pack = _pack(tmp_path)
    rulings = pack / "rulings.yaml"
    text = rulings.read_text()
    rulings.write_text(text.replace("- id: removal_piles", "- id: removal_when_some_stopped"))
    with pytest.raises(ContentError) as error:
        build_game("cmyk", tmp_path)
    line = 1 + text[: text.index("- id: removal_piles")].count("\n")
    assert f"rulings.yaml:{line}" in str(error.value)
    assert "'removal_when_some_stopped' is already used by rulings[0]" in str(error.value)


def test_an_option_default_that_is_not_a_value_is_refused(tmp_path):
    pack = _pack(tmp_path)
    rulings = pack / "rulings.yaml"
    rulings.write_text(rulings.read_text().replace("default: active", "default: everyone"))
    with pytest.raises(ContentError, match="'everyone' is not one of the option's values"):
        build_game("cmyk", tmp_path)


def test_a_ruling_must_quote_a_rulebook_and_say_what_kind_of_gap_it_fills(tmp_path):
    pack = _pack(tmp_path)
    rulings = pack / "rulings.yaml"
    rulings.write_text(rulings.read_text().replace("issue: conflict", "issue: doubtful", 1))
    with pytest.raises(ContentError, match="rulings.yaml:.*'doubtful' is not one of"):
        build_game("cmyk", tmp_path)


def test_chroma_mix_refuses_a_ruling_whose_option_differs_from_the_offered_one(tmp_path):
    pack = _pack(tmp_path, "chroma_mix")
    rulings = pack / "rulings.yaml"
    rulings.write_text(rulings.read_text().replace("default: end_of_turn", "default: after_print"))
    with pytest.raises(ContentError, match="the option's default is 'end_of_turn'"):
        build_game("chroma_mix", tmp_path)


# Every reading offered here plays whole games: heuristic bots to the end, components conserved
# at every ply, the record's moves read back from their notation. (Chroma Cubes' two readings
# are the Chroma Cubes package's own, tested there.)
PLAYED = [(game_id, players, ruling_id) for game_id, players in
          (("coloretto", 3), ("coloretto", 2), ("chroma_mix", 2), ("chroma_mix", 1), ("cmyk", 3))
          for ruling_id in OFFERED[game_id]]


@pytest.mark.parametrize(("game_id", "players", "ruling_id"), PLAYED)
def test_every_other_reading_plays_whole_games(game_id, players, ruling_id):
    from chroma_desktop.bots.driver import play_bot_match
    from chroma_desktop.bots.factory import make_bot

    game = find_game(game_id)
    ruling = next(r for r in game.content.rulings if r.id == ruling_id)
    for value, _ in ruling.values:
        if value == ruling.default:
            continue
        options = {ruling.option: value}
        for seed in (1, 2):
            match = play_bot_match(game, [make_bot("heuristic", game_id) for _ in range(players)],
                                   options, seed=seed)
            assert match.outcome() is not None
            inventory = game.inventory(match.states[0])
            for state, move in zip(match.states, match.moves, strict=False):
                assert game.inventory(state) == inventory
                assert game.parse_move(state, game.move_to_str(state, move)) == move
