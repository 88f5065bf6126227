"""Reading the Fluent files (`data/i18n/<language>/<catalogue>.ftl`) as files from outside the code.

A `.ftl` file may come from a plug-in's data root or a player's hand, so it goes through the
capped reader (`persistence/reading.py`: regular files only, at most `MAX_FTL_BYTES`, UTF-8) and
Fluent's own parser, which never fails: what it cannot read becomes `Junk`. Each junk entry and
each message or term written twice is a problem naming the file and the line
(`FtlFile.problems`); the entries that read are kept, so one broken message is said in English
(the fallback), not the whole file.

Message ids are the template keys without their catalogue prefix, in Fluent's kebab case
(`hint.take_alone` → `hint-take-alone`: `message_id`).

Saying one message needs only its own entry: `entry_chunks` cuts a file's text into its entries
(each starts at a line that begins `id =` or `-term =`) without parsing, and the catalogue parses
each when first said (`fluent_catalogues`), so the table's first words do not wait for a whole
file. `parse_ftl` reads a whole file, for the checks.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

MAX_FTL_BYTES = 128_000  # the largest catalogue (Italian Chroma Cubes, 163 messages) has 20 kB


class FtlFile(NamedTuple):
    """One `.ftl` file read: the entries that parsed (messages and terms) and what went wrong,
    each problem as "<file>, line N: ..."."""

    path: Path
    entries: tuple[ftl.Message | ftl.Term, ...]
    problems: tuple[str, ...]

    def messages(self) -> dict[str, ftl.Message]:
        return {entry.id.name: entry for entry in self.entries if isinstance(entry, ftl.Message)}

    def terms(self) -> dict[str, ftl.Term]:
        return {entry.id.name: entry for entry in self.entries if isinstance(entry, ftl.Term)}


def message_id(short_key: str) -> str:
    """The Fluent id of a template's key without its prefix: `hint.take_alone` → `hint-take-alone`."""
    return short_key.replace(".", "-").replace("_", "-")


def _line(source: str, offset: int) -> int:
    return source.count("\n", 0, max(offset, 0)) + 1


def parse_ftl(path: Path, source: str) -> FtlFile:
    """`source` (the text of `path`) parsed; junk and duplicate ids are problems with their line."""
    resource = FluentParser(with_spans=True).parse(source)
    entries: list[ftl.Message | ftl.Term] = []
    problems: list[str] = []
    seen: set[str] = set()
    for entry in resource.body:
        start = entry.span.start if entry.span else 0
        if isinstance(entry, ftl.Junk):
            said = "; ".join(annotation.message or "" for annotation in entry.annotations)
            problems.append(f"{path}, line {_line(source, start)}: not Fluent ({said or 'unreadable'})")
        elif isinstance(entry, ftl.Message | ftl.Term):
            name = ("-" if isinstance(entry, ftl.Term) else "") + entry.id.name
            if name in seen:
                problems.append(f"{path}, line {_line(source, start)}: {name!r} is written twice")
                continue
            seen.add(name)
            entries.append(entry)
    return FtlFile(path, tuple(entries), tuple(problems))


_ENTRY_START = re.compile(r"(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=")


class Chunk(NamedTuple):
    """One entry's text, not parsed yet: its id (a term's with its "-") and its first line."""

    name: str
    line: int
    text: str


def entry_chunks(path: Path, source: str) -> tuple[dict[str, Chunk], list[Chunk], tuple[str, ...]]:
    """`source` cut into its entries by id, the text that is no entry (comments, and what may be
    junk, for the checks), and the ids written twice (a problem with its line; the first kept).
    An entry runs from its id's line to the next line that starts an entry or a comment: a
    message's continuation lines are indented, or inside its placeables."""
    entries: dict[str, Chunk] = {}
    others: list[Chunk] = []
    problems: list[str] = []
    name, start = "", 1  # the entry being read ("": no entry)
    lines: list[str] = []

    def close() -> None:
        if not lines:
            return
        chunk = Chunk(name, start, "".join(lines))
        if not name:
            others.append(chunk)
        elif name in entries:
            problems.append(f"{path}, line {start}: {name!r} is written twice")
        else:
            entries[name] = chunk

    for number, line in enumerate(source.splitlines(keepends=True), start=1):
        begins = _ENTRY_START.match(line)
        if begins or line.startswith("#"):
            close()
            name, start, lines = (begins.group(1) if begins else ""), number, []
        lines.append(line)
    close()
    return entries, others, tuple(problems)


def parse_chunk(path: Path, chunk: Chunk) -> tuple[list[ftl.Message | ftl.Term], list[str]]:
    """One chunk parsed: its entries, and its junk as problems naming the file's line."""
    read = parse_ftl(path, chunk.text)
    shift = chunk.line - 1
    problems = [re.sub(r", line (\d+):", lambda m: f", line {int(m.group(1)) + shift}:", problem, count=1)
                for problem in read.problems]
    return list(read.entries), problems


def read_source(path: Path) -> tuple[str, tuple[str, ...]]:
    """The text of the `.ftl` file at `path` (empty, with its problem, when it does not read)."""
    from chroma_desktop.persistence.reading import UnreadableFileError, read_text

    try:
        return read_text(path, MAX_FTL_BYTES), ()
    except UnreadableFileError as error:
        return "", (f"{path}: {error}",)


def read_ftl(path: Path) -> FtlFile:
    """The `.ftl` file at `path`; one that does not read is an empty file with its problem."""
    from chroma_desktop.persistence.reading import UnreadableFileError, read_text

    try:
        source = read_text(path, MAX_FTL_BYTES)
    except UnreadableFileError as error:
        return FtlFile(path, (), (f"{path}: {error}",))
    return parse_ftl(path, source)
