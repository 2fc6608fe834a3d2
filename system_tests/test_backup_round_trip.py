"""`make backup` while the app serves, wipe the database and the media, `make restore`: everything is back, and
learners carry on with the tokens and photos they had."""

import hashlib
import io
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image

from harness import ANY_PACE, Learner
from testing_support.app_server import ROOT, AppServer, app_env, manage, prepare_database, start_servers
from wins import win

SURNAMES = ("Alif", "Ba", "Ta")


def _photo(colour: tuple[int, int, int]) -> bytes:
    output = io.BytesIO()
    Image.new("RGB", (80, 60), colour).save(output, format="PNG")
    return output.getvalue()


def _learners_play(server: AppServer) -> list[tuple[Learner, str]]:
    """Learners with names, photos, graded wins and bookmarks; each with the URL of their photo."""
    played = []
    for number, surname in enumerate(SURNAMES):
        learner = Learner(server.url)
        assert (
            learner.put(
                f"{server.url}/api/v1/auth/profile/update/", json={"first_name": "Amina", "last_name": surname}
            ).status_code
            == 200
        )
        photo = learner.put(
            f"{server.url}/api/v1/auth/profile/update/photo/",
            files={"profile_photo": ("me.png", _photo((40 * number, 90, 160)), "image/png")},
        )
        assert photo.status_code == 200, photo.text
        # Four wins on each verse: a first win and repeats, each a graded deal and a ledger row to back up.
        for ayah in range(1, 4 + number):
            for _ in range(4):
                won = win(learner, server.url, 112, min(ayah, 4))
                assert won.status_code == 200 and won.json()["won"], won.text
        assert learner.post(f"{server.url}/api/v1/bookmarks/", json={"surah_id": 2, "ayah_id": 255}).status_code == 201
        played.append((learner, photo.json()["url"]))
    return played


def _snapshot(env: dict) -> dict:
    """Every row outside the imported Qur'an, the Qur'an's size, and every media file's digest."""
    rows = manage(
        env,
        "dumpdata",
        "--exclude",
        "contenttypes",
        "--exclude",
        "auth.permission",
        "--exclude",
        "sessions",
        "--exclude",
        "admin.logentry",
        "--exclude",
        "quran",
    ).stdout
    count_quran = "from hafiz.quran.models import Chapter, Verse; print(Chapter.objects.count(), Verse.objects.count())"
    quran = manage(env, "shell", "-v", "0", "-c", count_quran)
    media = Path(env["MEDIA_ROOT"])
    return {
        "rows": json.loads(rows),
        "quran": quran.stdout.split(),
        "media": {
            str(path.relative_to(media)): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(media.rglob("*"))
            if path.is_file()
        },
    }


def _make(env: dict, *arguments: str, stdin: str | None = None) -> str:
    result = subprocess.run(
        ["make", "--no-print-directory", *arguments], cwd=ROOT, env=env, input=stdin, capture_output=True, text=True
    )
    assert result.returncode == 0, f"make {' '.join(arguments)} failed:\n{result.stdout}\n{result.stderr}"
    return result.stdout


@pytest.fixture(params=["sqlite", "postgresql"])
def site(request, postgres, workdir):
    """An app with the Qur'an imported on either database: (environment, wipe the database)."""
    folder = workdir / request.param
    folder.mkdir()
    if request.param == "sqlite":
        env = app_env(database_url=f"sqlite:///{folder / 'hafiz.sqlite3'}", media_root=folder / "media", **ANY_PACE)
        prepare_database(env)

        def wipe():
            for path in folder.glob("hafiz.sqlite3*"):
                path.unlink()
    else:
        url = postgres.create_database("hafiz_backup", template=request.getfixturevalue("quran_template"))
        env = app_env(database_url=url, media_root=folder / "media", **ANY_PACE)
        shutil.copytree(request.getfixturevalue("template_media"), folder / "media")

        def wipe():
            postgres.create_database("hafiz_backup")  # dropped and made again, empty

    env["BACKUP_DIR"] = str(folder / "backups")
    yield env, wipe
    if request.param == "postgresql":
        postgres.drop_database("hafiz_backup")


def test_a_restored_backup_brings_back_every_learner_and_photo(site, workdir, report_figure):
    env, wipe = site
    server = AppServer(env=env, log_dir=workdir)
    start_servers(server)
    try:
        played = _learners_play(server)
        photos = {url: played[0][0].get(f"{server.url}{url}").content for _, url in played}
        backed_up = _make(env, "backup")  # while the app serves
    finally:
        server.stop()
    archive = Path(backed_up.strip().splitlines()[-1])
    before = _snapshot(env)
    wipe()
    shutil.rmtree(env["MEDIA_ROOT"])
    restored = _make(env, "restore", f"FILE={archive}", stdin="yes\n")
    after = _snapshot(env)

    assert archive.parent == Path(env["BACKUP_DIR"]) and archive.name.startswith("hafiz-")
    assert "Restored the" in restored
    assert after["quran"] == ["114", "6236"]
    assert after["rows"] == before["rows"]
    assert after["media"] == before["media"]
    assert len([row for row in after["rows"] if row["model"] == "xp.xpevent"]) >= len(SURNAMES) * 12
    start_servers(server)
    try:
        for surname, (learner, url) in zip(SURNAMES, played):
            assert learner.get(f"{server.url}/api/v1/auth/profile/info/").json()["last_name"] == surname
            assert learner.get(f"{server.url}{url}").content == photos[url]
    finally:
        server.stop()
    report_figure(
        f"backup ({env['DATABASE_URL'].split(':')[0]}): {archive.stat().st_size / 1e6:.1f} MB archive, "
        f"{len(after['media'])} media files, {len(after['rows'])} rows outside the Qur'an"
    )
