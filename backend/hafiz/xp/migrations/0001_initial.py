"""The xp ledger, totals and leaderboard counts move from the progress app to xp.

The tables were made by the progress app (progress 0002) and keep their names: this migration only tells Django
that xp now owns them (state only, no SQL), and moves their content types, so admin permissions on them stay.
progress 0003 then drops them from progress's state.
"""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

from hafiz.common.content_types import content_types_move

MODELS = ("leaderboardcount", "xptotal", "xpevent")


def content_types_to_xp(apps, schema_editor):
    content_types_move(apps, schema_editor, models=MODELS, source="progress", target="xp")


def content_types_to_progress(apps, schema_editor):
    content_types_move(apps, schema_editor, models=MODELS, source="xp", target="progress")


class Migration(migrations.Migration):
    dependencies = [
        ("contenttypes", "0002_remove_content_type_name"),
        ("progress", "0002_gamification"),
        ("quran", "0001_initial"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="LeaderboardCount",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("board", models.CharField(max_length=10)),
                        ("xp", models.PositiveIntegerField()),
                        ("learners", models.IntegerField(default=0)),
                    ],
                    options={
                        "db_table": "progress_leaderboardcount",
                        "constraints": [
                            models.UniqueConstraint(fields=("board", "xp"), name="leaderboard_count_per_board_xp")
                        ],
                    },
                ),
                migrations.CreateModel(
                    name="XpTotal",
                    fields=[
                        (
                            "user",
                            models.OneToOneField(
                                on_delete=django.db.models.deletion.CASCADE,
                                primary_key=True,
                                related_name="xp_total",
                                serialize=False,
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        ("all_time_xp", models.PositiveIntegerField(default=0)),
                        ("all_time_reached_at", models.DateTimeField(blank=True, null=True)),
                        ("week_start", models.DateField()),
                        ("week_xp", models.PositiveIntegerField(default=0)),
                        ("week_reached_at", models.DateTimeField(blank=True, null=True)),
                    ],
                    options={
                        "db_table": "progress_xptotal",
                        "indexes": [
                            models.Index(
                                fields=["-all_time_xp", "all_time_reached_at", "user"], name="xp_total_all_time_order"
                            ),
                            models.Index(
                                fields=["week_start", "-week_xp", "week_reached_at", "user"], name="xp_total_week_order"
                            ),
                        ],
                    },
                ),
                migrations.CreateModel(
                    name="XpEvent",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("amount", models.PositiveSmallIntegerField()),
                        (
                            "reason",
                            models.CharField(
                                choices=[
                                    ("first_win", "First win of a game on a verse"),
                                    ("repeat_win", "Repeat win"),
                                    ("chapter", "Chapter finished"),
                                    ("quest", "Daily quest finished"),
                                ],
                                max_length=16,
                            ),
                        ),
                        (
                            "game",
                            models.CharField(
                                blank=True,
                                choices=[
                                    ("shuffling", "Shuffling"),
                                    ("memory", "Memory"),
                                    ("matching", "Matching"),
                                    ("audio", "Audio"),
                                ],
                                max_length=16,
                            ),
                        ),
                        (
                            "finished_verse",
                            models.BooleanField(default=False, help_text="This win brought its verse to 100."),
                        ),
                        (
                            "quest",
                            models.CharField(
                                blank=True, help_text="The finished quest, on quest bonuses only.", max_length=32
                            ),
                        ),
                        ("win_id", models.UUIDField(blank=True, null=True)),
                        (
                            "local_date",
                            models.DateField(
                                help_text="The learner's calendar day (their time zone) when this happened."
                            ),
                        ),
                        ("created_at", models.DateTimeField()),
                        (
                            "chapter",
                            models.ForeignKey(
                                blank=True,
                                help_text="The finished chapter, on chapter bonuses only.",
                                null=True,
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="+",
                                to="quran.chapter",
                            ),
                        ),
                        (
                            "user",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="xp_events",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "verse",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="+",
                                to="quran.verse",
                            ),
                        ),
                    ],
                    options={
                        "db_table": "progress_xpevent",
                        "indexes": [models.Index(fields=["user", "local_date"], name="xp_event_user_day")],
                        "constraints": [
                            models.UniqueConstraint(
                                condition=models.Q(
                                    ("reason__in", ("first_win", "repeat_win")), ("win_id__isnull", False)
                                ),
                                fields=("user", "win_id"),
                                name="xp_one_win_per_win_id",
                            ),
                            models.UniqueConstraint(
                                condition=models.Q(("reason", "chapter")),
                                fields=("user", "chapter"),
                                name="xp_one_bonus_per_chapter",
                            ),
                            models.UniqueConstraint(
                                condition=models.Q(("reason", "quest")),
                                fields=("user", "local_date", "quest"),
                                name="xp_one_bonus_per_quest_and_day",
                            ),
                        ],
                    },
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(content_types_to_xp, content_types_to_progress),
    ]
