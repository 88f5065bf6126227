"""The Chroma Cubes table driven as a player drives it: drafting by a drag, colouring a section
with several chosen dice, a refused drop, bots' simultaneous rounds, the keyboard, the solo
cairn game, save/open, and the smoke test's frame."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.state import DRAFT, PLAY, STOCK, active, reserve
from chroma_desktop.games.chroma_cubes.table.faces import symbol_file
from chroma_desktop.games.chroma_cubes.table.layout import ChromaCubesLayout
from chroma_desktop.registry import find_game
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.items.base import Highlight
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.move_choice import MoveChoiceDialog
from chroma_desktop.ui.scene.layouts import TableContext
from tests.ui.conftest import humans, vs_bots


def start(window, seats, seed=3, teach=False, **options):
    return window.start_game(NewGameConfig("chroma_cubes", len(seats), seats, options, teach, seed))


def inside(scene, item) -> QPointF:
    """A point where `item` is the topmost table item (a section's bounding box may be empty
    paper in the middle, or covered by a section in its hole)."""
    rect = item.sceneBoundingRect()
    for i in range(1, 24):
        for j in range(1, 24):
            point = QPointF(rect.left() + rect.width() * i / 24, rect.top() + rect.height() * j / 24)
            top = next((it for it in scene.items(point) if hasattr(it, "component_id")
                        and it.component_id != "ghost"), None)
            if top is item:
                return point
    raise AssertionError(f"no visible point on {item.component_id}")


def drag(scene, item, target_id):
    scene.begin_pick(item, item.sceneBoundingRect().center())
    end = inside(scene, scene.item_for(target_id))
    scene.drag_to(end)
    scene.release_at(end)


def click(scene, item):
    point = item.sceneBoundingRect().center()
    scene.begin_pick(item, point)
    scene.release_at(point)


def finish_draft(controller):
    """Every human draft pick: the first legal one (bots pick on their own)."""
    while controller.match.state.phase == DRAFT and controller.human_to_move() is not None:
        controller.play(controller.legal[0])


def test_drafting_a_die_by_dragging_it_onto_your_active_dice(window):
    controller = start(window, humans(3))
    scene = controller.scene
    seat = controller.human_to_move()
    assert "Draft a die for your active dice" in window.side.prompt.text()
    die = scene.item_for("die:blue#2")
    scene.begin_pick(die, die.sceneBoundingRect().center())
    # Picking up a centre die lights your own active dice, not your reserve or anyone else's.
    assert scene.highlighted(Highlight.TARGET) == {f"p{seat}.active"}
    scene.cancel_pick()
    drag(scene, die, f"p{seat}.active")
    state = controller.match.state
    config = state.config
    assert state.loc[config.die_of("blue#2")] == active(seat)
    assert "drafts blue die 2 into their active dice" in window.side.log.toPlainText()
    # The die now sits in that player's area, and the next player drafts.
    assert scene.item_for("die:blue#2").drop_id == f"p{seat}.active"
    assert controller.human_to_move() == (seat + 1) % 3


def test_colouring_a_section_with_two_chosen_dice(window):
    controller = start(window, humans(2))
    finish_draft(controller)
    assert controller.match.state.phase == PLAY
    seat = controller.human_to_move()
    scene = controller.scene
    move = next(m for m in controller.legal if m.kind == "colour" and m.source.count("+") == 1)
    first, second = (scene.item_for(part) for part in move.source.split("+"))
    click(scene, first)
    click(scene, second)
    assert scene.selection == [first, second]
    # Lit as a target, or as the keyboard's where it is the one Enter colours.
    assert move.target in scene.highlighted(Highlight.TARGET) | scene.highlighted(Highlight.FOCUS)
    drag(scene, first, move.target)
    state = controller.match.state
    section = int(move.target.rsplit(":s", 1)[1]) - 1
    assert state.coloured[seat] >> section & 1
    config = state.config
    assert {config.die_ids[d] for d in state.used} == {p[4:] for p in move.source.split("+")}
    # The section is now drawn coloured (filled and hatched), with its symbol.
    face = scene.item_for(move.target).face
    symbol = config.colours[config.needs[section][0]]
    assert face.parts[0].fill == symbol.hue and face.parts[0].hatch
    # The used dice are hatched and set aside to be rolled next round.
    assert scene.item_for(move.source.split("+")[0]).face.parts[1].hatch


def test_a_refused_drop_says_why_and_snaps_back(window):
    controller = start(window, humans(2))
    finish_draft(controller)
    seat = controller.human_to_move()
    scene = controller.scene
    state = controller.match.state
    config = state.config
    # A single die dropped on a section it cannot colour alone.
    die_id, target = next((m.source, t) for m in controller.legal if m.kind == "colour"
                          and "+" not in m.source
                          for t in (f"sheet:p{seat}:{config.sheet.id}:s{n + 1}"
                                    for n in range(len(config.needs)))
                          if not any(o.source == m.source and o.target == t for o in controller.legal))
    die = scene.item_for(die_id)
    drag(scene, die, target)
    assert controller.match.state == state
    reason = controller.game.why_not(state, seat, die_id, target)
    assert reason and window.side.message.text() == controller.words(reason) == str(reason)
    scene.finish_animations()
    assert die.pos() == die.home
    # Another player's sheet (drawn small, as one shape) is refused too, in words.
    other = f"sheet:p{1 - seat}:{config.sheet.id}"
    drag(scene, die, other)
    assert window.side.message.text() == "Colour only your own sheet."


def test_activating_a_reserve_die_by_dropping_an_active_die_on_an_opponents_reserve(window):
    controller = start(window, humans(2))
    finish_draft(controller)
    seat = controller.human_to_move()
    other = 1 - seat
    scene = controller.scene
    move = next(m for m in controller.legal if m.kind == "activate")
    scene.begin_pick(scene.item_for(move.source), scene.item_for(move.source).sceneBoundingRect().center())
    assert f"p{other}.reserve" in scene.highlighted(Highlight.TARGET)
    scene.cancel_pick()
    drag(scene, scene.item_for(move.source), f"p{other}.reserve")
    # Two reserve dice could come in: the window asks which, in words.
    box = next(b for b in window.findChildren(MoveChoiceDialog) if b.isVisible())
    choices = [b for b in box.move_buttons if "activates" in b.text()]
    assert len(choices) == 2
    given_name = move.source[4:].replace("#", " die ")
    assert all(b.text().startswith(f"Player {seat + 1} gives {given_name} to "
                                   f"Player {other + 1}'s reserve and activates ")
               for b in choices)
    choices[0].click()
    state = controller.match.state
    config = state.config
    given = config.die_of(move.source[4:])
    assert state.loc[given] == reserve(other)
    assert len(state.dice_at(active(seat))) == config.draft_active
    assert len(state.dice_at(reserve(other))) == config.draft_reserve + 1


def test_the_log_names_your_reserve_in_plain_words(window):
    controller = start(window, [Seat("You"), Seat("Ann")])
    state = controller.match.state
    config = state.config
    red, blue = config.die_of("red#1"), config.die_of("blue#1")
    theirs = controller.game.describe(state, mv.activate_move(config, 1, blue, red, 0))
    assert controller.line_html(1, theirs) == (
        "Ann gives red die 1 to your reserve and activates blue die 1 from their own reserve")
    yours = controller.game.describe(state, mv.activate_move(config, 0, blue, red, 1))
    assert controller.line_html(0, yours) == (
        "You give red die 1 to Ann's reserve and activate blue die 1 from your own reserve")
    # The command line's words: everyone in the third person.
    assert str(yours) == ("Player 1 gives red die 1 to Player 2's reserve and activates blue die 1 from "
                          "their own reserve")


def test_the_table_says_who_drafts_and_counts_in_plain_words(qapp):
    game = find_game("chroma_cubes")
    layout = ChromaCubesLayout(game.content, 3)
    state = game.apply(game.new_initial_state(3, {}), mv.first_move(1))  # Bot 2 drafts first
    names = ("You", "Bot 2", "Bot 3")
    specs = {spec.id: spec for spec in layout.specs(state, TableContext(game, names, 0, (1,)))}
    assert specs["pool"].title == "Centre: Bot 2 drafts a die into their active dice"
    assert specs["pool"].status == "30 dice"
    assert specs["label:sheet"].text == "You · Cardinal · first to 6 points"
    assert specs["panel:p0"].status == "Draft · 0 of 6 points"
    # The seat at this desk drafting: spoken to, not named.
    specs = {spec.id: spec for spec in layout.specs(state, TableContext(game, names, 1, (1,)))}
    assert specs["pool"].title == "Centre: draft a die into your active dice"
    # One die left in the centre is one die.
    loc = (0,) * (len(state.loc) - 1) + (-1,)
    later = state._replace(phase=PLAY, loc=loc, face=(0,) * len(loc), acting=frozenset({0}))
    specs = {spec.id: spec for spec in layout.specs(later, TableContext(game, names, 0, (0,)))}
    assert specs["pool"].status == "1 die"
    assert specs["panel:p0"].status == "Round 1 · 0 of 6 points"


def test_bots_play_their_round_without_blocking_the_window(window, qtbot):
    controller = start(window, vs_bots(3), seed=4)
    while controller.match.state.phase == DRAFT:
        qtbot.waitUntil(lambda: controller.human_to_move() is not None
                        or controller.match.state.phase != DRAFT, timeout=10_000)
        finish_draft(controller)
    assert controller.human_to_move() == 0
    ticks = []
    timer_id = window.startTimer(5)
    window.timerEvent = lambda event: ticks.append(event.timerId())
    button = controller.scene.item_for("button:end")
    assert button.enabled
    click(controller.scene, button)
    assert 0 not in controller.match.state.acting
    qtbot.waitUntil(lambda: controller.match.state.round == 2 or controller.match.is_over(),
                    timeout=20_000)
    window.killTimer(timer_id)
    log = window.side.log.toPlainText()
    assert "Bot 2 ends their round" in log and "Bot 3 ends their round" in log
    assert "You end your round" in log and "You ends" not in log
    assert ticks, "the event loop ran while the bots thought"
    assert controller.human_to_move() == 0 and controller.scene.item_for("button:end").enabled


def test_keyboard_play_of_a_draft_pick_and_a_colouring(window, qtbot):
    controller = start(window, humans(2))
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    move = controller.focused_move()
    assert move.kind == "draft"
    assert controller.scene.highlighted(Highlight.FOCUS) == {move.source, move.target}
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert controller.match.moves[controller.match.cursor - 1] == move
    finish_draft(controller)
    # Tab on to a colouring with two dice: both dice and the section are lit.
    for _ in range(len(controller.legal)):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        if controller.focused_move().kind == "colour" and "+" in controller.focused_move().source:
            break
    move = controller.focused_move()
    assert controller.scene.highlighted(Highlight.FOCUS) == {*move.source.split("+"), move.target}
    assert window.side.message.text().startswith("Enter: ")
    qtbot.keyClick(view, Qt.Key.Key_Enter)
    assert controller.match.moves[controller.match.cursor - 1] == move


def test_the_solo_cairn_game_renders_and_plays(window):
    controller = start(window, [Seat("You")], seed=2, mode="cairn")
    scene = controller.scene
    config = controller.match.state.config
    assert config.sheet.id == "easter_eggs"
    for n in range(1, len(config.cairns) + 1):
        assert scene.item_for(f"sheet:p0:easter_eggs:cairn{n}") is not None
    stock = [d for d, where in enumerate(controller.match.state.loc) if where == STOCK]
    assert {scene.item_for(f"die:{config.die_ids[d]}").drop_id for d in stock} == {
        f"die:{config.die_ids[d]}" for d in stock}
    assert scene.item_for("p0.reserve") is None  # no reserve in the cairn game
    assert scene.item_for("button:end").label == "End my turn"
    # Play turns until a trade stone lets an unused die be dropped on a stock die.
    rng = random.Random(0)
    traded = False
    while not controller.match.is_over() and not traded:
        trades = [m for m in controller.legal if m.kind == "trade"]
        if trades:
            move = trades[0]
            drag(scene, scene.item_for(move.source), move.target)
            state = controller.match.state
            assert state.loc[config.die_of(move.target[4:])] == active(0)
            assert state.loc[config.die_of(move.source[4:])] == STOCK
            traded = True
        elif any(m.kind == "cairn" for m in controller.legal):
            cairn = next(m for m in controller.legal if m.kind == "cairn")
            click(scene, scene.item_for(cairn.source))
            assert controller.match.state.cairn == cairn.arg.cairn
        else:
            bonus = [m for m in controller.legal if "bonus:" in m.source]
            controller.play(bonus[0] if bonus else rng.choice(controller.legal))
    assert traded


def test_save_and_open_round_trip_mid_round(window, tmp_path):
    controller = start(window, [Seat("Ann"), Seat("Bo")], seed=6, sheet="starry_night")
    finish_draft(controller)
    move = next(m for m in controller.legal if m.kind == "colour")
    assert controller.play(move)
    path = tmp_path / "cubes.json"
    assert window.files.save_to(path)
    state = controller.match.state
    legal = controller.legal
    window.show_start()
    assert window.files.open_file(path)
    reopened = window.controller
    assert reopened.match.state == state and reopened.legal == legal
    assert reopened.match.options["sheet"] == "starry_night"
    assert [s.name for s in reopened.seats] == ["Ann", "Bo"]
    assert reopened.scene.item_for(move.target).face.parts[0].hatch
    # Starry Night is played without red and purple dice: none is on the table.
    assert not [cid for cid in reopened.scene.items_by_id if cid.startswith(("die:red", "die:purple"))]


def test_the_table_reads_without_colour(window):
    controller = start(window, humans(2))
    scene = controller.scene
    state = controller.match.state
    config = state.config
    seat = controller.viewer
    for index, (symbol, count) in enumerate(config.needs):
        marks = scene.item_for(f"sheet:p{seat}:cardinal:s{index + 1}").face.marks
        # Every uncoloured section of your sheet shows its count and its symbol: the count in
        # figures where it reads (9 px at 1024x640), else the symbol as many times.
        texts = [m.text for m in marks if m.text]
        symbols = [m.symbol for m in marks if m.symbol]
        needed = symbol_file(config.colours[symbol])
        assert (texts, symbols) in (([str(count)], [needed]), ([], [needed] * count)), index
    finish_draft(controller)
    state = controller.match.state
    for die in state.dice_at(active(controller.viewer)):
        marks = scene.item_for(f"die:{config.die_ids[die]}").face.marks
        rim_y = marks[-1].y  # the rim's marks come last: its colour's symbol and its number
        rim = [m for m in marks if m.y == rim_y]
        face = [m.symbol for m in marks if m.symbol and m.y != rim_y]
        top = config.faces[config.dice[die]][state.face[die]]
        assert face == [symbol_file(config.colours[s]) for s in top]  # the top face's symbols
        colour, number = config.die_ids[die].split("#")
        assert [m.symbol for m in rim if m.symbol] == [symbol_file(config.colours[config.dice[die]])]
        assert [m.text for m in rim if m.text] == [number]
        item = scene.item_for(f"die:{config.die_ids[die]}")
        assert item.toolTip() == ""  # said when first asked for: no first frame shows it
        assert item.details == f"{colour.capitalize()} die {number}"
        point_at(window, item)
        assert item.toolTip() == item.details


def point_at(window, item) -> None:
    """The mouse, from a corner of the table, to the middle of `item` as drawn."""
    view = window.view
    QTest.mouseMove(view.viewport(), QPoint(1, 1))
    QTest.mouseMove(view.viewport(), view.mapFromScene(item.sceneBoundingRect().center()))


def test_the_smoke_test_renders_a_chroma_cubes_frame(qapp):
    from chroma_desktop.ui.app import _check_game

    line = _check_game(find_game("chroma_cubes"), qapp)
    assert "first state and match built (1 player)" in line
    assert "table rendered 1280x800" in line


def test_an_opponents_sheet_is_one_shape_that_shows_what_they_coloured(window):
    controller = start(window, humans(2))
    finish_draft(controller)
    seat = controller.human_to_move()
    other = 1 - seat
    config = controller.match.state.config
    # The one who moves colours a section; the other's table then shows it on their small sheet.
    colour = next(m for m in controller.legal if m.kind == "colour")
    controller.play(colour)
    state = controller.match.state
    coloured = [n for n in range(len(config.needs)) if state.coloured[seat] >> n & 1]
    assert coloured
    if controller.human_to_move() == seat:  # the table shows the other player's sheets small
        controller.play(next(m for m in controller.legal if m.kind == "end"))
    controller.confirm_hand_over()
    scene = controller.scene
    assert controller.viewer == other
    small = scene.item_for(f"sheet:p{seat}:{config.sheet.id}")
    assert small is not None  # one shape for the whole sheet, no item per section
    assert scene.item_for(f"sheet:p{seat}:{config.sheet.id}:s1") is None
    hue = config.colours[config.needs[coloured[0]][0]].hue
    assert any(part.fill == hue and part.hatch for part in small.face.parts)
    assert sum(part.hatch for part in small.face.parts) == len(coloured)
