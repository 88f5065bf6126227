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
from typing import TYPE_CHECKING

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

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.games.chroma_cubes import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: Catalogue[ids.ChromaCubes] = catalogue("chroma_cubes")

# -- pieces of sentences ------------------------------------------------------------------------
SYMBOLS = T.add("symbols", number=TEXT, noun=TEXT)
AND = T.add("and", first=MESSAGE, last=MESSAGE)
SEAT_NAME = T.add("seat_name", p=SEAT)
BONUS_SYMBOL = T.add("bonus_symbol")
LOCK_POWER = T.add("lock_power", lock=TEXT, power=TEXT)
DIE = T.add("die", colour=TEXT, n=COUNT)
DICE_GROUP = T.add("dice_group", colour=TEXT, n=COUNT, numbers=TEXT)
DIE_FACES = T.add("die_faces", die=MESSAGE, shown=MESSAGE)
SHOWN_ON = T.add("shown_on", symbols=MESSAGE, n=COUNT)
SECTION = T.add("section", figure=TEXT, label=TEXT)
SECTION_OF_S = T.add("section_of_s", figure=TEXT, label=TEXT)
SECTION_OF_NUMBERED = T.add("section_of_numbered", figure=TEXT, label=TEXT)

# -- the log ------------------------------------------------------------------------------------
IS_START = T.add("is_start", p=SEAT)
SHOWS = T.add("shows", die=TEXT, a=TEXT, b=TEXT)
DRAFTS_ACTIVE = T.add("drafts_active", p=SEAT, die=TEXT)
DRAFTS_RESERVE = T.add("drafts_reserve", p=SEAT, die=TEXT)
COLOURS = T.add("colours", p=SEAT, section=MESSAGE, need=MESSAGE, using=MESSAGE)
COLOURS_COMPLETING = T.add(
    "colours_completing",
    p=SEAT, section=MESSAGE, need=MESSAGE, using=MESSAGE, figure=TEXT)
COLOURS_LOCK = T.add("colours_lock", p=SEAT, lock=MESSAGE, need=MESSAGE)
COLOURS_LOCK_UNLOCKING = T.add("colours_lock_unlocking", p=SEAT, lock=MESSAGE, need=MESSAGE)
ACTIVATES = T.add("activates", p=SEAT, to=SEAT, give=TEXT, take=TEXT)
REROLLS = T.add("rerolls", p=SEAT, die=TEXT)
MAKES_WILD = T.add("makes_wild", p=SEAT, die=TEXT, symbol=TEXT)
FLIPS = T.add("flips", p=SEAT, die=TEXT, face=TEXT)
TAKES = T.add("takes", p=SEAT, die=TEXT)
TRADES = T.add("trades", p=SEAT, die=TEXT, stock=TEXT)
STARTS_CAIRN = T.add("starts_cairn", p=SEAT, n=COUNT)
ENDS_TURN = T.add("ends_turn", p=SEAT)
ENDS_TURN_SAVING = T.add("ends_turn_saving", p=SEAT, dice=MESSAGE)
ENDS_ROUND = T.add("ends_round", p=SEAT)
ENDS_ROUND_SAVING = T.add("ends_round_saving", p=SEAT, dice=MESSAGE)

# -- prompts ------------------------------------------------------------------------------------
GAME_OVER = T.add("game_over")
ROLLING = T.add("rolling")
WAITING_DRAFT = T.add("waiting_draft", p=SEAT)
DRAFT_FOR_RESERVE = T.add("draft_for_reserve")
DRAFT_FOR_RESERVE_ALONE = T.add("draft_for_reserve_alone")  # no opponent: never activated
DRAFT_FOR_ACTIVE = T.add("draft_for_active")
ENDED_WAITING = T.add("ended_waiting", others=MESSAGE)
EXTRA_DIE_DUE = T.add("extra_die_due")
CHOOSE_CAIRN = T.add("choose_cairn")
CAIRN_TURN = T.add("cairn_turn", t=COUNT, c=COUNT, s=COUNT)
CAIRN_FIRST_TURN = T.add("cairn_first_turn", t=COUNT, c=COUNT, s=COUNT)
TRADE_STONE = T.add("trade_stone")
BONUS_STONE = T.add("bonus_stone", symbol=TEXT)
ROUND_PROMPT = T.add("round_prompt", r=COUNT, score=COUNT, goal=COUNT)
# Alone: no opponent to give a die to, so no reserve die can be activated (SOLO_NO_ACTIVATE).
ROUND_PROMPT_ALONE = T.add("round_prompt_alone", r=COUNT, score=COUNT, goal=COUNT)
LAST_ROUND = T.add("last_round", who=MESSAGE)  # after the prompt: someone reached the goal

# -- refusals -----------------------------------------------------------------------------------
OVER_NOW = T.add("over_now")
ROLLING_WAIT = T.add("rolling_wait")
DRAFT_FIRST = T.add("draft_first")
TURN_TO_DRAFT = T.add("turn_to_draft", p=SEAT)
DRAFT_FROM_CENTRE = T.add("draft_from_centre")
NOT_POSSIBLE = T.add("not_possible", kind=TEXT)
NOT_A_MOVE_NOW = T.add("not_a_move_now", kind=TEXT)
NOT_START_PLAYER = T.add("not_start_player")
NOT_WAITING_ROLL = T.add("not_waiting_roll")
NO_SUCH_FACE = T.add("no_such_face")
PLAYED_WITHOUT = T.add("played_without", sheet=TEXT, colour=TEXT)
NO_DIE_NAMED = T.add("no_die_named", name=TEXT)
OWN_SHEET = T.add("own_sheet")
DROP_ON_SECTION = T.add("drop_on_section")
NO_SUCH_SECTION = T.add("no_such_section")
CANNOT_COLOUR = T.add("cannot_colour")
NOT_NOW = T.add("not_now")
GIVE_ONE = T.add("give_one")
NO_RESERVE_DIE = T.add("no_reserve_die")
ACTIVATE_HOW = T.add("activate_how")
NOT_A_MOVE = T.add("not_a_move")
DRAFT_ONE = T.add("draft_one")
ALREADY_DRAFTED = T.add("already_drafted", die=TEXT)
ACTIVE_FULL = T.add("active_full", n=COUNT)
ACTIVE_FIRST = T.add("active_first", n=COUNT)
DRAFT_OWN = T.add("draft_own")
NO_SUCH_LOCK = T.add("no_such_lock")
WORKS_BY_ITSELF = T.add("works_by_itself", lock=TEXT, power=TEXT)
POWER_ONE_DIE = T.add("power_one_die")
DROP_ON_LOCK = T.add("drop_on_lock", n=COUNT)
SAME_SYMBOL = T.add("same_symbol")
NO_COMMON_SYMBOL = T.add("no_common_symbol")
NO_SECTION_NEEDS = T.add("no_section_needs", need=MESSAGE)
COLOURS_NOTHING = T.add("colours_nothing", die=TEXT)
ROUND_NOT_STARTED = T.add("round_not_started")
NO_SUCH_PLAYER = T.add("no_such_player")
ENDED_ROUND = T.add("ended_round")
TAKE_EXTRA_FIRST = T.add("take_extra_first")
NO_EXTRA_DIE = T.add("no_extra_die")
CHOOSE_CAIRN_FIRST = T.add("choose_cairn_first")
CAIRN_WHEN_FULL = T.add("cairn_when_full")
NO_SUCH_DIE = T.add("no_such_die")
IN_RESERVE = T.add("in_reserve", die=TEXT)
NOT_ACTIVE = T.add("not_active", die=TEXT)
DIE_USED = T.add("die_used", die=TEXT)
EACH_DIE_ONCE = T.add("each_die_once")
DOES_NOT_SHOW = T.add("does_not_show", die=TEXT, symbol=TEXT)
SECTION_DONE = T.add("section_done", section=MESSAGE)
SECTION_NEEDS = T.add("section_needs", need=MESSAGE, chosen=TEXT)
NO_BONUS = T.add("no_bonus")
NO_SUCH_SYMBOL = T.add("no_such_symbol")
LOCK_DONE = T.add("lock_done", lock=TEXT)
SIDES_DIFFER = T.add("sides_differ", lock=TEXT, symbols=TEXT)
SYMBOL_ON_OTHER_LOCK = T.add("symbol_on_other_lock", symbols=TEXT)
ARRIVED_THIS_ROUND = T.add("arrived_this_round", die=TEXT)
LOCK_NEEDS = T.add("lock_needs", need=MESSAGE, chosen=TEXT)
SOLO_NO_ACTIVATE = T.add("solo_no_activate")
ALREADY_ACTIVATED = T.add("already_activated")
GIVE_TO_OPPONENT = T.add("give_to_opponent")
RESERVE_FULL = T.add("reserve_full", p=SEAT, number=TEXT, n=COUNT)
OWN_RESERVE_ONLY = T.add("own_reserve_only")
NO_SUCH_POWER = T.add("no_such_power", sheet=TEXT)
UNLOCK_FIRST = T.add("unlock_first", lock=TEXT)
POWER_USED = T.add("power_used")
ALREADY_SHOWS = T.add("already_shows", die=TEXT, symbol=TEXT)
OTHER_FACE = T.add("other_face")
FLIP_SHARED = T.add("flip_shared")
TAKE_FROM_CENTRE = T.add("take_from_centre")
TRADE_CAIRN_ONLY = T.add("trade_cairn_only")
TRADE_STONE_ONLY = T.add("trade_stone_only")
TRADE_FROM_STOCK = T.add("trade_from_stock")
NO_SUCH_CAIRN = T.add("no_such_cairn")
CAIRN_FILLED = T.add("cairn_filled", n=COUNT)
FIRST_TURN_USE = T.add("first_turn_use")

# -- scores -------------------------------------------------------------------------------------
FIGURE_DONE = T.add("figure_done", figure=TEXT)
FIGURE_DONE_FIRST = T.add("figure_done_first", figure=TEXT, n=COUNT)
LOCK_UNLOCKED = T.add("lock_unlocked", lock=TEXT)
EGG_IN_TIME = T.add("egg_in_time", figure=TEXT)
THRESHOLD_REACHED = T.add("threshold_reached", goal=COUNT, r=COUNT)
THRESHOLD_MISSED = T.add("threshold_missed", goal=COUNT, r=COUNT)
CAIRNS_FILLED = T.add("cairns_filled", n=COUNT, total=COUNT)
TIE_FIGURES = T.add("tie_figures", points=COUNT, top=COUNT)
TIE_SYMBOLS = T.add("tie_symbols", points=COUNT, top=COUNT, most=COUNT)
TIE_SHARED = T.add("tie_shared", points=COUNT, top=COUNT, most=COUNT)

# Why the game ended before anyone reached the threshold (rules.yaml, end_when_nobody_can_colour).
ENDED_STUCK = T.add("ended_stuck", r=COUNT, goal=COUNT)
ENDED_STUCK_TIE = T.add("ended_stuck_tie", ending=MESSAGE, tie=MESSAGE)
# The cairn game ended before its last cairn (rulebook: "If you can't use any dice, the game is
# over").
ENDED_NO_DIE = T.add("ended_no_die", t=COUNT, n=COUNT, total=COUNT)
# A solo game's result (rulebook: the score attack races to the sheet's threshold; the cairn game
# is scored, not won or lost).
SOLO_LOST = T.add("solo_lost", points=COUNT, goal=COUNT)
CAIRN_SCORED = T.add("cairn_scored", points=COUNT, n=COUNT, total=COUNT)
SCORED = T.add("scored", points=COUNT)

# -- the heuristic's hints ------------------------------------------------------------------------
HINT_ONLY = T.add("hint_only")
HINT_DRAFT = T.add("hint_draft", die=TEXT)
HINT_DRAFT_RESERVE = T.add("hint_draft_reserve", die=TEXT)
HINT_DRAFT_RESERVE_ALONE = T.add("hint_draft_reserve_alone", die=TEXT)  # never activated
HINT_TAKE = T.add("hint_take", die=TEXT)
HINT_LOCK = T.add("hint_lock", n=COUNT)
HINT_COLOUR = T.add("hint_colour", section=MESSAGE)
HINT_WILD = T.add("hint_wild")
HINT_FLIP = T.add("hint_flip")
HINT_ACTIVATE = T.add("hint_activate")
HINT_TRADE = T.add("hint_trade")
HINT_REROLL = T.add("hint_reroll")
HINT_UNSTICK = T.add("hint_unstick")
HINT_COMPLETE = T.add("hint_complete", section=MESSAGE)
HINT_MOST_DICE = T.add("hint_most_dice", section=MESSAGE)
HINT_END_ROUND = T.add("hint_end_round")
HINT_END_TURN = T.add("hint_end_turn")
HINT_CAIRN = T.add("hint_cairn", n=COUNT)

# -- the table ------------------------------------------------------------------------------------
CENTRE_YOU_ACTIVE = T.add("centre_you_active")
CENTRE_YOU_RESERVE = T.add("centre_you_reserve")
CENTRE_ACTIVE = T.add("centre_active", p=SEAT)
CENTRE_RESERVE = T.add("centre_reserve", p=SEAT)
TITLE = T.add("title", p=SEAT, sheet=TEXT)
TITLE_CAIRN = T.add("title_cairn", p=SEAT, sheet=TEXT)
TITLE_RACE = T.add("title_race", p=SEAT, sheet=TEXT, goal=COUNT)
LEFTOVER = T.add("leftover")
DICE_COUNT = T.add("dice_count", n=COUNT)
DRAFT_STATUS = T.add("draft_status", score=COUNT, goal=COUNT)
ROUND_STATUS = T.add("round_status", r=COUNT, score=COUNT, goal=COUNT)
TURN_STATUS = T.add("turn_status", t=COUNT, score=COUNT)
LOCKS_NOTE = T.add("locks_note", n=COUNT, bonus=COUNT)
LOCKS_NOTE_ALL = T.add("locks_note_all", n=COUNT, bonus=COUNT)
SIDES_COLOURED = T.add("sides_coloured", k=COUNT, n=COUNT)
EGGS = T.add("eggs", n=COUNT, total=COUNT, per=COUNT, bonus=COUNT)
# The figures' worth and progress, beside the sheet (figures.py).
FIGURE_NOBODY = T.add("figure_nobody", figure=TEXT, value=COUNT, k=COUNT, n=COUNT)
# ... and `m` other seats (`who`) have coloured `r` of its sections each, the most of the others.
FIGURE_RACE = T.add("figure_race", figure=TEXT, value=COUNT, k=COUNT, n=COUNT, who=MESSAGE,
                    m=COUNT, r=COUNT)
CHART_FIRST = T.add("chart_first", bonus=COUNT)
CHART_EGGS = T.add("chart_eggs", per=COUNT, bonus=COUNT)
FIGURE_OPEN = T.add("figure_open", figure=TEXT, value=COUNT, k=COUNT, n=COUNT)
FIGURE_FINISHED_FIRST = T.add(
    "figure_finished_first",
    figure=TEXT, value=COUNT, k=COUNT, n=COUNT, who=MESSAGE)
FIGURE_SCORED = T.add("figure_scored", figure=TEXT, value=COUNT, p=SEAT, points=COUNT)
SHEET_AT_END = T.add("sheet_at_end", score=COUNT, figures=TEXT, symbols=COUNT)


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


def die_faces(config: CubesConfig, die: int) -> Message:
    """A die with what it may show: 'red die 1: hearts, pumpkins and moons on 3 faces each;
    leaves, stars and raindrops on one face each' (its faces in dice.yaml, the symbols shown
    most often first; rulebook: a die shows its colour and its wheel neighbours most)."""
    faces = config.faces[config.dice[die]]
    counts: dict[int, list[int]] = {}
    for symbol in range(len(config.colours)):
        shown = sum(symbol in face for face in faces)
        if shown:
            counts.setdefault(shown, []).append(symbol)
    parts = [SHOWN_ON(symbols=listing([config.colours[s].symbol_plural for s in symbols]), n=n)
             for n, symbols in sorted(counts.items(), reverse=True)]
    return DIE_FACES(die=die_name(config, die), shown=join(parts, "; "))


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
