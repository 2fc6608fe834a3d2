from django.apps import AppConfig


class XpConfig(AppConfig):
    name = "hafiz.xp"
    label = "xp"
