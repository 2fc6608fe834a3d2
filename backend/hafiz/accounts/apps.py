from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "hafiz.accounts"
    label = "accounts"

    def ready(self):
        from hafiz.accounts import signals  # noqa: F401  (connects the held sign-ins' invalidation)
