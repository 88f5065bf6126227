"""A screen reader's side (run with Debian's /usr/bin/python3, where pyatspi lives, by
tests/ui/test_screen_reader.py): find the app over AT-SPI, read the table's tree, and play the
player's moves by invoking the accessible actions alone (no mouse, no pixels), listening for
announcements. Prints JSON lines: the first reading of the table, each move made, the end."""

import json
import random
import sys
import time

import pyatspi
from gi.repository import GLib


def say(**fields):
    print(json.dumps(fields), flush=True)


def find_app(name, seconds):
    end = time.time() + seconds
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and name in (app.name or ""):
                return app
        time.sleep(0.3)
    return None


def find_role(node, role):
    if node.getRoleName() == role:
        return node
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        found = find_role(child, role) if child is not None else None
        if found is not None:
            return found
    return None


def read_table(canvas):
    """Every object on the table: role, name, description, its actions' names."""
    objects = []
    for index in range(canvas.childCount):
        child = canvas.getChildAtIndex(index)
        if child is None:
            continue
        try:
            action = child.queryAction()
            actions = [action.getName(i) for i in range(action.nActions)]
        except NotImplementedError:
            actions = []
        if child.getRoleName() == "notification":
            child.clear_cache()  # its name is the last announcement: read it as it is now
        states = child.getState()
        objects.append({"role": child.getRoleName(), "name": child.name or "",
                        "description": child.description or "", "actions": actions, "node": child,
                        "sensitive": states.contains(pyatspi.STATE_SENSITIVE),
                        "focusable": states.contains(pyatspi.STATE_FOCUSABLE)})
    return objects


CONTROL_ROLES = {"push button", "check box", "radio button", "combo box", "spin button", "text",
                 "password text", "slider", "link", "page tab", "table", "list", "tree"}


def read_controls(node, window, found, depth=0):
    """Every control shown under `node`, or any object a Tab stops at: its role, its name, the
    names of the labels it is labelled by, its description, the window it lies in."""
    if node is None or depth > 25:
        return found
    states = node.getState()
    if not states.contains(pyatspi.STATE_SHOWING):
        return found
    role = node.getRoleName()
    if role in ("frame", "dialog"):
        window = node.name or ""
    if role in CONTROL_ROLES or states.contains(pyatspi.STATE_FOCUSABLE):
        labels = []
        for relation in node.getRelationSet():
            if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
                labels += [relation.getTarget(i).name or "" for i in range(relation.getNTargets())]
        found.append({"role": role, "name": node.name or "", "labelled_by": " ".join(labels).strip(),
                      "description": node.description or "", "window": window})
    if role in ("combo box", "canvas"):
        return found  # a popup's items are read through its box; the table has its own test
    for index in range(node.childCount):
        read_controls(node.getChildAtIndex(index), window, found, depth + 1)
    return found


def walk_screens(app, seconds):
    """Wait for the New game dialog beside the start page, then read both windows' controls."""
    end = time.time() + seconds
    while time.time() < end:
        windows = [app.getChildAtIndex(i) for i in range(app.childCount)]
        if any(each is not None and each.getRoleName() == "dialog" for each in windows):
            time.sleep(1)  # its rows laid out
            say(screens=read_controls(app, "", []))
            return
        time.sleep(0.3)
    say(error="no dialog came")


def main():
    app_name, seconds = sys.argv[1], float(sys.argv[2])
    if len(sys.argv) > 3 and sys.argv[3] == "screens":
        app = find_app(app_name, 30)
        if app is None:
            say(error="the app is not on the AT-SPI bus")
        else:
            walk_screens(app, seconds)
        return
    chooser = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 0)
    app = find_app(app_name, 30)
    if app is None:
        say(error="the app is not on the AT-SPI bus")
        return
    heard = []
    last_event = [time.monotonic()]  # when the last event came (the drain at the end)

    def announced(event):
        last_event[0] = time.monotonic()
        heard.append(str(event.any_data))

    pyatspi.Registry.registerEventListener(announced, "object:announcement")
    focused, on = [], {"node": None}
    renamed_on_focus = []  # names a reader would speak alone: a name change of the focused object

    def focus(event):
        last_event[0] = time.monotonic()
        on["node"] = event.source
        focused.append(event.source.name if event.source is not None else "")

    def renamed(event):
        last_event[0] = time.monotonic()
        if event.source is not None and event.source == on["node"]:
            renamed_on_focus.append(str(event.any_data))

    pyatspi.Registry.registerEventListener(focus, "focus:")
    pyatspi.Registry.registerEventListener(renamed, "object:property-change:accessible-name")
    described = []  # (object, its new description) as each change is told

    def redescribed(event):
        last_event[0] = time.monotonic()
        if event.source is not None:
            described.append([event.source.name, str(event.any_data)])

    pyatspi.Registry.registerEventListener(redescribed,
                                           "object:property-change:accessible-description")
    state = {"canvas": None, "canvas_name": "", "first": True, "moves": 0, "notices": [], "focus_at_tab": 0}
    # A notification the table already holds now was announced before this client listened
    # (a bot that moves first, on a busy machine): it is not asked of what was heard.
    canvas = find_role(app, "canvas")
    shown = [canvas.getChildAtIndex(index) for index in range(canvas.childCount)] \
        if canvas is not None else []
    before = {child.name for child in shown
              if child is not None and child.getRoleName() == "notification"}

    def step():
        try:
            if state["canvas"] is None:
                state["canvas"] = find_role(app, "canvas")
                if state["canvas"] is not None:  # its name read while the app is there
                    state["canvas_name"] = state["canvas"].name
                return True
            state["canvas"].clear_cache()  # read the table as it is now, not as last read
            objects = read_table(state["canvas"])
            if state["first"] and objects:
                state["first"] = False
                say(table=[{key: value for key, value in obj.items() if key != "node"}
                           for obj in objects])
            notices = [obj["name"] for obj in objects if obj["role"] == "notification"]
            if notices and notices[-1] not in state["notices"] and notices[-1] not in before:
                state["notices"].append(notices[-1])  # the last announcement, held by the table
            choices = [(obj, index) for obj in objects for index in range(len(obj["actions"]))]
            if choices and not state.get("tabbed"):
                # The Tab key, as the player presses it at their first turn: the reader hears
                # where the focus went (an object a move starts from).
                state["tabbed"], state["focus_at_tab"] = True, len(focused)
                say(tab_among=sorted({obj["name"] for obj, _ in choices}))
                pyatspi.Registry.generateKeyboardEvent(0xFF09, None, pyatspi.KEY_SYM)
                return True
            if state.get("tabbed") and len(focused) == state["focus_at_tab"] \
                    and state.setdefault("waits", 0) < 25:
                # No move before the Tab's focus is heard: the key travels through the X server,
                # an action over D-Bus, and on a busy machine an action invoked first moved the
                # focus itself (its object then read by the name the move gave it).
                state["waits"] += 1
                return True
            if choices:
                # Any move the table offers, as a player trying things would (seeded); but not
                # CMYK!'s "Stop taking tiles" while a tile can be taken: it ends the seat's part,
                # and a busy machine's timing once chose it on the third move (3 moves made).
                playing_on = [(obj, index) for obj, index in choices
                              if obj["name"] != "Stop taking tiles"]
                obj, index = chooser.choice(playing_on or choices)
                action = obj["node"].queryAction()
                if index >= action.nActions or action.getName(index) != obj["actions"][index]:
                    return True  # the table changed while it was read (a chance move): read it again
                action.doAction(index)
                state["moves"] += 1
                say(move=obj["actions"][index], on=obj["name"], heard_before=len(heard))
        except Exception as error:  # the app ended: the loop stops with what it saw
            say(gone=str(error))
            # Events the app sent before it quit (the end's announcement, 1.5 s before) may still
            # wait in this client's queue behind a slow read of the tree on a busy machine (and a
            # real-time game's many changes): they are dispatched until none came for 1.5 s.
            gone_at = time.monotonic()

            def drained():
                now = time.monotonic()
                if now - last_event[0] > 1.5 or now - gone_at > 30:
                    pyatspi.Registry.stop()
                    return False
                return True

            GLib.timeout_add(250, drained)
            return False
        return True

    GLib.timeout_add(400, step)
    GLib.timeout_add(int(seconds * 1000), lambda: pyatspi.Registry.stop() or False)
    pyatspi.Registry.start()
    say(done=True, moves=state["moves"], heard=heard, focused=focused, notices=state["notices"],
        described=described, renamed_on_focus=renamed_on_focus, canvas=state["canvas_name"])


if __name__ == "__main__":
    main()
