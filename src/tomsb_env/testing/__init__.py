"""Test doubles shipped with tomsb-env (usable by downstream projects' tests too).

Names load on first access so that ``python -m tomsb_env.testing.fake_openai``
does not find its module half-imported by this package.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tomsb_env.testing.fake_openai import FakeOpenAIServer
    from tomsb_env.testing.replies import RecordedRequest, Reply, Responder, ServerStats

__all__ = ["FakeOpenAIServer", "RecordedRequest", "Reply", "Responder", "ServerStats"]


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module 'tomsb_env.testing' has no attribute {name!r}")
    value = getattr(importlib.import_module("tomsb_env.testing.fake_openai"), name)
    globals()[name] = value
    return value
