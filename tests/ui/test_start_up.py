"""Start-up: a game opened at launch reaches the screen first, and the rest follows at once.

The table's first frame must not make PySide build the `Qt` namespace's enums, the side panel
and menus are built right after it, and the launcher reads its own flags. (How long it all takes
is measured by `benchmarks/ui_table.py`, never here.)
"""

from __future__ import annotations

import json
import marshal
import math
import os
import struct
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter

import chroma_desktop
from chroma_desktop.persistence import SaveFileError
from chroma_desktop.registry import find_game
from chroma_desktop.resources import resource_root
from chroma_desktop.rules.match import Match
from chroma_desktop.ui import painting, theme
from chroma_desktop.ui.app import parse_arguments
from chroma_desktop.ui.session import load_session
from tests.ui.launch_probe import start_page_after_opening

ROOT = Path(__file__).resolve().parents[2]

PROBE = textwrap.dedent("""
    import enum, json, sys
    import PySide6
    from chroma_desktop.ui import app as entry
    seen = {}
    enums = []  # PySide builds the `Qt` namespace's enums all at once, GlobalColor among them
    make_enum = enum.EnumType._create_
    def noting_create(cls, class_name, *args, **kwargs):
        enums.append(class_name)
        return make_enum(cls, class_name, *args, **kwargs)
    enum.EnumType._create_ = noting_create
    make_application = entry._application
    def probed_application(*args):
        from PySide6.QtCore import QTimer
        from chroma_desktop.ui import table_view
        paint = table_view.TableView.paintEvent
        def probed_paint(view, event):
            paint(view, event)
            if "first" in seen:
                return
            window = view.window()
            enums_built = "GlobalColor" in enums  # before anything else
            from PySide6.QtWidgets import QWidget
            def built():
                return {
                    "start_finished": window.start_finished,
                    "side_panel": any(type(widget).__name__ == "SidePanel"
                                      for widget in window.findChildren(QWidget)),
                    "menu_items": sum(len(title.menu().actions())
                                      for title in window.menuBar().actions()),
                }
            seen["first"] = {
                "qt_enums_built": enums_built,
                "svg_loaded": "PySide6.QtSvg" in sys.modules,
                "table_items": len(window.controller.scene.items_by_id),
                **built(),
            }
            def later():
                seen["after"] = {
                    **built(),
                    "menu_titles": [a.text() for a in window.menuBar().actions()],
                    "log_lines": window.side.log.document().blockCount(),
                    "prompt": window.side.prompt.text(),
                }
                print(json.dumps(seen), flush=True)
                QTimer.singleShot(0, lambda: window.close())
            QTimer.singleShot(200, later)
        table_view.TableView.paintEvent = probed_paint
        return make_application(*args)
    entry._application = probed_application
    sys.exit(entry.run_app(["chroma-desktop", "--open", sys.argv[1]]))
""")


def _saved_game(folder: Path, plies: int = 9) -> tuple[Path, int]:
    game = find_game("coloretto")
    match = Match(game, 3, {}, 5)
    while len(match.history()) < plies:
        player = match.to_move()[0]
        match.play(match.legal_moves(player)[0], player)
    record = match.to_record()
    record["seats"] = [{"name": "You", "bot": ""}, {"name": "Bot 2", "bot": "heuristic"},
                       {"name": "Bot 3", "bot": "random"}]
    record["teach"] = False
    path = folder / "saved.chroma.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path, len(match.history())


def _launch(tmp_path: Path, save: Path, **env_changes: str) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               CHROMA_DESKTOP_DATA_DIR=str(tmp_path / "data"),
               CHROMA_DESKTOP_CACHE_DIR=str(tmp_path / "cache"), **env_changes)
    result = subprocess.run([sys.executable, "-c", PROBE, str(save)], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_a_game_opened_at_launch_paints_its_table_first_then_builds_the_rest(tmp_path):
    save, plies = _saved_game(tmp_path)
    seen = _launch(tmp_path, save)
    first, after = seen["first"], seen["after"]
    # The first frame: the table, nothing else, and no `Qt` enums built (NO_QT_NAMESPACE in
    # tests/architecture/test_start_up_rules.py, which checks all four games).
    assert first["qt_enums_built"] is False
    assert first["table_items"] > 10
    assert first["side_panel"] is False and first["menu_items"] == 0
    assert first["start_finished"] is False
    # Right after it: the panel with the whole log (read from the controller) and the prompt,
    # and the menus.
    assert after["side_panel"] is True and after["menu_items"] > 10
    assert after["start_finished"] is True
    assert after["menu_titles"] == ["&Game", "&Edit", "&View", "&Help"]
    assert after["log_lines"] == plies
    assert after["prompt"]


def _crafted_words_atlas() -> bytes:
    """A words atlas as the app once kept between runs, crafted: an image of NaN size and one
    2^31 pixels wide (reading it back crashed every start that drew a table)."""
    nan_sized = struct.pack("<IIdd", 1, 1, math.nan, math.nan) + bytes(4)
    too_wide = struct.pack("<IIdd", 2**31, 0, 1.0, 1.0)
    index = marshal.dumps({("words", "x"): (0, len(nan_sized)),
                           ("words", "y"): (len(nan_sized), len(too_wide))})
    pixels = nan_sized + too_wide
    return b"chroma-atlas-2\n" + struct.pack("<Q", len(index)) + index + pixels


def test_what_a_start_draws_is_never_kept_on_disk(tmp_path):
    # The on-disk atlases (words, card and shape bodies, symbols) are gone: drawing is kept for
    # the run only, so a file in the cache folder can never crash a start. The content built
    # with the package is served (data/prebuilt/), so nothing at all is written there; the
    # atlases an earlier version left stay unread (writing a content cache removes them:
    # tests/content/test_cache.py).
    save, _ = _saved_game(tmp_path)
    cache = tmp_path / "cache"
    cache.mkdir()
    crafted = {cache / f"{stem}-{chroma_desktop.__version__}.atlas": _crafted_words_atlas()
               for stem in ("words", "cards", "shapes", "symbols")}

    def craft() -> None:
        for path, data in crafted.items():
            path.write_bytes(data)

    craft()
    for _ in range(2):
        assert _launch(tmp_path, save)["first"]["svg_loaded"] is True  # drawn, not read back
        assert sorted(path.name for path in cache.iterdir()) == sorted(
            path.name for path in crafted)
        assert all(path.read_bytes() == data for path, data in crafted.items())


def test_a_damaged_save_given_at_launch_opens_the_start_page_with_the_reason(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    env = dict(os.environ, CHROMA_DESKTOP_DATA_DIR=str(tmp_path / "data"),
               CHROMA_DESKTOP_CACHE_DIR=str(tmp_path / "cache"))
    on_start_page, message = start_page_after_opening(broken, env)
    assert on_start_page == "True"
    with pytest.raises(SaveFileError) as reason:  # what the loader says about this file
        load_session(broken)
    assert message == str(reason.value) and "broken.json" in message
    assert broken.read_text(encoding="utf-8") == "{ not json"  # left as it was


UNPAINTED_PROBE = textwrap.dedent("""
    import gc, sys
    from chroma_desktop.ui import app as entry
    make_application = entry._application
    def probed_application(*args):
        app = make_application(*args)
        from PySide6.QtCore import QTimer
        from chroma_desktop.ui import app as launcher, table_view
        if sys.argv[2] == "unpainted":  # as a window started minimized: no frame comes
            table_view.TableView.paintEvent = lambda view, event: None
        from chroma_desktop.ui.gui_collector import collecting
        QTimer.singleShot(300, lambda: print("at 0.3 s", collecting(), flush=True))
        # Later: asked every 0.1 s from the latest moment on, for up to 30 s (a busy machine
        # starts the app's own timer later than this probe's), so no timing decides the test.
        def later(asks=300):
            if collecting() or asks == 0:
                print("later", collecting(), flush=True)
                app.quit()
            else:
                QTimer.singleShot(100, lambda: later(asks - 1))
        QTimer.singleShot(launcher.COLLECT_AT_THE_LATEST_MS, later)
        return app
    entry._application = probed_application
    sys.exit(entry.run_app(["chroma-desktop", "--open", sys.argv[1]]))
""")


def test_the_garbage_collector_resumes_without_a_frame_and_at_once_without_a_table(tmp_path):
    # COLLECT_AFTER_FIRST_FRAME (tests/architecture/test_start_up_rules.py) holds the collector
    # back until the table's first frame; it must not stay off when that frame does not come.
    save, _ = _saved_game(tmp_path)
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               CHROMA_DESKTOP_DATA_DIR=str(tmp_path / "data"),
               CHROMA_DESKTOP_CACHE_DIR=str(tmp_path / "cache"))
    runs = {case: subprocess.Popen([sys.executable, "-c", UNPAINTED_PROBE, str(path), case],
                                   cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True)
            for case, path in (("unpainted", save), ("start page", broken))}
    seen = {}
    for case, process in runs.items():
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, err
        seen[case] = out.split()
    assert seen["unpainted"] == ["at", "0.3", "s", "False", "later", "True"]
    assert seen["start page"] == ["at", "0.3", "s", "True", "later", "True"]


def test_the_painting_flags_are_qts_own():
    flag = Qt.AlignmentFlag
    assert flag.AlignLeft.value == painting.ALIGN_LEFT
    assert flag.AlignRight.value == painting.ALIGN_RIGHT
    assert flag.AlignHCenter.value == painting.ALIGN_HCENTER
    assert flag.AlignTop.value == painting.ALIGN_TOP
    assert flag.AlignBottom.value == painting.ALIGN_BOTTOM
    assert flag.AlignVCenter.value == painting.ALIGN_VCENTER
    assert flag.AlignCenter.value == painting.ALIGN_CENTER
    assert Qt.TextFlag.TextWordWrap.value == painting.TEXT_WORD_WRAP


def _ink_columns(image: QImage, colour: QColor) -> list[int]:
    return sorted({x for x in range(image.width()) for y in range(image.height())
                   if QColor(image.pixel(x, y)).red() > 150
                   and QColor(image.pixel(x, y)).green() < 100})


def _text_image(flags: int, text: str, width: int = 200, height: int = 60) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    font = QFont()
    font.setPointSizeF(14)
    painting.draw_text(painter, QRectF(0, 0, width, height), flags, text, font, QColor("red"))
    painter.end()
    return image


def test_draw_text_draws_in_its_colour_where_the_flags_say(qapp):
    red = QColor("red")
    left = _ink_columns(_text_image(painting.ALIGN_LEFT | painting.ALIGN_TOP, "Hi"), red)
    right = _ink_columns(_text_image(painting.ALIGN_RIGHT | painting.ALIGN_TOP, "Hi"), red)
    centre = _ink_columns(_text_image(painting.ALIGN_CENTER, "Hi"), red)
    assert left and right and centre
    assert max(left) < 60 and min(right) > 140
    assert 60 < (min(centre) + max(centre)) / 2 < 140


def test_draw_text_wraps_only_when_asked(qapp):
    text = "several words that cannot fit on one short line"

    def rows(flags: int) -> int:
        image = _text_image(flags, text, width=120, height=200)
        return len({y for y in range(image.height()) for x in range(image.width())
                    if QColor(image.pixel(x, y)).green() < 100})

    assert rows(painting.ALIGN_LEFT | painting.ALIGN_TOP | painting.TEXT_WORD_WRAP) > \
        2 * rows(painting.ALIGN_LEFT | painting.ALIGN_TOP)


def test_opaque_zone_colours_look_like_the_translucent_veil(qapp):
    image = QImage(4, 4, QImage.Format.Format_ARGB32)
    image.fill(theme.TABLE_TOP)
    painter = QPainter(image)
    painter.fillRect(0, 0, 4, 4, theme.PANEL)  # one veil over the felt
    painter.fillRect(0, 0, 2, 4, theme.PANEL)  # and a second, a zone inside a zone
    painter.end()
    for depth, x in ((0, 3), (1, 0)):
        seen = QColor(image.pixel(x, 0))
        fill = theme.zone_colours(depth, False)[0]
        assert abs(seen.red() - fill.red()) <= 1 and abs(seen.green() - fill.green()) <= 1
        assert abs(seen.blue() - fill.blue()) <= 1


@pytest.mark.parametrize(("args", "expected"), [
    ([], (None, False, [], None)),
    (["--open", "game.json"], ("game.json", False, [], None)),
    (["--open=game.json", "-platform", "offscreen"], ("game.json", False,
                                                      ["-platform", "offscreen"], None)),
    (["--smoke-test", "-style", "fusion"], (None, True, ["-style", "fusion"], None)),
    (["-platform", "offscreen", "--open", "game.json", "-reverse"],
     ("game.json", False, ["-platform", "offscreen", "-reverse"], None)),
    (["--join", "chroma://h:1/t?seat=s", "-reverse"], (None, False, ["-reverse"], "chroma://h:1/t?seat=s")),
    (["chromas://h:1/t?seat=s"], (None, False, [], "chromas://h:1/t?seat=s")),  # the scheme's handler
])
def test_the_launcher_reads_its_flags_and_leaves_the_rest_to_qt(args, expected):
    assert tuple(parse_arguments(args)) == expected


def test_qts_own_options_reach_qt_through_the_launcher(tmp_path):
    save, _ = _saved_game(tmp_path)
    script = textwrap.dedent("""
        import sys
        from chroma_desktop.ui import app as entry
        make_application = entry._application
        def probed_application(*args):
            app = make_application(*args)
            from PySide6.QtCore import QTimer
            def look():
                window = next(w for w in app.topLevelWidgets() if hasattr(w, "controller"))
                print(app.platformName(), app.style().name(), app.arguments()[1:],
                      window.controller.game.id)
                app.quit()
            QTimer.singleShot(300, look)
            return app
        entry._application = probed_application
        sys.exit(entry.run_app(["chroma-desktop", "-platform", "offscreen", "--open",
                                sys.argv[1], "-style", "fusion"]))
    """)
    # No platform in the environment: only the `-platform` option can choose offscreen.
    env = {key: value for key, value in os.environ.items()
           if key not in {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "QT_STYLE_OVERRIDE"}}
    env.update(CHROMA_DESKTOP_DATA_DIR=str(tmp_path / "data"),
               CHROMA_DESKTOP_CACHE_DIR=str(tmp_path / "cache"))
    result = subprocess.run([sys.executable, "-c", script, str(save)], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "offscreen fusion [] coloretto"


def test_an_argument_nobody_understands_gets_the_usage_and_exit_code_2(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               CHROMA_DESKTOP_DATA_DIR=str(tmp_path / "data"),
               CHROMA_DESKTOP_CACHE_DIR=str(tmp_path / "cache"))
    # Neither the launcher's (no abbreviations) nor Qt's: refused once Qt took its own options.
    result = subprocess.run([sys.executable, "-m", "chroma_desktop.app_entry", "-platform",
                             "offscreen", "--smoke", "--no-such-flag"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stderr.startswith("usage: chroma-desktop")
    assert "chroma-desktop: error: unrecognized arguments: --smoke --no-such-flag" in result.stderr
    assert "Traceback" not in result.stderr


def test_without_a_display_the_launcher_says_so_instead_of_qt_aborting(tmp_path):
    env = {name: value for name, value in os.environ.items()
           if name not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(CHROMA_DESKTOP_DATA_DIR=str(tmp_path / "data"),
               CHROMA_DESKTOP_CACHE_DIR=str(tmp_path / "cache"))
    result = subprocess.run([sys.executable, "-m", "chroma_desktop.app_entry"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 1, result.stdout + result.stderr  # Qt's abort was -6 (SIGABRT)
    assert "there is no display to open it on" in result.stderr
    assert "platform plugin" not in result.stderr and "Traceback" not in result.stderr
    # A platform chosen on the command line needs no display: the launcher goes on (and here
    # refuses the flag nobody knows, as with a display).
    result = subprocess.run([sys.executable, "-m", "chroma_desktop.app_entry", "-platform",
                             "offscreen", "--no-such-flag"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 2, result.stdout + result.stderr


def test_a_display_is_asked_for_only_where_qt_will_use_x11(capsys):
    from chroma_desktop.platform_libraries import NO_DISPLAY, check_before_qt

    assert not check_before_qt([], {})
    assert capsys.readouterr().err == NO_DISPLAY
    assert check_before_qt(["-platform", "offscreen"], {})
    assert check_before_qt(["-platform=vnc"], {})
    assert check_before_qt([], {"QT_QPA_PLATFORM": "offscreen"})
    assert check_before_qt([], {"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"})
    assert check_before_qt(["--version"], {}) and check_before_qt(["--smoke-test"], {})
    assert capsys.readouterr().err == ""


def test_a_flag_given_a_value_it_does_not_take_gets_the_usage_and_exit_code_2(capsys):
    with pytest.raises(SystemExit) as exit_info:
        parse_arguments(["--smoke-test=yes"])
    assert exit_info.value.code == 2
    error = capsys.readouterr().err
    assert error.startswith("usage: chroma-desktop")
    assert "argument --smoke-test: ignored explicit argument 'yes'" in error


def test_the_launcher_explains_a_missing_file_name_and_exits_2(capsys):
    with pytest.raises(SystemExit) as exit_info:
        parse_arguments(["--open"])
    assert exit_info.value.code == 2
    error = capsys.readouterr().err
    assert error.startswith("usage: chroma-desktop")
    assert "argument --open: expected one argument" in error


def test_the_launcher_help_lists_its_flags(capsys):
    with pytest.raises(SystemExit) as exit_info:
        parse_arguments(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert "--open FILE" in out and "--smoke-test" in out and "--version" in out


# -- Chroma Cubes: label spots are content, found once when it is built ------------------------
def test_chroma_cubes_label_spots_are_found_when_content_is_built_and_cached(tmp_path):
    from chroma_desktop.content.cache import load_cached
    from chroma_desktop.games.chroma_cubes.content import label_spot
    from chroma_desktop.registry import load_game_content

    built = load_game_content("chroma_cubes")
    sections = [section for sheet in built.sheets.values() for section in sheet.sections]
    assert len(sections) > 100
    for section in sections:  # where the table's search used to put them on every start
        assert (section.label_at, section.label_room) == label_spot(section), section.id
    # The content cache keeps them: the second load reads the pickle and builds nothing.
    data = resource_root() / "data" / "chroma_cubes"
    files = sorted(data.glob("*.yaml"))
    first = load_cached("chroma_cubes", files, lambda: built, folder=tmp_path,
                        packages=("chroma_desktop.games.chroma_cubes",))

    def build_again():
        raise AssertionError("built again instead of read from the cache")

    again = load_cached("chroma_cubes", files, build_again, folder=tmp_path,
                        packages=("chroma_desktop.games.chroma_cubes",))
    assert again is not first
    assert [(s.label_at, s.label_room) for sheet in again.sheets.values()
            for s in sheet.sections] == [(s.label_at, s.label_room) for s in sections]


def test_the_chroma_cubes_table_writes_labels_where_the_content_says_without_searching(
        qtbot, monkeypatch):
    from chroma_desktop.games.chroma_cubes import content as cubes_content
    from chroma_desktop.games.chroma_cubes.moves import section_target
    from chroma_desktop.games.chroma_cubes.table import faces
    from chroma_desktop.games.chroma_cubes.table.layout import SHEET
    from chroma_desktop.ui.main_window import MainWindow
    from chroma_desktop.ui.seat import Seat

    match = Match(find_game("chroma_cubes"), 2, {}, 3)  # content built (or read) before counting
    searches = []
    search = cubes_content._pole
    monkeypatch.setattr(cubes_content, "_pole", lambda *rings: searches.append(rings) or
                        search(*rings))
    faces.section_face.cache_clear()  # faces made by earlier tests are made again here
    window = MainWindow(bot_delay_ms=60_000, autosave=False)
    qtbot.addWidget(window)
    controller = window.show_match(match, [Seat("You"), Seat("Bot 2", "heuristic")], False)
    config = match.state.config
    for index, section in enumerate(config.sheet.sections):
        marks = controller.scene.item_for(section_target(config, 0, index)).face.marks
        # The requirement's count and symbol sit side by side, centred on the label spot.
        x, y = section.label_at
        assert sum(mark.x for mark in marks) / len(marks) == pytest.approx(x * SHEET)
        assert all(mark.y == pytest.approx(y * SHEET) for mark in marks)
    assert searches == []


def test_the_first_window_fits_a_small_screen():
    from chroma_desktop.ui.app import WINDOW_SIZE, first_window_size

    assert first_window_size(None) == WINDOW_SIZE
    assert first_window_size((1920, 1040)) == WINDOW_SIZE
    assert first_window_size((800, 470)) == (800, 470)
    assert first_window_size((1024, 740)) == (1024, 740)


def test_the_start_pages_buttons_take_two_rows_when_one_would_cut_their_words(qtbot):
    from chroma_desktop.ui.main_window import MainWindow

    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show_start()
    page = window.start_page
    for width, rows in ((1280, 1), (800, 2)):
        window.resize(width, 500)
        window.show()
        qtbot.waitUntil(lambda rows=rows: len({b.y() for b in page.top_buttons}) == rows)
        for button in page.top_buttons:
            assert button.width() >= button.sizeHint().width(), (width, button.text())


def test_the_game_tiles_wrap_their_blurbs_whole_and_never_overlap(qtbot):
    from PySide6.QtCore import QRect

    from chroma_desktop.ui.main_window import MainWindow

    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show_start()
    page = window.start_page
    for width, height in ((1280, 800), (800, 500)):
        window.resize(width, height)
        window.show()
        qtbot.wait(20)
        tiles = list(page.game_buttons.values())
        for tile in tiles:
            label = tile.details_label
            # Every line of the blurb has room: the label is as tall as its words at its width.
            assert label.height() >= label.heightForWidth(label.width()), (width, label.text())
            assert QRect(0, 0, tile.width(), tile.height()).contains(label.geometry()), width
            assert label.fontMetrics().horizontalAdvance(label.text()) > label.width() or width == 1280
        for index, tile in enumerate(tiles):
            for other in tiles[index + 1:]:
                assert not tile.geometry().intersects(other.geometry()), (width, tile.accessibleName())
        # A short window scrolls down to the last tile instead of cutting it.
        last = tiles[-1]
        page.scroll_area.ensureWidgetVisible(last)
        qtbot.wait(20)
        seen = last.mapTo(page, last.rect().bottomLeft()).y()
        assert seen <= page.height(), (width, seen, page.height())
