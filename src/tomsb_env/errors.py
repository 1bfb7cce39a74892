"""Every exception tomsb-env raises, in one place.

All errors derive from :class:`TomsbError`. Messages name the offending
thing (file, line, field, value), say what was expected and, where a name
was mistyped, suggest the closest valid one.
"""

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
    "RuleViolation",
    "RunLockedError",
    "ScenarioError",
    "SessionClosedError",
    "TomsbError",
    "UniverseError",
    "UnknownNameError",
    "closest",
    "did_you_mean",
]


def closest(name: str, choices: Iterable[str]) -> str | None:
    """The valid choice closest to ``name`` (case-insensitive), or None."""
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
    """A scenario or scenario file is invalid.

    ``where`` is a location prefix such as ``"eval.jsonl line 12"``.
    """

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
        self.message = f"unknown {kind} {name!r}{did_you_mean(name, self.choices)}"
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
    """An agent's raw output could not be parsed into a valid turn.

    ``raw`` is kept for the record but must never be forwarded to the other agent.
    """

    def __init__(self, message: str, raw: str = "") -> None:
        self.raw = raw
        super().__init__(message)


class RuleViolation(TomsbError):
    """An agent tried to break a rule that the environment enforces."""


class ResetNeeded(TomsbError, RuntimeError):
    """An environment was stepped (or observed) before ``reset()`` or after its episode ended.

    The counterpart of Gymnasium's ``gymnasium.error.ResetNeeded``: call ``reset()``.
    """


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
    """The embedded opponent failed, so the episode has no score (outcome ``error``).

    The message is the generic :func:`~tomsb_env.envs.single_agent.opponent_failure` text
    (the side and the kind of failure): the failure's own text may quote the opponent's
    private state and stays in the episode's record."""


class ResultsMismatchError(TomsbError):
    """Existing benchmark results were produced with a different configuration.

    ``out_dir`` and ``changed`` (the differing fields or agents) let a caller say it in
    one line; the message has the details."""

    def __init__(self, message: str, out_dir: object = None, changed: Iterable[str] = ()) -> None:
        super().__init__(message)
        self.out_dir = out_dir
        self.changed = list(changed)


class SessionClosedError(ConfigError):
    """``start``/``submit`` on a chat session after its ``close()``."""


class RunLockedError(TomsbError):
    """Another run holds the run directory's lock."""
