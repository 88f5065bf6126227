"""Chroma Mix's lessons say what is true: each cites the rulebook, and every figure, count and
outcome its goal, feedback and explanation give is the game's own, read from the position after
the move (tests/lessons/test_lessons_engine.py plays every lesson through; this checks what they
say)."""

from __future__ import annotations

from collections import Counter

import pytest

from chroma_desktop.lessons import OPPONENTS, LessonRun, shipped_lessons
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.position import position_to_text

RULEBOOK = "chroma-mix.txt"  # in /work/shared/rules: the words are quoted from it
# What issue 15 asks Chroma Mix's lessons to teach, each by the lessons that do.
TOPICS = {
    "print": ("print_a_card",),
    "exact mixes": ("exact_mix",),
    "refill": ("refill_keep_jungle",),
    "swap": ("swap_empty_hand",),
    "each win condition": ("point_victory", "ruby_victory", "sapphire_victory", "petrol_victory",
                           "mustard_victory", "burgundy_victory"),
    "Coral": ("coral_mix_from_play",),
    "Lemon": ("lemon_second_mix",),
    "Raspberry": ("raspberry_big_mix",),
    "Orange": ("orange_straight_into_play",),
    "playing against Billy": ("choose_billys_mix", "beat_billy_on_ties"),
}


def _lesson(lesson_id: str):
    return next(one for one in shipped_lessons("chroma_mix") if one.id == lesson_id)


def _after(lesson_id: str, *moves: str) -> tuple[LessonRun, dict[str, str]]:
    """The lesson's match after `moves` (the learner's first; the others answer as the lesson
    has them), and its position as `key: value` lines."""
    lesson = _lesson(lesson_id)
    run = LessonRun(lesson)
    match = run.match
    for text in moves:
        match.play_text(text, lesson.seat)
        if lesson.then == OPPONENTS:
            run.play_replies()
    return run, _lines(run)


def _lines(run: LessonRun) -> dict[str, str]:
    text = position_to_text(run.game, run.match.state)
    return dict(line.split(": ", 1) for line in text.splitlines()[1:] if ": " in line)


def _bag(lines: dict[str, str], key: str) -> Counter[str]:
    bag: Counter[str] = Counter()
    value = lines.get(key, "none")
    if value not in ("none", "empty"):
        for part in value.split(", "):
            count, card = part.split(" ")
            bag[card] += int(count)
    return bag


def _cards(run: LessonRun) -> dict:
    return {card.id: card for card in run.game.content.cards}


def _vp_in_play(run: LessonRun, lines: dict[str, str], seat: str = "P1") -> int:
    cards = _cards(run)
    return sum(cards[card].vp * count for card, count in _bag(lines, f"{seat} play").items())


def _met(lines: dict[str, str], seat: str = "P1") -> set[str]:
    value = lines.get(f"{seat} met", "none")
    return set() if value == "none" else set(value.split(", "))


# -- what the lessons cover, and the rule they quote --------------------------------------------
def test_chroma_mix_has_a_lesson_for_each_rule_the_issue_names():
    ids = [lesson.id for lesson in shipped_lessons("chroma_mix")]
    assert len(ids) >= 8 and len(ids) == len(set(ids))
    for topic, lessons in TOPICS.items():
        assert set(lessons) <= set(ids), topic


@pytest.mark.parametrize("lesson", shipped_lessons("chroma_mix"), ids=lambda lesson: lesson.id)
def test_each_lesson_cites_the_chroma_mix_rulebook(lesson):
    file, section = lesson.source.split(", ", 1)
    assert file == RULEBOOK and section and lesson.rule
    # The explanation says where the rule stands, as the rule's own citation does.
    assert "rulebook, " in lesson.explanation


# -- the basic actions -----------------------------------------------------------------------
@pytest.mark.parametrize("accepted", _lesson("print_a_card").accepted)
def test_a_printed_soft_cyan_or_pale_magenta_gives_a_card_back(accepted):
    run, lines = _after("print_a_card", accepted)
    card = accepted.split()[1]
    assert _bag(lines, "P1 play") == Counter({card: 1})
    gains = {run.game.move_to_str(run.match.state, move)
             for move in run.match.legal_moves(0)}
    assert gains and all(text.startswith("choose ") for text in gains)


def test_a_printed_light_yellow_could_refill_only_itself():
    run, lines = _after("print_a_card", "print light_yellow")
    assert _bag(lines, "P1 play") == Counter({"light_yellow": 1})
    moves = {run.game.move_to_str(run.match.state, move) for move in run.match.legal_moves(0)}
    assert moves == {"refill light_yellow", "refill"}


def test_the_exact_mix_adds_up_and_the_overpaying_one_is_refused_by_the_rules():
    run, _ = _after("exact_mix")
    cards = _cards(run)

    def pigments(*ids: str) -> tuple[int, ...]:
        return tuple(sum(cards[card].pigments[0][i] for card in ids) for i in range(3))

    assert pigments("cerulean", "fuchsia") == pigments("sapphire_blue") == (2, 2, 0)
    assert pigments("violet", "cerulean") == (3, 2, 0)  # "3 cyan and 2 magenta"
    legal = {run.game.move_to_str(run.match.state, move) for move in run.match.legal_moves(0)}
    assert not any(text.startswith("mix") and "violet" in text for text in legal)
    _, lines = _after("exact_mix", "mix cerulean fuchsia -> sapphire_blue")
    assert _bag(lines, "P1 hand") == Counter({"violet": 1, "sapphire_blue": 1})
    assert _bag(lines, "rank 2 discard") == Counter({"cerulean": 1, "fuchsia": 1})


def _choices(run: LessonRun) -> set[str]:
    return {run.game.move_to_str(run.match.state, move) for move in run.match.legal_moves(0)}


def test_jungle_kept_in_play_adds_a_rank_1_card_after_the_refill():
    run, lines = _after("refill_keep_jungle", "refill soft_cyan")
    assert _bag(lines, "P1 hand") == Counter({"soft_cyan": 1})
    assert "done" in _choices(run)  # more may be returned
    run.match.play_text("done", 0)
    assert "choose light_yellow" in _choices(run)  # Jungle's rank 1 card
    # Jungle returned: nothing comes after the refill; no card returned: only Jungle's card.
    without, _ = _after("refill_keep_jungle", "refill jungle", "done")
    assert not any(text.startswith("choose") for text in _choices(without))
    empty, lines = _after("refill_keep_jungle", "refill")
    assert _bag(lines, "P1 hand") == Counter() and "choose soft_cyan" in _choices(empty)
    _, swapped = _after("refill_keep_jungle", "swap -> light_yellow")  # one Light Yellow only
    assert _bag(swapped, "P1 hand") == Counter({"light_yellow": 1})


def test_the_swap_keeps_the_11_vp_in_play():
    run, before = _after("swap_empty_hand")
    assert _vp_in_play(run, before) == 11
    cards = _cards(run)
    assert (cards["emerald_green"].vp, cards["orange"].vp, cards["lemon"].vp) == (6, 3, 2)
    run, after = _after("swap_empty_hand", "swap -> light_yellow")
    assert _bag(after, "P1 hand") == Counter({"light_yellow": 1}) and _vp_in_play(run, after) == 11
    # A refill of no card, with no Jungle, gives nothing.
    run, lines = _after("swap_empty_hand", "refill")
    assert _bag(lines, "P1 hand") == Counter() and lines["turn"] == "P2"


# -- the win conditions -----------------------------------------------------------------------
def test_orange_makes_17_vp_and_the_other_player_completes_the_round():
    run, before = _after("point_victory")
    assert _vp_in_play(run, before) == 14
    assert "print emerald_green" not in _choices(run)  # one Emerald Green in play at most
    run, after = _after("point_victory", "print orange")
    assert _vp_in_play(run, after) == 17 and _met(after) == {"point"}
    movers = run.match.movers[run.start_ply:run.match.cursor]
    assert movers[0] == 0 and 1 in movers  # the other player had its turn...
    assert run.match.is_over() and run.match.outcome().winners == (0,)  # ...and you won
    assert run.done


def test_ruby_wins_from_play_with_sapphire_in_hand():
    run, before = _after("ruby_victory")
    assert sum(_bag(before, "P1 hand").values()) + sum(_bag(before, "P1 play").values()) == 5
    _, after = _after("ruby_victory", "print ruby_red")
    assert _met(after) == {"ruby"} and _bag(after, "P1 hand")["sapphire_blue"] == 1
    _, wrong = _after("ruby_victory", "print sapphire_blue")
    assert _met(wrong) == set()


def test_sapphire_wins_with_17_cards():
    _, before = _after("sapphire_victory")
    assert sum(_bag(before, "P1 hand").values()) == 12
    assert sum(_bag(before, "P1 play").values()) == 5
    _, after = _after("sapphire_victory", "print sapphire_blue")
    assert _met(after) == {"sapphire"}
    _, mixed = _after("sapphire_victory", "mix soft_cyan pale_magenta -> lavender")
    assert sum(_bag(mixed, "P1 hand").values()) + sum(_bag(mixed, "P1 play").values()) == 16
    assert _met(mixed) == set() and _bag(mixed, "P1 hand")["sapphire_blue"] == 1
    _, printed = _after("sapphire_victory", "print soft_cyan")
    assert _met(printed) == set()


def _ranks(run: LessonRun, lines: dict[str, str]) -> Counter[int]:
    cards = _cards(run)
    ranks: Counter[int] = Counter()
    for key in ("P1 hand", "P1 play"):
        for card, count in _bag(lines, key).items():
            ranks[cards[card].rank] += count
    return ranks


def test_petrol_wins_with_6_rank_2_cards():
    run, before = _after("petrol_victory")
    assert _ranks(run, before)[2] == 6
    _, after = _after("petrol_victory", "print petrol")
    assert _met(after) == {"petrol"}
    run, mixed = _after("petrol_victory", "mix cerulean fuchsia -> sapphire_blue")
    assert _ranks(run, mixed)[2] == 4 and _met(mixed) == set()


def _dots(run: LessonRun, lines: dict[str, str]) -> int:
    cards = _cards(run)
    return sum(cards[card].rank * count for card, count in _bag(lines, "P1 tucked").items())


def test_mustard_wins_with_8_rank_dots_tucked():
    run, before = _after("mustard_victory")
    assert _dots(run, before) == 6
    assert _cards(run)["cerulean"].rank == 2 and _cards(run)["soft_cyan"].rank == 1
    run, after = _after("mustard_victory", "tuck cerulean")
    assert _dots(run, after) == 8 and _met(after) == {"mustard"}
    run, short = _after("mustard_victory", "tuck soft_cyan")
    assert _dots(run, short) == 7 and _met(short) == set()
    _, skipped = _after("mustard_victory", "skip")
    assert _met(skipped) == set()


def test_burgundy_wins_with_its_exact_counts():
    run, before = _after("burgundy_victory")
    assert _ranks(run, before) == Counter({1: 4, 2: 3, 3: 2, 4: 1})
    _, after = _after("burgundy_victory", "print burgundy")
    assert _met(after) == {"burgundy"}
    for mix in ("mix soft_cyan soft_cyan -> cerulean", "mix soft_cyan light_yellow -> jungle"):
        run, mixed = _after("burgundy_victory", mix)
        assert _ranks(run, mixed) == Counter({1: 2, 2: 4, 3: 2, 4: 1}) and _met(mixed) == set()


# -- the effects ------------------------------------------------------------------------------
def test_coral_mixes_a_hand_card_with_a_card_in_play():
    run, before = _after("coral_mix_from_play")
    assert _bag(before, "P1 hand") == Counter({"fuchsia": 1})
    _, after = _after("coral_mix_from_play", "mix fuchsia play:cerulean -> sapphire_blue")
    assert _bag(after, "P1 hand") == Counter({"sapphire_blue": 1})
    assert _bag(after, "P1 play") == Counter({"coral": 1})
    # Without Coral in play, one hand card mixes with nothing.
    lesson = _lesson("coral_mix_from_play")
    plain = lesson.position.replace("P1 play: 1 coral, 1 cerulean", "P1 play: 1 cerulean")
    from chroma_desktop.rules.match import Match

    match = Match.from_position(plain, resolve=find_game)
    assert not any(move.kind == "mix" for move in match.legal_moves(0))


def test_lemon_allows_the_second_mix_and_skipping_ends_the_turn():
    run, _ = _after("lemon_second_mix")
    assert _choices(run) == {"mix soft_cyan light_yellow -> jungle", "skip"}
    _, after = _after("lemon_second_mix", "mix soft_cyan light_yellow -> jungle")
    assert _bag(after, "P1 hand") == Counter({"sapphire_blue": 1, "jungle": 1})
    _, skipped = _after("lemon_second_mix", "skip")
    assert skipped["turn"] == "P2"


def test_raspberry_mixes_four_cards_into_sapphire_blue():
    _, after = _after("raspberry_big_mix",
                      "mix soft_cyan soft_cyan pale_magenta pale_magenta -> sapphire_blue")
    assert _bag(after, "P1 hand") == Counter({"sapphire_blue": 1})


def test_orange_puts_ruby_red_in_play_for_a_ruby_victory():
    _, after = _after("orange_straight_into_play", "place ruby_red")
    assert _bag(after, "P1 play")["ruby_red"] == 1 and _met(after) == {"ruby"}
    _, skipped = _after("orange_straight_into_play", "skip")
    assert _bag(skipped, "P1 hand")["ruby_red"] == 1 and _met(skipped) == set()


# -- against Confident Billy -----------------------------------------------------------------
def test_billys_sapphire_would_be_its_ruby_victory_and_the_other_mixes_are_not():
    _, before = _after("choose_billys_mix")
    assert {"ruby_red", "emerald_green"} <= set(_bag(before, "billy hand"))
    _, sapphire = _after("choose_billys_mix", "billy cerulean fuchsia -> sapphire_blue")
    assert _met(sapphire, "billy") == {"ruby"}
    for accepted in _lesson("choose_billys_mix").accepted:
        _, after = _after("choose_billys_mix", accepted)
        made = accepted.split("-> ")[1]
        assert _bag(before, "billy hand")[made] == 0 and _bag(after, "billy hand")[made] == 1
        assert _met(after, "billy") == set()
        assert _bag(after, "billy discard")["mix"] == _bag(before, "billy discard")["mix"] + 1


def test_billy_draws_its_last_two_cards_after_you_and_the_ruby_victory_wins_the_tie():
    run, before = _after("beat_billy_on_ties")
    assert _vp_in_play(run, before) == 14  # Orange (3 VP) would make 17
    assert _bag(before, "billy deck") == Counter({"light_yellow": 1, "soft_cyan": 1})
    cards = _cards(run)
    assert sum(cards[card].vp * n for card, n in _bag(before, "billy hand").items()) == 16
    run, after = _after("beat_billy_on_ties", "print ruby_red")
    drawn = [run.game.move_to_str(state, move) for state, move, mover in
             zip(run.match.states, run.match.moves, run.match.movers, strict=False)
             if mover == CHANCE]
    assert sorted(drawn) == ["billy_draw light_yellow", "billy_draw soft_cyan"]
    assert _met(after) == {"ruby"} and _met(after, "billy") == {"point"}
    assert run.match.outcome().winners == (0,) and run.done
    # The Point victory ties with Billy's at 17 VP, and the later player, Billy, wins.
    run, wrong = _after("beat_billy_on_ties", "print orange")
    assert _vp_in_play(run, wrong) == 17 and _met(wrong) == {"point"}
    assert _met(wrong, "billy") == {"point"} and run.match.outcome().winners == ()


def test_an_answered_lesson_plays_the_same_answers_whatever_the_tables_seed():
    lesson = _lesson("point_victory")
    answers = set()
    for seed in (1, 99, 12345):
        run = LessonRun(lesson, seed=seed)
        run.play_text(lesson.accepted[0])
        answers.add(tuple(run.game.move_to_str(state, move) for state, move in
                          zip(run.match.states[run.start_ply:], run.match.moves[run.start_ply:],
                              strict=False)))
    assert len(answers) == 1 and len(next(iter(answers))) > 1
