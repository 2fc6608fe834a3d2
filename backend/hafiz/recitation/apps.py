from django.apps import AppConfig


class RecitationConfig(AppConfig):
    name = "hafiz.recitation"
    label = "recitation"
    verbose_name = "Recitation from memory"
