"""The server's secrets: 128-bit seeds and invite secrets from `secrets`, and seat tokens kept
only as hashes (a stolen database lets nobody sit at a table)."""

from __future__ import annotations

import hashlib
import hmac
import secrets

SEED_BITS = 128


def new_seed() -> int:
    """A table's seed: 128 bits, so no number of observed draws narrows it down."""
    return secrets.randbits(SEED_BITS)


def new_salt() -> str:
    return secrets.token_hex(16)


def new_token() -> str:
    """A seat token, spectator code or table id: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def token_matches(token: str, stored_hash: str) -> bool:
    return hmac.compare_digest(token_hash(token), stored_hash)
