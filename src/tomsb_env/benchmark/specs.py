"""Agent sources for a benchmark run: a spec, class, factory or instance -> fresh agents.

Every episode gets its own agent from :attr:`AgentSource.new`, so no state leaks
between episodes and episodes can run concurrently. Two exceptions:

* an agent *instance* is cloned per episode if it has a ``clone()`` method (the
  LLM agents do); otherwise it cannot be copied safely (it may hold sockets, locks
  or a model), so it is reused: ``reset()`` runs before each of its episodes and
  those episodes run one at a time (``shared=True``). Pass a class or factory
  instead to run concurrently;
* LLM agents built from a backend spec share one backend (one connection pool)
  per spec; each episode still gets a fresh agent object around it.

Besides the specs :mod:`tomsb_env.agents` understands, ``path/to/file.py:Name``
loads ``Name`` from a Python file outside any package.
"""

from __future__ import annotations

import hashlib
import importlib.util
import inspect
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tomsb_env.agents import BACKEND_PREFIXES, agent_name, make_attacker, make_defender
from tomsb_env.errors import ConfigError, UnknownNameError

__all__ = [
    "ATTACKER_KINDS",
    "DEFAULT_ATTACKERS",
    "AgentSource",
    "BackendPool",
    "attacker_kind",
    "expand_attackers",
    "is_async_agent",
    "load_file_object",
    "resolve_agent",
    "slug",
]

#: The paper's four attacker variants (scripted keys and LLM ``kind=`` values alike).
ATTACKER_KINDS = ("base", "cross_examiner", "deception_aware", "bluffing")
DEFAULT_ATTACKERS = tuple(f"scripted:{k}" for k in ATTACKER_KINDS)

_FILE_SPEC = re.compile(r"^(?P<path>.+\.py):(?P<attr>[A-Za-z_][\w.]*)$")


def is_backend_spec(spec: str) -> bool:
    return spec.partition(":")[0] in BACKEND_PREFIXES and ":" in spec


def slug(text: str) -> str:
    """A file-name-safe version of a label (for default output directories)."""
    out = re.sub(r"[^A-Za-z0-9._]+", "-", text).strip("-.").lower()
    return out[:80] or "run"


def load_file_object(spec: str) -> Any:
    """``Name`` from ``path/to/file.py:Name``; the file's folder joins ``sys.path`` so it can import siblings."""
    m = _FILE_SPEC.match(spec)
    if m is None:
        raise ConfigError(f"{spec!r} is not a file spec; expected path/to/file.py:ClassName")
    path = Path(m["path"]).expanduser().resolve()
    if not path.is_file():
        raise ConfigError(f"agent file {m['path']!r} does not exist (from spec {spec!r})")
    module_name = "tomsb_user_" + hashlib.sha1(str(path).encode()).hexdigest()[:12]
    module = sys.modules.get(module_name)
    if module is None:
        folder = str(path.parent)
        if folder not in sys.path:
            sys.path.insert(0, folder)
        loader_spec = importlib.util.spec_from_file_location(module_name, path)
        if loader_spec is None or loader_spec.loader is None:
            raise ConfigError(f"cannot load {path} as a Python module")
        module = importlib.util.module_from_spec(loader_spec)
        sys.modules[module_name] = module  # dataclasses and pickling look modules up here
        try:
            loader_spec.loader.exec_module(module)
        except Exception as exc:
            del sys.modules[module_name]
            raise ConfigError(f"importing {path} failed: {type(exc).__name__}: {exc}") from exc
    obj: Any = module
    try:
        for part in m["attr"].split("."):
            obj = getattr(obj, part)
    except AttributeError:
        names = [n for n in vars(module) if not n.startswith("_")]
        raise UnknownNameError(f"name in {path.name}", m["attr"], names) from None
    return obj


def is_async_agent(agent: Any) -> bool:
    """True if the agent's turns must be awaited."""
    return hasattr(agent, "aact") or inspect.iscoroutinefunction(getattr(agent, "act", None))


def _is_instance(obj: Any) -> bool:
    return (
        not inspect.isclass(obj)
        and hasattr(obj, "reset")
        and (hasattr(obj, "act") or hasattr(obj, "aact"))
    )


class BackendPool:
    """One chat backend per spec for the whole run, closed at the end.

    ``max_concurrency`` (set by the runner to its episode concurrency) sizes each
    backend's call limit: an episode has at most one call in flight, so a smaller
    per-backend limit would silently cap the run below the concurrency asked for.
    """

    def __init__(self, max_concurrency: int | None = None) -> None:
        self.max_concurrency = max_concurrency
        self._backends: dict[str, Any] = {}

    def get(self, spec: str, options: Mapping[str, Any] | None = None) -> Any:
        key = spec if not options else f"{spec} {sorted(options.items())!r}"
        if key not in self._backends:
            from tomsb_env.llm import make_backend

            opts = dict(options or {})
            if self.max_concurrency is not None:
                opts.setdefault("max_concurrency", self.max_concurrency)
            self._backends[key] = make_backend(spec, **opts)
        return self._backends[key]

    async def aclose(self) -> None:
        backends, self._backends = list(self._backends.values()), {}
        for backend in backends:
            await backend.aclose()


@dataclass
class AgentSource:
    """Where a run's agents of one role come from."""

    label: str  # recorded in episode metadata and shown in tables
    new: Callable[[], Any]  # a fresh (or, if ``shared``, the same) agent
    shared: bool = False
    kind: str | None = None  # attacker variant, used to line up with the paper's columns
    _probe: Any = field(default=None, repr=False)

    def first(self) -> Any:
        """An agent to inspect (sync or async?), reused by the first episode."""
        if self._probe is None:
            self._probe = self.new()
        return self._probe

    def take(self) -> Any:
        """The agent for the next episode."""
        if self._probe is not None and not self.shared:
            agent, self._probe = self._probe, None
            return agent
        return self.new()


def attacker_kind(label: str) -> str | None:
    """The paper variant an attacker label stands for, if any."""
    name = label.rpartition("#")[2] if "#" in label else label.partition(":")[2] or label
    return name if name in ATTACKER_KINDS else None


def _instance_source(agent: Any, label: str) -> AgentSource:
    clone = getattr(agent, "clone", None)
    if callable(clone):  # e.g. LLM agents: siblings on the same backend
        return AgentSource(label, clone)
    return AgentSource(label, lambda: agent, shared=True)


def resolve_agent(
    spec: Any,
    role: str,
    kwargs: Mapping[str, Any] | None = None,
    backends: BackendPool | None = None,
    label: str | None = None,
) -> AgentSource:
    """An :class:`AgentSource` for ``spec`` (string, class, factory or instance)."""
    kw = dict(kwargs or {})
    make = make_attacker if role == "attacker" else make_defender
    if not isinstance(spec, str):
        if _is_instance(spec):
            return _instance_source(spec, label or agent_name(spec))
        if not callable(spec):
            raise ConfigError(
                f"{role} {spec!r} is neither a spec string, an agent, a class nor a factory"
            )
        name = label or getattr(spec, "name", None) or getattr(spec, "__qualname__", repr(spec))
        return AgentSource(str(name), lambda: make(spec, **kw))
    spec = spec.strip()
    if not spec:
        raise ConfigError(f"empty {role} spec")
    if _FILE_SPEC.match(spec):
        obj = load_file_object(spec)
        if _is_instance(obj):
            return _instance_source(obj, label or spec)
        return AgentSource(label or spec, lambda: make(obj, **kw))
    if is_backend_spec(spec):
        pool = backends if backends is not None else BackendPool()
        backend_opts = kw.pop("backend_options", None)
        if role == "attacker":
            from tomsb_env.attackers.llm import LLMAttacker as agent_cls
        else:
            from tomsb_env.defenders.llm import LLMDefender as agent_cls
        return AgentSource(label or spec, lambda: agent_cls(pool.get(spec, backend_opts), **kw))
    if ":" not in spec:
        spec = f"scripted:{spec}"
    return AgentSource(label or spec, lambda: make(spec, **kw))


def expand_attackers(
    specs: Sequence[Any], kinds: Sequence[str] | None = None
) -> list[tuple[Any, str | None, str]]:
    """``(spec, kind, label)`` per attacker to run.

    An LLM spec stands for all four paper variants unless ``kinds`` is given or
    the spec names one after ``#`` (``litellm:gemini/gemini-3-flash-preview#bluffing``).
    Scripted and custom attackers are taken as they are.
    """
    for kind in kinds or ():
        if kind not in ATTACKER_KINDS:
            raise UnknownNameError("attacker kind", kind, ATTACKER_KINDS)
    out: list[tuple[Any, str | None, str]] = []
    for spec in specs:
        if not isinstance(spec, str):
            out.append((spec, None, agent_name(spec, None) if _is_instance(spec) else ""))
            continue
        base, _, named = spec.strip().partition("#")
        if is_backend_spec(base):
            if named and named not in ATTACKER_KINDS:
                raise UnknownNameError("attacker kind", named, ATTACKER_KINDS)
            for kind in [named] if named else list(kinds or ATTACKER_KINDS):
                out.append((base, kind, f"{base}#{kind}"))
        else:
            label = base if ":" in base else f"scripted:{base}"
            out.append((base, attacker_kind(label), label))
    labels = [label for _, _, label in out if label]
    dupes = sorted({x for x in labels if labels.count(x) > 1})
    if dupes:
        raise ConfigError(f"attacker {dupes[0]!r} is listed twice")
    if not out:
        raise ConfigError("no attackers given")
    return out
