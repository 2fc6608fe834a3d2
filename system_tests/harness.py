"""What the system tests run the app with besides its app servers (testing_support.app_server): private PostgreSQL
and Redis servers they may stop at will, and learners signed in as guests."""

import contextlib
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import psycopg
import requests

from testing_support.app_server import free_port

# The app servers' environment beside app_env's: games paid however fast a test wins them, graded as often, and
# learners calling in a tight loop (the outage tests) as often as they do. The system tests check what many servers,
# outages and backups do to wins, not a person's pace (bench/farm.py and the unit tests do); the guest sign-in's
# limit stays, counted across servers in Redis (test_two_servers, test_nginx, test_redis_outage).
ANY_PACE = {
    "PACE_SCALE": "0",
    "GRADING_RATE": "1000000/min",
    "LEARNER_BURST_RATE": "1000000/min",
    "LEARNER_SUSTAINED_RATE": "1000000/hour",
}


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
        self._run(
            "initdb",
            "-D",
            str(self.data),
            "-U",
            "postgres",
            "--auth=trust",
            "--encoding=UTF8",
            "--locale=C",
            "--no-sync",
        )
        self.start()

    def _run(self, tool: str, *arguments: str) -> None:
        subprocess.run(
            [*self._as_owner, str(self.bin_dir / tool), *arguments],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )

    def start(self) -> None:
        options = f"-p {self.port} -k {self.workdir} -c listen_addresses=127.0.0.1 -c max_connections=200"
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-o", options, "-w", "-t", "60", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def remove(self) -> None:
        with contextlib.suppress(subprocess.CalledProcessError):
            self.stop("immediate")
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
