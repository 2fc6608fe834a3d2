from django.urls import path

from hafiz.games.apis import GameGradeApi, game_deal_api
from hafiz.games.registry import GAMES

urlpatterns = [
    *(
        path(f"games/{name}/", game_deal_api(kind).as_view(), name=f"game-{name.replace('_', '-')}")
        for name, kind in GAMES.items()
    ),
    path("games/results/", GameGradeApi.as_view(), name="game-grade"),
]
