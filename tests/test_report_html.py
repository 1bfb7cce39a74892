"""``tomsb report --format html``: the page's data (the tables' cells, exact binomial
intervals, the known-levels split, every episode compressed and escaped, a stated sample past
``--max-episodes``) and, where Chromium is installed, the page itself in a headless browser:
no console error, the summary's numbers in its tables, an episode opened as a chat, and a
reply holding ``<script>`` shown as text, never run."""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import zlib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import make_scenarios
from tomsb_env.benchmark.metrics import METRICS, Stat
from tomsb_env.benchmark.report import format_cell
from tomsb_env.benchmark.stats import binomial_ci
from tomsb_env.cli import main
from tomsb_env.universe.schema import write_scenarios

#: what a hostile LLM might reply: it must reach the page as text
REPLY = "</script><script>window.pwned = 1</script><!-- <b>bold?</b>"
REFLECTION = '<img src=x onerror="window.pwned = 2"> private thought'
HOSTILE = f"""
from tomsb_env import DefenderTurn


class Hostile:
    name = "hostile <i>defender</i>"

    def reset(self, brief, rng):
        self.levels = brief.universe.levels

    def act(self, view):
        guess = dict.fromkeys(self.levels)
        return DefenderTurn(reply={REPLY!r} + f" turn {{len(view.own_turns) + 1}}",
                            reflection={REFLECTION!r}, attacker_belief_estimate=guess,
                            attacker_prior_estimate=guess)
"""


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Two small scripted runs: the probing defender, and one whose replies hold markup."""
    tmp = tmp_path_factory.mktemp("runs")
    scen = write_scenarios(tmp / "tiny.jsonl", make_scenarios())
    (tmp / "hostile.py").write_text(HOSTILE, encoding="utf-8")
    out = []
    for name, defender in (
        ("probing", "scripted:probing"),
        ("hostile", f"{tmp}/hostile.py:Hostile"),
    ):
        out.append(tmp / name)
        args = ["bench", "--scenarios", str(scen), "--out", str(out[-1]), "--no-progress"]
        args += ["--defender", defender, "--seeds", "0,1", "--episodes", "1", "--max-turns", "6"]
        assert main([*args, "--attacker", "scripted:base", "--attacker", "scripted:bluffing"]) == 0
    return out


def _page(runs: list[Path], capsys: pytest.CaptureFixture[str], *extra: str) -> str:
    capsys.readouterr()
    assert main(["report", "--format", "html", *map(str, runs), *extra]) == 0
    return capsys.readouterr().out


def _data(page: str) -> dict[str, Any]:
    block = re.search(r'<script type="application/json" id="tomsb-data">(.*?)</script>', page, re.S)
    assert block is not None
    return json.loads(block.group(1))


def _records(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The embedded episode records, in the page's index order."""
    chunks = [json.loads(zlib.decompress(base64.b64decode(c))) for c in data["episodes"]["chunks"]]
    size = data["episodes"]["chunk"]
    return [chunks[at // size][at % size] for at in data["episodes"]["columns"]["at"]]


def _key(e: dict[str, Any]) -> tuple[Any, ...]:
    return (e["scenario_id"], e["meta"]["attacker"], e["meta"]["seed"], e["meta"]["episode_index"])


def _episodes(run: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (run / "episodes.jsonl").read_text().splitlines()]


def test_cells_intervals_and_known_levels_are_the_summarys(
    runs: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    data = _data(_page(runs, capsys))
    assert [r["label"] for r in data["runs"]] == ["scripted:probing", "hostile <i>defender</i>"]
    for i, run in enumerate(runs):
        summary = json.loads((run / "summary.json").read_text())
        page_rows = [r for r in data["rows"] if r["run"] == i]
        assert [r["attacker"] for r in page_rows] == [r["attacker"] for r in summary["rows"]]
        episodes = _episodes(run)
        for row, want in zip(page_rows, summary["rows"], strict=True):
            block = [e for e in episodes if e["meta"]["attacker"] == row["attacker"]]
            for m in METRICS:
                assert row["cells"][m.name][0] == format_cell(Stat(**want[m.name]), m.percent)
            k = sum(e["outcome"] == "detected" for e in block)
            low, high = binomial_ci(k, len(block))
            assert row["cells"]["detected"][2:] == pytest.approx([100 * low, 100 * high])
            hard = [
                e
                for e in block
                if any(v is not None for v in e["scenario"]["attacker_prior"].values())
            ]
            k = sum(e["outcome"] == "fooled" for e in hard)
            assert row["cells"]["fooled_hard"][2:] == pytest.approx(
                [100 * v for v in binomial_ci(k, len(hard))]
            )
            # stepwise ToM is no rate: its interval is the table's bootstrap one
            assert row["cells"]["tom_step"][2:] == [
                want["tom_step"]["ci_low"],
                want["tom_step"]["ci_high"],
            ]
        split: dict[int, Counter[str]] = {}
        for e in episodes:
            known = sum(v is not None for v in e["scenario"]["attacker_prior"].values())
            split.setdefault(known, Counter())[e["outcome"]] += 1
        assert data["runs"][i]["known"] == [[k, dict(c)] for k, c in sorted(split.items())]


def test_every_episode_is_embedded_whole_and_markup_stays_inside_the_data(
    runs: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    page = _page(runs, capsys)
    data = _data(page)
    records = _records(data)
    stored = [e for run in runs for e in _episodes(run)]
    assert data["episodes"]["total"] == len(records) == len(stored) == 48
    assert sorted(map(json.dumps, records)) == sorted(map(json.dumps, stored))
    cols = data["episodes"]["columns"]
    index = zip(cols["scenario"], cols["attacker"], cols["seed"], cols["index"], strict=True)
    assert list(index) == [_key(r) for r in records]
    assert any(REPLY in t["reply"] for r in records for t in r["defender_turns"])
    # the page's own two scripts, and no text of the run that a parser could read as markup
    assert page.count("<script") == 2 and "window.pwned" not in page and "<img" not in page
    assert "<i>defender" not in page and "\\u003ci>defender" in page  # (in the escaped JSON)


def test_past_max_episodes_a_stated_stable_sample_is_embedded(
    runs: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    page = _page(runs, capsys, "--max-episodes", "20")
    data = _data(page)
    embedded = len(data["episodes"]["columns"]["at"])
    assert data["episodes"]["total"] == 48 and 8 <= embedded <= 32 and embedded != 48
    assert data["episodes"]["keep"] == pytest.approx(20 / 48)
    assert sum(sum(c.values()) for r in data["runs"] for _, c in r["known"]) == 48
    assert "each was kept with probability" in page  # the page states the rule
    assert _data(_page(runs, capsys, "--max-episodes", "20")) == data  # the same sample again


def test_html_is_refused_on_a_terminal(
    runs: list[Path], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    assert main(["report", "--format", "html", str(runs[0])]) == 2
    assert "> report.html" in capsys.readouterr().err


# ---------------------------------------------------------------- in a real browser


def _chromium() -> str | None:
    for name in (os.environ.get("TOMSB_CHROMIUM"), "chromium", "chromium-browser", "google-chrome"):
        if name and (found := shutil.which(name)):
            return found
    return None


@pytest.fixture(scope="module")
def browser() -> Any:
    sync_api = pytest.importorskip("playwright.sync_api", reason="needs playwright")
    with sync_api.sync_playwright() as p:
        path = _chromium()
        if path is None and not Path(p.chromium.executable_path).exists():
            pytest.skip("needs Chromium (apt-get install chromium, or playwright install chromium)")
        b = p.chromium.launch(executable_path=path, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.mark.browser
def test_the_page_in_chromium(
    runs: list[Path], capsys: pytest.CaptureFixture[str], tmp_path: Path, browser: Any
) -> None:
    html = tmp_path / "report.html"
    html.write_text(_page(runs, capsys), encoding="utf-8")
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    problems: list[str] = []
    page.on(
        "console", lambda m: problems.append(m.text) if m.type in ("error", "warning") else None
    )
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.goto(html.as_uri())
    page.wait_for_selector("body[data-ready='1']")
    # the tables hold the summary's numbers
    for i, run in enumerate(runs):
        for want in json.loads((run / "summary.json").read_text())["rows"]:
            cells = page.eval_on_selector_all(
                f'table.results[data-attacker="{want["attacker"]}"] tr[data-run="{i}"] td[data-metric]',
                "tds => tds.map(td => [td.dataset.metric, td.firstChild.textContent])",
            )
            assert cells == [
                [m.name, format_cell(Stat(**want[m.name]), m.percent)] for m in METRICS
            ]
    # labels are whole: the figures' viewBoxes hold every text drawn in them
    for fig in ("#scatter svg", "#bars svg"):
        assert page.eval_on_selector(
            fig,
            """svg => {
            const v = svg.getBoundingClientRect();
            return [...svg.querySelectorAll("text")].every(t => { const b = t.getBoundingClientRect();
              return b.left >= v.left && b.top >= v.top && b.right <= v.right && b.bottom <= v.bottom; });
        }""",
        )
    # the hostile run's episodes; open the first fooled-or-not one and read it as a chat
    page.select_option("#f-run", "1")
    page.select_option("#f-attacker", "scripted:bluffing")
    page.fill("#f-scenario", "t1-k2")
    rows = page.locator("#ep-list tbody tr")
    assert rows.count() == 2  # seeds 0 and 1
    rows.first.click()
    page.wait_for_selector("#episode .chat")
    scenario, seed, index = (rows.first.locator("td").nth(k).inner_text() for k in (3, 4, 5))
    record = next(
        e
        for e in _episodes(runs[1])
        if (
            e["scenario_id"],
            e["meta"]["attacker"],
            str(e["meta"]["seed"]),
            str(e["meta"]["episode_index"]),
        )
        == (scenario, "scripted:bluffing", seed, index)
    )
    said = page.eval_on_selector_all(
        "#episode .turn",
        "ts => ts.map(t => [t.dataset.side, t.querySelector('.said').textContent])",
    )
    want = []
    for k, a in enumerate(record["attacker_turns"]):
        want.append(["attacker", a["message"]])
        if k < len(record["defender_turns"]):
            want.append(["defender", record["defender_turns"][k]["reply"]])
    assert said == want and REPLY in said[1][1]
    private = page.inner_text("#episode .turn.defender .private")
    assert REFLECTION in private and REFLECTION not in said[1][1]
    page.uncheck("#show-private")  # the channel alone
    assert REFLECTION not in page.inner_text("#episode") and REPLY in page.inner_text("#episode")
    assert "judge: stepwise ToM" in page.inner_text("#episode .turn.defender")
    assert record["judgement"]["outcome"] in page.inner_text("#episode .verdict")
    # nothing of the run ran or became markup
    assert page.evaluate("window.pwned") is None
    assert page.evaluate("document.scripts.length") == 2
    assert page.evaluate("document.querySelectorAll('img, i, #episode b').length") == 0
    assert "hostile <i>defender</i>" in page.inner_text("#run-list")
    assert problems == []
    page.close()
