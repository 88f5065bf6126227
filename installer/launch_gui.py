"""Frozen entry point of `chroma-desktop`: the table window (and `--smoke-test`, `--version`)."""

from chroma_desktop.app_entry import main

raise SystemExit(main())
