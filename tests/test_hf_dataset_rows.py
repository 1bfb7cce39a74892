"""The games as rows of rendered ``[system, user]`` prompts (``integrations.hf_dataset``),
without ``datasets`` installed; ``tests/integrations/test_hf_dataset.py`` builds the
``datasets.Dataset``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tomsb_env.errors import ConfigError
from tomsb_env.integrations import hf_dataset as hd
from tomsb_env.session import AttackerSession, DefenderSession


def test_rows_are_the_sessions_first_chat_for_either_seat() -> None:
    rows = hd.prompt_rows(["u000-k0", "u000-k1"], split="eval", seeds_per_scenario=2, seed=3)
    assert [(r["scenario_id"], r["seed"]) for r in rows] == [
        ("u000-k0", 3_000_009), ("u000-k0", 3_000_010), ("u000-k1", 3_000_009), ("u000-k1", 3_000_010)
    ]  # fmt: skip
    for r in rows:
        with DefenderSession(r["scenario_id"], split="eval", seed=r["seed"]) as s:
            assert r["prompt"] == s.start() and [m["role"] for m in r["prompt"]] == [
                "system",
                "user",
            ]
        assert r["ended_at_start"] is False and r["opponent"] == "scripted:base"
    (a,) = hd.prompt_rows(["u000-k2"], split="eval", seat="attacker", prompt="bluffing")
    with AttackerSession("u000-k2", split="eval", seed=0, prompt="bluffing") as s:
        assert a["prompt"] == s.start() and a["opponent"] == "scripted:probing"


def test_a_bad_seat_is_a_named_error() -> None:
    with pytest.raises(ConfigError, match="seat must be"):
        hd.prompt_rows(["u000-k0"], split="eval", seat="judge")


EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "hf_dataset.py"


def test_the_example_writes_jsonl_and_imports_no_datasets(tmp_path: Path) -> None:
    out = tmp_path / "rows.jsonl"
    code = (
        f"import runpy, sys\nsys.argv = ['x', '--split', 'eval', '--out', {str(out)!r}]\n"
        f"try:\n    runpy.run_path({str(EXAMPLE)!r}, run_name='__main__')\n"
        "except SystemExit:\n    pass\nprint('datasets' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, timeout=120)  # fmt: skip
    assert done.stdout.splitlines()[-1] == "False"
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(rows) == len(hd.split_ids("eval")) and rows[0]["prompt"][0]["role"] == "system"
