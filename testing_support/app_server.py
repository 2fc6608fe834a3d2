"""A throwaway app server: a fresh database prepared as `make run` prepares it, and gunicorn serving it on a free
loopback port, for the end-to-end tests, the API fuzzing, the system tests and the load test.

    env = app_env(database_url=f"sqlite:///{workdir / 'hafiz.sqlite3'}", media_root=workdir / "media")
    prepare_database(env)
    with AppServer(env=env, log_dir=workdir) as server:
        ...  # server.url
"""

import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BACKEND = ROOT / "backend"

# Every request limit's variable (the backend's THROTTLE_RATES, docs/limits.md).
RATE_VARIABLES = (
    "LEARNER_BURST_RATE",
    "LEARNER_SUSTAINED_RATE",
    "ANONYMOUS_RATE",
    "LOGIN_RATE",
    "GUEST_RATE",
    "GRADING_RATE",
    "LISTENING_RATE",
    "RECITATION_RATE",
    "SEARCH_RATE",
    "PHOTO_RATE",
    "RECORDING_RATE",
    "PASSKEY_RATE",
    "EMAIL_RATE",
)
# The limits per address raised out of the way: a test run's or a load test's visitors and guests all come from this
# machine's one address. Every limit per learner stays as the settings say.
ONE_ADDRESS_FOR_EVERYONE = {"ANONYMOUS_RATE": "1000000/min", "LOGIN_RATE": "1000000/min", "GUEST_RATE": "1000000/min"}
# Every limit out of the way, for a run that makes thousands of calls with one token (the API fuzzing).
NO_LIMITS = dict.fromkeys(RATE_VARIABLES, "1000000/min")

# What a developer's shell may carry (say from .env) that would point a throwaway server at real data or services,
# or change what is being tested; app_env sets what the server needs instead.
_NOT_INHERITED = frozenset(
    {
        "DATABASE_URL",
        "SECRET_KEY",
        "REDIS_URL",
        "MEDIA_ROOT",
        "RECORDINGS_ROOT",
        "MEDIA_STORAGE",
        "DEBUG",
        "DJANGO_SETTINGS_MODULE",
        "NUM_PROXIES",
        "BACKUP_DIR",
        "PACE_SCALE",
        "WEBAUTHN_RP_ID",
        "WEBAUTHN_ORIGINS",
        "EMAIL_URL",
        "EMAIL_HOST",
        "EMAIL_BACKEND",
        *RATE_VARIABLES,
    }
)
# One key for every server a run starts: servers sharing a database must also share what they sign.
_SECRET_KEY = secrets.token_urlsafe(50)
# A loopback probe must not go through a proxy the environment names.
_DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def app_env(
    *, database_url: str, media_root: Path, settings: str = "production", redis_url: str | None = None, **overrides: str
) -> dict[str, str]:
    """The environment of an app server as in production (DEBUG off), but on plain HTTP on loopback, with the guest
    sign-in on and limits per address that many visitors and guests from one address do not reach. It names every
    choice the production settings insist on (config.safety): clients connect directly (NUM_PROXIES=0) unless an
    override puts nginx in front. settings="local" serves as `make run` does; overrides (e.g. DEBUG="1",
    GUEST_RATE="5/min") win."""
    env = {key: value for key, value in os.environ.items() if key not in _NOT_INHERITED}
    env.update(
        DJANGO_SETTINGS_MODULE=f"config.settings.{settings}",
        DEBUG="0",
        SECRET_KEY=_SECRET_KEY,
        ALLOWED_HOSTS="127.0.0.1,localhost",
        SECURE_SSL_REDIRECT="0",
        DEMO_LOGIN="1",
        **ONE_ADDRESS_FOR_EVERYONE,
        NUM_PROXIES="0",
        # Passkeys work at http://localhost:<port> (browsers refuse them at 127.0.0.1).
        WEBAUTHN_RP_ID="localhost",
        DATABASE_URL=database_url,
        MEDIA_ROOT=str(media_root),
        # Beside the media, never in the checkout's var/recordings.
        RECORDINGS_ROOT=str(media_root.parent / f"{media_root.name}-recordings"),
        QURAN_JSON_CACHE_DIR=os.environ.get("QURAN_JSON_CACHE_DIR", str(ROOT / "var" / "cache")),
        # Log lines reach the log as they happen: tests read it while the server runs.
        PYTHONUNBUFFERED="1",
    )
    if redis_url:
        env["REDIS_URL"] = redis_url
    env.update(overrides)
    return env


def manage(env: dict[str, str], *arguments: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """manage.py with this environment; its output (stdout, stderr) is in the error should it fail."""
    result = subprocess.run(
        [sys.executable, "manage.py", *arguments], cwd=BACKEND, env=env, input=stdin, capture_output=True, text=True
    )
    if result.returncode != 0:
        raise RuntimeError(f"manage.py {' '.join(arguments)} failed:\n{result.stdout}\n{result.stderr}")
    return result


def prepare_database(env: dict[str, str]) -> None:
    """Migrate and import the Qur'an, as `make run` does."""
    manage(env, "migrate", "--noinput", "-v", "0")
    manage(env, "import_quran", "--if-needed")


@dataclass
class AppServer:
    """gunicorn serving the app as in production: sync workers (docs/deploy.md). It runs in a
    process group of its own, so that stopping it stops its workers too, whatever state the master is in.

    Its output goes to gunicorn-<port>.log in log_dir, shown should it not come up; with log_dir None, to this
    process's own output (where pytest's capture shows it next to the test it concerns)."""

    env: dict[str, str]
    log_dir: Path | None
    workers: int = 2
    threads: int = 1
    log_level: str = "info"
    access_log: bool = False
    port: int = field(default_factory=free_port)
    process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def log(self) -> Path | None:
        return self.log_dir / f"gunicorn-{self.port}.log" if self.log_dir else None

    def start(self) -> "AppServer":
        command = [
            sys.executable,
            "-m",
            "gunicorn",
            "config.wsgi:application",
            "--bind",
            f"127.0.0.1:{self.port}",
            "--workers",
            str(self.workers),
            "--threads",
            str(self.threads),
            "--timeout",
            "30",
            "--log-level",
            self.log_level,
            "--no-control-socket",
            *(["--access-logfile", "-"] if self.access_log else []),
        ]
        if self.log_dir:
            self.log_dir.mkdir(parents=True, exist_ok=True)
        with self.log.open("ab") if self.log else nullcontext() as log:
            self.process = subprocess.Popen(
                command,
                cwd=BACKEND,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT if log else None,
                start_new_session=True,
            )
        return self

    def wait_until_up(self, timeout: float = 30) -> "AppServer":
        """Until the health check answers 200: the app has loaded and reaches its database."""
        deadline = time.monotonic() + timeout
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"the app server exited with {self.process.returncode}{self._log_excerpt()}")
            try:
                with _DIRECT.open(f"{self.url}/api/v1/health/", timeout=2):
                    return self
            except OSError as error:
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"the app server did not answer within {timeout} s{self._log_excerpt()}"
                    ) from error
                time.sleep(0.1)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            # SIGINT: gunicorn's quick shutdown (SIGTERM waits for idle keep-alive connections).
            os.killpg(self.process.pid, signal.SIGINT)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        self.process = None

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log and self.log.exists() else ""

    def _log_excerpt(self) -> str:
        return f":\n{self.log_text()}" if self.log else ""

    def __enter__(self) -> "AppServer":
        start_servers(self)
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


def start_servers(*servers: AppServer) -> None:
    """Start them side by side and wait for each; if one does not come up, stop them all before failing."""
    try:
        for server in servers:
            server.start()
        for server in servers:
            server.wait_until_up()
    except BaseException:
        for server in servers:
            server.stop()
        raise
