"""A progress bar on stderr (tqdm) with the live fooling rate and an ETA; silent when stderr
is not a terminal (docs/benchmark.md, "Execution")."""

from __future__ import annotations

import sys
from typing import Any, TextIO


class Progress:
    """Counts finished episodes; ``update(fooled=...)`` after each one."""

    def __init__(self, total: int, *, enabled: bool = True, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stderr
        self.done = self.fooled = 0
        try:
            tty = bool(self.stream.isatty())
        except (AttributeError, ValueError):  # no such method, or a closed stream
            tty = False
        self.enabled = enabled and total > 0 and tty
        self._bar: Any = None
        if self.enabled:
            from tqdm import tqdm

            self._bar = tqdm(total=total, desc="episodes", unit="ep", file=self.stream,
                             dynamic_ncols=True, mininterval=0.2, leave=True)  # fmt: skip

    @property
    def fooling_rate(self) -> float:
        return 100.0 * self.fooled / self.done if self.done else 0.0

    def update(self, *, fooled: bool) -> None:
        self.done += 1
        self.fooled += int(fooled)
        if self._bar is not None:
            self._bar.set_postfix_str(f"fooled {self.fooling_rate:.1f}%", refresh=False)
            self._bar.update(1)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
