"""`chroma-server` answers a bad argument with its usage and exit code 2, and a port it cannot
take with one line (no traceback)."""

from __future__ import annotations

import socket
import subprocess
import sys

import pytest


def _server(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "chroma_desktop.server.main", *args],
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("args", [("--port", "70000"), ("--move-rate", "0"), ("--away-after", "-1"),
                                  ("--address-refusals-per-second", "0"),
                                  ("--synchronous", "OFF"), ("--no-such-option",),
                                  ("--store", "mysql://tables"), ("--store", "pg://x", "--lease", "0.5"),
                                  ("--store", "postgresql://x", "--lease", "0")])
def test_a_bad_argument_gets_the_usage_and_exit_code_2(args):
    found = _server(*args)
    assert found.returncode == 2
    assert "usage: chroma-server" in found.stderr and "Traceback" not in found.stderr


def test_a_port_in_use_is_said_in_one_line(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        found = _server("--db", str(tmp_path / "t.sqlite3"), "--port", str(port))
    assert found.returncode == 1
    assert f"cannot listen on 127.0.0.1:{port}" in found.stderr and "Traceback" not in found.stderr
