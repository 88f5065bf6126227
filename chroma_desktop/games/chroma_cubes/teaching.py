"""Chroma Cubes' teaching (`rules.move_groups.Teaching`): teach mode's open moves grouped by
what they do, the sections to colour by the figure they work towards ("Colour a section: Branch 2
pts: 5 of 7 sections; nobody has finished it", on one line "Branch, 2 sections left"), the
figure nearest to done first; the draft; each other kind of move (activate a reserve die, trade,
a lock side, each superpower, the extra die, the end of the round) in its own words; and the
topics its lessons teach (`data/lessons/chroma_cubes.yaml`, `teaches`).
Italian in `data/i18n/it/chroma_cubes.yaml`.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes import text
from chroma_desktop.games.chroma_cubes.figures import figure_progress, progress_words
from chroma_desktop.games.chroma_cubes.state import CubesState
from chroma_desktop.rules.api import Move, PlayerId
from chroma_desktop.rules.messages import COUNT, NOTHING, TEXT, Message
from chroma_desktop.rules.move_groups import MoveGroup, Topic, by_kind

T = text.T
COLOUR_A_SECTION = T.add("teach.colour_a_section")
DRAFT_WHY = T.add("teach.draft_why", n=COUNT)
DRAFT_WHY_RESERVE = T.add("teach.draft_why_reserve", n=COUNT)
DRAFT_WHY_RESERVE_ALONE = T.add("teach.draft_why_reserve_alone", n=COUNT)
FIGURE_LEFT = T.add("teach.figure_left", figure=TEXT, n=COUNT)
ACTIVATE_DOES = T.add("teach.activate")
ACTIVATE_WHY = T.add("teach.activate_why")
TRADE_DOES = T.add("teach.trade")
TRADE_WHY = T.add("teach.trade_why")
LOCK_DOES = T.add("teach.lock")
LOCK_WHY = T.add("teach.lock_why")
REROLL_DOES = T.add("teach.reroll")
REROLL_WHY = T.add("teach.reroll_why")
WILD_DOES = T.add("teach.wild")
WILD_WHY = T.add("teach.wild_why")
FLIP_DOES = T.add("teach.flip")
FLIP_WHY = T.add("teach.flip_why")
TAKE_DOES = T.add("teach.take")
TAKE_WHY = T.add("teach.take_why")
CAIRN_DOES = T.add("teach.cairn")
END_DOES = T.add("teach.end")
END_WHY = T.add("teach.end_why")
TOPIC_FIGURES = T.add("teach.topic_figures")
TOPIC_COLOURING = T.add("teach.topic_colouring")
TOPIC_DRAFT = T.add("teach.topic_draft")
TOPIC_RESERVES = T.add("teach.topic_reserves")
TOPIC_SUPERPOWERS = T.add("teach.topic_superpowers")
TOPIC_EXTRA_DIE = T.add("teach.topic_extra_die")

FIGURES = Topic("figures", TOPIC_FIGURES())
COLOURING = Topic("colouring", TOPIC_COLOURING())
DRAFT = Topic("draft", TOPIC_DRAFT())
RESERVES = Topic("reserves", TOPIC_RESERVES())
SUPERPOWERS = Topic("superpowers", TOPIC_SUPERPOWERS())
EXTRA_DIE = Topic("extra_die", TOPIC_EXTRA_DIE())
TOPICS = (FIGURES, COLOURING, DRAFT, RESERVES, SUPERPOWERS, EXTRA_DIE)
KIND_TOPICS = {mv.DRAFT: DRAFT, mv.ACTIVATE: RESERVES, mv.TRADE: RESERVES, mv.LOCK: SUPERPOWERS,
               mv.REROLL: SUPERPOWERS, mv.WILD: SUPERPOWERS, mv.FLIP: SUPERPOWERS,
               mv.TAKE: EXTRA_DIE}
"""The topic of each kind of move other than colouring a section (a figure's)."""
KIND_WORDS: dict[str, tuple[Message, Message]] = {
    mv.ACTIVATE: (ACTIVATE_DOES(), ACTIVATE_WHY()), mv.TRADE: (TRADE_DOES(), TRADE_WHY()),
    mv.LOCK: (LOCK_DOES(), LOCK_WHY()), mv.REROLL: (REROLL_DOES(), REROLL_WHY()),
    mv.WILD: (WILD_DOES(), WILD_WHY()), mv.FLIP: (FLIP_DOES(), FLIP_WHY()),
    mv.TAKE: (TAKE_DOES(), TAKE_WHY()), mv.CAIRN: (CAIRN_DOES(), NOTHING),
    mv.END: (END_DOES(), END_WHY())}
"""What each other kind of move does and why, as a player says it (the log's sentence for one
such move is long: "you give red die 2 to Bot 2's reserve and activate purple die 2...")."""
REFUSAL_TOPICS = {
    # Rulebook: a section is coloured with dice showing exactly its symbols, each die once.
    text.CANNOT_COLOUR.key: COLOURING.key,
    text.DOES_NOT_SHOW.key: COLOURING.key,
    text.DIE_USED.key: COLOURING.key,
    text.EACH_DIE_ONCE.key: COLOURING.key,
    # Rulebook: the draft fills the active dice first, then the reserve.
    text.ACTIVE_FIRST.key: DRAFT.key,
    text.ACTIVE_FULL.key: DRAFT.key,
    text.DRAFT_ONE.key: DRAFT.key,
    # Rulebook: a reserve die becomes active by giving an unused active die away.
    text.IN_RESERVE.key: RESERVES.key,
    text.ACTIVATE_HOW.key: RESERVES.key,
    text.NO_RESERVE_DIE.key: RESERVES.key,
    # Rulebook: a lock side takes dice showing one symbol; an unlocked power works by itself.
    text.SAME_SYMBOL.key: SUPERPOWERS.key,
    text.DROP_ON_LOCK.key: SUPERPOWERS.key,
    text.WORKS_BY_ITSELF.key: SUPERPOWERS.key,
    # Rulebook: the score track's extra die is taken from the leftover dice.
    text.TAKE_EXTRA_FIRST.key: EXTRA_DIE.key,
    text.NO_EXTRA_DIE.key: EXTRA_DIE.key,
}


def move_groups(game: Any, state: CubesState, player: PlayerId,
                moves: tuple[Move, ...]) -> tuple[MoveGroup, ...]:
    """The sections to colour, by figure, the figure with the fewest sections left first (then
    the most valuable); then every other kind of move, by kind, with its topic."""
    config = state.config
    by_figure: dict[int, list[Move]] = {}
    for move in moves:
        if move.kind == mv.COLOUR:
            by_figure.setdefault(config.section_figure[move.arg.section], []).append(move)
    progress = {figure.figure: figure for figure in figure_progress(state, player)}
    order = sorted(by_figure, key=lambda f: (progress[f].left,
                                            -progress[f].worth, f))
    groups = [MoveGroup(f"colour:{f}", COLOUR_A_SECTION(),
                        progress_words(progress[f], progress[f].name, player),
                        tuple(by_figure[f]), FIGURES,
                        brief=FIGURE_LEFT(figure=progress[f].name, n=progress[f].left))
              for f in order]
    drafts = tuple(move for move in moves if move.kind == mv.DRAFT)
    if drafts:
        dice = len({move.arg.die for move in drafts})
        why = DRAFT_WHY if not state.drafting_reserve() else \
            DRAFT_WHY_RESERVE_ALONE if state.config.players == 1 else DRAFT_WHY_RESERVE
        groups.append(MoveGroup(mv.DRAFT, game.prompt(state, player), why(n=dice), drafts, DRAFT))
    rest = by_kind(game, state, tuple(move for move in moves if move.kind not in (mv.COLOUR, mv.DRAFT)))
    return (*groups, *(_said_as_a_player(group) for group in rest))


def _said_as_a_player(group: MoveGroup) -> MoveGroup:
    """A group of another kind with its own words (`KIND_WORDS`) and topic."""
    does, why = KIND_WORDS.get(group.key, (group.does, group.why))
    return group._replace(does=does, why=why, topic=KIND_TOPICS.get(group.key))
