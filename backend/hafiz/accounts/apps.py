from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "hafiz.accounts"
    label = "accounts"
