"""Agent sources for a benchmark run: a spec, class, factory or instance -> fresh agents.

Every episode gets its own agent, except that an instance without ``clone()`` cannot be
copied safely and is reused, one episode at a time (``shared``); LLM agents of one backend
spec share that backend (docs/benchmark.md, "Agents").
"""

from __future__ import annotations

import ast
import functools
import hashlib
import importlib.util
import inspect
import re
import sys
import sysconfig
import types
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tomsb_env.agents.specs import (
    ATTACKER_KINDS,
    AgentSpec,
    is_agent,
    is_backend_spec,
    make_agent,
    parse_agent_spec,
)
from tomsb_env.errors import ConfigError, UnknownNameError

__all__ = [
    "AgentSource",
    "BackendPool",
    "attacker_kind",
    "expand_attackers",
    "fingerprint",
    "is_async_agent",
    "is_backend_spec",
    "resolve_agent",
    "slug",
]


def slug(text: str) -> str:
    """A file-name-safe version of a label (for default output directories)."""
    out = re.sub(r"[^A-Za-z0-9._]+", "-", text).strip("-.").lower()
    return out[:80] or "run"


def is_async_agent(agent: Any) -> bool:
    """True if the agent's turns must be awaited."""
    return hasattr(agent, "aact") or inspect.iscoroutinefunction(getattr(agent, "act", None))


class BackendPool:
    """One chat backend per spec for the whole run, closed at the end; ``max_concurrency``
    sizes each backend's call limit, which would otherwise cap the run below its own."""

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
    spec: AgentSpec | None = None  # what it was resolved from
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


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def _source_of(obj: Any) -> str | None:
    try:
        return inspect.getsource(obj)
    except (OSError, TypeError):  # built in, or defined where no source is kept
        return None


@functools.cache
def _installed_roots() -> tuple[str, ...]:
    """Where installed code lives (the standard library, site-packages, tomsb_env): any
    other Python file is the user's, and its edits change results."""
    paths = sysconfig.get_paths()
    roots = [paths[k] for k in ("stdlib", "platstdlib", "purelib", "platlib") if k in paths]
    return tuple(str(Path(r).resolve()) + "/" for r in [*roots, Path(__file__).parents[1]])


def _users(path: str | None) -> str | None:
    """``path`` resolved if it is a Python file of the user's tree, else None."""
    resolved = str(Path(path).resolve()) if path and path.endswith(".py") else ""
    return resolved if resolved and not resolved.startswith(_installed_roots()) else None


def _imported(path: str, name: str) -> list[tuple[str, str]]:
    """``(module, file)`` per user-tree module the file ``path`` (module ``name``) imports
    anywhere in it, found by reading it, not by running it."""
    try:
        tree = ast.parse(Path(path).read_bytes())
    except (OSError, SyntaxError, ValueError):
        return []
    package = name if path.endswith("__init__.py") else name.rpartition(".")[0]
    wanted: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            wanted.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):  # the module, and names that may be submodules
            base = "." * node.level + (node.module or "")
            sep = "." if node.module else ""
            wanted.update([base, *(base + sep + a.name for a in node.names)])
    out = []
    for mod in sorted(wanted):
        try:
            full = importlib.util.resolve_name(mod, package)
            file = _users(getattr(importlib.util.find_spec(full), "origin", None))
        except (ImportError, ValueError, AttributeError):
            continue  # a name imported from a module, or not importable here
        if file is not None:
            out.append((full, file))
    return out


def _user_tree_sha(module: types.ModuleType) -> str | None:
    """The hash of ``module``'s file and the user-tree modules it imports, transitively (a file
    importing none hashes as before imports counted); None if the module is not the user's."""
    path = _users(getattr(module, "__file__", None))
    if path is None:
        return None
    h = hashlib.sha256(Path(path).read_bytes())
    todo, seen = _imported(path, module.__name__), {path}
    while todo:
        name, file = todo.pop(0)
        if file not in seen:
            seen.add(file)
            h.update(b"\0" + name.encode() + b"\0" + Path(file).read_bytes())
            todo += _imported(file, name)
    return h.hexdigest()[:16]


def _called(cls: type) -> list[str]:
    """Sources of the user-tree functions and classes that ``cls``'s code names at module
    level (transitively), and the tree hashes of the user-tree modules it names."""
    out: list[str] = []
    seen, todo = {id(cls)}, [cls]
    while todo:
        item = todo.pop()
        members = vars(item).values() if inspect.isclass(item) else [item]
        funcs = [getattr(m, "__func__", m) for m in members]  # staticmethod, classmethod
        funcs += [getattr(m, n, None) for m in members for n in ("fget", "fset")]  # property
        codes = [f.__code__ for f in funcs if inspect.isfunction(f)]
        names: set[str] = set()
        while codes:
            code = codes.pop()
            names.update(code.co_names)
            codes += [c for c in code.co_consts if isinstance(c, types.CodeType)]
        scope = vars(sys.modules.get(item.__module__, types))
        for value in (scope.get(n) for n in sorted(names)):
            if value is None or id(value) in seen:
                continue
            seen.add(id(value))
            if isinstance(value, types.ModuleType):
                out.append(_user_tree_sha(value) or "")
            elif (inspect.isfunction(value) or inspect.isclass(value)) and _users(
                getattr(sys.modules.get(value.__module__), "__file__", None)
            ):
                out.append(_source_of(value) or value.__qualname__)
                todo.append(value)
    return [part for part in out if part]


def fingerprint(spec: AgentSpec, agent: Any) -> dict[str, str]:
    """What defines an agent's behaviour, hashed: its code, its prompt texts and its settings
    (never a key); docs/benchmark.md, "The run directory", lists what each covers."""
    out: dict[str, str] = {}
    if spec.source == "object" and isinstance(spec.label, str) and ".py:" in spec.label:
        module = inspect.getmodule(spec.target) or inspect.getmodule(type(agent))
        code = None if module is None else _user_tree_sha(module)
        if code is not None:
            out["code"] = code
    if "code" not in out:
        parts = [_source_of(type(agent)) or type(agent).__qualname__]
        if spec.source == "object" and spec.target is not type(agent) and not is_agent(spec.target):
            parts.append(_source_of(spec.target) or "")
        parts += _called(type(agent))
        out["code"] = _sha("\n".join(parts))
    prompts = getattr(agent, "prompts", None)
    if isinstance(prompts, Mapping) and prompts:
        out["prompts"] = _sha(repr(sorted(prompts.items())))
    settings = [
        repr(getattr(agent, name)) for name in ("params", "max_reasks") if hasattr(agent, name)
    ]
    backend = getattr(agent, "backend", None)
    if backend is not None:  # what reaches the request besides the sampling parameters
        for name in ("extra_body", "_fixed", "policy", "default_params"):
            value = getattr(backend, name, None)
            if isinstance(value, Mapping):  # a key changes nothing the agent does
                value = sorted((k, v) for k, v in value.items() if k != "api_key")
            settings.append(repr(value))
    if settings:
        out["settings"] = _sha(" ".join(settings))
    return out


def resolve_agent(
    spec: Any,
    role: str,
    kwargs: Mapping[str, Any] | None = None,
    backends: BackendPool | None = None,
) -> AgentSource:
    """An :class:`AgentSource` for ``spec`` (string, class, factory or instance)."""
    parsed = spec if isinstance(spec, AgentSpec) else parse_agent_spec(spec, role)
    agent = parsed.target
    if parsed.source == "object" and is_agent(agent):
        clone = getattr(agent, "clone", None)
        if callable(clone):  # e.g. LLM agents: siblings on the same backend
            return AgentSource(parsed.label, clone, spec=parsed)
        return AgentSource(parsed.label, lambda: agent, shared=True, spec=parsed)
    kw = dict(kwargs or {})
    pool = backends if backends is not None else BackendPool()
    if parsed.source == "backend":  # an LLM agent is built once, then cloned per episode
        built = make_agent(parsed, kw, pool.get)
        return AgentSource(parsed.label, built.clone, spec=parsed, _probe=built)
    return AgentSource(parsed.label, lambda: make_agent(parsed, kw, pool.get), spec=parsed)


def expand_attackers(
    specs: Sequence[Any], kinds: Sequence[str] | None = None
) -> list[tuple[AgentSpec, str | None]]:
    """``(parsed spec, kind)`` per attacker to run: an LLM spec stands for all four paper
    variants unless ``kinds`` is given or the spec names one after ``#``."""
    for kind in kinds or ():
        if kind not in ATTACKER_KINDS:
            raise UnknownNameError("attacker kind", kind, ATTACKER_KINDS)
    out: list[tuple[AgentSpec, str | None]] = []
    for spec in specs:
        parsed = parse_agent_spec(spec, "attacker")
        if parsed.source != "backend":
            out.append((parsed, attacker_kind(parsed.label)))
        elif parsed.variant is not None:
            out.append((parsed, parsed.variant))
        else:
            for kind in kinds or ATTACKER_KINDS:
                out.append((parse_agent_spec(f"{parsed.target}#{kind}", "attacker"), kind))
    labels = [p.label for p, _ in out]
    dupes = sorted({x for x in labels if labels.count(x) > 1})
    if dupes:
        raise ConfigError(f"attacker {dupes[0]!r} is listed twice")
    if not out:
        raise ConfigError("no attackers given")
    return out
