"""Reasons the window shows in Italian (issue 17): the hot-seat hand-over names the next player
with "ad" before a vowel, and an online game whose revealed record does not replay says why in
Italian, the rules' reason included, not Python's or the parser's English alone."""

from __future__ import annotations

from chroma_desktop import language
from chroma_desktop.net.server_frames import End
from chroma_desktop.ui.pages import HandOverPage
from chroma_desktop.ui.translation import install
from tests.ui.test_online_table import tables  # noqa: F401 (the fixture: two windows at a table)


def test_the_hand_over_page_says_ad_before_a_name_that_starts_with_a_vowel(qtbot):
    page = HandOverPage()
    qtbot.addWidget(page)
    install("it")
    try:
        page.show_for("Anna")
        assert page.title.text() == "Passa il tavolo ad Anna"
        page.show_for("Bea")
        assert page.title.text() == "Passa il tavolo a Bea"
    finally:
        install(language.SOURCE)
    page.show_for("Anna")
    assert page.title.text() == "Pass the table to Anna"


def test_an_online_record_that_does_not_replay_is_said_in_italian(qtbot, tables):  # noqa: F811
    host, _joiner, _link = tables
    host.languages.set_language("it", remember=False)
    try:
        controller = host.controller
        record = {"format_version": 1, "game": "coloretto", "players": 3, "seed": 5,
                  "options": dict(controller.match.options), "moves": [[0, "fly"]]}
        controller.on_frame(End(None, None, record, 5, "", "", None))
        said = host.side.message.text()
        assert said.startswith("La registrazione della partita non si riproduce: la mossa 1 ('fly') non "
                               "si può rigiocare: parole del gioco, in inglese: cannot read 'fly'"), said
        controller.link.take({"t": "end"})  # an end frame without its record does not read
        assert host.side.message.text().startswith("Il server ha inviato un messaggio che questa app "
                                                   "non sa leggere (dettaglio tecnico: ")
    finally:
        install(language.SOURCE)


def test_a_table_that_cannot_be_hosted_says_why_in_italian(qtbot):
    from tests.ui.test_online_table import _window

    window = _window(qtbot)
    window.languages.set_language("it", remember=False)
    try:
        dialog = window.online.show_host_dialog()
        dialog.players_box.setValue(2)
        dialog.elsewhere_button.setChecked(True)
        dialog.server_edit.setText("ws://127.0.0.1:9")  # the discard port: nothing answers there
        dialog.key_edit.setText("a guess")
        assert not dialog.open_table()
        said = dialog.error_label.text()
        assert said == ("Non è stato possibile aprire il tavolo: nessun server risponde a "
                        "ws://127.0.0.1:9"), said
        dialog.reject()
    finally:
        install(language.SOURCE)
        window.close()


def test_a_damaged_invite_link_is_refused_in_italian(qtbot):
    from tests.ui.test_online_table import _window

    window = _window(qtbot)
    window.languages.set_language("it", remember=False)
    try:
        join = window.online.show_join_dialog()
        join.link_edit.setText("chroma://example.org:8765/")
        assert not join.join()
        assert join.error_label.text() == "Questo non è un link di invito: il link non indica un tavolo"
        join.reject()
    finally:
        install(language.SOURCE)
        window.close()
