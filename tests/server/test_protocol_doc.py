"""docs/PROTOCOL.md is the truth: the numbers it states are the code's (the limits, sizes and the
seed commitment's exact bytes), read here from the code and looked for in the page."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from chroma_desktop.net import protocol
from chroma_desktop.server.frames import MAX_LOG_LINES
from chroma_desktop.server.limits import Limits, connection_cap

PAGE = Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md"


def _said(text: str) -> str:
    """The page with its line breaks and runs of spaces made one space."""
    return " ".join(text.split())


def _section(title: str) -> str:
    text = PAGE.read_text(encoding="utf-8")
    start = text.index(f"## {title}")
    end = text.find("\n## ", start + 1)
    return _said(text[start:end if end > 0 else None])


def _every(seconds_per: float) -> str:
    """A rate below one a second as the page says it: "once every 5 s"."""
    return f"once every {1 / seconds_per:g} s"


def test_the_limits_section_states_the_limits_module_numbers():
    limits, said = Limits(), _section("Limits")
    stated = [
        f"{limits.moves_per_second:g} a second per seat, in bursts of up to {limits.move_burst}",
        f"{limits.chats_per_second:g} line a second per seat, in bursts of up to {limits.chat_burst}",
        f"{limits.frames_per_second:g} a second per connection, in bursts of up to {limits.frame_burst}",
        f"{limits.rejects_per_second:g} refusals a second, in bursts of up to {limits.reject_burst}",
        f"a seat {limits.seat_rejects_per_second:g} refusals a second, in bursts of up to "
        f"{limits.seat_reject_burst}",
        f"an address {limits.address_rejects_per_second:g} refusals a second, in bursts of up to "
        f"{limits.address_reject_burst}",
        f"{limits.address_move_rate():g} a second per address, in bursts of up to "
        f"{limits.address_move_burst_size()}",
        f"{limits.address_chat_rate():g} a second per address, in bursts of up to "
        f"{limits.address_chat_burst_size()}",
        f"{limits.code_burst} times at once and then {_every(limits.codes_per_second)} per seat",
        f"{limits.address_code_burst} times at once and then {_every(limits.address_codes_per_second)} "
        "per address",
        f"when {limits.derivations_waiting} already wait",
        f"{limits.host_key_free_tries} wrong host keys",
        f"({limits.host_key_backoff:g} s, {2 * limits.host_key_backoff:g} s, "
        f"{4 * limits.host_key_backoff:g} s ... at most {limits.host_key_backoff_most:g} s)",
        f"{limits.connections_per_address} at once from one address",
        f"{limits.new_connections_per_second:g} new connections a second from one address, in bursts of up "
        f"to {limits.new_connection_burst}",
        f"less {limits.fd_headroom} and less a twentieth of it",
        f"with 1,024 open files, {connection_cap(limits, 1024)} connections",
        f"{limits.spectators_per_table} per table",
        f"bounded send queue ({limits.send_queue} frames)",
        f"{limits.write_limit // 1024} KiB in the WebSocket library and {limits.send_buffer // 1024} KiB "
        "in the kernel",
        f"within {limits.hello_timeout:g} s is closed",
        "closed with code 1008",
    ]
    missing = [words for words in stated if words not in said]
    assert not missing, missing


def test_the_page_states_sizes_and_timeouts_the_code_uses():
    limits, said = Limits(), _said(PAGE.read_text(encoding="utf-8"))
    assert f"at most {protocol.MAX_FRAME_BYTES // 1024} KiB" in said
    assert f"pings every {limits.ping_interval:g} s and drops a peer that does not answer within " \
           f"{limits.ping_timeout:g} s" in said
    assert f"≤ {protocol.MAX_CHAT_TEXT} characters" in said
    assert f"(at most {MAX_LOG_LINES})" in said
    assert f"cut to {protocol.MAX_NAME} characters" in said
    assert "0.5-2 KB" not in said and "10.8 KB" in said  # a snapshot as measured, not as hoped
    assert "50 a second" not in said


def test_the_commitment_is_the_big_endian_seed_and_the_hex_decoded_salt():
    said = _section("The seed")
    assert "**big-endian**" in said and "**hex-decoded**" in said
    seed, salt = 2**127 + 12345, "00ff" * 8
    by_the_page = hashlib.sha256(seed.to_bytes(16, "big") + bytes.fromhex(salt)).hexdigest()
    assert protocol.seed_commitment(seed, salt) == by_the_page
    assert re.search(r'sha256\(seed\.to_bytes\(16, "big"\) \+ bytes\.fromhex\(salt\)\)\.hexdigest\(\)', said)
    assert protocol.seed_commitment(seed, salt) != hashlib.sha256(
        seed.to_bytes(16, "little") + salt.encode()).hexdigest()
