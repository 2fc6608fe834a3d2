from django.apps import AppConfig


class MakhrajConfig(AppConfig):
    name = "hafiz.makhraj"
    label = "makhraj"
    verbose_name = "Makhraj"
