"""Every template filled for a render test: each seat of five, counts of 1 and 2, sample words."""

from collections.abc import Iterator, Sequence

from chroma_desktop.rules.messages import COUNT, MESSAGE, SEAT, Message, Template, plain


def filled(template: Template, words: Sequence[str], nested: str) -> Iterator[tuple[int, Message]]:
    """`template` with each seat 0-4 and counts of 1 and 2; text slots take `words` (by count),
    nested messages `nested`. Yields the count with each message."""
    kinds = dict(template.kinds)
    for count in (1, 2):
        for seat in range(5):
            values = {}
            for slot, kind in kinds.items():
                if kind == SEAT:
                    values[slot] = seat
                elif kind == COUNT:
                    values[slot] = count
                elif kind == MESSAGE:
                    values[slot] = plain(nested)
                else:
                    values[slot] = words[count % len(words)]
            yield count, template(**values)
