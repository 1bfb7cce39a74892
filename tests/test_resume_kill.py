"""Kill ``tomsb bench`` with SIGKILL mid-run, re-run it, and get exactly the uninterrupted results."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT

SLOW_DEFENDER = '''
import time
from tomsb_env.agents.defenders import scripted_defender


class SlowProbing:
    """The scripted probing defender, slowed down so the run can be killed half way."""

    name = "slow-probing"

    def __init__(self):
        self.inner = scripted_defender("probing")

    def reset(self, brief, rng):
        self.inner.reset(brief, rng)

    def act(self, view):
        time.sleep(0.005)
        return self.inner.act(view)
'''

# The same defender with an async act: the run then goes through the event loop, with
# several episodes open at once (the turn gate's window), all of which a kill may cut short.
SLOW_ASYNC_DEFENDER = SLOW_DEFENDER.replace("import time", "import asyncio").replace(
    "    def act(self, view):\n        time.sleep(0.005)",
    "    async def act(self, view):\n        await asyncio.sleep(0.005)",
)

LIMIT = 20
TOTAL = LIMIT * 2 * 4  # scenarios x episodes x attackers, one seed


def command(defender: Path, out: Path, extra: tuple[str, ...] = ()) -> list[str]:
    return [
        sys.executable,
        "-m",
        "tomsb_env.cli",
        "bench",
        "--defender",
        f"{defender}:SlowProbing",
        "--limit",
        str(LIMIT),
        "--seeds",
        "0",
        "--out",
        str(out),
        "--no-progress",
        *extra,
    ]


def lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def by_key(out: Path) -> dict[tuple[Any, ...], dict[str, Any]]:
    records = [json.loads(line) for line in lines(out / "episodes.jsonl")]
    keyed = {
        (r["scenario_id"], r["meta"]["attacker"], r["meta"]["seed"], r["meta"]["episode_index"]): r
        for r in records
    }
    assert len(keyed) == len(records), "duplicate episodes"
    return keyed


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize(
    ("source", "extra"),
    [
        (SLOW_DEFENDER, ()),
        (SLOW_ASYNC_DEFENDER, ("--concurrency", "4")),
    ],
    ids=["sync", "async"],
)
def test_sigkill_then_resume_equals_an_uninterrupted_run(
    tmp_path: Path, source: str, extra: tuple[str, ...]
) -> None:
    assert source.count("asyncio") in (0, 2)  # the async variant really is async
    defender = tmp_path / "slow_defender.py"
    defender.write_text(source, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    killed = tmp_path / "killed"

    proc = subprocess.Popen(
        command(defender, killed, extra), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    deadline = time.monotonic() + 60
    while len(lines(killed / "episodes.jsonl")) < TOTAL // 4:
        assert proc.poll() is None, (
            f"the run ended before it could be killed: {proc.stderr.read()!r}"
        )  # type: ignore[union-attr]
        assert time.monotonic() < deadline, "the run made no progress"
        time.sleep(0.01)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    partial = len(lines(killed / "episodes.jsonl"))
    assert TOTAL // 4 <= partial < TOTAL

    resumed = subprocess.run(
        command(defender, killed, extra), env=env, capture_output=True, text=True, timeout=120
    )
    assert resumed.returncode == 0, resumed.stderr
    assert "resumed" in resumed.stderr and "| `" in resumed.stdout

    clean = tmp_path / "clean"
    fresh = subprocess.run(
        command(defender, clean, extra), env=env, capture_output=True, text=True, timeout=120
    )
    assert fresh.returncode == 0, fresh.stderr

    after_kill, uninterrupted = by_key(killed), by_key(clean)
    assert len(after_kill) == len(uninterrupted) == TOTAL  # nothing missing, nothing twice
    assert after_kill.keys() == uninterrupted.keys()
    for key, record in uninterrupted.items():
        other = after_kill[key]
        assert other["outcome"] == record["outcome"], key
        assert other["trust_curve"] == record["trust_curve"], key
        assert other["judgement"] == record["judgement"], key
    # same metrics too (the tables differ only in nothing)
    assert resumed.stdout == fresh.stdout
