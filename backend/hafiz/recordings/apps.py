from django.apps import AppConfig


class RecordingsConfig(AppConfig):
    name = "hafiz.recordings"
    label = "recordings"
    verbose_name = "Recordings of recitations"
