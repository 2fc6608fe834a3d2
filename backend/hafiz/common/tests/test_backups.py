import io
import json
import tarfile

import pytest
from django.db import connection

from hafiz.common.backups import BackupError, backup_restore


def _archive(path, members: dict[str, bytes]):
    with tarfile.open(path, "w:gz") as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return path


def _manifest(engine: str) -> bytes:
    return json.dumps({"format": 1, "created_at": "2026-01-01T00:00:00+00:00", "database_engine": engine}).encode()


def _other_engine() -> str:
    return "postgresql" if connection.vendor == "sqlite" else "sqlite"


def _database_name(engine: str) -> str:
    return {"sqlite": "database.sqlite3", "postgresql": "database.pgdump"}[engine]


def test_a_backup_of_the_other_database_engine_is_refused(tmp_path):
    other = _other_engine()
    archive = _archive(tmp_path / "other.tar.gz", {"manifest.json": _manifest(other), _database_name(other): b"x"})

    with pytest.raises(BackupError, match=f"holds a {other} database"):
        backup_restore(archive=archive)


def test_an_archive_with_a_path_outside_the_media_folder_is_refused(tmp_path):
    engine = connection.vendor
    archive = _archive(
        tmp_path / "evil.tar.gz",
        {
            "manifest.json": _manifest(engine),
            _database_name(engine): b"x",
            "media/../../etc/cron.d/evil": b"x",
        },
    )

    with pytest.raises(BackupError, match="unexpected file"):
        backup_restore(archive=archive)


def test_a_truncated_archive_is_refused_before_anything_changes(tmp_path):
    engine = connection.vendor
    whole = _archive(
        tmp_path / "whole.tar.gz",
        {
            "manifest.json": _manifest(engine),
            _database_name(engine): bytes(range(256)) * 4000,
        },
    )
    truncated = tmp_path / "truncated.tar.gz"
    truncated.write_bytes(whole.read_bytes()[: whole.stat().st_size // 2])

    with pytest.raises(BackupError, match="damaged or incomplete"):
        backup_restore(archive=truncated)


def test_a_file_that_is_not_a_backup_is_refused(tmp_path):
    not_a_backup = tmp_path / "notes.tar.gz"
    not_a_backup.write_text("hello")

    with pytest.raises(BackupError):
        backup_restore(archive=not_a_backup)
