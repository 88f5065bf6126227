"""Every code a server may answer has the app's own words (issue 30): each reject and error code
docs/PROTOCOL.md lists is said by the app, in English and in Italian, never as the server's
English `why`; and a spectator refused because the table is `full` is told so in those words by a
real server."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chroma_desktop import language
from chroma_desktop.net.client import SessionRefused
from chroma_desktop.net.invite import Invite
from chroma_desktop.server.limits import Limits
from chroma_desktop.ui import translation
from chroma_desktop.ui.online_session import REFUSALS, SessionLink, refusal_words
from tests.server.servers import ServerThread

PAGE = Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md"
SERVER_WORDS = "words only the server says"


def documented_codes() -> set[str]:
    """The reject codes (the list after "The reject codes are:") and the error codes (the
    sentence "The error codes are ...", less its asides) the protocol page states."""
    text = PAGE.read_text(encoding="utf-8")
    rejects = text[text.index("The reject codes are:"):text.index("The error codes are")]
    errors = text[text.index("The error codes are"):]
    errors = re.sub(r"\([^)]*\)", "", errors[:errors.index("\n\n")])  # the asides name frames, not codes
    return set(re.findall(r"^- `([a-z_]+)`", rejects, re.MULTILINE)) | set(re.findall(r"`([a-z_]+)`", errors))


@pytest.fixture
def italian_afterwards():
    yield
    translation.install(language.SOURCE)


def test_the_page_lists_the_codes_this_test_reads():
    codes = documented_codes()
    assert {"stale", "illegal", "bad_code", "unavailable", "full", "update_needed", "bad_token"} <= codes
    assert len(codes) == 13


def test_every_documented_code_has_the_apps_words_in_english_and_italian(qapp, italian_afterwards):
    codes = sorted(documented_codes())
    missing = [code for code in codes if code not in REFUSALS]
    assert not missing, f"codes the app has no words for: {missing}"
    english = {code: refusal_words(SessionRefused(code, SERVER_WORDS)) for code in codes}
    assert translation.install("it")
    italian = {code: refusal_words(SessionRefused(code, SERVER_WORDS)) for code in codes}
    for code in codes:
        assert english[code] and SERVER_WORDS not in english[code], code
        assert italian[code] and italian[code] != english[code], (code, italian[code])
    assert len(set(english.values())) == len(codes)  # each code says something of its own


def test_an_unknown_code_keeps_the_servers_words_as_a_detail(qapp):
    said = refusal_words(SessionRefused("new_code", SERVER_WORDS))
    assert "technical detail" in said and SERVER_WORDS in said


def test_a_spectator_refused_by_a_full_table_is_told_in_the_apps_words(qapp, qtbot, tmp_path,
                                                                       italian_afterwards):
    server = ServerThread(tmp_path / "tables.sqlite3", Limits(spectators_per_table=1))
    created = server.create("coloretto", 3)
    invite = Invite(server.url, created["table"], None, created["spectator_code"], "coloretto")
    assert translation.install("it")
    first, second = SessionLink(invite, "coloretto"), SessionLink(invite, "coloretto")
    # The links emit on their worker threads: what they say is gathered, then waited for here.
    welcomed: list[object] = []
    failed: list[str] = []
    first.frame.connect(welcomed.append)
    second.failed.connect(failed.append)
    try:
        first.start()
        qtbot.waitUntil(lambda: bool(welcomed), timeout=10_000)  # the first spectator is welcomed
        second.start()
        qtbot.waitUntil(lambda: bool(failed), timeout=10_000)
    finally:
        second.close()
        first.close()
        server.stop()
    assert failed == [refusal_words(SessionRefused("full", ""))]
    assert "spettatori" in failed[0]
