from django.apps import AppConfig


class PlansConfig(AppConfig):
    name = "hafiz.plans"
    label = "plans"
    verbose_name = "Hifz plans"
