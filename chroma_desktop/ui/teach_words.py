"""Teach mode's words beside the table: the moves open now, in the rules' own words.

The controller (`ui/match_controller.py`) says them after each change while teach mode is on and
no refusal stands (a refusal stays until the player acts again, in every mode).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def open_moves_text(sentences: Iterable[str], most: int = 6) -> str:
    """Teach mode's explanation of the open moves, each said once, the first `most` in full."""
    said: list[str] = []
    for sentence in sentences:
        if sentence not in said:
            said.append(sentence)
    shown = "; ".join(said[:most]) + (translate("MatchController", "; and {n} more").format(
        n=len(said) - most) if len(said) > most else "")
    if len(said) == 1:
        return translate("MatchController", "Teach mode: the lit places show every legal "
                                            "move. One move is open: {moves}.").format(moves=shown)
    return translate("MatchController", "Teach mode: the lit places show every legal move. "
                                        "{n} moves are open: {moves}.").format(n=len(said),
                                                                              moves=shown)
