"""Messages are templates with slots: seat names, plurals and articles come out right.

The demo catalogue here says its words in `tests/rules/data/i18n/<language>/test_demo.ftl` (it
is declared with that data root). Every template of every game is rendered with each kind of
seat name (the seat spoken to, a bot, a friend) and counts of 1 and 2, and the result must read
as English: no slot left, no "You has", no "1 cards", no "a orange".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chroma_desktop.registry import all_games
from chroma_desktop.rules import messages
from chroma_desktop.rules.messages import (
    COUNT,
    MESSAGE,
    SEAT,
    TEXT,
    SeatNames,
    all_templates,
    catalogue,
    join,
    plain,
    render,
)
from tests.rules.message_samples import filled

GAMES = all_games()

DEMO = catalogue("test_demo", Path(__file__).parent / "data")
DRAWS = DEMO.add("draws", p=SEAT)
BONUS = DEMO.add("bonus", p=SEAT, c=TEXT)
SCORE = DEMO.add("score", p=SEAT, n=COUNT)
NESTED = DEMO.add("nested", m=MESSAGE)

YOU_AND_BOT = SeatNames(("You", "Bot 2"), frozenset({0}))


def test_a_seat_spoken_to_is_you_with_the_verb_and_possessive_that_agree():
    assert DRAWS(p=0).render(YOU_AND_BOT) == "You draw a card, then you draw again"
    assert DRAWS(p=1).render(YOU_AND_BOT) == "Bot 2 draws a card, then Bot 2 draws again"
    assert BONUS(p=0, c="orange").render(YOU_AND_BOT) == "The bonus card for you is an orange card"
    assert SCORE(p=0, n=1).render(YOU_AND_BOT) == "Your score: 1 point"
    assert SCORE(p=1, n=2).render(YOU_AND_BOT) == "Bot 2's score: 2 points"


def test_without_names_seats_are_player_n_as_on_the_command_line():
    assert str(DRAWS(p=0)) == "Player 1 draws a card, then Player 1 draws again"
    assert f"{SCORE(p=2, n=0)}" == "Player 3's score: 0 points"


def test_nested_and_joined_messages_render_with_the_same_names():
    hint = NESTED(m=DRAWS(p=0))
    assert hint.render(YOU_AND_BOT) == "Hint: you draw a card, then you draw again"
    both = join([DRAWS(p=1), plain("and that is all")], "; ")
    assert both.render(YOU_AND_BOT) == "Bot 2 draws a card, then Bot 2 draws again; and that is all"
    assert render("already words", YOU_AND_BOT) == "already words"


def test_a_template_refuses_slots_it_does_not_declare():
    with pytest.raises(TypeError, match="takes slots"):
        DRAWS(q=1)
    with pytest.raises(ValueError, match="no kind"):
        DEMO.add("broken", p="person")
    with pytest.raises(ValueError, match="declared twice"):
        DEMO.add("draws", p=SEAT)
    with pytest.raises(ValueError, match="not a Fluent variable"):
        DEMO.add("dashed", **{"p-person": SEAT})
    with pytest.raises(TypeError, match="count slot"):
        SCORE(p=0, n="two")


def test_an_empty_message_is_false_and_a_language_says_a_template_in_its_words():
    from chroma_desktop import language

    assert not messages.NOTHING and DRAWS(p=0) and render(messages.NOTHING) == ""
    language.set_current("it")
    try:
        italian = language.message_translator()
        assert SCORE(p=1, n=1).render(YOU_AND_BOT, italian) == "Punteggio di Bot 2: 1 punto"
        assert SCORE(p=1, n=2).render(YOU_AND_BOT, italian) == "Punteggio di Bot 2: 2 punti"
        # a message Italian lacks is said from English
        assert DRAWS(p=0).render(YOU_AND_BOT, italian) == "Tu draw a card, then tu draw again"
    finally:
        language.set_current(language.SOURCE)


def test_a_message_no_fluent_file_says_is_its_key_and_slots_never_an_error():
    undeclared = catalogue("test_unsaid").add("lost", p=SEAT, n=COUNT)
    assert str(undeclared(p=1, n=3)) == "test_unsaid.lost (p: Seat(seat=1), n: 3)"


NAMES = (
    SeatNames(("You", "Bot 2", "Bot 3", "Bot 4", "Bot 5"), frozenset({0})),
    SeatNames(("Anna", "You", "Bot 3", "Bot 4", "Bot 5"), frozenset({1})),
    SeatNames(("Anna", "Ben", "Carla", "Dario", "Eva"), frozenset()),
)
SAMPLE_TEXT = ("orange", "red", "Ultra Marine")
BAD_ENGLISH = re.compile(r"\b(You (has|is|does|was|draws|takes|places|chooses|colours|puts|gets|"
                         r"scores|wins|loses|passes|stops|mixes|prints|refills|swaps|keeps|"
                         r"activates|ends)|you's|You's|(?<!-)1 (cards|points|dice|tiles|rounds|rows)|"
                         r"[^\w]a (orange|Ultra|ultra))\b")


def _samples(template):
    for _count, message in filled(template, SAMPLE_TEXT, "something happens"):
        yield message


def test_every_games_templates_render_with_every_seat_name_and_count():
    assert GAMES  # importing the games declares their templates
    templates = [t for t in all_templates() if not t.key.startswith("test_")]
    assert len(templates) >= 1
    for template in templates:
        for message in _samples(template):
            for names in NAMES:
                said = message.render(names)
                assert "{" not in said and "}" not in said, (template.key, said)
                assert not BAD_ENGLISH.search(said), (template.key, said)
                assert said[:1] == said[:1].upper(), (template.key, said)


def test_catalogues_know_their_keys_once():
    keys = [t.key for t in messages.all_templates()]
    assert len(keys) == len(set(keys))
