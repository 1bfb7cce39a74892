"""The ``tomsb`` command: benchmark a defender, read transcripts, manage scenarios.

Usage, one-line errors and exit statuses: docs/cli.md."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from tomsb_env.cli._common import eprint
from tomsb_env.cli.bench import add_bench_commands
from tomsb_env.cli.episodes import add_episode_commands
from tomsb_env.cli.scenarios import add_demo_commands, add_scenario_commands
from tomsb_env.display import printable
from tomsb_env.errors import TomsbError

__all__ = ["build_parser", "main"]


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors: ``tomsb: error: <command>: <problem> (see ... --help)``."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("tomsb").strip()
        where = f"{command}: " if command else ""
        self.exit(2, f"tomsb: error: {where}{printable(message)} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    from tomsb_env import __version__

    parser = _Parser(prog="tomsb", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"tomsb-env {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    add_bench_commands(sub)
    add_demo_commands(sub)
    add_episode_commands(sub)
    add_scenario_commands(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code = int(args.func(args))
        sys.stdout.flush()  # a closed pipe shows here, not at interpreter exit
        return code
    except BrokenPipeError:
        # the reader (e.g. `| head`) stopped: no traceback; send the rest of stdout nowhere
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141  # 128 + SIGPIPE, what a shell reports for a command cut off this way
    except (TomsbError, OSError) as exc:
        eprint(f"tomsb: error: {printable(exc)}")
        return 2
    except KeyboardInterrupt:
        eprint("tomsb: interrupted; finished episodes are saved, re-run the same command to resume")
        return 130
