"""Why content is refused, as message templates (the catalogue `content`).

A `ContentError` names the file, the line and the key path, then the reason. The command line
(`chroma validate`) prints `str()` of the error, in English; where the app shows a refusal to a
player (a pack that does not load, a saved game whose content fails, the rules reference, the
lessons) it renders `ContentError.refusal` with `language.message_translator()`, so an Italian
player reads the frame and the reason in Italian (texts: `data/i18n/it/content.yaml`).

The file, the line, the key path and what the file holds (a key, a value, a colour's id) are
said exactly as they are written, in every language (`AsWritten`); a count is a `COUNT`, grouped
as the language groups thousands. What a library said (a YAML parser's problem, an unexpected
exception) comes only as a technical detail after a sentence of ours. `errors.py` imports this
module only when an error's refusal is asked for, so reading good content loads nothing more.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.rules.messages import COUNT, MESSAGE, TEXT, Message, catalogue
from chroma_desktop.rules.record_words import AsWritten
from chroma_desktop.rules.record_words import listed as listed
from chroma_desktop.rules.record_words import quoted as quoted_as_python
from chroma_desktop.rules.record_words import written as written
from chroma_desktop.rules.refusal import Refusal

T = catalogue("content")

# -- where: the frame around every reason (the command line's `file:line: key: reason`)
AT_LINE_KEY = T.add("at_line_key", "{file}:{line}: {key}: {reason}", file=TEXT, line=TEXT, key=TEXT,
                    reason=MESSAGE)
AT_LINE = T.add("at_line", "{file}:{line}: {reason}", file=TEXT, line=TEXT, reason=MESSAGE)
AT_KEY = T.add("at_key", "{file}: {key}: {reason}", file=TEXT, key=TEXT, reason=MESSAGE)
AT_FILE = T.add("at_file", "{file}: {reason}", file=TEXT, reason=MESSAGE)

# -- a folder (content/__init__.py, loader.py)
NO_FOLDER = T.add("no_folder", "no such content folder")
NO_YAML = T.add("no_yaml", "holds no .yaml files")
TOO_MANY_FILES = T.add("too_many_files", "holds {files} .yaml {files:file|files} (at most {most})",
                       files=COUNT, most=COUNT)
FOLDER_BYTES = T.add("folder_bytes", "its .yaml files hold more than {most} {most:byte|bytes} together",
                     most=COUNT)
FOLDER_VALUES = T.add("folder_values", "its .yaml files hold more than {most} {most:value|values} together",
                      most=COUNT)
FOLDER_TEXT = T.add("folder_text", "its .yaml files hold more than {most} {most:byte|bytes} of text together "
                    "once their aliases are expanded", most=COUNT)
NOT_A_MAPPING = T.add("not_a_mapping", "the file must be a mapping of top-level keys")
DEFINED_TWICE = T.add("defined_twice", "is already defined in {other}", other=TEXT)
CANNOT_BE_BUILT = T.add("cannot_be_built", "cannot be built ({detail})", detail=TEXT)
SCHEMAS_MISSING = T.add("schemas_missing", "the app's own content schemas are missing (a damaged "
                        "installation)")
SCHEMA_UNREADABLE = T.add("schema_unreadable", "schema cannot be read: {detail}", detail=TEXT)

# -- a file (yaml_source.py)
FILE_UNREADABLE = T.add("file_unreadable", "{reason}", reason=MESSAGE)
NOT_UTF8 = T.add("not_utf8", "is not UTF-8 text")
CONTROL_CHARACTER = T.add("control_character", "holds the control character {code}, which YAML does "
                          "not allow", code=TEXT)
SEVERAL_DOCUMENTS = T.add("several_documents", "holds more than one YAML document (one is expected)")
TOO_MANY_DIGITS = T.add("too_many_digits", "a number of more than {most} {most:digit|digits}", most=COUNT)
VALUE_UNREADABLE = T.add("value_unreadable", "the value {value} cannot be read ({detail})",
                         value=TEXT, detail=TEXT)
NOT_FINITE = T.add("not_finite", "{value} is not a finite number", value=TEXT)
ALIAS_CONTAINS = T.add("alias_contains", "the alias *{anchor} refers to a node that contains it",
                       anchor=TEXT)
ALIAS_UNANCHORED = T.add("alias_unanchored", "the alias *{anchor} has no anchor before it", anchor=TEXT)
NESTED_TOO_DEEP = T.add("nested_too_deep", "nested more than {most} {most:level|levels} deep", most=COUNT)
TOO_MANY_VALUES = T.add("too_many_values", "holds more than {most} {most:value|values} once its aliases are "
                        "expanded", most=COUNT)
TOO_MANY_BYTES = T.add("too_many_bytes", "holds more than {most} {most:byte|bytes} of text once its aliases "
                       "are expanded", most=COUNT)
DUPLICATE_KEY = T.add("duplicate_key", "duplicate key")
YAML_VALUE = T.add("yaml_value", "YAML value error: {detail}", detail=TEXT)
YAML_SYNTAX = T.add("yaml_syntax", "YAML syntax error: {detail}", detail=TEXT)
YAML_OTHER = T.add("yaml_other", "YAML error: {detail}", detail=TEXT)

# -- the schema's checks (loader.py, lessons.py): jsonschema's words, by the check that failed
REQUIRED = T.add("required", "{name} is required here", name=TEXT)
TRANSLATION_REQUIRED = T.add("translation_required", "{wanted} (the translation of {given}) is "
                             "required here", wanted=TEXT, given=TEXT)
UNKNOWN_KEYS = T.add("unknown_keys", "unknown key not allowed ({keys} {n:was|were} unexpected)",
                     keys=TEXT, n=COUNT)
NOT_OF_TYPE = T.add("not_of_type", "{value} is not of type {kinds}", value=TEXT, kinds=MESSAGE)
NOT_IN_CHOICES = T.add("not_in_choices", "{value} is not one of {choices}", value=TEXT, choices=TEXT)
NOT_CONSTANT = T.add("not_constant", "{value} was expected", value=TEXT)
BELOW_MINIMUM = T.add("below_minimum", "{value} is less than the minimum of {limit}", value=TEXT,
                      limit=TEXT)
ABOVE_MAXIMUM = T.add("above_maximum", "{value} is greater than the maximum of {limit}", value=TEXT,
                      limit=TEXT)
AT_OR_BELOW = T.add("at_or_below", "{value} is less than or equal to the minimum of {limit}",
                    value=TEXT, limit=TEXT)
AT_OR_ABOVE = T.add("at_or_above", "{value} is greater than or equal to the maximum of {limit}",
                    value=TEXT, limit=TEXT)
TOO_SHORT_TEXT = T.add("too_short_text", "{value} is shorter than {most} {most:character|characters}",
                       value=TEXT, most=COUNT)
TOO_LONG_TEXT = T.add("too_long_text", "{value} is longer than {most} {most:character|characters}",
                      value=TEXT, most=COUNT)
TOO_FEW_ITEMS = T.add("too_few_items", "the list holds fewer than {least} {least:item|items}",
                      least=COUNT)
TOO_MANY_ITEMS = T.add("too_many_items", "the list holds more than {most} {most:item|items}", most=COUNT)
NOT_UNIQUE = T.add("not_unique", "the list holds the same item twice")
NO_PATTERN_MATCH = T.add("no_pattern_match", "{value} does not match {pattern}", value=TEXT,
                         pattern=TEXT)
TOO_FEW_KEYS = T.add("too_few_keys", "holds fewer than {least} {least:key|keys}", least=COUNT)
TOO_MANY_KEYS = T.add("too_many_keys", "holds more than {most} {most:key|keys}", most=COUNT)
SCHEMA_OTHER = T.add("schema_other", "the value does not fit the game's schema ({detail})", detail=TEXT)
KINDS = {
    "string": T.add("kind_string", "'string'"),
    "integer": T.add("kind_integer", "'integer'"),
    "number": T.add("kind_number", "'number'"),
    "boolean": T.add("kind_boolean", "'boolean'"),
    "array": T.add("kind_array", "'array'"),
    "object": T.add("kind_object", "'object'"),
    "null": T.add("kind_null", "'null'"),
}
"""A JSON Schema type, said as jsonschema says it in English ('integer'), in words in a translation."""
KIND_OR = T.add("kind_or", "{first}, {second}", first=MESSAGE, second=MESSAGE)

# -- checks every game's builder makes
ALREADY_USED = T.add("already_used", "{value} is already used by {other}", value=TEXT, other=TEXT)

# -- rulings (content/rulings.py)
SAME_VALUES = T.add("same_values", "must translate the same values, in the same order ({values})",
                    values=TEXT)
EACH_ALTERNATIVE = T.add("each_alternative", "must translate each alternative, one for one")
NOT_OPTION_VALUE = T.add("not_option_value", "{value} is not one of the option's values ({values})",
                         value=TEXT, values=TEXT)

# -- a lessons file (lessons.py)
NO_LESSONS_FILE = T.add("no_lessons_file", "no lessons file for {game}", game=TEXT)
NOT_A_POSITION_OF = T.add("not_a_position_of", "is not a position of {game}: {reason}", game=TEXT,
                          reason=MESSAGE)
WHOLE_POSITION = T.add("whole_position", "must be a whole position, not a view")
POSITION_SEATS = T.add("position_seats", "the position has {seats} {seats:seat|seats}",
                        seats=COUNT)
SEAT_NOT_TO_MOVE = T.add("seat_not_to_move", "{seat} is not to move in the position", seat=TEXT)
ACCEPTED_NOT_OFFERED = T.add("accepted_not_offered", "{move} is accepted but not offered", move=TEXT)
SAYS_THE_HINT = T.add("says_the_hint", "says what the hint says")
TRANSLATES_NO_MOVE = T.add("translates_no_move", "translates no move of feedback")
NOT_A_MOVE = T.add("not_a_move", "{move} is not a move: {reason}", move=TEXT, reason=MESSAGE)
NOT_LEGAL_IN_LESSON = T.add("not_legal_in_lesson", "{move} is not a legal move in the lesson's position",
                            move=TEXT)

# -- what only one content's builder knows
AS_SAID = T.add("as_said", "{words}", words=TEXT)
"""A check's English words, where it has no template of its own (a game added at run time)."""


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
