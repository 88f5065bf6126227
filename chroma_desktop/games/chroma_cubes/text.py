"""Chroma Cubes in words: the catalogue `T` of every sentence the game says.

Log lines, prompts, refusals, score-breakdown labels, tie-breaks, the heuristic's hints and the
table's labels are templates here: the rules fill in seats, counts, dice, sections and symbol
names (in words: "red die 1", "the Cardinal's wing", never the notation's ids), and whoever shows
a message names the seats ("you", "Bot 2", a friend's name). The sentences are
built by `describe.py` (log and prompts), `why_not.py`, `legal.py`, `scoring.py`,
`heuristic.py` and `table/layout.py`.
"""

from __future__ import annotations

from collections.abc import Sequence

from chroma_desktop.games.chroma_cubes.config import LOCK_NAMES, CubesConfig
from chroma_desktop.rules.messages import (
    COUNT,
    MESSAGE,
    NOTHING,
    SEAT,
    TEXT,
    Message,
    catalogue,
    join,
    plain,
)

T = catalogue("chroma_cubes")

# -- pieces of sentences ------------------------------------------------------------------------
SYMBOLS = T.add("symbols", "{number} {noun}", number=TEXT, noun=TEXT)
AND = T.add("and", "{first} and {last}", first=MESSAGE, last=MESSAGE)
SEAT_NAME = T.add("seat_name", "{p}", p=SEAT)
BONUS_SYMBOL = T.add("bonus_symbol", "the bonus symbol")
LOCK_POWER = T.add("lock_power", "lock {lock} (superpower: {power})", lock=TEXT, power=TEXT)
DIE = T.add("die", "{colour} die {n}", colour=TEXT, n=COUNT)
SECTION = T.add("section", "the {figure}'s {label}", figure=TEXT, label=TEXT)
SECTION_OF_S = T.add("section_of_s", "the {figure}' {label}", figure=TEXT, label=TEXT)
SECTION_OF_NUMBERED = T.add("section_of_numbered", "{figure}'s {label}", figure=TEXT, label=TEXT)

# -- the log ------------------------------------------------------------------------------------
IS_START = T.add("is_start", "{p} {p:is|are} the start player", p=SEAT)
SHOWS = T.add("shows", "{die} shows {a:a} and {b:a}", die=TEXT, a=TEXT, b=TEXT)
DRAFTS_ACTIVE = T.add("drafts_active", "{p} {p:drafts|draft} {die} into {p:their|your} active dice",
                      p=SEAT, die=TEXT)
DRAFTS_RESERVE = T.add("drafts_reserve", "{p} {p:drafts|draft} {die} into {p:their|your} reserve",
                       p=SEAT, die=TEXT)
COLOURS = T.add("colours", "{p} {p:colours|colour} {section} ({need}) with {using}",
                p=SEAT, section=MESSAGE, need=MESSAGE, using=MESSAGE)
COLOURS_COMPLETING = T.add(
    "colours_completing",
    "{p} {p:colours|colour} {section} ({need}) with {using}, completing the {figure}",
    p=SEAT, section=MESSAGE, need=MESSAGE, using=MESSAGE, figure=TEXT)
COLOURS_LOCK = T.add("colours_lock", "{p} {p:colours|colour} a side of {lock} with {need}",
                     p=SEAT, lock=MESSAGE, need=MESSAGE)
COLOURS_LOCK_UNLOCKING = T.add(
    "colours_lock_unlocking",
    "{p} {p:colours|colour} a side of {lock} with {need}, unlocking the superpower",
    p=SEAT, lock=MESSAGE, need=MESSAGE)
ACTIVATES = T.add(
    "activates",
    "{p} {p:gives|give} {give} to {to:'s} reserve and {p:activates|activate} {take} from "
    "{p:their|your} own reserve", p=SEAT, to=SEAT, give=TEXT, take=TEXT)
REROLLS = T.add("rerolls", "{p} {p:uses|use} the reroll superpower on {die}", p=SEAT, die=TEXT)
MAKES_WILD = T.add(
    "makes_wild", "{p} {p:uses|use} the wild superpower: {die} also counts as {symbol:a} this round",
    p=SEAT, die=TEXT, symbol=TEXT)
FLIPS = T.add("flips", "{p} {p:uses|use} the flip superpower: {die} turns to {face}",
              p=SEAT, die=TEXT, face=TEXT)
TAKES = T.add("takes", "{p} {p:takes|take} {die} as an extra die and {p:rolls|roll} it",
              p=SEAT, die=TEXT)
TRADES = T.add("trades", "{p} {p:trades|trade} {die} for {stock} from the trade stock and "
               "{p:rolls|roll} it", p=SEAT, die=TEXT, stock=TEXT)
STARTS_CAIRN = T.add("starts_cairn", "{p} {p:starts|start} cairn {n}", p=SEAT, n=COUNT)
ENDS_TURN = T.add("ends_turn", "{p} {p:ends|end} the turn", p=SEAT)
ENDS_TURN_SAVING = T.add("ends_turn_saving", "{p} {p:ends|end} the turn, saving {dice}",
                         p=SEAT, dice=MESSAGE)
ENDS_ROUND = T.add("ends_round", "{p} {p:ends|end} {p:their|your} round", p=SEAT)
ENDS_ROUND_SAVING = T.add("ends_round_saving", "{p} {p:ends|end} {p:their|your} round, saving {dice}",
                          p=SEAT, dice=MESSAGE)

# -- prompts ------------------------------------------------------------------------------------
GAME_OVER = T.add("game_over", "The game is over")
ROLLING = T.add("rolling", "Dice are being rolled")
WAITING_DRAFT = T.add("waiting_draft", "Waiting for {p} to draft a die", p=SEAT)
DRAFT_FOR_RESERVE = T.add("draft_for_reserve", "Draft a die for your reserve")
DRAFT_FOR_ACTIVE = T.add("draft_for_active", "Draft a die for your active dice")
ENDED_WAITING = T.add("ended_waiting", "You ended your round: waiting for {others}",
                      others=MESSAGE)
EXTRA_DIE_DUE = T.add("extra_die_due", "You unlocked an extra die: take one of the leftover dice "
                      "(it is rolled at once)")
CHOOSE_CAIRN = T.add("choose_cairn", "The cairn is full: choose the next cairn to start")
CAIRN_TURN = T.add("cairn_turn", "Turn {t}, cairn {c} stone {s}: colour sections with your dice, "
                   "then end the turn", t=COUNT, c=COUNT, s=COUNT)
CAIRN_FIRST_TURN = T.add(
    "cairn_first_turn", "Turn {t}, cairn {c} stone {s}: colour sections with your dice (use at "
    "least one die), then end the turn", t=COUNT, c=COUNT, s=COUNT)
TRADE_STONE = T.add("trade_stone", "this is a trade stone: you may swap an unused die for a "
                    "stock die")
BONUS_STONE = T.add("bonus_stone", "this is a bonus stone: you may use one extra {symbol}",
                    symbol=TEXT)
ROUND_PROMPT = T.add(
    "round_prompt", "Round {r}: colour sections or a superpower lock with your dice, activate a "
    "reserve die, or end your round ({score} of {goal} {goal:point|points})",
    r=COUNT, score=COUNT, goal=COUNT)

# -- refusals -----------------------------------------------------------------------------------
OVER_NOW = T.add("over_now", "The game is over.")
ROLLING_WAIT = T.add("rolling_wait", "Dice are being rolled: wait for the roll.")
DRAFT_FIRST = T.add("draft_first", "First everyone drafts their dice, in seat order.")
TURN_TO_DRAFT = T.add("turn_to_draft", "It is {p:'s} turn to draft.", p=SEAT)
DRAFT_FROM_CENTRE = T.add("draft_from_centre", "Draft a die from the centre of the table.")
NOT_POSSIBLE = T.add("not_possible", "'{kind}' is not possible now.", kind=TEXT)
NOT_A_MOVE_NOW = T.add("not_a_move_now", "'{kind}' is not a move now.", kind=TEXT)
NOT_START_PLAYER = T.add("not_start_player", "That is not a possible start player now.")
NOT_WAITING_ROLL = T.add("not_waiting_roll", "No die of that name is waiting to be rolled.")
NO_SUCH_FACE = T.add("no_such_face", "That die has no such face.")
PLAYED_WITHOUT = T.add("played_without", "{sheet} is played without {colour} dice.",
                       sheet=TEXT, colour=TEXT)
NO_DIE_NAMED = T.add("no_die_named", "There is no die '{name}' in this game.", name=TEXT)
OWN_SHEET = T.add("own_sheet", "Colour only your own sheet.")
DROP_ON_SECTION = T.add("drop_on_section", "Drop dice on a section to colour it.")
NO_SUCH_SECTION = T.add("no_such_section", "There is no such section on this sheet.")
CANNOT_COLOUR = T.add("cannot_colour", "Those dice cannot colour that section now.")
NOT_NOW = T.add("not_now", "Not now.")
GIVE_ONE = T.add("give_one", "Give one die at a time.")
NO_RESERVE_DIE = T.add("no_reserve_die", "You have no reserve die to activate.")
ACTIVATE_HOW = T.add("activate_how", "To activate a reserve die, give one of your unused active "
                     "dice to an opponent's reserve.")
NOT_A_MOVE = T.add("not_a_move", "That is not a move in Chroma Cubes.")
DRAFT_ONE = T.add("draft_one", "Draft one die at a time.")
ALREADY_DRAFTED = T.add("already_drafted", "{die} was already drafted.", die=TEXT)
ACTIVE_FULL = T.add("active_full", "Everyone has {n} active {n:die|dice}: the rest of the draft "
                    "goes to your reserve.", n=COUNT)
ACTIVE_FIRST = T.add("active_first", "Draft {n} active {n:die|dice} first, then your reserve dice.",
                     n=COUNT)
DRAFT_OWN = T.add("draft_own", "Draft a die into your own dice.")
NO_SUCH_LOCK = T.add("no_such_lock", "This game has no such superpower lock.")
WORKS_BY_ITSELF = T.add("works_by_itself", "Lock {lock} is unlocked: its power ({power}) works "
                        "by itself.", lock=TEXT, power=TEXT)
POWER_ONE_DIE = T.add("power_one_die", "Superpowers work on one die at a time.")
DROP_ON_LOCK = T.add("drop_on_lock", "Drop {n} {n:die|dice} showing one symbol on a lock side.",
                     n=COUNT)
SAME_SYMBOL = T.add("same_symbol", "A lock side needs dice that all show the same symbol.")
ROUND_NOT_STARTED = T.add("round_not_started", "The round has not started yet.")
NO_SUCH_PLAYER = T.add("no_such_player", "There is no such player.")
ENDED_ROUND = T.add("ended_round", "You have ended your round: wait for the next one.")
TAKE_EXTRA_FIRST = T.add("take_extra_first", "You unlocked an extra die: take it from the "
                         "leftover dice first.")
NO_EXTRA_DIE = T.add("no_extra_die", "You have no extra die to take: extra dice come from the "
                     "score track.")
CHOOSE_CAIRN_FIRST = T.add("choose_cairn_first", "Choose the next cairn to start first.")
CAIRN_WHEN_FULL = T.add("cairn_when_full", "You choose a new cairn only when the last stone of "
                        "the current one is filled.")
NO_SUCH_DIE = T.add("no_such_die", "There is no such die.")
IN_RESERVE = T.add("in_reserve", "{die} is in your reserve: activate it first by giving an "
                   "active die to an opponent.", die=TEXT)
NOT_ACTIVE = T.add("not_active", "{die} is not one of your active dice.", die=TEXT)
DIE_USED = T.add("die_used", "{die} was already used this round (each die once per round).",
                 die=TEXT)
EACH_DIE_ONCE = T.add("each_die_once", "Each die can be used only once.")
DOES_NOT_SHOW = T.add("does_not_show", "{die} does not show {symbol:a}.", die=TEXT, symbol=TEXT)
SECTION_DONE = T.add("section_done", "You already coloured {section}.", section=MESSAGE)
SECTION_NEEDS = T.add("section_needs", "That section needs {need}; you chose {chosen}.",
                      need=MESSAGE, chosen=TEXT)
NO_BONUS = T.add("no_bonus", "This turn has no bonus symbol of that kind to use.")
NO_SUCH_SYMBOL = T.add("no_such_symbol", "There is no such symbol.")
LOCK_DONE = T.add("lock_done", "You already unlocked lock {lock}.", lock=TEXT)
SIDES_DIFFER = T.add("sides_differ", "The other side of lock {lock} already has {symbols}: the "
                     "sides need different symbols.", lock=TEXT, symbols=TEXT)
SYMBOL_ON_OTHER_LOCK = T.add("symbol_on_other_lock", "You already coloured a lock side with "
                             "{symbols}: every lock side needs a different symbol.", symbols=TEXT)
ARRIVED_THIS_ROUND = T.add("arrived_this_round", "{die} came to your reserve this round: you "
                           "can activate it from the next round.", die=TEXT)
LOCK_NEEDS = T.add("lock_needs", "A side of a superpower lock needs {need}; you chose {chosen}.",
                   need=MESSAGE, chosen=TEXT)
SOLO_NO_ACTIVATE = T.add("solo_no_activate", "Activating a reserve die means giving a die to an "
                         "opponent: you play alone.")
ALREADY_ACTIVATED = T.add("already_activated", "You already activated a reserve die this round.")
GIVE_TO_OPPONENT = T.add("give_to_opponent", "Give the die to an opponent's reserve, not your own.")
RESERVE_FULL = T.add("reserve_full", "{p} already {p:holds|hold} {number} reserve {n:die|dice}: "
                     "choose another opponent.", p=SEAT, number=TEXT, n=COUNT)
OWN_RESERVE_ONLY = T.add("own_reserve_only", "You can only activate one of your own reserve dice.")
NO_SUCH_POWER = T.add("no_such_power", "{sheet} has no such superpower.", sheet=TEXT)
UNLOCK_FIRST = T.add("unlock_first", "Unlock lock {lock} first.", lock=TEXT)
POWER_USED = T.add("power_used", "You already used that superpower this round.")
ALREADY_SHOWS = T.add("already_shows", "{die} already shows {symbol:a}.", die=TEXT, symbol=TEXT)
OTHER_FACE = T.add("other_face", "Choose another face of that die.")
FLIP_SHARED = T.add("flip_shared", "Flip turns a die only to a face that shares a symbol with its "
                    "top face.")
TAKE_FROM_CENTRE = T.add("take_from_centre", "Take the extra die from the leftover dice in the "
                         "centre.")
TRADE_CAIRN_ONLY = T.add("trade_cairn_only", "Trading with the stock is part of the solo cairn "
                         "game.")
TRADE_STONE_ONLY = T.add("trade_stone_only", "You may trade only on a trade stone's turn, once.")
TRADE_FROM_STOCK = T.add("trade_from_stock", "Trade for a die from your trade stock.")
NO_SUCH_CAIRN = T.add("no_such_cairn", "There is no such cairn.")
CAIRN_FILLED = T.add("cairn_filled", "Cairn {n} is already filled.", n=COUNT)
FIRST_TURN_USE = T.add("first_turn_use", "On the first turn you must use at least one die.")

# -- scores -------------------------------------------------------------------------------------
FIGURE_DONE = T.add("figure_done", "{figure} completed", figure=TEXT)
FIGURE_DONE_FIRST = T.add("figure_done_first", "{figure} completed (first: +{n})",
                          figure=TEXT, n=COUNT)
LOCK_UNLOCKED = T.add("lock_unlocked", "Superpower lock {lock} unlocked", lock=TEXT)
EGG_IN_TIME = T.add("egg_in_time", "{figure} completed before its cairn ended", figure=TEXT)
THRESHOLD_REACHED = T.add("threshold_reached", "Threshold {goal} reached in round {r}",
                          goal=COUNT, r=COUNT)
THRESHOLD_MISSED = T.add("threshold_missed", "Threshold {goal} not reached after {r} "
                         "{r:round|rounds}", goal=COUNT, r=COUNT)
CAIRNS_FILLED = T.add("cairns_filled", "Cairns filled: {n} of {total}", n=COUNT, total=COUNT)
TIE_FIGURES = T.add("tie_figures", "Tied on {points} {points:point|points}: the most completed "
                    "figures ({top}) decides", points=COUNT, top=COUNT)
TIE_SYMBOLS = T.add("tie_symbols", "Tied on {points} {points:point|points} and {top} "
                    "{top:figure|figures}: the most coloured symbols ({most}) decides",
                    points=COUNT, top=COUNT, most=COUNT)
TIE_SHARED = T.add("tie_shared", "Tied on {points} {points:point|points}, {top} "
                   "{top:figure|figures} and {most} coloured {most:symbol|symbols}: shared win",
                   points=COUNT, top=COUNT, most=COUNT)

# Why the game ended before anyone reached the threshold (rules.yaml, end_when_nobody_can_colour).
ENDED_STUCK = T.add(
    "ended_stuck", "Nobody coloured anything in round {r}, and nobody could in the next, not even "
    "with a reserve die or a superpower: the game ended before anyone reached {goal} "
    "{goal:point|points}", r=COUNT, goal=COUNT)
ENDED_STUCK_TIE = T.add("ended_stuck_tie", "{ending}. {tie}", ending=MESSAGE, tie=MESSAGE)
# The cairn game ended before its last cairn (rulebook: "If you can't use any dice, the game is
# over").
ENDED_NO_DIE = T.add("ended_no_die", "Turn {t}: none of your dice could colour a section, so the "
                     "game ended there ({n} of {total} cairns filled)", t=COUNT, n=COUNT,
                     total=COUNT)

# -- the heuristic's hints ------------------------------------------------------------------------
HINT_ONLY = T.add("hint_only", "This is the only move")
HINT_DRAFT = T.add("hint_draft", "Draft {die}: its faces fit the sheet's symbols best", die=TEXT)
HINT_TAKE = T.add("hint_take", "Take {die}: its faces fit what is left to colour", die=TEXT)
HINT_LOCK = T.add("hint_lock", "Colour a superpower lock side: {n} {n:die shows|dice show} one "
                  "symbol", n=COUNT)
HINT_COLOUR = T.add("hint_colour", "Colour {section}: the most points per die toward its "
                    "figure", section=MESSAGE)
HINT_WILD = T.add("hint_wild", "Wild: a die that cannot be used now counts as a wanted symbol")
HINT_FLIP = T.add("hint_flip", "Flip: turn a useless die to a useful face")
HINT_ACTIVATE = T.add("hint_activate", "Activate a reserve die that can be used, giving away a "
                      "useless one")
HINT_TRADE = T.add("hint_trade", "Trade a useless die for a stock die")
HINT_REROLL = T.add("hint_reroll", "Reroll a die that cannot be used")
HINT_UNSTICK = T.add("hint_unstick", "Nothing can be coloured now: this move is a step toward "
                     "a colouring")
HINT_COMPLETE = T.add("hint_complete", "Colour {section}: it completes a figure now",
                      section=MESSAGE)
HINT_MOST_DICE = T.add("hint_most_dice", "Colour {section}: it uses the most dice now",
                       section=MESSAGE)
HINT_END_ROUND = T.add("hint_end_round", "End the round: the unused dice are saved for the next one")
HINT_END_TURN = T.add("hint_end_turn", "End the turn: the unused dice are saved for the next one")
HINT_CAIRN = T.add("hint_cairn", "Start cairn {n}: its egg is nearest completion", n=COUNT)

# -- the table ------------------------------------------------------------------------------------
CENTRE_YOU_ACTIVE = T.add("centre_you_active", "Centre: draft a die into your active dice")
CENTRE_YOU_RESERVE = T.add("centre_you_reserve", "Centre: draft a die into your reserve")
CENTRE_ACTIVE = T.add("centre_active", "Centre: {p} {p:drafts|draft} a die into {p:their|your} "
                      "active dice", p=SEAT)
CENTRE_RESERVE = T.add("centre_reserve", "Centre: {p} {p:drafts|draft} a die into {p:their|your} "
                       "reserve", p=SEAT)
TITLE = T.add("title", "{p} · {sheet}", p=SEAT, sheet=TEXT)
TITLE_CAIRN = T.add("title_cairn", "{p} · {sheet} · solo cairn game", p=SEAT, sheet=TEXT)
TITLE_RACE = T.add("title_race", "{p} · {sheet} · first to {goal} {goal:point|points}",
                   p=SEAT, sheet=TEXT, goal=COUNT)
LEFTOVER = T.add("leftover", "Leftover dice: extra dice from the score track come from here")
DICE_COUNT = T.add("dice_count", "{n} {n:die|dice}", n=COUNT)
DRAFT_STATUS = T.add("draft_status", "Draft · {score} of {goal} {goal:point|points}",
                     score=COUNT, goal=COUNT)
ROUND_STATUS = T.add("round_status", "Round {r} · {score} of {goal} {goal:point|points}",
                     r=COUNT, score=COUNT, goal=COUNT)
TURN_STATUS = T.add("turn_status", "Turn {t} · {score} {score:point|points}", t=COUNT, score=COUNT)
LOCKS_NOTE = T.add("locks_note", "A lock side takes {n} {n:die|dice} showing one symbol, the "
                   "other side another symbol; unlocking scores {bonus}.", n=COUNT, bonus=COUNT)
LOCKS_NOTE_ALL = T.add("locks_note_all", "A lock side takes {n} {n:die|dice} showing one symbol; "
                       "every lock side you colour needs a symbol of its own; unlocking scores "
                       "{bonus}.", n=COUNT, bonus=COUNT)
SIDES_COLOURED = T.add("sides_coloured", "{k} of {n} {n:side|sides} coloured", k=COUNT, n=COUNT)
EGGS = T.add("eggs", "Eggs completed: {n} of {total} ({per} {per:point|points} each, +{bonus} if "
             "before its cairn is filled)", n=COUNT, total=COUNT, per=COUNT, bonus=COUNT)
# The figures' worth and progress, beside the sheet (figures.py).
FIGURE_NOBODY = T.add(
    "figure_nobody",
    "{figure} {value} {value:pt|pts}: {k} of {n} {n:section|sections}; nobody has finished it",
    figure=TEXT, value=COUNT, k=COUNT, n=COUNT)
CHART_FIRST = T.add("chart_first", "The first to finish a figure scores +{bonus}", bonus=COUNT)
CHART_EGGS = T.add("chart_eggs", "{per} {per:point|points} an egg, +{bonus} before its cairn is filled",
                   per=COUNT, bonus=COUNT)
FIGURE_OPEN = T.add("figure_open", "{figure} {value} {value:pt|pts}: {k} of {n} {n:section|sections}",
                    figure=TEXT, value=COUNT, k=COUNT, n=COUNT)
FIGURE_FINISHED_FIRST = T.add(
    "figure_finished_first",
    "{figure} {value} {value:pt|pts}: {k} of {n} {n:section|sections}; {who} finished it first",
    figure=TEXT, value=COUNT, k=COUNT, n=COUNT, who=MESSAGE)
FIGURE_SCORED = T.add("figure_scored", "{figure} {value} {value:pt|pts}: finished, {p} scored {points}",
                      figure=TEXT, value=COUNT, p=SEAT, points=COUNT)
SHEET_AT_END = T.add("sheet_at_end", "{score} {score:point|points}; figures completed: {figures}; "
                     "symbols coloured: {symbols}", score=COUNT, figures=TEXT, symbols=COUNT)


# -- helpers --------------------------------------------------------------------------------------
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")


def number_word(count: int) -> str:
    """'one', 'two' ... 'eight', then digits."""
    return NUMBER_WORDS[count] if 0 <= count < len(NUMBER_WORDS) else str(count)


def symbols(config: CubesConfig, symbol: int, count: int) -> Message:
    """'two pumpkins', 'one star': dice.yaml names each symbol in both forms (leaf, leaves)."""
    colour = config.colours[symbol]
    return SYMBOLS(number=number_word(count),
                   noun=colour.symbol if count == 1 else colour.symbol_plural)


def lock_letter(lock: int) -> str:
    return LOCK_NAMES[lock].upper()


def listing(parts: Sequence[Message | str]) -> Message:
    """'a', 'a and b', 'a, b and c'."""
    items = [part if isinstance(part, Message) else plain(part) for part in parts]
    if not items:
        return NOTHING
    if len(items) == 1:
        return items[0]
    return AND(first=join(items[:-1], ", "), last=items[-1])


def die_name(config: CubesConfig, die: int) -> Message:
    """A die as the table labels it: 'red die 1' (its colour and its number among that colour's
    dice), never the notation's id 'red#1'."""
    number = config.die_ids[die].rpartition("#")[2]
    return DIE(colour=config.colours[config.dice[die]].name.lower(),
               n=int(number) if number.isdigit() else 1)


def section_name(config: CubesConfig, section: int) -> Message:
    """A sheet section by its figure and name, 'the Cardinal's wing', 'Egg 2's cap' (a name
    ending in a number takes no article), never the notation's id 's13'."""
    figure = config.sheet.figures[config.section_figure[section]].name
    template = (SECTION_OF_NUMBERED if figure[-1:].isdigit()
                else SECTION_OF_S if figure.endswith("s") else SECTION)
    return template(figure=figure, label=config.sheet.sections[section].label)


def dice_list(config: CubesConfig, dice: Sequence[int], bonus: bool = False) -> Message:
    """The dice by name ('red die 1, blue die 2 and the bonus symbol')."""
    return listing([die_name(config, d) for d in dice] + ([BONUS_SYMBOL()] if bonus else []))


def seats(players: Sequence[int]) -> Message:
    """Seats by name ('Bot 2 and you')."""
    return listing([SEAT_NAME(p=p) for p in players])
