from django.apps import AppConfig


class PeopleConfig(AppConfig):
    name = "hafiz.people"
    label = "people"
