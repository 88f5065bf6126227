"""The rules' templates rendered from Fluent files: one bundle per language and catalogue.

Each catalogue of templates has `data/i18n/<language>/<prefix>.ftl` (English `en/`, Italian
`it/`, German `de/`, ...; a plug-in's in its data root): one message per template, its id the
template's key without the prefix in kebab case (`ftl_files.message_id`). `messages.render`
says every message through `Grammar.catalogue` (this module's `Catalogues.render`; English's
`Grammar` is `translations.english()`). A message the language lacks is said from
`en/<prefix>.ftl`, the one source of the English and the fallback of every language.

What a message gets as variables (Fluent's `$name`), for each of its template's slots:
- a seat `$p`: its name, or the language's word for the seat spoken to (`-you` in
  `<language>/language.ftl`), capitalised at a sentence start, with the euphonic words before it
  (Italian "ad Anna"); `$p-person` is `second` for the seat spoken to and `third` otherwise, to
  select the verb (`{ $p-person -> [second] draw *[third] draws }`);
- a count `$n`: a number, so Fluent picks its CLDR plural category (`[one]`, `[few]`, `[many]`,
  `*[other]`, by the language's rules from Babel), written with the language's CLDR symbols,
  thousands grouped from five digits (`messages.GROUPED_FROM`; a fraction with the language's
  decimal sign: Italian "0,5");
- a content word `$c`: the word in the language: the term `-word-<id>` of the catalogue's file
  when it has one (`-word-red = Rot`, with attributes such as `.gender = n`, `.adjective = rote`),
  else the grammar's word table; `$c-<form>` is the term's attribute `form`, else the grammar's
  form (Italian `$c-f`, `$c-mp`, `$c-fp`, and the articles `$c-un`, `$c-il`, `$c-del`), else a
  form the language's `language.ftl` writes as a term `-form-<form>` (`word_forms.py`: English
  `$c-a`, "an apple"), else the word;
- a nested message `$m`: rendered in the same language where it stands.

A file that does not read, an entry Fluent cannot parse, and a message whose variables do not
fit its template are left out with a logged message (`problems` lists them): the message is then
said in English, never broken in front of a player (a message English lacks too is said as
its key and slots, `messages.unsaid`, and logged).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator, Mapping
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from fluent.syntax import ast as ftl

from chroma_desktop import language_folders
from chroma_desktop.fluent_runtime import FluentBundle, FluentFloat, FluentInt
from chroma_desktop.ftl_files import (
    Chunk,
    FtlFile,
    entry_chunks,
    message_id,
    parse_chunk,
    read_ftl,
    read_source,
)
from chroma_desktop.language_folders import language_folder
from chroma_desktop.language_words import lower_case_words
from chroma_desktop.rules.messages import (
    GROUPED_FROM,
    SEAT,
    TEXT,
    Grammar,
    Message,
    Seat,
    SeatNames,
    Template,
    all_templates,
    declared_root,
    euphonic_before,
    fill,
    starts_sentence,
    templates_declared,
)
from chroma_desktop.word_forms import forms as word_forms

LOG = logging.getLogger(__name__)
SOURCE = language_folders.SOURCE
LANGUAGE_FILE = "language"  # <language>/language.ftl: the language's own words (`-you`)
UI_FILE = "ui"  # <language>/ui.ftl: the UI's own words, made into Qt's .ts (chroma_desktop/i18n)
MAX_MESSAGE_CHARS = 2_000  # the longest shipped message has 394; a longer one is no sentence
PERSON = "person"  # $p-person: which person a seat's verb takes
SECOND, THIRD = "second", "third"
_GLYPHED = re.compile(r"^(.*\w)( [^\w\s%]+)$")  # "red ♥" (a level's "20 %" is part of its name)
_MARK = re.compile("\ue000(\\d+)\ue001")  # a seat or nested message, filled after Fluent's pass


def _mark(index: int) -> str:
    return f"\ue000{index}\ue001"


def _count(value: int | float) -> FluentInt | FluentFloat:
    """A count as Fluent takes it: a number, so its CLDR plural category is selected, written
    with the language's CLDR symbols and its thousands grouped from five digits, as the rules
    write numbers ("1000", "20,001"; Italian and German "20.001"): `messages.GROUPED_FROM`. (The
    options are what Fluent keeps when it converts its arguments; a subclass would be lost.)"""
    grouping = abs(value) >= GROUPED_FROM
    if isinstance(value, int):
        return FluentInt(value, useGrouping=grouping)
    return FluentFloat(value, useGrouping=grouping, maximumFractionDigits=6)


def walk(node: Any) -> Iterator[Any]:
    """`node` and every syntax node under it."""
    yield node
    if isinstance(node, ftl.BaseNode):
        for value in vars(node).values():
            if isinstance(value, list):
                for item in value:
                    yield from walk(item)
            elif isinstance(value, ftl.BaseNode):
                yield from walk(value)


def variables(entry: ftl.Message | ftl.Term) -> frozenset[str]:
    """The names of the variables `entry` uses (`$p`, `$p-person`, ...)."""
    return frozenset(node.id.name for node in walk(entry) if isinstance(node, ftl.VariableReference))


def plain_text(pattern: ftl.Pattern | None) -> str | None:
    """A pattern made of text only (a term's value or attribute), or None."""
    if pattern is None or not all(isinstance(part, ftl.TextElement) for part in pattern.elements):
        return None
    return "".join(part.value for part in pattern.elements if isinstance(part, ftl.TextElement))


def fit_problems(template: Template, entry: ftl.Message,
                 used_variables: frozenset[str] | None = None) -> list[str]:
    """What keeps `entry` from being `template`'s message: no value, longer than
    `MAX_MESSAGE_CHARS`, or variables that are not its slots (`$x`, `$seat-person`,
    `$text-<form>`) or leave a slot out. `used_variables`: `variables(entry)`, when known."""
    if entry.value is None:
        return ["has no text"]
    if entry.span is not None and entry.span.end - entry.span.start > MAX_MESSAGE_CHARS:
        return [f"longer than {MAX_MESSAGE_CHARS} characters"]
    kinds = dict(template.kinds)
    used: set[str] = set()
    problems = []
    for name in sorted(variables(entry) if used_variables is None else used_variables):
        slot, _, form = name.partition("-")
        kind = kinds.get(slot)
        if kind is None:
            problems.append(f"${name}: the template has no slot {slot!r}")
        elif form and not (kind == SEAT and form == PERSON or kind == TEXT):
            problems.append(f"${name}: a {kind} slot takes no form {form!r}")
        used.add(slot)
    missing = sorted(kinds.keys() - used)
    if missing:
        problems.append(f"leaves out the slots {', '.join(missing)}")
    return problems


def folder(language: str, root: Path | None = None) -> Path:
    return language_folder(language, root)


def ftl_prefixes(language: str = SOURCE, root: Path | None = None) -> frozenset[str]:
    """The catalogues `language` has in Fluent (its `<prefix>.ftl` files)."""
    return frozenset(path.stem for path in folder(language, root).glob("*.ftl")
                     if path.stem not in (LANGUAGE_FILE, UI_FILE))


class _Catalogue:
    """One language's file of one catalogue: its bundle and the messages that fit.

    The file is cut into its entries when read (`ftl_files.entry_chunks`); its terms and the text
    that is no entry (comments, junk) are parsed then, each message when first said (`fits`) or
    when all are asked for (`uses`, `messages`, `late_problems`: the checks). A message is checked
    against its template when parsed; one whose template is not declared yet (its module is
    imported later: teach mode's words, a preview's) is kept and checked when first said, so a
    file read early never loses a game's later words."""

    def __init__(self, language: str, prefix: str, path: Path, source: str,
                 problems: tuple[str, ...], shared: FtlFile) -> None:
        self.language = language
        self.path = path
        self.prefix = prefix
        self.bundle = FluentBundle([language], use_isolating=False)
        chunks, others, twice = entry_chunks(path, source)
        self.problems = [*problems, *twice]
        self._unparsed = {name: chunk for name, chunk in chunks.items() if not name.startswith("-")}
        self._uses: dict[str, frozenset[str]] = {}  # each message kept: the variables it uses
        self._messages: dict[str, ftl.Message] = {}
        self.unchecked: set[str] = set()  # kept with no template declared yet
        kept: list[ftl.EntryType] = []
        for chunk in others:  # comments, and text that is no entry: junk named now
            self._parsed(chunk)
        for chunk in chunks.values():
            if chunk.name.startswith("-"):
                kept.extend(entry for entry in self._parsed(chunk) if isinstance(entry, ftl.Term))
        kept.extend(shared.entries)  # a term of the file's own goes before a shared one of its id
        self.bundle.add_resource(ftl.Resource(kept))  # (Fluent keeps the first of an id)
        self.terms: dict[str, ftl.Term] = {}
        for entry in kept:
            if isinstance(entry, ftl.Term):
                self.terms.setdefault(entry.id.name, entry)
        for problem in self.problems:
            LOG.warning("Fluent text left out, said in English: %s", problem)

    def _parsed(self, chunk: Chunk) -> list[ftl.Message | ftl.Term]:
        entries, junk = parse_chunk(self.path, chunk)
        for problem in junk:
            self.problems.append(problem)
            LOG.warning("Fluent text left out, said in English: %s", problem)
        return entries

    def _parse(self, entry_id: str) -> None:
        """The message `entry_id` parsed, checked against its template and, if it fits, put in
        the bundle (with the messages it names)."""
        chunk = self._unparsed.pop(entry_id, None)
        if chunk is None:
            return
        template = _templates_by_id(self.prefix).get(entry_id)
        for entry in self._parsed(chunk):
            if not isinstance(entry, ftl.Message) or entry.id.name != entry_id:
                continue
            nodes = list(walk(entry))  # walked once: its variables and the messages it names
            used = frozenset(node.id.name for node in nodes
                             if isinstance(node, ftl.VariableReference))
            wrong = [] if template is None else fit_problems(template, entry, used)
            if wrong:
                self._leave_out(entry_id, wrong)
                continue
            if template is None:
                self.unchecked.add(entry_id)
            self._messages[entry_id] = entry
            self._uses[entry_id] = used
            self.bundle.add_resource(ftl.Resource([entry]))
            for node in nodes:
                if isinstance(node, ftl.MessageReference):
                    self._parse(node.id.name)

    def _parse_all(self) -> None:
        for entry_id in list(self._unparsed):
            self._parse(entry_id)

    def variables_of(self, entry_id: str) -> frozenset[str]:
        """The variables a kept message uses (`fits` said it is kept)."""
        return self._uses[entry_id]

    @property
    def uses(self) -> dict[str, frozenset[str]]:
        """Every message kept (the whole file parsed): the variables it uses."""
        self._parse_all()
        return self._uses

    @property
    def messages(self) -> dict[str, ftl.Message]:
        """Every message kept (the whole file parsed), by id."""
        self._parse_all()
        return self._messages

    def _leave_out(self, entry_id: str, wrong: list[str]) -> None:
        said = [f"{self.path}, message {entry_id!r}: {problem}" for problem in wrong]
        self.problems.extend(said)
        LOG.warning("Fluent text left out, said in English: %s", said[0])
        self._uses.pop(entry_id, None)
        self._messages.pop(entry_id, None)

    def fits(self, entry_id: str) -> bool:
        """Whether the message `entry_id` is kept, checking it now against its template if that
        was declared after the file was read (an id no template has is not said)."""
        self._parse(entry_id)
        if entry_id not in self._uses:
            return False
        if entry_id in self.unchecked:
            template = _templates_by_id(self.prefix).get(entry_id)
            if template is None:
                return False
            self.unchecked.discard(entry_id)
            wrong = fit_problems(template, self._messages[entry_id], self._uses[entry_id])
            if wrong:
                self._leave_out(entry_id, wrong)
                return False
        return True

    def late_problems(self) -> list[str]:
        """The problems of the messages not checked yet: checked now, or named as having no
        template."""
        self._parse_all()
        found = []
        for entry_id in sorted(self.unchecked):
            if not self.fits(entry_id) and entry_id in self.unchecked:
                found.append(f"{self.path}, message {entry_id!r}: no template has this id")
        return found

    def word(self, english: str) -> ftl.Term | None:
        """The term `-word-<id>` for a content word as the rules slot it ("Red", "golden joker",
        "+2"): its id is the content term's, words joined by hyphens, other signs left out."""
        slug = re.sub(r"[\s_]+", "-", english.strip().lower())
        return self.terms.get("word-" + re.sub(r"[^a-z0-9-]", "", slug))


def _templates_by_id(prefix: str) -> dict[str, Template]:
    """The templates declared now in catalogue `prefix`, by their Fluent ids."""
    return _templates_by_catalogue(templates_declared()).get(prefix, {})


@lru_cache(maxsize=1)
def _templates_by_catalogue(_declared: int) -> dict[str, dict[str, Template]]:
    """Every template declared, by catalogue and Fluent id: made again only when more are
    declared (it was made for every message parsed, a walk over all templates each time)."""
    found: dict[str, dict[str, Template]] = {}
    for template in all_templates():
        prefix, _, short = template.key.partition(".")
        found.setdefault(prefix, {})[message_id(short)] = template
    return found


@cache
def _catalogue(language: str, prefix: str, root: Path | None, _games: int) -> _Catalogue | None:
    path = folder(language, root) / f"{prefix}.ftl"
    if not path.is_file():
        return None
    shared_path = folder(language, root) / f"{LANGUAGE_FILE}.ftl"
    shared = read_ftl(shared_path) if shared_path.is_file() else FtlFile(shared_path, (), ())
    content = _game_of(prefix, _games) if language != SOURCE else None  # English: as written
    if content is not None:  # its game's content words: terms no catalogue writes again
        game_id, game_root = content
        words = _content_terms(folder(language, root or game_root) / CONTENT_FOLDER / f"{game_id}.ftl")
        shared = shared._replace(entries=(*shared.entries, *words))
    return _Catalogue(language, prefix, path, *read_source(path), shared)


CONTENT_FOLDER = "content"  # <language>/content/<game>.ftl: a game's content words as terms


@cache
def _game_of(prefix: str, _games: int) -> tuple[str, Path | None] | None:
    """The game whose manifest lists the catalogue `prefix`, and its data root (None: the app's)."""
    from chroma_desktop.plugins import manifests

    found = [(manifest.id, manifest.data_root) for manifest in manifests() if prefix in manifest.catalogues]
    return found[0] if found else None


@cache
def _content_terms(path: Path) -> tuple[ftl.Term, ...]:
    """The terms of a content words file (none where there is no file)."""
    return tuple(read_ftl(path).terms().values()) if path.is_file() else ()


def catalogue(language: str, prefix: str, root: Path | None = None) -> _Catalogue | None:
    from chroma_desktop.plugins import generation

    return _catalogue(language, prefix, root, generation())


def plug_in_root(prefix: str) -> Path | None:
    """The data root of the plug-in whose manifest lists the catalogue `prefix`; None for the
    app's own data."""
    from chroma_desktop.plugins import generation

    return _plug_in_roots(generation()).get(prefix)


@cache
def _plug_in_roots(_games: int) -> dict[str, Path]:
    from chroma_desktop.plugins import manifests

    return {prefix: manifest.data_root for manifest in manifests()
            if manifest.data_root is not None for prefix in manifest.catalogues}


def language_word(language: str, term: str, root: Path | None = None) -> str | None:
    """A term of `<language>/language.ftl` as text (`you` → "du"), None if it has none."""
    path = folder(language, root) / f"{LANGUAGE_FILE}.ftl"
    if not path.is_file():
        return None
    found = [entry for entry in read_ftl(path).entries
             if isinstance(entry, ftl.Term) and entry.id.name == term]
    return plain_text(found[0].value) if found else None


def problems(language: str, root: Path | None = None,
             prefixes: Iterable[str] | None = None) -> list[str]:
    """What is wrong with `language`'s Fluent files (of `prefixes`, default all): unreadable
    entries, messages that fit no template, templates the file has no message for."""
    found: list[str] = []
    wanted = ftl_prefixes(language, root) if prefixes is None else set(prefixes)
    for prefix in sorted(wanted & ftl_prefixes(language, root)):
        read = catalogue(language, prefix, root)
        if read is None:
            continue
        found.extend(read.late_problems())
        found.extend(read.problems)
        for template in all_templates():
            head, _, short = template.key.partition(".")
            if head == prefix and message_id(short) not in read.uses:
                found.append(f"{folder(language, root) / (prefix + '.ftl')}: no message "
                             f"{message_id(short)!r} (template {template.key!r})")
    return found


class Catalogues:
    """The Fluent catalogues of one language, as `Grammar.catalogue`: `render` says a message."""

    def __init__(self, language: str, root: Path | None = None) -> None:
        self.language = language
        self.root = root

    def _found(self, message: Message) -> tuple[_Catalogue, str] | None:
        """The file that says `message` (the language's, else English's) and the message's id."""
        prefix, _, short = message.key.partition(".")
        root = self.root if self.root is not None else plug_in_root(prefix) or declared_root(prefix)
        for language in dict.fromkeys((self.language, SOURCE)):
            read = catalogue(language, prefix, root)
            if read is not None and read.fits(message_id(short)):
                return read, message_id(short)
        return None

    def render(self, message: Message, names: SeatNames, grammar: Grammar,
               sentence_start: bool) -> str | None:
        """`message` in words from its Fluent text; None when no `.ftl` has its key."""
        found = self._found(message)
        if found is None:
            return None
        read, entry_id = found
        slots = dict(message.slots)
        uses = read.variables_of(entry_id)
        pattern = read.bundle.get_message(entry_id).value
        deferred: list[Any] = []
        args: dict[str, Any] = {}
        for slot, value in slots.items():
            if isinstance(value, Seat | Message):
                args[slot] = _mark(len(deferred))
                deferred.append(value)
                if isinstance(value, Seat):
                    args[f"{slot}-{PERSON}"] = SECOND if value.seat in names.spoken_to else THIRD
            elif isinstance(value, int | float):
                args[slot] = _count(value)
            elif isinstance(value, str):
                args.update(self._word(read, slot, value, grammar, uses))
            else:  # words said as written (a record's notation): in no language's words
                args.update({name: str(value) for name in uses if name.partition("-")[0] == slot})
        text, errors = read.bundle.format_pattern(pattern, args) if pattern else ('', [])
        if errors:
            LOG.warning("Fluent message %s (%s) said in English: %s", message.key, read.language,
                        errors[0])
            return None
        return _filled(str(text), deferred, names, grammar, sentence_start)

    @staticmethod
    def _word(read: _Catalogue, slot: str, value: str, grammar: Grammar,
              uses: frozenset[str]) -> Mapping[str, str]:
        """A content word's variables: `$slot` and each `$slot-<form>` the message uses."""
        term, glyph = read.word(value), ""
        glyphed = _GLYPHED.match(value)  # "red ♥": the colour's name, then its glyph
        if term is None and glyphed:
            term, glyph = read.word(glyphed.group(1)), glyphed.group(2)
        said = plain_text(term.value) if term is not None else None
        if said and value[:1].islower() and said[:1].isupper() and lower_case_words(read.language):
            said = said[:1].lower() + said[1:]  # "red" reads "rosso", as the word table says it
        word = said + glyph if said is not None else grammar.word(value)
        found = {slot: word}
        attributes = {a.id.name: (plain_text(a.value) or "") + glyph
                      for a in term.attributes} if term else {}
        for name in uses:
            head, _, form = name.partition("-")
            if head != slot or not form:
                continue
            if form in attributes:
                found[name] = attributes[form]
            elif form in grammar.article_forms:
                found[name] = grammar.article(form, word)
            elif form in (forms := word_forms(read.language)).names:  # English "an apple"
                found[name] = forms.say(form, word, attributes.get("gender", "").strip())
            else:
                found[name] = word
        return found


def _filled(text: str, deferred: list[Any], names: SeatNames, grammar: Grammar,
            sentence_start: bool) -> str:
    """Fluent's output with each seat and nested message said where it stands (a sentence's
    start capitalises it; a seat's name starting with a vowel changes the euphonic word before)."""
    out: list[str] = []
    position = 0
    for match in _MARK.finditer(text):
        out.append(text[position:match.start()])
        before = "".join(out)
        starts = sentence_start if not before.strip() else starts_sentence(before)
        value = deferred[int(match.group(1))]
        said = fill(value, names, grammar, starts)
        if isinstance(value, Seat) and grammar.euphonic:
            said = euphonic_before(out, said, grammar.euphonic, names.name(value.seat),
                                   grammar.euphonic_letters)
        out.append(said)
        position = match.end()
    out.append(text[position:])
    result = "".join(out)
    return result[:1].upper() + result[1:] if sentence_start and result else result


def english() -> Grammar:
    """The `Grammar` of the source language: English said from `data/i18n/en/*.ftl`, what
    `messages.render` speaks when given no language (the command line, `str()`, the English
    table). Content words are said as the content writes them (or by an English term)."""
    return Grammar(catalogue=Catalogues(SOURCE).render, you="you", word=_as_written,
                   article=_no_article)


def _as_written(text: str) -> str:
    return text


def _no_article(form: str, text: str) -> str:
    return text  # English's one form, `$c-a`, is a term of en/language.ftl (`word_forms`)
