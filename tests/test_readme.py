"""The README stays true: its custom defender is scored by its own command."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _block_after(marker: str) -> str:
    tail = README.split(marker, 1)[1]
    return re.search(r"```\w*\n(.*?)```", tail, re.S).group(1)


def test_readme_custom_defender_is_scored(tmp_path: Path) -> None:
    code = _block_after("<!-- readme:custom-defender -->")
    assert 15 <= len(code.strip().splitlines()) <= 30  # "about 20 lines"
    (tmp_path / "my_defender.py").write_text(code, encoding="utf-8")
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "tomsb_env.cli",
            "bench",
            "--defender",
            "my_defender.py:ProbeThenLie",
            "--limit",
            "6",
            "--seeds",
            "0",
            "--no-progress",
            "--out",
            str(tmp_path / "run"),
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert "my_defender.py:ProbeThenLie" in out.stdout and "Fooling % Hard" in out.stdout
    summary = json.loads((tmp_path / "run" / "summary.json").read_text(encoding="utf-8"))
    assert summary["episodes"] == 6 * 2 * 4
    assert "error" not in summary["outcomes"] and "format_error" not in summary["outcomes"]
    assert summary["outcomes"].get("fooled", 0) > 0  # the README's example does fool someone


def test_readme_ci_commands_exist() -> None:
    main = _block_after("<!-- ci:main -->")
    test = _block_after("<!-- ci:test -->")
    assert "tomsb bench" in main and "pip install" in main
    assert "pytest" in test and "torch==2.13.0" in test
