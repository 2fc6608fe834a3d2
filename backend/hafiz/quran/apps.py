from django.apps import AppConfig


class QuranConfig(AppConfig):
    name = "hafiz.quran"
    label = "quran"
