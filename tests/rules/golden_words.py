"""What every template said in English and Italian before the old template syntax was removed.

`tests/rules/data/golden_<language>.txt` was written on the day English moved to
`data/i18n/en/*.ftl` alone: the English from the old renderer (the templates' text in the code),
the Italian as the table said it then (the same words as the Italian YAML before Fluent, a test of
that day showed). Each template with the seat spoken to and another seat, counts 0, 1, 2, 1000
and 20001, at a sentence's start and in its middle. `test_golden_words.py` renders the same
samples and compares. Run this module to write a file again (`python -m tests.rules.golden_words
en`), only for a deliberate change of words.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from chroma_desktop.rules.messages import COUNT, MESSAGE, SEAT, Message, SeatNames, Template, plain

DATA = Path(__file__).parent / "data"
NAMES = SeatNames(("You", "Bot 2", "Bot 3"), frozenset({0}))
SEATS = (0, 1)  # the seat spoken to ("you draw") and another ("Bot 2 draws")
COUNTS = (0, 1, 2, 1000, 20_001)
WORDS = ("arancione", "red ♥", "golden joker")
NESTED = "2 red"


def samples(template: Template) -> Iterator[tuple[str, Message, bool]]:
    """`template` filled for each seat form and count, at a sentence's start and not: (a code
    naming the sample, the message, sentence_start)."""
    kinds = dict(template.kinds)
    counted = COUNT in kinds.values()
    for seat in SEATS:
        for count in COUNTS if counted else (1,):
            values: dict[str, object] = {}
            for slot, kind in kinds.items():
                if kind == SEAT:
                    values[slot] = seat
                elif kind == COUNT:
                    values[slot] = count
                elif kind == MESSAGE:
                    values[slot] = plain(NESTED)
                else:
                    values[slot] = WORDS[count % len(WORDS)]
            message = template(**values)
            for start in (True, False):
                yield f"{seat}:{count}{'S' if start else 's'}", message, start


def escaped(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def said_by_key(templates: list[Template], say: Callable[[Message, bool], str]
                ) -> dict[str, dict[str, str]]:
    """Each template's samples in words (`say(message, sentence_start)`): key → code → words."""
    return {template.key: {code: say(message, start) for code, message, start in samples(template)}
            for template in templates}


def lines(said: dict[str, dict[str, str]]) -> Iterator[str]:
    """The file's lines: a template's key, then a line per different wording, tab-indented:
    the codes of the samples that say it (`seat:count`, `S` at a sentence's start, `s` in its
    middle), a tab, the words (new lines and tabs escaped)."""
    for key in sorted(said):
        yield key
        codes: dict[str, list[str]] = {}
        for code, words in said[key].items():
            codes.setdefault(words, []).append(code)
        for words, sharing in codes.items():
            yield f"\t{' '.join(sharing)}\t{escaped(words)}"


def golden(language: str) -> Path:
    return DATA / f"golden_{language}.txt"


def read_golden(language: str) -> dict[str, dict[str, str]]:
    """The golden file as `said_by_key` gives it (the words escaped as written)."""
    found: dict[str, dict[str, str]] = {}
    key = ""
    for line in golden(language).read_text(encoding="utf-8").splitlines():
        if not line.startswith("\t"):
            key = line
            found[key] = {}
            continue
        _, codes, words = line.split("\t")
        for code in codes.split(" "):
            found[key][code] = words
    return found


def main(language: str) -> None:
    from chroma_desktop import language as shown
    from chroma_desktop.registry import all_games
    from chroma_desktop.rules.messages import all_templates, render
    from chroma_desktop.translations import shipped_prefixes

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import message_ids

    message_ids.load_every_catalogue()
    all_games()  # their content's words in each language
    shipped = set(shipped_prefixes())
    templates = [t for t in all_templates() if t.key.partition(".")[0] in shipped]
    shown.set_current(language)
    grammar = shown.message_translator()
    said = said_by_key(templates, lambda message, start: render(message, NAMES, grammar,
                                                                sentence_start=start))
    golden(language).write_text("".join(line + "\n" for line in lines(said)), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
