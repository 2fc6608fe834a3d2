from django.apps import AppConfig


class GamesConfig(AppConfig):
    name = "hafiz.games"
    label = "games"
