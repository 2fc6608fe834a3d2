from django.core.management.base import BaseCommand

from hafiz.games.services import game_deals_remove_expired


class Command(BaseCommand):
    help = "Remove the game deals past their expiry that were not won (the xp ledger names the won ones). Run hourly."

    def handle(self, *args, **options):
        removed = game_deals_remove_expired()
        self.stdout.write(f"{removed} expired game deals removed")
