"""The start page's buttons say their whole words at small window sizes, in English and Italian
(issue 31: at 800x500 "Resume Coloretto (4 players, after 10 moves)" was cut at both ends). Each
label's lines are measured with the button's own font against the room its style leaves for
words; each game tile's name and blurb against the tile."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QStyle, QStyleOptionButton

from chroma_desktop import language
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.main_window import MainWindow
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.start_buttons import even_lines, shown_words
from chroma_desktop.ui.translation import install

SIZES = ((800, 500), (1024, 640))


def words_cut(button) -> list[str]:
    """What of the button's words does not fit the room its style leaves for them ([]: none)."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
    metrics = button.fontMetrics()
    lines = shown_words(button.text()).split("\n")
    cut = [line for line in lines if metrics.horizontalAdvance(line) > room.width()]
    if metrics.lineSpacing() * (len(lines) - 1) + metrics.height() > room.height():
        cut.append(f"{len(lines)} lines in {room.height()} px")
    page = button.parentWidget()
    left = button.mapTo(page, button.rect().topLeft()).x()
    if left < 0 or left + button.width() > page.width():
        cut.append("the button runs past the page")
    return cut


def tile_words_cut(tile) -> list[str]:
    """What of a game tile's name and blurb does not fit the tile ([]: none)."""
    cut = []
    name, details = tile.name_label, tile.details_label
    if name.fontMetrics().horizontalAdvance(name.text()) > name.contentsRect().width():
        cut.append(name.text())
    if details.heightForWidth(details.width()) > details.height():
        cut.append(details.text())
    for label in (name, details):
        corner = label.mapTo(tile, label.rect().bottomRight())
        if corner.x() >= tile.width() or corner.y() >= tile.height():
            cut.append(f"{label.text()} runs past its tile")
    return cut


@pytest.fixture
def resumable(qtbot):
    """A window whose last game (Coloretto, 4 players) is 10 moves in, back on the start page."""
    window = MainWindow(bot_delay_ms=0)
    window.set_pace(0, remember=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    seats = [Seat(f"Player {seat}") for seat in range(1, 5)]
    controller = window.start_game(NewGameConfig("coloretto", 4, seats, {}, False, 3))
    for _ in range(10):
        controller.play(controller.legal[0])
    window.show_start()
    yield window
    install(language.SOURCE)


@pytest.mark.parametrize("code, resume", [
    ("en", "Resume Coloretto (4 players, after 10 moves)"),
    ("it", "Riprendi Coloretto (4 giocatori, dopo 10 mosse)")])
def test_every_start_page_button_shows_its_whole_label_at_small_sizes(resumable, qtbot, code, resume):
    window = resumable
    window.languages.set_language(code, remember=False)
    window.show_start()
    page = window.start_page
    assert " ".join(shown_words(page.resume_button.text()).split("\n")) == resume
    for width, height in SIZES:
        window.resize(width, height)
        qtbot.wait(30)
        for button in page.top_buttons:
            assert button.isVisible() and words_cut(button) == [], (code, width, button.text())
        for tile in page.game_buttons.values():
            assert tile_words_cut(tile) == [], (code, width)
    # At 800 px the resume label goes onto two lines, between its phrases; the rest stay whole.
    window.resize(*SIZES[0])
    qtbot.wait(30)
    assert page.resume_button.text().count("\n") == 1
    assert page.resume_button.text().split("\n")[1].startswith("(")
    assert all("\n" not in button.text() for button in page.top_buttons[2:])
    assert page.resume_button.accessibleName() == resume  # said on one line


def test_a_label_is_split_where_its_lines_come_out_even_and_between_phrases_first():
    def width(text: str) -> float:
        return len(text)

    assert even_lines("&Resume Coloretto (4 players, after 10 moves)", 50, width) == [
        "&Resume Coloretto (4 players, after 10 moves)"]
    assert even_lines("&Resume Coloretto (4 players, after 10 moves)", 30, width) == [
        "&Resume Coloretto", "(4 players, after 10 moves)"]
    assert even_lines("&Resume Coloretto (4 players, after 10 moves)", 16, width) == [
        "&Resume Coloretto", "(4 players,", "after 10 moves)"]
    assert even_lines("&Resume Coloretto (4 players, after 10 moves)", 14, width) == [
        "&Resume", "Coloretto (4", "players, after", "10 moves)"]  # between words
    assert even_lines("one two three", 2, width) == ["one", "two", "three"]  # nothing fits
