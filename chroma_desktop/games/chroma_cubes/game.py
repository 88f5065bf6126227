"""Chroma Cubes (Chip Beauvais), 1 to 4 players: the race on any of the eleven sheets, the solo
score-attack, and the solo Easter Eggs cairn game.

Set-up is a chance node for the start player, then the draft in seat order (one die per
decision), then the rolls (one chance node per die). Rounds are simultaneous: `to_move` names
every player still acting, and each acts by atomic decisions until they end their round. The
notation is documented in `moves.py`; the rulebook is `shared/rules/chroma-cubes.txt`.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import Any

from chroma_desktop.games.chroma_cubes import effects, move_effect, scoring
from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes import text as t
from chroma_desktop.games.chroma_cubes.config import (
    ACTIVATION_RULES,
    LOCK_SYMBOL_RULES,
    MODES,
    ONE,
    PER_LOCK,
    STANDARD,
    CubesConfig,
    make_config,
)
from chroma_desktop.games.chroma_cubes.describe import describe as describe_move
from chroma_desktop.games.chroma_cubes.describe import illegal_reason
from chroma_desktop.games.chroma_cubes.describe import prompt as prompt_for
from chroma_desktop.games.chroma_cubes.legal import check, legal_moves
from chroma_desktop.games.chroma_cubes.state import (
    DRAFT,
    FIRST,
    NO_WILD,
    OVER,
    PLAY,
    POOL,
    STOCK,
    CubesState,
    active,
    reserve,
)
from chroma_desktop.games.chroma_cubes.why_not import why_not as why_not_drop
from chroma_desktop.rules.api import (
    CHANCE,
    Effect,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    OptionSpec,
    Outcome,
    PlayerId,
    resolve_options,
)
from chroma_desktop.rules.common.counts import replace_at
from chroma_desktop.rules.messages import Message


class ChromaCubesGame:
    id = "chroma_cubes"
    name = "Chroma Cubes"
    min_players = 1
    max_players = 4

    def __init__(self, content: Any) -> None:
        self.content = content

    @cached_property
    def option_specs(self) -> tuple[OptionSpec, ...]:
        content = self.content
        sheets = tuple(content.sheets)
        return (
            OptionSpec("sheet", "Sheet", sheets, "cardinal" if "cardinal" in sheets else sheets[0],
                       "the picture everyone colours",  # the sheets' names follow, said as data
                       choice_names=tuple(s.name for s in content.sheets.values())),
            OptionSpec("mode", "Mode", MODES, STANDARD,
                       "standard: first to the sheet's threshold (alone: the score-attack); "
                       "score attack: one player reaches the threshold in as few rounds as possible; "
                       "cairn: the solo Easter Eggs cairn game (always on the Easter Eggs sheet)"),
            OptionSpec("faces", "Dice faces", tuple(content.face_layouts), content.default_layout,
                       "which symbols share a face (both layouts are inferred and equally likely)"),
            # The rulebook is unclear here ("You can move dice from your reserves into your
            # active pool"): our reading, one a round, is the default. Alone it is not offered:
            # activating gives a die "into an opponent's reserves", so it never happens.
            OptionSpec("reserve_activations", "Reserve activations", ACTIVATION_RULES, ONE,
                       "one: each player activates at most one reserve die a round (two with the "
                       "extra reserve move superpower); unlimited: as many as they like, but a "
                       "die given to a reserve this round can be activated only from the next "
                       "round (the extra reserve move superpower then adds nothing)",
                       players=(2, 4)),
            # Rulebook: "Each time you do this, you must use a different symbol."
            OptionSpec("lock_symbols", "Lock symbols", LOCK_SYMBOL_RULES, PER_LOCK,
                       "per lock: the two sides of a superpower lock need different symbols, "
                       "and another lock may use them again; all locks: every lock side a "
                       "player colours needs a symbol they have used on no other lock side"),
        )

    # -- set-up ------------------------------------------------------------------------------
    def new_initial_state(self, players: int, options: Mapping[str, object]) -> CubesState:
        config = make_config(self.content, players, resolve_options(self.option_specs, options))
        dice = len(config.dice)
        figures = len(config.figure_values)
        locks = len(config.powers)
        state = CubesState(
            config=config, phase=FIRST, loc=(POOL,) * dice, face=(-1,) * dice,
            coloured=(0,) * players, locks=(((),) * locks,) * players,
            figure_points=((0,) * figures,) * players, first_round=(0,) * figures,
            activations=(0,) * players, powers_used=(frozenset(),) * players,
            wild=(NO_WILD,) * players, extra_due=(0,) * players, extra_marks=(0,) * players,
        )
        if config.cairn:
            # Cairn game: the trade stock is set aside, one die of each colour is rolled.
            loc = list(state.loc)
            for die in config.trade_stock:
                loc[die] = STOCK
            for die in config.first_roll:
                loc[die] = active(0)
            return state._replace(phase=PLAY, loc=tuple(loc), to_roll=config.first_roll,
                                  acting=frozenset({0}), cairn=config.start_cairn, fresh=True)
        if config.start_dice:
            # Starry Night: each player starts with the sheet's starting dice.
            loc = list(state.loc)
            for player in range(players):
                for colour in config.start_dice:
                    die = next(d for d, c in enumerate(config.dice) if c == colour and loc[d] == POOL)
                    loc[die] = active(player)
            state = state._replace(loc=tuple(loc))
        if players == 1:
            return self._after_pick(state._replace(phase=DRAFT))
        return state

    def draft_picks(self, config: CubesConfig) -> int:
        return config.players * (config.draft_active + config.draft_reserve)

    def draft_player(self, state: CubesState) -> int:
        return (state.start + state.picks) % state.config.players

    def draft_to_reserve(self, state: CubesState) -> bool:
        return state.drafting_reserve()

    def _after_pick(self, state: CubesState) -> CubesState:
        if state.picks < self.draft_picks(state.config):
            return state
        # Rulebook: roll the active dice, then separately the reserve dice.
        players = range(state.config.players)
        order = tuple(d for p in players for d in state.dice_at(active(p)))
        order += tuple(d for p in players for d in state.dice_at(reserve(p)))
        return state._replace(phase=PLAY, to_roll=order, acting=frozenset(players), fresh=True)

    # -- whose move --------------------------------------------------------------------------
    def to_move(self, state: CubesState) -> tuple[PlayerId, ...]:
        if state.phase == OVER:
            return ()
        if state.to_roll or state.phase == FIRST:
            return (CHANCE,)
        if state.phase == DRAFT:
            return (self.draft_player(state),)
        return tuple(sorted(state.acting))

    def legal_moves(self, state: CubesState, player: PlayerId) -> tuple[Move, ...]:
        if player not in self.to_move(state) or player == CHANCE:
            return ()
        if state.phase == DRAFT:
            to_reserve = self.draft_to_reserve(state)
            return tuple(mv.draft_move(state.config, player, d, to_reserve)
                         for d in state.dice_at(POOL))
        return legal_moves(state, player)

    def chance_outcomes(self, state: CubesState) -> tuple[tuple[Move, float], ...]:
        if state.to_roll:
            die = state.to_roll[0]
            faces = len(state.config.faces[state.config.dice[die]])
            return tuple((mv.roll_move(state.config, die, f), 1 / faces) for f in range(faces))
        if state.phase == FIRST:
            players = state.config.players
            return tuple((mv.first_move(p), 1 / players) for p in range(players))
        return ()

    # -- applying ----------------------------------------------------------------------------
    def apply(self, state: CubesState, move: Move) -> CubesState:
        kind = move.kind
        if kind in mv.CHANCE_KINDS:
            return self._apply_chance(state, move)
        if state.to_roll or state.phase in (FIRST, OVER):
            raise IllegalMoveError(illegal_reason(state, move))
        if state.phase == DRAFT:
            arg = mv.args(move) if kind == mv.DRAFT else None
            if (arg is None or arg.player != self.draft_player(state)
                    or not _in_pool(state, arg.die)):
                raise IllegalMoveError(illegal_reason(state, move))
            place = reserve(arg.player) if self.draft_to_reserve(state) else active(arg.player)
            state = state._replace(loc=replace_at(state.loc, arg.die, place), picks=state.picks + 1)
            return self._after_pick(state)
        problem = check(state, move)
        if problem:
            raise IllegalMoveError(problem)
        return effects.apply_play(state, move)

    def _apply_chance(self, state: CubesState, move: Move) -> CubesState:
        if move.kind == mv.FIRST:
            if state.phase != FIRST or move.arg not in range(state.config.players):
                raise IllegalMoveError(t.NOT_START_PLAYER())
            return state._replace(phase=DRAFT, start=move.arg)
        arg = mv.args(move)
        if not state.to_roll or arg is None or arg.die != state.to_roll[0]:
            raise IllegalMoveError(t.NOT_WAITING_ROLL())
        if arg.face not in range(len(state.config.faces[state.config.dice[arg.die]])):
            raise IllegalMoveError(t.NO_SUCH_FACE())
        state = state._replace(face=replace_at(state.face, arg.die, arg.face),
                               to_roll=state.to_roll[1:])
        if not state.to_roll:
            return effects.after_rolls(state)
        return state

    # -- information -------------------------------------------------------------------------
    def view(self, state: CubesState, player: PlayerId | None) -> CubesState:
        # Nothing is secret: every die, face and sheet is on the table.
        return state

    def determinize(self, view: CubesState, player: PlayerId | None, rng: Any) -> CubesState:
        return view

    def outcome(self, state: CubesState) -> Outcome | None:
        if state.phase != OVER:
            return None
        return scoring.outcome(state)

    def effect(self, state: CubesState, move: Move) -> Effect | None:
        """What `move` (legal in `state`) does to the mover's score and race."""
        return move_effect.effect(state, move)

    def inventory(self, state: CubesState) -> dict[str, int]:
        """Every die by colour, wherever it is (pool, stock, active, reserve), plus face checks."""
        config = state.config
        counts: dict[str, int] = {}
        players = config.players
        for die, where in enumerate(state.loc):
            if where in (POOL, STOCK) or 0 <= where < 2 * players:
                key = config.colour_id(config.dice[die])
                counts[key] = counts.get(key, 0) + 1
        return counts

    # -- words -------------------------------------------------------------------------------
    def move_to_str(self, state: CubesState, move: Move) -> str:
        return mv.to_text(state.config, move)

    def parse_move(self, state: CubesState, text_: str) -> Move:
        if not isinstance(text_, str):
            raise InvalidMoveError("a move must be text")
        movers = [p for p in self.to_move(state) if p != CHANCE]
        move = mv.parse(state.config, text_, movers[0] if len(movers) == 1 else None)
        if move.kind == mv.DRAFT:
            arg = move.arg
            move = mv.draft_move(state.config, arg.player, arg.die, self.draft_to_reserve(state))
        return move

    def describe(self, state: CubesState, move: Move) -> Message:
        return describe_move(state, move)

    def prompt(self, state: CubesState, player: PlayerId) -> Message:
        return prompt_for(state, player)

    def why_not(self, state: CubesState, player: PlayerId, source: str, target: str) -> Message:
        return why_not_drop(state, player, source, target, self.legal_moves(state, player))


def _in_pool(state: CubesState, die: object) -> bool:
    return isinstance(die, int) and 0 <= die < len(state.loc) and state.loc[die] == POOL
