"""Why content is refused, as message templates (the catalogue `content`).

A `ContentError` names the file, the line and the key path, then the reason. The command line
(`chroma validate`) prints `str()` of the error, in English; where the app shows a refusal to a
player (a pack that does not load, a saved game whose content fails, the rules reference, the
lessons) it renders `ContentError.refusal` with `language.message_translator()`, so an Italian
player reads the frame and the reason in Italian (texts: `data/i18n/<language>/content.ftl`).
The words the app shows with its rulings and lessons (a ruling's kind of gap, the note on a
quote from a rulebook in another language, a lesson's end) are templates here as well.

The file, the line, the key path and what the file holds (a key, a value, a colour's id) are
said exactly as they are written, in every language (`AsWritten`); a count is a `COUNT`, grouped
as the language groups thousands. What a library said (a YAML parser's problem, an unexpected
exception) comes only as a technical detail after a sentence of ours. `errors.py` imports this
module only when an error's refusal is asked for, so reading good content loads nothing more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from chroma_desktop.rules.messages import COUNT, MESSAGE, TEXT, Message, catalogue
from chroma_desktop.rules.record_words import AsWritten
from chroma_desktop.rules.record_words import listed as listed
from chroma_desktop.rules.record_words import quoted as quoted_as_python
from chroma_desktop.rules.record_words import written as written
from chroma_desktop.rules.refusal import Refusal

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.rules import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: Catalogue[ids.Content] = catalogue("content")

# -- where: the frame around every reason (the command line's `file:line: key: reason`)
AT_LINE_KEY = T.add("at_line_key", file=TEXT, line=TEXT, key=TEXT, reason=MESSAGE)
AT_LINE = T.add("at_line", file=TEXT, line=TEXT, reason=MESSAGE)
AT_KEY = T.add("at_key", file=TEXT, key=TEXT, reason=MESSAGE)
AT_FILE = T.add("at_file", file=TEXT, reason=MESSAGE)

# -- a folder (content/__init__.py, loader.py)
NO_FOLDER = T.add("no_folder")
NO_YAML = T.add("no_yaml")
TOO_MANY_FILES = T.add("too_many_files", files=COUNT, most=COUNT)
FOLDER_BYTES = T.add("folder_bytes", most=COUNT)
FOLDER_VALUES = T.add("folder_values", most=COUNT)
FOLDER_TEXT = T.add("folder_text", most=COUNT)
NOT_A_MAPPING = T.add("not_a_mapping")
DEFINED_TWICE = T.add("defined_twice", other=TEXT)
CANNOT_BE_BUILT = T.add("cannot_be_built", detail=TEXT)
SCHEMAS_MISSING = T.add("schemas_missing")
SCHEMA_UNREADABLE = T.add("schema_unreadable", detail=TEXT)

# -- a file (yaml_source.py)
FILE_UNREADABLE = T.add("file_unreadable", reason=MESSAGE)
NOT_UTF8 = T.add("not_utf8")
CONTROL_CHARACTER = T.add("control_character", code=TEXT)
SEVERAL_DOCUMENTS = T.add("several_documents")
TOO_MANY_DIGITS = T.add("too_many_digits", most=COUNT)
VALUE_UNREADABLE = T.add("value_unreadable", value=TEXT, detail=TEXT)
NOT_FINITE = T.add("not_finite", value=TEXT)
ALIAS_CONTAINS = T.add("alias_contains", anchor=TEXT)
ALIAS_UNANCHORED = T.add("alias_unanchored", anchor=TEXT)
NESTED_TOO_DEEP = T.add("nested_too_deep", most=COUNT)
TOO_MANY_VALUES = T.add("too_many_values", most=COUNT)
TOO_MANY_BYTES = T.add("too_many_bytes", most=COUNT)
DUPLICATE_KEY = T.add("duplicate_key")
YAML_VALUE = T.add("yaml_value", detail=TEXT)
YAML_SYNTAX = T.add("yaml_syntax", detail=TEXT)
YAML_OTHER = T.add("yaml_other", detail=TEXT)

# -- the schema's checks (loader.py, lessons.py): jsonschema's words, by the check that failed
REQUIRED = T.add("required", name=TEXT)
TRANSLATION_REQUIRED = T.add("translation_required", wanted=TEXT, given=TEXT)
UNKNOWN_KEYS = T.add("unknown_keys", keys=TEXT, n=COUNT)
NOT_OF_TYPE = T.add("not_of_type", value=TEXT, kinds=MESSAGE)
NOT_IN_CHOICES = T.add("not_in_choices", value=TEXT, choices=TEXT)
NOT_CONSTANT = T.add("not_constant", value=TEXT)
BELOW_MINIMUM = T.add("below_minimum", value=TEXT, limit=TEXT)
ABOVE_MAXIMUM = T.add("above_maximum", value=TEXT, limit=TEXT)
AT_OR_BELOW = T.add("at_or_below", value=TEXT, limit=TEXT)
AT_OR_ABOVE = T.add("at_or_above", value=TEXT, limit=TEXT)
TOO_SHORT_TEXT = T.add("too_short_text", value=TEXT, most=COUNT)
TOO_LONG_TEXT = T.add("too_long_text", value=TEXT, most=COUNT)
TOO_FEW_ITEMS = T.add("too_few_items", least=COUNT)
TOO_MANY_ITEMS = T.add("too_many_items", most=COUNT)
NOT_UNIQUE = T.add("not_unique")
NO_PATTERN_MATCH = T.add("no_pattern_match", value=TEXT, pattern=TEXT)
TOO_FEW_KEYS = T.add("too_few_keys", least=COUNT)
TOO_MANY_KEYS = T.add("too_many_keys", most=COUNT)
SCHEMA_OTHER = T.add("schema_other", detail=TEXT)
KINDS = {
    "string": T.add("kind_string"),
    "integer": T.add("kind_integer"),
    "number": T.add("kind_number"),
    "boolean": T.add("kind_boolean"),
    "array": T.add("kind_array"),
    "object": T.add("kind_object"),
    "null": T.add("kind_null"),
}
"""A JSON Schema type, said as jsonschema says it in English ('integer'), in words in a translation."""
KIND_OR = T.add("kind_or", first=MESSAGE, second=MESSAGE)

# -- checks every game's builder makes
ALREADY_USED = T.add("already_used", value=TEXT, other=TEXT)

# -- rulings (content/rulings.py)
SAME_VALUES = T.add("same_values", values=TEXT)
EACH_ALTERNATIVE = T.add("each_alternative")
NOT_OPTION_VALUE = T.add("not_option_value", value=TEXT, values=TEXT)

# -- a lessons file (lessons.py)
NO_LESSONS_FILE = T.add("no_lessons_file", game=TEXT)
NOT_A_POSITION_OF = T.add("not_a_position_of", game=TEXT, reason=MESSAGE)
WHOLE_POSITION = T.add("whole_position")
POSITION_SEATS = T.add("position_seats", seats=COUNT)
SEAT_NOT_TO_MOVE = T.add("seat_not_to_move", seat=TEXT)
ACCEPTED_NOT_OFFERED = T.add("accepted_not_offered", move=TEXT)
SAYS_THE_HINT = T.add("says_the_hint")
TRANSLATES_NO_MOVE = T.add("translates_no_move")
NOT_A_MOVE = T.add("not_a_move", move=TEXT, reason=MESSAGE)
NOT_LEGAL_IN_LESSON = T.add("not_legal_in_lesson", move=TEXT)

# -- what only one content's builder knows
AS_SAID = T.add("as_said", words=TEXT)
"""A check's English words, where it has no template of its own (a game added at run time)."""

# -- what the app shows with its rulings and lessons (content/rulings.py, lessons.py)
RULING_ISSUES = {
    "unclear": T.add("ruling_issue_unclear"),
    "silent": T.add("ruling_issue_silent"),
    "conflict": T.add("ruling_issue_conflict"),
    "garbled": T.add("ruling_issue_garbled"),
}
"""What kind of gap a ruling fills (its `issue`, as the schema lists them), in words."""
QUOTE_NOTE = T.add("quote_note", rulebook=TEXT)
"""What a reader is told of a quote from a rulebook in another language (`rulebook`: that
language's code, said as written; each language's message selects on it)."""
LESSON_DONE = T.add("lesson_done")
"""What a move after a lesson's end is told."""


def said_by(error: BaseException) -> Message:
    """What an error said: a refusal's whole template (`Refusal.refusal`), a template it was given
    as its argument, else its English words."""
    if isinstance(error, Refusal):
        return error.refusal
    first = error.args[0] if len(error.args) == 1 else None
    if isinstance(first, Message):
        return first
    return reason_of(str(first if first is not None else error))


def reason_of(reason: Message | str) -> Message:
    """A reason as a template: its own, else its English words as they are written."""
    return reason if isinstance(reason, Message) else AS_SAID(words=AsWritten(reason))


def refusal(path: Any, line: int | None, key_path: str, reason: Message | str) -> Message:
    """The whole refusal: where (file, line, key path, each exactly) and why."""
    said = reason_of(reason)
    file = written(path)
    if line and key_path:
        return AT_LINE_KEY(file=file, line=written(line), key=written(key_path), reason=said)
    if line:
        return AT_LINE(file=file, line=written(line), reason=said)
    if key_path:
        return AT_KEY(file=file, key=written(key_path), reason=said)
    return AT_FILE(file=file, reason=said)


def kinds_of(types: Any) -> Message:
    """JSON Schema types (`"integer"` or a list of them) said as jsonschema says them."""
    names = [types] if isinstance(types, str) else list(types)
    said = [KINDS[name]() if name in KINDS else AS_SAID(words=quoted(name)) for name in names]
    joined = said[-1]
    for each in reversed(said[:-1]):
        joined = KIND_OR(first=each, second=joined)
    return joined


def schema_reason(error: Any) -> Message:
    """Why a jsonschema `ValidationError` failed, in our words (its English as jsonschema's)."""
    check, expected, value = error.validator, error.validator_value, error.instance
    message = str(error.message)
    if check == "required":
        return REQUIRED(name=AsWritten(message.removesuffix(" is a required property")))
    if check == "dependentRequired":  # a schema that asks for a field beside another
        wanted, _, given = message.partition(" is a dependency of ")
        return TRANSLATION_REQUIRED(wanted=AsWritten(wanted), given=AsWritten(given))
    if check == "additionalProperties" and isinstance(value, dict):
        allowed = set(error.schema.get("properties", {}))
        extras = [key for key in value if key not in allowed]
        if extras and "patternProperties" not in error.schema:
            return UNKNOWN_KEYS(keys=AsWritten(", ".join(repr(key) for key in extras)), n=len(extras))
    simple = {"enum": NOT_IN_CHOICES, "minimum": BELOW_MINIMUM, "maximum": ABOVE_MAXIMUM,
              "exclusiveMinimum": AT_OR_BELOW, "exclusiveMaximum": AT_OR_ABOVE}
    if check == "type":
        return NOT_OF_TYPE(value=quoted(value), kinds=kinds_of(expected))
    if check == "const":
        return NOT_CONSTANT(value=quoted(expected))
    if check == "enum":
        return NOT_IN_CHOICES(value=quoted(value), choices=quoted(expected, 200))
    if check in simple:
        return simple[check](value=quoted(value), limit=written(expected))
    if check in ("minLength", "maxLength") and isinstance(expected, int):
        template = TOO_SHORT_TEXT if check == "minLength" else TOO_LONG_TEXT
        return template(value=quoted(value), most=expected)
    if check in ("minItems", "maxItems") and isinstance(expected, int):
        return TOO_FEW_ITEMS(least=expected) if check == "minItems" else TOO_MANY_ITEMS(most=expected)
    if check in ("minProperties", "maxProperties") and isinstance(expected, int):
        return TOO_FEW_KEYS(least=expected) if check == "minProperties" else TOO_MANY_KEYS(most=expected)
    if check == "uniqueItems":
        return NOT_UNIQUE()
    if check == "pattern":
        return NO_PATTERN_MATCH(value=quoted(value), pattern=quoted(expected, 200))
    return SCHEMA_OTHER(detail=AsWritten(message))


def quoted(value: object, longest: int = 60) -> AsWritten:
    """A value from a file quoted as Python writes it (`'teal'`), cut to a readable length."""
    return quoted_as_python(value, longest)
