"""Every screen read as a screen reader reads it (issue 34): each control a reader lands on has
a name (its own, or the label that names it: Qt on Linux names a combo box by its value and its
label by a relation, as Orca reads it), and Tab goes through a screen in the order it reads,
nothing reachable by the mouse alone. Walked through Qt's accessibility API, offscreen, with
real Tab key presses; `test_screen_reader.py` reads the start page and New game over AT-SPI."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from chroma_desktop.ui.dialogs import NewGameDialog

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
CONTROLS = {QAccessible.Role.PushButton, QAccessible.Role.Button, QAccessible.Role.CheckBox,
            QAccessible.Role.RadioButton, QAccessible.Role.ComboBox, QAccessible.Role.SpinBox,
            QAccessible.Role.EditableText, QAccessible.Role.Slider, QAccessible.Role.Link,
            QAccessible.Role.PageTab, QAccessible.Role.List, QAccessible.Role.Table,
            QAccessible.Role.Tree}


def said_name(interface) -> str:
    """The name a reader says: the object's own, else the label a relation points from."""
    own = interface.text(NAME).strip()
    labelled = [label.text(NAME).strip() for label, _relation in
                interface.relations(QAccessible.Relation.Label)]
    if interface.role() == QAccessible.Role.ComboBox:
        # Qt's bridge on Linux says a combo box's value as its name (its accessibleName is
        # not sent): what names it to a reader is the label it is labelled by.
        return next((words for words in labelled if words), "")
    return own or next((words for words in labelled if words), "")


def _shown_tree(widget: QWidget, into_boxes: bool) -> list:
    """Every object shown in `widget`'s accessible tree, in the tree's order; `into_boxes`: also
    a combo box's and the table's own children.

    A loop over a list, not a nested function calling itself: such a function's closure is a
    reference cycle that kept the list of interfaces alive until the collector ran, after Qt had
    deleted them with their dialog, and a later interface made at one's address came back to
    Python as the stale one (a CI run's walk of the results crashed)."""
    found: list = []
    waiting = [(QAccessible.queryAccessibleInterface(widget), 0)]
    while waiting:
        interface, depth = waiting.pop()
        if interface is None or depth > 20 or interface.state().invisible:
            continue
        found.append(interface)
        if not into_boxes and interface.role() in (QAccessible.Role.ComboBox, QAccessible.Role.Canvas):
            continue  # a popup's items are read through its box; the table has its own tests
        waiting.extend((interface.child(index), depth + 1)
                       for index in reversed(range(interface.childCount())))
    return found


def controls(widget: QWidget) -> list:
    """Every control shown on `widget` and whatever else Tab stops at, in the tree's order."""
    return [interface for interface in _shown_tree(widget, into_boxes=False)
            if interface.role() in CONTROLS or interface.state().focusable]


def _all(widget: QWidget) -> list:
    """Every object shown in `widget`'s tree."""
    return _shown_tree(widget, into_boxes=True)


def unnamed(widget: QWidget) -> list[str]:
    return [f"{interface.role().name} {type(interface.object()).__name__}"
            for interface in controls(widget) if not said_name(interface)]


def tab_walk(window: QWidget, first: QWidget, steps: int) -> list[QWidget]:
    """The widgets real Tab presses go through from `first`, stopping when it comes round."""
    first.setFocus(Qt.FocusReason.TabFocusReason)
    seen: list[QWidget] = [first]
    for _ in range(steps):
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
        now = QApplication.focusWidget()
        if now is None or now is seen[0]:
            break
        seen.append(now)
    return seen


def test_the_start_page_names_every_control_and_tabs_through_them(window, qtbot):
    page = window.start_page
    assert page.accessibleName() == "Start page"
    assert not unnamed(window)
    tiles = [interface for interface in controls(page) if interface.text(NAME).startswith("New ")
             and interface.text(NAME).endswith(" game")]
    assert len(tiles) == 4 and all("players." in tile.text(DESCRIPTION) for tile in tiles)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    order = tab_walk(window, page.new_button, 20)
    # Every button in reading order, the top row then the games; no unnamed scroll area.
    buttons = [*page.top_buttons, *page.game_buttons.values()]
    assert [widget for widget in order if widget in buttons] == [
        button for button in buttons if button.isEnabled()]
    assert all(widget in buttons for widget in order)


def test_new_game_tabs_down_the_dialog_as_it_reads_and_names_every_control(window, qtbot):
    dialog = NewGameDialog(window, "chroma_mix")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert not unnamed(dialog)
    names = {said_name(interface) for interface in controls(dialog)}
    assert {"Players", "Seat 1 name", "Seat 1", "Hands"} <= names
    expected = [dialog.game_box, dialog.players_box]
    for name, kind in zip(dialog.seat_names, dialog.seat_kinds, strict=True):
        expected += [name, kind]
    expected += [dialog.think_box, *dialog.option_boxes.values(), dialog.teach_box,
                 dialog.seed_edit, *dialog.buttons.buttons()]
    order = tab_walk(dialog, dialog.game_box, 60)
    # A spin box's focus lies in its line edit; the buttons in the platform's order.
    order = [dialog.players_box if widget.parent() is dialog.players_box else widget for widget in order]
    assert order[:-2] == expected[:-2] and set(order[-2:]) == set(expected[-2:])
    # The seats and options made anew (another game, fewer players) keep the order.
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("coloretto"))
    dialog.players_box.setValue(3)
    qtbot.waitUntil(lambda: all(name.isVisible() for name in dialog.seat_names))  # shown queued
    order = tab_walk(dialog, dialog.game_box, 60)
    order = [dialog.players_box if widget.parent() is dialog.players_box else widget for widget in order]
    assert order[2:8] == [each for pair in zip(dialog.seat_names, dialog.seat_kinds, strict=True)
                          for each in pair]
    assert order[8] is dialog.think_box and not unnamed(dialog)


def test_the_side_panel_says_its_prompt_and_message_words_and_names_its_controls(window, qtbot):
    from tests.ui.test_accessible_table import _table

    controller, _view = _table(window, "coloretto", qtbot=qtbot)
    panel = window.table_page.side
    assert not unnamed(panel)
    prompt = QAccessible.queryAccessibleInterface(panel.prompt)
    assert prompt.text(NAME) == panel.prompt.text() and panel.prompt.text()
    assert prompt.text(DESCRIPTION) == "What to do now"
    panel.set_message("That row is full.", error=True)
    message = QAccessible.queryAccessibleInterface(panel.message)
    assert message.text(NAME) == "That row is full." and message.text(DESCRIPTION) == "Why not, and hints"
    log = QAccessible.queryAccessibleInterface(panel.log)
    assert log.text(NAME) == "Game log"


def test_ctrl_tab_leaves_the_table_for_the_side_panel_and_tab_comes_back(window, qtbot):
    from tests.ui.test_accessible_table import _table

    controller, _view = _table(window, "coloretto", qtbot=qtbot)
    panel = window.table_page.side
    window.activateWindow()
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    # Tab is the table's: it moves among the moves and the focus stays on the table.
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.view and controller.focused_move() is not None
    # Ctrl+Tab leaves it: the side panel's controls, each named, by the keys alone.
    QTest.keyClick(window.view, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    landed = QApplication.focusWidget()
    assert landed is not None and landed is not window.view and panel.isAncestorOf(landed), landed
    walked = [landed]
    while len(walked) < 20:  # Tab through the panel comes back to the table
        QTest.keyClick(walked[-1], Qt.Key.Key_Tab)
        if QApplication.focusWidget() is window.view:
            break
        walked.append(QApplication.focusWidget())
    assert QApplication.focusWidget() is window.view, walked
    assert panel.log in walked and all(panel.isAncestorOf(widget) for widget in walked), walked
    assert all(said_name(QAccessible.queryAccessibleInterface(widget)) for widget in walked), walked
    # Ctrl+Shift+Tab leaves it the other way, to the panel's last control.
    QTest.keyClick(window.view, Qt.Key.Key_Backtab,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is walked[-1], (QApplication.focusWidget(), walked)


def test_the_lessons_page_names_every_lesson_and_has_no_unnamed_tab_stop(window, qtbot):
    page = window.show_lessons()
    assert not unnamed(page)
    lessons = [interface for interface in controls(page) if " lesson: " in interface.text(NAME)]
    assert len(lessons) >= 30
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    order = tab_walk(window, page.findChildren(QPushButton)[0], 80)
    assert all(isinstance(widget, QPushButton) for widget in order)  # no scroll area between


def test_rulings_and_how_to_play_name_their_game_box_and_their_text(window, qtbot):
    from tests.ui.test_rules_reference import open_reference
    from tests.ui.test_rulings_dialog import rulings

    window.show_start()
    dialog, _text = rulings(window, qtbot)
    assert not unnamed(dialog)
    said = {said_name(interface) for interface in controls(dialog)}
    assert {"Game:", "Rulings", "Close"} <= said
    dialog.reject()
    dialog = open_reference(window, qtbot)
    assert not unnamed(dialog)
    assert {"Game:", "How to play"} <= {said_name(interface) for interface in controls(dialog)}
    dialog.reject()


def test_the_online_dialogs_name_each_box_by_what_it_holds(window, qtbot):
    dialog = window.online.show_host_dialog()
    assert not unnamed(dialog)
    said = [said_name(interface) for interface in controls(dialog)]
    # The four boxes under "Where the table is served" each say what they hold.
    assert {"Address on this computer", "Port", "Server address", "Server's host key"} <= set(said)
    assert "Where the table is served" not in said
    assert {"Players", "Your name", "Seat 2"} <= set(said)
    dialog.reject()
    join = window.online.show_join_dialog()
    assert not unnamed(join)
    assert {"Invite link or code", "Paste", "Your name", "Join", "Cancel"} <= {
        said_name(interface) for interface in controls(join)}
    join.reject()


def test_the_results_name_their_tables_and_buttons(window, qtbot):
    from tests.ui.test_results_and_review import finished_game

    _controller, dialog = finished_game(window, qtbot)
    assert not unnamed(dialog)
    tables = [interface for interface in _all(dialog) if interface.role() == QAccessible.Role.Table]
    assert len(tables) >= 2 and all(table.text(NAME) for table in tables)
    # The keys start on the ranking (a reader hears it first); each table is a Tab stop (Tab
    # goes through them, not into a scroll area around them).
    assert dialog.focusWidget() is dialog.ranking
    assert all(table.state().focusable for table in tables)
    walked = tab_walk(dialog, dialog.review_button, 12)
    assert [widget for widget in walked if widget in (dialog.ranking, *dialog.breakdowns.values())] \
        == [dialog.ranking, *dialog.breakdowns.values()]
    assert dialog.scroll_area not in walked
