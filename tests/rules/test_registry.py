"""The catalogue agrees with the games it names, and lookups fail in words."""

import pytest

from chroma_desktop.rules.registry import CATALOGUE, GAMES, find_game


@pytest.mark.parametrize("entry", CATALOGUE, ids=lambda e: e.id)
def test_catalogue_entries_match_their_games(entry):
    game = find_game(entry.id)
    assert (game.id, game.name, game.min_players, game.max_players) == (
        entry.id, entry.name, entry.min_players, entry.max_players)


def test_games_lists_every_catalogued_game_once():
    assert [game.id for game in GAMES] == [entry.id for entry in CATALOGUE]
    assert find_game("coloretto") is find_game("coloretto")


def test_an_unknown_game_names_the_known_ones():
    with pytest.raises(KeyError, match="known games: coloretto"):
        find_game("chess")
