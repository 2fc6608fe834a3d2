"""The pinned quran-json npm package (CC BY-SA 4.0): download once, check its checksum, read its JSON."""

import base64
import hashlib
import json
import tarfile
import urllib.request
from dataclasses import dataclass
from pathlib import Path

PACKAGE_NAME = "quran-json"
PACKAGE_VERSION = "3.1.2"
TARBALL_URL = f"https://registry.npmjs.org/{PACKAGE_NAME}/-/{PACKAGE_NAME}-{PACKAGE_VERSION}.tgz"
# npm's own integrity value for that version (`npm view quran-json@3.1.2 dist.integrity`).
TARBALL_INTEGRITY = "sha512-K0RURQSueVUMpDkZCnfXhck6YCX2lEJCar0SsI2naNDgei/crtrVfRHavZk14tw0TJlGQd/zl3tABSOGQrJLYQ=="

_MEMBERS = {
    "arabic": "package/dist/quran.json",
    "english": "package/dist/quran_en.json",
    "russian": "package/dist/quran_ru.json",
    "transliteration": "package/dist/quran_transliteration.json",
    "chapters_russian": "package/dist/chapters/ru/index.json",
}


class SourceError(Exception):
    pass


@dataclass(frozen=True)
class QuranSource:
    arabic: list[dict]
    english: list[dict]
    russian: list[dict]
    transliteration: list[dict]
    chapters_russian: list[dict]


def _integrity_of(path: Path) -> str:
    digest = hashlib.sha512(path.read_bytes()).digest()
    return "sha512-" + base64.b64encode(digest).decode()


def tarball_path(*, cache_dir: Path) -> Path:
    """The verified tarball in the cache, downloaded from the npm registry when missing."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    path = cache_dir / f"{PACKAGE_NAME}-{PACKAGE_VERSION}.tgz"
    if not path.is_file():
        partial = path.with_suffix(".part")
        with urllib.request.urlopen(TARBALL_URL, timeout=120) as response, partial.open("wb") as out:
            while chunk := response.read(1 << 20):
                out.write(chunk)
        partial.replace(path)
    actual = _integrity_of(path)
    if actual != TARBALL_INTEGRITY:
        path.unlink()
        raise SourceError(f"{path.name}: checksum mismatch (expected {TARBALL_INTEGRITY}, got {actual}); deleted it")
    return path


def load_source(*, cache_dir: Path) -> QuranSource:
    path = tarball_path(cache_dir=cache_dir)
    wanted = {member: key for key, member in _MEMBERS.items()}
    loaded: dict[str, list[dict]] = {}
    with tarfile.open(path, "r:gz") as archive:
        for member in archive:
            key = wanted.get(member.name)
            if key is None:
                continue
            extracted = archive.extractfile(member)
            if extracted is None:
                raise SourceError(f"{member.name} is not a file in the package")
            loaded[key] = json.load(extracted)
            if len(loaded) == len(wanted):
                break
    missing = set(_MEMBERS) - set(loaded)
    if missing:
        raise SourceError(f"files missing from the package: {sorted(_MEMBERS[key] for key in missing)}")
    return QuranSource(**loaded)
