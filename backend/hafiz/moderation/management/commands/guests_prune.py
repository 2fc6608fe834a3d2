from django.core.management.base import BaseCommand

from hafiz.moderation.services import GUEST_UNUSED_DAYS, guests_prune


class Command(BaseCommand):
    help = f"Delete the guest accounts unused for {GUEST_UNUSED_DAYS} days, with everything they own. Run daily."

    def handle(self, *args, **options):
        self.stdout.write(f"{guests_prune()} unused guest accounts removed")
