"""One run at a time per run directory: a lock held from planning to the last record.

Two processes appending to one ``episodes.jsonl`` would both play everything, so a run
takes ``.tomsb.lock`` (``filelock``: released by the OS when the process ends, even on
SIGKILL) and writes who holds it beside it."""

from __future__ import annotations

import json
import os
import socket
import time
from pathlib import Path

from filelock import FileLock, Timeout

from tomsb_env.errors import RunLockedError

LOCK_FILE = ".tomsb.lock"
HOLDER_FILE = ".tomsb.lock.holder"


class RunLock:
    """The lock of one run directory; ``acquire`` fails at once if another process holds it."""

    def __init__(self, out_dir: Path) -> None:
        self.out_dir = out_dir
        self._lock = FileLock(str(out_dir / LOCK_FILE), timeout=0)

    def acquire(self) -> None:
        """Take the lock; raises ``RunLockedError`` (held elsewhere) or ``OSError`` (cannot write)."""
        try:
            self._lock.acquire()
        except Timeout:
            raise RunLockedError(
                f"{self.out_dir} is in use by another run ({self._holder()}); wait for it to "
                "finish, or choose another --out"
            ) from None
        holder = {
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "started": time.strftime("%Y-%m-%d %H:%M:%S %Z"),
        }
        path = self.out_dir / HOLDER_FILE
        try:
            path.write_text(json.dumps(holder) + "\n", encoding="utf-8")
        except OSError as exc:  # a full disk: no empty holder file, no lock held
            path.unlink(missing_ok=True)
            self._lock.release()
            raise OSError(exc.errno, exc.strerror, str(path)) from None

    def _holder(self) -> str:
        try:
            h = json.loads((self.out_dir / HOLDER_FILE).read_text(encoding="utf-8"))
            return f"pid {h['pid']} on {h['host']}, started {h['started']}"
        except (OSError, ValueError, KeyError, TypeError):
            return "holder unknown"

    def release(self) -> None:
        if self._lock.is_locked:
            (self.out_dir / HOLDER_FILE).unlink(missing_ok=True)
            self._lock.release()
