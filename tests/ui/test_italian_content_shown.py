"""The games' own Italian on the real window, offscreen (issue 17): with Italian the language
shown (as on an Italian desktop), the table draws content names in Italian (a Chroma Mix card
face, a CMYK! objective), and Help → How to play, Help → Rulings and a lesson speak Italian;
English comes back with it."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from chroma_desktop import language
from chroma_desktop.content.content_ftl import reference_id
from chroma_desktop.content.content_ftl import text as words_text
from chroma_desktop.content.translated import shown as translated_title
from chroma_desktop.games.coloretto.reference import SECTIONS
from chroma_desktop.lessons import shipped_lessons
from chroma_desktop.registry import find_game
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.items.zone_item import ZoneItem
from chroma_desktop.ui.rules_reference import RulesReferenceDialog
from chroma_desktop.ui.rulings_dialog import RulingsDialog
from chroma_desktop.ui.seat import Seat
from chroma_desktop.ui.translation import install
from tests.ui.playthrough.gestures import MouseHand

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def italian_window(window):
    """The window on an Italian desktop: the language installed as start-up installs it."""
    install("it")
    assert language.current() == "it"
    yield window
    install(language.SOURCE)


def _start(window, game_id, players=2, seed=5):
    seats = [Seat("You")] + [Seat(f"Bot {i + 1}", "heuristic") for i in range(1, players)]
    return window.start_game(NewGameConfig(game_id, players, seats, {}, False, seed))


def _cards(scene):
    return [item for item in scene.items_by_id.values() if isinstance(item, CardItem)]


def test_a_chroma_mix_card_face_is_drawn_with_its_italian_name(italian_window, qtbot):
    controller = _start(italian_window, "chroma_mix")
    names = {item.face.title for item in _cards(controller.scene) if not item.face.face_down}
    assert {"Ciano tenue", "Magenta pallido", "Giallo chiaro"} <= names
    assert not names & {"Soft Cyan", "Pale Magenta", "Light Yellow"}
    hand = next(item for item in _cards(controller.scene) if item.face.title == "Ciano tenue")
    image = italian_window.view.grab(italian_window.view.mapFromScene(
        hand.sceneBoundingRect()).boundingRect()).toImage()
    assert image.width() > 10 and image.height() > 10  # painted on a real scene


def test_the_english_names_come_back_with_english(window, qtbot):
    controller = _start(window, "chroma_mix")
    names = {item.face.title for item in _cards(controller.scene) if not item.face.face_down}
    assert "Soft Cyan" in names and "Ciano tenue" not in names


def test_a_cmyk_objective_card_shows_its_italian_title(italian_window, qtbot):
    controller = _start(italian_window, "cmyk", seed=4)
    config = controller.match.state.config
    titles = {translated_title(card, "en", "it"): card.en for card in config.public}

    def objective_titles():
        return [item.title for key, item in controller.scene.items_by_id.items()
                if key.startswith("objective:") and isinstance(item, ZoneItem)]

    qtbot.waitUntil(lambda: bool(objective_titles()), timeout=10_000)
    drawn = objective_titles()
    assert drawn and all(title.replace("\n", " ").split(" x")[0] in titles for title in drawn)
    # Their effects too: the rules' words for each, rendered in Italian (not `str()`, English).
    from chroma_desktop.games.cmyk.table.layout import objective_text
    from chroma_desktop.language import message_translator
    from chroma_desktop.rules.messages import render

    by_id = {card.id: card for card in config.public}
    labels = {key.removeprefix("label:objective:"): item
              for key, item in controller.scene.items_by_id.items()
              if key.startswith("label:objective:")}
    assert labels
    for card_id, label in labels.items():
        message = objective_text(by_id[card_id], config.scoring.hexagon)
        italian = " ".join(render(message, translate=message_translator()).split())
        assert italian != " ".join(render(message).split())
        shown_words = " ".join(label.text.split())
        assert shown_words == italian or "tutti" in shown_words or "Annullata" in shown_words


def test_how_to_play_speaks_italian(italian_window, qtbot):
    dialog = RulesReferenceDialog(italian_window, "coloretto")
    qtbot.addWidget(dialog)
    text = dialog.plain_text()
    assert "Raccogli carte Camaleonte" in text and "carta Ultimo Round" in text
    assert "Collect chameleon cards" not in text
    assert all(words_text("it", "coloretto", reference_id(heading)) for heading in SECTIONS)
    dialog.choose("cmyk")
    assert "Costruisci un mosaico di tessere triangolari" in dialog.plain_text()
    dialog.choose("chroma_cubes")
    assert "Lancia dadi colorati" in dialog.plain_text()
    dialog.choose("chroma_mix")
    assert "Miscela i tre pigmenti" in dialog.plain_text()


def test_the_rulings_speak_italian_and_quote_the_italian_rulebook(italian_window, qtbot):
    game = find_game("coloretto")
    dialog = RulingsDialog(italian_window, game, {"colour_removal": "random"})
    qtbot.addWidget(dialog)
    text = dialog.plain_text()
    assert "Dove vanno i Jolly alla fine" in text and "Where jokers go at the end" not in text
    assert "I colori sono estratti a caso." in text
    assert "Il regolamento non ne parla" in text
    assert "regolamento inglese, citato in inglese" in text  # an English quote says so
    assert "decidere per quale colore valgono i tuoi Jolly" in text
    # The Italian rulebook's words need no English beside them for an Italian reader.
    assert "Each player chooses a different colour among those available." not in text
    dialog.reject()
    language.set_current(language.SOURCE)
    english = RulingsDialog(italian_window, game, None)
    qtbot.addWidget(english)
    assert "Each player chooses a different colour among those available." in english.plain_text()
    assert "Where jokers go at the end" in english.plain_text()


def test_a_lesson_is_taught_in_italian(italian_window, qtbot):
    window = italian_window
    lesson = next(one for one in shipped_lessons("coloretto") if one.id == "too_many_colours")
    window.show_start()
    QTest.mouseClick(window.start_page.learn_button, LEFT)
    page = window._lessons_page
    button = page.lesson_buttons[("coloretto", lesson.id)]
    assert lesson.translated("it", "title") in button.text()
    QTest.mouseClick(button, LEFT)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.guide is not None)
    box = window.lesson.box
    assert box.goal.text() == lesson.translated("it", "goal")
    assert lesson.translated("it", "title") in box.title.text()
    assert lesson.translated("it", "rule") in box.rule.text()
    assert "coloretto-it.txt, Punteggio" in box.rule.text()
    hand = MouseHand(window, random.Random(1), qtbot.waitUntil)
    assert hand._drag_onto("row:0", "p0.collection") is None  # the wrong row
    assert window.side.message.text() == lesson.translated("it", "feedback", "take 1")
    assert hand._drag_onto("row:1", "p0.collection") is None  # the right one
    qtbot.waitUntil(lambda: box.result.text() != "")
    assert lesson.translated("it", "explanation") in box.result.text()


def test_chroma_cubes_dice_and_powers_are_named_in_italian(italian_window, qtbot):
    controller = _start(italian_window, "chroma_cubes", players=3, seed=3)
    dice = {item.details for cid, item in controller.scene.items_by_id.items()
            if cid.startswith("die:")}  # what a die says where pointed at
    italian = {"rosso", "arancione", "giallo", "verde", "blu", "viola"}
    # "Il dado rosso 2", then, for a die that shows no face yet, what its faces hold
    names = {text.partition(":")[0] for text in dice}
    named = {text.split(" ")[2] for text in names if text[-1:].isdigit() and " " in text}
    assert named and named <= italian, named
    labels = " ".join(getattr(item, "text", "") or "" for item in controller.scene.items_by_id.values())
    assert "Rilancio" in labels or "Dado jolly" in labels or "Girata" in labels
