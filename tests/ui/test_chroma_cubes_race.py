"""Chroma Cubes: who races for which figure, on the real table (issue 31). A newcomer following
the hints lost to a Normal bot that was one section from the Branch and from the Berries and
leaves while the scoring chart spoke only of their own sheet. Now the chart names the others
furthest on for each figure nobody has finished, and resting the real mouse on a section the
chosen dice can colour says what that move is worth and how far the others are (the words the
rules say, `move_effect.py`), as the keyboard's focus did. A die clicked, then a lit section
clicked, colours it, whether or not the die could be gathered with others.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.figures import figure_progress
from chroma_desktop.games.chroma_cubes.state import DRAFT
from chroma_desktop.ui.items.base import Highlight
from tests.ui.conftest import humans, vs_bots, wait_for_human
from tests.ui.test_chroma_cubes_figures_table import mouse_onto
from tests.ui.test_chroma_cubes_table import finish_draft, inside, start
from tests.ui.test_lessons_table_games import _lesson, _open_lesson

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


def chart_line(scene, seat: int, figure_id: str) -> str:
    return scene.item_for(f"label:figure:p{seat}:{figure_id}").text.replace("\n", " ")


def test_the_chart_names_the_bot_racing_for_each_figure(window, qtbot):
    controller = start(window, vs_bots(2), seed=311)
    while controller.match.state.phase == DRAFT:  # the first die each time; the bot picks its own
        wait_for_human(qtbot, controller)
        if controller.match.state.phase == DRAFT:
            controller.play(controller.legal[0])
    # Rounds are played at once: the Normal bot colours its sections and ends its round.
    qtbot.waitUntil(lambda: controller.match.state.coloured[1] != 0, timeout=10_000)
    state = controller.match.state
    config = state.config
    raced = [p for p in figure_progress(state, 0) if p.rivals]
    assert raced, "the bot coloured sections of open figures"
    for progress in figure_progress(state, 0):
        figure = config.sheet.figures[progress.figure]
        line = chart_line(controller.scene, 0, figure.id)
        bot_has = sum(1 for s in figure.sections if state.coloured[1] >> s & 1)
        if bot_has:
            assert line.endswith(f"; Bot 2 has {bot_has}; nobody has finished it"), line
        else:
            assert "Bot 2" not in line


def click(window, item) -> None:
    rect = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    QTest.mouseClick(window.view.viewport(), LEFT, NO_KEYS, rect.center())


def test_resting_the_mouse_on_a_section_for_the_chosen_dice_says_its_worth(window, qtbot):
    """Dice chosen that can colour several sections: the keyboard's focus says one ("Enter:
    ..."); resting the mouse on another says that one's worth, in the rules' words, with its
    badge at the section."""
    controller = start(window, humans(2))
    finish_draft(controller)
    scene = controller.scene
    colours = [m for m in controller.legal if m.kind == mv.COLOUR]
    source = next(m.source for m in colours if "+" not in m.source
                  and len({o.target for o in colours if o.source == m.source}) > 1)
    click(window, scene.item_for(source))  # choose the die with the real mouse
    assert scene.selection_source() == source
    focused = controller.focused_move()
    move = next(m for m in colours if m.source == source and m.target != focused.target)
    corner = window.view.mapFromScene(scene.sceneRect().topLeft() + QPointF(8, 8))
    QTest.mouseMove(window.view.viewport(), corner)
    section = scene.item_for(move.target)
    mouse_onto(window, section)
    effect = controller.game.effect(controller.match.view(controller.player), move)
    qtbot.waitUntil(lambda: window.table_page.message == controller.words(effect.words),
                    timeout=3000)
    assert controller.worth.shown == (move, move.target)
    assert controller.worth.badge.isVisible()
    assert window.table_page.message.startswith("No change in points (0): towards ")
    # The mouse leaves the section: the focus's own words and badge come back.
    QTest.mouseMove(window.view.viewport(), corner)
    qtbot.waitUntil(lambda: controller.worth.shown != (move, move.target), timeout=3000)
    assert window.table_page.message != controller.words(effect.words)


def test_a_die_clicked_then_a_lit_section_clicked_colours_it(window, qtbot):
    """A die that colours sections alone (its moves take no other die) is no die to gather
    with others: a click on it used to say "Drag it onto one of the highlighted places." and a
    click on a lit section then did nothing, where dice of several-dice moves are chosen by a
    click and a click on a section plays them. Now a click chooses it too, and the lit section's
    click colours it (the lesson "Be first to finish a figure", with the real mouse)."""
    lesson = _lesson("chroma_cubes", "first_completion_bonus")
    controller = _open_lesson(window, qtbot, "chroma_cubes", lesson.id)
    scene = controller.scene
    click(window, scene.item_for("die:purple#1"))
    assert scene.selection_source() == "die:purple#1"
    assert window.table_page.message == "Click one of the highlighted places, or drag it there."
    snow = "sheet:p0:cardinal:s17"
    assert snow in scene.highlighted(Highlight.TARGET)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_KEYS,
                     window.view.mapFromScene(inside(scene, scene.item_for(snow))))
    qtbot.waitUntil(lambda: window.lesson.box.result.text() != "")
    assert lesson.explanation in window.lesson.box.result.text()
    assert controller.match.state.score(lesson.seat) == 3


def test_a_section_rested_on_then_clicked_is_coloured_and_its_badge_goes(window, qtbot):
    """The click that colours the section the mouse rests on takes its worth away with it (the
    badge used to stay, saying what was left before, until the mouse moved)."""
    controller = start(window, humans(2))
    finish_draft(controller)
    scene = controller.scene
    colours = [m for m in controller.legal if m.kind == mv.COLOUR]
    source = next(m.source for m in colours if "+" not in m.source
                  and len({o.target for o in colours if o.source == m.source}) > 1)
    click(window, scene.item_for(source))
    move = next(m for m in colours if m.source == source
                and m.target != controller.focused_move().target)
    corner = window.view.mapFromScene(scene.sceneRect().topLeft() + QPointF(8, 8))
    QTest.mouseMove(window.view.viewport(), corner)
    rested = window.view.mapFromScene(inside(scene, scene.item_for(move.target)))
    QTest.mouseMove(window.view.viewport(), rested)
    qtbot.waitUntil(lambda: controller.worth.shown == (move, move.target), timeout=3000)
    assert controller.worth.kind == "rest"
    QTest.mouseClick(window.view.viewport(), LEFT, NO_KEYS, rested)  # where it rests
    assert controller.match.history()[-1] == (move.arg.player, move)
    assert controller.worth.shown is None or controller.worth.shown[0] in controller.legal
    assert controller.worth.kind != "rest"
