from django.core.management.base import BaseCommand

from hafiz.xp.services import xp_totals_rebuild


class Command(BaseCommand):
    help = "Recompute every learner's xp totals (the leaderboards' sums) from the xp ledger."

    def handle(self, *args, **options):
        rows = xp_totals_rebuild()
        self.stdout.write(f"xp totals rebuilt for {rows} learners")
