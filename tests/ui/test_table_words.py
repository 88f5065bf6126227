"""Words a player sees carry no internal ids: seeded bot games of every game are played, and every
log line, prompt, hint, refusal, score line and table label on the way is read.

An internal id is what the rules use to name a component: a die "red#1", a sheet section "s13",
a tile "T54", a grid cell "-1,-1". A player reads "red die 1", "the Cardinal's wing", "the C80 M0
Y20 tile", "1 place to the left of the initial tile" instead.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import bot_rng
from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import SeatNames, render
from chroma_desktop.ui.scene.layouts import TableContext, layout_for
from chroma_desktop.ui.scene.specs import ButtonSpec, CardSpec, LabelSpec, ZoneSpec

INTERNAL_ID = re.compile(r"#\d|\bs\d+\b|T\d\d|\bK\d+\b|-?\d+,-?\d+")

GAMES = [
    ("coloretto", 3, {"edition": "newer"}, 5),
    ("coloretto", 2, {"colour_removal": "chosen"}, 6),
    ("chroma_mix", 3, {}, 5),
    ("chroma_mix", 1, {}, 7),
    ("chroma_cubes", 2, {}, 5),
    ("chroma_cubes", 3, {"sheet": "space_kittens"}, 8),
    ("chroma_cubes", 1, {"mode": "cairn", "sheet": "easter_eggs"}, 9),
    ("cmyk", 3, {}, 5),
    ("cmyk", 2, {}, 6),
]
MOST_PLIES = 1500


def test_every_game_is_played_here():
    """A game added to the registry is not skipped: it needs its set-ups above."""
    assert {game_id for game_id, *_ in GAMES} == set(game_ids())


def seat_names(players: int) -> tuple[str, ...]:
    return ("You", *(f"Bot {seat + 1}" for seat in range(1, players)))


def spec_words(spec) -> Iterator[str]:
    if isinstance(spec, LabelSpec):
        yield spec.text
    elif isinstance(spec, ZoneSpec):
        yield spec.title
        yield spec.status
    elif isinstance(spec, ButtonSpec):
        yield spec.label
    elif isinstance(spec, CardSpec):
        yield spec.badge


def refusal_pairs(legal, rng: random.Random, most: int = 4) -> list[tuple[str, str]]:
    """Drops a player might try that are not moves: a legal move's source on another's target."""
    sources = sorted({move.source for move in legal})
    targets = sorted({move.target for move in legal} | {"table"})
    made = {(move.source, move.target) for move in legal}
    pairs = [(s, t) for s in sources for t in targets if (s, t) not in made]
    rng.shuffle(pairs)
    return pairs[:most]


def words_of_a_game(game_id: str, players: int, options: dict, seed: int) -> Iterator[tuple[str, str]]:
    """(where, words) for everything a player at seat 1 reads while bots play a whole game."""
    game = find_game(game_id)
    match = Match(game, players, options, seed)
    layout = layout_for(game, game.content, players)
    names = seat_names(players)
    spoken_to = SeatNames(names, frozenset({0}))
    bot = make_bot("heuristic", game_id)
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    pick = random.Random(seed)
    plies = 0
    while not match.is_over():
        plies += 1
        assert plies < MOST_PLIES, f"{game_id} did not end"
        movers = [p for p in match.to_move() if p != CHANCE]
        state = match.state
        context = TableContext(game, names, 0, match.to_move())
        for spec in layout.specs(match.view(0), context):
            for said in spec_words(spec):
                yield f"label {spec.id}", said
        player = movers[plies % len(movers)]
        view = match.view(player)
        seen = SeatNames(names, frozenset({player}))
        yield "prompt", render(game.prompt(state, player), seen)
        legal = match.legal_moves(player)
        hinted, reason = bot.hint(game, view, player)
        yield f"hint for {hinted}", render(reason, seen)
        for source, target in refusal_pairs(legal, pick):
            yield f"refusal {source} -> {target}", render(game.why_not(state, player, source, target),
                                                         seen)
        move = bot.choose(game, view, player, rngs[player])
        yield f"log of {move}", render(game.describe(state, move), spoken_to)
        before = match.cursor
        match.play(move, player)
        # What chance did after it (a card revealed, a die rolled) is logged too.
        for ply in range(before + 1, match.cursor):
            chance_move = match.moves[ply]
            yield f"log of {chance_move}", render(game.describe(match.states[ply], chance_move),
                                                  spoken_to)
    outcome = match.outcome()
    yield "tie-break", render(outcome.tie_break, spoken_to)
    for lines in outcome.breakdown:
        for line in lines:
            yield "score line", render(line.label, spoken_to)
    context = TableContext(game, names, 0, ())
    for spec in layout.specs(match.view(0), context):
        for said in spec_words(spec):
            yield f"label {spec.id}", said
    yield "results", layout.end_details(match.state, list(names))


@pytest.mark.parametrize(("game_id", "players", "options", "seed"), GAMES,
                         ids=[f"{g}-{p}p-{s}" for g, p, _o, s in GAMES])
def test_no_word_a_player_reads_is_an_internal_id(qapp, game_id, players, options, seed):
    found = {}
    read = 0
    for where, said in words_of_a_game(game_id, players, options, seed):
        read += 1
        match = INTERNAL_ID.search(said)
        if match:
            # One example of each kind of place and id (digits aside) is enough to read.
            kind = re.sub(r"\d+", "N", f"{where.split(' ')[0]} {match.group(0)}")
            found.setdefault(kind, f"{where}: {said!r}")
    assert read > 500
    assert not found, "\n".join(found.values())
