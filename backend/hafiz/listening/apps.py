from django.apps import AppConfig


class ListeningConfig(AppConfig):
    name = "hafiz.listening"
    label = "listening"
    verbose_name = "Hifz player"
