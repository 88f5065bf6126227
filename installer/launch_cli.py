"""Frozen entry point of `chroma`: the command line (validate, simulate, screenshot, ...)."""

from chroma_desktop.cli import main

raise SystemExit(main())
