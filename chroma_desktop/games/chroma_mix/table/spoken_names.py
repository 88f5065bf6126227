"""What a screen reader calls Chroma Mix's piles and win-condition rings (`TableLayout.spoken_name`,
read by `ui/accessible_table.py`), where the drawing shows only a card back with a count or a
ring and marks: "Rank 2 deck, cards left: 14", "Rank 3 discard pile, empty", "Ruby victory, 1 of
3 done" and its parts "Ruby Red in play: yes; Sapphire Blue held: not known"."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from chroma_desktop.games.chroma_mix.table import progress

translate = QCoreApplication.translate


def _mark_words(mark: str) -> str:
    if mark == progress.DONE:
        return translate("ChromaMixTable", "yes")
    if mark == progress.MISSING:
        return translate("ChromaMixTable", "no")
    return translate("ChromaMixTable", "not known")


def _hand_shows(view: Any, seat: int) -> bool:
    """The seat's hand lies open in this view (the viewer's own, open hands, Confident Billy)."""
    config = view.config
    return view.is_billy(seat) or config.open_hands or \
        sum(view.hands[seat][: config.kinds]) == view.hand_size(seat)


def condition_words(row: progress.Progress) -> str:
    """A win condition and how far it is: "Ruby victory, met", "..., 1 of 3 done"."""
    if row.met:
        state = translate("ChromaMixTable", "met")
    elif row.done:
        state = translate("ChromaMixTable", "{done} of {parts} done").format(
            done=row.done, parts=len(row.parts))
    else:
        state = translate("ChromaMixTable", "not started")
    return f"{row.condition}, {state}"


def parts_words(row: progress.Progress) -> str:
    """Each part of a condition and whether it is done, the marks said in words."""
    return "; ".join(f"{part.words}: {_mark_words(part.mark)}" for part in row.parts)


def spoken_name(item_id: str, view: Any) -> str:
    """A rank's deck or discard pile (`deck.r2`, `discard.r3`), a seat's win condition
    (`progress:1:0`) or its parts (`label:progress:1:0`); "" for anything else."""
    kind, _, rest = item_id.partition(".r")
    if kind in ("deck", "discard") and rest.isdigit():
        rank = int(rest)
        row = view.config.row_of_rank(rank)
        if row < 0:
            return ""
        if kind == "deck":
            return translate("ChromaMixTable", "Rank {rank} deck, cards left: {count}").format(
                rank=rank, count=view.deck_size(row))
        count = sum(view.discards[row])
        if not count:
            return translate("ChromaMixTable", "Rank {rank} discard pile, empty").format(rank=rank)
        return translate("ChromaMixTable", "Rank {rank} discard pile, cards: {count}").format(
            rank=rank, count=count)
    label = item_id.startswith("label:")
    parts = item_id.removeprefix("label:").split(":")
    if len(parts) != 3 or parts[0] != "progress" or not (parts[1].isdigit() and parts[2].isdigit()):
        return ""
    seat, index = int(parts[1]), int(parts[2])
    if seat >= len(view.hands):
        return ""
    rows = progress.seat_progress(view, seat, seat if _hand_shows(view, seat) else None)
    if index >= len(rows):
        return ""
    return parts_words(rows[index]) if label else condition_words(rows[index])


class SpokenNames:
    """Chroma Mix's layout says its piles and rings through this module."""

    def spoken_name(self, item_id: str, view: Any) -> str:
        return spoken_name(item_id, view)
