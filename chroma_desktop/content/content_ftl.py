"""Content words and texts in every language, by id, from Fluent files beside the data.

Pure Python, no Qt. A game's content words live in `<data root>/i18n/<language>/content/<game>.ftl`
and its lessons' words in `.../lessons/<game>.ftl` (English in `en/`, with the same ids):
- a content word (a card, colour, sheet, section, objective name; `translated.WORD_FIELDS`) is
  a term `-word-<slug of its English>` (`word_id`), as the rules slot it: in a translation with
  `.gender` (Italian `m`, `f`, `mp`, `fp`; German `m`, `f`, `n`, `p`: what the language's
  articles and adjectives agree with); the other texts of the same entry are attributes of its
  term (a sheet's `.subject`, a superpower's `.text`, an option's `.help`);
- a ruling's texts are messages `ruling-<id>-title`, `-reading`, `-value-<value>`,
  `-alternative-<n>` (`ruling_id`); a lesson's `lesson-<id>-title`, `-goal`, `-explanation`,
  `-hint`, `-rule`, `-source`, `-feedback-<slug of the move>` (`lesson_id`);
- Help -> How to play, one HTML message per section in `.../reference/<game>.ftl`:
  `reference-<slug of the heading>` (`reference_id`).

`text(language, game_id, message_id)` is the one look-up of a text (in the app's `data/`, or the
data root the registry declared for a plug-in: `declare_root`); `teach(folder)` has the word
table of `language` learn a content folder's words (English term → translated term, its gender
and attributes) on the first look-up in a translation, so an English start reads no file. Files
are read as any file from outside the code (`ftl_files.read_ftl`: capped, and each entry Fluent
cannot read or written twice is a problem naming the file and line, `problems`); a text a file
lacks is said in English by its caller.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from chroma_desktop import language
from chroma_desktop.language_folders import language_folder

if TYPE_CHECKING:
    from fluent.syntax import ast as ftl

LOG = logging.getLogger(__name__)
CONTENT, LESSONS, REFERENCE = "content", "lessons", "reference"
KINDS = (CONTENT, LESSONS, REFERENCE)
GENDER = "gender"


def _slug(text: str) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-") or "x"


def word_id(english: str) -> str:
    """The term id of a content word, without Fluent's leading `-`: "Ruby Red" → `word-ruby-red`."""
    return "word-" + _slug(english)


def ruling_id(ruling: str, *parts: str) -> str:
    """A ruling's message id: (`colour_removal`, `value`, `random`) → `ruling-colour-removal-value-random`."""
    return "-".join(("ruling", _slug(ruling), *(_slug(part) for part in parts)))


def lesson_id(lesson: str, *parts: str) -> str:
    """A lesson's message id: (`draw`, `feedback`, `take 1`) → `lesson-draw-feedback-take-1`."""
    return "-".join(("lesson", _slug(lesson), *(_slug(part) for part in parts)))


def reference_id(heading: str) -> str:
    """A section of Help -> How to play: "Scoring / winning" → `reference-scoring-winning`."""
    return "reference-" + _slug(heading)


def ftl_text(text: str) -> str:
    """`text` as a Fluent pattern on one line: its braces written as string literals."""
    return re.sub(r"[{}]", lambda brace: '{"' + brace.group(0) + '"}', text)


def _said(pattern: ftl.Pattern | None) -> str | None:
    """A pattern of text and string literals as text; None for one with variables or references."""
    from fluent.syntax import ast as ftl

    if pattern is None:
        return None
    out = []
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            out.append(element.value)
        elif isinstance(element, ftl.Placeable) and isinstance(element.expression, ftl.StringLiteral):
            out.append(element.expression.parse()["value"])
        else:
            return None
    return "".join(out)


class WordsFile(NamedTuple):
    """One file of content words read: its terms (id → field → text; the term's own text under
    ""), its messages (id → text) and what was wrong, each naming the file and line."""

    path: Path
    terms: dict[str, dict[str, str]]
    messages: dict[str, str]
    problems: tuple[str, ...]

    def term_text(self, term: str, field: str = "") -> str | None:
        return self.terms.get(term, {}).get(field)


@cache
def read_words(path: Path) -> WordsFile:
    """The file at `path` (none there: an empty file with no problem)."""
    if not path.is_file():
        return WordsFile(path, {}, {}, ())
    from fluent.syntax import ast as ftl

    from chroma_desktop.ftl_files import read_ftl

    read = read_ftl(path)
    problems = list(read.problems)
    terms: dict[str, dict[str, str]] = {}
    messages: dict[str, str] = {}
    for entry in read.entries:
        said = _said(entry.value)
        if said is None:
            problems.append(f"{path}: {entry.id.name!r} is not plain text")
            continue
        if isinstance(entry, ftl.Term):
            fields = {"": said}
            for attribute in entry.attributes:
                text = _said(attribute.value)
                if text is not None:
                    fields[attribute.id.name] = text
            terms[entry.id.name] = fields
        else:
            messages[entry.id.name] = said
    for problem in problems:
        LOG.warning("content words left out, said in English: %s", problem)
    return WordsFile(path, terms, messages, tuple(problems))


def words_path(root: Path, language_code: str, kind: str, game_id: str) -> Path:
    """`<root>/i18n/<language>/<kind>/<game>.ftl` (`kind`: one of `KINDS`)."""
    return language_folder(language_code, root) / kind / f"{game_id}.ftl"


_roots: dict[str, Path] = {}  # a game that keeps its data outside the app's: its data root


def declare_root(game_id: str, root: Path) -> None:
    """Where the words of a game that keeps its data outside the app's are (the registry
    declares a plug-in's `data_root` when it builds the game)."""
    _roots[game_id] = root


def _root(game_id: str) -> Path:
    from chroma_desktop.resources import data_dir

    return _roots.get(game_id) or data_dir()


def text(language_code: str, game_id: str, message_id: str, root: Path | None = None) -> str | None:
    """The text `message_id` of `game_id`'s content, lessons or rules reference in
    `language_code`; None where its files have none."""
    base = root if root is not None else _root(game_id)
    for kind in KINDS:
        said = read_words(words_path(base, language_code, kind, game_id)).messages.get(message_id)
        if said is not None:
            return said
    return None


def translation_languages() -> tuple[str, ...]:
    return tuple(code for code in language.SUPPORTED if code != language.SOURCE)


def teach(folder: Path) -> None:
    """Have the word table learn the words of the content folder `folder` (`<root>/<game>/`)
    before the next look-up in a translation."""
    root, game_id = folder.parent, folder.name
    language.add_word_source(lambda: _teach_now(root, game_id))


def _teach_now(root: Path, game_id: str) -> None:
    english = read_words(words_path(root, language.SOURCE, CONTENT, game_id))
    for code in translation_languages():
        translated = read_words(words_path(root, code, CONTENT, game_id))
        words: dict[str, str] = {}
        genders: dict[str, str] = {}
        texts: dict[tuple[str, str], str] = {}
        for term, fields in translated.terms.items():
            source = english.terms.get(term)
            if source is None:
                continue
            name, said = source[""], fields[""]
            words[name] = said
            if fields.get(GENDER):
                genders[said] = fields[GENDER]
            texts.update(((name, field), value) for field, value in fields.items()
                         if field != GENDER)  # the word itself under ""
        if words:
            language.add_words(words, code, genders, texts)


def unreadable(game_id: str, root: Path) -> list[str]:
    """What does not read in the words files of `game_id` under the data root `root`, in every
    language it has (`chroma validate`: a pack may leave translations out, not break them)."""
    folder = root / "i18n"
    languages = sorted(path.name for path in folder.iterdir() if path.is_dir()) if folder.is_dir() else []
    return [problem for code in languages for kind in KINDS
            for problem in read_words(words_path(root, code, kind, game_id)).problems]


def problems(language_code: str, game_id: str, root: Path | None = None) -> list[str]:
    """What is wrong with `game_id`'s content words in `language_code`: entries that do not
    read (file and line), ids English has that the language lacks, and ids it has that English
    lacks (a ruling's value or a lesson's move that is not there)."""
    base = root if root is not None else _root(game_id)
    found: list[str] = []
    for kind in KINDS:
        english = read_words(words_path(base, language.SOURCE, kind, game_id))
        said = read_words(words_path(base, language_code, kind, game_id))
        found.extend(said.problems)
        if language_code == language.SOURCE:
            continue
        found.extend(f"{said.path}: no term -{term} ({fields['']!r})"
                     for term, fields in english.terms.items() if term not in said.terms)
        found.extend(f"{said.path}: no message {message} ({english_text[:40]!r})"
                     for message, english_text in english.messages.items() if message not in said.messages)
        found.extend(f"{said.path}: -{term} translates no English term"
                     for term in said.terms if term not in english.terms)
        found.extend(f"{said.path}: {message} translates no English message"
                     for message in said.messages if message not in english.messages)
    return found
