from django.apps import AppConfig


class ProgressConfig(AppConfig):
    name = "hafiz.progress"
    label = "progress"
