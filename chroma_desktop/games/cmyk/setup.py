"""A new CMYK! game: empty mosaics, shuffled piles and decks, and the chance events of set-up.

Rulebook "Preparation": piles of 12 (5 piles for 2-3 players, 7 for 4-5), one private objective
each, one public objective revealed. The first game's caller is chosen at random; in a match of
several games the caller passes to the next player (INFERRED from "players take turns being the
Caller", whatsericplaying.com).
"""

from __future__ import annotations

from chroma_desktop.games.cmyk.config import CmykConfig
from chroma_desktop.games.cmyk.mosaic import Mosaic
from chroma_desktop.games.cmyk.state import (
    EV_CALLER,
    EV_DEAL,
    EV_PUBLIC,
    EV_TOP,
    NONE,
    SETUP_TAKE,
    CmykState,
)


def new_game(config: CmykConfig, game_number: int, results: tuple, caller: int) -> CmykState:
    players = config.players
    events: list[tuple] = [] if caller != NONE else [(EV_CALLER,)]
    events += [(EV_DEAL, player) for player in range(players)]
    events.append((EV_PUBLIC, 0))
    events += [(EV_TOP, pile) for pile in range(config.piles)]
    empty = Mosaic()
    return CmykState(
        config=config,
        phase=SETUP_TAKE,
        pending=tuple(events),
        caller=caller,
        current=max(caller, 0),
        piles=(((), config.per_pile),) * config.piles,
        unseen=frozenset(range(config.tiles)),
        mosaics=(empty,) * players,
        hands=(NONE,) * players,
        origins=(NONE,) * players,
        last=(None,) * players,
        stopped=(False,) * players,
        out=(),
        privates=(NONE,) * players,
        private_deck=frozenset(range(len(config.private))),
        privates_shown=False,
        row=(),
        public_deck=frozenset(range(len(config.public))),
        public_out=(),
        game_number=game_number,
        results=results,
    )
