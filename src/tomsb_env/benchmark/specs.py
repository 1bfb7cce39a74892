"""Agent sources for a benchmark run: a spec, class, factory or instance -> fresh agents.

Every episode gets its own agent, except that an instance without ``clone()`` cannot be
copied safely and is reused, one episode at a time (``shared``); LLM agents of one backend
spec share that backend (docs/benchmark.md, "Agents")."""

from __future__ import annotations

import ast
import functools
import hashlib
import importlib.util
import inspect
import re
import sysconfig
import types
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tomsb_env.agents.specs import (
    ATTACKER_KINDS,
    AgentSpec,
    is_agent,
    make_agent,
    parse_agent_spec,
)
from tomsb_env.errors import ConfigError, UnknownNameError


def slug(text: str) -> str:
    """A file-name-safe version of a label (for default output directories)."""
    out = re.sub(r"[^A-Za-z0-9._]+", "-", text).strip("-.").lower()
    return out[:80] or "run"


def is_async_agent(agent: Any) -> bool:
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
def _roots() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Folders whose files are never the user's (the standard library, tomsb_env: its version
    is recorded), and the folders of installed packages."""
    import site

    paths = sysconfig.get_paths()
    never = [paths[k] for k in ("stdlib", "platstdlib") if k in paths] + [Path(__file__).parents[1]]
    installed = [paths[k] for k in ("purelib", "platlib") if k in paths]
    installed += [*site.getsitepackages(), site.getusersitepackages()]
    return tuple(str(Path(r).resolve()) + "/" for r in never), tuple(
        str(Path(r).resolve()) + "/" for r in installed
    )


def _kind(path: str | None) -> str | None:
    """``"user"`` for a Python file of the user's tree, ``"installed"`` for one of an
    installed package, None for the standard library, tomsb_env or no Python file."""
    if not path or not path.endswith(".py"):
        return None
    resolved = str(Path(path).resolve())
    never, installed = _roots()
    if resolved.startswith(never):
        return None
    return "installed" if resolved.startswith(installed) else "user"


#: how many files one agent's code fingerprint reads at most (a folder named in a string
#: may hold a data set); past it the rest is not seen, and tomsb bench says so
MAX_FILES = 2000


def _named_files(folder: Path, text: str) -> list[Path]:
    """The files ``text`` names under ``folder`` (a file, or every file of a sub-folder)."""
    if not text or len(text) > 255 or "\n" in text or "\0" in text:
        return []
    try:
        path = (folder / text).resolve()
        if path == folder or not path.is_relative_to(folder):
            return []
        found = [path] if path.is_file() else sorted(path.rglob("*")) if path.is_dir() else []
    except (OSError, ValueError):
        return []
    hidden = (".", "__pycache__")
    shown = (f for f in found if not any(p.startswith(hidden) for p in f.relative_to(folder).parts))
    return [f for f in shown if f.is_file()][:MAX_FILES]


def _literal_import(node: ast.Call) -> str | None:
    """The module of ``importlib.import_module("x")`` or ``__import__("x")``, else None."""
    func, args = node.func, node.args
    called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if called in ("import_module", "__import__") and args and isinstance(args[0], ast.Constant):
        return args[0].value if isinstance(args[0].value, str) else None
    return None


def _references(path: Path, name: str) -> tuple[list[tuple[str, str, str]], list[Path]]:
    """What the file ``path`` (module ``name``) names, read, not run: ``(module, file, kind)``
    per module it imports (:func:`_literal_import` too), and the files a string of it names."""
    try:  # a module past 4 MiB is hashed but not read for names (it is no hand-written code)
        tree = ast.parse(path.read_bytes()) if path.stat().st_size <= 4 << 20 else ast.Module()
    except (OSError, SyntaxError, ValueError):
        return [], []
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    wanted: set[str] = set()
    data: list[Path] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            wanted.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):  # the module, and names that may be submodules
            base = "." * node.level + (node.module or "")
            sep = "." if node.module else ""
            wanted.update([base, *(base + sep + a.name for a in node.names)])
        elif isinstance(node, ast.Call) and (literal := _literal_import(node)):
            wanted.add(literal)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            data += _named_files(path.parent, node.value)
    modules = []
    for mod in sorted(wanted):
        try:
            full = importlib.util.resolve_name(mod, package)
            file = getattr(importlib.util.find_spec(full), "origin", None)
        except (ImportError, ValueError, AttributeError):
            continue  # a name imported from a module, or not importable here
        kind = _kind(file)
        if file and kind is not None:
            modules.append((full, str(Path(file).resolve()), kind))
    return modules, data


def covered_files(module: types.ModuleType) -> list[tuple[str, Path, str]] | None:
    """``(name, file, kind)`` per file that the code fingerprint of ``module`` hashes, the
    module first (kind ``user``, ``installed`` or ``data``); None if the module is no file of
    the user's. The modules it imports are covered, those of the user's tree transitively, an
    installed one's file alone; and the files under a user module's folder that a string of
    its code names."""
    if _kind(getattr(module, "__file__", None)) != "user":
        return None
    first = Path(module.__file__).resolve()  # type: ignore[arg-type]
    out, seen = [(module.__name__, first, "user")], {first}
    todo = [(module.__name__, first)]
    while todo and len(out) < MAX_FILES:
        name, path = todo.pop(0)
        modules, data = _references(path, name)
        found = [(ref, Path(file), kind) for ref, file, kind in modules]
        found += [(f.relative_to(path.parent).as_posix(), f, "data") for f in data]
        for ref, file, kind in found:
            if file not in seen:
                seen.add(file)
                out.append((ref, file, kind))
                if kind == "user":
                    todo.append((ref, file))
    return out[:MAX_FILES]


def _files_sha(files: list[tuple[str, Path, str]]) -> str:
    """A file alone hashes as its bytes; each further one adds its name and bytes."""
    h = hashlib.sha256()
    for i, (name, path, _) in enumerate(files):
        if i:
            h.update(b"\0" + name.encode("utf-8", "surrogatepass") + b"\0")
        with path.open("rb") as fh:
            while chunk := fh.read(1 << 20):
                h.update(chunk)
    return h.hexdigest()[:16]


def _code_of(spec: AgentSpec, agent: Any) -> str:
    """The code part of a fingerprint: the files of the user's modules that define the
    agent's class and its factory (:func:`covered_files`), else their source."""
    targets = [type(agent)]
    if spec.source == "object" and (
        inspect.isclass(spec.target) or inspect.isfunction(spec.target)
    ):
        targets.append(spec.target)
    modules = dict.fromkeys(inspect.getmodule(t) for t in targets)
    trees = [_files_sha(f) for m in modules if m and (f := covered_files(m)) is not None]
    if trees:
        return trees[0] if len(trees) == 1 else _sha("\n".join(trees))
    parts = [_source_of(t) or t.__qualname__ for t in dict.fromkeys(targets)]
    return _sha("\n".join(parts))


def fingerprint(spec: AgentSpec, agent: Any) -> dict[str, str]:
    """What defines an agent's behaviour, hashed: its code, its prompt texts and its settings
    (never a key); docs/benchmark.md, "The run directory", lists what each covers."""
    out = {"code": _code_of(spec, agent)}
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


def code_scope(spec: AgentSpec) -> str | None:
    """One line on what a custom agent's code fingerprint covers and what it cannot see
    (None for built-in and LLM agents: the release's version and their settings are recorded)."""
    if spec.source != "object":
        return None
    target = spec.target
    module = inspect.getmodule(target if inspect.isclass(target) or inspect.isfunction(target)
                               else type(target))  # fmt: skip
    if module is not None and module.__name__.partition(".")[0] == "tomsb_env":
        return None
    files = None if module is None else covered_files(module)
    if files is None:
        return (
            f"the code fingerprint of {spec.label} is its class's source alone (no file of "
            "yours defines it): after editing what it calls, pass --overwrite"
        )
    count = Counter(kind for _, _, kind in files)
    full = " (its limit: more are not seen)" if len(files) >= MAX_FILES else ""
    return (
        f"the code fingerprint of {spec.label} covers {count['user']} module(s) of yours, "
        f"{count['data']} data file(s) their code names and {count['installed']} installed "
        f"module(s){full}; it cannot see a module or file whose name is computed at run time, "
        f"nor files outside {files[0][1].parent}: after editing those, pass --overwrite"
    )


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
