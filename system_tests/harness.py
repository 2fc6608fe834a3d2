"""Processes the system tests run the app with: private PostgreSQL and Redis servers they may stop at will, and
gunicorn app servers configured as in production (config.settings.production)."""

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import psycopg
import requests

ROOT = Path(__file__).resolve().parent.parent
BACKEND = ROOT / "backend"
PYTHON = sys.executable


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _pg_bin_dir() -> Path:
    if os.environ.get("PG_BIN_DIR"):
        return Path(os.environ["PG_BIN_DIR"])
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda path: int(path.parts[-3]))
    if not found:
        raise RuntimeError("PostgreSQL's server binaries were not found; set PG_BIN_DIR")
    return found[-1].parent


class PrivatePostgres:
    """A PostgreSQL cluster of its own in a temporary folder, on a free loopback port, that a test may stop.

    initdb refuses to run as root, so as root the cluster belongs to the `postgres` system user.
    """

    def __init__(self):
        self.bin_dir = _pg_bin_dir()
        self.port = free_port()
        self.workdir = Path(tempfile.mkdtemp(prefix="hafiz-system-pg-"))
        self.data = self.workdir / "data"
        self.log = self.workdir / "postgres.log"
        self._as_owner: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.workdir, user="postgres", group="postgres")
            self._as_owner = ["runuser", "-u", "postgres", "--"]
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "--encoding=UTF8",
                  "--locale=C", "--no-sync")
        self.start()

    def _run(self, tool: str, *arguments: str) -> None:
        subprocess.run([*self._as_owner, str(self.bin_dir / tool), *arguments], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def start(self) -> None:
        options = f"-p {self.port} -k {self.workdir} -c listen_addresses=127.0.0.1 -c max_connections=200"
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-o", options, "-w", "-t", "60", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def remove(self) -> None:
        try:
            self.stop("immediate")
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(self.workdir, ignore_errors=True)

    def url(self, database: str) -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/{database}"

    def connect(self, database: str = "postgres") -> psycopg.Connection:
        return psycopg.connect(self.url(database), autocommit=True)

    def create_database(self, name: str, *, template: str | None = None) -> str:
        with self.connect() as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            connection.execute(f'CREATE DATABASE "{name}"' + (f' TEMPLATE "{template}"' if template else ""))
        return self.url(name)

    def drop_database(self, name: str) -> None:
        with self.connect() as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


class PrivateRedis:
    """A redis-server of its own, in memory only, on a free loopback port."""

    def __init__(self):
        self.port = free_port()
        self.process: subprocess.Popen | None = None
        self.start()

    def start(self) -> None:
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while not self.answers():
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise RuntimeError("redis-server did not start")
            time.sleep(0.05)

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None

    def answers(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as connection:
                connection.sendall(b"PING\r\n")
                return connection.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def flush(self) -> None:
        with socket.create_connection(("127.0.0.1", self.port), timeout=2) as connection:
            connection.sendall(b"FLUSHALL\r\n")
            assert connection.recv(16).startswith(b"+OK")

    def url(self, db: int = 0) -> str:
        return f"redis://127.0.0.1:{self.port}/{db}"


def app_env(*, database_url: str, media_root: Path, redis_url: str | None = None, **overrides: str) -> dict:
    """The environment of a production app server (DEBUG off, behind no proxy, plain HTTP on loopback)."""
    inherited = {"DATABASE_URL", "SECRET_KEY", "REDIS_URL", "MEDIA_ROOT", "DEBUG", "DJANGO_SETTINGS_MODULE",
                 "LOGIN_RATE", "NUM_PROXIES", "MEDIA_STORAGE", "BACKUP_DIR"}
    env = {key: value for key, value in os.environ.items() if key not in inherited}
    env.update(
        DJANGO_SETTINGS_MODULE="config.settings.production",
        DEBUG="0",
        SECRET_KEY="system-tests-only-" + "k3Yz" * 12,
        ALLOWED_HOSTS="127.0.0.1,localhost",
        SECURE_SSL_REDIRECT="0",
        DEMO_LOGIN="1",
        DATABASE_URL=database_url,
        MEDIA_ROOT=str(media_root),
        QURAN_JSON_CACHE_DIR=str(ROOT / "var" / "cache"),
        LOGIN_RATE="10000/min",
        PYTHONUNBUFFERED="1",
    )
    if redis_url:
        env["REDIS_URL"] = redis_url
    env.update(overrides)
    return env


def manage(env: dict, *arguments: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    result = subprocess.run([PYTHON, "manage.py", *arguments], cwd=BACKEND, env=env, input=stdin,
                            capture_output=True, text=True)
    assert result.returncode == 0, f"manage.py {' '.join(arguments)} failed:\n{result.stdout}\n{result.stderr}"
    return result


def prepare_database(env: dict) -> None:
    """Migrate and import the Qur'an, as `make run` does."""
    manage(env, "migrate", "--noinput", "-v", "0")
    manage(env, "import_quran", "--if-needed")


@dataclass
class AppServer:
    """gunicorn serving the app as in production: sync workers (README, "Running in production")."""

    env: dict
    log_dir: Path
    workers: int = 2
    threads: int = 1
    access_log: bool = False
    port: int = field(default_factory=free_port)
    process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def log(self) -> Path:
        return self.log_dir / f"gunicorn-{self.port}.log"

    def start(self) -> "AppServer":
        self.log_dir.mkdir(parents=True, exist_ok=True)
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                [PYTHON, "-m", "gunicorn", "config.wsgi:application", "--bind", f"127.0.0.1:{self.port}",
                 "--workers", str(self.workers), "--threads", str(self.threads), "--timeout", "30",
                 "--no-control-socket", *(["--access-logfile", "-"] if self.access_log else [])],
                cwd=BACKEND, env=self.env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
            )
        return self

    def wait_until_up(self, timeout: float = 30) -> "AppServer":
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the app server exited with {self.process.returncode}:\n{self.log.read_text()}")
            try:
                # Any answer will do: behind a proxy (SECURE_SSL_REDIRECT) a direct call is redirected.
                if requests.get(f"{self.url}/api/v1/config/", timeout=2, allow_redirects=False).status_code < 500:
                    return self
            except requests.RequestException:
                pass
            time.sleep(0.1)
        raise RuntimeError(f"the app server did not answer within {timeout} s:\n{self.log.read_text()}")

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
        return self.log.read_text(errors="replace") if self.log.exists() else ""


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


class Learner:
    """A signed-in guest talking to one or more app servers with the same token."""

    def __init__(self, base_url: str, *, session: requests.Session | None = None):
        self.session = session or requests.Session()
        response = self.session.post(f"{base_url}/api/v1/auth/login_demo/", timeout=10)
        assert response.status_code == 200, response.text
        self.token = response.json()["token"]
        self.session.headers["Authorization"] = f"Token {self.token}"

    def get(self, url: str, **kwargs) -> requests.Response:
        return self.session.get(url, timeout=kwargs.pop("timeout", 15), **kwargs)

    def post(self, url: str, **kwargs) -> requests.Response:
        return self.session.post(url, timeout=kwargs.pop("timeout", 15), **kwargs)

    def put(self, url: str, **kwargs) -> requests.Response:
        return self.session.put(url, timeout=kwargs.pop("timeout", 15), **kwargs)


def user_id_of(connection, token: str) -> int:
    """The user a knox token belongs to (knox stores the token's first 15 characters in the clear)."""
    row = connection.execute("SELECT user_id FROM knox_authtoken WHERE token_key = %s", (token[:15],)).fetchone()
    return row[0]
