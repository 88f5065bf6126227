"""The `chroma` command: simulate, bench, validate, replay, position, hint, screenshot.

Every bad argument gets the usage and exit code 2; problems with files get a one-line message
and exit code 1 (`chroma hint`: its FILE is its input, so a file it cannot use is a usage error,
exit code 2). No traceback reaches the terminal.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from chroma_desktop import __version__


class UsageError(Exception):
    """A bad command-line argument found after parsing (unknown game, bad option, ...)."""


def _parse_options(pairs: Sequence[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise UsageError(f"--option takes NAME=VALUE, not {pair!r}")
        options[name] = value
    return options


def _extra_options(extra: Sequence[str]) -> list[str]:
    """Game options written as their own flags (`--sheet cardinal`) as NAME=VALUE pairs."""
    pairs, index = [], 0
    while index < len(extra):
        word = extra[index]
        if not word.startswith("--") or len(word) < 3:
            raise UsageError(f"unrecognized argument {word!r}")
        name, sep, value = word[2:].partition("=")
        if not sep:
            if index + 1 >= len(extra) or extra[index + 1].startswith("--"):
                raise UsageError(f"{word} needs a value")
            index += 1
            value = extra[index]
        pairs.append(f"{name.replace('-', '_')}={value}")
        index += 1
    return pairs


def _game_and_options(game_id: str, players: int, option_pairs: Sequence[str]):
    from chroma_desktop.registry import UnknownGameError, find_game
    from chroma_desktop.rules.api import OptionError, resolve_options

    try:
        game = find_game(game_id)
    except UnknownGameError as error:
        raise UsageError(str(error)) from error
    if not game.min_players <= players <= game.max_players:
        raise UsageError(f"{game.name} is for {game.min_players} to {game.max_players} players, "
                         f"not {players}")
    try:
        options = resolve_options(game.option_specs, _parse_options(option_pairs))
        # Some options depend on the player count (a solo mode): a set-up checks them.
        game.new_initial_state(players, options)
    except OptionError as error:
        raise UsageError(str(error)) from error
    return game, options


def cmd_simulate(args: argparse.Namespace) -> int:
    from chroma_desktop.bots import UnknownBotError, make_bot
    from chroma_desktop.bots.driver import play_batch

    game, options = _game_and_options(args.game, args.players, args.option)
    names = args.bots.split(",") if args.bots else ["random"] * args.players
    if len(names) != args.players:
        raise UsageError(f"--bots names {len(names)} bots for {args.players} players")
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    try:
        bots = [make_bot(name.strip(), game.id) for name in names]
    except UnknownBotError as error:
        raise UsageError(str(error)) from error
    _tune_hard_bots(bots, args.think, args.playouts)
    from chroma_desktop.bots.clock import is_realtime

    batch = play_batch
    if is_realtime(game):
        # Real-time games interleave everyone's actions on a seeded clock.
        from chroma_desktop.bots.realtime import play_realtime_batch

        batch = play_realtime_batch
    try:
        result = batch(game, bots, args.games, args.seed, options)
    except RuntimeError as error:  # a game that does not end (the drivers name game and seed)
        print(f"chroma simulate: {error}", file=sys.stderr)
        return 1
    print(f"{game.name}: {result.games} games, {args.players} players, seed {args.seed}, "
          + ", ".join(f"{k}={v}" for k, v in options.items()))
    print(f"{'seat':<6}{'bot':<12}{'wins':>8}{'win %':>8}{'mean score':>12}")
    for seat, name in enumerate(names):
        wins = result.wins[seat]
        print(f"{seat + 1:<6}{name:<12}{wins:>8.1f}{100 * wins / result.games:>7.1f}%"
              f"{result.mean_score(seat):>12.2f}")
    return 0


def _tune_hard_bots(bots: list, think: float | None, playouts: int | None) -> None:
    """Hard bots (the search) think `think` seconds a decision, or play exactly `playouts`
    playouts (the same games for a seed)."""
    if think is not None and think <= 0:
        raise UsageError(f"--think must be a positive number of seconds, not {think:g}")
    if playouts is not None and playouts < 1:
        raise UsageError(f"--playouts must be at least 1, not {playouts}")
    from chroma_desktop.bots.search import SearchBot

    for bot in bots:
        if isinstance(bot, SearchBot):
            if think is not None:
                bot.budget = think
            bot.playouts = playouts


def cmd_bench(args: argparse.Namespace) -> int:
    from chroma_desktop.bench_engine import run_engine_bench

    game, options = _game_and_options(args.game, args.players, args.option)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    figures = run_engine_bench(game, args.players, options, args.games, args.seed)
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    from chroma_desktop.registry import validate_root
    from chroma_desktop.resources import data_dir

    root = Path(args.path) if args.path else data_dir()
    if not root.exists():
        print(f"chroma validate: {root} does not exist", file=sys.stderr)
        return 1
    problems = validate_root(root)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"{root}: all content is valid")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from chroma_desktop.persistence import SaveFileError, load_match

    try:
        match = load_match(Path(args.file))
    except SaveFileError as error:
        print(f"chroma replay: {error}", file=sys.stderr)
        return 1
    game = match.game
    print(f"{game.name}, {match.players} players, seed {match.seed}, "
          + ", ".join(f"{k}={v}" for k, v in match.options.items()))
    from_position = match.start_position is not None
    if match.start_position is not None:  # issue 32: a set position is said, never taken for a deal
        print("This game starts from a set position, not a dealt one:")
        for position_line in match.start_position.splitlines():
            print(f"    {position_line}")
    rows = []
    for ply in range(match.cursor):
        state, move = match.states[ply], match.moves[ply]
        who = "chance" if match.movers[ply] < 0 else f"P{match.movers[ply] + 1}"
        rows.append((str(ply + 1), who, game.move_to_str(state, move),
                     str(game.describe(state, move))))
    # Columns as wide as their longest entry: a long move never pushes its words out of line.
    widths = [max((len(row[column]) for row in rows), default=0) for column in range(3)]
    for number, who, move_text, words in rows:
        print(f"{number:>{max(4, widths[0])}}  {who:<{widths[1]}}  {move_text:<{widths[2]}}  "
              f"{words}".rstrip())
    outcome = match.outcome()
    if outcome is None:
        print("(the game is not finished)")
        return 0
    print()
    if from_position:
        print("Result of a game from a set position (not a dealt game):")
    for seat, (points, lines) in enumerate(zip(outcome.scores, outcome.breakdown, strict=False)):
        print(f"Player {seat + 1}: {points:g}")
        for line in lines:
            shown = f"{line.points:>+5g}" if line.counts else f"({line.points:g})".rjust(5)
            print(f"    {shown}  {line.label}" + ("" if line.counts else "  (not added)"))
    winners = ", ".join(f"Player {p + 1}" for p in outcome.winners)
    print(f"Winner: {winners}" + (f" ({outcome.tie_break})" if outcome.tie_break else ""))
    return 0


def cmd_position(args: argparse.Namespace) -> int:
    """The position of a saved game after its first N moves, numbered as `chroma replay` numbers
    them (0: the start; default: where the game was saved)."""
    from chroma_desktop.persistence import SaveFileError, load_match
    from chroma_desktop.rules.position import PositionError, position_to_text

    if args.move is not None and args.move < 0:
        raise UsageError(f"--move counts moves from 0, not {args.move}")
    try:
        match = load_match(Path(args.file))
    except SaveFileError as error:
        print(f"chroma position: {error}", file=sys.stderr)
        return 1
    ply = match.cursor if args.move is None else args.move
    if ply > len(match.moves):
        raise UsageError(f"--move {ply} is past the end: the game has {len(match.moves)} moves")
    try:
        text = position_to_text(match.game, match.states[ply])
    except PositionError as error:
        print(f"chroma position: {error}", file=sys.stderr)
        return 1
    sys.stdout.write(text)
    return 0


POSITION_SUFFIXES = (".position", ".pos")


def _match_to_hint(path: Path):
    """The match in a save, or a game at a position file's position (seed 0: the same odds each
    time); UsageError says why the file cannot be used."""
    from chroma_desktop.persistence import SaveFileError, load_match
    from chroma_desktop.persistence.files import MAX_SAVE_BYTES
    from chroma_desktop.persistence.reading import UnreadableFileError, read_capped
    from chroma_desktop.registry import find_game
    from chroma_desktop.rules.match import Match
    from chroma_desktop.rules.position import PositionError
    from chroma_desktop.rules.position_header import looks_like_position

    try:
        raw = read_capped(path, MAX_SAVE_BYTES)
    except UnreadableFileError as error:
        raise UsageError(f"{path}: {error}") from error
    text = raw.decode("utf-8", "replace")
    if path.suffix.lower() in POSITION_SUFFIXES or looks_like_position(text[:4096]):
        try:
            return Match.from_position(text, 0, resolve=find_game)
        except PositionError as error:
            raise UsageError(f"{path}: not a position to play from: {error}") from error
    try:
        return load_match(path)
    except SaveFileError as error:
        raise UsageError(f"{path}: neither a saved game nor a position: {error}") from error


def cmd_hint(args: argparse.Namespace) -> int:
    """What the table's hint panel shows for the player to move: the ranked moves with their win
    chances and the first one's reason, from the same ranking (`bots/hint_ranking.py`)."""
    from chroma_desktop.bots.hint_ranking import HintRanker, hint_rng
    from chroma_desktop.bots.search import DEFAULT_BUDGET
    from chroma_desktop.rules.api import CHANCE

    if args.think is not None and not args.think > 0:
        raise UsageError(f"--think takes a positive number of seconds, not {args.think}")
    if args.playouts is not None and args.playouts < 1:
        raise UsageError(f"--playouts takes at least 1, not {args.playouts}")
    match = _match_to_hint(Path(args.file))
    movers = [seat for seat in match.to_move() if seat != CHANCE]
    if match.is_over() or not movers:
        raise UsageError(f"{args.file}: the game is over: there is no move to hint")
    player = movers[0] if args.seat is None else args.seat - 1
    if player not in movers:
        raise UsageError(f"--seat {args.seat} is not to move (to move: "
                         + ", ".join(f"P{seat + 1}" for seat in movers) + ")")
    game = match.game
    ranker = HintRanker(budget=args.think or DEFAULT_BUDGET, playouts=args.playouts)
    ranking = ranker.rank(game, match.view(player), player, hint_rng(match, player))
    print(f"{game.name}, {match.players} players: P{player + 1} to move, after {match.cursor} "
          f"moves")
    for number, entry in enumerate(ranking.moves, 1):
        chance = ("the only move" if entry.likely is None else "as good as 1"
                  if entry.level_with_first else entry.likely.english())
        playouts = "" if entry.percent is None else f"  ({entry.playouts} playouts)"
        print(f"{number}. {chance}  {entry.words}{playouts}")
    print(f"Why the first: {ranking.reason}")
    return 0


def cmd_screenshot(args: argparse.Namespace) -> int:
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError as error:
        raise UsageError(f"--size takes WIDTHxHEIGHT, not {args.size!r}") from error
    if not (200 <= width <= 8000 and 200 <= height <= 8000):
        raise UsageError("--size must be between 200x200 and 8000x8000")
    game, options = _game_and_options(args.game, args.players, args.option)
    from chroma_desktop.ui.screenshot import render_screenshot

    render_screenshot(game, args.players, options, args.seed, args.moves, (width, height),
                      Path(args.out), teach=args.teach, greyscale=args.greyscale,
                      language=args.language, focus=args.focus)
    print(f"wrote {args.out}")
    return 0


def _takes_options(command: argparse.ArgumentParser) -> None:
    """`command` takes game options: `--option NAME=VALUE`, and `--NAME VALUE` flags after the rest
    (a command's own default overrides the top parser's `takes_options=False`)."""
    command.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    command.set_defaults(takes_options=True)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="chroma", description="Chroma Desktop tools.")
    parser.add_argument("--version", action="version", version=f"chroma {__version__}")
    parser.set_defaults(takes_options=False)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    sim = commands.add_parser("simulate", help="play bot games and print a results table")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, default=4)
    from chroma_desktop.bots.factory import levels_help

    sim.add_argument("--bots", help=f"comma-separated bot per seat: {levels_help()}; a game may "
                                    "offer fewer or others (its manifest's levels)")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--think", type=float, metavar="SECONDS",
                     help="hard bots' think time a decision (default 1)")
    sim.add_argument("--playouts", type=int, metavar="N",
                     help="hard bots play exactly N playouts a decision (reproducible)")
    _takes_options(sim)
    sim.set_defaults(run=cmd_simulate)

    bench = commands.add_parser("bench", help="benchmarks")
    bench_kinds = bench.add_subparsers(dest="kind", required=True, metavar="KIND")
    engine = bench_kinds.add_parser("engine", help="random playouts per second")
    engine.add_argument("--game", required=True)
    engine.add_argument("--players", type=int, default=4)
    engine.add_argument("--games", type=int, default=1000)
    engine.add_argument("--seed", type=int, default=1)
    _takes_options(engine)
    engine.add_argument("--json", action="store_true")
    engine.set_defaults(run=cmd_bench)

    validate = commands.add_parser("validate", help="check content files")
    validate.add_argument("path", nargs="?", help="a data folder or one game's folder")
    validate.set_defaults(run=cmd_validate)

    replay = commands.add_parser("replay", help="print a saved game move by move")
    replay.add_argument("file")
    replay.set_defaults(run=cmd_replay)

    position = commands.add_parser("position", help="print a saved game's position as text")
    position.add_argument("file", metavar="SAVE")
    position.add_argument("--move", type=int, metavar="N",
                          help="after the first N moves, as replay numbers them (default: where "
                               "the game was saved)")
    position.set_defaults(run=cmd_position)

    hint = commands.add_parser("hint", help="print the hint for the player to move in a save or "
                                            "a position file: the ranked moves, their win "
                                            "chances and the first one's reason")
    hint.add_argument("file", metavar="FILE")
    hint.add_argument("--seat", type=int, metavar="N",
                      help="the seat to hint for when several may move (default: the first)")
    hint.add_argument("--think", type=float, metavar="SECONDS",
                      help="the search's think time (default 1; it plays on until every move "
                           "has a few playouts)")
    hint.add_argument("--playouts", type=int, metavar="N",
                      help="exactly N playouts (reproducible, as the table's with a fixed count)")
    hint.set_defaults(run=cmd_hint)

    shot = commands.add_parser("screenshot", help="render a table to PNG offscreen")
    shot.add_argument("--game", required=True)
    shot.add_argument("--players", type=int, default=4)
    shot.add_argument("--seed", type=int, default=0)
    shot.add_argument("--moves", type=int, default=0, help="bot moves to play first")
    shot.add_argument("--size", default="1280x800")
    shot.add_argument("--out", required=True)
    shot.add_argument("--teach", action="store_true", help="teach mode on")
    shot.add_argument("--greyscale", action="store_true", help="render in greyscale")
    shot.add_argument("--focus", type=int, default=0, metavar="N",
                      help="press Tab N times first: the focused move and what it is worth")
    from chroma_desktop.language import SUPPORTED

    shot.add_argument("--language", choices=SUPPORTED, default="en",
                      help="the language of the table's words (default: en)")
    _takes_options(shot)
    shot.set_defaults(run=cmd_screenshot)
    return parser


def _tolerant_output() -> None:
    """Text the terminal's encoding cannot show (a Coloretto glyph under a legacy 8-bit locale)
    is printed as '?' instead of failing the command."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):  # not a test's capture or a caller's StringIO
            stream.reconfigure(errors="replace")


def _command_parser(parser: argparse.ArgumentParser, command: str) -> argparse.ArgumentParser:
    """The parser of `command` (whose usage line a refusal of it prints), else `parser`."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) and command in action.choices:
            return action.choices[command]
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    from chroma_desktop.content import ContentError

    _tolerant_output()
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    try:
        if extra:
            if not args.takes_options:
                raise UsageError(f"unrecognized arguments: {' '.join(extra)}")
            args.option = [*args.option, *_extra_options(extra)]
        return args.run(args)
    except UsageError as error:
        subparser = _command_parser(parser, args.command)
        subparser.print_usage(sys.stderr)
        print(f"{subparser.prog}: error: {error}", file=sys.stderr)
        return 2
    except ContentError as error:  # a data root (CHROMA_DESKTOP_ROOT) the games cannot use
        print(f"chroma: the game content cannot be used: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
