"""A spectator served at a node that does not own its table (`watch.py`): what the owner
publishes while it is being asked for the spectator's first frames waits for them, so the
welcome always comes first, and nothing the answer said already comes twice; asked again after
the bus was lost, it adds only what is new: a newer state, the chat lines said meanwhile, the end."""

from __future__ import annotations

import json

from chroma_desktop.net.server_frames import ChatLine, encode_server_frame
from chroma_desktop.server.watch import HeldUntilWelcome


def _state(seq: int) -> str:
    return json.dumps({"t": "state", "seq": seq, "view": {}})


def test_frames_heard_before_the_owners_answer_follow_it_less_what_it_said():
    pushed: list[str] = []
    early = HeldUntilWelcome(pushed.append)
    chat = json.dumps({"t": "chat", "from": 0, "text": "hi", "n": 3, "seq": 4})
    newer_chat = json.dumps({"t": "chat", "from": 1, "text": "yo", "n": 4, "seq": 6})
    for text in (_state(4), chat, _state(5), newer_chat, _state(6)):  # play goes on meanwhile
        early.hear(text)
    assert pushed == []  # nothing before the welcome
    welcome = json.dumps({"t": "welcome", "seat": None})
    early.first([welcome, _state(5), chat])
    assert pushed == [welcome, _state(5), chat, newer_chat, _state(6)]
    early.hear(_state(7))  # from then on, straight through
    assert pushed[-1] == _state(7)


def test_asked_again_after_the_bus_was_lost_only_a_newer_state_and_an_unsaid_end_follow():
    pushed: list[str] = []
    early = HeldUntilWelcome(pushed.append)
    welcome = json.dumps({"t": "welcome", "seat": None, "time": 1.0})
    chat = json.dumps({"t": "chat", "from": 0, "text": "hi", "n": 3, "seq": 4})
    early.first([welcome, _state(5), chat])
    assert early.seq() == 5
    early.again([json.dumps({"t": "welcome", "seat": None, "time": 2.0}), _state(5), chat])
    assert pushed == [welcome, _state(5), chat]  # nothing new: nothing said twice
    end = json.dumps({"t": "end", "record": {}})
    again = [json.dumps({"t": "welcome", "seat": None, "time": 3.0}), _state(9), chat, end]
    early.again(again)
    assert pushed[3:] == [_state(9), end] and early.seq() == 9
    early.again(again)  # asked once more: the end is not said twice
    assert pushed[3:] == [_state(9), end]


def test_asked_again_the_chat_said_meanwhile_follows_in_order_and_no_line_twice():
    pushed: list[str] = []
    early = HeldUntilWelcome(pushed.append)
    welcome = json.dumps({"t": "welcome", "seat": None})
    lines = [encode_server_frame(ChatLine(seat % 2, f"line {n}", n, n + 3)) for n, seat in
             zip(range(1, 6), range(5), strict=True)]
    early.first([welcome, _state(4), lines[0]])
    early.hear(lines[1])  # over the bus; then it is lost, and lines 3 to 5 are said meanwhile
    early.again([json.dumps({"t": "welcome", "seat": None}), _state(6), *lines])
    assert pushed == [welcome, _state(4), *lines[:2], _state(6), *lines[2:]]
    early.again([json.dumps({"t": "welcome", "seat": None}), _state(6), *lines])  # asked once more
    assert pushed == [welcome, _state(4), *lines[:2], _state(6), *lines[2:]]
