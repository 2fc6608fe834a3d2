"""nginx with deploy/nginx.conf as shipped, only its ADJUST lines pointed at this machine: in front of app servers
on loopback, with a self-signed certificate, for the system tests and the benchmarks.

    with Nginx(folder=workdir / "nginx", app_ports=[server.port], media_root=workdir / "media") as nginx:
        ...  # nginx.https, nginx.http; send Host: HOST (the site's server_name)

The binary is the system's or the one `make system-services` unpacks into var/tools.
"""

import os
import shutil
import signal
import ssl
import subprocess
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from testing_support.app_server import ROOT, free_port

HOST = "hafiz.example.org"
CANDIDATES = [shutil.which("nginx"), str(ROOT / "var" / "tools" / "nginx" / "usr" / "sbin" / "nginx")]
_UPSTREAM = "    server {address} max_fails=3 fail_timeout=10s;\n"


def nginx_binary() -> str:
    binary = next((path for path in CANDIDATES if path and Path(path).is_file()), None)
    if binary is None:
        raise RuntimeError("nginx is missing: run `make system-services`")
    return binary


def _replaced(site: str, replacements: dict[str, str]) -> str:
    for old, new in replacements.items():
        if old not in site:
            raise RuntimeError(f"deploy/nginx.conf no longer has {old!r}: update testing_support/nginx.py")
        site = site.replace(old, new)
    return site


@dataclass
class Nginx:
    folder: Path
    app_ports: list[int]
    media_root: Path
    worker_processes: int = 1
    # Open connections per worker, clients' and app servers' together: a load test's learners each keep one.
    worker_connections: int = 1024
    # Every request in nginx's access log (the system tests read it); a benchmark leaves it out.
    access_log: bool = True
    http_port: int = field(default_factory=free_port)
    https_port: int = field(default_factory=free_port)
    process: subprocess.Popen | None = None

    @property
    def https(self) -> str:
        return f"https://127.0.0.1:{self.https_port}"

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.http_port}"

    @property
    def content_cache(self) -> Path:
        """Where nginx keeps the content calls' answers (proxy_cache_path)."""
        return self.folder / "content-cache"

    def site(self) -> str:
        """deploy/nginx.conf with its ADJUST lines pointed at this machine."""
        return _replaced(
            (ROOT / "deploy" / "nginx.conf").read_text(),
            {
                _UPSTREAM.format(address="10.0.0.11:8000") + _UPSTREAM.format(address="10.0.0.12:8000"): "".join(
                    _UPSTREAM.format(address=f"127.0.0.1:{port}") for port in self.app_ports
                ),
                "    listen 80;\n    listen [::]:80;\n": f"    listen 127.0.0.1:{self.http_port};\n",
                "    listen 443 ssl http2;\n    listen [::]:443 ssl http2;\n": f"    listen 127.0.0.1:{self.https_port} ssl http2;\n",
                "/etc/letsencrypt/live/hafiz.example.org/fullchain.pem": str(self.folder / "cert.pem"),
                "/etc/letsencrypt/live/hafiz.example.org/privkey.pem": str(self.folder / "key.pem"),
                "/var/www/letsencrypt": str(self.folder),
                "/var/cache/nginx/hafiz": str(self.content_cache),
                "/srv/hafiz/frontend/dist": str(ROOT / "frontend" / "dist"),
                "/srv/hafiz/media/": f"{self.media_root}/",
                "/srv/hafiz/var/static/": f"{self.folder / 'static'}/",
            },
        )

    def start(self) -> "Nginx":
        binary = nginx_binary()
        self.folder.mkdir(parents=True, exist_ok=True)
        (self.folder / "static").mkdir(exist_ok=True)
        subprocess.run(
            [
                "openssl",
                "req",
                "-x509",
                "-newkey",
                "rsa:2048",
                "-nodes",
                "-days",
                "1",
                "-subj",
                f"/CN={HOST}",
                "-keyout",
                str(self.folder / "key.pem"),
                "-out",
                str(self.folder / "cert.pem"),
            ],
            check=True,
            capture_output=True,
        )
        (self.folder / "hafiz.conf").write_text(self.site())
        temp_paths = "".join(
            f"{kind}_temp_path {self.folder / kind};\n" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
        )
        access_log = f"access_log {self.folder / 'access.log'};" if self.access_log else "access_log off;"
        (self.folder / "nginx.conf").write_text(
            f"daemon off;\npid {self.folder / 'nginx.pid'};\nerror_log {self.folder / 'error.log'} warn;\n"
            f"worker_processes {self.worker_processes};\n"
            + ("user root;\n" if os.geteuid() == 0 else "")
            + f"worker_rlimit_nofile {2 * self.worker_connections};\n"
            + f"events {{ worker_connections {self.worker_connections}; }}\nhttp {{\n{access_log}\n{temp_paths}"
            f"include {self.folder / 'hafiz.conf'};\n}}\n"
        )
        command = [binary, "-p", str(self.folder), "-c", str(self.folder / "nginx.conf")]
        checked = subprocess.run([*command, "-t"], capture_output=True, text=True)
        if checked.returncode != 0:
            raise RuntimeError(f"nginx -t refused the configuration:\n{checked.stderr}")
        self.process = subprocess.Popen(command, stderr=subprocess.DEVNULL)
        self._wait_until_up()
        return self

    def _wait_until_up(self, timeout: float = 10) -> None:
        insecure = ssl.create_default_context()
        insecure.check_hostname, insecure.verify_mode = False, ssl.CERT_NONE
        opener = urllib.request.build_opener(
            urllib.request.ProxyHandler({}), urllib.request.HTTPSHandler(context=insecure)
        )
        deadline = time.monotonic() + timeout
        while True:
            try:
                opener.open(urllib.request.Request(f"{self.https}/api/v1/health/", headers={"Host": HOST}), timeout=2)
                return
            except OSError as error:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(f"nginx did not come up:\n{self.error_log()}") from error
                time.sleep(0.1)

    def error_log(self) -> str:
        path = self.folder / "error.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGQUIT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def __enter__(self) -> "Nginx":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
