"""The UI's own words as Fluent messages: `data/i18n/<language>/ui.ftl` is their one source.

Qt's widgets say the UI's words with `translate(context, text)` and read a compiled `.qm`;
`tools/update_translations.py` makes each language's `.ts` (and `.qm`) from its `ui.ftl`, so a
translation is edited in the `.ftl`, never in the `.ts`. No Qt here: this module is the mapping.

- **Ids**: each (context, English text) pair the code says is one message, its id made from both
  (`message_id`): `ui-<context>-<first words>-<hash>`, e.g. `ui-main-window-game-1a2b3c`. The hash
  is of the whole pair, so a changed English text is a new message, untranslated until it is
  translated again (the old one is reported as no longer said), never a stale translation shown.
- **en/ui.ftl** lists every message with its English, grouped by context (`## MainWindow`): it
  is written by the tool from what the code says, and is what a translator reads.
- **Text both ways**: a Python `str.format` slot `{name}` (or `{name:g}`) is the variable
  `{ $name }`; a message's variables are its English's. Leading and trailing spaces, braces and
  the characters Fluent reads specially at a line's start are written as string literals
  (`{" "}`), so every text comes back as it was written (`qt_text(fluent_value(text))`).
  A UI message is text and variables only: Qt fills the slots after translating, so a selector
  or a term in one is a problem (`qt_text` refuses it).
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as ftl

UI_FILE = "ui"  # data/i18n/<language>/ui.ftl
SLOT = re.compile(r"\{(\w+)(:[^{}]*)?\}")  # a str.format slot the UI fills after translating
_SLUG_WORDS = 4
_SLUG_CHARS = 28
_LINE_START_SPECIAL = "[*."  # Fluent reads these at a continuation line's start as syntax


class UiText(NamedTuple):
    """One text the UI says: Qt's context and the English source text."""

    context: str
    source: str


def _kebab(text: str) -> str:
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "-", text)
    ascii_only = unicodedata.normalize("NFKD", spaced).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_only.lower()).strip("-")


def message_id(text: UiText) -> str:
    """The Fluent id of a UI text: its context, its first words and a hash of the pair."""
    words = _kebab(SLOT.sub(" ", text.source)).split("-")
    slug = "-".join(word for word in words[:_SLUG_WORDS] if word)[:_SLUG_CHARS].strip("-")
    digest = hashlib.sha1(f"{text.context}\x04{text.source}".encode()).hexdigest()[:6]
    return "-".join(part for part in ("ui", _kebab(text.context), slug, digest) if part)


def slots(text: str) -> dict[str, str]:
    """The `str.format` slots of `text`, by name: `{seconds:g}` → {"seconds": "{seconds:g}"}."""
    return {match.group(1): match.group(0) for match in SLOT.finditer(text)}


# -- Qt text → Fluent ---------------------------------------------------------------------------
def _literal(text: str) -> ftl.Placeable:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return ftl.Placeable(ftl.StringLiteral(escaped))


def _text_elements(text: str) -> list[ftl.TextElement | ftl.Placeable]:
    """Plain text as Fluent elements: braces and each line's leading blanks and special first
    character as literals, line breaks as they are."""
    elements: list[ftl.TextElement | ftl.Placeable] = []
    for index, line in enumerate(text.split("\n")):
        if index:
            elements.append(ftl.TextElement("\n"))
        for piece in re.split(r"([{}])", line):
            if piece in ("{", "}"):
                elements.append(_literal(piece))
            elif piece:
                elements.append(ftl.TextElement(piece))
    return elements


def fluent_pattern(text: str) -> ftl.Pattern:
    """The Fluent pattern of a Qt text (slots as variables; see the module's docstring)."""
    elements: list[ftl.TextElement | ftl.Placeable] = []
    at = 0
    for match in SLOT.finditer(text):
        elements += _text_elements(text[at:match.start()])
        elements.append(ftl.Placeable(ftl.VariableReference(ftl.Identifier(match.group(1)))))
        at = match.end()
    elements += _text_elements(text[at:])
    return ftl.Pattern(_guarded(elements))


def _guarded(elements: list[ftl.TextElement | ftl.Placeable]) -> list[ftl.TextElement | ftl.Placeable]:
    """`elements` with the blanks Fluent would trim (at the ends, at a line's start) and a
    line's special first character turned into literals."""
    guarded: list[ftl.TextElement | ftl.Placeable] = []
    line_start = True
    for position, element in enumerate(elements):
        if not isinstance(element, ftl.TextElement) or element.value == "\n":
            guarded.append(element)
            line_start = isinstance(element, ftl.TextElement)
            continue
        value = element.value
        if line_start:
            lead = len(value) - len(value.lstrip(" "))
            if lead or value[lead:lead + 1] in tuple(_LINE_START_SPECIAL):
                take = lead + (1 if value[lead:lead + 1] in tuple(_LINE_START_SPECIAL) else 0)
                guarded.append(_literal(value[:take]))
                value = value[take:]
        following = elements[position + 1] if position + 1 < len(elements) else None
        last = following is None or (isinstance(following, ftl.TextElement)
                                     and following.value == "\n")
        tail = ""
        if last and value != value.rstrip(" "):
            tail = value[len(value.rstrip(" ")):]
            value = value.rstrip(" ")
        if value:
            guarded.append(ftl.TextElement(value))
        if tail:
            guarded.append(_literal(tail))
        line_start = False
    return guarded


# -- Fluent → Qt text ---------------------------------------------------------------------------
class NotUiText(ValueError):
    """A message that is more than text and variables (a selector, a term, a function)."""


def qt_text(pattern: ftl.Pattern | None, written: dict[str, str] | None = None) -> str:
    """The Qt text of a Fluent pattern: variables as `{name}` (or as `written` writes them, the
    English's `{seconds:g}`); raises `NotUiText` for anything else."""
    said: list[str] = []
    for element in (pattern.elements if pattern else []):
        if isinstance(element, ftl.TextElement):
            said.append(element.value)
            continue
        inner = element.expression
        if isinstance(inner, ftl.VariableReference):
            name = inner.id.name
            said.append((written or {}).get(name, "{" + name + "}"))
        elif isinstance(inner, ftl.StringLiteral):
            said.append(inner.parse()["value"])
        else:
            raise NotUiText(f"a UI message is text and {{ $variables }} only, not "
                            f"{type(inner).__name__}")
    return "".join(said)


def variables(pattern: ftl.Pattern | None) -> set[str]:
    """The names of the variables a pattern uses (at its top level, as a UI message has them)."""
    return {element.expression.id.name for element in (pattern.elements if pattern else [])
            if isinstance(element, ftl.Placeable)
            and isinstance(element.expression, ftl.VariableReference)}


# -- files --------------------------------------------------------------------------------------
HEADER = {
    "en": ("The UI's own words in English, as the code says them: one message per (Qt context, "
           "text).\nWritten by tools/update_translations.py from the code; do not edit it "
           "(change the code's words, then run the tool).\nEach other language's ui.ftl has the "
           "same ids; the tool makes its .ts and .qm from it."),
}
TRANSLATION_HEADER = (
    "The UI's own words in <code>: one message per id of en/ui.ftl (its English is there).\n"
    "This file is the source: tools/update_translations.py makes chroma_desktop/i18n/"
    "chroma_desktop_<code>.ts and .qm from it.\nKeep each message's { $variables } as the "
    "English has them, and its & (the key of a menu item or button).")


FORMATTED = "formatted: "  # en/ui.ftl's comment on a message whose slots have a format spec


def ftl_text(texts: Iterable[tuple[UiText, str]], header: str) -> str:
    """A `ui.ftl`: for each UI text (in the order given) its message saying `said`, under a
    group comment naming its context; a slot written with a format spec (`{seconds:g}`) is
    named in the message's comment, so that en/ui.ftl says each text whole (`english_texts`)."""
    body: list[ftl.EntryType] = [ftl.ResourceComment(header)]
    context = None
    for text, said in texts:
        if text.context != context:
            context = text.context
            body.append(ftl.GroupComment(context))
        specs = [slot for slot in slots(said).values() if ":" in slot]
        body.append(ftl.Message(ftl.Identifier(message_id(text)), fluent_pattern(said),
                                comment=ftl.Comment(FORMATTED + " ".join(specs)) if specs else None))
    return FluentSerializer().serialize(ftl.Resource(body))


def english_texts(resource: str) -> list[tuple[str, UiText]]:
    """Every (id, UI text) an en/ui.ftl lists, in its order."""
    found = []
    context = ""
    for entry in FluentParser().parse(resource).body:
        if isinstance(entry, ftl.GroupComment):
            context = entry.content or ""
        elif isinstance(entry, ftl.Message):
            note = (entry.comment.content or "") if entry.comment else ""
            written = slots(note.removeprefix(FORMATTED)) if note.startswith(FORMATTED) else {}
            found.append((entry.id.name, UiText(context, qt_text(entry.value, written))))
    return found


def translation_problems(english: UiText, translated: ftl.Pattern | None) -> list[str]:
    """What is wrong with a translation of `english`: not text and variables only, other
    variables than the English's, an accelerator `&` the English has and it has not (or the
    other way round)."""
    try:
        said = qt_text(translated, slots(english.source))
    except NotUiText as error:
        return [str(error)]
    wrong = []
    if variables(translated) != set(slots(english.source)):
        wrong.append(f"variables {sorted(variables(translated))}, the English has "
                     f"{sorted(slots(english.source))}")
    if ("&" in said.replace("&&", "")) != ("&" in english.source.replace("&&", "")):
        wrong.append("an & (a key) where the English has none, or none where it has one")
    if not said.strip():
        wrong.append("empty")
    return wrong


def by_context(texts: Sequence[UiText]) -> list[UiText]:
    """`texts` grouped by context, each group where its first text stands, in order within."""
    order: dict[str, list[UiText]] = {}
    for text in texts:
        order.setdefault(text.context, []).append(text)
    return [text for group in order.values() for text in group]
