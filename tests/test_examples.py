"""Every example is a runnable file; these smoke tests run them (the training ones have their own tests)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_quickstart_runs() -> None:
    out = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "quickstart.py")],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout
    assert "attacker opens with" in out and "outcome" in out and "components" in out
    # its notes never commit to what the attacker knows ("They have not shown what they know
    # yet."), so they earn no ToM credit: reward 0.0 (1.0 under the old, credulous judge)
    assert "reward 0.0" in out and "'tom': 0.0" in out and "'stepwise_tom': 0.0" in out


def test_every_example_is_covered() -> None:
    covered = {"quickstart.py", "custom_defender.py", "vllm_defender.py", "grpo_defender.py"}
    assert {p.name for p in (ROOT / "examples").glob("*.py")} <= covered
