"""Short codes on the server: a code names one seat's invite for some hours, once.

The store never holds a seat token in the clear (tokens are kept as hashes): a code's row is found
by a key derived from the code, and holds the token sealed with a pad derived from the code too.
The derivation is slow (PBKDF2), so whoever reads the database cannot try all 2^40 codes to open
the sealed tokens, while the server pays it once per lookup. Lookups are rate limited per
connection and per address (`limits.py`), so nobody can guess codes over the wire either.
"""

from __future__ import annotations

import hashlib

ITERATIONS = 20_000
KEY_BYTES = 16
PAD_BYTES = 64  # a seat token is at most protocol.TOKEN_CHARS characters
_SALT = b"chroma short code v1"


def keys(code: str) -> tuple[str, bytes]:
    """The row key of `code` (hex) and the pad its token is sealed with."""
    derived = hashlib.pbkdf2_hmac("sha256", code.encode(), _SALT, ITERATIONS, KEY_BYTES + PAD_BYTES)
    return derived[:KEY_BYTES].hex(), derived[KEY_BYTES:]


def seal(pad: bytes, token: str) -> str:
    """`token` sealed with `pad` (hex)."""
    return bytes(a ^ b for a, b in zip(token.encode(), pad, strict=False)).hex()


def unseal(pad: bytes, sealed: str) -> str:
    """The token sealed with `pad` (ValueError if the text is damaged)."""
    return bytes(a ^ b for a, b in zip(bytes.fromhex(sealed), pad, strict=False)).decode()
