"""A benchmark run split into shards that Ray runs as tasks, then merged into one table.

    pip install "tomsb-env[ray]"
    python examples/ray_shards.py --shards 4 --out runs/probing

Each task is an ordinary resumable run of one shard (``tomsb bench --shard I/N``
in Python), writing to its own directory under ``--out``; if a task dies, run
the script again and only its missing episodes are played. The merge checks
that every shard is there and complete and prints the table one unsharded run
would have printed. Here Ray starts a local cluster on this machine; pass
``--address auto`` to use a running cluster instead (the run directories must
then be on a file system every node sees).
"""

from __future__ import annotations

import argparse
from pathlib import Path


def play_shard(defender: str, index: int, count: int, out: str, limit: int | None) -> str:
    """One shard, as a plain function: Ray runs it remotely, a test may call it directly."""
    from tomsb_env.benchmark import BenchmarkConfig, evaluate

    config = BenchmarkConfig(limit=limit, progress=False, shard=f"{index}/{count}", out_dir=out)
    result = evaluate(defender, config)
    return f"shard {index}/{count}: {result.played} played, {result.resumed} resumed"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--defender", default="scripted:probing")
    parser.add_argument("--shards", type=int, default=2)
    parser.add_argument("--out", default="tomsb-results/ray-shards")
    parser.add_argument("--limit", type=int, help="only the first N scenarios")
    parser.add_argument("--address", help="a running Ray cluster (default: start a local one)")
    args = parser.parse_args(argv)

    import ray

    from tomsb_env.benchmark import merge_runs

    ray.init(address=args.address, num_cpus=None if args.address else args.shards)
    try:
        task = ray.remote(play_shard)
        dirs = [str(Path(args.out) / f"shard-{i}-of-{args.shards}") for i in range(args.shards)]
        pending = [
            task.remote(args.defender, i, args.shards, d, args.limit) for i, d in enumerate(dirs)
        ]
        for line in ray.get(pending):
            print(line)
    finally:
        ray.shutdown()
    merged = merge_runs(dirs, Path(args.out) / "merged")
    print(merged.table(), end="")


if __name__ == "__main__":
    main()
