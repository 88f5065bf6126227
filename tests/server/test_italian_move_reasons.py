"""A move text that a game's parser refuses in English words only still travels as a message
(issue 17): the client says our sentence in its language, the parser's words only as a detail."""

from __future__ import annotations

import json

from chroma_desktop.net.message_codec import decode_message
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import render
from chroma_desktop.server.frames import refusal


def test_a_move_text_the_parser_refuses_in_english_is_sent_as_a_message_said_in_italian(italian):
    game = find_game("coloretto")
    match = Match(game, 3, {}, 0)
    seat = match.to_move()[0]
    code, english, said = refusal(game, match.state, seat, "fly away")
    # `why` is the message said in English, the parser's own words inside it.
    assert code == "illegal" and english == ("'fly away' is not a move of this game: "
                                             "unknown move 'fly': try 'draw', 'place 2' or 'take 1'")
    message = decode_message(json.loads(json.dumps(said)), match.players)  # as the client reads it
    italian_words = render(message, None, italian)
    # The parser's words are quoted as written, its joiner too: they are marked as English.
    assert italian_words == ("'fly away' non è una mossa di questo gioco (parole del gioco, in inglese: "
                             "unknown move 'fly': try 'draw', 'place 2' or 'take 1')"), italian_words
    assert render(message) == english
