"""`chroma-desktop`: opens the table window (the UI, and the launcher's flags, live in
`chroma_desktop.ui.app`)."""

from __future__ import annotations

import gc
import sys


def main() -> int:
    gc.disable()  # until the table's first frame (`ui.app.run_app` turns it back on)
    from chroma_desktop.ui.app import run_app

    return run_app(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
