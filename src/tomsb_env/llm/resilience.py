"""Retry, timeout and concurrency machinery shared by every chat backend: a backend implements
one attempt (``_attempt``), raising :class:`TransientError` (worth retrying) or
:class:`PermanentError`; callers only ever see :class:`BackendCallError`."""

from __future__ import annotations

import asyncio
import random
import re
import sys
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, fields
from typing import Any, Generic, TypeVar

from tomsb_env.errors import BackendCallError, ConfigError
from tomsb_env.llm.base import ChatMessage, ChatResult, SamplingParams

# 408 request timeout, 409 conflict (some gateways), 425 too early, 429 rate limit.
RETRYABLE_STATUS = frozenset({408, 409, 425, 429})

T = TypeVar("T")

# A timeout scope, not wait_for: on 3.11 wait_for runs the attempt in a task of its own.
if sys.version_info >= (3, 11):
    from asyncio import timeout
else:  # aiohttp depends on async-timeout before 3.11
    from async_timeout import timeout


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """How hard a backend tries before giving up (docs/llm_backends.md, "Retries and errors"):
    at most ``max_retries + 1`` attempts; ``retry_after_scale`` lets tests shrink Retry-After."""

    max_retries: int = 4
    timeout_s: float | None = 120.0
    backoff_base_s: float = 0.5
    backoff_max_s: float = 30.0
    retry_after_scale: float = 1.0
    retry_after_max_s: float = 120.0

    def __post_init__(self) -> None:
        if self.max_retries < 0:
            raise ConfigError(f"max_retries must be >= 0, got {self.max_retries}")
        if self.timeout_s is not None and self.timeout_s <= 0:
            raise ConfigError(f"timeout_s must be > 0 or None, got {self.timeout_s}")
        for name in ("backoff_base_s", "backoff_max_s", "retry_after_scale", "retry_after_max_s"):
            if getattr(self, name) < 0:
                raise ConfigError(f"{name} must be >= 0, got {getattr(self, name)}")

    def delay(self, retry: int, retry_after: float | None, rng: random.Random) -> float:
        """Seconds to wait before retry number ``retry`` (1-based)."""
        if retry_after is not None:
            return min(retry_after * self.retry_after_scale, self.retry_after_max_s)
        cap = min(self.backoff_max_s, self.backoff_base_s * 2.0 ** (retry - 1))
        return rng.uniform(0.0, cap)

    @classmethod
    def field_names(cls) -> frozenset[str]:
        return frozenset(f.name for f in fields(cls))


class _AttemptError(Exception):
    def __init__(
        self, detail: str, *, status: int | None = None, retry_after: float | None = None
    ) -> None:
        super().__init__(detail)
        self.detail = detail
        self.status = status
        self.retry_after = retry_after


class TransientError(_AttemptError):
    """An attempt failed in a way that may succeed if repeated (429, 5xx, drop)."""


class PermanentError(_AttemptError):
    """An attempt failed in a way that repeating cannot fix (400, 401, bad model)."""


# what looks like a credential in a server's error body: an Authorization value, a provider's
# key shape, a key=value pair, a long hex or base64 run (with a digit and a letter)
_SECRET = re.compile(
    r"(?i:bearer|basic)\s+\S+|\b(?:sk|pk|rk|hf|gh[opsu]|xox[abprs]|AKIA|AIza)[-_A-Za-z0-9]{12,}"
    r"|(?i:api[-_]?key|token|secret|password)[\"']?\s*[:=]\s*[\"']?[^\s\"',;}]{6,}"
    r"|(?<![\w+/=])(?=[A-Za-z+/=_]*\d)(?=[\d+/=_]*[A-Za-z])[A-Za-z\d+/=_]{32,}"
)


def excerpt(text: str | bytes, limit: int = 300) -> str:
    """A single-line prefix of a response body, for error messages (and so for the records),
    credentials redacted; only the body's first bytes are decoded."""
    head = text[: 4 * limit]
    if isinstance(head, bytes):
        head = head.decode("utf-8", errors="replace")
    head = _SECRET.sub("[redacted]", " ".join(head.split()))
    return head if len(head) <= limit and len(text) <= 4 * limit else head[:limit] + "..."


def parse_retry_after(value: str | None, now: float | None = None) -> float | None:
    """Seconds from a Retry-After header (delta-seconds or an HTTP date)."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    from email.utils import parsedate_to_datetime  # rare form; the import is not free

    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


def validate_messages(messages: Sequence[ChatMessage]) -> list[dict[str, str]]:
    """Plain dicts for the wire (messages that are such dicts already are not copied: a
    long chat costs no allocation per message), rejecting obviously malformed chats early."""
    if not messages:
        raise ConfigError("chat() needs at least one message; got an empty list")
    out: list[dict[str, str]] = []
    for i, m in enumerate(messages):
        if type(m) is dict and len(m) == 2 and "role" in m and type(m.get("content")) is str:
            out.append(m)  # type: ignore[arg-type]
            continue
        try:
            role, content = m["role"], m["content"]
        except (KeyError, TypeError):
            raise ConfigError(
                f"message {i} must be a mapping with 'role' and 'content', got {m!r}"
            ) from None
        if not isinstance(content, str):
            raise ConfigError(f"message {i} content must be a str, got {type(content).__name__}")
        out.append({"role": role, "content": content})
    return out


class LoopLocal(Generic[T]):
    """One value per running event loop, rebuilt when the loop changes: asyncio primitives
    and aiohttp sessions belong to one loop, and users often call ``asyncio.run`` repeatedly."""

    __slots__ = ("_factory", "_loop", "_value")

    def __init__(self, factory: Callable[[], T]) -> None:
        self._factory = factory
        self._loop: asyncio.AbstractEventLoop | None = None
        self._value: T | None = None

    def get(self) -> T:
        loop = asyncio.get_running_loop()
        if loop is not self._loop or self._value is None:
            self._value = self._factory()
            self._loop = loop
        return self._value

    def __reduce__(self) -> tuple[Any, ...]:
        # a copy (pickle, deepcopy) holds nothing yet: the value belongs to this loop
        return (LoopLocal, (self._factory,))

    def pop(self) -> tuple[asyncio.AbstractEventLoop | None, T | None]:
        """The loop and value held (``(None, None)`` if none), forgetting them."""
        held = self._loop, self._value
        self._loop, self._value = None, None
        return held


class BaseChatBackend:
    """Shared ``chat()``: concurrency bound, timeout, retries, timing (``rng``, ``clock`` and
    ``sleep`` are injectable for tests)."""

    default_policy = RetryPolicy()
    default_concurrency = 64

    def __init__(
        self,
        spec: str,
        model: str,
        *,
        policy: RetryPolicy | None = None,
        max_concurrency: int | None = None,
        default_params: SamplingParams | None = None,
        rng: random.Random | None = None,
        clock: Callable[[], float] = time.perf_counter,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    ) -> None:
        concurrency = self.default_concurrency if max_concurrency is None else max_concurrency
        if concurrency < 1:
            raise ConfigError(f"max_concurrency must be >= 1, got {concurrency}")
        self.spec = spec
        self.model = model
        self.policy = policy or self.default_policy
        self.max_concurrency = concurrency
        self.default_params = default_params or SamplingParams()
        # private and unseeded, so separate processes do not retry in lockstep
        self._rng = rng or random.Random()
        self._clock = clock
        self._sleep = sleep
        # asyncio.Semaphore binds to the loop that first waits on it: one per loop.
        self._slots: LoopLocal[asyncio.Semaphore] = LoopLocal(self._new_slots)

    def _new_slots(self) -> asyncio.Semaphore:
        return asyncio.Semaphore(self.max_concurrency)

    async def _attempt(self, messages: list[dict[str, str]], params: SamplingParams) -> ChatResult:
        raise NotImplementedError

    async def aclose(self) -> None:
        """Release connections; the backend may be used again afterwards."""

    async def chat(
        self, messages: Sequence[ChatMessage], params: SamplingParams | None = None
    ) -> ChatResult:
        wire = validate_messages(messages)
        started = self._clock()
        result, attempt, t0, end = await self._retried(
            "chat", self._attempt, wire, params or self.default_params
        )
        result.latency_s = end - t0
        result.elapsed_s = end - started
        result.attempts = attempt
        return result

    async def _retried(
        self, what: str, call: Callable[..., Awaitable[T]], *args: Any
    ) -> tuple[T, int, float, float]:
        """``call(*args)`` under the policy (a slot, a timeout, retries with backoff): its result,
        the attempt that gave it and that attempt's start and end on the clock (no closure made)."""
        policy, clock, slots = self.policy, self._clock, self._slots.get()
        last: TransientError | None = None
        for attempt in range(1, policy.max_retries + 2):
            if last is not None:
                await self._sleep(policy.delay(attempt - 1, last.retry_after, self._rng))
            async with slots:  # not held during backoff: the bound counts requests in flight
                t0 = clock()
                try:
                    async with timeout(policy.timeout_s):
                        result = await call(*args)
                except TransientError as exc:
                    last = exc
                    continue
                except asyncio.TimeoutError:
                    last = TransientError(f"no reply within {policy.timeout_s:g} s (timeout)")
                    continue
                except PermanentError as exc:
                    raise self._failure(exc, attempt, what, retried=False) from exc
                return result, attempt, t0, clock()
        assert last is not None
        raise self._failure(last, policy.max_retries + 1, what, retried=True) from last

    def _failure(
        self, exc: _AttemptError, attempts: int, call: str, *, retried: bool
    ) -> BackendCallError:
        what = f"gave up after {attempts} attempts" if retried else "not retryable"
        return BackendCallError(
            f"{self.spec}: {call} call failed ({what}): {exc.detail}",
            status=exc.status,
            attempts=attempts,
            cause=exc.detail,
        )

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.spec!r}, max_concurrency={self.max_concurrency})"
