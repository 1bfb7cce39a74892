"""Every exception tomsb-env raises, all derived from :class:`TomsbError`; messages name the
offending thing, what was expected and, for a mistyped name, the closest valid one."""

from __future__ import annotations

import difflib
from collections.abc import Iterable

__all__ = [
    "BackendCallError",
    "BackendError",
    "ConfigError",
    "FormatFailure",
    "MissingExtraError",
    "OpponentFailedError",
    "ResetNeeded",
    "ResultsMismatchError",
    "RunLockedError",
    "ScenarioError",
    "SessionClosedError",
    "TomsbError",
    "UniverseError",
    "UnknownNameError",
    "closest",
    "did_you_mean",
    "quoted",
]

_QUOTED_CHARS = 80  # a name longer than this is quoted by its prefix (and never fuzzy-matched)


def quoted(name: str) -> str:
    """``repr(name)``, or of its first characters and the length when it is long: an error
    message (and the reply and log line that copy it) stays short whatever the input."""
    if len(name) <= _QUOTED_CHARS:
        return repr(name)
    return f"{name[:_QUOTED_CHARS]!r}... ({len(name):,} characters)"


def closest(name: str, choices: Iterable[str]) -> str | None:
    """The valid choice closest to ``name`` (case-insensitive), or None (a long ``name``
    matches nothing: difflib's cost grows with the product of the lengths)."""
    if len(name) > _QUOTED_CHARS:
        return None
    lowered = {c.lower(): c for c in choices}
    if name.lower() in lowered:
        return lowered[name.lower()]
    hits = difflib.get_close_matches(name.lower(), list(lowered), n=1, cutoff=0.5)
    return lowered[hits[0]] if hits else None


def did_you_mean(name: str, choices: Iterable[str]) -> str:
    """A message suffix listing the valid values and the closest one."""
    options = sorted(set(choices))
    hint = closest(name, options)
    suffix = f"; valid values: {', '.join(map(repr, options))}"
    if hint is not None and hint != name:
        suffix += f" (did you mean {hint!r}?)"
    return suffix


class TomsbError(Exception):
    """Base class of all tomsb-env errors."""


class UniverseError(TomsbError, ValueError):
    """A universe is malformed (not a perfect k-ary tree, duplicate names, ...)."""


class ScenarioError(TomsbError, ValueError):
    """A scenario or scenario file is invalid; ``where`` is e.g. ``"eval.jsonl line 12"``."""

    def __init__(self, message: str, where: str | None = None) -> None:
        self.where = where
        self.detail = message
        super().__init__(f"{where}: {message}" if where else message)


class UnknownNameError(TomsbError, KeyError):
    """A name (attacker, defender, reward, split, env id, ...) is not registered."""

    def __init__(self, kind: str, name: str, choices: Iterable[str]) -> None:
        self.kind = kind
        self.name = name
        self.choices = sorted(set(choices))
        self.message = f"unknown {kind} {quoted(name)}{did_you_mean(name, self.choices)}"
        super().__init__(self.message)

    def __str__(self) -> str:  # KeyError would otherwise repr() the message
        return self.message


class UnknownKeywordError(UnknownNameError):
    """A keyword argument the callee does not take (usually a typo). Not a TypeError, so
    ``gym.make`` passes it on as it is: the closest name and the valid ones."""

    def __init__(self, callee: str, name: str, choices: Iterable[str]) -> None:
        super().__init__(f"keyword argument of {callee}", name, choices)


class ConfigError(TomsbError, ValueError):
    """An argument or option has an invalid value."""


class FormatFailure(TomsbError, ValueError):
    """An agent's raw output did not parse into a valid turn; ``raw`` is for the record only,
    never forwarded to the other agent."""

    def __init__(self, message: str, raw: str = "") -> None:
        self.raw = raw
        super().__init__(message)


class ResetNeeded(TomsbError, RuntimeError):
    """Stepped (or observed) before ``reset()`` or after the episode ended: call ``reset()``
    (like ``gymnasium.error.ResetNeeded``)."""


class MissingExtraError(TomsbError, ImportError):
    """An optional dependency is needed; the message names the extra to install."""

    def __init__(self, module: str, extra: str, purpose: str) -> None:
        super().__init__(
            f"{purpose} needs the optional dependency {module!r}; "
            f"install it with: pip install 'tomsb-env[{extra}]'"
        )


class BackendError(TomsbError, RuntimeError):
    """An LLM backend call failed after all retries."""


class BackendCallError(BackendError):
    """A chat call failed for good; ``status`` is the last HTTP status seen (None if none)."""

    def __init__(self, message: str, *, status: int | None, attempts: int, cause: str) -> None:
        self.status = status
        self.attempts = attempts
        self.cause = cause
        super().__init__(message)


class OpponentFailedError(TomsbError, RuntimeError):
    """The embedded opponent failed (outcome ``error``, no score). The message is only
    :func:`~tomsb_env.envs.single_agent.opponent_failure`'s side and kind of failure: the
    failure's own text may quote private state, so it stays in the episode's record."""


class ResultsMismatchError(TomsbError):
    """Existing benchmark results came from a different configuration; ``out_dir`` and
    ``changed`` (differing fields or agents) summarise it, the message has the details."""

    def __init__(self, message: str, out_dir: object = None, changed: Iterable[str] = ()) -> None:
        super().__init__(message)
        self.out_dir = out_dir
        self.changed = list(changed)


class SessionClosedError(ConfigError):
    """``start``/``submit`` on a chat session after its ``close()``."""


class RunLockedError(TomsbError):
    """Another run holds the run directory's lock."""
