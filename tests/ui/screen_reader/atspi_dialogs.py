"""A screen reader's side of the end of a game (run with Debian's /usr/bin/python3, where
pyatspi lives, by tests/ui/test_screen_reader.py with dialogs_app.py): read the results' tables
and Tab through them, read Help -> Keys and close it by its button's action, then step the review
by its buttons' actions, listening for focus and announcements. Prints JSON lines."""

import json
import sys
import time

import pyatspi
from atspi_player import find_app
from gi.repository import GLib


def say(**fields):
    print(json.dumps(fields), flush=True)


def walk(node, depth=0):
    """Every object shown under `node` (depth first)."""
    if node is None or depth > 30:
        return
    yield node
    for index in range(node.childCount):
        yield from walk(node.getChildAtIndex(index), depth + 1)


def about(node):
    """What a reader says of `node`: role, name, description, its actions, its states."""
    try:
        action = node.queryAction()
        actions = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        actions = []
    states = node.getState()
    return {"role": node.getRoleName(), "name": node.name or "", "description": node.description or "",
            "actions": actions, "focusable": states.contains(pyatspi.STATE_FOCUSABLE),
            "sensitive": states.contains(pyatspi.STATE_SENSITIVE),
            "selected": states.contains(pyatspi.STATE_SELECTED),
            "showing": states.contains(pyatspi.STATE_SHOWING)}


def table_of(node):
    """The name of the results table `node` is or is a cell of ("Ranking"); None for another
    object. (Qt's bridge sends no FOCUSED state for a table whose cell has the focus.)"""
    role = node.getRoleName()
    if role == "table cell":
        node = node.parent
        role = node.getRoleName() if node is not None else ""
    return node.name if role == "table" else None


def window_named(app, role, name):
    for index in range(app.childCount):
        window = app.getChildAtIndex(index)
        if window is not None and window.getRoleName() == role and (name is None or window.name == name):
            return window
    return None


def press(node, name):
    action = node.queryAction()
    for index in range(action.nActions):
        if action.getName(index) == name:
            return action.doAction(index)
    return False


def tab():
    pyatspi.Registry.generateKeyboardEvent(0xFF09, None, pyatspi.KEY_SYM)


def read_table(table):
    """A table as a reader reads it: its name, its column headers (what a reader says of a cell's
    column), and each cell's name and description by row."""
    cells = table.queryTable()
    rows = []
    for row in range(cells.nRows):
        rows.append([about(cells.getAccessibleAt(row, column)) for column in range(cells.nColumns)])
    headers = [cells.getColumnHeader(column) for column in range(cells.nColumns)]
    return {"name": table.name or "", "rows": rows,
            "headers": [header.name if header is not None else "" for header in headers]}


def main():
    app_name, seconds = sys.argv[1], float(sys.argv[2])
    app = find_app(app_name, 30)
    if app is None:
        say(error="the app is not on the AT-SPI bus")
        return
    heard, focused = [], []  # focused: [source, what was read of it]
    pyatspi.Registry.registerEventListener(lambda event: heard.append(str(event.any_data)),
                                           "object:announcement")
    pyatspi.Registry.registerEventListener(
        lambda event: focused.append([event.source, about(event.source)])
        if event.source is not None else None, "focus:")
    state = {"step": "results", "tabs": 0, "presses": []}

    def step():
        try:
            return act()
        except Exception as error:  # the app ended: the loop stops with what it saw
            say(gone=repr(error))
            pyatspi.Registry.stop()
            return False

    def act():
        if state["step"] == "results":
            dialog = window_named(app, "dialog", "Results")
            if dialog is None:
                return True
            if state["tabs"] == 0:
                tables = [node for node in walk(dialog) if node.getRoleName() == "table"]
                say(results=[read_table(table) for table in tables],
                    controls=[about(node) for node in walk(dialog) if about(node)["focusable"]])
                state["focus_from"] = len(focused)
            # The next Tab waits for the focus the last one moved (a busy machine sends its events
            # late), then what it landed on is read again while it still holds the focus: the
            # focus event may come before the row's selection that goes with it. A cell's event
            # come late, once the focus had left its table again, is a reader's stale news: left
            # out (its table's selection is, rightly, cleared by then).
            landed = focused[state.get("read_again", state["focus_from"]):]
            if state["tabs"] and not landed and state.setdefault("waits", 0) < 10:
                state["waits"] += 1
                return True
            state["waits"] = 0
            holder = table_of(focused[-1][0]) if focused else None  # where the focus is now
            for entry in landed:
                entry[1] = about(entry[0])
                if entry[1]["role"] == "table cell" and table_of(entry[0]) != holder:
                    entry[1]["stale"] = True
            state["read_again"] = len(focused)
            if state["tabs"] < 8:  # round the dialog's Tab stops (seven)
                state["tabs"] += 1
                tab()
                return True
            say(results_focus=[read for _, read in focused[state["focus_from"]:]
                               if not read.get("stale")])
            close = next(node for node in walk(dialog) if node.getRoleName() == "push button"
                         and node.name.replace("&", "") == "Close")
            press(close, about(close)["actions"][0])
            state["step"] = "keys"
            return True
        if state["step"] == "keys":
            box = window_named(app, "dialog", "Keys") or window_named(app, "alert", "Keys")
            if box is None:
                return True
            say(keys=[about(node) for node in walk(box)])
            ok = next(node for node in walk(box) if node.getRoleName() == "push button")
            press(ok, about(ok)["actions"][0])
            state["step"] = "review"
            state["heard_from"] = len(heard)
            return True
        if state["step"] == "review":
            frame = window_named(app, "frame", None)
            buttons = {node.name: node for node in walk(frame) if node.getRoleName() == "push button"
                       and about(node)["showing"]}
            steps = ["Back one move (Left)", "Back one move (Left)", "First move (Home)",
                     "Forward one move (Right)"]
            if not all(name in buttons for name in steps):
                return True
            if not state.get("bar"):
                state["bar"] = True
                say(review_bar=[about(node) for name, node in buttons.items()])
            if len(state["presses"]) < len(steps):
                name = steps[len(state["presses"])]
                press(buttons[name], about(buttons[name])["actions"][0])
                state["presses"].append(name)
                return True
            time.sleep(1.2)  # the last step's announcement
            say(review_heard=heard[state["heard_from"]:], pressed=state["presses"])
            state["step"] = "done"
            pyatspi.Registry.stop()
            return False
        return True

    GLib.timeout_add(1100, step)  # a step a second: the announcer says one each second
    GLib.timeout_add(int(seconds * 1000), lambda: pyatspi.Registry.stop() or False)
    pyatspi.Registry.start()
    say(done=True, step=state["step"])


if __name__ == "__main__":
    main()
