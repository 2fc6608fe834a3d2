import json
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.test import override_settings

from hafiz.common.frontend_pages import (
    LANGUAGES,
    PAGES,
    QURAN_FONT,
    SIGNED_IN_MODULES,
    PagePreloads,
    interface_language,
    page_preloads,
)

# A build manifest as Vite writes it (dist/.vite/manifest.json), cut down to what the preloads read.
MANIFEST = {
    "index.html": {"file": "assets/index-1.js", "isEntry": True, "imports": ["_react-1.js"]},
    "_react-1.js": {"file": "assets/react-1.js"},
    "_layout-1.js": {"file": "assets/layout-1.js", "imports": ["_react-1.js", "index.html"]},
    "src/app/routes/landing.tsx": {"file": "assets/landing-1.js", "isDynamicEntry": True, "imports": ["index.html"]},
    "src/app/routes/levels.tsx": {"file": "assets/levels-1.js", "imports": ["_layout-1.js", "_react-1.js"]},
    "src/app/routes/game.tsx": {"file": "assets/game-1.js", "imports": ["_layout-1.js"]},
    "src/lib/http-client.ts": {"file": "assets/http-client-1.js", "imports": ["index.html"]},
    "src/locales/en/app.ts": {"file": "assets/app-en.js"},
    "src/locales/ru/app.ts": {"file": "assets/app-ru.js"},
    QURAN_FONT: {"file": "assets/amiri-quran-arabic-1.woff2", "src": QURAN_FONT},
}


@pytest.fixture
def dist(tmp_path):
    (tmp_path / ".vite").mkdir()
    (tmp_path / ".vite" / "manifest.json").write_text(json.dumps(MANIFEST))
    (tmp_path / "index.html").write_text("<!doctype html><html><head><title>Hafiz</title></head><div id='root'></div>")
    return tmp_path


def test_a_signed_in_page_preloads_its_chunks_the_api_client_and_the_app_messages(dist):
    files = page_preloads(dist_dir=dist, path="/games/112/3", language="ru").scripts

    assert files == ("assets/game-1.js", "assets/layout-1.js", "assets/http-client-1.js", "assets/app-ru.js")


@pytest.mark.parametrize(
    ("path", "fonts"),
    [
        ("/", ("assets/amiri-quran-arabic-1.woff2",)),
        ("/games/112/3", ("assets/amiri-quran-arabic-1.woff2",)),
        ("/karaoke/112", ("assets/amiri-quran-arabic-1.woff2",)),
        ("/karaoke", ("assets/amiri-quran-arabic-1.woff2",)),
        ("/review", ("assets/amiri-quran-arabic-1.woff2",)),
        ("/mushaf/604", ("assets/amiri-quran-arabic-1.woff2",)),
        ("/mushaf", ("assets/amiri-quran-arabic-1.woff2",)),
        ("/levels", ()),
        ("/leaderboards", ()),
        ("/no-such-page", ()),
    ],
)
def test_only_pages_that_open_on_verses_preload_the_quran_font(dist, path, fonts):
    assert page_preloads(dist_dir=dist, path=path, language="en").fonts == fonts


def test_what_index_html_loads_anyway_is_not_named_again(dist):
    assert page_preloads(dist_dir=dist, path="/levels", language="en").scripts == (
        "assets/levels-1.js",
        "assets/layout-1.js",
        "assets/http-client-1.js",
        "assets/app-en.js",
    )
    assert page_preloads(dist_dir=dist, path="/", language="en").scripts == ("assets/landing-1.js",)


@pytest.mark.parametrize("path", ["/no-such-page", "/games", "/levels/extra/parts"])
def test_a_path_that_is_no_page_preloads_nothing(dist, path):
    assert page_preloads(dist_dir=dist, path=path, language="en").scripts == ()


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/no-such-page", 404),
        ("/games", 404),
        ("/sign-in", 200),
        ("/", 200),
        ("/Levels", 200),
    ],
)
def test_an_address_that_is_no_page_gets_the_app_with_a_404(client, dist, path, status):
    """The app shows its "Page not found"; the status tells crawlers and link checkers the same."""
    with override_settings(FRONTEND_DIST_DIR=dist):
        response = client.get(path)

    assert response.status_code == status
    assert "<div id='root'>" in response.content.decode()


def test_without_a_manifest_nothing_is_preloaded(tmp_path):
    assert page_preloads(dist_dir=tmp_path, path="/games/112", language="en") == PagePreloads()


@pytest.mark.parametrize(
    ("query", "cookie", "header", "expected"),
    [
        ("ru", "en", "en-US", "ru"),
        (None, "ru", "en-US", "ru"),
        (None, None, "ru-RU,ru;q=0.9,en;q=0.8", "ru"),
        (None, None, "de-DE,en;q=0.5", "en"),
        ("xx", None, "", "en"),
    ],
)
def test_the_interface_language_follows_the_apps_own_order(query, cookie, header, expected):
    assert interface_language(query_language=query, cookie_language=cookie, accept_language=header) == expected


def test_the_page_names_its_files_for_the_browser_to_fetch_at_once(client, dist):
    with override_settings(FRONTEND_DIST_DIR=dist):
        page = client.get("/levels", HTTP_ACCEPT_LANGUAGE="ru").content.decode()

    head = page.split("</head>")[0]
    assert re.findall(r'<link rel="modulepreload" crossorigin href="/([^"]+)">', head) == [
        "assets/levels-1.js",
        "assets/layout-1.js",
        "assets/http-client-1.js",
        "assets/app-ru.js",
    ]


def test_a_page_that_opens_on_verses_names_the_quran_font(client, dist):
    with override_settings(FRONTEND_DIST_DIR=dist):
        page = client.get("/games/112/3").content.decode()

    head = page.split("</head>")[0]
    assert (
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/amiri-quran-arabic-1.woff2">' in head
    )


def test_every_page_of_the_router_is_known_here_and_nothing_else():
    frontend = Path(settings.FRONTEND_DIST_DIR).parent
    router = (frontend / "src" / "app" / "router.tsx").read_text()

    routed = {f"src/app/routes/{name}.tsx" for name in re.findall(r"import\('\./routes/([\w-]+)'\)", router)}
    assert routed == {page.module for page in PAGES}
    assert all((frontend / module).is_file() for module in routed)
    signed_in = [module.format(language=language) for module in SIGNED_IN_MODULES for language in LANGUAGES]
    assert all((frontend / module).is_file() for module in signed_in)
