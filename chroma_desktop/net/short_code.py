"""Short codes: an invite a friend can read out or type, such as `K7QF-M2XD`.

A code is 8 characters of Crockford's base 32 (digits and capitals without I, L, O and U), 40
bits, shown in two groups of four. It is too short to be the seat's secret, so it is only a name
the server looks up (`find_code`) to hand back the invite; the server lets a code be used once,
forgets it after some hours, and limits how fast one connection or one address may guess.

Typing is forgiving: case, spaces and hyphens do not matter, and the letters people confuse with
digits read as those digits (O as 0; I and L as 1). A code may carry its server after an `@`
(`K7QF-M2XD@192.168.1.20:8765`), so one line holds everything a friend needs.
"""

from __future__ import annotations

import re
import secrets
from typing import NamedTuple

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
LENGTH = 8
BITS = 40
_CONFUSED = str.maketrans({"O": "0", "I": "1", "L": "1"})
_ADDRESS = re.compile(r"(?:wss?://)?(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]{1,253}):([0-9]{1,5})/?")


class CodeError(ValueError):
    """A text that is not a short code; the message says what is wrong, and `kind` which of
    LENGTH_WRONG, LETTERS_WRONG or ADDRESS_WRONG it is (for a UI that says it in its words)."""

    def __init__(self, kind: str, why: str) -> None:
        super().__init__(why)
        self.kind = kind


LENGTH_WRONG, LETTERS_WRONG, ADDRESS_WRONG = "length", "letters", "address"


class CodeInvite(NamedTuple):
    code: str
    """The code as the server knows it: 8 characters, no hyphen."""
    server: str
    """`ws://HOST:PORT` when the text named its server, else ""."""


def new_code() -> str:
    """A fresh code, 40 random bits (without the hyphen: see `shown`)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def shown(code: str) -> str:
    """The code as people read it: two groups of four (`K7QF-M2XD`)."""
    return f"{code[:4]}-{code[4:]}"


def read_code(text: str) -> str:
    """The code `text` holds, however it was typed; CodeError when it is not one."""
    squeezed = "".join(text.split()).replace("-", "").upper().translate(_CONFUSED)
    if len(squeezed) != LENGTH:
        raise CodeError(LENGTH_WRONG, f"a code has {LENGTH} letters and digits, like K7QF-M2XD")
    wrong = sorted({c for c in squeezed if c not in ALPHABET})
    if wrong:
        raise CodeError(LETTERS_WRONG, f"a code holds no {' '.join(wrong)}")
    return squeezed


def server_address(text: str) -> str:
    """`HOST:PORT` (or `ws://HOST:PORT`) as the WebSocket address `ws://HOST:PORT`."""
    found = _ADDRESS.fullmatch(text.strip())
    if found is None or not 0 < int(found.group(2)) <= 65535:
        raise CodeError(ADDRESS_WRONG, "a server address is HOST:PORT, like 192.168.1.20:8765")
    scheme = "wss" if text.strip().startswith("wss://") else "ws"
    return f"{scheme}://{found.group(1)}:{int(found.group(2))}"


def read_code_invite(text: str) -> CodeInvite:
    """A code, alone or with its server after `@` (`K7QF-M2XD@HOST:PORT`)."""
    code, at, server = text.strip().partition("@")
    return CodeInvite(read_code(code), server_address(server) if at else "")


def code_with_server(code: str, server: str) -> str:
    """The line to send a friend: the code and where to use it (`K7QF-M2XD@HOST:PORT`)."""
    address = server.removeprefix("ws://")
    return f"{shown(code)}@{address}"
