"""What a pick-up was aimed at: the table scene's guard against a source that changed under it.

In a real-time game another player may take the tile a player is reaching for: a pile's top can
change just before the press, or between the press and the release. A move names its source
(`pile:2`), not the item drawn there, so the scene would take whatever lies there then; instead
it asks this watch whether the items showing the source are the ones the player saw (issue 31: a
newcomer twice got another tile than the one they aimed at). The watch keeps, per source key,
the id of the card or shape drawn on top of it (a pile's top tile, above its stack) and when
that last changed (the scene tells it after each sync);
a pick-up is stale when they changed within `fresh_seconds` before the press (0: only a change
during the press counts) or since the press.
"""

from __future__ import annotations

import time
from collections.abc import Iterable

FRESH_SECONDS = 0.6
"""A real-time table's window: a source that changed this shortly before the press was not yet
seen by the player (about a glance and a click)."""


class SourceWatch:
    """The item on top of each source key, when it last changed, and the pick-up's."""

    def __init__(self) -> None:
        self.fresh_seconds = 0.0
        """How shortly before the press a change still makes the pick-up stale (0: none)."""
        self._showing: dict[str, str] = {}
        self._last_drawn = 0.0
        self._changed_at: dict[str, float] = {}
        self._pick: tuple[str, str, bool] | None = None  # source, the item on top, stale

    def shown(self, items: Iterable[tuple[str, str, float]], now: float | None = None,
              moved: bool = True) -> None:
        """The table now shows these cards and shapes: (source key, component id, depth).
        `moved`: a change seen moving (another player's move); a whole table drawn anew (its
        first drawing, an undo, a game opened) is a new table, not a source changing."""
        when = time.monotonic() if now is None else now
        depths: dict[str, float] = {}
        showing: dict[str, str] = {}
        for key, component_id, depth in items:
            if key not in depths or depth > depths[key]:
                depths[key], showing[key] = depth, component_id
        if moved:
            for key in showing.keys() | self._showing.keys():
                if showing.get(key) != self._showing.get(key):
                    self._changed_at[key] = when
        self._last_drawn = when
        self._showing = showing

    def own_move_drawn(self) -> None:
        """The last drawing showed the player's own move: what it changed, they saw happen."""
        self._changed_at = {key: when for key, when in self._changed_at.items()
                            if when != self._last_drawn}

    def just_changed(self, source: str, now: float | None = None) -> bool:
        """Whether `source`'s top changed within `fresh_seconds` (a move chosen by the keyboard,
        played by Enter, is held to the same)."""
        changed = self._changed_at.get(source)
        when = time.monotonic() if now is None else now
        return self.fresh_seconds > 0 and changed is not None and when - changed < self.fresh_seconds

    def pressed(self, source: str, now: float | None = None) -> None:
        """The player pressed on `source` (a multi-card source, `a+b`, is not watched)."""
        if "+" in source:
            self._pick = None
            return
        self._pick = (source, self._showing.get(source, ""), self.just_changed(source, now))

    def released_stale(self) -> bool:
        """Whether the pick-up ending now is not what the player saw: the source's items changed
        just before the press or since it."""
        pick, self._pick = self._pick, None
        if pick is None:
            return False
        source, seen, stale = pick
        return stale or self._showing.get(source, "") != seen
