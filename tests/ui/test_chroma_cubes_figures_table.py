"""Chroma Cubes' figures on the table: the mouse resting on a section (the real mouse, on the
view's viewport) outlines its whole figure, as do a drag over it and the keyboard's focus; the
scoring chart says each figure's value and progress from the rules, in words at least 9 px tall
at 1024x640."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QFontInfo
from PySide6.QtTest import QTest

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.figures import figure_progress
from chroma_desktop.games.chroma_cubes.state import PLAY
from chroma_desktop.games.chroma_cubes.table.layout import CHART_WORDS
from chroma_desktop.ui import theme
from chroma_desktop.ui.items.base import Highlight
from tests.ui.conftest import humans
from tests.ui.test_chroma_cubes_table import finish_draft, inside, start


def shown_outlines(scene) -> set[str]:
    return {cid for cid, item in scene.items_by_id.items()
            if cid.startswith("figure-shown:") and item.isVisible()}


def section_id(config, seat, figure):
    return mv.section_target(config, seat, config.sheet.figures[figure].sections[0])


def viewer(scene) -> int:
    """The seat whose sheet is drawn large (hot-seat: the player to move)."""
    return next(int(cid[len("paper:p"):]) for cid in scene.items_by_id if cid.startswith("paper:p"))


def mouse_to(window, scene_point) -> None:
    QTest.mouseMove(window.view.viewport(), window.view.mapFromScene(scene_point))


def mouse_onto(window, item) -> None:
    """The mouse onto a pixel of the viewport where `item` is the topmost table item (a berry
    is a few pixels wide: the pixel's own point, not the scene point it was rounded from)."""
    view, scene = window.view, item.scene()
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    for x in range(rect.left(), rect.right() + 1):
        for y in range(rect.top(), rect.bottom() + 1):
            top = next((it for it in scene.items(view.mapToScene(QPoint(x, y)))
                        if hasattr(it, "component_id")), None)
            if top is item:
                QTest.mouseMove(view.viewport(), QPoint(x, y))
                return
    raise AssertionError(f"no pixel shows {item.component_id}")


def test_resting_the_mouse_on_a_section_outlines_its_whole_figure(window, qtbot):
    controller = start(window, humans(2))
    scene = controller.scene
    config = controller.match.state.config
    figures = config.sheet.figures
    me = viewer(scene)
    assert shown_outlines(scene) == set()
    for figure in (0, 1):
        mouse_onto(window, scene.item_for(section_id(config, me, figure)))
        qtbot.waitUntil(lambda f=figure: shown_outlines(scene) == {f"figure-shown:p{me}:{figures[f].id}"})
    # On the paper beside the picture (no section), no figure is outlined.
    mouse_to(window, scene.item_for(f"paper:p{me}").sceneBoundingRect().topLeft() + QPoint(6, 6))
    qtbot.waitUntil(lambda: shown_outlines(scene) == set())
    # Every section of a figure outlines that figure, and only that one.
    last = figures[-1]
    for section in last.sections:
        item = scene.item_for(mv.section_target(config, me, section))
        mouse_onto(window, item)
        qtbot.waitUntil(lambda: shown_outlines(scene) == {f"figure-shown:p{me}:{last.id}"})


def test_a_drag_over_a_section_and_the_keyboard_focus_outline_its_figure(window):
    controller = start(window, humans(2))
    finish_draft(controller)
    scene = controller.scene
    state = controller.match.state
    assert state.phase == PLAY
    seat = controller.human_to_move()
    move = next(m for m in controller.legal if m.kind == "colour" and "+" not in m.source)
    section = scene.item_for(move.target)
    figure = state.config.sheet.figures[state.config.section_figure[
        next(s for s in range(len(state.config.sheet.sections))
             if mv.section_target(state.config, seat, s) == move.target)]]
    die = scene.item_for(move.source)
    scene.begin_pick(die, die.sceneBoundingRect().center())
    scene.drag_to(inside(scene, section))
    assert shown_outlines(scene) == {f"figure-shown:p{seat}:{figure.id}"}
    scene.cancel_pick()
    assert shown_outlines(scene) == set()
    scene.set_highlights({move.target: Highlight.FOCUS})
    assert shown_outlines(scene) == {f"figure-shown:p{seat}:{figure.id}"}
    scene.set_highlights({})
    assert shown_outlines(scene) == set()


def test_the_scoring_chart_says_each_figures_worth_and_progress(window):
    controller = start(window, humans(2))
    finish_draft(controller)
    scene = controller.scene
    state = controller.match.state
    seat = controller.human_to_move()
    config = state.config
    for progress in figure_progress(state, seat):
        figure = config.sheet.figures[progress.figure]
        text = scene.item_for(f"label:figure:p{seat}:{figure.id}").text.replace("\n", " ")
        plural = "pt" if figure.value == 1 else "pts"
        assert text == (f"{figure.name} {figure.value} {plural}: 0 of {len(figure.sections)} "
                        "sections; nobody has finished it")
    assert "first to finish a figure scores +1" in scene.item_for(f"chart:p{seat}").status
    # Colour a section: its figure's line counts it.
    move = next(m for m in controller.legal if m.kind == "colour")
    controller.play(move)
    after = controller.match.state
    coloured = next(p for p in figure_progress(after, seat) if p.coloured)
    figure = config.sheet.figures[coloured.figure]
    text = scene.item_for(f"label:figure:p{seat}:{figure.id}").text.replace("\n", " ")
    assert f": 1 of {len(figure.sections)} sections" in text


def test_the_charts_words_are_at_least_9_px_at_1024_by_640(window, qtbot):
    window.resize(1024, 640)
    controller = start(window, humans(4))
    qtbot.waitUntil(lambda: window.view.transform().m11() < 0.7)
    window.view.fit()
    pixels = QFontInfo(theme.font(CHART_WORDS, bold=CHART_WORDS > 1.1)).pixelSize()
    assert pixels * window.view.transform().m11() >= 9
    label = next(item for cid, item in controller.scene.items_by_id.items()
                 if cid.startswith("label:figure:p"))
    assert label.scale_ == CHART_WORDS


def test_the_outline_goes_when_the_mouse_leaves_the_table(window, qtbot):
    controller = start(window, humans(2))
    scene = controller.scene
    config = controller.match.state.config
    mouse_onto(window, scene.item_for(section_id(config, viewer(scene), 0)))
    qtbot.waitUntil(lambda: shown_outlines(scene) != set())
    # The mouse leaves the view: the outline goes.
    QTest.mouseMove(window.side, QPoint(5, 5))
    qtbot.waitUntil(lambda: shown_outlines(scene) == set())


def test_the_charts_miniature_names_each_figure_and_outlines_it_on_the_sheet(window, qtbot):
    controller = start(window, humans(2))
    scene = controller.scene
    config = controller.match.state.config
    me = viewer(scene)
    for figure in config.sheet.figures:
        miniature = scene.item_for(f"chart-figure:p{me}:{figure.id}")
        assert [mark.text for mark in miniature.face.marks] == [str(figure.value)]
        mouse_onto(window, miniature)
        qtbot.waitUntil(lambda f=figure: shown_outlines(scene) == {f"figure-shown:p{me}:{f.id}"})
