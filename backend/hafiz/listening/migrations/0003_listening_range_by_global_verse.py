"""A listening pass's range by global verse numbers, so that a pass may run over several chapters."""

from django.db import migrations, models
from django.db.models import Case, F, Value, When

from hafiz.quran import canon


def ranges_to_global_numbers(apps, schema_editor):
    """One UPDATE: a verse's global number is its number in its chapter plus the verses of the chapters before."""
    events = apps.get_model("listening", "ListeningEvent").objects.using(schema_editor.connection.alias)
    verses_before = Case(
        *(
            When(chapter_id=chapter, then=Value(first - 1))
            for chapter, first in enumerate(canon.CHAPTER_FIRST_GLOBAL_NUMBERS, start=1)
        ),
        output_field=models.IntegerField(),
    )
    events.update(first_verse=F("from_verse") + verses_before, last_verse=F("to_verse") + verses_before)


class Migration(migrations.Migration):
    dependencies = [("listening", "0002_listening_pass_heard_until")]

    operations = [
        migrations.AddField(
            model_name="listeningevent",
            name="first_verse",
            field=models.PositiveSmallIntegerField(null=True),
        ),
        migrations.AddField(
            model_name="listeningevent",
            name="last_verse",
            field=models.PositiveSmallIntegerField(null=True),
        ),
        # One way only: a pass over several chapters has no single chapter to go back to.
        migrations.RunPython(ranges_to_global_numbers),
        migrations.RemoveConstraint(model_name="listeningevent", name="listening_from_verse_positive"),
        migrations.RemoveConstraint(model_name="listeningevent", name="listening_range_in_order"),
        migrations.RemoveField(model_name="listeningevent", name="chapter"),
        migrations.RemoveField(model_name="listeningevent", name="from_verse"),
        migrations.RemoveField(model_name="listeningevent", name="to_verse"),
        migrations.AlterField(
            model_name="listeningevent",
            name="first_verse",
            field=models.PositiveSmallIntegerField(help_text="The range's first verse, by its global number."),
        ),
        migrations.AlterField(
            model_name="listeningevent",
            name="last_verse",
            field=models.PositiveSmallIntegerField(help_text="The range's last verse, by its global number."),
        ),
        migrations.AddConstraint(
            model_name="listeningevent",
            constraint=models.CheckConstraint(
                condition=models.Q(("first_verse__gte", 1), ("last_verse__lte", 6236)),
                name="listening_range_in_quran",
            ),
        ),
        migrations.AddConstraint(
            model_name="listeningevent",
            constraint=models.CheckConstraint(
                condition=models.Q(("last_verse__gte", models.F("first_verse"))), name="listening_range_in_order"
            ),
        ),
    ]
