"""How the HTML report holds up on a large run, measured in headless Chromium.

    python benchmarks/report_page.py [--episodes 20000] [--raw-chars 0] [--work DIR]
    python benchmarks/report_page.py --screenshot docs/img/report.png

It plays one small scripted run (the eval split, one seed, one episode per scenario and
attacker: 300 episodes), then writes a synthetic run directory of ``--episodes`` episodes by
copying those records under new seeds (``--raw-chars N`` adds N characters of filler to each
turn's ``raw``, the size an LLM reply adds to a record). It times ``tomsb report --format
html`` on it and, in Chromium (system ``chromium`` or ``$TOMSB_CHROMIUM``, driven by
Playwright), the page: from navigation until its tables, figures and episode list are drawn
(``body[data-ready]``), filtering the list, and opening an episode (inflate + render). Run
it under ``flock -x /work/locks/quiet.lock`` when the figures are to be quoted.

``--screenshot PATH`` instead saves the page of two small scripted runs (the docs' pictures):
its top at PATH, its episode viewer with an episode open beside it (``*-episode.png``).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOMSB = [sys.executable, "-m", "tomsb_env.cli"]


def _bench(out: Path, *args: str) -> None:
    cmd = [*TOMSB, "bench", "--out", str(out), "--no-progress", "--split", "eval", *args]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def synthetic_run(work: Path, episodes: int, raw_chars: int) -> Path:
    """A run directory of ``episodes`` records: a real 300-episode run copied under new seeds."""
    seed_run, big = work / "seed-run", work / f"run-{episodes}"
    if not (seed_run / "config.json").exists():
        _bench(seed_run, "--seeds", "0", "--episodes", "1")
    records = [json.loads(line) for line in (seed_run / "episodes.jsonl").read_text().splitlines()]
    shutil.rmtree(big, ignore_errors=True)
    big.mkdir(parents=True)
    seeds = range(-(-episodes // len(records)))
    with (big / "episodes.jsonl").open("w") as fh:
        for n in range(episodes):
            rec = json.loads(json.dumps(records[n % len(records)]))
            rec["meta"]["seed"] = seeds[n // len(records)]
            for turn in rec["attacker_turns"] + rec["defender_turns"]:
                turn["raw"] = ("lorem ipsum " * (raw_chars // 12 + 1))[:raw_chars] or None
            fh.write(json.dumps(rec) + "\n")
    config = json.loads((seed_run / "config.json").read_text())
    config["seeds"] = list(seeds)
    (big / "config.json").write_text(json.dumps(config))
    return big


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if found := shutil.which(name):
            return found
    sys.exit("needs Chromium: apt-get install chromium")


def html_of(runs: list[Path], page: Path) -> float:
    start = time.perf_counter()
    with page.open("w") as fh:
        subprocess.run(
            [*TOMSB, "report", "--format", "html", *map(str, runs)], stdout=fh, check=True
        )
    return time.perf_counter() - start


def measure(page: Path) -> dict[str, float]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        tab = browser.new_page(viewport={"width": 1280, "height": 900})
        errors: list[str] = []
        tab.on("pageerror", lambda e: errors.append(str(e)))
        tab.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        start = time.perf_counter()
        tab.goto(page.as_uri(), wait_until="commit")
        tab.wait_for_selector("body[data-ready='1']", timeout=120_000)
        wall = time.perf_counter() - start
        in_page = tab.evaluate("performance.now()") / 1000
        start = time.perf_counter()
        tab.select_option("#f-outcome", "fooled")
        tab.wait_for_selector("#ep-list tbody tr")
        filtered = time.perf_counter() - start
        start = time.perf_counter()
        tab.locator("#ep-list tbody tr").nth(50).click()
        tab.wait_for_selector("#episode .chat")
        opened = time.perf_counter() - start
        start = time.perf_counter()
        tab.locator("#ep-list tbody tr").nth(51).click()  # its chunk is likely inflated already
        tab.wait_for_function("document.getElementById('episode').dataset.open !== undefined")
        browser.close()
        if errors:
            sys.exit(f"the page reported errors: {errors[:3]}")
    return {
        "load_s": wall,
        "ready_after_navigation_s": in_page,
        "filter_s": filtered,
        "open_s": opened,
    }


def screenshot(path: Path, work: Path) -> None:
    from playwright.sync_api import sync_playwright

    runs = [work / "scripted-probing", work / "scripted-oracle"]
    for run in runs:
        if not (run / "config.json").exists():
            _bench(
                run, "--defender", run.name.replace("-", ":", 1), "--limit", "20", "--seeds", "0,1"
            )
    page = work / "report.html"
    html_of(runs, page)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        tab = browser.new_page(viewport={"width": 1280, "height": 900})
        tab.goto(page.as_uri())
        tab.wait_for_selector("body[data-ready='1']")
        tab.select_option("#f-attacker", "scripted:bluffing")
        tab.fill("#f-scenario", "u006-k2")  # a short list: one scenario's games
        tab.locator("#ep-list tbody tr").nth(0).click()
        tab.wait_for_selector("#episode .chat")
        tab.screenshot(
            path=str(path), full_page=True, clip={"x": 0, "y": 0, "width": 1280, "height": 1500}
        )
        top = tab.eval_on_selector("#episodes", "e => e.getBoundingClientRect().top + scrollY")
        viewer = path.with_name(path.stem + "-episode" + path.suffix)
        tab.screenshot(
            path=str(viewer), full_page=True, clip={"x": 0, "y": top, "width": 1280, "height": 1500}
        )
        browser.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--episodes", type=int, default=20_000)
    ap.add_argument("--raw-chars", type=int, default=0, help="filler per turn's raw (LLM-sized)")
    ap.add_argument("--work", type=Path, help="where the runs go (default: a temporary folder)")
    ap.add_argument("--screenshot", type=Path, help="save the docs' picture here instead")
    args = ap.parse_args()
    work = args.work or Path(tempfile.mkdtemp(prefix="tomsb-report-"))
    if args.screenshot:
        screenshot(args.screenshot, work)
        print(f"wrote {args.screenshot}")
        return
    run = synthetic_run(work, args.episodes, args.raw_chars)
    page = work / "report.html"
    build = html_of([run], page)
    size = page.stat().st_size
    log = (run / "episodes.jsonl").stat().st_size
    figures = measure(page)
    print(
        f"{args.episodes} episodes ({log / 1e6:.1f} MB of records, raw {args.raw_chars} chars/turn)"
    )
    print(f"  tomsb report --format html: {build:.1f} s, page {size / 1e6:.1f} MB")
    for name, value in figures.items():
        print(f"  chromium {name}: {value:.2f}")


if __name__ == "__main__":
    main()
