"""Lessons: short interactive lessons that each teach one rule on a prepared position.

Lessons are data: `data/lessons/<game id>.yaml` holds the key `lessons`, a list checked by
`data/schema/lessons.schema.json` and then against the game itself (the position reads, the
learner's seat is to move, every move named is legal there). Every problem is a ContentError
naming the file, the line and the key. The format is in docs/ARCHITECTURE.md, "Lessons".

`load_lessons(game_id)` reads a game's lessons; `LessonRun(lesson)` starts one (a `Match` at its
position) and judges the learner's moves: `offers(move)` says whether the table offers a move,
`refusal(move)` gives the lesson's words for a move it refuses ("" for an accepted one), and
`done` / `explanation` say when the accepted move has been played and why it was right. A
lesson with `then: opponents` goes on after the accepted move: the other seats answer (`reply`,
the game's Normal bot on a seed of the lesson's own; chance, such as Confident Billy's draws, as
the match resolves it) until the learner is to move again or the game ends, and only then is it
done. A lesson's words are translated by id in `<data root>/i18n/<language>/lessons/<game>.ftl`
(`lesson-<id>-title`, `-goal`, `-hint`, `-explanation`, `-rule`, `-source`, `-feedback-<move>`:
`content_ftl.lesson_id`): `Lesson.shown` and the run's verdicts speak the language shown, English
where a lesson has no translation. This module knows no Qt: `ui/lesson_page.py` puts a run on the table.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from chroma_desktop import language
from chroma_desktop.content.errors import ContentError
from chroma_desktop.rules.api import CHANCE, InvalidMoveError, Move, PlayerId
from chroma_desktop.rules.match import Match

if TYPE_CHECKING:
    from chroma_desktop.bots import Bot

LESSONS_FOLDER = "lessons"
SCHEMA_FILE = "lessons.schema.json"
OPPONENTS = "opponents"
"""`then: opponents`: after the accepted move the other seats play until the learner's turn."""
REPLY_BOT = "heuristic"  # the game's Normal bot answers for the other seats
MOST_REPLIES = 200  # a safety stop: no game's round comes near this many moves


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
    then: str = ""
    """`opponents`: the other seats answer the accepted move before it is explained; "": nobody."""
    seed: int | None = None
    """The seed of chance and of the bots' answers; None: the table's (0 with `then`)."""
    teaches: tuple[str, ...] = ()
    """The topics it teaches (`rules.move_groups.Topic.key`): teach mode points a player whose
    refusal or main group of moves concerns one of them to this lesson."""

    @property
    def key(self) -> str:
        return f"{self.game_id}/{self.id}"

    def shown(self, field: str) -> str:
        """`title`, `goal`, `explanation`, `hint`, `rule` or `source` in the language shown
        (English where the lesson has no translation; a translated rule may quote a rulebook
        in that language, and its `source` then names it)."""
        english = {"title": self.title, "goal": self.goal, "explanation": self.explanation,
                   "hint": self.hint, "rule": self.rule, "source": self.source}[field]
        return self._translated(english, field)

    def translated(self, language_code: str, *parts: str) -> str | None:
        """The lesson's message `lesson-<id>-<parts>` in `language_code` (`"title"`;
        `"feedback", move`), None where it has none."""
        from chroma_desktop.content.content_ftl import lesson_id, text

        return text(language_code, self.game_id, lesson_id(self.id, *parts))

    def _translated(self, english: str, *parts: str) -> str:
        code = language.current()
        return english if code == language.SOURCE else self.translated(code, *parts) or english

    def shown_quote_note(self) -> str:
        """What a reader of the language shown is told of the quoted rule when it is in another
        language ("regolamento inglese, citato in inglese"; "" when it is in theirs)."""
        from chroma_desktop.content.rulings import quote_note

        return quote_note(self.shown("source").partition(",")[0])

    def shown_feedback(self) -> tuple[tuple[str, str], ...]:
        """`feedback` in the language shown: a move's translated words where given."""
        return tuple((move, self._translated(words, "feedback", move)) for move, words in self.feedback)


class Verdict(NamedTuple):
    """A move judged: accepted or not, and the lesson's words about it."""

    accepted: bool
    text: str


def _words(text: str) -> str:
    """Folded YAML keeps line breaks as spaces; runs of spaces become one."""
    return " ".join(str(text).split())


# -- loading ----------------------------------------------------------------------------------
def lessons_file(game_id: str, root: Path | None = None) -> Path:
    """Where `game_id`'s lessons are: under the game's data root (the shipped `data/`, or a
    plug-in's own, as its manifest says) or the data root `root`."""
    from chroma_desktop.registry import data_root

    base = Path(root) if root is not None else data_root(game_id)
    return base / LESSONS_FOLDER / f"{game_id}.yaml"


def lesson_game_ids(root: Path | None = None) -> tuple[str, ...]:
    """The registered games that have a lessons file, in the registry's order."""
    from chroma_desktop.registry import game_ids

    return tuple(game_id for game_id in game_ids() if lessons_file(game_id, root).is_file())


@cache
def shipped_lessons(game_id: str) -> tuple[Lesson, ...]:
    """The shipped lessons of `game_id` (none without a file), read once."""
    if not lessons_file(game_id).is_file():
        return ()
    return load_lessons(game_id)


def lesson_for_topic(game_id: str, topic: str) -> Lesson | None:
    """The first shipped lesson of `game_id` that teaches `topic` (None: none does)."""
    return next((lesson for lesson in shipped_lessons(game_id) if topic in lesson.teaches), None)


def load_lessons(game_id: str, root: Path | None = None) -> tuple[Lesson, ...]:
    """Read and check the lessons of `game_id`; ContentError naming file, line and key."""
    from chroma_desktop.content.schemas import schema_validator
    from chroma_desktop.content.yaml_source import load_yaml
    from chroma_desktop.registry import UnknownGameError, find_game

    path = lessons_file(game_id, root)
    if not path.is_file():
        raise ContentError(path, None, "", _said().NO_LESSONS_FILE(game=_said().quoted(game_id)))
    document = load_yaml(path)
    data = document.data
    errors = sorted(schema_validator(SCHEMA_FILE).iter_errors(data),
                    key=lambda e: (len(e.absolute_path), e.message))
    if errors:
        raise document.error(list(errors[0].absolute_path), _said().schema_reason(errors[0]))
    try:
        game = find_game(game_id)
    except UnknownGameError as error:
        raise document.error([], _said().said_by(error)) from error
    lessons: list[Lesson] = []
    seen: dict[str, int] = {}
    for index, entry in enumerate(data["lessons"]):
        where: list[str | int] = ["lessons", index]
        if entry["id"] in seen:
            words = _said()
            raise document.error([*where, "id"], words.ALREADY_USED(
                value=words.quoted(entry["id"]), other=words.written(f"lessons[{seen[entry['id']]}]")))
        seen[entry["id"]] = index
        lessons.append(_check(game, _build(game_id, entry), document, where))
    return tuple(lessons)


def _said():
    """The refusals' templates (`content_words`), loaded only when a lesson is refused."""
    import chroma_desktop.content.content_words as words

    return words


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
        then=entry.get("then", ""),
        seed=entry.get("seed"),
        teaches=tuple(entry.get("teaches", ())),
    )


def _check(game: Any, lesson: Lesson, document: Any, where: list[str | int]) -> Lesson:
    """The lesson as the game sees it: its position reads, its seat is to move, and every move
    it names is legal there for that seat."""
    from chroma_desktop.rules.position import PositionError, read_position

    try:
        position = read_position(lesson.position, game)
    except PositionError as error:
        words = _said()
        raise document.error([*where, "position"], words.NOT_A_POSITION_OF(
            game=words.written(game.name), reason=words.said_by(error))) from error
    if position.setup.is_view:
        raise document.error([*where, "position"], _said().WHOLE_POSITION())
    if lesson.seat >= position.setup.players:
        raise document.error([*where, "seat"], _said().POSITION_SEATS(seats=position.setup.players))
    state = position.state
    if lesson.seat not in game.to_move(state):
        raise document.error([*where, "seat"], _said().SEAT_NOT_TO_MOVE(
            seat=_said().written(f"P{lesson.seat + 1}")))
    legal = game.legal_moves(state, lesson.seat)
    offered = {_parse(game, state, text, legal, document, [*where, "offer", i])
               for i, text in enumerate(lesson.offered)}
    for i, text in enumerate(lesson.accepted):
        move = _parse(game, state, text, legal, document, [*where, "accept", i])
        if offered and move not in offered:
            raise document.error([*where, "accept", i],
                                 _said().ACCEPTED_NOT_OFFERED(move=_said().quoted(text)))
    for text, said in lesson.feedback:  # a move not offered may have words too: a drop
        _parse(game, state, text, legal, document, [*where, "feedback", text])
        if said == lesson.hint:
            raise document.error([*where, "feedback", text], _said().SAYS_THE_HINT())
    return lesson


def _parse(game: Any, state: Any, text: str, legal: tuple[Move, ...], document: Any,
           key: list[str | int]) -> Move:
    try:
        move = game.parse_move(state, text)
    except InvalidMoveError as error:
        words = _said()
        raise document.error(key, words.NOT_A_MOVE(move=words.quoted(text), reason=words.said_by(error))
                             ) from error
    if move not in legal:
        raise document.error(key, _said().NOT_LEGAL_IN_LESSON(move=_said().quoted(text)))
    return move


# -- running ----------------------------------------------------------------------------------
class LessonRun:
    """One lesson being played: its match, and its judgement of the learner's moves."""

    def __init__(self, lesson: Lesson, seed: int = 0) -> None:
        self.lesson = lesson
        if lesson.seed is not None or lesson.then:
            seed = lesson.seed or 0  # the answers the explanation tells of, every time
        from chroma_desktop.registry import find_game

        self.match = Match.from_position(lesson.position, seed, resolve=find_game)
        self._bot: Bot | None = None  # made when the other seats first answer
        self.game = self.match.game
        state = self.match.state
        self.start_ply = self.match.cursor
        self._accepted = {self.game.parse_move(state, text) for text in lesson.accepted}
        self._offered = {self.game.parse_move(state, text) for text in lesson.offered}
        self._feedback = {self.game.parse_move(state, text): text for text, _ in lesson.feedback}

    @property
    def moved(self) -> bool:
        """Whether the learner has played the accepted move (and not undone it)."""
        match = self.match
        return any(mover != CHANCE for mover in match.movers[self.start_ply:match.cursor])

    @property
    def done(self) -> bool:
        """Whether the learner has played the accepted move and the other seats have answered."""
        return self.moved and not self.reply_due()

    def reply_due(self) -> bool:
        """Whether another seat answers now (`then: opponents`): the learner has moved and is not
        to move again, and the game goes on."""
        match = self.match
        if self.lesson.then != OPPONENTS or not self.moved or match.is_over():
            return False
        return (self.lesson.seat not in match.to_move()
                and match.cursor - self.start_ply <= MOST_REPLIES)

    def reply(self) -> tuple[PlayerId, Move] | None:
        """The next answer of another seat, chosen by the game's Normal bot from that seat's view
        on the lesson's seed (the same answer every time); None when no answer is due."""
        import random

        if not self.reply_due():
            return None
        match = self.match
        seat = next(mover for mover in match.to_move() if mover != CHANCE)
        if self._bot is None:
            from chroma_desktop.bots import make_bot

            self._bot = make_bot(REPLY_BOT, self.game.id)
        rng = random.Random(f"lesson:{match.seed}:{match.cursor}:{seat}")
        return seat, self._bot.choose(self.game, match.view(seat), seat, rng)

    def play_replies(self) -> None:
        """Let the other seats answer, one move after another, until none is due."""
        while (answer := self.reply()) is not None:
            self.match.play(answer[1], answer[0])

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
            return Verdict(True, self.lesson.shown("explanation"))
        if move in self._feedback:  # said in the language shown when judged
            return Verdict(False, dict(self.lesson.shown_feedback())[self._feedback[move]])
        return Verdict(False, self.lesson.shown("hint"))

    def refusal(self, move: Move) -> str:
        """The lesson's words for a move it refuses; "" for a move it lets the learner play."""
        if not self._at_start():
            from chroma_desktop.content.content_words import LESSON_DONE

            return LESSON_DONE().render(translate=language.message_translator())
        verdict = self.judge(move)
        return "" if verdict.accepted else verdict.text

    def play_text(self, text: str) -> Verdict:
        """Judge the move `text` and, if the lesson accepts it, play it (the engine's way)."""
        move = self.game.parse_move(self.match.state, text)
        verdict = self.judge(move) if self._at_start() else Verdict(False, self.refusal(move))
        if verdict.accepted:
            self.match.play(move, self.lesson.seat)
            self.play_replies()
        return verdict

    @property
    def explanation(self) -> str:
        """What happened and why, once done; "" before."""
        return self.lesson.shown("explanation") if self.done else ""
