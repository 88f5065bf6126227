"""Chroma Mix content: the shipped cards are what the rulebook says (ranks, copies, VP, effects),
the inferred compositions obey the rulebook's constraints, and a broken pack is refused with file,
line and key."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from chroma_desktop.content import ContentError
from chroma_desktop.registry import load_game_content
from chroma_desktop.resources import data_dir


@pytest.fixture(scope="module")
def content():
    return load_game_content("chroma_mix")


def _pigments(content, card_id):
    return content.card(card_id).pigments


def test_92_colour_cards_36_23_21_12_by_rank(content):
    """Rulebook components: 36 rank 1, 23 rank 2, 21 rank 3, 12 rank 4 (92 colour cards)."""
    by_rank = {r: sum(c.copies for c in content.cards if c.rank == r) for r in (1, 2, 3, 4)}
    assert by_rank == {1: 36, 2: 23, 3: 21, 4: 12}
    assert len(content.cards) == 24
    assert content.solo.mix_cards == 3


def test_every_composition_has_as_many_pigments_as_its_rank(content):
    for card in content.cards:
        assert all(sum(option) == card.rank for option in card.pigments), card.id


def test_rulebook_constraints_on_compositions(content):
    """Soft Cyan + Light Yellow = Jungle; Cerulean + Fuchsia = Sapphire Blue; Violet + Cerulean
    has exactly one cyan too many for Sapphire; Prism is any two identical pigments."""
    def plus(a, b):
        return tuple(x + y for x, y in zip(_pigments(content, a)[0], _pigments(content, b)[0],
                                           strict=True))
    assert plus("soft_cyan", "light_yellow") == _pigments(content, "jungle")[0]
    assert plus("cerulean", "fuchsia") == _pigments(content, "sapphire_blue")[0]
    excess = tuple(x - y for x, y in zip(plus("violet", "cerulean"),
                                         _pigments(content, "sapphire_blue")[0], strict=True))
    assert excess == (1, 0, 0)
    assert set(_pigments(content, "prism")) == {(2, 0, 0), (0, 2, 0), (0, 0, 2)}


def test_vp_and_copies_printed_in_the_rulebook(content):
    vp = {c.id: c.vp for c in content.cards}
    assert vp["light_yellow"] == 1 and vp["emerald_green"] == 6 and vp["jungle"] == 2
    assert vp["sapphire_blue"] == 0 and vp["key"] == 3
    copies = {c.id: c.copies for c in content.cards}
    assert copies["prism"] == 2 and copies["key"] == 1 and copies["slate_gray"] == 2
    assert content.card("emerald_green").max_in_play == 1


def test_stacking_as_printed(content):
    """Jungle, Pear and Slate Gray stack; Lemon, Coral, Key, Orange, Raspberry do not."""
    stacking = {c.id for c in content.cards if c.stacks}
    assert stacking == {"jungle", "pear", "slate_gray"}
    for card_id in ("lemon", "coral", "key", "orange", "raspberry"):
        assert content.card(card_id).continuous and not content.card(card_id).stacks


def test_variable_win_cards_and_options(content):
    assert {c.id for c in content.cards if c.variable_win_card} == {"burgundy", "mustard", "petrol"}
    assert content.option("win_card").choices == ("random", "burgundy", "mustard", "petrol", "none")
    assert content.option("burgundy_count").default == "rulebook"
    assert dict(content.solo.starting_turns) == {"lowest": 0, "easy": 2, "medium": 4, "hard": 6}
    burgundy = next(c for c in content.win_conditions if c.id == "burgundy")
    assert dict(burgundy.exact_rank_counts)["rulebook"] == ((1, 4), (2, 3), (3, 2), (4, 1))
    assert content.tiebreak == ("variable", "ruby", "sapphire", "most_vp", "reverse_turn_order")


def test_every_inferred_composition_is_marked_in_the_data():
    text = (data_dir() / "chroma_mix" / "cards.yaml").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.strip().startswith("pigments: [") and "SOURCE" not in line:
            assert "INFERRED" in line, line


@pytest.fixture
def pack(tmp_path):
    target = tmp_path / "chroma_mix"
    shutil.copytree(data_dir() / "chroma_mix", target)
    return target


def _break(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _line_of(path: Path, needle: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if needle in line)


def _error(pack: Path) -> str:
    with pytest.raises(ContentError) as error:
        load_game_content("chroma_mix", pack.parent)
    return str(error.value)


def test_a_copied_pack_loads(pack):
    assert load_game_content("chroma_mix", pack.parent).card("jungle").rank == 2


def test_a_composition_that_does_not_match_the_rank_is_refused(pack):
    _break(pack / "cards.yaml", "pigments: [{C: 2, M: 1}]", "pigments: [{C: 2, M: 2}]")
    message = _error(pack)
    line = _line_of(pack / "cards.yaml", "{C: 2, M: 2}]           # INFERRED: cyan-heavy")
    assert f"cards.yaml:{line}:" in message
    assert "cards[10].pigments[0]" in message and "rank-3" in message


def test_wrong_copies_per_rank_are_refused(pack):
    _break(pack / "cards.yaml", "copies: 4\n    vp: 2", "copies: 5\n    vp: 2")
    message = _error(pack)
    assert "rank_totals.2" in message and "24 rank-2 copies, not 23" in message


def test_an_effect_naming_an_unknown_card_is_refused(pack):
    _break(pack / "cards.yaml", "gain: pale_magenta", "gain: pale_magneta")
    message = _error(pack)
    assert "cards[8].instant[0]" in message and "pale_magneta" in message


def test_a_schema_error_names_file_line_and_key(pack):
    _break(pack / "victory.yaml", "cards_at_least: 17", "cards_at_least: many")
    message = _error(pack)
    assert f"victory.yaml:{_line_of(pack / 'victory.yaml', 'many')}:" in message
    assert "win_conditions[1].cards_at_least" in message


def test_an_option_out_of_step_with_the_data_is_refused(pack):
    _break(pack / "options.yaml", "choices: [random, burgundy, mustard, petrol, none]",
           "choices: [random, burgundy, none]")
    assert "options[0].choices" in _error(pack)
