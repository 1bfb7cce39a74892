"""``tomsb report`` and ``tomsb plot``: each run's protocol, a warning when protocols differ,
rows named after the defender (``--name``), and plot labels that never overlap."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest

from tests.conftest import make_scenarios
from tomsb_env.cli import main
from tomsb_env.universe.schema import write_scenarios


def _bench(tmp_path: Path, out: str, *extra: str) -> str:
    scen = tmp_path / "tiny.jsonl"
    if not scen.exists():
        write_scenarios(scen, make_scenarios())
    args = ["bench", "--scenarios", str(scen), "--out", str(tmp_path / out), "--no-progress"]
    assert main([*args, "--attacker", "scripted:base", *extra]) == 0
    return str(tmp_path / out)


def test_report_prints_each_protocol_and_warns_when_they_differ(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = _bench(tmp_path, "a", "--seeds", "0", "--name", "Probe A")
    b = _bench(tmp_path, "b", "--seeds", "0", "--defender", "scripted:oracle")
    c = _bench(tmp_path, "c", "--seeds", "0,1", "--defender", "scripted:refuse")
    capsys.readouterr()
    assert main(["report", a, b]) == 0
    got = capsys.readouterr()
    assert "Protocols:" in got.out and "- `Probe A` (scripted:probing): 6 scenarios" in got.out
    assert "- `scripted:oracle`: 6 scenarios" in got.out and "seeds 0," in got.out
    assert "| `Probe A` |" in got.out and "Warning" not in got.out + got.err
    assert main(["report", a, c]) == 0
    got = capsys.readouterr()
    assert "seeds 0,1, 15-turn cap" in got.out
    assert "**Warning: these runs differ in seeds;" in got.out
    assert "tomsb: Warning: these runs differ in seeds;" in got.err
    assert main(["report", a, c, "--format", "csv"]) == 0
    got = capsys.readouterr()
    assert "Protocols" not in got.out and "differ in seeds" in got.err
    assert "Probe A: 6 scenarios" in got.err


def test_name_is_informational_and_a_clash_shows_the_spec(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = _bench(tmp_path, "a", "--seeds", "0", "--name", "mine")
    # renaming does not replay anything
    _bench(tmp_path, "a", "--seeds", "0", "--name", "renamed")
    assert "0 played" not in capsys.readouterr().out
    b = _bench(tmp_path, "b", "--seeds", "0", "--defender", "scripted:oracle", "--name", "renamed")
    capsys.readouterr()
    assert main(["report", a, b]) == 0
    out = capsys.readouterr().out
    assert "| `renamed (scripted:probing)` |" in out and "| `renamed (scripted:oracle)` |" in out


def test_empty_name_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scen = write_scenarios(tmp_path / "s.jsonl", make_scenarios())
    assert (
        main(["bench", "--scenarios", str(scen), "--name", " ", "--out", str(tmp_path / "r")]) == 2
    )
    assert "name must not be empty" in capsys.readouterr().err


def _overlaps(texts: list, renderer: object) -> list[tuple[str, str]]:
    from tomsb_env.benchmark.plot import text_box

    boxes = [(t.get_text(), text_box(t, renderer)) for t in texts]
    return [(a, b) for (a, ba), (b, bb) in combinations(boxes, 2) if ba.overlaps(bb)]


def test_labels_of_coinciding_and_crowded_points_do_not_overlap(tmp_path: Path) -> None:
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    from tomsb_env.benchmark.plot import place_labels

    points = [(f"scripted:defender-{i}", 50.0, 50.0) for i in range(3)]  # one spot
    points += [(f"llm-{i}", 50.0 + 0.4 * i, 51.0 - 0.3 * i) for i in range(8)]  # a crowd
    points += [("far", 10.0, 90.0), ("scripted:defender-0", 50.0, 50.0)]  # a repeated name
    fig, ax = plt.subplots(figsize=(6.4, 4.8))
    ax.scatter([p[1] for p in points], [p[2] for p in points])
    ax.set_xlim(0, 100)
    ax.set_ylim(0, 100)
    fig.tight_layout()
    texts = place_labels(ax, points)
    fig.savefig(tmp_path / "labels.png", dpi=120)
    assert (tmp_path / "labels.png").read_bytes()[:4] == b"\x89PNG"
    assert _overlaps(texts, fig.canvas.get_renderer()) == []
    merged = [t.get_text() for t in texts if "defender-0" in t.get_text()]
    assert merged == ["scripted:defender-0\nscripted:defender-1\nscripted:defender-2"]
    assert len(texts) == 1 + 8 + 1
    # the naive placement (every label at the same small offset) does overlap here
    naive = [
        ax.annotate(n, (x, y), xytext=(3, 3), textcoords="offset points", fontsize=7)
        for n, x, y in points
    ]
    assert _overlaps(naive, fig.canvas.get_renderer())
    plt.close(fig)


def test_plot_merges_defenders_at_one_point(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("matplotlib")
    import matplotlib.pyplot as plt

    runs = [
        _bench(tmp_path, d, "--seeds", "0", "--defender", f"scripted:{d}")
        for d in ("probing", "oracle", "naive_mislead")
    ]
    runs.append(_bench(tmp_path, "probing2", "--seeds", "0", "--name", "probing again"))
    seen: list[tuple[list[str], list]] = []
    close = plt.close

    def closing(fig: object = None) -> None:  # look at the figure while it can still render
        texts = list(fig.axes[0].texts)  # type: ignore[union-attr]
        seen.append(([t.get_text() for t in texts], _overlaps(texts, fig.canvas.get_renderer())))  # type: ignore[union-attr]
        close(fig)

    monkeypatch.setattr(plt, "close", closing)
    capsys.readouterr()
    assert main(["plot", *runs, "--out", str(tmp_path / "p.png")]) == 0
    ((labels, overlaps),) = seen
    assert "scripted:probing\nprobing again" in labels
    assert overlaps == []
