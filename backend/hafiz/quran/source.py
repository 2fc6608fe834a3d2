"""The pinned packages the Qur'an is imported from: download each once, check its checksum, read its data.

quran-json (npm, CC BY-SA 4.0) holds the text, translations and transliteration; quran-meta (npm, MIT) the juz, hizb
quarters, pages, manzils, ruku's and sajdas, and the Russian chapter names; quran-text (PyPI, CC-BY-4.0) the King Fahd
Complex's Hafs layout: the pages and their lines (quran.mushaf), and the juz and sajdas once more, against which
quran.divisions checks quran-meta's."""

import base64
import hashlib
import json
import re
import tarfile
import urllib.request
import zipfile
from dataclasses import dataclass
from pathlib import Path


class SourceError(Exception):
    pass


@dataclass(frozen=True)
class PinnedPackage:
    name: str
    version: str
    url: str
    # Subresource-integrity form: npm's own value (`npm view NAME@VERSION dist.integrity`), or PyPI's sha256 in base64.
    integrity: str

    @property
    def file_name(self) -> str:
        return self.url.rsplit("/", 1)[-1]


QURAN_JSON = PinnedPackage(
    name="quran-json",
    version="3.1.2",
    url="https://registry.npmjs.org/quran-json/-/quran-json-3.1.2.tgz",
    integrity="sha512-K0RURQSueVUMpDkZCnfXhck6YCX2lEJCar0SsI2naNDgei/crtrVfRHavZk14tw0TJlGQd/zl3tABSOGQrJLYQ==",
)
QURAN_META = PinnedPackage(
    name="quran-meta",
    version="6.0.17",
    url="https://registry.npmjs.org/quran-meta/-/quran-meta-6.0.17.tgz",
    integrity="sha512-B/Zdfamnzxs2Lh0OYKdjAyyT0jv1GrkfOd0pJQG3C88Pb5YPl6tGKEoy+A4wxG5GvCPBz9xMqzQM2WpCDsMStw==",
)
QURAN_TEXT = PinnedPackage(
    name="quran-text",
    version="0.1.0",
    url="https://files.pythonhosted.org/packages/28/c9/7840d01810c9270992d4fd657ab74ba4d0ec0798b0ebcce3464fda154a3c/"
    "quran_text-0.1.0-py3-none-any.whl",
    # sha256 8b9a0c23ccabe6ff2a25732c7004af267ce2f10de3953fb6e27c37607891fe77, as PyPI lists it
    integrity="sha256-i5oMI8yr5v8qJXMscASvJnzi8Q3jlT+24nw3YHiR/nc=",
)
PACKAGES = (QURAN_JSON, QURAN_META, QURAN_TEXT)

_QURAN_JSON_MEMBERS = {
    "arabic": "package/dist/quran.json",
    "english": "package/dist/quran_en.json",
    "russian": "package/dist/quran_ru.json",
    "transliteration": "package/dist/quran_transliteration.json",
}
_QURAN_META_LISTS = "package/src/lists/HafsLists.ts"
_QURAN_META_RUSSIAN_NAMES = "package/src/i18n/surah.ru.ts"
_QURAN_TEXT_MUSHAF = "quran_text_data/hafs.json"
# What quran.divisions and quran.mushaf read of quran-text's mushaf file: where its verses, chapters, pages, lines
# and juz start (as positions in its words) and its marks. Its words themselves are Hafiz's own (quran-json's).
_QURAN_TEXT_KEYS = (
    "words",
    "ayah_starts",
    "surah_starts",
    "page_starts",
    "line_starts",
    "juz_starts",
    "marks",
    "mark_types",
)


@dataclass(frozen=True)
class QuranSource:
    arabic: list[dict]
    english: list[dict]
    russian: list[dict]
    transliteration: list[dict]
    # quran-meta's Hafs lists by name ("JuzList", "PageList", …): global verse numbers, as the package writes them.
    division_lists: dict[str, list[int]]
    # quran-meta's Russian chapter names: (name, meaning) per chapter, index 0 = chapter 1.
    chapter_names_russian: list[tuple[str, str]]
    # quran-text's Hafs mushaf: its words, the word positions of each verse's, chapter's, page's, line's and juz'
    # start, and its marks.
    edition: dict


def _integrity_of(path: Path, *, algorithm: str) -> str:
    digest = hashlib.new(algorithm, path.read_bytes()).digest()
    return f"{algorithm}-{base64.b64encode(digest).decode()}"


def package_path(package: PinnedPackage, *, cache_dir: Path) -> Path:
    """The verified package file in the cache, downloaded from its registry when missing."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    path = cache_dir / package.file_name
    if not path.is_file():
        partial = path.with_suffix(".part")
        with urllib.request.urlopen(package.url, timeout=120) as response, partial.open("wb") as out:
            while chunk := response.read(1 << 20):
                out.write(chunk)
        partial.replace(path)
    algorithm = package.integrity.split("-", 1)[0]
    actual = _integrity_of(path, algorithm=algorithm)
    if actual != package.integrity:
        path.unlink()
        raise SourceError(f"{path.name}: checksum mismatch (expected {package.integrity}, got {actual}); deleted it")
    return path


def _tar_members(path: Path, members: dict[str, str]) -> dict[str, bytes]:
    """The named files of a tarball, by key (members: key → path in the archive)."""
    wanted = {member: key for key, member in members.items()}
    read: dict[str, bytes] = {}
    with tarfile.open(path, "r:gz") as archive:
        for member in archive:
            key = wanted.get(member.name)
            if key is None:
                continue
            extracted = archive.extractfile(member)
            if extracted is None:
                raise SourceError(f"{member.name} is not a file in {path.name}")
            read[key] = extracted.read()
            if len(read) == len(wanted):
                break
    missing = set(members) - set(read)
    if missing:
        raise SourceError(f"files missing from {path.name}: {sorted(members[key] for key in missing)}")
    return read


def _typescript_number_lists(text: str) -> dict[str, list[int]]:
    """`export const NAME: AyahId[] = [1, 2, …] as const` declarations of a TypeScript module, by name."""
    declarations = re.finditer(r"export const (\w+): AyahId\[\] = \[([^\]]*)\] as const", text)
    return {match[1]: [int(number) for number in re.findall(r"-?\d+", match[2])] for match in declarations}


def _typescript_name_pairs(text: str) -> list[tuple[str, str]]:
    """The `["name", "meaning"]` rows of quran-meta's chapter-name module, after its empty row for chapter 0."""
    return re.findall(r'\[\s*"([^"]+)",\s*"([^"]+)"\s*\]', text)


def _quran_text_edition(path: Path) -> dict:
    with zipfile.ZipFile(path) as wheel:
        try:
            mushaf = json.loads(wheel.read(_QURAN_TEXT_MUSHAF))
        except KeyError as error:
            raise SourceError(f"{_QURAN_TEXT_MUSHAF} missing from {path.name}") from error
    missing = [key for key in _QURAN_TEXT_KEYS if key not in mushaf]
    if missing:
        raise SourceError(f"{_QURAN_TEXT_MUSHAF} in {path.name} lacks {missing}")
    return {key: mushaf[key] for key in _QURAN_TEXT_KEYS}


def load_source(*, cache_dir: Path) -> QuranSource:
    quran_json = _tar_members(package_path(QURAN_JSON, cache_dir=cache_dir), _QURAN_JSON_MEMBERS)
    quran_meta = _tar_members(
        package_path(QURAN_META, cache_dir=cache_dir),
        {"lists": _QURAN_META_LISTS, "russian_names": _QURAN_META_RUSSIAN_NAMES},
    )
    return QuranSource(
        **{key: json.loads(data) for key, data in quran_json.items()},
        division_lists=_typescript_number_lists(quran_meta["lists"].decode()),
        chapter_names_russian=_typescript_name_pairs(quran_meta["russian_names"].decode()),
        edition=_quran_text_edition(package_path(QURAN_TEXT, cache_dir=cache_dir)),
    )
