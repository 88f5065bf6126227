"""A whole seeded game on the real window, every human decision made by the mouse or the keyboard.

`play_through` starts the game as the New game dialog does, then for every decision of a human
seat picks a legal move with a seeded generator (half the time the heuristic bot's choice, else
leaning towards the kinds of move this game has not played yet, so that over the games every kind
is played; a run depends on its own seed only, so a turn-based game run alone replays as it did
in the whole suite), makes it with a `MouseHand` or a `KeyboardHand`, and checks that the match
received exactly that move for that seat. Bots move through the real bot thread meanwhile. A
move the hand cannot make fails the test with the game, the ply and the move's text.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import NamedTuple

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from chroma_desktop.bots import Bot, make_bot
from chroma_desktop.rules.api import Move
from chroma_desktop.ui.game_config import NewGameConfig
from chroma_desktop.ui.main_window import MainWindow
from chroma_desktop.ui.scene.source_watch import FRESH_SECONDS
from chroma_desktop.ui.seat import Seat
from tests.ui.playthrough.gestures import KeyboardHand, MouseHand

# The Animation pace menu's choices (View → Animation pace), in ms.
PACES = {"off": 0, "fast": 120, "normal": 260, "slow": 520}
TURN_TIMEOUT_MS = 15_000
HANDS = ("mouse", "keyboard")
SHORT_RUN = 5  # human decisions played at the paces where the whole game is not

# What the session's play-throughs did, for its summary: kinds of move played and offered per
# game, and how the moves were made (click, drag, chooser, Tab...) per hand.
PLAYED: dict[str, Counter[str]] = {}
OFFERED: dict[str, set[str]] = {}
WAYS: dict[str, Counter[str]] = {}


class Mode(NamedTuple):
    """One way a game is played: its seats, options and seed."""

    name: str
    game_id: str
    seats: tuple[Seat, ...]
    options: tuple[tuple[str, str], ...] = ()
    seed: int = 1
    # Kinds held back for the first N decisions (stopping at once would leave the game to bots).
    hold_back: tuple[tuple[str, int], ...] = ()
    bot_delay_ms: int = 0
    # How often the human follows the heuristic bot's choice (a player who means to win): the
    # rest is the seeded choice by kind. Random play alone may go on for a thousand moves.
    guided: float = 0.5
    realtime_pause_ms: int = 0  # real time: how long the human leaves the bots between moves


class Report(NamedTuple):
    """What a play-through did: decisions made, kinds of move, how they were made, and whether
    the game reached its end."""

    decisions: int
    kinds: Counter[str]
    ways: dict[str, int]
    over: bool


def you_and_bots(players: int, bot: str = "heuristic") -> tuple[Seat, ...]:
    return (Seat("You"), *(Seat(f"Bot {i}", bot) for i in range(1, players)))


def hot_seat(humans: int, bots: int = 0) -> tuple[Seat, ...]:
    return (*(Seat(f"Player {i + 1}") for i in range(humans)),
            *(Seat(f"Bot {i + 1}", "heuristic") for i in range(bots)))


def choose(legal: tuple[Move, ...], played: Counter[str], rng: random.Random, decisions: int,
           hold_back: dict[str, int], guide: Move | None = None) -> Move:
    """The `guide`'s move when given, else a kind of move, the less played the likelier, then
    one move of that kind."""
    if guide is not None and guide in legal:
        return legal[legal.index(guide)]
    kinds = sorted({move.kind for move in legal if decisions >= hold_back.get(move.kind, 0)})
    kinds = kinds or sorted({move.kind for move in legal})
    kind = rng.choices(kinds, [1 / (1 + played[k]) for k in kinds])[0]
    return rng.choice([move for move in legal if move.kind == kind])


def matrix(modes: list[Mode]) -> list:
    """Every mode by mouse and by keyboard at every pace: the whole game at one pace (a
    different one for each mode and hand, so every pace sees whole games), the first
    `SHORT_RUN` decisions at the others (CI time)."""
    paces = list(PACES)
    runs = []
    for index, mode in enumerate(modes):
        for offset, hand in enumerate(HANDS):
            whole = paces[(index + 2 * offset) % len(paces)]
            for pace in paces:
                length = None if pace == whole else SHORT_RUN
                part = "whole" if length is None else "start"
                label = f"{mode.name.replace(' ', '-')}-{hand}-{pace}-{part}"
                runs.append(pytest.param(mode, hand, pace, length, id=label))
    return runs


def play_through(qtbot, window: MainWindow, mode: Mode, hand_kind: str, pace: str,
                 max_decisions: int | None = None) -> Report:
    """Play `mode` on `window` by `hand_kind` at `pace`: the whole game, or its first
    `max_decisions` human decisions."""
    window.set_pace(PACES[pace], remember=False)
    window.bot_delay_ms = mode.bot_delay_ms
    config = NewGameConfig(mode.game_id, len(mode.seats), list(mode.seats), dict(mode.options),
                           False, mode.seed)
    controller = window.start_game(config)
    qtbot.waitUntil(lambda: window.view.painted, timeout=5000)  # the table is up
    match, game = controller.match, controller.game
    rng = random.Random(f"{mode.name}:{hand_kind}:{pace}")
    hand = (MouseHand(window, rng, qtbot.waitUntil) if hand_kind == "mouse"
            else KeyboardHand(window, rng))
    kinds: Counter[str] = Counter()  # played in this run: the choice leans towards the rest
    hold_back = dict(mode.hold_back)
    decisions = 0
    guides: dict[int, Bot] = {}  # the heuristic bot that guides each human seat's choice

    def where(move: Move | None = None) -> str:
        text = f" {game.move_to_str(match.state, move)!r}" if move is not None else ""
        return f"{mode.name} ({hand_kind}, {pace} pace), ply {match.cursor}:{text}"

    def settled() -> bool:
        return (match.is_over() or window.stack.currentWidget() is not window.table_page
                or controller.human_to_move() is not None or bool(controller.bot_error))

    def wait_for_a_decision() -> None:
        """Until a human decides (or the game ends); bots may take their time, but the game
        stalls when nothing moves for TURN_TIMEOUT_MS."""
        while not settled():
            plies = len(match.moves)
            try:
                qtbot.waitUntil(lambda plies=plies: settled() or len(match.moves) != plies,
                                timeout=TURN_TIMEOUT_MS)
            except Exception:  # noqa: BLE001 (pytest-qt's TimeoutError): say where it stalled
                pytest.fail(f"{where()} the game stalled: nobody moved for {TURN_TIMEOUT_MS} ms")

    while not match.is_over() and (max_decisions is None or decisions < max_decisions):
        wait_for_a_decision()
        if controller.bot_error:
            pytest.fail(f"{where()} {controller.bot_error}")
        if match.is_over():
            break
        if window.stack.currentWidget() is window.hand_over_page:
            hand_over(window, hand_kind, where)
            continue
        seat = controller.human_to_move()
        legal = controller.legal
        OFFERED.setdefault(mode.game_id, set()).update(m.kind for m in legal)
        assert legal == match.legal_moves(seat), f"{where()} the table offers other moves"
        guide = None
        if rng.random() < mode.guided:
            bot = guides.setdefault(seat, make_bot("heuristic", game.id))
            guide = bot.choose(game, match.view(seat), seat, random.Random(rng.random()))
        move = choose(legal, kinds, rng, decisions, hold_back, guide)
        before, meant = match.cursor, where(move)

        def describe(m: Move, state=match.state) -> str:
            return controller.words(game.describe(state, m))

        refused = hand.make(move, legal, describe)
        made = [m for p, m in zip(match.movers[before:match.cursor],
                                  match.moves[before:match.cursor], strict=True) if p == seat]
        overtaken = match.cursor > before and not made and move not in match.legal_moves(seat)
        if overtaken:
            continue  # real time: another player moved first, and this move is gone
        if not made and window.side.message.text().endswith(" just changed: look again."):
            qtbot.wait(round(FRESH_SECONDS * 1000))  # a pile's top changed as it was clicked:
            continue  # the player looks again (issue 31)
        if refused:
            pytest.fail(f"{meant} cannot be made by the {hand_kind}: {refused}")
        if made[:1] != [move]:
            said = window.side.message.text()
            got = (f"{game.move_to_str(match.states[before], made[0])!r} was played" if made
                   else f"nothing was played (the table says {said!r})")
            pytest.fail(f"{meant} was meant, but {got}")
        decisions += 1
        kinds[move.kind] += 1
        if mode.realtime_pause_ms:
            qtbot.wait(mode.realtime_pause_ms)
    PLAYED.setdefault(mode.game_id, Counter()).update(kinds)
    WAYS.setdefault(hand_kind, Counter()).update(hand.ways)
    return Report(decisions, kinds, dict(hand.ways), match.is_over())


def hand_over(window: MainWindow, hand_kind: str, where) -> None:
    """Hot-seat: the next player confirms they are at the desk, by the mouse or a key."""
    button = window.hand_over_page.button
    if hand_kind == "mouse":
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    else:
        if window.focusWidget() is not button:
            pytest.fail(f"{where()} the hand-over button does not have the keyboard focus")
        QTest.keyClick(button, Qt.Key.Key_Space)
    if window.stack.currentWidget() is not window.table_page:
        pytest.fail(f"{where()} the hand-over page stays after its button")
    if hand_kind == "keyboard" and window.focusWidget() is not window.view:
        pytest.fail(f"{where()} after the hand-over the keys do not go to the table")
