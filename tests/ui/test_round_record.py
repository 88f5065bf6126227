"""The player's record in Chroma Cubes' score attack (issue 31: nothing told whether a win in 7
rounds was good): the fewest rounds that won, per sheet, kept in the real settings file of the
test's own data folder; improved only by fewer rounds; never written by a loss, a bot's seat, a
set position; a damaged value ignored; and the results, in the real window, say it."""

from __future__ import annotations

import pytest

from chroma_desktop import language
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.position import position_to_text
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.round_record import BEST_ROUNDS_KEY, RoundRecord, best_rounds, record_words
from chroma_desktop.ui.scene.layouts import RoundsPlayed
from chroma_desktop.ui.settings_file import settings
from chroma_desktop.ui.translation import install
from tests.ui.drawn_text import played_match

WON_SEED, LOST_SEED = 2, 8  # the Normal bot's score attacks: one reaches the threshold, one not


def finished(seed: int) -> Match:
    return played_match("chroma_cubes", 1, 0, seed=seed, options={"mode": "score_attack"},
                        until=lambda match: match.is_over())


def results(window, qtbot, match: Match, seat: Seat | None = None):
    """The results dialog of `match`, finished, put on the table for the seat `seat` (You)."""
    window.autosave = False
    window.bot_delay_ms = 10 ** 7
    window.finish_start()
    window.show_match(match, [seat or Seat("You")], False)
    qtbot.waitUntil(lambda: window.ending.end_dialog is not None, timeout=10_000)
    dialog = window.ending.end_dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def store_best(sheet_id: str, value: object) -> None:
    store = settings()
    store.setValue(BEST_ROUNDS_KEY.format(game_id="chroma_cubes", record_key=sheet_id), value)
    store.sync()


def test_a_first_win_is_kept_and_said_as_the_best_on_its_sheet(window, qtbot):
    match = finished(WON_SEED)
    sheet, rounds = match.state.config.sheet, match.state.round
    assert best_rounds("chroma_cubes", sheet.id) is None
    dialog = results(window, qtbot, match)
    assert best_rounds("chroma_cubes", sheet.id) == rounds
    assert dialog.record.isVisible()
    assert dialog.record.text() == f"Won in {rounds} rounds: your best on the {sheet.name} sheet"
    # Shown again from the side panel, the results still say it was the best then.
    window.ending.drop_results()
    assert window.ending.show_results().record.text() == dialog.record.text()


def test_a_slower_win_keeps_the_record_and_says_it(window, qtbot):
    match = finished(WON_SEED)
    sheet, rounds = match.state.config.sheet, match.state.round
    store_best(sheet.id, rounds - 1)
    dialog = results(window, qtbot, match)
    assert best_rounds("chroma_cubes", sheet.id) == rounds - 1
    assert dialog.record.text() == f"Won in {rounds} rounds (your best on this sheet: {rounds - 1})"


def test_a_faster_win_improves_the_record(window, qtbot):
    match = finished(WON_SEED)
    sheet, rounds = match.state.config.sheet, match.state.round
    store_best(sheet.id, rounds + 2)
    dialog = results(window, qtbot, match)
    assert best_rounds("chroma_cubes", sheet.id) == rounds
    assert dialog.record.text() == f"Won in {rounds} rounds: your best on the {sheet.name} sheet"


def test_a_loss_writes_nothing_and_names_the_best_to_beat(window, qtbot):
    match = finished(LOST_SEED)
    sheet = match.state.config.sheet
    assert match.state.score(0) < sheet.threshold
    store_best(sheet.id, 6)
    dialog = results(window, qtbot, match)
    assert best_rounds("chroma_cubes", sheet.id) == 6
    assert dialog.record.text() == "Lost: the best on this sheet is 6 rounds"


def test_a_loss_with_no_record_says_nothing_of_one(window, qtbot):
    match = finished(LOST_SEED)
    dialog = results(window, qtbot, match)
    assert best_rounds("chroma_cubes", match.state.config.sheet.id) is None
    assert not dialog.record.isVisible()


def test_a_bot_in_the_seat_or_a_set_position_writes_no_record(window, qtbot):
    match = finished(WON_SEED)
    sheet = match.state.config.sheet
    results(window, qtbot, match, Seat("Bot 1", "heuristic"))
    assert best_rounds("chroma_cubes", sheet.id) is None
    set_position = Match.from_position(position_to_text(match.game, match.state), game=match.game)
    assert set_position.is_over()
    dialog = results(window, qtbot, set_position)
    assert best_rounds("chroma_cubes", sheet.id) is None
    assert not dialog.record.isVisible()


def test_a_damaged_record_is_ignored_and_replaced_by_a_win(window, qtbot):
    match = finished(WON_SEED)
    sheet, rounds = match.state.config.sheet, match.state.round
    for damaged in ("seven", "-3", "0", ["6"]):
        store_best(sheet.id, damaged)
        assert best_rounds("chroma_cubes", sheet.id) is None
    store_best(sheet.id, "many")
    dialog = results(window, qtbot, match)
    assert best_rounds("chroma_cubes", sheet.id) == rounds
    assert dialog.record.text() == f"Won in {rounds} rounds: your best on the {sheet.name} sheet"


def start_score_attack(window, qtbot, seat: Seat):
    from chroma_desktop.ui.dialogs import NewGameConfig

    window.autosave = False
    window.finish_start()
    controller = window.start_game(NewGameConfig(
        "chroma_cubes", 1, [seat], {"mode": "score_attack", "sheet": "cardinal"}, False, 3))
    qtbot.waitUntil(lambda: bool(window.table_page.prompt), timeout=10_000)
    return controller


def test_the_round_prompt_says_the_best_to_beat_once_there_is_one(window, qtbot):
    start_score_attack(window, qtbot, Seat("You"))
    assert "Your best here" not in window.table_page.prompt
    store_best("cardinal", 6)
    start_score_attack(window, qtbot, Seat("You"))
    lines = window.table_page.prompt.split("\n")
    assert len(lines) == 2 and lines[1] == "Your best here: 6 rounds"
    assert window.table_page.side.prompt.text() == window.table_page.prompt


def test_a_bots_seat_is_not_told_the_players_best(window, qtbot):
    store_best("cardinal", 6)
    window.bot_delay_ms = 10 ** 7
    start_score_attack(window, qtbot, Seat("Bot 1", "heuristic"))
    assert "Your best here" not in window.table_page.prompt


def test_the_prompt_says_a_best_of_one_round_in_the_singular(window, qtbot):
    store_best("cardinal", 1)
    start_score_attack(window, qtbot, Seat("You"))
    assert window.table_page.prompt.split("\n")[1] == "Your best here: 1 round"


# Each language's words for a win that is the best, a slower win, a loss, and the prompt's best:
# with one round (CLDR's `one`) and with six. The sheet's English name is said in the language.
RECORD_WORDS = {
    "en": (("Won in 1 round: your best on the Cardinal sheet",
            "Won in 2 rounds (your best on this sheet: 1)", "Lost: the best on this sheet is 1 round"),
           ("Won in 6 rounds: your best on the Cardinal sheet",
            "Won in 7 rounds (your best on this sheet: 6)", "Lost: the best on this sheet is 6 rounds")),
    "de": (("In 1 Runde gewonnen: dein Bestwert auf dem Bogen Kardinal",
            "In 2 Runden gewonnen (dein Bestwert auf diesem Bogen: 1)",
            "Verloren: der Bestwert auf diesem Bogen ist 1 Runde"),
           ("In 6 Runden gewonnen: dein Bestwert auf dem Bogen Kardinal",
            "In 7 Runden gewonnen (dein Bestwert auf diesem Bogen: 6)",
            "Verloren: der Bestwert auf diesem Bogen sind 6 Runden")),
    "it": (("Vinto in 1 round: il tuo record sulla scheda Cardinale",
            "Vinto in 2 round (il tuo record su questa scheda: 1)",
            "Persa: il record su questa scheda è di 1 round"),
           ("Vinto in 6 round: il tuo record sulla scheda Cardinale",
            "Vinto in 7 round (il tuo record su questa scheda: 6)",
            "Persa: il record su questa scheda è di 6 round")),
}


@pytest.mark.parametrize("code", sorted(RECORD_WORDS))
def test_a_count_of_rounds_takes_its_languages_plural_form(qapp, code):
    install(code)
    try:
        for best, (new_best, slower, lost) in zip((1, 6), RECORD_WORDS[code], strict=True):
            won = RoundsPlayed("cardinal", "Cardinal", best, True)
            assert record_words(RoundRecord(won, None)) == new_best
            assert record_words(RoundRecord(won._replace(rounds=best + 1), best)) == slower
            assert record_words(RoundRecord(won._replace(won=False, rounds=9), best)) == lost
    finally:
        install(language.SOURCE)
