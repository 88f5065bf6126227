"""What the rules say, as messages: a template's id and its slots, said in words from Fluent files.

The rules never write a player's name or pick a plural: they pick a template and fill its slots
(`DRAWS(p=2)`); the table renders it with the seat names it uses ("You", "Bot 3", a friend's
name), the command line with "Player N". A template is declared once, in its catalogue, by its
key and the kind of every slot (`T.add("draws", p=SEAT)`): a seat, a count, text (a content
word, or words as written) or a nested message. Its words in each language are a Fluent message
in `data/i18n/<language>/<prefix>.ftl` (English `en/`, the one source of the English and the
fallback of every other language), read and filled by `chroma_desktop.fluent_catalogues` (its
docstring says what a message gets for each kind of slot); `chroma_desktop/i18n_ids/` names
every id for the type checker (`tools/message_ids.py`).

`render(message, names, grammar)` says a message in the language `grammar` speaks (a `Grammar`:
`language.message_translator()`), English when it is None. Two messages are no template: a `join`
of several messages (`plain.join`, said part after part with its separator) and `NOTHING`.
"""

from __future__ import annotations

import importlib
import logging
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar

LOG = logging.getLogger(__name__)
SEAT, COUNT, TEXT, MESSAGE = "seat", "count", "text", "message"
KINDS = (SEAT, COUNT, TEXT, MESSAGE)
ENGLISH_GRAMMAR = "chroma_desktop.fluent_catalogues"
"""The module whose `english()` is the source language's `Grammar`. The Fluent reader sits
above the rules (it reads files, and finds a plug-in's data root through the manifests), so the
rules load it by this declared name when English is first said, as the registry loads a
manifest's parts."""


class SeatNames(NamedTuple):
    """How seats are called: `names[i]` for seat i; seats in `spoken_to` are "you"."""

    names: tuple[str, ...]
    spoken_to: frozenset[int] = frozenset()

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return f"Player {seat + 1}"


@cache  # a SeatNames is immutable: every message said without names shares one
def default_names(seats: int = 8) -> SeatNames:
    """Everyone in the third person, as "Player N" (the command line, logs in files)."""
    return SeatNames(tuple(f"Player {seat + 1}" for seat in range(seats)))


class Message(NamedTuple):
    """A template's key and the values of its slots; `str()` renders it in English with
    `default_names()`."""

    key: str
    slots: tuple[tuple[str, Any], ...] = ()

    def render(self, names: SeatNames | None = None, translate: Grammar | None = None) -> str:
        return render(self, names, translate)

    def __str__(self) -> str:
        return render(self)

    def __bool__(self) -> bool:
        return self.key != NOTHING_KEY


class Grammar(NamedTuple):
    """How a language speaks: its Fluent catalogues, and what Fluent lacks.

    `catalogue(message, names, grammar, sentence_start)` says a message from the language's
    Fluent files (`fluent_catalogues.Catalogues.render`), None for a key no file has; `you` is
    the seat spoken to ("tu"); `word(text)` translates a content word; `article(form, word)`
    puts the article or agreement a form asks for (`un`, `il`, `f`) before a translated word.
    """

    catalogue: Callable[[Message, SeatNames, Grammar, bool], str | None]
    you: str
    word: Callable[[str], str]
    article: Callable[[str, str], str]
    article_forms: tuple[str, ...] = ()
    thousands: str = ","
    """What groups a large number's digits said outside a message (Italian "20.001")."""
    euphonic: Mapping[str, str] = {}
    """Words that take another form before a seat's name that starts with one of
    `euphonic_letters` (Italian "a" → "ad", "e" → "ed" before a vowel: "Tocca ad Anna", "Bea ed
    Ugo")."""
    euphonic_letters: str = ""
    """The letters (lower case) a seat's name starts with for `euphonic`'s words to change."""


class Template(NamedTuple):
    """A declared template: `key` and the kind of each slot; calling it fills them."""

    key: str
    kinds: tuple[tuple[str, str], ...]

    def __call__(self, **values: Any) -> Message:
        declared = _declared(self.kinds)
        if values.keys() != declared.keys():
            raise TypeError(f"template {self.key!r} takes slots {sorted(declared)}, "
                            f"not {sorted(values)}")
        slots = tuple((name, _slot_value(declared[name], value)) for name, value in values.items())
        return Message(self.key, slots)


@cache
def _declared(kinds: tuple[tuple[str, str], ...]) -> dict[str, str]:
    """A template's slot kinds by name, made once per template (read, never changed)."""
    return dict(kinds)


_SLOT_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")


Key = TypeVar("Key", bound=str)
"""The keys a catalogue's templates may have: its `Literal` of `message_ids` where it is typed."""


class Catalogue(Generic[Key]):
    """One game's (or the app's) templates, by key; `add` declares one. `root` is the data root
    whose `i18n/<language>/<prefix>.ftl` say them when no registered plug-in's manifest names
    one (a test's own catalogue, a plug-in's words said before it is registered); None: the
    app's data."""

    def __init__(self, prefix: str, root: Path | None = None) -> None:
        self.prefix = prefix
        self.root = root
        self.templates: dict[str, Template] = {}

    def add(self, key: Key, /, **kinds: str) -> Template:
        """Declare the template `<prefix>.<key>` with its slots' kinds (`p=SEAT`): its words are
        the message `key` in kebab case of each language's `<prefix>.ftl`, whose variables are
        the slots (`$p`, `$p-person`, ...)."""
        full_key = f"{self.prefix}.{key}"
        if full_key in self.templates:
            raise ValueError(f"template {full_key!r} is declared twice")
        for slot, kind in kinds.items():
            if kind not in KINDS:
                raise ValueError(f"template {full_key!r}: slot {slot!r} has no kind {kind!r}")
            if not _SLOT_NAME.match(slot):
                raise ValueError(f"template {full_key!r}: slot {slot!r} is not a Fluent variable "
                                 "(letters, digits and '_')")
        declared = Template(full_key, tuple(kinds.items()))
        self.templates[full_key] = declared
        global _declared_count
        _declared_count += 1
        return declared

    def __iter__(self) -> Iterator[Template]:
        return iter(self.templates.values())


_catalogues: list[Catalogue[Any]] = []
_declared_count = 0  # templates declared so far, in every catalogue: they are never taken back


def templates_declared() -> int:
    """How many templates have been declared so far: a tally that changes whenever
    `all_templates` does (a module that declares templates imported late), to key what is
    derived from them."""
    return _declared_count


def catalogue(prefix: str, root: Path | None = None) -> Catalogue[Any]:
    """A new catalogue, known to `all_templates` (for tests and translations). Type it with the
    keys `tools/message_ids.py` writes for it (`T: Catalogue[ids.Coloretto] = catalogue(...)`),
    so the type checker refuses a key no English message has."""
    new: Catalogue[Any] = Catalogue(prefix, root)
    _catalogues.append(new)
    return new


def all_templates() -> Iterable[Template]:
    for each in _catalogues:
        yield from each


def declared_root(prefix: str) -> Path | None:
    """The data root the catalogue `prefix` was declared with (None: the app's or a plug-in's)."""
    roots = [each.root for each in _catalogues if each.prefix == prefix and each.root is not None]
    return roots[0] if roots else None


def _slot_value(kind: str, value: Any) -> Any:
    """A seat given as its index becomes a `Seat`; anything else must suit its kind."""
    if kind == SEAT:
        return value if isinstance(value, Seat) else Seat(int(value))
    if kind == COUNT:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise TypeError(f"a count slot takes a number, not {value!r}")
        return value
    if kind == MESSAGE and not isinstance(value, Message | str):
        raise TypeError(f"a message slot takes a Message or text, not {value!r}")
    return value


# A plain line that needs no slots (fixed words, or words someone else said).
if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.rules import message_ids as ids

PLAIN: Catalogue[ids.Plain] = catalogue("plain")
_TEXT = PLAIN.add("text", words=TEXT)
NOTHING_KEY = "plain.nothing"
JOIN_KEY = "plain.join"
SEPARATOR = "separator"  # a join's slot: what stands between its parts

NOTHING = Message(NOTHING_KEY)
"""Nothing to say (a `why_not` for a move that is allowed); false, and renders as ""."""


def plain(text: str) -> Message:
    """Fixed words as a message (no seat, no count)."""
    return _TEXT(words=text)


def join(parts: Sequence[Message | str], separator: str = " ") -> Message:
    """Several messages shown as one, `separator` between them."""
    slots = tuple((f"m{index}", part) for index, part in enumerate(parts))
    return Message(JOIN_KEY, ((SEPARATOR, separator), *slots))


def render(message: Message | str, names: SeatNames | None = None,
           translate: Grammar | None = None, *, sentence_start: bool = True) -> str:
    """`message` in words, seats called by `names`, in the language `translate` speaks (None:
    English). `sentence_start=False` says it as the middle of a sentence (no capital at the start)."""
    if isinstance(message, str):
        return message
    return _said(message, names or default_names(), translate or english(), sentence_start)


@cache
def english() -> Grammar:
    """The source language's `Grammar`: English from `data/i18n/en/*.ftl` (`ENGLISH_GRAMMAR`)."""
    grammar: Grammar = importlib.import_module(ENGLISH_GRAMMAR).english()
    return grammar


def _said(message: Message, names: SeatNames, grammar: Grammar, sentence_start: bool) -> str:
    if message.key == NOTHING_KEY:
        return ""
    if message.key == JOIN_KEY:
        return _joined(message, names, grammar, sentence_start)
    said = grammar.catalogue(message, names, grammar, sentence_start)
    if said is None:
        said = unsaid(message)
        LOG.warning("No Fluent message says %s: said as %r", message.key, said)
    return said


def unsaid(message: Message) -> str:
    """A message no `.ftl` file says (a damaged plug-in's): its key and slots, never nothing."""
    values = ", ".join(f"{slot}: {value}" for slot, value in message.slots)
    return f"{message.key} ({values})" if values else message.key


def _joined(message: Message, names: SeatNames, grammar: Grammar, sentence_start: bool) -> str:
    """A join's parts said one after the other, its separator between them; a part after a
    sentence's end starts one."""
    slots = dict(message.slots)
    separator = str(slots.pop(SEPARATOR, " "))
    said = ""
    for index, part in enumerate(slots.values()):
        if index:
            said += separator
        starts = sentence_start if not said.strip() else starts_sentence(said)
        said += fill(part, names, grammar, starts)
    return said[:1].upper() + said[1:] if sentence_start and said else said


def _euphonic_form(word: str, words: Mapping[str, str]) -> str:
    other = words.get(word.lower())
    return word if other is None else (other[:1].upper() + other[1:] if word[:1].isupper() else other)


def euphonic(text: str, name: str, words: Mapping[str, str], letters: str) -> str:
    """`text` with each word of `words` that comes before `name` in its other form, when the name
    starts with one of `letters` (`Grammar.euphonic`, `Grammar.euphonic_letters`: Italian's
    vowels, "Passa il tavolo a Anna" → "... ad Anna")."""
    if not words or not name or name[:1].lower() not in letters:
        return text
    return re.sub(rf"(?<!\w)(\w+) (?={re.escape(name)}(?!\w))",
                  lambda m: _euphonic_form(m.group(1), words) + " ", text)


def euphonic_before(out: list[str], said: str, words: Mapping[str, str], name: str,
                    letters: str) -> str:
    """A seat's name said after the texts in `out`, the euphonic word before it changed (in `out`
    as well) where the name starts with one of `letters` (`Grammar.euphonic`)."""
    said = euphonic(said, name, words, letters)
    if out and name[:1].lower() in letters and said.startswith(name):
        head, space, word = out[-1].rstrip(" ").rpartition(" ")
        if out[-1].endswith(" ") and word and (not head or space):
            out[-1] = f"{head}{space}{_euphonic_form(word, words)} "
    return said


def starts_sentence(before: str) -> bool:
    """Whether a slot after the text `before` starts a sentence (and is capitalised)."""
    return before.rstrip(" ").endswith((".", "!", "?", "\n"))


def fill(value: Any, names: SeatNames, grammar: Grammar, sentence_start: bool) -> str:
    """A slot's value in words: a seat's name (or "you", capitalised at a sentence start), a
    nested message, a content word in the language, a number."""
    if isinstance(value, Message):
        return _said(value, names, grammar, sentence_start)
    if isinstance(value, bool):
        raise TypeError("a slot cannot hold a bool")
    if isinstance(value, Seat):
        if value.seat in names.spoken_to:
            return grammar.you[:1].upper() + grammar.you[1:] if sentence_start else grammar.you
        return names.name(value.seat)
    if isinstance(value, str):
        return grammar.word(value)
    if isinstance(value, int):
        return grouped(value, grammar.thousands)
    return str(value)


GROUPED_FROM = 10_000
"""Numbers from here up have their thousands grouped ("20,001"); a four-digit one reads well
without (Italian style writes "1000" and "20.001")."""


def grouped(number: int, separator: str = ",") -> str:
    """`number` with its thousands grouped by `separator` once it has five digits or more."""
    if abs(number) < GROUPED_FROM:
        return str(number)
    return f"{number:,}".replace(",", separator)


class Seat(NamedTuple):
    """A seat in a slot (`seat`: its index from 0): rendered as that seat's name."""

    seat: int


def seat(index: int) -> Seat:
    return Seat(index)
