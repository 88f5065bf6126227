"""A blind player's hands for docs/screen_reader_transcript.md (run with Debian's
/usr/bin/python3 beside Orca): plays the player's seat of a game by the keyboard alone (xdotool
key: Tab to a move, Return to play it, now and then P, S or L to read the position, the scores
or the last moves), waiting for its turn as a player waits for the prompt (read over AT-SPI: the
table offers actions), then Tabs through the results. Seeded; prints what it pressed."""

import random
import subprocess
import sys
import time

from atspi_player import find_app, find_role, read_table


def key(*names, pause=0.9):
    for name in names:
        subprocess.run(["xdotool", "key", name], check=False)
        print("key", name, flush=True)
        time.sleep(pause)  # Orca speaks what the key brought before the next


def results_shown(app):
    for index in range(app.childCount):
        window = app.getChildAtIndex(index)
        if window is not None and window.getRoleName() == "dialog" and window.name == "Results":
            return True
    return False


def my_turn(canvas):
    """The table offers actions: the player's turn (each object's actions read as they are now;
    an object that went meanwhile is no turn yet)."""
    try:
        canvas.clear_cache()
        for index in range(canvas.childCount):
            child = canvas.getChildAtIndex(index)
            if child is not None:
                child.clear_cache()
        return any(obj["actions"] for obj in read_table(canvas))
    except Exception:  # the table changed under the reading: read it again
        return False


def main():
    app_name, seconds, seed = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
    chooser = random.Random(seed)
    app = find_app(app_name, 30)
    canvas = find_role(app, "canvas") if app is not None else None
    end, moves = time.time() + seconds, 0
    while canvas is not None and time.time() < end:
        if results_shown(app):
            time.sleep(2)
            # The results, table by table: a row read whole, then a cell read alone (Right).
            key("Right", "Tab", "Down", "Right", "Tab", "Tab", "Tab", pause=2.5)
            break
        if not my_turn(canvas):
            time.sleep(0.5)
            continue
        time.sleep(1.5)  # the news of the turn heard
        if moves % 9 == 4:
            key(chooser.choice(["p", "s", "l"]), pause=3)
        key(*["Tab"] * chooser.choice([1, 1, 2, 3]))
        key("Return", pause=1.5)
        moves += 1
    print("moves", moves, flush=True)


if __name__ == "__main__":
    main()
