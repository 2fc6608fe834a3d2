from django.db import migrations


def remove_wins_too_fast(apps, schema_editor):
    """A win once refused for its speed recorded nothing, so nothing names its deal: it goes with the flag (the
    cleanup would otherwise keep it for ever, as it keeps every won deal)."""
    deals = apps.get_model("games", "GameDeal").objects.using(schema_editor.connection.alias)
    deals.filter(too_fast=True).delete()


class Migration(migrations.Migration):
    """Wins are no longer refused for their speed: the xp waits instead (hafiz.xp.rules, Human pace)."""

    dependencies = [
        ("games", "0004_which_one_drill"),
    ]

    operations = [
        migrations.RunPython(remove_wins_too_fast, migrations.RunPython.noop),
        migrations.RemoveField(model_name="gamedeal", name="too_fast"),
    ]
