"""Hosted-provider chat backend through litellm (Gemini, Anthropic, OpenAI, ...), imported only
when a backend is built, after the version guard (never a compromised release), with its
model-cost map read locally so importing needs no network."""

from __future__ import annotations

import importlib.metadata
import os
import re
from collections.abc import Mapping
from types import ModuleType
from typing import Any

from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.llm.base import ChatResult, SamplingParams
from tomsb_env.llm.decoding import check_structured, response_format
from tomsb_env.llm.resilience import (
    RETRYABLE_STATUS,
    BaseChatBackend,
    PermanentError,
    TransientError,
    excerpt,
    parse_retry_after,
)

# Releases that shipped malicious code; never import them.
COMPROMISED_LITELLM = frozenset({"1.82.7", "1.82.8", "1.107.0"})
MIN_LITELLM = (1, 80)
_SAFE_PIN = "litellm>=1.80,!=1.82.7,!=1.82.8,!=1.107.0"


def check_litellm_version(version: str) -> None:
    """Raise ConfigError unless ``version`` is an allowed litellm release."""
    if version in COMPROMISED_LITELLM:
        raise ConfigError(
            f"litellm {version} is a known-compromised release and will not be imported; "
            f"uninstall it now and install a safe one: pip install '{_SAFE_PIN}'"
        )
    parts = re.findall(r"\d+", version)[:2]
    if len(parts) < 2 or (int(parts[0]), int(parts[1])) < MIN_LITELLM:
        raise ConfigError(
            f"litellm {version} is too old for tomsb-env; install: pip install '{_SAFE_PIN}'"
        )


def load_litellm() -> ModuleType:
    """Import litellm after the version and no-network guards."""
    try:
        version = importlib.metadata.version("litellm")
    except importlib.metadata.PackageNotFoundError:
        raise MissingExtraError("litellm", "llm", "the litellm: backend") from None
    check_litellm_version(version)
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    litellm.suppress_debug_info = True  # no "Give Feedback" banners on every error
    return litellm


def _retry_after(exc: BaseException) -> float | None:
    # where the header ends up differs between litellm versions and providers
    response = getattr(exc, "response", None)
    for headers in (
        getattr(exc, "litellm_response_headers", None),
        getattr(response, "headers", None),
        getattr(exc, "headers", None),
    ):
        if headers:
            try:
                value = headers.get("retry-after") or headers.get("Retry-After")
            except AttributeError:
                continue
            if value:
                return parse_retry_after(str(value))
    return None


def classify(exc: BaseException, litellm: ModuleType) -> TransientError | PermanentError:
    """Map a litellm exception onto the retry decision."""
    status = getattr(exc, "status_code", None)
    status = status if isinstance(status, int) else None
    detail = f"{type(exc).__name__}" + (f" (HTTP {status})" if status else "")
    detail += f": {excerpt(str(exc))}"
    transient_types = (litellm.Timeout, litellm.APIConnectionError, litellm.RateLimitError)
    if isinstance(exc, transient_types) or (
        status is not None and (status in RETRYABLE_STATUS or status >= 500)
    ):
        return TransientError(detail, status=status, retry_after=_retry_after(exc))
    return PermanentError(detail, status=status)


class LiteLLMBackend(BaseChatBackend):
    """``litellm.acompletion`` behind the shared retry machinery; ``model`` is litellm's
    ``provider/model``, ``completion_kwargs`` go to every call unchanged. ``aclose`` releases
    nothing: litellm's cached clients are the whole process's."""

    default_concurrency = 32

    def __init__(
        self,
        spec: str,
        model: str,
        *,
        api_base: str | None = None,
        api_key: str | None = None,
        drop_params: bool = True,
        completion_kwargs: Mapping[str, Any] | None = None,
        structured: str = "auto",
        **common: Any,
    ) -> None:
        super().__init__(spec, model, **common)
        check_structured(structured)
        self._litellm = load_litellm()
        self._fixed: dict[str, Any] = {
            "drop_params": drop_params,  # instead of a provider rejecting one it lacks (seed)
            "num_retries": 0,  # BaseChatBackend does the retrying
            "max_retries": 0,
            **(completion_kwargs or {}),
            **{k: v for k, v in (("api_base", api_base), ("api_key", api_key)) if v is not None},
        }
        # "auto": a json_schema is sent if litellm's offline model map says the model takes one
        self.structured = structured
        if structured == "auto":
            try:
                takes = self._litellm.supports_response_schema(model=model)
            except Exception:  # an unknown provider or model
                takes = False
            self.structured = "on" if takes else "off"

    async def _attempt(self, messages: list[dict[str, str]], params: SamplingParams) -> ChatResult:
        litellm = self._litellm
        # completion_kwargs win over the call's settings, as extra_body does on openai:
        kwargs = {**params.request_fields(), **self._fixed}
        if params.json_schema is not None and self.structured != "off":
            kwargs["response_format"] = response_format(params.json_schema)
        try:
            response = await litellm.acompletion(model=self.model, messages=messages, **kwargs)
        except Exception as exc:
            raise classify(exc, litellm) from exc
        try:
            choice = response.choices[0]
            message = choice.message
        except (AttributeError, IndexError) as exc:
            raise PermanentError(f"litellm returned no choices: {excerpt(repr(response))}") from exc
        usage = getattr(response, "usage", None)
        return ChatResult(
            text=message.content or "",
            prompt_tokens=int(getattr(usage, "prompt_tokens", 0) or 0),
            completion_tokens=int(getattr(usage, "completion_tokens", 0) or 0),
            model=str(getattr(response, "model", "") or ""),
            reasoning=str(getattr(message, "reasoning_content", None) or ""),
            finish_reason=str(getattr(choice, "finish_reason", "") or ""),
        )
