"""A progress bar on stderr (tqdm if installed) with the live fooling rate and an ETA; silent
when stderr is not a terminal (docs/benchmark.md, "Execution")."""

from __future__ import annotations

import sys
import time
from contextlib import suppress
from typing import Any, TextIO

__all__ = ["Progress"]


class Progress:
    """Counts finished episodes; ``update(fooled=...)`` after each one."""

    def __init__(self, total: int, *, enabled: bool = True, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stderr
        self.total = total
        self.done = 0
        self.fooled = 0
        self.enabled = enabled and total > 0 and _isatty(self.stream)
        self._bar: Any = None
        self._start = time.monotonic()
        self._last_draw = 0.0
        if self.enabled:
            with suppress(ImportError):
                from tqdm import tqdm

                self._bar = tqdm(
                    total=total,
                    desc="episodes",
                    unit="ep",
                    file=self.stream,
                    dynamic_ncols=True,
                    mininterval=0.2,
                    leave=True,
                )

    @property
    def fooling_rate(self) -> float:
        return 100.0 * self.fooled / self.done if self.done else 0.0

    def update(self, *, fooled: bool) -> None:
        self.done += 1
        self.fooled += int(fooled)
        if not self.enabled:
            return
        if self._bar is not None:
            self._bar.set_postfix_str(f"fooled {self.fooling_rate:.1f}%", refresh=False)
            self._bar.update(1)
            return
        now = time.monotonic()
        if now - self._last_draw < 0.2 and self.done != self.total:
            return
        self._last_draw = now
        elapsed = now - self._start
        rate = self.done / elapsed if elapsed > 0 else 0.0
        eta = (self.total - self.done) / rate if rate > 0 else 0.0
        width = 24
        filled = int(width * self.done / self.total)
        bar = "#" * filled + "-" * (width - filled)
        self.stream.write(
            f"\r[{bar}] {self.done}/{self.total} fooled {self.fooling_rate:.1f}% "
            f"ETA {int(eta) // 60}:{int(eta) % 60:02d} "
        )
        self.stream.flush()

    def close(self) -> None:
        if not self.enabled:
            return
        if self._bar is not None:
            self._bar.close()
        else:
            self.stream.write("\n")
            self.stream.flush()


def _isatty(stream: TextIO) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False
