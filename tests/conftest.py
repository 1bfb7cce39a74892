"""Shared fixtures: small hand-built universes and scenarios (no dependency on shipped data)."""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tomsb_env.testing import FakeOpenAIServer
from tomsb_env.universe import Scenario, Universe

# Under pytest-xdist each worker is one process per core: torch's own thread pool would put
# two threads on each core and spin (the constrained-decoding tests ran 2x slower), so a
# worker's torch keeps to one thread. Set before any test imports torch; a user's value wins.
if "PYTEST_XDIST_WORKER" in os.environ:
    for _var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(_var, "1")

ROOT = Path(__file__).resolve().parents[1]
OFFICIAL = ROOT.parent / "shared" / "official-dataset" / "three_layered_dataset.json"

LAYERS = {
    "company": ["Orbisoft", "Quantaline", "Heliodyne"],
    "division": {
        "Orbisoft": ["Cloud Weave", "Bio-Informatics", "Z-Pinch"],
        "Quantaline": ["Starforge", "Tidewater", "Ironbark"],
        "Heliodyne": ["Sunspire", "Greywind", "Emberfall"],
    },
    "team": {
        "Cloud Weave": ["Kestrel", "Marlin", "Osprey"],
        "Bio-Informatics": ["Puffin", "Heron", "Condor"],
        "Z-Pinch": ["Falcon", "Sparrow", "Raven"],
        "Starforge": ["Lynx", "Ocelot", "Caracal"],
        "Tidewater": ["Beluga", "Narwhal", "Orca"],
        "Ironbark": ["Walnut", "Hickory", "Sequoia"],
        "Sunspire": ["Topaz", "Garnet", "Beryl"],
        "Greywind": ["Cobalt", "Indigo", "Saffron"],
        "Emberfall": ["Quartz", "Basalt", "Granite"],
    },
}


def make_universe() -> Universe:
    return Universe.from_layers(LAYERS)


def make_scenarios() -> list[Scenario]:
    u = make_universe()
    out = []
    for i, path in enumerate(
        [("Orbisoft", "Bio-Informatics", "Heron"), ("Heliodyne", "Greywind", "Indigo")]
    ):
        for k in range(3):
            prior = {lv: (path[j] if j < k else None) for j, lv in enumerate(u.levels)}
            out.append(
                Scenario(
                    id=f"t{i}-k{k}",
                    target="Marcus",
                    attacker_name="Elena",
                    universe=u,
                    truth=path,
                    prior=prior,
                )
            )
    return out


@pytest.fixture
def universe() -> Universe:
    return make_universe()


@pytest.fixture
def scenarios() -> list[Scenario]:
    return make_scenarios()


# ------------------------------------------------ OpenAI-compatible backend tests
@pytest.fixture(autouse=True)
def _no_proxy_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The openai backend honours $HTTP_PROXY and friends; tests only talk to 127.0.0.1,
    so a developer's proxy settings must not reroute them."""
    for name in ("http_proxy", "https_proxy", "all_proxy", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.upper(), raising=False)


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as srv:
        yield srv


def comparable(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Episode records without the one field that measures time (``meta.wall_seconds``)."""
    out = []
    for r in records:
        r = dict(r)
        r["meta"] = {k: v for k, v in r["meta"].items() if k != "wall_seconds"}
        out.append(r)
    return out


@pytest.fixture
def no_gc():  # type: ignore[no-untyped-def]
    """For a test that times a reader on hostile input: a full collection of the test process's
    heap (seconds, late in a run of 2,700 tests) is not the reader's work."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def assert_linear(
    read: Callable[[str], object], make: Callable[[int], str], n: int = 20_000
) -> None:
    """A guard against superlinear work on hostile input that holds on any machine: reading
    ``make(n)`` costs under 30 times reading ``make(n // 10)`` (linear work costs about 10 times,
    quadratic 100). Both are timed back to back in CPU time, so a slow or busy machine slows both;
    a fixed limit in seconds failed on a CI machine a fifth slower than the one that set it."""

    def cost(text: str) -> float:
        start = time.process_time()
        read(text)
        return time.process_time() - start

    read(make(n // 10 - 3))  # (the reader's tables, built once)
    # (each text timed is new: the readers keep what they read of a text they have seen)
    least = min(cost(make(n // 10 + k)) for k in range(3))
    spent = cost(make(n))
    # (0.05 s: a short text's cost can be all fixed cost, which a tenth of the text does not cut)
    assert spent < 30 * least + 0.05, (
        f"{spent:.3f} s for {n:,} characters, {least:.3f} s for {n // 10:,}"
    )
