from django.apps import AppConfig


class CommonConfig(AppConfig):
    name = "hafiz.common"
    label = "common"
