"""Safe, bounded YAML loading that remembers where every key and item was written.

`load_yaml(path)` returns a `YamlDocument`: the plain data (as `yaml.safe_load` would build it)
and the node tree, so a problem found later by schema or invariant checks can name the line.
Files come from anywhere (a user's pack), so everything is bounded before it can cost: only a
regular file is read, and at most `MAX_FILE_BYTES` of it; control characters are refused with
their line; the node tree is composed here, without recursion, from the parser's events (libyaml's
`CSafeLoader` where it is installed, else the pure-Python `SafeLoader`), refusing nesting deeper
than `MAX_DEPTH`, an alias to a node that contains it, and more than `MAX_NODES` nodes once every
alias is expanded (seven levels of ten aliases would otherwise be ten million), and more than
`MAX_EXPANDED_BYTES` of scalar text once expanded (2,000 aliases of one 400 KB string would
otherwise cost gigabytes when the data is built and checked). Duplicate keys,
which `safe_load` silently accepts, and numbers too long to be counts are refused. Every problem
is a ContentError naming the file and line.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from chroma_desktop.content.errors import ContentError, format_key_path

if TYPE_CHECKING:
    from chroma_desktop.rules.messages import Message

MAX_FILE_BYTES = 512 * 1024  # the largest shipped file is 15 KB
MAX_DEPTH = 32  # the deepest shipped file nests 9 levels
MAX_NODES = 50_000  # after expanding aliases; the largest shipped file has 3,400
MAX_EXPANDED_BYTES = 4 * 1024 * 1024  # scalar text after expanding aliases; shipped files: the file
MAX_DIGITS = 30  # the longest number a count or a score can be written with

SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

# What YAML 1.1 does not allow in a stream: C0 controls but tab and newlines, DEL, the C1 controls
# but NEL, lone surrogates and the non-characters U+FFFE and U+FFFF.
_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]")
_INT_TAG = "tag:yaml.org,2002:int"
# Scalars whose construction can fail on a well-formed text (a date such as 2023-02-30): built
# as soon as they are read, so the error can name the line.
_CHECKED_TAGS = frozenset(f"tag:yaml.org,2002:{kind}" for kind in
                          ("int", "float", "timestamp", "binary", "bool", "null"))


@dataclass(frozen=True)
class YamlDocument:
    """One YAML file: its path, its data, and its node tree for line lookups."""

    path: Path
    data: Any
    root: yaml.Node | None
    size: int = 0
    """How many values the data holds, aliases expanded (what checking it will cost)."""
    text_bytes: int = 0
    """How many bytes of text its scalars hold, aliases expanded (what building it will cost)."""

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

    def error(self, key_path: tuple[str | int, ...] | list[str | int], reason: str | Message) -> ContentError:
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


def _json_keys(value: Any) -> Any:
    """Mapping keys as strings, as JSON (and so JSON Schema) sees them: `2:` becomes `"2"`."""
    if isinstance(value, dict):
        return {str(key): _json_keys(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_json_keys(item) for item in value]
    return value


def _line(mark: Any) -> int | None:
    return mark.line + 1 if mark is not None else None


class _Frame:
    """A collection being composed: its node, its expanded size, and a key awaiting its value."""

    __slots__ = ("node", "size", "text_bytes", "key", "anchor")

    def __init__(self, node: yaml.Node, anchor: str | None) -> None:
        self.node = node
        self.size = 1
        self.text_bytes = 0
        self.key: yaml.Node | None = None
        self.anchor = anchor


class _Composer:
    """Builds the node tree of one document from parser events, within the bounds."""

    def __init__(self, path: Path, loader: Any) -> None:
        self.path = path
        self.loader = loader
        self.anchors: dict[str, tuple[yaml.Node, int, int]] = {}
        self.size = 0  # values in the document once its aliases are expanded
        self.text_bytes = 0  # bytes of its scalars' text once its aliases are expanded
        self.open_anchors: set[str] = set()

    def fail(self, mark: Any, reason: Message) -> ContentError:
        return ContentError(self.path, _line(mark), "", reason)

    def compose(self) -> yaml.Node | None:
        loader = self.loader
        loader.get_event()  # stream start
        if loader.check_event(yaml.StreamEndEvent):
            return None
        loader.get_event()  # document start
        root = self._node()
        loader.get_event()  # document end
        if not loader.check_event(yaml.StreamEndEvent):
            raise self.fail(loader.peek_event().start_mark, _words().SEVERAL_DOCUMENTS())
        return root

    def _scalar(self, event: yaml.ScalarEvent) -> yaml.ScalarNode:
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.loader.resolve(yaml.ScalarNode, event.value, event.implicit)
        if tag == _INT_TAG and len(event.value) > MAX_DIGITS:
            raise self.fail(event.start_mark, _words().TOO_MANY_DIGITS(most=MAX_DIGITS))
        # types-PyYAML's nodes take only yaml.error.Mark; CSafeLoader's events carry yaml._yaml.Mark.
        node = yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark,  # type: ignore[arg-type]
                               style=event.style)
        if tag not in _CHECKED_TAGS:
            return node
        try:
            value = self.loader.construct_object(node)
        except (ValueError, TypeError, OverflowError) as error:
            words = _words()
            raise self.fail(event.start_mark, words.VALUE_UNREADABLE(
                value=words.quoted(event.value[:40]), detail=words.written(error))) from error
        if isinstance(value, float) and not math.isfinite(value):
            raise self.fail(event.start_mark, _words().NOT_FINITE(value=_words().quoted(event.value)))
        return node

    def _collection(self, event: Any) -> yaml.Node:
        is_mapping = isinstance(event, yaml.MappingStartEvent)
        kind = yaml.MappingNode if is_mapping else yaml.SequenceNode
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.loader.resolve(kind, None, event.implicit)
        return kind(tag, [], event.start_mark, None, flow_style=event.flow_style)

    def _alias(self, event: yaml.AliasEvent) -> tuple[yaml.Node, int, int]:
        if event.anchor in self.open_anchors:
            anchor = _words().written(event.anchor)
            raise self.fail(event.start_mark, _words().ALIAS_CONTAINS(anchor=anchor))
        if event.anchor not in self.anchors:
            anchor = _words().written(event.anchor)
            raise self.fail(event.start_mark, _words().ALIAS_UNANCHORED(anchor=anchor))
        return self.anchors[event.anchor]

    def _anchor(self, anchor: str | None, node: yaml.Node, size: int, text_bytes: int) -> None:
        if anchor is not None:
            self.anchors[anchor] = (node, size, text_bytes)

    def _node(self) -> yaml.Node:
        """One node and everything under it, composed with an explicit stack."""
        loader = self.loader
        stack: list[_Frame] = []
        while True:
            event = loader.get_event()
            if isinstance(event, yaml.AliasEvent):
                node, size, text_bytes = self._alias(event)
            elif isinstance(event, yaml.ScalarEvent):
                node, size = self._scalar(event), 1
                text_bytes = len(event.value.encode("utf-8", "surrogatepass"))
                self._anchor(event.anchor, node, size, text_bytes)
            elif isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                if len(stack) >= MAX_DEPTH:
                    raise self.fail(event.start_mark, _words().NESTED_TOO_DEEP(most=MAX_DEPTH))
                stack.append(_Frame(self._collection(event), event.anchor))
                if event.anchor is not None:
                    self.open_anchors.add(event.anchor)
                continue
            else:  # the end of the innermost collection
                frame = stack.pop()
                node, size, text_bytes = frame.node, frame.size, frame.text_bytes
                node.end_mark = event.end_mark
                if isinstance(node, yaml.MappingNode):
                    self._check_keys(node, stack)
                if frame.anchor is not None:
                    self.open_anchors.discard(frame.anchor)
                    self._anchor(frame.anchor, node, size, text_bytes)
            if not stack:
                self.size, self.text_bytes = size, text_bytes
                return node
            parent = stack[-1]
            parent.size += size
            parent.text_bytes += text_bytes
            if parent.size > MAX_NODES:
                raise self.fail(event.start_mark, _words().TOO_MANY_VALUES(most=MAX_NODES))
            if parent.text_bytes > MAX_EXPANDED_BYTES:
                raise self.fail(event.start_mark, _words().TOO_MANY_BYTES(most=MAX_EXPANDED_BYTES))
            if isinstance(parent.node, yaml.SequenceNode):
                parent.node.value.append(node)
            elif parent.key is None:
                parent.key = node
            else:
                parent.node.value.append((parent.key, node))
                parent.key = None

    def _check_keys(self, node: yaml.MappingNode, parents: list[_Frame]) -> None:
        seen: set[str] = set()
        for key_node, _ in node.value:
            if isinstance(key_node, yaml.ScalarNode):
                if key_node.value in seen:
                    where = [*_key_path(parents), key_node.value]
                    raise ContentError(self.path, _line(key_node.start_mark),
                                       format_key_path(where), _words().DUPLICATE_KEY())
                seen.add(key_node.value)


def _key_path(frames: list[_Frame]) -> list[str | int]:
    """Where the innermost of `frames` is composing now, as a key path."""
    parts: list[str | int] = []
    for frame in frames:
        if isinstance(frame.node, yaml.SequenceNode):
            parts.append(len(frame.node.value))
        elif frame.key is not None:
            parts.append(str(frame.key.value))
    return parts


def _words():
    """The refusals' templates (`content_words`), loaded only when a file is refused."""
    import chroma_desktop.content.content_words as words

    return words


def _read_text(path: Path) -> str:
    from chroma_desktop.persistence.reading import UnreadableFileError, read_capped

    try:
        raw = read_capped(path, MAX_FILE_BYTES)
    except UnreadableFileError as error:
        # The file's own refusal, whose words name it again: "x.yaml is too large (...)".
        raise ContentError(path, None, "", _words().FILE_UNREADABLE(reason=error.reason)) from error
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise ContentError(path, line, "", _words().NOT_UTF8()) from error
    forbidden = _FORBIDDEN.search(text)
    if forbidden:
        line = text.count("\n", 0, forbidden.start()) + 1
        code = _words().written(f"U+{ord(forbidden.group()):04X}")
        raise ContentError(path, line, "", _words().CONTROL_CHARACTER(code=code))
    return text


def load_yaml(path: Path) -> YamlDocument:
    """Read one YAML file safely; every problem becomes a ContentError with the line."""
    text = _read_text(path)
    loader = None
    try:
        loader = SafeLoader(text)
        composer = _Composer(path, loader)
        root = composer.compose()
        data = _json_keys(loader.construct_document(root)) if root is not None else None
    except yaml.constructor.ConstructorError as error:
        mark = error.problem_mark or error.context_mark
        detail = _words().written(error.problem)
        raise ContentError(path, _line(mark), "", _words().YAML_VALUE(detail=detail)) from error
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        reason = _words().YAML_SYNTAX(detail=_words().written(error.problem or error.context))
        raise ContentError(path, _line(mark), "", reason) from error
    except yaml.YAMLError as error:
        raise ContentError(path, None, "", _words().YAML_OTHER(detail=_words().written(error))) from error
    except RecursionError as error:  # merge keys (`<<`) that chain too far
        raise ContentError(path, None, "", _words().NESTED_TOO_DEEP(most=MAX_DEPTH)) from error
    finally:
        if loader is not None:
            loader.dispose()
    return YamlDocument(path, data, root, composer.size, composer.text_bytes)
