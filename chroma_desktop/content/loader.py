"""Load one game's content folder: safe YAML, JSON Schema validation, errors with file and line.

The YAML files of a game each hold some of its top-level keys; together they form one document
that `data/schema/<game>.schema.json` describes. A key defined in two files is refused. A folder
holds at most `MAX_FILES` files, `MAX_FOLDER_BYTES` bytes, `MAX_FOLDER_VALUES` values and
`MAX_FOLDER_TEXT_BYTES` bytes of text, aliases expanded (each file is bounded on its own in
`yaml_source`).
"""

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from chroma_desktop.content.errors import ContentError, format_key_path

MAX_FILES = 64  # Chroma Cubes ships 13
MAX_FOLDER_BYTES = 2 * 1024 * 1024  # Chroma Cubes' 13 files hold 120 KB
# Values in all of a folder's files, aliases expanded: Chroma Cubes has 26,000, which JSON Schema
# takes about a second to check; a pack may have twice as many, not a hundred times.
MAX_FOLDER_VALUES = 60_000
MAX_FOLDER_TEXT_BYTES = 8 * 1024 * 1024  # text once aliases are expanded; Chroma Cubes: 120 KB

if TYPE_CHECKING:  # loading YAML and JSON Schema is deferred until content is really read
    from chroma_desktop.content.yaml_source import YamlDocument
    from chroma_desktop.rules.messages import Message


class ContentSource(NamedTuple):
    """A game's merged content and, for every top-level key, the file that defined it."""

    folder: Path
    data: dict[str, Any]
    documents: "dict[str, YamlDocument]"

    def error(self, key_path: Iterable[str | int], reason: "str | Message") -> ContentError:
        """A ContentError naming the file and line where `key_path` is written."""
        parts = list(key_path)
        document = self.documents.get(str(parts[0])) if parts else None
        if document is None:
            return ContentError(self.folder, None, format_key_path(parts), reason)
        return document.error(parts, reason)


def load_folder(folder: Path, schema_file: str,
                schema_folder: Path | None = None, *, check_schema: bool = True) -> ContentSource:
    """Read every `*.yaml` in `folder`, merge, and validate against the app's own schema
    `schema_file` (see `schemas`; `schema_folder`: an installed plug-in's own).
    `check_schema=False` only for the app's shipped data, which is validated when the package
    is built and by the tests, not at run time."""
    from chroma_desktop.content.yaml_source import MAX_FILE_BYTES, load_yaml

    files = sorted(folder.glob("*.yaml"))
    if not files:
        raise ContentError(folder, None, "", _words().NO_YAML())
    if len(files) > MAX_FILES:
        raise ContentError(folder, None, "", _words().TOO_MANY_FILES(files=len(files), most=MAX_FILES))
    data: dict[str, Any] = {}
    documents: dict[str, YamlDocument] = {}
    total = values = text_bytes = 0
    for path in files:
        size = _size(path)
        total += size if size <= MAX_FILE_BYTES else 0  # a file over its own cap: load_yaml says
        if total > MAX_FOLDER_BYTES:
            raise ContentError(folder, None, "", _words().FOLDER_BYTES(most=MAX_FOLDER_BYTES))
        document = load_yaml(path)
        values += document.size
        if values > MAX_FOLDER_VALUES:
            raise ContentError(folder, None, "", _words().FOLDER_VALUES(most=MAX_FOLDER_VALUES))
        text_bytes += document.text_bytes
        if text_bytes > MAX_FOLDER_TEXT_BYTES:
            raise ContentError(folder, None, "", _words().FOLDER_TEXT(most=MAX_FOLDER_TEXT_BYTES))
        if document.data is None:
            continue
        if not isinstance(document.data, dict):
            raise document.error([], _words().NOT_A_MAPPING())
        for key, value in document.data.items():
            if key in documents:
                other = documents[key].path.name
                raise document.error([key], _words().DEFINED_TWICE(other=_words().written(other)))
            data[key] = value
            documents[key] = document
    source = ContentSource(folder, data, documents)
    if not check_schema:
        return source
    from chroma_desktop.content.schemas import schema_validator

    errors = sorted(schema_validator(schema_file, schema_folder).iter_errors(data),
                    key=lambda e: (len(e.absolute_path), e.message))
    if errors:
        first = errors[0]
        raise source.error(list(first.absolute_path), _words().schema_reason(first))
    return source


def _words():
    """The refusals' templates, loaded only when content is refused."""
    import chroma_desktop.content.content_words as words

    return words


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0  # reading it will say why


