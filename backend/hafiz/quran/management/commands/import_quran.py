import sys
import time
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from hafiz.quran.management.progress_bar import ProgressBar
from hafiz.quran.services import ImportMismatch, quran_import, quran_is_imported
from hafiz.quran.source import PACKAGES, SourceError, load_source

_PACKAGES = ", ".join(f"{package.name}@{package.version}" for package in PACKAGES)


class Command(BaseCommand):
    help = f"Import the whole Qur'an from the pinned packages {_PACKAGES}."

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--if-needed", action="store_true", help="Do nothing when all chapters, verses and images are present."
        )

    def handle(self, *args, if_needed: bool = False, **options) -> None:
        if if_needed and quran_is_imported():
            self.stdout.write("The Qur'an is already imported; skipping.")
            return
        started = time.monotonic()
        try:
            source = load_source(cache_dir=Path(settings.QURAN_JSON_CACHE_DIR))
            summary = quran_import(source=source, progress=ProgressBar(sys.stdout))
        except (SourceError, ImportMismatch) as error:
            raise CommandError(f"Import failed: {error}") from error
        self.stdout.write(
            self.style.SUCCESS(
                f"Imported {_PACKAGES} in {time.monotonic() - started:.1f} s: "
                f"chapters +{summary.chapters_created} ~{summary.chapters_updated}, "
                f"verses +{summary.verses_created} ~{summary.verses_updated}, "
                f"images +{summary.images_generated}, look-alike pairs {summary.similar_pairs}"
            )
        )
