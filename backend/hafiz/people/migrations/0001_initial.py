"""Follows move from the progress app to people.

The tables were made by the progress app (progress 0002) and keep their names: this migration only tells Django
that people now owns them (state only, no SQL), and moves their content types, so admin permissions on them stay.
progress 0003 then drops them from progress's state.
"""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

from hafiz.common.content_types import content_types_move

MODELS = ("follow",)


def content_types_to_people(apps, schema_editor):
    content_types_move(apps, schema_editor, models=MODELS, source="progress", target="people")


def content_types_to_progress(apps, schema_editor):
    content_types_move(apps, schema_editor, models=MODELS, source="people", target="progress")


class Migration(migrations.Migration):
    dependencies = [
        ("contenttypes", "0002_remove_content_type_name"),
        ("progress", "0002_gamification"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="Follow",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        (
                            "followee",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="followers",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "follower",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="following",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={
                        "db_table": "progress_follow",
                        "indexes": [
                            models.Index(fields=["follower", "-created_at"], name="follow_following_newest"),
                            models.Index(fields=["followee", "-created_at"], name="follow_followers_newest"),
                        ],
                        "constraints": [
                            models.UniqueConstraint(fields=("follower", "followee"), name="follow_once"),
                            models.CheckConstraint(
                                condition=models.Q(("follower", models.F("followee")), _negated=True),
                                name="follow_not_self",
                            ),
                        ],
                    },
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(content_types_to_people, content_types_to_progress),
    ]
