"""How long the mushaf page takes to draw once its data has arrived, on a phone: the time from a page's data arriving
to the first animation frame after the page has drawn with it, as the app measures it itself.

    .venv/bin/python bench/mushaf_page.py [--pages 1,2,50,187,300,568,582,604] [--rounds 3] [--json out.json]

It builds what it measures and removes it afterwards, as the end-to-end tests do (e2e/conftest.py): a throwaway
SQLite database migrated with the Qur'an imported (testing_support.app_server.prepare_database), served by gunicorn
(AppServer: production settings, DEBUG off, the built frontend/dist; build it first), and Debian's headless Chromium
(/usr/bin/chromium, or CHROMIUM_PATH) driven by Playwright on the narrowest phone we design for: 360 × 740 CSS
pixels, touch, mobile (e2e/journeys.py PHONE_360, 740 high). A new demo learner signs in as the tests sign in
(journeys.sign_in_with_demo_to); then each page of --pages is opened --rounds times, each time as a fresh navigation
(page.goto: a new document, an empty query cache, so the page's data is fetched again), twice over: with the CPU
throttled 4× through the DevTools protocol (Emulation.setCPUThrottlingRate, standing for a mid-range phone) and
without throttling. One navigation (page 3) before each CPU setting warms the browser's caches and is not counted.

The figure is the app's own (frontend/src/features/mushaf/api/get-mushaf-page.ts): when a page's data arrives it
marks `mushaf-page-data:<page>`, and on the first animation frame after the page has drawn with it it measures
`mushaf-page-rendered` from that mark, {detail: {page}}. The bench waits for the page's article ("Page N"), then for
that measure (a PerformanceObserver: the CSP forbids evaluating strings, so no wait_for_function), and reads its
duration. The network and the server are outside the figure.

Prints the machine (CPUs, load average before and after), how long a fixed JavaScript loop takes under each CPU
setting (the throttling's proof), a table of each page's median ms (and its rounds) under each setting, the overall
median and max per setting, and the target: under 100 ms after its data arrives, met when every page's median is
under 100 ms, for each setting. With --json, writes the same figures to that file. Exits 1 when the target is missed
on the throttled phone.
"""

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import Page, expect, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
# Run as a script, which puts only bench/ on the path; testing_support is at the top, the tests' journeys in e2e/.
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))
from journeys import CHROMIUM, CHROMIUM_ARGS, PHONE_360, new_page, sign_in_with_demo_to  # noqa: E402
from testing_support.app_server import AppServer, app_env, prepare_database  # noqa: E402

PHONE_360_740 = {**PHONE_360, "viewport": {"width": 360, "height": 740}}
DEFAULT_PAGES = [1, 2, 50, 187, 300, 568, 582, 604]
WARM_UP_PAGE = 3
# (label, CPU throttling rate): 4× stands for a mid-range phone's CPU next to this machine's.
CPU_SETTINGS = [("4× CPU throttling", 4), ("no throttling", 1)]
TARGET_MS = 100
MEASURE = "mushaf-page-rendered"

# The measure of the page's drawing, once the app has taken it (it does so on the animation frame after the page
# drew, which may come after the article shows): its duration in ms, or null after `timeout` ms.
RENDERED_MS = """([name, page, timeout]) => new Promise((resolve) => {
  const find = () => performance.getEntriesByName(name, 'measure').find((entry) => entry.detail?.page === page);
  const found = find();
  if (found) return resolve(found.duration);
  const observer = new PerformanceObserver(() => {
    const entry = find();
    if (entry) { observer.disconnect(); resolve(entry.duration); }
  });
  observer.observe({ type: 'measure' });
  setTimeout(() => { observer.disconnect(); resolve(find()?.duration ?? null); }, timeout);
})"""

# A fixed amount of JavaScript work, timed by the page: shows what the throttling does to the page's CPU.
LOOP_MS = """() => {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 5e6; i++) x = (x + i * i) % 1000003;
  return [performance.now() - started, x];
}"""


def rendered_ms(page: Page, number: int) -> float:
    """Opens /mushaf/<number> as a fresh navigation and returns the app's measure of its drawing."""
    page.goto(f"/mushaf/{number}")
    expect(page.get_by_role("article", name=f"Page {number}", exact=True)).to_be_visible()
    duration = page.evaluate(RENDERED_MS, [MEASURE, number, 10_000])
    if duration is None:
        raise RuntimeError(f"page {number} showed, but the app took no {MEASURE} measure of it")
    return duration


def measure_pages(page: Page, pages: list[int], rounds: int, rate: int) -> dict:
    client = page.context.new_cdp_session(page)
    client.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    try:
        loop_ms = min(page.evaluate(LOOP_MS)[0] for _ in range(3))
        rendered_ms(page, WARM_UP_PAGE)
        samples: dict[int, list[float]] = {number: [] for number in pages}
        for _ in range(rounds):
            for number in pages:
                samples[number].append(rendered_ms(page, number))
        # The throttling holds across the navigations: the same loop, timed again at the end.
        loop_after_ms = min(page.evaluate(LOOP_MS)[0] for _ in range(3))
    finally:
        client.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        client.detach()
    every = [value for values in samples.values() for value in values]
    medians = {number: statistics.median(values) for number, values in samples.items()}
    return {
        "rate": rate,
        "loop_ms": round(loop_ms, 1),
        "loop_after_ms": round(loop_after_ms, 1),
        "samples_ms": {number: [round(value, 1) for value in values] for number, values in samples.items()},
        "median_ms": {number: round(value, 1) for number, value in medians.items()},
        "overall_median_ms": round(statistics.median(every), 1),
        "max_ms": round(max(every), 1),
        "target_met": all(value < TARGET_MS for value in medians.values()),
    }


def print_report(pages: list[int], results: dict[str, dict], load_before: str, load_after: str) -> None:
    labels = list(results)
    print(f"CPUs {os.cpu_count()}; load average before {load_before}, after {load_after}")
    for label in labels:
        result = results[label]
        print(
            f"{label}: a fixed JavaScript loop takes {result['loop_ms']} ms "
            f"({result['loop_after_ms']} ms after the last page)"
        )
    print()
    print("ms from a page's data arriving to its first frame drawn, on a 360 × 740 touch phone (median of the rounds)")
    print(f"{'page':>6}" + "".join(f"{label:>22}{'rounds':>22}" for label in labels))
    for number in pages:
        row = f"{number:>6}"
        for label in labels:
            rounds = " ".join(f"{value:.0f}" for value in results[label]["samples_ms"][number])
            row += f"{results[label]['median_ms'][number]:>22.1f}{rounds:>22}"
        print(row)
    print(f"{'median':>6}" + "".join(f"{results[label]['overall_median_ms']:>22.1f}{'':>22}" for label in labels))
    print(f"{'max':>6}" + "".join(f"{results[label]['max_ms']:>22.1f}{'':>22}" for label in labels))
    print()
    for label in labels:
        verdict = "met" if results[label]["target_met"] else "NOT met"
        print(
            f"target: the page drawn under {TARGET_MS} ms after its data arrives (every page's median), {label}: {verdict}"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--pages",
        default=",".join(map(str, DEFAULT_PAGES)),
        help="The pages opened, comma-separated (1 to 604).",
    )
    parser.add_argument("--rounds", type=int, default=3, help="How many times each page is opened per CPU setting.")
    parser.add_argument("--json", type=Path, help="Also write the figures to this file.")
    args = parser.parse_args()
    pages = [int(number) for number in args.pages.split(",")]
    if not (ROOT / "frontend" / "dist" / "index.html").exists():
        sys.exit("frontend/dist is missing: build the frontend first (make build, or npm run build in frontend/)")

    workdir = Path(tempfile.mkdtemp(prefix="hafiz-bench-mushaf-"))
    try:
        env = app_env(database_url=f"sqlite:///{workdir / 'mushaf.sqlite3'}", media_root=workdir / "media")
        print("Preparing the database (migrate, import_quran)…", flush=True)
        started = time.monotonic()
        prepare_database(env)
        print(f"database prepared in {time.monotonic() - started:.1f} s", flush=True)
        with (
            AppServer(env=env, log_dir=workdir, log_level="warning", threads=4) as server,
            sync_playwright() as playwright,
        ):
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            try:
                page = new_page(browser, server.url, **PHONE_360_740)
                # A throttled CPU loads the app's scripts four times slower than the tests' 10 s allow for.
                page.set_default_timeout(30_000)
                expect.set_options(timeout=30_000)
                sign_in_with_demo_to(page, f"/mushaf/{WARM_UP_PAGE}")
                load_before = Path("/proc/loadavg").read_text().strip()
                results = {label: measure_pages(page, pages, args.rounds, rate) for label, rate in CPU_SETTINGS}
                load_after = Path("/proc/loadavg").read_text().strip()
            finally:
                browser.close()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)

    print_report(pages, results, load_before, load_after)
    if args.json:
        report = {
            "viewport": PHONE_360_740["viewport"],
            "pages": pages,
            "rounds": args.rounds,
            "target_ms": TARGET_MS,
            "cpus": os.cpu_count(),
            "load_average_before": load_before,
            "load_average_after": load_after,
            "settings": results,
        }
        args.json.write_text(json.dumps(report, indent=2))
        print(f"wrote {args.json}")
    return 0 if results[CPU_SETTINGS[0][0]]["target_met"] else 1


if __name__ == "__main__":
    sys.exit(main())
