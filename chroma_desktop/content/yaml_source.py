"""Safe YAML loading that remembers where every key and item was written.

`load_yaml(path)` returns a `YamlDocument`: the plain data (as `yaml.safe_load` would build it)
and the node tree, so a problem found later by schema or invariant checks can name the line.
Duplicate keys, which `safe_load` silently accepts, are refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from chroma_desktop.content.errors import ContentError, format_key_path


@dataclass(frozen=True)
class YamlDocument:
    """One YAML file: its path, its data, and its node tree for line lookups."""

    path: Path
    data: Any
    root: yaml.Node | None

    def line_of(self, key_path: tuple[str | int, ...] | list[str | int]) -> int | None:
        """The 1-based line where `key_path` is written, or its nearest written parent."""
        node = self.root
        line = node.start_mark.line + 1 if node is not None else None
        for part in key_path:
            child = _child(node, part)
            if child is None:
                break
            node = child
            line = node.start_mark.line + 1
        return line

    def error(self, key_path: tuple[str | int, ...] | list[str | int], reason: str) -> ContentError:
        """A ContentError pointing at `key_path` in this file."""
        return ContentError(self.path, self.line_of(key_path), format_key_path(key_path), reason)


def _child(node: yaml.Node | None, part: str | int) -> yaml.Node | None:
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            if key_node.value == str(part):
                # Point at the key itself: that is the line a person looks for.
                return _with_key_mark(value_node, key_node)
    elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and 0 <= part < len(node.value):
        return node.value[part]
    return None


def _with_key_mark(value_node: yaml.Node, key_node: yaml.Node) -> yaml.Node:
    if value_node.start_mark.line == key_node.start_mark.line or isinstance(
        value_node, yaml.ScalarNode
    ):
        return value_node
    # A block value starts on the next line; the key line is the better answer for the parent.
    clone = type(value_node)(value_node.tag, value_node.value, key_node.start_mark,
                             value_node.end_mark)
    return clone


def _check_duplicate_keys(path: Path, node: yaml.Node, parts: list[str | int]) -> None:
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key_node, value_node in node.value:
            key = str(key_node.value)
            if key in seen:
                raise ContentError(path, key_node.start_mark.line + 1,
                                   format_key_path([*parts, key]), "duplicate key")
            seen.add(key)
            _check_duplicate_keys(path, value_node, [*parts, key])
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _check_duplicate_keys(path, item, [*parts, index])


def _json_keys(value: Any) -> Any:
    """Mapping keys as strings, as JSON (and so JSON Schema) sees them: `2:` becomes `"2"`."""
    if isinstance(value, dict):
        return {str(key): _json_keys(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_json_keys(item) for item in value]
    return value


def load_yaml(path: Path) -> YamlDocument:
    """Read one YAML file safely; a syntax error becomes a ContentError with the line."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise ContentError(path, None, "", f"cannot be read ({error.strerror})") from error
    except UnicodeDecodeError as error:
        raise ContentError(path, None, "", "is not UTF-8 text") from error
    loader = yaml.SafeLoader(text)
    try:
        root = loader.get_single_node()
        if root is not None:
            _check_duplicate_keys(path, root, [])
        data = _json_keys(loader.construct_document(root)) if root is not None else None
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else None
        reason = f"YAML syntax error: {error.problem or error.context}"
        raise ContentError(path, line, "", reason) from error
    except yaml.YAMLError as error:
        raise ContentError(path, None, "", f"YAML error: {error}") from error
    finally:
        loader.dispose()
    return YamlDocument(path, data, root)
