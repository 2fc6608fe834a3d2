"""Verses learners took to 100 before reviews existed join their schedule, due at once, as a verse
reaching 100 now does (review.services.review_schedule_enter)."""

from django.db import migrations
from django.utils import timezone
from fsrs import Card


def schedule_verses_already_at_100(apps, schema_editor):
    VerseProgress = apps.get_model("progress", "VerseProgress")
    ScheduledVerse = apps.get_model("review", "ScheduledVerse")
    now = timezone.now()
    ScheduledVerse.objects.bulk_create(
        (
            ScheduledVerse(
                user_id=user_id,
                verse_id=verse_id,
                card=Card(card_id=verse_id, due=now).to_dict(),
                due=now,
                scheduled_at=now,
            )
            for user_id, verse_id in VerseProgress.objects.filter(progress=100)
            .values_list("user_id", "verse_id")
            .iterator()
        ),
        batch_size=1000,
        ignore_conflicts=True,
    )


class Migration(migrations.Migration):
    dependencies = [
        ("progress", "0001_initial"),
        ("review", "0001_initial"),
    ]

    operations = [migrations.RunPython(schedule_verses_already_at_100, migrations.RunPython.noop)]
