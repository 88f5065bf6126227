"""Save files, autosave and replays: match records as JSON with a format version.

`files` reads and writes them; `record` is the format, read strictly; `reading` opens a file
from anywhere without blocking or reading past a cap; `autosave` gives each running instance a
slot of its own.
"""

from chroma_desktop.persistence.files import (
    SaveFileError,
    autosave_path,
    load_match,
    read_record,
    save_match,
    write_json_atomic,
)

__all__ = ["SaveFileError", "autosave_path", "load_match", "read_record", "save_match",
           "write_json_atomic"]
