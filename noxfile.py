"""Test sessions that need an extra the main environment does not have.

    nox -s trl      # TRL 1.16 GRPOTrainer driving the env (tests/integrations/test_trl.py)

Each session installs torch 2.13.0 first (set TORCH_INDEX_URL, e.g.
https://download.pytorch.org/whl/cpu, to take the CPU build), then the package
with its extras, and fails if any test was skipped: a test skipped because its
framework is missing must not count as a pass.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from pathlib import Path

import nox

nox.options.sessions = ["trl"]
nox.options.reuse_existing_virtualenvs = True

TORCH = "torch==2.13.0"


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
