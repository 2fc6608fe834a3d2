"""Listening passes recorded by chapter and verse before ranges ran across chapters keep their verses: a database
filled at listening 0002, migrated to the latest state, holds each pass by the global numbers of the same verses.
It runs on a scratch database of its own (hafiz.common.tests.scratch_database)."""

from datetime import UTC, date, datetime

from hafiz.common.tests.scratch_database import SCRATCH, migrate_to

BY_CHAPTER = [("listening", "0002_listening_pass_heard_until")]
BY_GLOBAL_NUMBER = [("listening", "0003_listening_range_by_global_verse")]
NOON = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


def test_passes_by_chapter_and_verse_become_the_same_verses_by_global_number(scratch_database):
    apps = migrate_to(scratch_database, BY_CHAPTER).loader.project_state(BY_CHAPTER).apps
    learner = apps.get_model("accounts", "User").objects.using(SCRATCH).create(username="learner", first_name="Amina")
    Chapter = apps.get_model("quran", "Chapter")
    chapters = {
        number: Chapter.objects.using(SCRATCH).create(
            number=number,
            name_arabic="",
            name_simple=name,
            name_en=name,
            name_ru=name,
            revelation_place="makkah",
            verses_count=verses,
        )
        for number, name, verses in ((2, "Al-Baqarah", 286), (112, "Al-Ikhlas", 4))
    }
    events = apps.get_model("listening", "ListeningEvent").objects.using(SCRATCH)
    for chapter, first, last in ((2, 255, 257), (112, 1, 4)):
        events.create(
            user=learner,
            chapter=chapters[chapter],
            from_verse=first,
            to_verse=last,
            repeats=3,
            listened_at=NOON,
            day=date(2026, 11, 23),
            heard_until=NOON,
        )

    executor = migrate_to(scratch_database, BY_GLOBAL_NUMBER)

    migrated = (
        executor.loader.project_state(BY_GLOBAL_NUMBER)
        .apps.get_model("listening", "ListeningEvent")
        .objects.using(SCRATCH)
    )
    assert list(migrated.order_by("first_verse").values_list("first_verse", "last_verse", "repeats")) == [
        (262, 264, 3),  # 2:255–257
        (6222, 6225, 3),  # 112:1–4
    ]
