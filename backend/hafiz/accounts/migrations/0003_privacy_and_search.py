import unicodedata

from django.db import migrations, models

SEARCH_INDEX = "accounts_user_search_name_trgm"


def person_name_search_key(value: str) -> str:
    """hafiz.accounts.names.person_name_search_key as it was when this migration was written (copied: a migration
    must keep doing what it did if the app's function changes later)."""
    decomposed = unicodedata.normalize("NFKD", value.casefold())
    kept = "".join(character for character in decomposed if not unicodedata.combining(character))
    return " ".join(unicodedata.normalize("NFC", kept).split())


def guests_mark_and_search_names_fill(apps, schema_editor):
    """Guests were told apart only by their username ("guest-…", accounts.services.user_create_guest)."""
    User = apps.get_model("accounts", "User")
    User.objects.filter(username__startswith="guest-").update(is_guest=True)
    batch = []
    for user in User.objects.only("pk", "first_name", "last_name").iterator(chunk_size=2000):
        user.search_name = person_name_search_key(f"{user.first_name} {user.last_name}")
        batch.append(user)
        if len(batch) == 2000:
            User.objects.bulk_update(batch, ["search_name"])
            batch = []
    User.objects.bulk_update(batch, ["search_name"])


def search_index_create(apps, schema_editor):
    """A trigram index serves "search_name LIKE '%word%'" on PostgreSQL (pg_trgm is a trusted extension, so the
    database's owner may create it). SQLite, the embedded default, has no such index: a small site's scan."""
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    schema_editor.execute(f"CREATE INDEX {SEARCH_INDEX} ON accounts_user USING gin (search_name gin_trgm_ops)")


def search_index_drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f"DROP INDEX IF EXISTS {SEARCH_INDEX}")


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0002_gamification"),
    ]

    operations = [
        migrations.AddField(
            model_name="user",
            name="is_guest",
            field=models.BooleanField(
                default=False,
                help_text="A throw-away account from the guest sign-in; pruned once unused (guests_prune).",
            ),
        ),
        migrations.AddField(
            model_name="user",
            name="is_private",
            field=models.BooleanField(
                default=False,
                help_text="Not found by people search; shown to others by first name and family initial, without photo.",
            ),
        ),
        migrations.AddField(
            model_name="user",
            name="search_name",
            field=models.TextField(blank=True, editable=False),
        ),
        migrations.RunPython(guests_mark_and_search_names_fill, migrations.RunPython.noop),
        migrations.RunPython(search_index_create, search_index_drop),
    ]
