"""Backups: the database and the media store together in one archive (`make backup`, `make restore`).

An archive is a .tar.gz holding, in this order:
  manifest.json        format version, creation time, the database engine it came from
  database.sqlite3     SQLite: a consistent copy taken with SQLite's online backup API, or
  database.pgdump      PostgreSQL: pg_dump's custom format
  media/<name>         every file of the media store (local folder or S3 bucket), read through Django's storage

Both are taken while the app keeps serving. The database comes first; a photo replaced in the seconds between the
two parts may be missing from the archive (the profile then shows no photo), nothing else can go wrong.

A restore checks the whole archive before it touches anything, then replaces the database's content (SQLite: page
by page through the backup API, so running app servers see the restored data; PostgreSQL: pg_restore --clean in a
single transaction) and writes every media file back under its own name. Media files the archive does not hold are
left alone. Run `manage.py migrate` afterwards when the code is newer than the backup (`make restore` does).
"""

import io
import json
import os
import posixpath
import shutil
import sqlite3
import subprocess
import tarfile
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from glob import glob
from pathlib import Path
from typing import IO

import psycopg
from django.conf import settings
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import connection
from django.utils import timezone

from hafiz.accounts.authentication import sign_ins_drop_all

ARCHIVE_FORMAT = 1
MANIFEST_NAME = "manifest.json"
DATABASE_NAMES = {"sqlite": "database.sqlite3", "postgresql": "database.pgdump"}
MEDIA_PREFIX = "media/"
# Photos are JPEG already; the SVG verse images shrink a lot even at a middling level, which is much faster than 9.
GZIP_LEVEL = 6


def _member_file(tar: tarfile.TarFile, member: tarfile.TarInfo) -> IO[bytes]:
    """A member's content; tarfile has none for a folder or a device, which no archive of ours names here."""
    content = tar.extractfile(member)
    if content is None:
        raise BackupError(f"The archive's {member.name} is not a file.")
    return content


class BackupError(Exception):
    """The backup or restore could not be done; the message says why, for the operator."""


@dataclass(frozen=True)
class BackupSummary:
    path: Path
    database_engine: str
    created_at: str
    media_files: int


def backup_create(*, directory: Path) -> BackupSummary:
    """Write a new archive `hafiz-<UTC timestamp>.tar.gz` into `directory` (made if missing) and describe it."""
    engine = _database_engine()
    directory.mkdir(parents=True, exist_ok=True)
    created_at = timezone.now()
    manifest = {"format": ARCHIVE_FORMAT, "created_at": created_at.isoformat(), "database_engine": engine}
    # Built under a temporary name in the same folder, then renamed: an archive that exists is a complete one.
    with tempfile.TemporaryDirectory(dir=directory, prefix=".backup-") as work:
        dump = Path(work) / DATABASE_NAMES[engine]
        if engine == "sqlite":
            _sqlite_dump(destination=dump)
        else:
            _postgresql_dump(destination=dump)
        partial = Path(work) / "archive.tar.gz"
        with tarfile.open(partial, "w:gz", compresslevel=GZIP_LEVEL) as tar:
            _add_bytes(tar, name=MANIFEST_NAME, data=json.dumps(manifest, indent=2).encode())
            tar.add(dump, arcname=dump.name)
            media_files = _media_add(tar)
        # The whole database is in it (emails, token digests): readable by the owner only.
        partial.chmod(0o600)
        path = _unused_archive_path(directory=directory, created_at=created_at)
        os.replace(partial, path)
    return BackupSummary(path=path, database_engine=engine, created_at=created_at.isoformat(), media_files=media_files)


def backup_restore(*, archive: Path) -> BackupSummary:
    """Bring back the database and media of `archive`. Raises BackupError, before changing anything, for an
    archive that is damaged, incomplete or from the other database engine."""
    engine = _database_engine()
    manifest = _archive_check(archive=archive, engine=engine)
    media_files = 0
    with tarfile.open(archive, "r|gz") as tar, tempfile.TemporaryDirectory(prefix="hafiz-restore-") as work:
        for member in tar:
            if member.name == DATABASE_NAMES[engine]:
                dump = Path(work) / member.name
                with _member_file(tar, member) as source, dump.open("wb") as target:
                    shutil.copyfileobj(source, target)
                # Django's own connection must not hold the old database open (SQLite) or sit in a dropped table.
                connection.close()
                if engine == "sqlite":
                    _sqlite_load(source=dump)
                else:
                    _postgresql_load(source=dump)
            elif member.isfile() and member.name.startswith(MEDIA_PREFIX):
                with _member_file(tar, member) as content:
                    _media_put(name=member.name.removeprefix(MEDIA_PREFIX), content=content)
                media_files += 1
    # The app servers may hold sign-ins of tokens and learners the restore replaced (hafiz.accounts.authentication).
    sign_ins_drop_all()
    return BackupSummary(
        path=archive, database_engine=engine, created_at=manifest["created_at"], media_files=media_files
    )


def _database_engine() -> str:
    if connection.vendor not in DATABASE_NAMES:
        raise BackupError(f"Backups support SQLite and PostgreSQL, not {connection.vendor}.")
    return connection.vendor


def _unused_archive_path(*, directory: Path, created_at: datetime) -> Path:
    stem = f"hafiz-{created_at:%Y%m%dT%H%M%SZ}"
    path, number = directory / f"{stem}.tar.gz", 1
    while path.exists():
        number += 1
        path = directory / f"{stem}-{number}.tar.gz"
    return path


def _add_bytes(tar: tarfile.TarFile, *, name: str, data: bytes) -> None:
    info = tarfile.TarInfo(name)
    info.size = len(data)
    info.mtime = int(time.time())
    tar.addfile(info, io.BytesIO(data))


def _archive_check(*, archive: Path, engine: str) -> dict:
    """Read the whole archive once (gzip checks its CRC at the end) and return its manifest."""
    if not archive.is_file():
        raise BackupError(f"No backup at {archive}.")
    manifest, has_database = None, False
    try:
        with tarfile.open(archive, "r|gz") as tar:
            for member in tar:
                if member.name == MANIFEST_NAME:
                    manifest = json.load(_member_file(tar, member))
                elif member.isfile():
                    has_database = has_database or member.name == DATABASE_NAMES[engine]
                    _media_name_check(member.name)
                    with _member_file(tar, member) as content:
                        while content.read(1024 * 1024):
                            pass
    except (tarfile.TarError, OSError, EOFError, json.JSONDecodeError) as error:
        raise BackupError(f"{archive} is damaged or incomplete: {error}") from error
    if manifest is None or manifest.get("format") != ARCHIVE_FORMAT:
        raise BackupError(f"{archive} is not a Hafiz backup (format {ARCHIVE_FORMAT}).")
    if manifest.get("database_engine") != engine:
        raise BackupError(f"{archive} holds a {manifest.get('database_engine')} database; this app uses {engine}.")
    if not has_database:
        raise BackupError(f"{archive} holds no {DATABASE_NAMES[engine]}.")
    return manifest


def _media_name_check(name: str) -> None:
    if name in DATABASE_NAMES.values():
        return
    relative = name.removeprefix(MEDIA_PREFIX)
    parts = relative.split("/")
    if not name.startswith(MEDIA_PREFIX) or relative.startswith("/") or ".." in parts or "" in parts:
        raise BackupError(f"The archive holds an unexpected file: {name!r}")


# SQLite ------------------------------------------------------------------------------------------------------------


def _sqlite_path() -> Path:
    name = str(settings.DATABASES["default"]["NAME"])
    if name == ":memory:" or name.startswith("file:"):
        raise BackupError(f"Cannot back up the SQLite database {name!r}: it is not a file.")
    return Path(name)


def _sqlite_dump(*, destination: Path) -> None:
    source = sqlite3.connect(_sqlite_path(), timeout=30)
    target = sqlite3.connect(destination)
    try:
        source.backup(target)
    finally:
        target.close()
        source.close()


def _sqlite_load(*, source: Path) -> None:
    live = _sqlite_path()
    live.parent.mkdir(parents=True, exist_ok=True)
    backup = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    target = sqlite3.connect(live, timeout=30)
    try:
        backup.backup(target)
    finally:
        target.close()
        backup.close()


# PostgreSQL --------------------------------------------------------------------------------------------------------


def _postgresql_dump(*, destination: Path) -> None:
    _pg_run(["pg_dump", "--format=custom", "--no-owner", "--no-privileges", f"--file={destination}"])


def _postgresql_load(*, source: Path) -> None:
    _pg_run(
        [
            "pg_restore",
            "--clean",
            "--if-exists",
            "--no-owner",
            "--no-privileges",
            "--single-transaction",
            "--exit-on-error",
            str(source),
        ]
    )


def _pg_run(command: list[str]) -> None:
    database = settings.DATABASES["default"]
    keywords = {option.keyword.decode() for option in psycopg.pq.Conninfo.get_defaults()}
    parameters = {key: value for key, value in (database.get("OPTIONS") or {}).items() if key in keywords}
    parameters.update(
        {
            key: database.get(setting)
            for key, setting in (("dbname", "NAME"), ("host", "HOST"), ("port", "PORT"), ("user", "USER"))
        }
    )
    conninfo = psycopg.conninfo.make_conninfo(**{key: value for key, value in parameters.items() if value})
    # The password goes through the environment: a command line is visible to every user of the machine.
    env = dict(os.environ, PGPASSWORD=database.get("PASSWORD") or os.environ.get("PGPASSWORD", ""))
    tool, *arguments = command
    result = subprocess.run(
        [_pg_tool(tool), *arguments, f"--dbname={conninfo}"], env=env, capture_output=True, text=True
    )
    if result.returncode != 0:
        raise BackupError(f"{tool} failed ({result.returncode}): {result.stderr.strip()}")


def _pg_tool(name: str) -> str:
    if settings.PG_BIN_DIR:
        return str(Path(settings.PG_BIN_DIR) / name)
    found = shutil.which(name) or next(iter(sorted(glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True)), None)
    if found is None:
        raise BackupError(f"{name} was not found: install PostgreSQL's client tools or set PG_BIN_DIR.")
    return found


# Media -------------------------------------------------------------------------------------------------------------


def _media_names(folder: str = "") -> Iterator[str]:
    try:
        folders, files = default_storage.listdir(folder)
    except FileNotFoundError:
        return
    for name in sorted(files):
        yield posixpath.join(folder, name)
    for name in sorted(folders):
        yield from _media_names(posixpath.join(folder, name))


def _media_add(tar: tarfile.TarFile) -> int:
    added = 0
    for name in _media_names():
        try:
            size = default_storage.size(name)
            with default_storage.open(name, "rb") as content:
                info = tarfile.TarInfo(MEDIA_PREFIX + name)
                info.size = size
                info.mtime = int(time.time())
                tar.addfile(info, content)
        except FileNotFoundError:
            continue  # deleted since it was listed: a photo that was just replaced
        added += 1
    return added


def _media_put(*, name: str, content) -> None:
    # Read whole (a photo is a few hundred KB): storages may seek in what they save, a tar stream cannot.
    data = ContentFile(content.read(), name=posixpath.basename(name))
    if default_storage.exists(name):
        default_storage.delete(name)
    saved = default_storage.save(name, data)
    if saved != name:
        raise BackupError(f"The media store saved {name!r} as {saved!r}.")
