from collections.abc import Callable

from django.core.management.base import BaseCommand, CommandError

from hafiz.accounts.models import User


class LearnerStatusCommand(BaseCommand):
    """manage.py learner_deactivate / learner_reactivate USER_ID: one of moderation.services' calls on one learner."""

    change: Callable[..., int]  # moderation.services.learners_deactivate or learners_reactivate
    done = ""  # "deactivated": what the learner is afterwards

    def add_arguments(self, parser):
        parser.add_argument("user_id", type=int)

    def handle(self, *args, user_id: int, **options):
        if not User.objects.filter(pk=user_id).exists():
            raise CommandError(f"There is no learner {user_id}.")
        changed = self.change(user_ids=[user_id])
        self.stdout.write(f"learner {user_id} {self.done}" if changed else f"learner {user_id} already {self.done}")
