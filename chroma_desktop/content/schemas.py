"""The JSON Schemas content is checked against: always the app's own, never a data root's.

A data root (`CHROMA_DESKTOP_ROOT`, a pack given to `chroma validate`) brings YAML, and may bring
a `schema/` folder too, but a schema is code the validator runs: a `$ref` to a URL or a file, a
schema nested 5,000 deep or a pattern such as `^(a+)+$` would all run on the app's behalf. So the
schemas come from where the app itself was installed (the frozen bundle, the checkout, or the
copy inside the wheel), each compiled once.
"""

from __future__ import annotations

import json
import sys
from functools import cache
from pathlib import Path
from typing import Any

from chroma_desktop.content.errors import ContentError

_PACKAGE_DIR = Path(__file__).resolve().parent.parent
MAX_SCHEMA_BYTES = 256 * 1024


def shipped_schema_folder() -> Path:
    """`data/schema/` where this installation keeps it (the order of `resources`, without the
    `CHROMA_DESKTOP_ROOT` override)."""
    roots = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle))
    if (_PACKAGE_DIR.parent / "pyproject.toml").is_file():
        roots.append(_PACKAGE_DIR.parent)
    roots.append(_PACKAGE_DIR / "_resources")
    for root in roots:
        if (root / "data" / "schema").is_dir():
            return root / "data" / "schema"
    from chroma_desktop.content.content_words import SCHEMAS_MISSING

    raise ContentError(_PACKAGE_DIR, None, "", SCHEMAS_MISSING())


@cache
def schema_validator(schema_file: str, folder: Path | None = None) -> Any:
    """A compiled validator for the shipped schema `schema_file`. `folder` is an installed
    plug-in's own `schema/` folder (its manifest's `data_root`), trusted as its code is; a pack
    a user gives never brings one. (Translations are not in the YAML: `content_ftl.py`.)"""
    import jsonschema

    from chroma_desktop.persistence.reading import UnreadableFileError, read_capped

    path = (folder or shipped_schema_folder()) / schema_file
    try:
        schema = json.loads(read_capped(path, MAX_SCHEMA_BYTES).decode("utf-8"))
    except (UnreadableFileError, UnicodeDecodeError, json.JSONDecodeError) as error:
        from chroma_desktop.content.content_words import SCHEMA_UNREADABLE, written

        line = error.lineno if isinstance(error, json.JSONDecodeError) else None
        raise ContentError(path, line, "",
                           SCHEMA_UNREADABLE(detail=written(error))) from error
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)
