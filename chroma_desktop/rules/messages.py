"""What the rules say, as templates with slots that whoever shows them fills in.

The rules never write a player's name or pick a plural: they pick a template and fill its slots
(`DRAWS(p=2)`); the table renders it with the seat names it uses ("You", "Bot 3", a friend's
name), the command line with "Player N". Each template is declared once, with a key (for
translations) and the kind of every slot, so a test can render all of them.

Template syntax (in `text`):
- `{name}`: the slot's value. A seat is its name ("you" for the seat spoken to, capitalised at
  the start of a sentence), a count its number (from five digits, grouped as the language groups
  thousands: "20,001", Italian "20.001"), text as it is, a nested `Message` rendered.
- `{name:one|other}`: a form chosen by the slot. A count: `one` for 1, `other` otherwise
  (`{n} {n:card|cards}`). A seat: `one` for anyone else, `other` for the seat spoken to
  (`{p} {p:has|have}`).
- `{name:'s}`: a seat's possessive ("Bot 2's", "your").
- `{name:a}`: text with its indefinite article ("a red", "an orange").
- In a seat's form, `~` stands for the seat's name (`{p:~ wins|you win}`).

Translations. `render(message, names, translate)` takes a hook: a plain `translate(key, text)`
that swaps the template's text, or a `Grammar`, which also says how its language fills slots.
A translation is a text per template key, with the same slots and its own words (the files
`data/i18n/<language>/<prefix>.yaml`, read by `chroma_desktop.translations`; the table gets the
current one from `language.message_translator()`). In a translated text:
- `{p}` is the seat's name, or the grammar's word for the seat spoken to (Italian "tu", "Tu" at
  the start of a sentence); `{p:one|other}` picks the verb form as in English
  (`{p} {p:prende|prendi}`); a count's `{n:one|other}` likewise (`{n} {n:carta|carte}`).
- Possessives are written out with `~` for the name, since a language without "'s" places them
  its own way: `{p:il punteggio di ~|il tuo punteggio}`, `{p:a ~|a te}`. The English `'s` and
  `a` forms are refused in a translation (`check_translation`).
- A text slot holding a content word (a colour, a card, a sheet) comes out through the grammar's
  word table (`language.word`: "Red" → "Rosso"); `{c:un}` gives it its indefinite article,
  `{c:il}` its definite one and `{c:del}` "di" with it, by the word's gender (singular or
  plural, from the word table or its ending) and first letters (Italian "un", "uno", "una",
  "un'"; "il", "lo", "la", "l'", "i", "gli", "le"; "del", "dello", "della", "dell'", ...).
- A colour after its noun agrees with it: `{c:f}`, `{c:mp}`, `{c:fp}` (feminine, masculine and
  feminine plural; `{c:m}` as the word table gives it): "la carta {c:f}" → "la carta gialla".
- The seat spoken to renders as the grammar's `you` ("tu"), capitalised at a sentence start;
  after a preposition write `{p:~|te}`.
"""

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import cache
from typing import Any, NamedTuple, cast

SEAT, COUNT, TEXT, MESSAGE = "seat", "count", "text", "message"
KINDS = (SEAT, COUNT, TEXT, MESSAGE)

_PLACEHOLDER = re.compile(r"\{(\w+)(?::([^{}]*))?\}")


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
    """A template and the values of its slots; `str()` renders it with `default_names()`."""

    key: str
    text: str
    slots: tuple[tuple[str, Any], ...] = ()

    def render(self, names: SeatNames | None = None,
               translate: Callable[[str, str], str] | None = None) -> str:
        return render(self, names, translate)

    def __str__(self) -> str:
        return render(self)

    def __bool__(self) -> bool:
        return bool(self.text)


class Grammar(NamedTuple):
    """How a translation speaks: its texts by template key and how it fills slots.

    `texts` maps a template key to the translated text (a key left out keeps the English);
    `you` is the seat spoken to ("tu"); `word(text)` translates a content word; `article(form,
    word)` puts the article a form asks for (`un`, `il`) before a translated word.
    """

    texts: Mapping[str, str]
    you: str
    word: Callable[[str], str]
    article: Callable[[str, str], str]
    article_forms: tuple[str, ...] = ()
    thousands: str = ","
    """What groups a large number's digits (Italian "20.001"; English "20,001")."""
    euphonic: Mapping[str, str] = {}
    """Words that take another form before a seat's name that starts with a vowel (Italian
    "a" → "ad", "e" → "ed": "Tocca ad Anna", "Bea ed Ugo")."""
    catalogue: Callable[[Message, SeatNames, "Grammar", bool], str | None] | None = None
    """The language's Fluent catalogues (`fluent_catalogues.Catalogues.render`): a message in
    words, or None for a key no `.ftl` file has (then `texts` and the template say it)."""

    def __call__(self, key: str, text: str) -> str:
        return self.texts.get(key, text)


class Template(NamedTuple):
    """A declared template: `key`, `text` and the kind of each slot; calling it fills them."""

    key: str
    text: str
    kinds: tuple[tuple[str, str], ...]

    def __call__(self, **values: Any) -> Message:
        declared = _declared(self.kinds)
        if values.keys() != declared.keys():
            raise TypeError(f"template {self.key!r} takes slots {sorted(declared)}, "
                            f"not {sorted(values)}")
        slots = tuple((name, _slot_value(declared[name], value)) for name, value in values.items())
        return Message(self.key, self.text, slots)


@cache
def _declared(kinds: tuple[tuple[str, str], ...]) -> dict[str, str]:
    """A template's slot kinds by name, made once per template (read, never changed)."""
    return dict(kinds)


class Catalogue:
    """One game's (or the app's) templates, by key; `add` declares one."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.templates: dict[str, Template] = {}

    def add(self, key: str, template: str, /, **kinds: str) -> Template:
        full_key = f"{self.prefix}.{key}"
        if full_key in self.templates:
            raise ValueError(f"template {full_key!r} is declared twice")
        used = {match.group(1) for match in _PLACEHOLDER.finditer(template)}
        if used != kinds.keys():
            raise ValueError(f"template {full_key!r} uses slots {sorted(used)} "
                             f"but declares {sorted(kinds)}")
        for slot, kind in kinds.items():
            if kind not in KINDS:
                raise ValueError(f"template {full_key!r}: slot {slot!r} has no kind {kind!r}")
        declared = Template(full_key, template, tuple(kinds.items()))
        self.templates[full_key] = declared
        return declared

    def __iter__(self) -> Iterator[Template]:
        return iter(self.templates.values())


_catalogues: list[Catalogue] = []


def catalogue(prefix: str) -> Catalogue:
    """A new catalogue, known to `all_templates` (for tests and translations)."""
    new = Catalogue(prefix)
    _catalogues.append(new)
    return new


def all_templates() -> Iterable[Template]:
    for each in _catalogues:
        yield from each


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


# A plain line that needs no slots (a message built by joining others, or fixed words).
PLAIN = catalogue("plain")
_TEXT = PLAIN.add("text", "{words}", words=TEXT)
_JOINED: dict[str, Template] = {}


NOTHING = Message("plain.nothing", "")
"""Nothing to say (a `why_not` for a move that is allowed); false, and renders as ""."""


def plain(text: str) -> Message:
    """Fixed words as a message (no seat, no count)."""
    return _TEXT(words=text)


def join(parts: Sequence[Message | str], separator: str = " ") -> Message:
    """Several messages shown as one, `separator` between them."""
    slots = {f"m{index}": part for index, part in enumerate(parts)}
    text = separator.join(f"{{m{index}}}" for index in range(len(parts)))
    return Message(f"plain.join{len(parts)}", text, tuple(slots.items()))


def render(message: Message | str, names: SeatNames | None = None,
           translate: Callable[[str, str], str] | None = None, *, sentence_start: bool = True) -> str:
    """`message` in words, seats called by `names`; `translate(key, text)` may swap the text.
    `sentence_start=False` says it as the middle of a sentence (no capital at the start)."""
    if isinstance(message, str):
        return message
    return _render(message, names or default_names(), translate, sentence_start=sentence_start)


def _render(message: Message, names: SeatNames, translate: Callable[[str, str], str] | None,
            sentence_start: bool) -> str:
    if isinstance(translate, Grammar) and translate.catalogue is not None:
        said = translate.catalogue(message, names, translate, sentence_start)
        if said is not None:
            return said
    slots: Mapping[str, Any] = dict(message.slots)
    text = translate(message.key, message.text) if translate else message.text
    out: list[str] = []
    position = 0
    for match in _PLACEHOLDER.finditer(text):
        out.append(text[position:match.start()])
        before = "".join(out)
        starts = sentence_start if not before.strip() else _starts_sentence(before)
        value = slots[match.group(1)]
        said = _fill(value, match.group(2), names, translate, starts)
        if isinstance(value, Seat) and isinstance(translate, Grammar) and translate.euphonic:
            said = _euphonic(out, said, translate.euphonic, names.name(value.seat))
        out.append(said)
        position = match.end()
    out.append(text[position:])
    result = "".join(out)
    if sentence_start and result:
        return result[:1].upper() + result[1:]
    return result


_VOWELS = "aeiouàèéìíòóùú"


def _euphonic_form(word: str, words: Mapping[str, str]) -> str:
    other = words.get(word.lower())
    return word if other is None else (other[:1].upper() + other[1:] if word[:1].isupper() else other)


def euphonic(text: str, name: str, words: Mapping[str, str]) -> str:
    """`text` with each word of `words` that comes before `name` in its other form, when the name
    starts with a vowel (`Grammar.euphonic`: "Passa il tavolo a Anna" → "... ad Anna")."""
    if not words or not name or name[:1].lower() not in _VOWELS:
        return text
    return re.sub(rf"(?<!\w)(\w+) (?={re.escape(name)}(?!\w))",
                  lambda m: _euphonic_form(m.group(1), words) + " ", text)


def _euphonic(out: list[str], said: str, words: Mapping[str, str], name: str) -> str:
    """A seat's name and the word before it, in `words`' form where the name starts with a vowel:
    the word may end the text before the slot (`a {p:~|te}`) or be inside the form (`{p:a ~|a te}`)."""
    said = euphonic(said, name, words)
    if out and name[:1].lower() in _VOWELS and said.startswith(name):
        head, space, word = out[-1].rstrip(" ").rpartition(" ")
        if out[-1].endswith(" ") and word and (not head or space):
            out[-1] = f"{head}{space}{_euphonic_form(word, words)} "
    return said


def euphonic_before(out: list[str], said: str, words: Mapping[str, str], name: str) -> str:
    """A seat's name said after the texts in `out`, the euphonic word before it changed (in `out`
    as well) where the name starts with a vowel (`Grammar.euphonic`)."""
    return _euphonic(out, said, words, name)


def starts_sentence(before: str) -> bool:
    """Whether a slot after the text `before` starts a sentence (and is capitalised)."""
    return _starts_sentence(before)


def fill(value: Any, names: SeatNames, translate: "Grammar | Callable[[str, str], str] | None",
         sentence_start: bool) -> str:
    """A slot's value in words with no form: a seat's name (or "you"), a nested message."""
    # a Grammar is called as translate(key, text); mypy does not see a NamedTuple's __call__
    return _fill(value, None, names, cast(Callable[[str, str], str] | None, translate), sentence_start)


def _starts_sentence(before: str) -> bool:
    stripped = before.rstrip(" ")
    return stripped.endswith((".", "!", "?", "\n"))


def _fill(value: Any, form: str | None, names: SeatNames,
          translate: Callable[[str, str], str] | None, sentence_start: bool) -> str:
    if isinstance(value, Message):
        return _render(value, names, translate, sentence_start)
    if isinstance(value, bool):
        raise TypeError("a slot cannot hold a bool")
    grammar = translate if isinstance(translate, Grammar) else None
    if form is None:
        if isinstance(value, Seat):
            if value.seat in names.spoken_to:
                you = grammar.you if grammar else "you"
                return you[:1].upper() + you[1:] if sentence_start else you
            return names.name(value.seat)
        if grammar and isinstance(value, str):
            return grammar.word(value)
        if isinstance(value, int):
            return grouped(value, grammar.thousands if grammar else ",")
        return str(value)
    if grammar and form in grammar.article_forms:
        return grammar.article(form, grammar.word(str(value)))
    if form == "'s":
        if not isinstance(value, Seat):
            raise TypeError(f"a possessive needs a seat, not {value!r}")
        if value.seat in names.spoken_to:
            return "Your" if sentence_start else "your"
        return f"{names.name(value.seat)}'s"
    if form == "a":
        text = str(value)
        return f"{'an' if text[:1].lower() in 'aeiou' else 'a'} {text}"
    one, _, other = form.partition("|")
    if isinstance(value, Seat):
        if value.seat in names.spoken_to:
            said = other.replace("~", grammar.you if grammar else "you")
        else:
            said = one.replace("~", names.name(value.seat))
        return said[:1].upper() + said[1:] if sentence_start else said
    if isinstance(value, int):
        return one if value == 1 else other
    raise TypeError(f"the form {form!r} needs a seat or a count, not {value!r}")


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


def check_translation(template: Template, text: str, article_forms: Sequence[str] = ()) -> list[str]:
    """What is wrong with `text` as a translation of `template` (empty if nothing).

    It must use exactly the template's slots, each with a form its kind takes in a translation:
    none, `one|other` for a seat or a count, an article form (`article_forms`) for text.
    """
    problems = []
    kinds = dict(template.kinds)
    used = set()
    for match in _PLACEHOLDER.finditer(text):
        slot, form = match.group(1), match.group(2)
        used.add(slot)
        kind = kinds.get(slot)
        if kind is None or form is None:
            continue
        if kind in (SEAT, COUNT):
            if form.count("|") != 1:
                problems.append(f"{{{slot}:{form}}}: a {kind} takes one form for one and one for "
                                f"the other, as 'one|other'")
            elif kind == COUNT and "~" in form:
                problems.append(f"{{{slot}:{form}}}: '~' names a seat, and {slot} is a count")
        elif kind == TEXT:
            if form not in article_forms:
                problems.append(f"{{{slot}:{form}}}: text takes no form but an article "
                                f"({', '.join(article_forms) or 'none here'})")
        else:
            problems.append(f"{{{slot}:{form}}}: a message takes no form")
    if used != kinds.keys():
        missing, extra = sorted(kinds.keys() - used), sorted(used - kinds.keys())
        problems.append(f"uses slots {sorted(used)} but the template has {sorted(kinds)}"
                        + (f" (missing {', '.join(missing)})" if missing else "")
                        + (f" (unknown {', '.join(extra)})" if extra else ""))
    if text.count("{") != text.count("}") or len(_PLACEHOLDER.findall(text)) != text.count("{"):
        problems.append("has a brace that is not a slot")
    return problems
