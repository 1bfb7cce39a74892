"""Test doubles shipped with tomsb-env (usable by downstream projects' tests too).

Names load on first access so that ``python -m tomsb_env.testing.fake_openai``
does not find its module half-imported by this package."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomsb_env.lazy import lazy_exports

if TYPE_CHECKING:
    from tomsb_env.testing.fake_openai import (
        FakeOpenAIServer,
        RecordedRequest,
        Reply,
        Responder,
        ServerStats,
    )

__all__ = ["FakeOpenAIServer", "RecordedRequest", "Reply", "Responder", "ServerStats"]


__getattr__ = lazy_exports(__name__, dict.fromkeys(__all__, "tomsb_env.testing.fake_openai"))
