"""Reading a user's data files safely: regular files only, with a size bound (a FIFO, a device
such as a symlink to ``/dev/zero`` or a file that keeps growing would be read forever)."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

from tomsb_env.errors import ConfigError

#: Scenario files: the authors' 300 scenarios take about 1 MB, so this leaves ample room.
MAX_SCENARIO_FILE_BYTES = 256 * 2**20


def open_regular_file(path: str | os.PathLike[str], *, what: str) -> BinaryIO:
    """``path`` opened for binary reading if it is a regular file (after symlinks); streamed
    readers (episode files) need no size bound, since they keep one line at a time."""
    p = Path(path)
    try:
        mode = p.stat().st_mode
        if not stat.S_ISREG(mode):
            kind = "a directory" if stat.S_ISDIR(mode) else "not a regular file"
            if stat.S_ISFIFO(mode):
                kind = "a FIFO"
            elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
                kind = "a device"
            raise ConfigError(f"{p}: {what} must be a regular file, but this is {kind}")
        return p.open("rb")
    except OSError as exc:
        raise ConfigError(f"{p}: cannot read {what}: {exc.strerror or exc}") from None


def read_regular_file(path: str | os.PathLike[str], *, max_bytes: int, what: str) -> bytes:
    """The bytes of ``path`` if it is a regular file (after symlinks) of at most ``max_bytes``."""
    p = Path(path)
    with open_regular_file(p, what=what) as fh:
        try:
            data = fh.read(max_bytes + 1)  # bounded even if the file grows while being read
        except OSError as exc:
            raise ConfigError(f"{p}: cannot read {what}: {exc.strerror or exc}") from None
    if len(data) > max_bytes:
        raise ConfigError(
            f"{p}: {what} is larger than the limit of {max_bytes:,} bytes; "
            "split it into smaller files"
        )
    return data
