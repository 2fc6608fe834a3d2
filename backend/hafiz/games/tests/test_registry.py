"""The registry lists every game once, and a game lives in its own module: the generic flow never names one."""

import re
from pathlib import Path

import pytest
from django.urls import resolve

from hafiz.games.apis import GameDealApi
from hafiz.games.registry import GAMES, game_kind
from hafiz.progress.models import Game

BACKEND = Path(__file__).resolve().parents[3] / "hafiz"


def test_every_game_is_registered_once_in_the_order_of_its_choices():
    assert list(GAMES) == list(Game)
    assert all(kind.name == name for name, kind in GAMES.items())


def test_each_game_answers_in_a_field_of_its_own():
    # The grading's answer holds one field per game: two games naming theirs alike would lose one of them.
    names = [name for kind in GAMES.values() for name in kind.answer_field]
    assert len(names) == len(set(names)) == len(GAMES)


def test_a_name_that_is_no_game_is_refused():
    assert game_kind("which_one") is GAMES[Game.WHICH_ONE]
    with pytest.raises(ValueError):
        game_kind("karaoke")


def test_each_game_is_dealt_at_its_own_path_by_its_own_kind():
    for name, kind in GAMES.items():
        view = resolve(f"/api/v1/games/{name}/").func.view_class
        assert issubclass(view, GameDealApi)
        assert view.kind is kind


def _source_files_naming(word: str) -> set[str]:
    pattern = re.compile(re.escape(word), re.IGNORECASE)
    return {
        str(path.relative_to(BACKEND))
        for path in BACKEND.rglob("*.py")
        if "tests" not in path.parts and "migrations" not in path.parts and pattern.search(path.read_text())
    }


def test_outside_its_module_a_game_is_named_in_three_source_files_at_most():
    # The Game choices, the registry, and one place that decides something about the game (the review session's
    # games, the word difflib names its matching blocks with, a call's documentation naming the drill's path).
    for game in (Game.SHUFFLING, Game.MATCHING, Game.WHICH_ONE):
        elsewhere = _source_files_naming(game.value) - {f"games/kinds/{game.value}.py"}
        assert len(elsewhere) <= 3, (game, sorted(elsewhere))
