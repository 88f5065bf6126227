"""The player's preferences (animation pace, how each game was last set up, the language, how
long Hard bots think), kept between sessions with QSettings (opened by `ui/settings_file.py`),
and the folder where saved games go.

With `CHROMA_DESKTOP_DATA_DIR` set (tests, portable use) they live in an INI file there.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from chroma_desktop.ui.settings_file import settings

PACE_KEY = "table/animation_ms"
DEFAULT_PACE_MS = 260


def load_pace() -> int:
    value = settings().value(PACE_KEY, DEFAULT_PACE_MS)
    try:
        pace = int(value) if isinstance(value, int | float | str) else DEFAULT_PACE_MS
    except (TypeError, ValueError):
        return DEFAULT_PACE_MS
    return pace if 0 <= pace <= 2000 else DEFAULT_PACE_MS


def save_pace(pace_ms: int) -> None:
    store = settings()
    store.setValue(PACE_KEY, int(pace_ms))
    store.sync()


# -- how long Hard bots and the hint's search think -------------------------------------------------
THINK_KEY = "bots/think_seconds"
THINK_CHOICES = (0.5, 1.0, 2.0)  # seconds a decision, offered in the new-game dialog
DEFAULT_THINK_SECONDS = 1.0  # issue 14: about 1 s a decision


def load_think_seconds() -> float:
    """How long a Hard bot (and the hint's search) thinks a decision, as last chosen."""
    value = settings().value(THINK_KEY, DEFAULT_THINK_SECONDS)
    try:
        seconds = float(value) if isinstance(value, int | float | str) else DEFAULT_THINK_SECONDS
    except (TypeError, ValueError):
        return DEFAULT_THINK_SECONDS
    return seconds if seconds in THINK_CHOICES else DEFAULT_THINK_SECONDS


def save_think_seconds(seconds: float) -> None:
    store = settings()
    store.setValue(THINK_KEY, float(seconds))
    store.sync()


# -- the new-game dialog's last set-up ------------------------------------------------------------
LAST_GAME_KEY = "new_game/last_game"
SET_UP_KEY = "new_game/{game_id}"


def saved_games_folder() -> Path:
    """Where the save and open dialogs start: a folder of the player's own data (made here)."""
    from chroma_desktop.user_folders import user_data_folder

    folder = user_data_folder() / "Saved games"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return user_data_folder()
    return folder


def last_game_id() -> str:
    """The game the new-game dialog last started ("" before the first)."""
    value = settings().value(LAST_GAME_KEY, "")
    return value if isinstance(value, str) else ""


def load_set_up(game_id: str) -> dict[str, Any] | None:
    """How `game_id` was last set up: players, seats, options and teach mode, as saved.

    The values are only what was stored: the dialog checks each against the game before use.
    None when nothing readable was stored.
    """
    value = settings().value(SET_UP_KEY.format(game_id=game_id), "")
    if not isinstance(value, str) or not value:
        return None
    try:
        data = json.loads(value)
    except json.JSONDecodeError:
        return None
    return data if isinstance(data, dict) else None


def save_set_up(game_id: str, players: int, seats: list[dict[str, str]],
                options: Mapping[str, str], teach: bool) -> None:
    """Remember how `game_id` was set up, and that it was the last game started."""
    store = settings()
    store.setValue(SET_UP_KEY.format(game_id=game_id), json.dumps(
        {"players": players, "seats": seats, "options": dict(options), "teach": teach}))
    store.setValue(LAST_GAME_KEY, game_id)
    store.sync()


# -- lessons done (the Learn page's ticks) ----------------------------------------------------------
LESSONS_DONE_KEY = "lessons/done/{game_id}"


def lessons_done(game_id: str) -> set[str]:
    """The ids of the lessons of `game_id` the player has passed (only ids as stored: the Learn
    page shows a tick for those it knows)."""
    value = settings().value(LESSONS_DONE_KEY.format(game_id=game_id), "")
    if not isinstance(value, str) or not value:
        return set()
    try:
        data = json.loads(value)
    except json.JSONDecodeError:
        return set()
    return {item for item in data if isinstance(item, str)} if isinstance(data, list) else set()


def mark_lesson_done(game_id: str, lesson_id: str) -> None:
    """Remember that the player passed the lesson `lesson_id` of `game_id`."""
    done = lessons_done(game_id) | {lesson_id}
    store = settings()
    store.setValue(LESSONS_DONE_KEY.format(game_id=game_id), json.dumps(sorted(done)))
    store.sync()


# -- online play: the player's name and the server last joined ----------------------------------------
PLAYER_NAME_KEY = "online/player_name"
LAST_SERVER_KEY = "online/last_server"
DEFAULT_SERVER = "127.0.0.1:8765"
"""Where a short code is looked up at first: a server on this computer (`chroma-server`'s port)."""


def load_player_name() -> str:
    """The name friends see at online tables: as last given, else the computer's user name."""
    from chroma_desktop.net.protocol import clean_name

    value = settings().value(PLAYER_NAME_KEY, "")
    if isinstance(value, str) and clean_name(value):
        return clean_name(value)
    import getpass

    try:
        return clean_name(getpass.getuser())
    except (OSError, KeyError, ImportError):  # no user name the system can tell
        return ""


def save_player_name(name: str) -> None:
    from chroma_desktop.net.protocol import clean_name

    store = settings()
    store.setValue(PLAYER_NAME_KEY, clean_name(name))
    store.sync()


def load_last_server() -> str:
    """The server (`HOST:PORT`) a short code was last looked up on, else this computer's."""
    value = settings().value(LAST_SERVER_KEY, "")
    return value if isinstance(value, str) and value else DEFAULT_SERVER


def save_last_server(address: str) -> None:
    store = settings()
    store.setValue(LAST_SERVER_KEY, address)
    store.sync()
