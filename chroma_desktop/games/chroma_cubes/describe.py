"""Chroma Cubes' log lines, prompts and set-up refusals, as messages of the catalogue in `text`.

`describe` says what a move does (seen before it is made), `prompt` what a player is deciding,
`illegal_reason` why a move is refused outside a round (round moves are refused by their check
in `legal`). The table names the seats; the command line numbers them.
"""

from __future__ import annotations

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes import text as t
from chroma_desktop.games.chroma_cubes.state import DRAFT, FIRST, OVER, CubesState
from chroma_desktop.rules.api import Move
from chroma_desktop.rules.messages import Message, join, plain


def _lock(state: CubesState, lock: int) -> Message:
    power = state.config.powers[lock]
    return t.LOCK_POWER(lock=t.lock_letter(lock), power=power.replace("_", " "))


def describe(state: CubesState, move: Move) -> Message:
    config, kind = state.config, move.kind

    def name_of(die: int) -> Message:
        return t.die_name(config, die)

    if kind == mv.FIRST:
        return t.IS_START(p=move.arg)
    arg = mv.args(move)
    if arg is None:
        return plain(str(kind))
    if kind == mv.ROLL:
        a, b = config.faces[config.dice[arg.die]][arg.face]
        return t.SHOWS(die=name_of(arg.die), a=config.colours[a].symbol, b=config.colours[b].symbol)
    who = arg.player
    if kind == mv.DRAFT:
        to_reserve = state.picks >= config.players * config.draft_active
        return (t.DRAFTS_RESERVE if to_reserve else t.DRAFTS_ACTIVE)(p=who, die=name_of(arg.die))
    if kind == mv.COLOUR:
        symbol, count = config.needs[arg.section]
        figure = config.section_figure[arg.section]
        mask = config.figure_masks[figure]
        words = dict(p=who, section=t.section_name(config, arg.section),
                     need=t.symbols(config, symbol, count),
                     using=t.dice_list(config, arg.dice, arg.bonus))
        if (state.coloured[who] | 1 << arg.section) & mask == mask:
            return t.COLOURS_COMPLETING(**words, figure=config.sheet.figures[figure].name)
        return t.COLOURS(**words)
    if kind == mv.LOCK:
        unlocking = len(state.locks[who][arg.lock]) + 1 == config.lock_sides
        template = t.COLOURS_LOCK_UNLOCKING if unlocking else t.COLOURS_LOCK
        return template(p=who, lock=_lock(state, arg.lock),
                        need=t.symbols(config, arg.symbol, len(arg.dice)))
    if kind == mv.ACTIVATE:
        return t.ACTIVATES(p=who, to=arg.to, give=name_of(arg.give), take=name_of(arg.take))
    if kind == mv.REROLL:
        return t.REROLLS(p=who, die=name_of(arg.die))
    if kind == mv.WILD:
        return t.MAKES_WILD(p=who, die=name_of(arg.die), symbol=config.colours[arg.symbol].symbol)
    if kind == mv.FLIP:
        return t.FLIPS(p=who, die=name_of(arg.die), face=config.face_text(config.dice[arg.die], arg.face))
    if kind == mv.TAKE:
        return t.TAKES(p=who, die=name_of(arg.die))
    if kind == mv.TRADE:
        return t.TRADES(p=who, die=name_of(arg.die), stock=name_of(arg.stock_die))
    if kind == mv.CAIRN:
        return t.STARTS_CAIRN(p=who, n=arg.cairn + 1)
    # End: the unused dice are saved (not rolled) for the next round or turn.
    saved = state.free_dice(who)
    if config.cairn:
        if saved:
            return t.ENDS_TURN_SAVING(p=who, dice=t.dice_list(config, saved))
        return t.ENDS_TURN(p=who)
    if saved:
        return t.ENDS_ROUND_SAVING(p=who, dice=t.dice_list(config, saved))
    return t.ENDS_ROUND(p=who)


def prompt(state: CubesState, player: int) -> Message:
    config = state.config
    if state.phase == OVER:
        return t.GAME_OVER()
    if state.to_roll or state.phase == FIRST:
        return t.ROLLING()
    if state.phase == DRAFT:
        current = (state.start + state.picks) % config.players
        if current != player:
            return t.WAITING_DRAFT(p=current)
        if state.picks >= config.players * config.draft_active:
            return t.DRAFT_FOR_RESERVE_ALONE() if config.players == 1 else t.DRAFT_FOR_RESERVE()
        return t.DRAFT_FOR_ACTIVE()
    if player not in state.acting:
        return t.ENDED_WAITING(others=t.seats(sorted(state.acting)))
    if state.extra_due[player]:
        return t.EXTRA_DIE_DUE()
    if config.cairn:
        if state.cairn < 0:
            return t.CHOOSE_CAIRN()
        stone = state.current_stone()
        turn = t.CAIRN_FIRST_TURN if state.round == 1 else t.CAIRN_TURN
        said = turn(t=state.round, c=state.cairn + 1, s=state.stone + 1)
        bonus = state.bonus_symbol()
        if stone.kind == "trade" and state.can_trade():
            return join([said, t.TRADE_STONE()], "; ")
        if stone.kind == "bonus" and bonus is not None:
            return join([said, t.BONUS_STONE(symbol=config.colours[bonus].symbol)], "; ")
        return said
    prompt = t.ROUND_PROMPT_ALONE if config.players == 1 else t.ROUND_PROMPT
    said = prompt(r=state.round, score=state.score(player), goal=config.sheet.threshold)
    reached = [p for p in range(config.players) if state.score(p) >= config.sheet.threshold]
    if reached and config.players > 1:
        # Rulebook, Game End: "When a player scores a total number of points indicated on the
        # sheet, that player wins at the end of the round": this round is the last.
        return join([said, t.LAST_ROUND(who=t.seats(reached))], "; ")
    return said


def illegal_reason(state: CubesState, move: Move) -> Message:
    """Why a move is refused during the set-up, the rolls or after the game."""
    if state.phase == OVER:
        return t.OVER_NOW()
    if state.to_roll or state.phase == FIRST:
        return t.ROLLING_WAIT()
    if state.phase == DRAFT:
        if move.kind != mv.DRAFT:
            return t.DRAFT_FIRST()
        current = (state.start + state.picks) % state.config.players
        arg = mv.args(move)
        if arg is None or arg.player != current:
            return t.TURN_TO_DRAFT(p=current)
        return t.DRAFT_FROM_CENTRE()
    return t.NOT_POSSIBLE(kind=str(move.kind))
