"""A lesson's title wrapped on the Learn page keeps its lines in one block: the lines after the
first stand under the title's first word, not under the tick (German at 800x500 wrapped
"Eine Karte ziehen oder eine Reihe / nehmen" with the second line out at the button's edge)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from chroma_desktop import language
from chroma_desktop.ui.main_window import MainWindow
from chroma_desktop.ui.translation import install


def test_a_wrapped_lesson_title_hangs_under_its_first_word(qtbot):
    window = MainWindow(bot_delay_ms=10 ** 7, autosave=False)
    qtbot.addWidget(window)
    install("de")
    try:
        window.resize(800, 500)
        window.show()
        window.finish_start()
        page = window.show_lessons()
        QApplication.processEvents()
        wrapped = [button for button in page.lesson_buttons.values() if "\n" in button.text()]
        assert wrapped, "at 800x500 some German lesson titles take two lines"
        for button in wrapped:
            metrics = QFontMetricsF(button.font())
            first, *rest = button.text().split("\n")
            title_starts = metrics.horizontalAdvance(first) - metrics.horizontalAdvance(first.lstrip()
                                                                                        .lstrip("✓").lstrip())
            for line in rest:
                indent = metrics.horizontalAdvance(line) - metrics.horizontalAdvance(line.lstrip())
                assert abs(indent - title_starts) <= metrics.horizontalAdvance(" "), button.text()
    finally:
        install(language.SOURCE)
