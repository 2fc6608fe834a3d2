"""Fuzz every operation of the API against its own OpenAPI schema with Schemathesis (`make test-fuzz`).

Serves the app as `make run` does (gunicorn, DEBUG off) on a fresh SQLite database with the Qur'an imported, signs
in as a guest for the authenticated calls (hooks.py), and fails on any 5xx answer or any answer the schema does not
describe: an undocumented status code, content type or header, or a body that does not match. Settings are in
schemathesis.toml; extra arguments go to `schemathesis run` (e.g. `--seed 7`, `-n 200`, `--include-path-regex
bookmarks`).

Google sign-in is pointed at a stand-in on 127.0.0.1 that refuses every token, the way Google answers a token it
never issued, so the call is fuzzed through its validation without reaching the internet.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

HERE = Path(__file__).resolve().parent
# Run as a script (`make test-fuzz`), which puts only this folder on the path; testing_support is at the top.
sys.path.insert(0, str(HERE.parent))
from testing_support.app_server import NO_LIMITS, AppServer, app_env, prepare_database  # noqa: E402

SCHEMATHESIS = Path(sys.executable).with_name("schemathesis")
# A hard stop should something hang; a run takes one to two minutes. (Schemathesis' own --max-time is a budget it
# spends in full, repeating the fuzzing until it runs out, so it is no bound.)
RUN_TIMEOUT_SECONDS = 600
# Django logs every 4xx answer as a warning: expected by the thousand here, so left out of what is shown.
CLIENT_ERROR_LOG_LINE = re.compile(r"^[A-Z][A-Za-z ]+: /")


class _GoogleRefusingEveryToken(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps({"error": "invalid_token", "error_description": "Invalid Value"}).encode()
        self.send_response(400)
        self.send_header("Content-Type", "application/json; charset=UTF-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format, *args):
        """Quiet: thousands of refusals are not worth a line each."""


def _app_env(workdir: Path, google_url: str) -> dict[str, str]:
    # The embedded settings, as `make run` serves, but DEBUG off as in production: errors answer as they would there.
    return app_env(
        database_url=f"sqlite:///{workdir / 'fuzz.sqlite3'}",
        media_root=workdir / "media",
        settings="local",
        # Thousands of calls with one token: at a person's limits nearly all would meet the 429 and leave the calls'
        # logic untried.
        **NO_LIMITS,
        GOOGLE_CLIENT_ID="hafiz-fuzz.apps.googleusercontent.com",
        GOOGLE_TOKENINFO_URL=f"{google_url}/tokeninfo",
        GOOGLE_USERINFO_URL=f"{google_url}/v1/userinfo",
        # Mail on, so that the email calls are fuzzed past their 404; kept in memory, never sent.
        EMAIL_HOST="localhost",
        EMAIL_BACKEND="django.core.mail.backends.locmem.EmailBackend",
    )


def _show_server_errors(log_path: Path) -> None:
    """Tracebacks and other errors the app logged, which say where a 5xx came from."""
    text = log_path.read_text(errors="replace")
    lines = [line for line in text.splitlines() if not CLIENT_ERROR_LOG_LINE.match(line)]
    if lines:
        print(f"\nThe app server logged ({log_path}):", *lines, sep="\n", file=sys.stderr)


def _fuzz(url: str, workdir: Path, schemathesis_args: list[str]) -> int:
    env = {**os.environ, "HAFIZ_FUZZ_BASE_URL": url, "SCHEMATHESIS_HOOKS": str(HERE / "hooks.py")}
    command = [str(SCHEMATHESIS), "--config-file", str(HERE / "schemathesis.toml"), "run", f"{url}/api/v1/schema/"]
    try:
        # Inside the throw-away folder: Schemathesis and Hypothesis keep their state in the working directory.
        result = subprocess.run([*command, *schemathesis_args], cwd=workdir, env=env, timeout=RUN_TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        print(f"Schemathesis did not finish within {RUN_TIMEOUT_SECONDS} s.", file=sys.stderr)
        return 1
    return result.returncode


def main(schemathesis_args: list[str]) -> int:
    workdir = Path(tempfile.mkdtemp(prefix="hafiz-fuzz-"))
    google = ThreadingHTTPServer(("127.0.0.1", 0), _GoogleRefusingEveryToken)
    threading.Thread(target=google.serve_forever, daemon=True).start()
    env = _app_env(workdir, google_url=f"http://127.0.0.1:{google.server_address[1]}")

    prepare_database(env)

    server = AppServer(env=env, log_dir=workdir, log_level="warning")
    try:
        with server:
            returncode = _fuzz(server.url, workdir, schemathesis_args)
            if server.process.poll() is not None:
                print(f"The app server died during the run (exit code {server.process.returncode}).", file=sys.stderr)
                returncode = 1
    finally:
        google.shutdown()

    _show_server_errors(server.log)
    if returncode == 0:
        shutil.rmtree(workdir)
    else:
        print(f"Database, media and server log kept in {workdir}", file=sys.stderr)
    return returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
