"""The move of the xp ledger and follows out of the progress app (progress 0003, xp 0001, people 0001) keeps every
row: a database filled at progress 0002, migrated to the latest state, holds the same rows under the new apps.

It runs on a scratch database of its own (hafiz.common.tests.scratch_database).
"""

import uuid
from datetime import UTC, date, datetime

import pytest
from django.contrib.auth.models import Permission
from django.contrib.contenttypes.models import ContentType
from django.core.management import call_command

from hafiz.common.tests.scratch_database import SCRATCH, migrate_to
from hafiz.people.models import Follow
from hafiz.progress.models import Bookmark, VerseProgress
from hafiz.xp.models import LeaderboardCount, XpEvent, XpTotal

BEFORE_THE_MOVE = [("progress", "0002_gamification")]
MOVED = {"xp": ("xpevent", "xptotal", "leaderboardcount"), "people": ("follow",)}
WIN_ID = uuid.UUID("6f1c1b2e-8f43-4a7e-9d35-0c0f2a4f9b11")
NOON = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


def _fill_before_the_move(apps) -> dict:
    """One row in every table the move touches, written with the models as they were at progress 0002."""
    db = SCRATCH
    User = apps.get_model("accounts", "User")
    learner = User.objects.using(db).create(username="learner", first_name="Amina", last_name="Yusuf")
    friend = User.objects.using(db).create(username="friend", first_name="Omar", last_name="Ali")
    chapter = (
        apps.get_model("quran", "Chapter")
        .objects.using(db)
        .create(
            number=112,
            name_arabic="الإخلاص",
            name_simple="Al-Ikhlas",
            name_en="Sincerity",
            name_ru="Искренность",
            revelation_place="makkah",
            verses_count=4,
        )
    )
    verse = (
        apps.get_model("quran", "Verse")
        .objects.using(db)
        .create(
            chapter=chapter,
            number=1,
            global_number=6222,
            text_uthmani="قُلْ هُوَ ٱللَّهُ أَحَدٌ",
            transliteration_en="Qul huwa Allahu ahad",
            transliteration_ru="Куль хуа Аллаху ахад",
            translation_en="Say: He is Allah, One.",
            translation_ru="Скажи: Он — Аллах Единый.",
        )
    )
    progress = (
        apps.get_model("progress", "VerseProgress")
        .objects.using(db)
        .create(user=learner, verse=verse, progress=25, games_won=2)
    )
    bookmark = apps.get_model("progress", "Bookmark").objects.using(db).create(user=learner, verse=verse)
    event = (
        apps.get_model("progress", "XpEvent")
        .objects.using(db)
        .create(
            user=learner,
            amount=10,
            reason="first_win",
            verse=verse,
            game="memory",
            win_id=WIN_ID,
            local_date=date(2026, 11, 23),
            created_at=NOON,
        )
    )
    total = (
        apps.get_model("progress", "XpTotal")
        .objects.using(db)
        .create(
            user=learner,
            all_time_xp=10,
            all_time_reached_at=NOON,
            week_start=date(2026, 11, 23),
            week_xp=10,
            week_reached_at=NOON,
        )
    )
    count = apps.get_model("progress", "LeaderboardCount").objects.using(db).create(board="all", xp=10, learners=1)
    follow = apps.get_model("progress", "Follow").objects.using(db).create(follower=friend, followee=learner)
    content_types = apps.get_model("contenttypes", "ContentType").objects.using(db)
    moved_type_ids = {
        model: content_types.create(app_label="progress", model=model).pk
        for models in MOVED.values()
        for model in models
    }
    return {
        "learner": learner.pk,
        "friend": friend.pk,
        "verse": verse.pk,
        "progress": progress.pk,
        "bookmark": bookmark.pk,
        "event": event.pk,
        "total": total.pk,
        "count": count.pk,
        "follow": follow.pk,
        "content_types": moved_type_ids,
    }


def test_moving_the_xp_and_people_models_keeps_every_row(scratch_database):
    executor = migrate_to(scratch_database, BEFORE_THE_MOVE)
    ids = _fill_before_the_move(executor.loader.project_state(BEFORE_THE_MOVE).apps)

    migrate_to(scratch_database, executor.loader.graph.leaf_nodes())

    db = SCRATCH
    event = XpEvent.objects.using(db).get()
    assert (event.pk, event.user_id, event.amount, event.reason, event.verse_id, event.game, event.win_id) == (
        ids["event"],
        ids["learner"],
        10,
        "first_win",
        ids["verse"],
        "memory",
        WIN_ID,
    )
    assert (event.local_date, event.created_at) == (date(2026, 11, 23), NOON)
    total = XpTotal.objects.using(db).get()
    assert (total.user_id, total.all_time_xp, total.week_xp, total.week_start) == (
        ids["learner"],
        10,
        10,
        date(2026, 11, 23),
    )
    assert list(LeaderboardCount.objects.using(db).values_list("pk", "board", "xp", "learners")) == [
        (ids["count"], "all", 10, 1)
    ]
    assert list(Follow.objects.using(db).values_list("pk", "follower_id", "followee_id")) == [
        (ids["follow"], ids["friend"], ids["learner"])
    ]
    assert list(VerseProgress.objects.using(db).values_list("pk", "progress", "games_won")) == [
        (ids["progress"], 25, 2)
    ]
    assert list(Bookmark.objects.using(db).values_list("pk", flat=True)) == [ids["bookmark"]]
    # The content types keep their ids (so every permission granted on them) under the new app labels.
    moved = ContentType.objects.using(db).filter(app_label__in=MOVED)
    assert {(content_type.app_label, content_type.model): content_type.pk for content_type in moved} == {
        (app, model): ids["content_types"][model] for app, models in MOVED.items() for model in models
    }


def test_the_move_can_be_undone_and_keeps_every_row_on_the_way_back(scratch_database):
    executor = migrate_to(scratch_database, BEFORE_THE_MOVE)
    ids = _fill_before_the_move(executor.loader.project_state(BEFORE_THE_MOVE).apps)
    migrate_to(scratch_database, executor.loader.graph.leaf_nodes())

    undone = migrate_to(scratch_database, [("xp", None), ("people", None), *BEFORE_THE_MOVE])

    apps = undone.loader.project_state(BEFORE_THE_MOVE).apps
    for model in ("XpEvent", "XpTotal", "LeaderboardCount", "Follow"):
        assert apps.get_model("progress", model).objects.using(SCRATCH).count() == 1
    content_types = apps.get_model("contenttypes", "ContentType").objects.using(SCRATCH)
    assert dict(
        content_types.filter(pk__in=ids["content_types"].values()).values_list("model", "app_label")
    ) == dict.fromkeys(ids["content_types"], "progress")


def test_content_types_made_early_under_the_new_label_give_way_to_the_old_ones(scratch_database):
    """`migrate` of one app runs post_migrate for all, which can make (xp, xpevent) before xp 0001 runs: the
    relabelled old content type, with the permissions granted on it, is the one kept."""
    executor = migrate_to(scratch_database, BEFORE_THE_MOVE)
    apps = executor.loader.project_state(BEFORE_THE_MOVE).apps
    ids = _fill_before_the_move(apps)
    old_type = ids["content_types"]["xpevent"]
    apps.get_model("auth", "Permission").objects.using(SCRATCH).create(
        name="Can view xp event", content_type_id=old_type, codename="view_xpevent"
    )
    apps.get_model("contenttypes", "ContentType").objects.using(SCRATCH).create(app_label="xp", model="xpevent")

    migrate_to(scratch_database, executor.loader.graph.leaf_nodes())

    assert list(ContentType.objects.using(SCRATCH).filter(model="xpevent").values_list("app_label", "pk")) == [
        ("xp", old_type)
    ]
    assert list(Permission.objects.using(SCRATCH).filter(codename="view_xpevent").values_list("content_type_id")) == [
        (old_type,)
    ]


@pytest.mark.django_db
def test_the_models_and_their_migrations_agree():
    """A model moved by hand (SeparateDatabaseAndState) must leave nothing for makemigrations to do."""
    call_command("makemigrations", "--check", "--dry-run", verbosity=0)
