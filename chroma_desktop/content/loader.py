"""Load one game's content folder: safe YAML, JSON Schema validation, errors with file and line.

The YAML files of a game each hold some of its top-level keys; together they form one document
that `data/schema/<game>.schema.json` describes. A key defined in two files is refused.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from chroma_desktop.content.errors import ContentError, format_key_path

if TYPE_CHECKING:  # loading YAML and JSON Schema is deferred until content is really read
    import jsonschema

    from chroma_desktop.content.yaml_source import YamlDocument


class ContentSource(NamedTuple):
    """A game's merged content and, for every top-level key, the file that defined it."""

    folder: Path
    data: dict[str, Any]
    documents: dict[str, YamlDocument]

    def error(self, key_path: Iterable[str | int], reason: str) -> ContentError:
        """A ContentError naming the file and line where `key_path` is written."""
        parts = list(key_path)
        document = self.documents.get(str(parts[0])) if parts else None
        if document is None:
            return ContentError(self.folder, None, format_key_path(parts), reason)
        return document.error(parts, reason)


def load_schema(schema_path: Path) -> dict[str, Any]:
    import jsonschema

    try:
        schema = json.loads(schema_path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        raise ContentError(schema_path, getattr(error, "lineno", None), "",
                           f"schema cannot be read: {error}") from error
    jsonschema.Draft202012Validator.check_schema(schema)
    return schema


def load_folder(folder: Path, schema_path: Path) -> ContentSource:
    """Read every `*.yaml` in `folder`, merge, and validate against the schema."""
    import jsonschema

    from chroma_desktop.content.yaml_source import load_yaml

    files = sorted(folder.glob("*.yaml"))
    if not files:
        raise ContentError(folder, None, "", "holds no .yaml files")
    data: dict[str, Any] = {}
    documents: dict[str, YamlDocument] = {}
    for path in files:
        document = load_yaml(path)
        if document.data is None:
            continue
        if not isinstance(document.data, dict):
            raise document.error([], "the file must be a mapping of top-level keys")
        for key, value in document.data.items():
            if key in documents:
                other = documents[key].path.name
                raise document.error([key], f"is already defined in {other}")
            data[key] = value
            documents[key] = document
    source = ContentSource(folder, data, documents)
    validator = jsonschema.Draft202012Validator(load_schema(schema_path))
    errors = sorted(validator.iter_errors(data), key=lambda e: (len(e.absolute_path), e.message))
    if errors:
        first = errors[0]
        raise source.error(list(first.absolute_path), _plain(first))
    return source


def _plain(error: jsonschema.ValidationError) -> str:
    if error.validator == "required":
        return error.message.replace("is a required property", "is required here")
    if error.validator == "additionalProperties":
        return error.message.replace("Additional properties are not allowed",
                                     "unknown key not allowed")
    return error.message
