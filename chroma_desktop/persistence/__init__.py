"""Save files, autosave and replays: match records as JSON with a format version."""

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
