"""What an item says in full, where the player looks (issue 31): words too many to read on the
table at 9 px (a Chroma Mix card's effect, a Chroma Cubes lock's power, a die's name) are said on
the note line when the real mouse rests on the item, and after "Enter: ..." when the keyboard's
focus is on a move from or onto it; they go when the mouse leaves."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from chroma_desktop.content.translated import shown
from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.table.layout import PANEL_WORDS
from chroma_desktop.games.chroma_mix.table.faces import CardArt
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.scene.table_scene import PREVIEW_DELAY_MS
from tests.ui.conftest import humans
from tests.ui.playthrough.sight import screen_point, visible_area

PAUSED = 10 ** 7  # a bot pace at which no bot acts during the test


def note(window) -> str:
    return window.table_page.message


def rest_on(window, item) -> None:
    """The real mouse from the table's corner onto a point of `item` that is drawn and that no
    other item covers."""
    viewport = window.view.viewport()
    corner = window.view.scene().sceneRect().topLeft() + QPointF(8, 8)
    QTest.mouseMove(viewport, window.view.mapFromScene(corner))
    QTest.mouseMove(viewport, screen_point(window.view, visible_area(item, lambda other: False)))


def leave(window) -> None:
    corner = window.view.scene().sceneRect().topLeft() + QPointF(8, 8)
    QTest.mouseMove(window.view.viewport(), window.view.mapFromScene(corner))


def test_resting_on_a_lock_says_its_power_and_the_focus_on_a_move_onto_it_too(window, qtbot):
    window.resize(1024, 640)
    window.bot_delay_ms = PAUSED
    controller = window.start_game(NewGameConfig("chroma_cubes", 2, humans(2), {}, False, 6))
    window.view.fit()
    config = controller.match.state.config
    content = controller.layout.content
    scene = controller.scene
    seat = controller.viewer
    for lock, power_id in enumerate(config.powers):
        power = content.superpowers[power_id]
        letter = "AB"[lock]
        label = scene.item_for(f"label:lock:p{seat}:{letter.lower()}")
        # On the table: the lock's name and its power's short name, in readable type.
        assert label.text.replace("\n", " ").startswith(f"Lock {letter} · {shown(power)}")
        assert label.scale_ == PANEL_WORDS
        before = note(window)
        rest_on(window, scene.item_for(mv.lock_target(config, seat, lock)))
        whole = f"Lock {letter} · {shown(power)}: {shown(power, 'text')}"
        qtbot.waitUntil(lambda whole=whole: note(window) == whole, timeout=PREVIEW_DELAY_MS * 6)
        leave(window)
        qtbot.waitUntil(lambda before=before: note(window) == before, timeout=2000)
    # A move onto a lock (colouring one of its sides), focused with the keyboard: random moves
    # of both seats until you may make one.
    locks = {mv.lock_target(config, seat, lock): lock for lock in range(len(config.powers))}
    for attempt in range(10):
        controller = window.start_game(NewGameConfig("chroma_cubes", 2, humans(2), {}, False, 6))
        match, rng = controller.match, random.Random(attempt)
        while not match.is_over():
            player = match.to_move()[0]
            legal = match.legal_moves(player)
            if player == seat and any(move.target in locks for move in legal):
                break
            match.play(rng.choice(legal), player)
        if not match.is_over():
            break
    controller.refresh(animate=False)
    assert any(move.target in locks for move in controller.legal)
    for _ in controller.legal:
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        move = controller.focused_move()
        if move.target in locks:
            break
    power = content.superpowers[config.powers[locks[move.target]]]
    assert note(window).startswith("Enter: ")
    letter = "AB"[locks[move.target]]
    assert f". Lock {letter} · {shown(power)}: {shown(power, 'text')}" in note(window)


def test_resting_on_a_chroma_mix_card_says_its_effect_and_the_focus_says_it_too(window, qtbot):
    window.resize(1024, 640)
    window.bot_delay_ms = PAUSED
    controller = window.start_game(NewGameConfig(
        "chroma_mix", 2, [Seat("You"), Seat("Bot", "heuristic")], {}, False, 1))
    window.view.fit()
    scene = controller.scene
    market = [item for item in scene.items_by_id.values() if isinstance(item, CardItem)
              and item.source_key.startswith("market.") and isinstance(item.face.painter, CardArt)
              and item.face.painter.text]
    assert market
    card = market[0]
    art = card.face.painter
    assert art.reading(card.card_rect().width()).words is None  # on the table: its marks
    rest_on(window, card)
    said = f"{art.name}: {art.text}"
    qtbot.waitUntil(lambda: said in note(window), timeout=PREVIEW_DELAY_MS * 6)
    leave(window)
    qtbot.waitUntil(lambda: said not in note(window), timeout=2000)
    # The keyboard: a move from a card says the card's words after "Enter: ...".
    for _ in controller.legal:
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        move = controller.focused_move()
        item = next((each for each in scene.items_by_id.values() if isinstance(each, CardItem)
                     and each.source_key == move.source and each.details), None)
        if item is not None and ": " in item.details:
            assert note(window).startswith("Enter: ")
            assert item.details in note(window)
            break
    else:
        raise AssertionError("no focused move from a card with an effect")


def test_resting_on_a_centre_die_in_the_draft_says_what_it_may_show(window, qtbot):
    """Issue 31: a centre die in the draft said only "Red die 1"; it shows no face yet, so where
    the mouse rests it says which symbols its faces carry and how often (dice.yaml's faces)."""
    from chroma_desktop.games.chroma_cubes.state import DRAFT, POOL

    window.resize(1024, 640)
    window.bot_delay_ms = PAUSED
    controller = window.start_game(NewGameConfig("chroma_cubes", 2, humans(2), {}, False, 6))
    window.view.fit()
    state = controller.match.state
    config = state.config
    assert state.phase == DRAFT
    pool = list(state.dice_at(POOL))
    die = next(d for d in pool if config.colours[config.dice[d]].id == "red")
    faces = config.faces[config.dice[die]]
    colour = {c.id: i for i, c in enumerate(config.colours)}
    # dice.yaml: a red die shows red, orange and purple on 3 faces each, the others on one.
    assert [sum(colour[c] in face for face in faces) for c in ("red", "orange", "purple")] == [3] * 3
    rest_on(window, controller.scene.item_for(f"die:{config.die_ids[die]}"))
    said = (f"Red die {config.die_ids[die].rpartition('#')[2]}: hearts, pumpkins and moons on 3 "
            "faces each; stars, leaves and raindrops on one face each")
    qtbot.waitUntil(lambda: note(window) == said, timeout=PREVIEW_DELAY_MS * 6)
    leave(window)
    qtbot.waitUntil(lambda: note(window) != said, timeout=2000)
