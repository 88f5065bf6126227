"""Players' names (`net/names.py`): what a name keeps, and the one decision of which name each
seat is shown with, so that no name passes for "You" or for another seat."""

from __future__ import annotations

import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from chroma_desktop.net.names import MAX_NAME, name_skeleton, normalise_name, shown_names
from chroma_desktop.net.protocol import clean_name

DEFAULTS = ["Player 1", "Player 2", "Player 3", "Player 4"]
CYRILLIC_O = "\u043e"
CYRILLIC_A = "\u0430"


def test_a_name_keeps_no_control_format_or_bidi_character_and_one_space_between_words():
    assert normalise_name("  Bea\u202e\u2066 \t\n  Rossi\u200d\x07 ") == "Bea Rossi"
    assert normalise_name("\u202eolleH") == "olleH"  # the override is gone, so it reads as sent
    assert normalise_name("\ue000\U000f0000x") == "x"  # private use
    assert normalise_name("\u00a0\u3000") == ""


def test_a_name_is_nfkc_and_keeps_at_most_two_marks_on_a_letter():
    assert normalise_name("\uff22\uff45\uff41") == "Bea"  # full-width letters
    assert normalise_name("\u2460") == "1"  # a circled digit
    zalgo = "a" + "\u0301\u0302\u0303\u0304\u0305" * 4
    assert normalise_name(zalgo) == unicodedata.normalize("NFKC", "a\u0301\u0302")
    assert normalise_name("Vi\u1ec7t") == "Vi\u1ec7t"  # Vietnamese: a letter with two marks


def test_a_name_is_at_most_max_name_characters_and_the_protocol_cleans_with_the_same_function():
    assert len(normalise_name("x" * 100)) == MAX_NAME
    for text in ("Bea", " a  b ", "\u202eYou", "x" * 40):
        assert clean_name(text) == normalise_name(text)


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(st.text(max_size=60))
def test_any_text_normalises_to_a_stable_name_without_hidden_characters(text):
    name = normalise_name(text)
    assert normalise_name(name) == name
    assert len(name) <= MAX_NAME and name == name.strip() and "  " not in name
    assert not any(unicodedata.category(c)[0] == "C" for c in name)
    assert unicodedata.normalize("NFKC", name) == name


def test_look_alikes_read_the_same():
    you = name_skeleton("You")
    for alike in ("YOU", "you", f"Y{CYRILLIC_O}u", "Y0u", "\u03a5ou", " You\u200b"):
        assert name_skeleton(alike) == you, alike
    assert name_skeleton("P1ayer 2") == name_skeleton("PIayer 2") == name_skeleton("Player 2")
    assert name_skeleton(f"Be{CYRILLIC_A}") == name_skeleton("Bea")
    assert name_skeleton("Bea") != name_skeleton("Ben")
    assert name_skeleton("Player 2") != name_skeleton("Player 3")


def test_a_name_that_reads_as_you_is_marked_with_its_seat():
    shown = shown_names(["", f"Y{CYRILLIC_O}u", "Tu"], DEFAULTS[:3], own=0, own_name="You",
                        reserved=["Tu"])
    assert shown == ["You", f"Y{CYRILLIC_O}u (2)", "Tu (3)"]


def test_a_name_that_reads_as_another_seat_is_marked_and_the_first_keeps_its_name():
    shown = shown_names(["Bea", f"Be{CYRILLIC_A}", "P1ayer 1", "Player 4"], DEFAULTS, own=None,
                        own_name="You")
    assert shown == ["Bea", f"Be{CYRILLIC_A} (2)", "P1ayer 1 (3)", "Player 4"]


def test_a_seat_whose_player_said_nothing_is_shown_by_this_tables_word():
    assert shown_names(["", None, "\u202e"], DEFAULTS[:3], own=None, own_name="You") == DEFAULTS[:3]


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(said=st.lists(st.one_of(st.text(max_size=40), st.sampled_from(
    ["You", f"Y{CYRILLIC_O}u", "YOU", "P1ayer 2", "Player 3", "Bea", f"Be{CYRILLIC_A}", ""])),
    min_size=2, max_size=4), own=st.integers(0, 4))
def test_no_two_seats_read_alike_and_none_reads_as_you(said, own):
    seats = DEFAULTS[:len(said)]
    own_seat = own if own < len(said) else None
    shown = shown_names(said, seats, own_seat, "You", reserved=["Tu"])
    skeletons = [name_skeleton(name) for name in shown]
    assert len(set(skeletons)) == len(shown)
    for seat, name in enumerate(shown):
        if seat != own_seat:
            assert name_skeleton(name) not in {name_skeleton("You"), name_skeleton("Tu")}
            assert 0 < len(name) <= MAX_NAME + 5
