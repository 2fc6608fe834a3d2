from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from hafiz.common.backups import BackupError, backup_create


class Command(BaseCommand):
    help = "Back up the database and the media store into one timestamped archive (make backup)."

    def add_arguments(self, parser):
        parser.add_argument(
            "--output-dir", type=Path, default=None, help="Where to write the archive (default: BACKUP_DIR)."
        )

    def handle(self, *args, output_dir: Path | None, **options):
        try:
            summary = backup_create(directory=(output_dir or Path(settings.BACKUP_DIR)).resolve())
        except BackupError as error:
            raise CommandError(str(error)) from error
        size_mb = summary.path.stat().st_size / 1024 / 1024
        self.stdout.write(
            f"Backed up the {summary.database_engine} database and {summary.media_files} media files "
            f"({size_mb:.1f} MB):"
        )
        self.stdout.write(str(summary.path))
