from django.core.management.base import BaseCommand

from hafiz.accounts.services import auth_tokens_remove_expired


class Command(BaseCommand):
    help = "Remove the sign-in tokens past their expiry (they already sign nobody in; calls no longer tidy them). Run daily."

    def handle(self, *args, **options):
        removed = auth_tokens_remove_expired()
        self.stdout.write(f"{removed} expired sign-in tokens removed")
