"""What a screen reader calls Chroma Cubes' sheet sections and dice (`TableLayout.spoken_name`,
read by `ui/accessible_table.py`): the rules' own names, "the Cardinal's tail, three hearts,
coloured", "red die 1, showing a heart and a star", "Cardinal, worth 4", where the drawing
shows only a count of symbols, a die's face or a number."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from chroma_desktop.content.translated import shown
from chroma_desktop.games.chroma_cubes import text as t
from chroma_desktop.language import message_translator
from chroma_desktop.rules.messages import render

translate = QCoreApplication.translate


def spoken_name(item_id: str, view: Any) -> str:
    """A section's name, its need and whether it is coloured (`sheet:p0:cardinal:s12`), a
    die's name (`die:red#1`), a figure's worth, the score track; "" for anything else."""
    config = view.config
    words = message_translator()
    if item_id.startswith("die:") and item_id[4:] in config.die_ids:
        return die_words(view, config.die_ids.index(item_id[4:]))
    parts = item_id.split(":")
    if len(parts) == 2 and parts[0] == "track" and parts[1][1:].isdigit():
        # The score track, drawn as boxes numbered 1 to the goal (it read "1 2 3 4 5 6").
        return translate("ChromaCubesTable", "Score track: {score} of {goal} points").format(
            score=view.score(int(parts[1][1:])), goal=config.sheet.threshold)
    if len(parts) == 3 and parts[0] in ("badge", "chart-figure"):
        # A figure's value, drawn as a number on the sheet and in the scoring chart.
        figure = next((f for f in config.sheet.figures if f.id == parts[2]), None)
        if figure is None:
            return ""
        return translate("ChromaCubesTable", "{figure}, worth {value}").format(
            figure=shown(figure), value=figure.value)
    if len(parts) != 4 or parts[0] != "sheet" or not parts[1][1:].isdigit():
        return ""
    seat = int(parts[1][1:])
    section = next((index for index, part in enumerate(config.sheet.sections) if part.id == parts[3]), None)
    if section is None:
        return ""
    symbol, count = config.needs[section]
    name = render(t.section_name(config, section), translate=words)
    need = render(t.symbols(config, symbol, count), translate=words, sentence_start=False)
    coloured = seat < len(view.coloured) and bool(view.coloured[seat] >> section & 1)
    if coloured:
        return translate("ChromaCubesTable", "{section}, {need}, coloured").format(section=name, need=need)
    return translate("ChromaCubesTable", "{section}, {need}").format(section=name, need=need)


def dice_together(dice: list[int], view: Any) -> str:
    """Dice lying in one place said by colour and by the face they show, in the order given:
    "red dice 1, 3, 5, showing one moon and one pumpkin; red die 2; blue dice 1, 4" (the P
    key's reading, where 36 dice named one by one would be a minute of speech)."""
    config = view.config
    words = message_translator()
    groups: dict[tuple[int, str], list[int]] = {}
    for die in dice:
        groups.setdefault((config.dice[die], _face_words(view, die)), []).append(die)
    said = []
    for (colour, face), members in sorted(groups.items(), key=lambda group: dice.index(group[1][0])):
        numbers = ", ".join(config.die_ids[die].rpartition("#")[2] for die in members)
        name = render(t.DICE_GROUP(colour=config.colours[colour].name.lower(), n=len(members),
                                   numbers=numbers), translate=words, sentence_start=False)
        said.append(translate("ChromaCubesTable", "{die}, showing {symbols}").format(
            die=name, symbols=face) if face else name)
    return "; ".join(said)


def _face_words(view: Any, die: int) -> str:
    """The symbols `die`'s top face shows ("two hearts"); "" for a die not rolled yet."""
    config = view.config
    face = view.face[die]
    if face < 0:
        return ""
    first, second = config.faces[config.dice[die]][face]
    symbols = t.symbols(config, first, 2) if first == second else \
        t.AND(first=t.symbols(config, first, 1), last=t.symbols(config, second, 1))
    return render(symbols, translate=message_translator(), sentence_start=False)


def die_words(view: Any, die: int) -> str:
    """A die by its name and the symbols its top face shows ("red die 1, showing two hearts");
    a die not rolled yet by its name alone."""
    name = render(t.die_name(view.config, die), translate=message_translator(), sentence_start=False)
    face = _face_words(view, die)
    return translate("ChromaCubesTable", "{die}, showing {symbols}").format(
        die=name, symbols=face) if face else name
