"""Chroma Mix's teach-mode groups name its win conditions (issue 31): the moves that meet a win
condition come first, in their own group, and each of them does meet it once played (checked by
the rules' own `victory.conditions_met`); that group points to the win conditions' lessons, and
the mix chosen for Confident Billy to his. Positions are the shipped lessons'."""

from __future__ import annotations

from chroma_desktop import registry
from chroma_desktop.games.chroma_mix import victory
from chroma_desktop.lessons import lesson_for_topic, shipped_lessons
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import render
from chroma_desktop.rules.move_groups import grouped


def lesson_match(lesson_id: str) -> Match:
    lesson = next(one for one in shipped_lessons("chroma_mix") if one.id == lesson_id)
    return Match.from_position(lesson.position, 7, resolve=find_game)


def groups_of(match: Match, seat: int):
    game = match.game
    return grouped(game, match.view(seat), seat, match.legal_moves(seat),
                   registry.teaching(game.id), game)


def test_the_move_that_reaches_17_vp_is_the_first_group_and_it_meets_the_point_victory():
    match = lesson_match("point_victory")
    groups = groups_of(match, 0)
    first = groups[0]
    assert first.key == "victory" and first.topic is not None and first.topic.key == "victory"
    assert render(first.words(), None).startswith(
        "Meet a win condition: printing Orange meets the Point victory")
    assert all(first.moves[0] not in group.moves for group in groups[1:])
    for move in first.moves:
        played = lesson_match("point_victory")
        assert not victory.conditions_met(played.state, 0)
        played.play(move, 0)
        assert victory.conditions_met(played.state, 0), move
    assert lesson_for_topic("chroma_mix", "victory").id == "point_victory"


def test_no_move_meets_a_condition_in_a_fresh_game_so_no_victory_group():
    match = Match(find_game("chroma_mix"), 2, {}, 3)
    while match.to_move()[0] != 0:
        match.play(match.legal_moves(match.to_move()[0])[0], match.to_move()[0])
    assert all(group.key != "victory" for group in groups_of(match, 0))


def test_every_victory_lesson_teaches_the_win_conditions():
    victories = [lesson for lesson in shipped_lessons("chroma_mix") if lesson.id.endswith("_victory")]
    assert len(victories) == 6
    assert all("victory" in lesson.teaches for lesson in victories)


def test_billys_mix_and_mustards_tuck_point_to_their_own_lessons():
    for lesson_id, topic in (("choose_billys_mix", "billy"), ("mustard_victory", "mustard")):
        match = lesson_match(lesson_id)
        seat = match.to_move()[0]
        main = groups_of(match, seat)[0]
        assert main.topic is not None and main.topic.key == topic, lesson_id
        assert lesson_for_topic("chroma_mix", topic).id == lesson_id
