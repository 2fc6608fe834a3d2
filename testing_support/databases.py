"""A throwaway PostgreSQL database for a benchmark (bench/content_api.py, bench/load/run.py): created empty on the
server DATABASE_ADMIN_URL names (default postgres@127.0.0.1:5432), dropped afterwards whatever happened."""

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg


@contextmanager
def throwaway_postgres_database(prefix: str) -> Iterator[tuple[str, Callable[[], list[int]]]]:
    """(URL of the new database, function giving the pids of the server processes connected to it: the CPU a
    benchmark charges to the database)."""
    admin_url = os.environ.get("DATABASE_ADMIN_URL", "postgres://postgres@127.0.0.1:5432/postgres")
    name = f"{prefix}_{os.getpid()}"
    with psycopg.connect(admin_url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')

    def backend_pids() -> list[int]:
        with psycopg.connect(admin_url, autocommit=True) as admin:
            rows = admin.execute("SELECT pid FROM pg_stat_activity WHERE datname = %s", (name,)).fetchall()
        return [pid for (pid,) in rows]

    try:
        yield admin_url.rsplit("/", 1)[0] + f"/{name}", backend_pids
    finally:
        with psycopg.connect(admin_url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def database_settle(url: str) -> None:
    """Do now what PostgreSQL would otherwise do in the middle of a measurement after a fresh import: vacuum and
    analyse (autovacuum), and write the dirty pages out (the checkpoint the import's WAL calls for took a fifth of a
    core during one row of bench/content_api.py). A checkpoint needs a superuser, as the default URL's postgres."""
    with psycopg.connect(url, autocommit=True) as connection:
        connection.execute("VACUUM (ANALYZE)")
        connection.execute("CHECKPOINT")


def postmaster_pid(database_url: str) -> int:
    """The PostgreSQL server's main process: the parent of this connection's own."""
    with psycopg.connect(database_url) as connection:
        (backend,) = connection.execute("SELECT pg_backend_pid()").fetchone()
        # Read while the connection is open: its server process ends with it.
        return int(Path(f"/proc/{backend}/stat").read_text().rsplit(")", 1)[1].split()[1])
