"""Lessons: short interactive lessons that each teach one rule on a prepared position.

Lessons are data: `data/lessons/<game id>.yaml` holds the key `lessons`, a list checked by
`data/schema/lessons.schema.json` and then against the game itself (the position reads, the
learner's seat is to move, every move named is legal there). Every problem is a ContentError
naming the file, the line and the key. The format is in docs/ARCHITECTURE.md, "Lessons".

`load_lessons(game_id)` reads a game's lessons; `LessonRun(lesson)` starts one (a `Match` at its
position) and judges the learner's moves: `offers(move)` says whether the table offers a move,
`refusal(move)` gives the lesson's words for a move it refuses ("" for an accepted one), and
`done` / `explanation` say when the accepted move has been played and why it was right. This
module knows no Qt: `ui/lesson_page.py` puts a run on the table.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from chroma_desktop.content.errors import ContentError
from chroma_desktop.rules.api import CHANCE, InvalidMoveError, Move
from chroma_desktop.rules.match import Match

LESSONS_FOLDER = "lessons"
SCHEMA_FILE = "lessons.schema.json"


class Lesson(NamedTuple):
    """One lesson: a position, the learner's seat, the goal, and the moves it accepts."""

    game_id: str
    id: str
    title: str
    rule: str
    """The rule it teaches, in the rulebook's words."""
    source: str
    """Where the rule stands: the rulebook file and its section."""
    position: str
    seat: int
    goal: str
    accepted: tuple[str, ...]
    """Move notation (`game.move_to_str`): any one of them passes the lesson."""
    offered: tuple[str, ...]
    """The moves the table offers (the others cannot be picked up); empty: every legal move."""
    explanation: str
    hint: str
    """What a refused move is told, unless `feedback` has words for that very move."""
    feedback: tuple[tuple[str, str], ...] = ()

    @property
    def key(self) -> str:
        return f"{self.game_id}/{self.id}"


class Verdict(NamedTuple):
    """A move judged: accepted or not, and the lesson's words about it."""

    accepted: bool
    text: str


def _words(text: str) -> str:
    """Folded YAML keeps line breaks as spaces; runs of spaces become one."""
    return " ".join(str(text).split())


# -- loading ----------------------------------------------------------------------------------
def lessons_file(game_id: str, root: Path | None = None) -> Path:
    """Where `game_id`'s lessons are: under the shipped `data/` or a data root."""
    from chroma_desktop.resources import data_dir

    base = Path(root) if root is not None else data_dir()
    return base / LESSONS_FOLDER / f"{game_id}.yaml"


def lesson_game_ids(root: Path | None = None) -> tuple[str, ...]:
    """The registered games that have a lessons file, in the registry's order."""
    from chroma_desktop.games import game_ids

    return tuple(game_id for game_id in game_ids() if lessons_file(game_id, root).is_file())


@cache
def shipped_lessons(game_id: str) -> tuple[Lesson, ...]:
    """The shipped lessons of `game_id` (none without a file), read once."""
    if not lessons_file(game_id).is_file():
        return ()
    return load_lessons(game_id)


def load_lessons(game_id: str, root: Path | None = None) -> tuple[Lesson, ...]:
    """Read and check the lessons of `game_id`; ContentError naming file, line and key."""
    from chroma_desktop.content.schemas import schema_validator
    from chroma_desktop.content.yaml_source import load_yaml
    from chroma_desktop.games import find_game

    path = lessons_file(game_id, root)
    if not path.is_file():
        raise ContentError(path, None, "", f"no lessons file for {game_id!r}")
    document = load_yaml(path)
    data = document.data
    errors = sorted(schema_validator(SCHEMA_FILE).iter_errors(data),
                    key=lambda e: (len(e.absolute_path), e.message))
    if errors:
        raise document.error(list(errors[0].absolute_path), _plain(errors[0]))
    try:
        game = find_game(game_id)
    except KeyError as error:
        raise document.error([], f"{error.args[0]}") from error
    lessons: list[Lesson] = []
    seen: dict[str, int] = {}
    for index, entry in enumerate(data["lessons"]):
        where: list[str | int] = ["lessons", index]
        if entry["id"] in seen:
            raise document.error([*where, "id"], f"{entry['id']!r} is already used by "
                                                 f"lessons[{seen[entry['id']]}]")
        seen[entry["id"]] = index
        lessons.append(_check(game, _build(game_id, entry), document, where))
    return tuple(lessons)


def _plain(error: Any) -> str:
    if error.validator == "required":
        return error.message.replace("is a required property", "is required here")
    if error.validator == "additionalProperties":
        return error.message.replace("Additional properties are not allowed",
                                     "unknown key not allowed")
    return error.message


def _build(game_id: str, entry: dict[str, Any]) -> Lesson:
    rule = entry["rule"]
    return Lesson(
        game_id=game_id,
        id=entry["id"],
        title=_words(entry["title"]),
        rule=_words(rule["words"]),
        source=f"{rule['file']}, {_words(rule['section'])}",
        position=entry["position"],
        seat=int(entry["seat"][1:]) - 1,
        goal=_words(entry["goal"]),
        accepted=tuple(_words(text) for text in entry["accept"]),
        offered=tuple(_words(text) for text in entry.get("offer", ())),
        explanation=_words(entry["explanation"]),
        hint=_words(entry["hint"]),
        feedback=tuple((_words(move), _words(text))
                       for move, text in entry.get("feedback", {}).items()),
    )


def _check(game: Any, lesson: Lesson, document: Any, where: list[str | int]) -> Lesson:
    """The lesson as the game sees it: its position reads, its seat is to move, and every move
    it names is legal there for that seat."""
    from chroma_desktop.rules.position import PositionError, read_position

    try:
        position = read_position(lesson.position, game)
    except PositionError as error:
        raise document.error([*where, "position"], f"is not a position of {game.name}: "
                                                   f"{error}") from error
    if position.setup.is_view:
        raise document.error([*where, "position"], "must be a whole position, not a view")
    if lesson.seat >= position.setup.players:
        raise document.error([*where, "seat"], f"the position has {position.setup.players} "
                                               "seats")
    state = position.state
    if lesson.seat not in game.to_move(state):
        raise document.error([*where, "seat"], f"P{lesson.seat + 1} is not to move in the "
                                               "position")
    legal = game.legal_moves(state, lesson.seat)
    offered = {_parse(game, state, text, legal, document, [*where, "offer", i])
               for i, text in enumerate(lesson.offered)}
    for i, text in enumerate(lesson.accepted):
        move = _parse(game, state, text, legal, document, [*where, "accept", i])
        if offered and move not in offered:
            raise document.error([*where, "accept", i], f"{text!r} is accepted but not offered")
    for text, said in lesson.feedback:  # a move not offered may have words too: a drop
        _parse(game, state, text, legal, document, [*where, "feedback", text])
        if said == lesson.hint:
            raise document.error([*where, "feedback", text], "says what the hint says")
    return lesson


def _parse(game: Any, state: Any, text: str, legal: tuple[Move, ...], document: Any,
           key: list[str | int]) -> Move:
    try:
        move = game.parse_move(state, text)
    except InvalidMoveError as error:
        raise document.error(key, f"{text!r} is not a move: {error}") from error
    if move not in legal:
        raise document.error(key, f"{text!r} is not a legal move in the lesson's position")
    return move


# -- running ----------------------------------------------------------------------------------
class LessonRun:
    """One lesson being played: its match, and its judgement of the learner's moves."""

    def __init__(self, lesson: Lesson, seed: int = 0) -> None:
        self.lesson = lesson
        self.match = Match.from_position(lesson.position, seed)
        self.game = self.match.game
        state = self.match.state
        self.start_ply = self.match.cursor
        self._accepted = {self.game.parse_move(state, text) for text in lesson.accepted}
        self._offered = {self.game.parse_move(state, text) for text in lesson.offered}
        self._feedback = {self.game.parse_move(state, text): words
                          for text, words in lesson.feedback}

    @property
    def done(self) -> bool:
        """Whether the learner has played the accepted move (and not undone it)."""
        match = self.match
        return any(mover != CHANCE for mover in match.movers[self.start_ply:match.cursor])

    def _at_start(self) -> bool:
        return self.match.cursor == self.start_ply

    def offers(self, move: Move) -> bool:
        """Whether the table offers `move` now: the lesson's moves, until it is done."""
        if not self._at_start():
            return False
        return not self._offered or move in self._offered

    def judge(self, move: Move) -> Verdict:
        """Whether `move` passes the lesson, and what the lesson says about it."""
        if move in self._accepted:
            return Verdict(True, self.lesson.explanation)
        return Verdict(False, self._feedback.get(move, self.lesson.hint))

    def refusal(self, move: Move) -> str:
        """The lesson's words for a move it refuses; "" for a move it lets the learner play."""
        if not self._at_start():
            return "This lesson is done: try it again, or go on to the next one."
        verdict = self.judge(move)
        return "" if verdict.accepted else verdict.text

    def play_text(self, text: str) -> Verdict:
        """Judge the move `text` and, if the lesson accepts it, play it (the engine's way)."""
        move = self.game.parse_move(self.match.state, text)
        verdict = self.judge(move) if self._at_start() else Verdict(False, self.refusal(move))
        if verdict.accepted:
            self.match.play(move, self.lesson.seat)
        return verdict

    @property
    def explanation(self) -> str:
        """What happened and why, once done; "" before."""
        return self.lesson.explanation if self.done else ""
