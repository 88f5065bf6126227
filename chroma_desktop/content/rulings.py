"""Rulings: each place a rulebook is unclear or silent, its words, and the reading the app plays.

A game's content folder may hold `rulings.yaml` (the key `rulings`, checked by the game's JSON
Schema); the game's content builder turns it into `Ruling` values with `build_rulings`. Where the
readings really differ in play, a ruling names the set-up option that plays each of them, and
the option's default is the app's own reading. Help -> Rulings shows them side by side
(`ui/rulings_dialog.py`).

The start-up content cache admits only the value classes of a game's own package, so each game
declares `class Ruling(rulings.Ruling)` in its content module and passes it to `build_rulings`,
keeps them in its content's `rulings` (`RuledContent`) and says so in its manifest
(`rulings=True`), which is what the registry's `rulings(game)` reads.
"""

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeVar

if TYPE_CHECKING:  # the loader is needed only when content is built, not read from the cache
    from chroma_desktop.content.loader import ContentSource
    from chroma_desktop.rules.messages import Message

ISSUES = ("unclear", "silent", "conflict", "garbled")
"""What kind of gap a ruling fills (the schema lists the same keys); its words are the templates
`content_words.RULING_ISSUES`."""


def quote_note(file: str) -> str:
    """For the language shown: a note on a quote from `file` in another language ("" if none;
    each language's `quote-note` says it, selecting on the rulebook's language)."""
    quoted_in = quote_language(file)
    if quoted_in == _language():
        return ""
    from chroma_desktop.content.content_words import QUOTE_NOTE
    from chroma_desktop.rules.record_words import AsWritten

    return _shown(QUOTE_NOTE(rulebook=AsWritten(quoted_in)), sentence_start=False)


def quote_language(file: str) -> str:
    """The language a rulebook file is written in: `<game>-<code>.txt` that language (one the
    app speaks: `<game>-it.txt`), others English."""
    from chroma_desktop import language

    stem = file.rsplit(".", 1)[0]
    code = stem.rsplit("-", 1)[1] if "-" in stem else ""
    return code if code in language.SUPPORTED else language.SOURCE


def _shown(message: "Message", sentence_start: bool = True) -> str:
    """`message` in the language shown (`sentence_start=False`: as its words are written, a
    note within a sentence)."""
    from chroma_desktop import language
    from chroma_desktop.rules.messages import render

    return render(message, None, language.message_translator(), sentence_start=sentence_start)


class Ruling(NamedTuple):
    """One unclear or silent rule: what the rulebook says and what the app plays.

    `quotes` are `(rulebook file, its words, a translation or "")`; `values` are
    `(option value, what that value plays)` in the order offered, when `option` names the set-up
    option that plays the readings (`default` is the app's own); otherwise `alternatives` may
    describe readings the app does not offer. Their translations are messages by the ruling's id in
    the game's `i18n/<language>/content/<game>.ftl` (`content_ftl.ruling_id`): `shown`,
    `shown_values` and `shown_alternatives` pick the language now shown.
    """

    id: str
    title: str
    issue: str
    quotes: tuple[tuple[str, str, str], ...]
    reading: str
    option: str = ""
    default: str = ""
    values: tuple[tuple[str, str], ...] = ()
    alternatives: tuple[str, ...] = ()
    game_id: str = ""
    """The game whose content it is: where its translations are."""

    @property
    def issue_text(self) -> str:
        from chroma_desktop.content.content_words import RULING_ISSUES

        template = RULING_ISSUES.get(self.issue)
        return self.issue if template is None else _shown(template())

    def shown(self, field: str) -> str:
        """`title` or `reading` in the language now shown (English where untranslated)."""
        english: str = self.title if field == "title" else self.reading
        return self._translated(english, field)

    def shown_values(self) -> tuple[tuple[str, str], ...]:
        return tuple((value, self._translated(meaning, "value", value)) for value, meaning in self.values)

    def shown_alternatives(self) -> tuple[str, ...]:
        return tuple(self._translated(text, "alternative", str(number))
                     for number, text in enumerate(self.alternatives, 1))

    def translated(self, language_code: str, *parts: str) -> str | None:
        """The ruling's message `ruling-<id>-<parts>` in `language_code` (`"title"`;
        `"value", value`; `"alternative", "1"`), None where it has none."""
        if not self.game_id:
            return None
        from chroma_desktop.content.content_ftl import ruling_id, text

        return text(language_code, self.game_id, ruling_id(self.id, *parts))

    def _translated(self, english: str, *parts: str) -> str:
        from chroma_desktop import language

        code = _language()
        return english if code == language.SOURCE else self.translated(code, *parts) or english

    def meaning(self, value: str) -> str:
        """What option value `value` plays, in the language now shown ("" for a value this
        ruling does not know)."""
        return dict(self.shown_values()).get(value, "") or dict(self.values).get(value, "")


def _language() -> str:
    from chroma_desktop import language

    return language.current()


class RuledContent(Protocol):
    """A game's content that carries its rulings (its manifest declares `rulings=True`)."""

    @property
    def rulings(self) -> Sequence[Ruling]: ...


R = TypeVar("R", bound=Ruling)


def _words(text: str) -> str:
    """Folded YAML keeps a rulebook's line breaks as spaces; runs of spaces become one."""
    return " ".join(text.split())


def build_rulings(source: "ContentSource", kind: type[R]) -> tuple[R, ...]:
    """The rulings of the folder `source` (none without a `rulings` key), as `kind` values.

    The schema has checked their shape; here: ids are unique, an option's default is one of
    its values.
    """
    entries: list[dict[str, Any]] = source.data.get("rulings") or []
    seen: dict[str, int] = {}
    built = []
    for index, entry in enumerate(entries):
        where: list[str | int] = ["rulings", index]
        ruling_id = entry["id"]
        if ruling_id in seen:
            words = _said()
            raise source.error([*where, "id"], words.ALREADY_USED(
                value=words.quoted(ruling_id), other=words.written(f"rulings[{seen[ruling_id]}]")))
        seen[ruling_id] = index
        option = entry.get("option") or {}
        values = tuple((str(value), _words(meaning))
                       for value, meaning in option.get("values", {}).items())
        if option and option["default"] not in dict(values):
            words = _said()
            raise source.error([*where, "option", "default"], words.NOT_OPTION_VALUE(
                value=words.quoted(option["default"]), values=words.listed(value for value, _ in values)))
        built.append(kind(
            id=ruling_id,
            title=_words(entry["title"]),
            issue=entry["issue"],
            quotes=tuple((quote["file"], _words(quote["words"]),
                          _words(quote.get("translation", ""))) for quote in entry["quotes"]),
            reading=_words(entry["reading"]),
            option=option.get("name", ""),
            default=option.get("default", ""),
            values=values,
            alternatives=tuple(_words(text) for text in entry.get("alternatives", ())),
            game_id=source.folder.name,
        ))
    return tuple(built)


def _said():
    """The refusals' templates (`content_words`), loaded only when a ruling is refused."""
    import chroma_desktop.content.content_words as words

    return words
