from django.core.management.base import BaseCommand

from hafiz.recordings.services import recordings_remove_expired


class Command(BaseCommand):
    help = "Remove the recordings past their days kept that their learners did not keep, files and rows. Run daily."

    def handle(self, *args, **options):
        removed = recordings_remove_expired()
        self.stdout.write(f"{removed} expired recordings removed")
