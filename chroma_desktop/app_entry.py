"""`chroma-desktop`: opens the table window (the UI lives in `chroma_desktop.ui`)."""

from __future__ import annotations

import sys


def main() -> int:
    from chroma_desktop.ui.app import run_app

    return run_app(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
