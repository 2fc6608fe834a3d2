"""The xp ledger, totals and leaderboard counts now belong to the xp app, follows to people (xp 0001,
people 0001): progress forgets them. State only: their tables and every row in them stay.
"""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("people", "0001_initial"),
        ("progress", "0002_gamification"),
        ("xp", "0001_initial"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.DeleteModel(name="Follow"),
                migrations.DeleteModel(name="LeaderboardCount"),
                migrations.DeleteModel(name="XpEvent"),
                migrations.DeleteModel(name="XpTotal"),
            ],
            database_operations=[],
        ),
    ]
