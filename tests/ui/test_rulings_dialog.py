"""Help -> Rulings through the real window offscreen: the action opens the dialog, and its text
quotes the rulebook beside the reading played, with the option in force in this game."""

from __future__ import annotations

from chroma_desktop.ui.dialogs import NewGameConfig
from tests.ui.conftest import humans, start


def rulings(window, qtbot):
    window.finish_start()  # the menus are built after the first frame
    window.help_menu.rulings_action.trigger()
    dialog = window.help_menu.rulings_dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog, dialog.plain_text()


def test_the_games_rulings_quote_the_rulebook_beside_the_reading_and_the_option_in_force(
        window, qtbot):
    start(window, humans(3), tie_jokers="counted", edition="newer")
    dialog, text = rulings(window, qtbot)
    assert dialog.chooser is None  # a game is on the table: its own rulings
    assert dialog.heading.text() == "<b>Coloretto</b>: the game on the table"
    assert "Newer edition: do jokers count in the tie-break?" in text
    assert "“In caso di parita tra piu giocatori, vince tra loro chi ha il maggior numero di " \
           "carte di uno ste”" in text
    assert "coloretto-it.txt" in text and "In English: In case of a tie" in text
    # The two columns, side by side.
    assert "The rulebook says" in text and "The app's reading" in text
    # The option in force in this game: not the app's usual reading.
    assert ("In this game: Counted: Jokers (the golden one too) count in the colour they score "
            "for") in text
    assert "(not the app's usual reading)" in text
    assert "colour_removal" not in text and "tie_jokers" not in text  # issue 31: labels, not keys
    assert "Other reading: Not counted: Colour cards only." in text
    # Another ruling offered as an option, at its default in this game.
    assert "In this game: Random: The colours are drawn at random. (the app's reading)" in text
    # A ruling that is not an option shows just its reading.
    assert "The last player in a round may keep drawing" in text
    dialog.reject()


def test_with_no_game_on_the_table_a_chooser_offers_every_games_rulings(window, qtbot):
    window.show_start()
    dialog, text = rulings(window, qtbot)
    assert dialog.chooser is not None
    names = [dialog.chooser.itemText(i) for i in range(dialog.chooser.count())]
    assert {"Coloretto", "Chroma Mix", "Chroma Cubes", "CMYK!"} <= set(names)
    dialog.choose("chroma_mix")
    text = dialog.plain_text()
    assert "Burgundy's exact counts" in text
    assert "The rulebook contradicts itself." in text
    assert "AND EXACTLY 2×RANK 3, 3×RANK 2 AND 4×RANK 1 CARDS" in text
    assert "Set-up option Key's extra actions in the New game dialog." in text
    assert "key_print" not in text  # issue 31: the option's label, never its key
    assert "Default: Normal: Only Key printed by your Print action grants its actions" in text
    assert "Also offered: Any: Key printed by any card effect" in text
    dialog.choose("cmyk")
    text = dialog.plain_text()
    assert "The removal rule when some players have stopped" in text
    assert "Default: Active: One tile goes per player still taking tiles." in text
    dialog.reject()


def test_a_chroma_mix_game_shows_the_readings_it_was_set_up_with(window, qtbot):
    config = NewGameConfig("chroma_mix", 2, humans(2), {"pear_timing": "after_print"}, False, 4)
    window.start_game(config)
    dialog, text = rulings(window, qtbot)
    assert "When Pear's card arrives" in text
    assert "In this game: After print: Each Pear's card comes as soon as an action" in text
    assert "In this game: Rulebook: Exactly 4 rank-1, 3 rank-2, 2 rank-3 cards" in text
    dialog.reject()


def test_a_reading_offered_as_an_option_is_played_at_the_table(window, qtbot):
    """Coloretto with colour_removal=chosen: player 1 picks the colour to remove, by keyboard
    (Tab to a colour, Enter)."""
    controller = start(window, humans(3), colour_removal="chosen")
    assert controller.human_to_move() == 0
    assert controller.prompt_text().endswith("Choose a colour to remove from the game (1 more to "
                                             "remove)")
    move = controller.focus_next()
    assert move is not None and move.kind == "remove"
    assert controller.play_focused()
    state = controller.match.state
    assert state.removed == (move.arg,)
    name = state.config.colour_names[move.arg].lower()
    assert controller.history_html()[0].startswith(f"Player 1 removes {name} ")
