"""A scratch database for migration tests: the same engine as the tests' (a file for SQLite, a new database for
PostgreSQL), because migrating needs a connection outside the test's transaction and must not touch the session's
imported Qur'an. A pytest plugin (the root conftest loads it): a test asks for the `scratch_database` fixture."""

import uuid

import pytest
from django.db import connections
from django.db.migrations.executor import MigrationExecutor

SCRATCH = "migration_scratch"


@pytest.fixture
def scratch_database(django_db_blocker, tmp_path):
    """An empty database under the alias SCRATCH, dropped afterwards."""
    default = connections["default"]
    scratch_settings = {**default.settings_dict}
    postgres = default.vendor == "postgresql"
    with django_db_blocker.unblock():
        if postgres:
            scratch_settings["NAME"] = f"hafiz_migration_{uuid.uuid4().hex[:12]}"
            with default._nodb_cursor() as cursor:
                cursor.execute(f'CREATE DATABASE "{scratch_settings["NAME"]}"')
        else:
            scratch_settings["NAME"] = str(tmp_path / "scratch.sqlite3")
        connections.settings[SCRATCH] = scratch_settings
        try:
            yield connections[SCRATCH]
        finally:
            connections[SCRATCH].close()
            del connections[SCRATCH]
            del connections.settings[SCRATCH]
            if postgres:
                with default._nodb_cursor() as cursor:
                    cursor.execute(f'DROP DATABASE "{scratch_settings["NAME"]}"')


def migrate_to(connection, targets) -> MigrationExecutor:
    executor = MigrationExecutor(connection)
    executor.migrate(targets)
    return MigrationExecutor(connection)  # a fresh loader sees what was just applied
