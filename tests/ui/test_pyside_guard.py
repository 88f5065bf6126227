"""Guards against PySide6 traps: 6.12.0's reference leak on void Qt calls (aborts with none_dealloc).

If a future PySide6 upgrade brings the crash back, this test kills the test process instead of
passing: 20,000 calls are well past the few thousand that triggered it.
"""

import gc

from PySide6.QtWidgets import QDialog, QGraphicsRectItem, QGraphicsScene, QLayout, QLayoutItem

from chroma_desktop.ui.dialogs import NewGameDialog
from chroma_desktop.ui.rules_reference import RulesReferenceDialog
from chroma_desktop.ui.rulings_dialog import RulingsDialog
from tests.ui.conftest import start, vs_bots


def test_twenty_thousand_setpos_calls_do_not_crash(qapp):
    scene = QGraphicsScene()
    item = QGraphicsRectItem(0, 0, 10, 10)
    scene.addItem(item)
    for index in range(20_000):
        item.setPos(index % 100, index % 37)
        item.setZValue(index % 5)
    assert item.pos().x() == 19_999 % 100
    assert item.zValue() == 19_999 % 5


def layout_item_wrappers() -> int:
    """Python wrappers of layout items that are not layouts (QWidgetItem, QSpacerItem) alive."""
    return sum(1 for thing in gc.get_objects()
               if isinstance(thing, QLayoutItem) and not isinstance(thing, QLayout))


def test_the_screens_keep_no_wrapper_of_a_layout_item(window, qtbot):
    # A wrapper from QLayout.itemAt, or made by addLayout/setLayout for the items already in the
    # layout it is given, lives as long as its layout's wrapper, after Qt deletes the item; a Qt
    # object made later at that address came back to Python as the stale item (a CI run's start
    # button got a QWidgetItem for its style, and the start page failed). ui/layouts.py says how.
    gc.collect()
    assert layout_item_wrappers() == 0
    window.start_page.refresh()
    window.resize(800, 500)  # the start page's buttons move to other cells
    qtbot.wait(50)
    window.show_lessons()
    start(window, vs_bots(3))  # a table with its side panel
    dialogs: list[QDialog] = [NewGameDialog(window, "chroma_cubes"),
                              RulesReferenceDialog(window, "coloretto"), RulingsDialog(window)]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
    new_game = dialogs[0]
    assert isinstance(new_game, NewGameDialog)
    new_game.players_box.setValue(new_game.players_box.maximum())  # seats made anew
    new_game.hide()
    new_game.show()  # fitted again
    gc.collect()
    assert layout_item_wrappers() == 0
