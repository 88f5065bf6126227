"""`chroma-desktop`: opens the table window (the UI, and the launcher's flags, live in
`chroma_desktop.ui.app`)."""

from __future__ import annotations

import sys


def main() -> int:
    from chroma_desktop.ui.app import run_app

    return run_app(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
