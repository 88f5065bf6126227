"""`chroma-desktop`: the launcher's flags, then the table window (the UI lives in `chroma_desktop.ui`).

The launcher reads its own flags with argparse and leaves every other argument to Qt, which
takes out the options it knows (`-platform offscreen`, `-style fusion`, ...). What neither
understands gets the usage and exit code 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NamedTuple, NoReturn

from chroma_desktop import __version__


class LaunchArguments(NamedTuple):
    open: str | None
    smoke_test: bool
    qt_args: list[str]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="chroma-desktop", description="Chroma Desktop table.",
        usage="%(prog)s [-h] [--version] [--open FILE] [--smoke-test] [Qt options]",
        epilog="Other arguments go to Qt (for example -platform offscreen, -style fusion).",
        allow_abbrev=False)  # `--sm` is not `--smoke-test`: nobody takes it, so it is refused
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--open", metavar="FILE", help="open a saved game")
    parser.add_argument("--smoke-test", action="store_true",
                        help="load all content, render every game's table offscreen, and exit "
                             "(0 when all is well)")
    return parser


def parse_arguments(args: Sequence[str]) -> LaunchArguments:
    """The launcher's own flags, and the rest for Qt. Help and version exit 0, usage errors 2."""
    parser = _parser()
    known, rest = parser.parse_known_args(list(args))
    if known.open == "":
        parser.error("argument --open: expected a file name")
    return LaunchArguments(known.open, known.smoke_test, rest)


def refuse_arguments(arguments: Sequence[str]) -> NoReturn:
    """Arguments neither the launcher nor Qt understood: the usage on stderr, exit code 2."""
    _parser().error(f"unrecognized arguments: {' '.join(arguments)}")


def main() -> int:
    from chroma_desktop.platform_libraries import check_before_qt

    if not check_before_qt(sys.argv[1:]):  # X11 libraries missing: say which, and how to install
        return 1
    from chroma_desktop.ui.app import run_app

    return run_app(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
