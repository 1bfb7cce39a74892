"""How the other party's text and an agent's own turns are written into a prompt."""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["dump_json", "quote_untrusted"]

_RUN_RE = re.compile(r"<{3,}|>{3,}")


def quote_untrusted(text: str, label: str) -> str:
    """``text`` between ``<<<LABEL`` and ``LABEL>>>`` markers; runs of 3+ angle brackets in it
    are spaced out, so the quoted party cannot close the block early."""
    text = _RUN_RE.sub(lambda m: " ".join(m.group()), text)
    return f"<<<{label}\n{text}\n{label}>>>"


_COMPACT = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))  # made once, not per call


def dump_json(obj: Any) -> str:
    """Compact JSON (no spaces, UTF-8 as is) for prompts and an agent's replayed turns."""
    return _COMPACT.encode(obj)
