import sys
import time

from django.core.management.base import BaseCommand, CommandError

from hafiz.quran.management.progress_bar import ProgressBar
from hafiz.quran.models import Verse
from hafiz.quran.services import content_stamp_refresh, similar_verses_rebuild


class Command(BaseCommand):
    help = "Find every pair of look-alike verses again (import_quran does it too), e.g. after the rule changes."

    def handle(self, *args, **options) -> None:
        if not Verse.objects.exists():
            raise CommandError("No verses yet: run import_quran first.")
        started = time.monotonic()
        pairs = similar_verses_rebuild(progress=ProgressBar(sys.stdout))
        content_stamp_refresh()
        self.stdout.write(self.style.SUCCESS(f"Found {pairs} look-alike pairs in {time.monotonic() - started:.1f} s."))
