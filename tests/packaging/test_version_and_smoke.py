"""One version everywhere, and `chroma-desktop --smoke-test` checks an installation.

The version lives in `chroma_desktop.__version__`; `chroma --version`, `chroma-desktop
--version` and the About box all show it. The smoke test runs as players start the app (a new
process through the GUI entry point, no display): exit 0 with a line per game, or 1 with the
reason on stderr.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

import chroma_desktop
from chroma_desktop import cli
from chroma_desktop.registry import all_games
from chroma_desktop.ui.app import run_app

GAMES = all_games()

ROOT = Path(__file__).resolve().parents[2]


def test_chroma_version_is_the_package_version(capsys):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out == f"chroma {chroma_desktop.__version__}\n"


def test_the_installed_chroma_command_prints_the_package_version():
    result = subprocess.run([sys.executable, "-m", "chroma_desktop.cli", "--version"],
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"chroma {chroma_desktop.__version__}"


def test_chroma_desktop_version_is_the_package_version(capsys):
    with pytest.raises(SystemExit) as exit_info:
        run_app(["chroma-desktop", "--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out == f"chroma-desktop {chroma_desktop.__version__}\n"


def test_the_about_box_shows_the_package_version(qtbot):
    from chroma_desktop.ui.main_window import MainWindow

    window = MainWindow(autosave=False)
    qtbot.addWidget(window)
    seen: list[str] = []

    def read_and_close() -> None:
        boxes = [widget for widget in QApplication.topLevelWidgets()
                 if isinstance(widget, QMessageBox) and widget.isVisible()]
        if boxes:
            seen.append(boxes[0].text())
            boxes[0].accept()
        else:  # not shown yet: look again once the box's event loop runs
            QTimer.singleShot(20, read_and_close)

    QTimer.singleShot(0, read_and_close)
    window.help_menu.about()  # modal: returns once read_and_close has closed it
    assert len(seen) == 1
    assert f"Chroma Desktop {chroma_desktop.__version__}" in seen[0]


def _smoke_test(tmp_path: Path, **env_changes: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items()
           if key not in {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "CHROMA_DESKTOP_ROOT"}}
    env["CHROMA_DESKTOP_CACHE_DIR"] = str(tmp_path / "cache")
    env["CHROMA_DESKTOP_DATA_DIR"] = str(tmp_path / "user-data")
    env.update(env_changes)
    return subprocess.run([sys.executable, "-m", "chroma_desktop.app_entry", "--smoke-test"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
                          check=False)


def test_smoke_test_passes_without_a_display(tmp_path):
    result = _smoke_test(tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith(f"Chroma Desktop {chroma_desktop.__version__} smoke test")
    assert "qt: platform offscreen" in lines  # set by the smoke test itself
    assert any(line.startswith("content: ") and "valid" in line for line in lines)
    assert any(line.startswith("assets: ") for line in lines)
    for game in GAMES:
        (line,) = [line for line in lines if line.startswith(f"{game.id}: ")]
        assert "first state and match built" in line
        assert ("table rendered 1280x800" in line) != ("no table yet" in line), line
    for game_id in ("coloretto", "cmyk"):
        line = next(line for line in lines if line.startswith(f"{game_id}: "))
        assert "table rendered 1280x800" in line
    assert lines[-1] == f"smoke test passed: {len(GAMES)} games"


def _resource_copy(tmp_path: Path) -> Path:
    root = tmp_path / "resources"
    for folder in ("data", "assets"):
        shutil.copytree(ROOT / folder, root / folder)
    return root


def test_smoke_test_fails_with_the_reason_when_content_is_broken(tmp_path):
    root = _resource_copy(tmp_path)
    broken = sorted((root / "data" / "coloretto").glob("*.yaml"))[0]
    broken.write_text(broken.read_text(encoding="utf-8") + "\nbroken: [unclosed\n", encoding="utf-8")
    result = _smoke_test(tmp_path, CHROMA_DESKTOP_ROOT=str(root))
    assert result.returncode == 1, result.stdout
    assert "smoke test failed: content:" in result.stderr
    assert broken.name in result.stderr
    assert "Traceback" not in result.stderr


def test_smoke_test_fails_with_the_reason_when_a_symbol_is_broken(tmp_path):
    root = _resource_copy(tmp_path)
    symbol = sorted((root / "assets" / "symbols").glob("*.svg"))[0]
    symbol.write_text("this is not SVG", encoding="utf-8")
    result = _smoke_test(tmp_path, CHROMA_DESKTOP_ROOT=str(root))
    assert result.returncode == 1, result.stdout
    assert f"smoke test failed: assets: symbols that do not render: {symbol.name}" in result.stderr
