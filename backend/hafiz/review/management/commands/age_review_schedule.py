from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from hafiz.review.services import review_schedule_age


class Command(BaseCommand):
    help = (
        "Move one learner's review schedule N days into the past, as if N days had gone by: due dates, "
        "last reviews and the review log. For tests and support; there is no way to do this over HTTP."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("--user", required=True, help="User id, or username (an id is tried first).")
        parser.add_argument("--days", required=True, type=int, help="How many days to move back, at least 1.")

    def handle(self, *args, user: str, days: int, **options) -> None:
        if days < 1:
            raise CommandError("--days must be at least 1.")
        users = get_user_model().objects
        learner = (users.filter(pk=int(user)).first() if user.isdigit() else None) or users.filter(
            username=user
        ).first()
        if learner is None:
            raise CommandError(f"No user with id or username {user!r}.")
        moved = review_schedule_age(user=learner, days=days)
        self.stdout.write(f"Moved {moved} scheduled verses of {learner.username} (id {learner.pk}) {days} days back.")
