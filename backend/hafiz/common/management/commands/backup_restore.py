from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from hafiz.common.backups import BackupError, backup_restore


class Command(BaseCommand):
    help = "Replace the database's content and write back the media files of a backup archive (make restore)."

    def add_arguments(self, parser):
        parser.add_argument("archive", type=Path, help="An archive written by backup_create.")
        parser.add_argument(
            "--noinput", "--no-input", action="store_false", dest="interactive", help="Do not ask for confirmation."
        )

    def handle(self, *args, archive: Path, interactive: bool, **options):
        archive = archive.resolve()
        database = settings.DATABASES["default"]["NAME"]
        if interactive:
            answer = input(
                f"This replaces everything in the database {database} with the content of {archive.name}, "
                "and writes back its media files.\nType 'yes' to continue: "
            )
            if answer.strip().lower() != "yes":
                raise CommandError("Restore cancelled.")
        try:
            summary = backup_restore(archive=archive)
        except BackupError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(
            f"Restored the {summary.database_engine} database and {summary.media_files} media files "
            f"of the backup made at {summary.created_at}."
        )
