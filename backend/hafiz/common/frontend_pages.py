"""Which built files a page of the React app needs, so index.html can name them for the browser to fetch at once.

The app loads each page's code when the router reaches it: on a slow connection that is one more round trip after
the app's own code, then another for what the page's code imports. The server knows the path before the browser
does, so it adds `<link rel="modulepreload">` for the page's files (from Vite's build manifest) to the page, and
a font preload to pages that open on verses.
The paths are the router's (frontend/src/app/router.tsx, docs/product.md §2); a test checks the two agree.
"""

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple


def _path(pattern: str) -> re.Pattern[str]:
    # React Router matches paths whatever their letter case (/Levels is the level map), and so do these.
    return re.compile(pattern, re.IGNORECASE)


class Page(NamedTuple):
    path: re.Pattern[str]
    module: str
    # Loads the signed-in app's modules with its own (app/router.tsx's appPage): every page past sign-in, and the pages
    # of signing in, which share the app's messages and its API client.
    app_page: bool
    opens_on_verses: bool


# In the router's order.
PAGES = [
    Page(_path(r"^/$"), "src/app/routes/landing.tsx", app_page=False, opens_on_verses=True),
    Page(_path(r"^/sign-in/?$"), "src/app/routes/sign-in.tsx", app_page=True, opens_on_verses=False),
    Page(_path(r"^/sign-in/email/?$"), "src/app/routes/sign-in-email.tsx", app_page=True, opens_on_verses=False),
    Page(_path(r"^/email/confirm/?$"), "src/app/routes/email-confirm.tsx", app_page=True, opens_on_verses=False),
    Page(_path(r"^/pickpath/?$"), "src/app/routes/pick-path.tsx", app_page=True, opens_on_verses=False),
    Page(_path(r"^/levels/?$"), "src/app/routes/levels.tsx", app_page=True, opens_on_verses=False),
    Page(_path(r"^/games/[^/]+(/[^/]+)?/?$"), "src/app/routes/game.tsx", app_page=True, opens_on_verses=True),
    Page(_path(r"^/profile/?$"), "src/app/routes/profile.tsx", app_page=True, opens_on_verses=False),
    Page(_path(r"^/leaderboards/?$"), "src/app/routes/leaderboards.tsx", app_page=True, opens_on_verses=False),
    Page(_path(r"^/review/?$"), "src/app/routes/review.tsx", app_page=True, opens_on_verses=True),
    Page(_path(r"^/karaoke(/[^/]+(/[^/]+)?)?/?$"), "src/app/routes/karaoke.tsx", app_page=True, opens_on_verses=True),
    Page(_path(r"^/drill/[^/]+/[^/]+/?$"), "src/app/routes/drill.tsx", app_page=True, opens_on_verses=True),
    Page(_path(r"^/mushaf(/[^/]+)?/?$"), "src/app/routes/mushaf.tsx", app_page=True, opens_on_verses=True),
    Page(_path(r"^/recite/?$"), "src/app/routes/recite.tsx", app_page=True, opens_on_verses=True),
    Page(_path(r"^/weak-spots/?$"), "src/app/routes/weak-spots.tsx", app_page=True, opens_on_verses=True),
    Page(_path(r"^/recordings/?$"), "src/app/routes/recordings.tsx", app_page=True, opens_on_verses=False),
    Page(_path(r"^/recordings/[^/]+/?$"), "src/app/routes/listen-back.tsx", app_page=True, opens_on_verses=True),
    Page(_path(r"^/record/?$"), "src/app/routes/record.tsx", app_page=True, opens_on_verses=True),
    Page(_path(r"^/today/?$"), "src/app/routes/today.tsx", app_page=True, opens_on_verses=False),
    Page(_path(r"^/plan/?$"), "src/app/routes/plan.tsx", app_page=True, opens_on_verses=False),
    Page(_path(r"^/makhraj/?$"), "src/app/routes/makhraj.tsx", app_page=True, opens_on_verses=True),
]

# The Qur'an font's Arabic file (the stylesheet names it). The browser finds it only once the app has rendered
# Arabic text, late on a slow connection, so pages that open on verses preload it; text shows in a fallback font
# until it arrives (font-display: swap). Elsewhere (the logo's few letters) it would take bandwidth from the page's
# own code.
QURAN_FONT = "node_modules/@fontsource/amiri-quran/files/amiri-quran-arabic-400-normal.woff2"

# What every app page loads besides its own code (app/router.tsx's appPage): the API client and the
# signed-in app's messages in the interface language.
SIGNED_IN_MODULES = ["src/lib/http-client.ts", "src/locales/{language}/app.ts"]
LANGUAGES = ("en", "ru")
MANIFEST = Path(".vite") / "manifest.json"


def _chunk_files(manifest: dict, key: str, found: list[str]) -> None:
    """The chunk of `key` and every chunk it imports statically, depth first, each once."""
    chunk = manifest.get(key)
    if not chunk or chunk["file"] in found:
        return
    found.append(chunk["file"])
    for imported in chunk.get("imports", []):
        _chunk_files(manifest, imported, found)


@lru_cache(maxsize=4)
def _manifest(path: Path, modified: float) -> tuple[dict, frozenset[str]]:
    """The manifest and the files index.html loads itself. Keyed by the file's modification time too, so a rebuilt
    frontend is read again without a restart."""
    manifest = json.loads(path.read_text(encoding="utf-8"))
    loaded_by_index: list[str] = []
    _chunk_files(manifest, "index.html", loaded_by_index)
    return manifest, frozenset(loaded_by_index)


def _read_manifest(dist_dir: Path) -> tuple[dict, frozenset[str]]:
    path = dist_dir / MANIFEST
    try:
        return _manifest(path, path.stat().st_mtime)
    except (OSError, ValueError):
        return {}, frozenset()


def interface_language(*, query_language: str | None, cookie_language: str | None, accept_language: str) -> str:
    """The language the app will pick, as far as the server can tell: lib/i18n.ts looks at ?lng=, the i18next
    cookie, then local storage (which the server cannot see), then the browser's languages."""
    candidates = [query_language or "", cookie_language or "", *accept_language.split(",")]
    for candidate in candidates:
        code = candidate.split(";")[0].strip().lower().split("-")[0]
        if code in LANGUAGES:
            return code
    return LANGUAGES[0]


class PagePreloads(NamedTuple):
    scripts: tuple[str, ...] = ()
    fonts: tuple[str, ...] = ()


def page_at(*, path: str) -> Page | None:
    """The router's page at `path`, the first that matches as in the router; None where it shows "Page not found"."""
    return next((page for page in PAGES if page.path.match(path)), None)


def page_preloads(*, dist_dir: Path, path: str, language: str) -> PagePreloads:
    """The built files the page at `path` will load after index.html's own scripts; none for a path that is not a
    page, or without a manifest (a build from before it, or none)."""
    manifest, loaded_by_index = _read_manifest(dist_dir)
    page = page_at(path=path)
    if not manifest or page is None:
        return PagePreloads()
    modules = [page.module]
    if page.app_page:
        modules += [module.format(language=language) for module in SIGNED_IN_MODULES]
    found: list[str] = []
    for key in modules:
        _chunk_files(manifest, key, found)
    font = manifest.get(QURAN_FONT, {}).get("file")
    return PagePreloads(
        scripts=tuple(file for file in found if file not in loaded_by_index),
        fonts=(font,) if page.opens_on_verses and font else (),
    )
