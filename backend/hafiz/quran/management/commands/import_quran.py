import sys
import time
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from hafiz.quran.services import ImportMismatch, quran_import, quran_is_imported
from hafiz.quran.source import PACKAGE_NAME, PACKAGE_VERSION, SourceError, load_source

_BAR_WIDTH = 30


class ProgressBar:
    """A one-line bar on a terminal; a line per step and 10 % elsewhere (CI logs)."""

    def __init__(self, stream) -> None:
        self._stream = stream
        self._interactive = stream.isatty()
        self._last_tenth: dict[str, int] = {}

    def __call__(self, step: str, done: int, total: int) -> None:
        tenth = done * 10 // max(total, 1)
        if not self._interactive and self._last_tenth.get(step) == tenth:
            return
        self._last_tenth[step] = tenth
        filled = done * _BAR_WIDTH // max(total, 1)
        line = f"{step:>9} [{'#' * filled}{'.' * (_BAR_WIDTH - filled)}] {done}/{total}"
        if self._interactive:
            self._stream.write(f"\r{line}" + ("\n" if done == total else ""))
        else:
            self._stream.write(line + "\n")
        self._stream.flush()


class Command(BaseCommand):
    help = f"Import the whole Qur'an from the pinned npm package {PACKAGE_NAME}@{PACKAGE_VERSION}."

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
                f"Imported {PACKAGE_NAME}@{PACKAGE_VERSION} in {time.monotonic() - started:.1f} s: "
                f"chapters +{summary.chapters_created} ~{summary.chapters_updated}, "
                f"verses +{summary.verses_created} ~{summary.verses_updated}, "
                f"images +{summary.images_generated}"
            )
        )
