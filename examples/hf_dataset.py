"""The games as a Hugging Face dataset of rendered [system, user] prompts, on disk.

    python examples/hf_dataset.py --split eval --out tomsb-eval          # datasets.save_to_disk
    python examples/hf_dataset.py --split eval --out tomsb-eval.jsonl    # JSON lines, no datasets

Each row: ``prompt`` (the learner's first chat), ``scenario_id``, ``seed``, ``seat``,
``opponent``, ``ended_at_start`` (see tomsb_env.integrations.hf_dataset).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path

from tomsb_env.integrations.hf_dataset import prompt_dataset, prompt_rows


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Write the games as a dataset of prompts.")
    p.add_argument("--split", default="train", choices=("train", "eval", "all"))
    p.add_argument("--seat", default="defender", choices=("defender", "attacker"))
    p.add_argument("--opponent", help="the other side's spec (default: scripted)")
    p.add_argument("--prompt", help="the learner's prompt name or file")
    p.add_argument("--seeds-per-scenario", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", required=True, help="a directory (save_to_disk) or a .jsonl file")
    args = p.parse_args(argv)
    options = {k: getattr(args, k) for k in ("split", "seat", "opponent", "prompt", "seed")}
    options["seeds_per_scenario"] = args.seeds_per_scenario
    out = Path(args.out)
    if out.suffix == ".jsonl":
        rows = prompt_rows(**options)
        out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    else:
        rows = prompt_dataset(**options)
        rows.save_to_disk(str(out))
    print(f"wrote {len(rows)} row(s) to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
