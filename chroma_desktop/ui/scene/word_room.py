"""Room for a table's words in any language: a text broken into lines that fit (between words,
a word wider than a line hyphenated), a zone's title beside its status, and buttons in a row
that share its width by what their words need. The tables' layouts use these where a longer
language (German, Italian, the pseudo-locale's 40 % longer words) would cut a text.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QFont, QFontMetricsF

from chroma_desktop.ui import theme
from chroma_desktop.ui.spoken_words import running_on

ZONE_PADDING = 12.0  # a zone's words keep this far from its sides (ZoneItem.paint)
STATUS_GAP = 12.0  # between a zone's title and the status on its right
LEAST_GAP = 8.0  # the least that still reads as two texts (a narrow zone: CMYK!'s piles)
READABLE_WORDS = 1.1  # the smallest type scale a table's words take: 9 px at 1024x640 (issue 31)
BUTTON_PADDING = 14.0  # a button's words keep this far from its sides, both together


SOFT_HYPHEN = "\u00ad"  # where the words' data says a long word may break ("Stein\u00admännchen")


def wrapped(text: str, width: float, font: QFont | QFontMetricsF) -> list[str]:
    """`text` broken at spaces into lines no wider than `width` in `font`; a word wider than a
    line on its own is hyphenated: at the last soft hyphen its data carries that leaves a part
    fitting the line, else after the most letters that fit. Soft hyphens not broken at are
    not drawn. A line after the first that starts with a number or a caption is marked as
    broken to fit (`running_on`, drawn as nothing), so a reader says it on with the line
    before, never as an entry of its own."""
    metrics = font if isinstance(font, QFontMetricsF) else QFontMetricsF(font)

    def advance(words: str) -> float:
        return metrics.horizontalAdvance(words.replace(SOFT_HYPHEN, ""))

    lines: list[str] = []
    for word in text.split(" "):
        if lines and advance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
            continue
        while len(word) > 1 and advance(word) > width:
            cut = _break_in(word, width, advance)
            lines.append(word[:cut].replace(SOFT_HYPHEN, "") + "-")
            word = word[cut:].lstrip(SOFT_HYPHEN)
        lines.append(word)
    fitted = [line.replace(SOFT_HYPHEN, "") for line in lines]
    return fitted[:1] + [running_on(line) for line in fitted[1:]]


def _break_in(word: str, width: float, advance: Callable[[str], float]) -> int:
    """Where a word too wide for its line breaks: at its last soft hyphen whose part fits,
    else after as many letters as fit (at least one)."""
    for index in range(len(word) - 1, 0, -1):
        if word[index] == SOFT_HYPHEN and advance(word[:index] + "-") <= width:
            return index
    cut = len(word) - 1
    while cut > 1 and advance(word[:cut] + "-") > width:
        cut -= 1
    return cut


def zone_title(title: str, status: str, zone_width: float, words: float = 0.0,
               smallest: float = READABLE_WORDS, gap: float = STATUS_GAP) -> tuple[str, float]:
    """`title` and the type scale that fit a zone `zone_width` wide beside `status` (ZoneItem
    draws both in bold at the scale, `words`: the largest, 0: the theme's): on one line in type
    down to `smallest`, else in the largest type on as many lines as it takes; `gap` apart."""
    largest = words or theme.ZONE_WORDS
    steps = max(0, int((largest - smallest) / 0.05 + 1e-6))
    for scale in [round(largest - 0.05 * step, 2) for step in range(steps + 1)] + [smallest]:
        font = theme.font(scale, bold=True)
        room = zone_width - 2 * ZONE_PADDING
        if status:
            room -= QFontMetricsF(font).horizontalAdvance(status) + gap
        if QFontMetricsF(font).horizontalAdvance(title) <= room:
            return title, scale
    font = theme.font(largest, bold=True)
    room = zone_width - 2 * ZONE_PADDING
    if status:
        room -= QFontMetricsF(font).horizontalAdvance(status) + gap
    return "\n".join(wrapped(title, max(room, 1.0), font)), largest


def status_in(status: str, room: float, words: float = 0.0) -> str:
    """A zone's status on one line where it fits `room` (ZoneItem draws it right-aligned on the
    title's line, in bold at the type scale `words`, 0: the theme's), else broken into lines
    that do: for a zone whose items lie beside the status and would cover a longer one
    (Coloretto's row: its third card)."""
    font = theme.font(words or theme.ZONE_WORDS, bold=True)
    if QFontMetricsF(font).horizontalAdvance(status) <= room:
        return status
    return "\n".join(wrapped(status, max(room, 1.0), font))


def shared_widths(labels: list[str], total: float, gap: float, words: float = 0.0) -> list[float]:
    """The widths of buttons side by side in `total` (with `gap` between them): each the room its
    label needs (ButtonItem draws it in bold at the type scale `words`, 0: the theme's) and an
    even share of what is left; when their words need more than there is, shared in proportion."""
    metrics = QFontMetricsF(theme.font(words or theme.ZONE_WORDS, bold=True))
    needs = [metrics.horizontalAdvance(label.replace("&", "")) + BUTTON_PADDING for label in labels]
    room = total - gap * (len(labels) - 1)
    spare = room - sum(needs)
    if spare >= 0:
        return [need + spare / len(needs) for need in needs]
    return [room * need / sum(needs) for need in needs]


def elided_title(title: str, status: str, zone_width: float, words: float = 0.0) -> str:
    """`title` on one line beside `status` in a zone `zone_width` wide, cut short with "…" where
    it does not fit: for a zone whose full words are its details (the note line and the
    accessible name say them whole)."""
    font = theme.font(words or theme.ZONE_WORDS, bold=True)
    metrics = QFontMetricsF(font)
    room = zone_width - 2 * ZONE_PADDING
    if status:
        room -= metrics.horizontalAdvance(status) + STATUS_GAP
    return _cut_short(title, room, metrics)


def title_and_status(title: str, status: str, zone_width: float,
                     words: float = 0.0) -> tuple[str, str, str]:
    """A zone's title and status on its one line, each cut short with "…" where together they
    do not fit (the title keeps up to half the room, the status the rest), and the details that
    say both whole ("" when nothing is cut): the zone's note line and accessible name."""
    metrics = QFontMetricsF(theme.font(words or theme.ZONE_WORDS, bold=True))
    room = zone_width - 2 * ZONE_PADDING - STATUS_GAP
    title_needs, status_needs = metrics.horizontalAdvance(title), metrics.horizontalAdvance(status)
    if title_needs + status_needs <= room:
        return title, status, ""
    title_room = max(min(title_needs, room / 2), room - status_needs)
    return (_cut_short(title, title_room, metrics), _cut_short(status, room - title_room, metrics),
            f"{title}: {status}")


def _cut_short(text: str, room: float, metrics: QFontMetricsF) -> str:
    """`text`, or as much of it as fits `room` with "…" after (Qt's own eliding would read the
    `Qt` namespace, which the table's first frame must not build: tests/architecture)."""
    if metrics.horizontalAdvance(text) <= room:
        return text
    kept = len(text)
    while kept > 0 and metrics.horizontalAdvance(text[:kept].rstrip() + "…") > room:
        kept -= 1
    return text[:kept].rstrip() + "…"
