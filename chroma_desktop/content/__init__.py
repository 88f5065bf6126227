"""Content: a game's YAML read safely, validated against its JSON Schema, checked for
invariants across entries, and built into frozen values that the rules receive.

This package knows no game: the registry (`chroma_desktop.registry`) hands it a game's folder,
schema and builder. `build_content` reads a folder (a user's pack is untrusted input: reading
it is bounded by `yaml_source` and `loader`, it is checked against the app's own schemas only,
see `schemas`, and whatever a builder did not foresee is refused as a ContentError too, never a
traceback); `load_shipped` serves the shipped data as built with the package (`prebuilt`), else
through the start-up cache. Every problem is a ContentError naming file, line and key path.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from chroma_desktop.content.errors import ContentError
from chroma_desktop.content.translated import teach_words
from chroma_desktop.resources import data_came_with_the_package, data_dir

__all__ = ["ContentError", "build_content", "load_shipped"]

Builder = Callable[[Any], Any]


def build_content(folder: Path, schema_file: str, build: Builder,
                  data_root: Path | None = None, *, check_schema: bool = True) -> Any:
    """The content `build` makes of the YAML in `folder`, checked against `schema_file` (in
    `data_root/schema/` for a plug-in that ships its own data, else the app's `data/schema/`;
    `check_schema=False`: the app's shipped data, validated when the package is built and by
    the tests, so a start that misses the cache does not import `jsonschema`).

    Its translations are read from `<data root>/i18n/` (`content_ftl.py`) when a translation is
    first shown; a pack without them shows its names in English."""
    from chroma_desktop.content.loader import load_folder

    if not folder.is_dir():
        from chroma_desktop.content.content_words import NO_FOLDER

        raise ContentError(folder, None, "", NO_FOLDER())
    schema_folder = data_root / "schema" if data_root is not None else None
    source = load_folder(folder, schema_file, schema_folder=schema_folder,
                         check_schema=check_schema)
    try:
        content = build(source)
    except ContentError:
        raise
    except (ValueError, LookupError, TypeError, AttributeError, ArithmeticError,
            RecursionError) as error:
        # Content the schema admits but a builder did not foresee: refused like any other.
        from chroma_desktop.content.content_words import CANNOT_BE_BUILT, written

        detail = written(f"{type(error).__name__}: {error}")
        raise ContentError(folder, None, "", CANNOT_BE_BUILT(detail=detail)) from error
    teach_words(folder)
    return content


@cache
def load_shipped(game_id: str, schema_file: str, build: Builder, package: str,
                 data_root: Path | None = None) -> Any:
    """The shipped content of `game_id` (`data/<game_id>/`, or under a plug-in's own
    `data_root`), from the cache when its files are unchanged; `package` holds the value classes
    the cache may rebuild."""
    from chroma_desktop.content.cache import load_cached
    from chroma_desktop.content.schemas import shipped_schema_folder

    folder = (data_root or data_dir()) / game_id
    schemas = data_root / "schema" if data_root is not None else shipped_schema_folder()
    files = [*folder.glob("*.yaml"), schemas / schema_file, *_source_of(build)]
    # The package's own data is validated when it is built (installer/build.sh: `chroma
    # validate`) and by the tests (tests/content); a plug-in's data, or data given by
    # CHROMA_DESKTOP_ROOT, is checked against its schema here.
    validated = data_root is None and data_came_with_the_package()
    if validated:
        from chroma_desktop.content.prebuilt import load_prebuilt

        prebuilt = load_prebuilt(game_id, build, (package,))
        if prebuilt is not None:  # built with the package from these very files (prebuilt.py)
            teach_words(folder)
            return prebuilt
    content = load_cached(game_id, files,
                          lambda: build_content(folder, schema_file, build, data_root,
                                                check_schema=not validated),
                          packages=(package,))
    teach_words(folder)  # the names the rules put in messages, in every translation
    return content


def _source_of(build: Builder) -> list[Path]:
    """The builder's own source file, where it is one on disk: content it derives (label spots,
    outlines) changes with its code, so an edited builder misses the cache too. (A frozen build
    has no source files; its version, also in the key, changes with its code.)"""
    module = sys.modules.get(build.__module__)
    module_file = module.__file__ if module is not None else None
    path = Path(module_file) if module_file else None
    return [path] if path is not None and path.suffix == ".py" and path.is_file() else []
