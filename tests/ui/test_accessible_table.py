"""The table as an accessible tree, read through Qt's accessibility API as the platform bridge
reads it (issue 34): every item named in the table's words, a move played by invoking an
accessible action (the keyboard's path), the Python interfaces stable over many calls and across
tables, and the announcer's words (merged, refusals assertive, the keys that read on demand).
`test_screen_reader.py` reads the same tree over AT-SPI."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from chroma_desktop.registry import game_ids
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.match_controller import Seat
from tests.ui.conftest import wait_for_human

PAUSED = 10 ** 7  # a bot pace at which no bot acts during the test
NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def _table(window, game_id: str, seed: int = 3, qtbot=None):
    """A game against the Normal bot, at the player's turn (the bot plays up to it, then waits)."""
    window.bot_delay_ms = 0 if qtbot is not None else PAUSED
    controller = window.start_game(NewGameConfig(game_id, 2, [Seat("You"), Seat("Bot 2", "heuristic")],
                                                 {}, False, seed))
    if qtbot is not None:
        wait_for_human(qtbot, controller)
        controller.bot_delay_ms = PAUSED
        controller.refresh(animate=False)
    window.view.setFocus()
    return controller, QAccessible.queryAccessibleInterface(window.view)


def _children(table):
    return [table.child(index) for index in range(table.childCount())]


@pytest.mark.parametrize("game_id", game_ids())
def test_every_object_on_the_table_has_a_name_and_the_moves_are_its_actions(window, qtbot, game_id):
    controller, table = _table(window, game_id, qtbot=qtbot)
    assert table.role() == QAccessible.Role.Canvas
    assert table.text(NAME) == "Game table"
    children = _children(table)
    assert len(children) >= 10
    unnamed = [child.object().component_id for child in children if not child.text(NAME).strip()]
    assert not unnamed
    assert all(child.parent().object() is window.view for child in children)
    assert all(table.indexOfChild(child) == index for index, child in enumerate(children))
    # Every legal move is an action of some object (its source or its target).
    actions = {name for child in children if child.actionInterface() is not None
               for name in child.actionInterface().actionNames()}
    assert controller.legal and len(actions) >= min(len(controller.legal), 2)
    # Each object lies where it is drawn, on the window's screen.
    screen = window.view.viewport().mapToGlobal(window.view.viewport().rect().topLeft())
    assert all(child.rect().width() > 0 and child.rect().right() >= screen.x() for child in children
               if child.role() != QAccessible.Role.StaticText)


def test_a_row_says_its_cards_and_room_and_an_action_plays_through_the_keyboards_path(window):
    controller, table = _table(window, "coloretto")
    match = controller.match
    deck = next(child for child in _children(table) if child.actionInterface() is not None
                and child.actionInterface().actionNames() == ["You draw a card"])
    assert "You draw a card" in deck.text(DESCRIPTION)
    assert deck.state().focusable and not deck.state().disabled
    before = len(match.moves)
    deck.actionInterface().doAction("You draw a card")
    assert len(match.moves) > before and match.moves[before].kind == "draw"
    rows = [child for child in _children(table) if child.text(NAME).startswith("Row ")]
    assert [row.text(NAME) for row in rows] == ["Row 1", "Row 2", "Row 3"]
    # A zone is a container with no role to say after its name: Qt's AT-SPI bridge sends a
    # grouping as "panel", which Orca said after every row ("Row 2: Brown panel"), a client
    # area as "filler", whose role Orca leaves unsaid. Elsewhere a group ("grouping", "group").
    said_alone = QAccessible.Role.Client if sys.platform.startswith("linux") else QAccessible.Role.Grouping
    assert all(row.role() == said_alone for row in rows), [row.role() for row in rows]
    assert rows[1].text(DESCRIPTION).startswith("0 of 2 places")
    place = rows[1].actionInterface().actionNames()
    assert len(place) == 1 and place[0].startswith("You place the") and place[0].endswith("row 2")
    assert "■" not in place[0] and "♥" not in place[0]  # the colour glyphs are for the eye
    rows[1].actionInterface().doAction(place[0])
    assert match.moves[-1].kind == "place" and match.moves[-1].target == "row:1"
    row = next(child for child in _children(table) if child.text(NAME).startswith("Row 2"))
    assert row.text(NAME).startswith("Row 2: ") and row.text(DESCRIPTION).startswith("1 of 2 places")
    # A name no longer among the actions is no move: nothing is played.
    count = len(match.moves)
    row.actionInterface().doAction("You place the drawn card on row 9")
    assert len(match.moves) == count


def test_the_focused_object_follows_the_tab_key(window):
    controller, table = _table(window, "coloretto")
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    focused = [child for child in _children(table) if child.state().focused]
    assert [child.text(NAME) for child in focused] == [f"Deck: {controller.match.state.deck_size()} cards"]
    # Drawing is the only move (the rows are empty): Tab stays on the deck and says so (heard
    # with Orca: "Enter: You draw a card" again after each Tab, as if the key did nothing).
    assert controller.legal == controller.legal[:1]
    assert focused[0].text(DESCRIPTION).endswith("Enter: You draw a card (the only move now)")
    assert table.focusChild() is None or table.focusChild().object() is not None


def test_the_python_interfaces_hold_over_many_calls_and_across_tables(window):
    for game_id in ("coloretto", "cmyk", "coloretto"):
        controller, table = _table(window, game_id)
        for index in range(3000):
            child = table.child(index % table.childCount())
            child.text(NAME), child.rect(), child.state()
            action = child.actionInterface()
            if action is not None:
                action.actionNames()
        assert table.childCount() == len(_children(table))


def test_announcements_are_merged_and_refusals_assertive(window, qtbot):
    controller, _ = _table(window, "coloretto")
    announcer = window.announcer
    qtbot.wait(1100)  # the table's first words have gone out: a quiet second
    said = len(announcer.said)
    for index in range(10):
        announcer.say(f"line {index}")
    qtbot.waitUntil(lambda: len(announcer.said) >= said + 2, timeout=3000)
    merged = [words for words, _ in announcer.said[said:]]
    assert merged[0] == "line 0."  # after a quiet second, at once
    # The nine that waited: the latest six said, the earliest counted.
    assert merged[1] == "Earlier messages skipped: 3. line 4. line 5. line 6. line 7. line 8. line 9."
    qtbot.wait(1100)
    count = len(announcer.said)
    controller.refuse("Row 1 is full")
    for index in range(8):
        announcer.say(f"later {index}")
    qtbot.waitUntil(lambda: len(announcer.said) > count + 1, timeout=3000)
    assert announcer.said[count] == ("Row 1 is full.", True)
    # In a merge a refusal is never left out, and the merge is said assertively.
    qtbot.wait(1100)
    announcer.say("first")
    for index in range(8):
        announcer.say(f"bot {index}")
    announcer.say("Row 2 is full", assertive=True)
    qtbot.waitUntil(lambda: announcer.said[-1][0].endswith("Row 2 is full."), timeout=3000)
    assert announcer.said[-1] == (
        "Earlier messages skipped: 3. bot 3. bot 4. bot 5. bot 6. bot 7. Row 2 is full.", True)


def test_keys_read_the_position_the_scores_and_the_last_moves(window, qtbot):
    controller, _ = _table(window, "coloretto")
    announcer = window.announcer

    def read(key) -> str:
        qtbot.wait(1100)
        count = len(announcer.said)
        QTest.keyClick(window.view, key)
        qtbot.waitUntil(lambda: len(announcer.said) > count, timeout=3000)
        return announcer.said[-1][0]

    position = read(Qt.Key.Key_P)
    # The table's words, its seats by their names ("You: Orange, Blue", not "P1").
    assert "Row 1 (0 of 1 place)" in position and "You: " in position and "Bot 2: " in position
    assert "P1" not in position and "P2" not in position
    # The deck's count is said, not its face-down card (heard with Orca: "Deck: 41 cards:
    # Face-down card").
    assert "Face-down card" not in position and "Deck" in position
    scores = read(Qt.Key.Key_S)
    assert scores.startswith("Scores: You ") and ", Bot 2 " in scores
    dealt = read(Qt.Key.Key_L)
    assert dealt.startswith("You are dealt a ") and ". Bot 2 is dealt a " in dealt
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert "You draw a card" in read(Qt.Key.Key_L)


@pytest.mark.parametrize("language_id", ["en", "it", "de"])
def test_the_turn_coming_to_the_player_is_announced_in_the_language_shown(window, qtbot, language_id):
    from chroma_desktop import language
    from chroma_desktop.ui.spoken_words import plain_words

    window.languages.set_language(language_id, remember=False)
    try:
        controller, _ = _table(window, "coloretto", qtbot=qtbot)
        prompt = plain_words(controller.prompt_text())
        qtbot.waitUntil(lambda: any(prompt in words for words, _ in window.announcer.said), timeout=3000)
        # The bot's moves before it were said first; "Bot 2 is thinking..." is no news.
        said = [words for words, _ in window.announcer.said]
    finally:
        window.languages.set_language(language.SOURCE, remember=False)
    assert prompt and controller.human_to_move() == 0
    assert not any(words.endswith("…") for words in said), said


HINT = {"en": "Hint: ", "it": "Suggerimento: ", "de": "Tipp: "}


@pytest.mark.parametrize("language_id", ["en", "it", "de"])
def test_a_hint_is_announced_with_its_reason_in_the_language_shown(window, qtbot, language_id):
    from chroma_desktop import language
    from chroma_desktop.bots import make_bot

    window.languages.set_language(language_id, remember=False)
    try:
        controller, _ = _table(window, "coloretto", qtbot=qtbot)
        qtbot.wait(1100)
        count = len(window.announcer.said)
        QTest.keyClick(window.view, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: len(window.announcer.said) > count, timeout=3000)
        said = window.announcer.said[count][0]
        # The focus goes to the hinted move too, which a reader already on it would not say
        # again: the hint itself is said, its reason in the rules' words.
        _move, why = make_bot("heuristic", "coloretto").hint(controller.game, controller.match.view(0), 0)
        reason = controller.words(why)
    finally:
        window.languages.set_language(language.SOURCE, remember=False)
    assert said.startswith(HINT[language_id]) and reason.rstrip(".") in said, (said, reason)
    assert said.endswith(".)"), said  # the hint's own full stop (Orca heard "(Enter plays it.).")


def test_help_keys_lists_the_reading_keys(window):
    box = window.help_menu.keys()
    lines = box.text().splitlines()
    assert "P: read the whole position aloud" in lines
    assert "S: read the scores aloud" in lines and "L: read the last moves aloud" in lines
    assert any(line.startswith("Ctrl+Tab: leave the table") for line in lines), lines
    box.done(0)


def test_names_actions_and_announcements_speak_the_language_shown(window, qtbot):
    from chroma_desktop import language

    language.set_current("it")
    try:
        controller, table = _table(window, "coloretto")
        deck = next(child for child in _children(table) if child.actionInterface() is not None
                    and child.actionInterface().actionNames())
        [draw] = deck.actionInterface().actionNames()
        assert draw == controller.words(controller.game.describe(controller.match.state,
                                                                 controller.legal[0]))
        assert draw == "Tu peschi una carta"
        qtbot.wait(1100)
        deck.actionInterface().doAction(draw)
        qtbot.waitUntil(lambda: any("Tu peschi una carta." in words for words, _ in window.announcer.said),
                        timeout=3000)
    finally:
        language.set_current("en")


def test_chroma_cubes_sections_and_dice_are_named_in_the_rules_words(window, qtbot):
    controller, table = _table(window, "chroma_cubes", qtbot=qtbot)
    names = {child.object().component_id: child.text(NAME) for child in _children(table)}
    config = controller.match.state.config
    section = config.sheet.sections[0]
    figure = config.sheet.figures[section.figure].name
    sheet_ids = [key for key in names if key.startswith("sheet:p0:") and key.endswith(f":{section.id}")]
    assert sheet_ids and names[sheet_ids[0]].startswith(f"The {figure}")
    assert names[sheet_ids[0]].count(",") == 1  # its need; not yet coloured
    die = names[f"die:{config.die_ids[0]}"]
    assert die.startswith(f"{config.die_ids[0].split('#')[0]} die 1")
    # A rolled die says the symbols on its top face ("blue die 2, showing a leaf and a star").
    controller.bot_delay_ms = 0
    for _ in range(30):  # the draft: play on until dice are rolled
        if any(face >= 0 for face in controller.match.state.face) or controller.match.is_over():
            break
        controller.play(controller.legal[0])
        wait_for_human(qtbot, controller)
    controller.bot_delay_ms = PAUSED
    controller.refresh(animate=False)
    names = {child.object().component_id: child.text(NAME) for child in _children(table)}
    state = controller.match.state
    rolled = [index for index, face in enumerate(state.face) if face >= 0
              and f"die:{config.die_ids[index]}" in names]
    assert rolled
    first, second = config.faces[config.dice[rolled[0]]][state.face[rolled[0]]]
    said = names[f"die:{config.die_ids[rolled[0]]}"]
    nouns = [config.colours[first].symbol_plural] if first == second else \
        [config.colours[first].symbol, config.colours[second].symbol]
    assert ", showing " in said and all(noun.lower() in said.lower() for noun in nouns), said
    # The sheet's paper and the figures' outlines are decoration: not in the tree.
    assert not any(key.startswith(("paper:", "figure:")) for key in names)


def test_spoken_words_leave_the_colour_glyphs_out_and_keep_the_punctuation():
    from chroma_desktop.ui.spoken_words import plain_words

    assert plain_words("Bot 2 takes row 2 (grey ▲, brown ■).") == "Bot 2 takes row 2 (grey, brown)."
    assert plain_words("22 → 16, +2 ▶") == "22 16, +2"  # every glyph is for the eye
    assert plain_words("▶ You") == "You"


def test_a_chroma_mix_mix_is_one_action_on_its_first_card_as_the_keyboard_focuses_it(window, qtbot):
    controller, table = _table(window, "chroma_mix", qtbot=qtbot)
    mix = next(move for move in controller.legal if move.kind == "mix")
    first, second = mix.source.split("+")[:2]
    children = _children(table)
    holders = {child.object().component_id: child for child in children
               if child.actionInterface() is not None
               and any(name.startswith("You mix") for name in child.actionInterface().actionNames())}
    keys = {child.object().source_key for child in holders.values()}
    # Once on its first card (where Tab's focus shows the move) and once on the card it mixes
    # into; the second card only points to it.
    assert keys == {first, mix.target} and len(holders) == 2
    taken = next(child for child in children if child.object().source_key == second)
    assert "Taken along in: You mix" in taken.text(DESCRIPTION)
    assert not any(name.startswith("You mix") for name in taken.actionInterface().actionNames())
    # A card clicked to choose it for a mix reads as selected (the cards that can be chosen:
    # selectable); the others not.
    holder = next(child for child in holders.values() if child.object().source_key == first)
    card = holder.object()
    spot = window.view.mapFromScene(card.sceneBoundingRect().center())
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert holder.state().selected and holder.state().selectable
    assert taken.state().selectable and not taken.state().selected
    assert [child for child in _children(table) if child.state().selected] == [holder]
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=spot)  # chosen no more
    assert not holder.state().selected
    # The action plays the mix through Enter's path.
    name = next(name for name in holder.actionInterface().actionNames() if name.startswith("You mix"))
    before = len(controller.match.moves)
    holder.actionInterface().doAction(name)
    assert controller.match.moves[before].kind == "mix"
    assert controller.match.moves[before].source == mix.source


def test_chroma_mix_piles_and_win_rings_are_named(window, qtbot):
    controller, table = _table(window, "chroma_mix", qtbot=qtbot)
    view = controller.match.view(controller.viewer)
    names = {child.object().component_id: child.text(NAME) for child in _children(table)}
    rank = view.config.row_ranks[0]
    assert names[f"deck.r{rank}"] == f"Rank {rank} deck, cards left: {view.deck_size(0)}"
    assert names[f"discard.r{rank}"].startswith(f"Rank {rank} discard pile, ")
    rings = {key: name for key, name in names.items() if key.startswith("progress:0:")}
    assert rings and all(name.endswith((", not started", ", met")) or " done" in name
                         for name in rings.values())
    assert not any(glyph in name for name in names.values() for glyph in "○◐✓✗")
    parts = names["label:progress:0:0"]
    assert parts.count(": ") >= 1 and parts.endswith((": yes", ": no"))
    # Another player's hidden hand is not known, the player's own is.
    assert "not known" not in parts
    assert any("not known" in name for key, name in names.items() if key.startswith("label:progress:1:"))


def test_tab_through_one_cards_moves_says_what_enter_plays_each_time(window):
    """Heard with Orca: a drawn card's three places were read as one unchanging list, so a
    player could not tell which row Enter would take it to."""
    controller, table = _table(window, "coloretto")
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # draws a card: it can go on any row
    said = []
    for _ in range(3):
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        [focused] = [child for child in _children(table) if child.state().focused]
        said.append((focused.text(NAME), focused.text(DESCRIPTION)))
    assert len({name for name, _ in said}) == 1  # the drawn card all along
    enters = [description.split("Enter: ")[-1] for _, description in said]
    assert all("Enter: You place the " in description for _, description in said), said
    assert [words.split(" (")[0][-5:] for words in enters] == ["row 1", "row 2", "row 3"], enters
    assert [words.split(" (")[1] for words in enters] == ["move 1 of 3 here)", "move 2 of 3 here)",
                                                          "move 3 of 3 here)"]
    assert not any("Moves:" in description for _, description in said)
