"""The table through the real platform bridge, as a screen reader meets it (issue 34).

Under Xvfb and a D-Bus session with the AT-SPI bus, the app runs with Qt's AT-SPI bridge on
(`QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1`, the xcb platform) and a client in Debian's own Python
(`pyatspi`, as Orca uses) reads the table's tree and plays the player's seat of a whole
two-player game of each game against the Normal bot by invoking accessible actions alone (any
move offered, seeded): no mouse, no pixels. `.ci/run` installs what it needs (xvfb,
at-spi2-core, python3-pyatspi, dbus-x11).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from chroma_desktop.bots.clock import is_realtime
from chroma_desktop.registry import find_game, game_ids

HERE = Path(__file__).parent / "screen_reader"
NEEDED = {"Xvfb": "xvfb", "dbus-run-session": "dbus-x11 or dbus", "/usr/bin/python3": "python3"}
BUS_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
GAME_SECONDS = 240


def _missing() -> list[str]:
    missing = [package for tool, package in NEEDED.items() if shutil.which(tool) is None]
    if not BUS_LAUNCHER.exists():
        missing.append("at-spi2-core")
    checked = subprocess.run(["/usr/bin/python3", "-c", "import pyatspi"], capture_output=True)
    if checked.returncode != 0:
        missing.append("python3-pyatspi")
    return missing


def _run_under_atspi(app: str, app_args: str, client_args: str, seconds: int,
                     tag: str, client: str = "atspi_player.py") -> tuple[list[dict], dict]:
    """Run the app script `app` on Xvfb with the AT-SPI bus and the client reading it; return
    the client's JSON lines and the app's last one."""
    # `-noreset`: an X server resets when its last client leaves, and a client connecting while it
    # does is refused. A short-lived client of the display leaving just as the app connected
    # failed about 1 run in 4 of this file ("could not connect to display", then Qt's abort).
    script = f"""
Xvfb -displayfd 5 -screen 0 1280x800x24 -nolisten tcp -noreset 5>"$DISPLAY_FILE" 2>/dev/null &
xvfb=$!
for _ in $(seq 100); do [ -s "$DISPLAY_FILE" ] && break; sleep 0.1; done
export DISPLAY=:$(cat "$DISPLAY_FILE") QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb
{BUS_LAUNCHER} --launch-immediately >/dev/null 2>&1 &
bus=$!
sleep 1
"{sys.executable}" "{HERE / app}" {app_args} > "$APP_OUT" 2>/dev/null &
app=$!
/usr/bin/python3 "{HERE / client}" {client_args}
wait $app
kill $bus $xvfb 2>/dev/null
"""
    out = Path(os.environ.get("TMPDIR", "/tmp")) / f"chroma-atspi-{os.getpid()}-{tag}.json"
    shown = out.with_suffix(".display")
    environment = {**os.environ, "APP_OUT": str(out), "DISPLAY_FILE": str(shown)}
    environment.pop("QT_QPA_PLATFORM", None)
    done = subprocess.run(["dbus-run-session", "--", "bash", "-c", script], capture_output=True,
                          text=True, timeout=seconds + 60, env=environment)
    reader = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    app_lines = [json.loads(line) for line in out.read_text().splitlines() if line.startswith("{")] \
        if out.exists() else []
    out.unlink(missing_ok=True)
    shown.unlink(missing_ok=True)
    assert app_lines, f"the app said nothing: {done.stderr[-2000:]}"
    return reader, app_lines[-1]


def _play_through_atspi(game_id: str, seed: int) -> tuple[list[dict], dict]:
    return _run_under_atspi("table_app.py", f"{game_id} {seed} {GAME_SECONDS}",
                            f"table_app.py {GAME_SECONDS + 10}", GAME_SECONDS, game_id)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_whole_game_is_played_through_atspi_alone(game_id):
    missing = _missing()
    assert not missing, f"install {', '.join(missing)} (.ci/run does: apt-get install -y ...)"
    reader, app = _play_through_atspi(game_id, 3)
    table = next(line["table"] for line in reader if "table" in line)
    assert len(table) >= 10
    assert all(obj["name"].strip() for obj in table), [obj for obj in table if not obj["name"].strip()]
    # No object reads "grayed" (Orca says it of an object without SENSITIVE): a card in no move
    # now is a card, focusable, its description saying it is in no move.
    assert all(obj["sensitive"] for obj in table), [obj["name"] for obj in table if not obj["sensitive"]]
    idle = [obj for obj in table if obj["description"].endswith("No move with it now")]
    assert all(obj["focusable"] and not obj["actions"] for obj in idle), idle
    # A zone goes as a container with no role of its own to say ("filler"), never "panel",
    # which Orca said after every zone's name ("Row 2: Brown panel"); still named.
    zones = [obj for obj in table if obj["role"] == "filler"]
    assert zones and all(obj["name"].strip() for obj in zones), table
    assert not any(obj["role"] == "panel" for obj in table), [obj for obj in table if obj["role"] == "panel"]
    moves = [line for line in reader if "move" in line]
    done = next(line for line in reader if "done" in line)
    # Every move of the player's seat was an accessible action, and the game reached its end. In
    # real time a pile may change under the action (refused: "look again"), so fewer are made.
    assert app["over"], {key: value for key, value in app.items() if key != "said"} | {"last": moves[-3:]}
    if is_realtime(find_game(game_id)):
        assert 5 < app["mine"] <= len(moves), (app["mine"], len(moves), moves[-3:])
        # Told as a summary, not move by move: fewer announcements than moves.
        assert len(done["heard"]) < app["moves"], (len(done["heard"]), app["moves"])
    else:
        assert app["mine"] == len(moves) > 5, (app["mine"], len(moves), moves[-3:], app["said"][-3:])
    # The Tab key pressed at the player's first turn moved the reader's focus to an object a
    # move starts from. (The window focusing the table view itself may be heard first, or later
    # than the Tab on a busy machine: the client gets events from an idle callback.)
    playable = next(line["tab_among"] for line in reader if "tab_among" in line)
    on_objects = [name for name in done["focused"] if name != done["canvas"]]
    assert on_objects and on_objects[0] in playable, (done["focused"][:3], playable, moves[:2])
    # A move played from an object leaves the reader on it: its new name ("Row 1", the row just
    # taken) is not sent while the reader is there (Orca spoke it alone after the announcement).
    assert done["renamed_on_focus"] == [], done["renamed_on_focus"][:5]
    # A reader keeps the descriptions it has read: each change is told, so an object first read
    # as in no move is told the moves it offers later (with the player's turn).
    idle_names = {obj["name"] for obj in idle}
    told_moves = {name for name, words in done["described"] if name in idle_names and "Moves:" in words}
    assert told_moves, (sorted(idle_names)[:5], done["described"][:5])
    # Announcements were heard by the client: the bot's moves and the end among them.
    heard = done["heard"]
    assert any("Bot 2" in words for words in heard), heard[:5]
    assert any("The game is over" in words for words in heard), heard[-3:]
    # The table holds the last announcement as a notification (what Orca 43 speaks).
    assert done["notices"] and all(notice in heard for notice in done["notices"])
    print(f"\n{game_id}: {len(table)} objects, all named; {len(moves)} actions invoked through "
          f"AT-SPI, {app['mine']} moves made; {len(heard)} announcements heard over "
          f"{app['moves']} moves")


def test_the_start_page_and_new_game_read_over_atspi_every_control_named():
    missing = _missing()
    assert not missing, f"install {', '.join(missing)} (.ci/run does: apt-get install -y ...)"
    reader, app = _run_under_atspi("screens_app.py", "20", "screens_app.py 15 screens", 20, "screens")
    screens = next((line["screens"] for line in reader if "screens" in line), None)
    assert screens is not None, (reader, app)
    start = [obj for obj in screens if obj["window"] == "Chroma Desktop"]
    dialog = [obj for obj in screens if obj["window"] == "New game"]
    # Every control a reader lands on is named: its own name or the label it is labelled by
    # (a combo box on Linux is named by its value, its label by a relation).
    assert start and dialog
    assert all(obj["name"] or obj["labelled_by"] for obj in screens), \
        [obj for obj in screens if not (obj["name"] or obj["labelled_by"])]
    said = {obj["name"] for obj in start}
    assert {"New game…", "New Coloretto game", "New CMYK! game"} <= said, said
    assert any("players" in obj["description"] for obj in start if obj["name"] == "New Coloretto game")
    assert {"Players", "Seat 1 name", "Start", "Cancel"} <= {obj["name"] for obj in dialog}
    # A combo box's name over AT-SPI is its value ("Bot: normal"): each says what it is by the
    # labels it is labelled by, a seat's player by its seat's (not only the group's "Seats").
    boxes = [obj for obj in dialog if obj["role"] == "combo box"]
    assert len(boxes) >= 5 and all(obj["labelled_by"] for obj in boxes), boxes
    labels = [obj["labelled_by"] for obj in boxes]
    assert all(any(label.startswith(f"Seat {n} ") for label in labels) for n in (1, 2, 3, 4)), labels
    assert not any(obj["role"] == "scroll pane" for obj in screens)  # no unnamed Tab stop


def test_the_results_keys_and_review_read_and_work_over_atspi():
    missing = _missing()
    assert not missing, f"install {', '.join(missing)} (.ci/run does: apt-get install -y ...)"
    reader, app = _run_under_atspi("dialogs_app.py", "60", "dialogs_app.py 55", 60, "dialogs",
                                   client="atspi_dialogs.py")
    said = {key: line[key] for line in reader for key in line}
    assert said.get("step") == "done", reader
    # The results' tables, read by row and cell: each cell named in words, its column named by
    # the table's header, which the bridge gives with the cell (a cell read alone: "Points 46").
    tables = {table["name"]: table["rows"] for table in said["results"]}
    assert {"Ranking", "Your score", "Bot 2's score"} <= set(tables), list(tables)
    headers = {table["name"]: table["headers"] for table in said["results"]}
    assert headers["Ranking"] == ["Place", "Player", "Points"], headers
    assert headers["Your score"] == headers["Bot 2's score"] == ["Points", "For"], headers
    first = tables["Ranking"][0]
    assert [cell["name"] for cell in first][:2] == ["1", "You, winner"] or \
        [cell["name"] for cell in first][:2] == ["1", "Bot 2, winner"], first
    cells = [cell for rows in tables.values() for row in rows for cell in row]
    assert all(cell["name"] and "★" not in cell["name"] for cell in cells)
    # No cell describes its row: Orca reads a Qt table's whole row, then the cell's description,
    # and heard the row's words twice ("+21. Brown: 8 cards .... Points, For: Brown: 8 cards ...").
    assert not any(cell["description"] for cell in cells), cells
    # Tab stops at each table, and the reader is told the cell it lands on (its row described).
    focus = said["results_focus"]
    assert {"Ranking", "Your score", "Bot 2's score"} <= {obj["name"] for obj in focus
                                                          if obj["role"] == "table"}, focus
    landed = [obj for obj in focus if obj["role"] == "table cell"]
    assert any(obj["name"] in ("1", "You, winner", "Bot 2, winner") for obj in landed), focus
    # Its row is selected while the keys are in it (Orca says "not selected" of a cell that is not).
    assert landed and all(obj["selected"] for obj in landed), landed
    assert {"Review game", "Rematch", "Close"} <= {obj["name"] for obj in focus}
    # Help -> Keys: a named alert whose words list the reading keys, closed by its button.
    keys = said["keys"]
    assert keys[0]["name"] == "Keys" and keys[0]["role"] in ("alert", "dialog")
    assert any("P: read the whole position aloud" in obj["name"] for obj in keys)
    assert all(obj["name"] for obj in keys if obj["focusable"]), keys
    # The review bar: every button named, each step pressed by its accessible action; the
    # reader hears each step (where the review is and the move that led there).
    bar = {obj["name"]: obj for obj in said["review_bar"]}
    steps = ("First move (Home)", "Back one move (Left)", "Forward one move (Right)", "Last move (End)")
    assert all(name in bar and bar[name]["focusable"] for name in steps + ("Leave review", "Results…"))
    assert app["reviewing"] and app["ply"] == 1, app
    heard = said["review_heard"]
    total = app["total"]
    plies = [int(words.split()[2]) for words in heard if words.startswith("Reviewing: move ")]
    assert plies == [total, total - 1, total - 2, 0, 1], heard
    assert all(f" of {total}" in words for words in heard)
    assert heard[1].startswith(f"Reviewing: move {total - 1} of {total}. ") and len(heard[1]) > 30
