"""The gateway's budgets: what a seat and an address may still do, shared by all their connections.

A hostile peer multiplies anything counted per connection by opening more connections (64 from
one address, more from more addresses), so every rate that costs the server work is also counted
per seat and per address here: moves, chat, short codes, lookups, host-key guesses, and the
refusals themselves (each refusal is a frame encoded and written). A connection's own buckets
(frames, refusals) stay in the gateway; these books outlive connections.
"""

from __future__ import annotations

from chroma_desktop.server.limits import Backoff, BucketBook, Limits, TokenBucket

SeatKey = tuple[str, int]
"""A seat: its table's id and its number."""


class Budgets:
    """Token buckets per seat and per address for every rate `Limits` states across connections."""

    def __init__(self, limits: Limits) -> None:
        self.seat_moves: BucketBook[SeatKey] = BucketBook(limits.moves_per_second, limits.move_burst)
        self.address_moves: BucketBook[str] = BucketBook(limits.address_move_rate(),
                                                         limits.address_move_burst_size())
        self.seat_chats: BucketBook[SeatKey] = BucketBook(limits.chats_per_second, limits.chat_burst)
        self.address_chats: BucketBook[str] = BucketBook(limits.address_chat_rate(),
                                                         limits.address_chat_burst_size())
        self.seat_codes: BucketBook[SeatKey] = BucketBook(limits.codes_per_second, limits.code_burst)
        self.address_codes: BucketBook[str] = BucketBook(limits.address_codes_per_second,
                                                         limits.address_code_burst)
        self.address_lookups: BucketBook[str] = BucketBook(limits.address_lookups_per_second,
                                                           limits.address_lookup_burst)
        """Short-code lookups from each address (so opening connection after connection to
        guess codes gains nothing)."""
        self.seat_refusals: BucketBook[SeatKey] = BucketBook(limits.seat_rejects_per_second,
                                                             limits.seat_reject_burst)
        self.address_refusals: BucketBook[str] = BucketBook(limits.address_rejects_per_second,
                                                            limits.address_reject_burst)
        """Refusals drawn by a seat and by an address, however many connections draw them: past
        either, the connection that asks for one more is closed instead of answered."""
        self.host_keys = Backoff(limits.host_key_free_tries, limits.host_key_backoff,
                                 limits.host_key_backoff_most)

    def may_move(self, seat: SeatKey, address: str) -> bool:
        """Take one move from the seat's budget and the address's; False if either is spent."""
        return self.seat_moves.take(seat) and self.address_moves.take(address)

    def may_chat(self, seat: SeatKey, address: str) -> bool:
        """Take one chat line from the seat's budget and the address's; False if either is
        spent."""
        return self.seat_chats.take(seat) and self.address_chats.take(address)

    def may_make_code(self, seat: SeatKey, address: str) -> bool:
        return self.seat_codes.take(seat) and self.address_codes.take(address)

    def may_look_up(self, connection: TokenBucket, address: str) -> bool:
        return connection.take() and self.address_lookups.take(address)

    def may_refuse(self, connection: TokenBucket, seat: SeatKey | None, address: str) -> bool:
        """Take one refusal from the connection's, the seat's (None: not seated) and the
        address's budgets; False (close the connection, answer nothing) if any is spent."""
        return (connection.take() and (seat is None or self.seat_refusals.take(seat))
                and self.address_refusals.take(address))

    def refusals_spent(self, seat: SeatKey | None, address: str) -> bool:
        """Whether the seat or the address has no refusal left now (taking none): a new
        connection for it is refused at its hello, before any state is built for it."""
        seat_spent = seat is not None and not self.seat_refusals.has(seat)
        return seat_spent or not self.address_refusals.has(address)
