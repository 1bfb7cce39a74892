"""``prompt_dataset`` builds a ``datasets.Dataset`` (runs where ``datasets`` is installed:
``nox -s integrations``)."""

from __future__ import annotations

from pathlib import Path

import pytest

datasets = pytest.importorskip("datasets")

from tomsb_env.integrations import hf_dataset as hd  # noqa: E402


def test_the_dataset_holds_the_rows_and_saves(tmp_path: Path) -> None:
    ds = hd.prompt_dataset(["u000-k0", "u000-k1"], split="eval")
    assert isinstance(ds, datasets.Dataset)
    assert ds.to_list() == hd.prompt_rows(["u000-k0", "u000-k1"], split="eval")
    import runpy

    example = Path(__file__).resolve().parents[2] / "examples" / "hf_dataset.py"
    assert (
        runpy.run_path(str(example))["main"](["--split", "eval", "--out", str(tmp_path / "ds")])
        == 0
    )
    back = datasets.load_from_disk(str(tmp_path / "ds"))
    assert len(back) == len(hd.split_ids("eval")) and back[0]["prompt"][1]["role"] == "user"
