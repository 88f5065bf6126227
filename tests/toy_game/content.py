"""Toy Nim's content: the YAML of its own data folder (`data/toy_nim/`), checked by its own
schema (`data/schema/toy_nim.schema.json`), built into one frozen value.

The invariant a schema cannot say: the default length is one of the choices.
"""

from typing import Any, NamedTuple

from chroma_desktop.content import ContentError


class NimContent(NamedTuple):
    counters: tuple[int, ...]
    default_counters: int
    most_taken: int


DEFAULT = NimContent((7, 10), 7, 2)
"""What the toy plays with when built without content (a test's bare game)."""


def build(source: Any) -> NimContent:
    counters = source.data["counters"]
    if counters["default"] not in counters["choices"]:
        raise ContentError(source.folder, None, "counters.default", "is one of counters.choices")
    return NimContent(tuple(counters["choices"]), counters["default"], source.data["most_taken"])
