"""Helpers shared by the OpenAI-compatible backend tests (fixtures `server`, `http`: conftest)."""

from __future__ import annotations

from tomsb_env.llm import make_backend
from tomsb_env.llm.openai_http import OpenAICompatBackend
from tomsb_env.testing import FakeOpenAIServer

# retries and backoff scaled down so failure-path tests never really wait
FAST = {"backoff_base_s": 0.001, "retry_after_scale": 0.001, "timeout_s": 5.0}


def backend(
    srv: FakeOpenAIServer, http: str, model: str = "fake-model", **options: object
) -> OpenAICompatBackend:
    b = make_backend(f"openai:{srv.base_url}@{model}", http=http, **{**FAST, **options})
    assert isinstance(b, OpenAICompatBackend)
    assert b.http == http
    return b
