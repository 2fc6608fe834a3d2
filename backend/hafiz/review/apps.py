from django.apps import AppConfig


class ReviewConfig(AppConfig):
    name = "hafiz.review"
    label = "review"
