"""Turn a user-facing spec into an attacker or defender: the one resolver of every entry point.

Specs are what people type on a command line or pass to ``gym.make`` or ``evaluate``:

* ``"scripted:bluffing"`` (or just ``"bluffing"``) - a built-in scripted agent;
* a backend spec, ``kind:target`` for a row of :data:`tomsb_env.llm.spec.BACKENDS`
  (``"litellm:gemini/gemini-3-flash-preview"``) - an LLM agent on that backend;
  ``SPEC#variant`` picks the attacker's kind (``...#bluffing``) or the defender's
  prompt (``...#mislead``), the same as ``kind=`` / ``prompt=``;
* ``"mypkg.mymodule:MyDefender"`` - your own class or factory, imported;
* ``"path/to/file.py:MyDefender"`` - the same from a Python file outside any package;
* an instance (anything with ``act`` or ``aact``), a class or a zero-argument factory.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import inspect
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.llm.spec import is_backend_spec

__all__ = [
    "ATTACKER_KINDS",
    "AgentSpec",
    "is_agent",
    "is_backend_spec",
    "load_file_object",
    "make_agent",
    "make_attacker",
    "make_defender",
    "parse_agent_spec",
]

#: The paper's four attacker variants: an LLM attacker's ``kind=`` (its prompt), the scripted
#: stand-ins of the same names, and what the benchmark plays by default (``DEFAULT_ATTACKERS``)
#: and compares with the paper's rows. A new attacker does not go here (it would join every
#: default run and stop it matching the paper's): a scripted one goes in
#: ``agents.attackers.SCRIPTED_ATTACKERS`` and is played with ``--attacker scripted:NAME``.
ATTACKER_KINDS = ("base", "cross_examiner", "deception_aware", "bluffing")
#: The LLM defender's prompt styles.
DEFENDER_PROMPTS = ("tom", "mislead", "refuse")

_FILE_SPEC = re.compile(r"^(?P<path>.+\.py):(?P<attr>[A-Za-z_][\w.]*)$")
#: role -> (the keyword a ``#variant`` fills, its valid values)
_VARIANTS = {"attacker": ("kind", ATTACKER_KINDS), "defender": ("prompt", DEFENDER_PROMPTS)}


def is_agent(obj: Any) -> bool:
    """An agent instance (not a class): ``reset`` plus ``act`` or ``aact``."""
    acts = hasattr(obj, "act") or hasattr(obj, "aact")
    return not inspect.isclass(obj) and acts and hasattr(obj, "reset")


def _import_object(path: str) -> Any:
    module_name, _, attr = path.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ConfigError(f"cannot import {module_name!r} for agent spec {path!r}: {exc}") from exc
    return _attribute(module, attr, f"attribute of module {module_name!r}")


def _attribute(module: Any, attr: str, what: str) -> Any:
    """``module.attr`` for a dotted ``attr``, or an error naming the module's public names."""
    obj = module
    try:
        for part in attr.split("."):
            obj = getattr(obj, part)
    except AttributeError:
        names = [n for n in vars(module) if not n.startswith("_")]
        raise UnknownNameError(what, attr, names) from None
    return obj


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
    return _attribute(module, m["attr"], f"name in {path.name}")


@dataclass(frozen=True)
class AgentSpec:
    """A parsed spec: what to build and the label records and tables show."""

    role: str  # "attacker" | "defender"
    source: str  # "scripted" | "backend" | "object"
    target: Any  # scripted name, backend spec (without ``#variant``), or the object to build from
    label: str  # the normalised spec, or the object's name
    variant: str | None = None  # attacker kind / defender prompt given after '#'

    def kwargs(self, given: dict[str, Any]) -> dict[str, Any]:
        """``given`` plus the variant as ``kind=`` or ``prompt=`` (a clash is an error)."""
        if self.variant is None:
            return dict(given)
        key = _VARIANTS[self.role][0]
        if given.get(key) not in (None, self.variant):
            raise ConfigError(
                f"{self.label!r} names {key} {self.variant!r} but {key}={given[key]!r} was also given"
            )
        return {**given, key: self.variant}


def parse_agent_spec(spec: Any, role: str) -> AgentSpec:
    """Read a spec (see the module docstring) without building anything but imports."""
    if role not in _VARIANTS:
        raise UnknownNameError("agent role", role, _VARIANTS)
    if not isinstance(spec, str):
        if not (is_agent(spec) or callable(spec)):
            raise ConfigError(
                f"{role} {spec!r} is neither a spec string, an agent, a class nor a factory"
            )
        return AgentSpec(role, "object", spec, _object_name(spec))
    text = spec.strip()
    if not text:
        raise ConfigError(f"empty {role} spec")
    base, hashed, variant = text.partition("#")
    if is_backend_spec(base):
        key, valid = _VARIANTS[role]
        if hashed and variant not in valid:
            raise UnknownNameError(f"{role} {key}", variant, valid)
        return AgentSpec(role, "backend", base, text, variant or None)
    if _FILE_SPEC.match(text):
        return AgentSpec(role, "object", load_file_object(text), text)
    prefix, sep, rest = text.partition(":")
    if not sep:
        return AgentSpec(role, "scripted", text, f"scripted:{text}")
    if prefix == "scripted":
        return AgentSpec(role, "scripted", rest, text)
    return AgentSpec(role, "object", _import_object(text), text)


def _object_name(obj: Any) -> str:
    if is_agent(obj):
        return str(getattr(obj, "name", type(obj).__name__))
    return str(getattr(obj, "name", None) or getattr(obj, "__qualname__", repr(obj)))


def _instantiate(obj: Any, kwargs: dict[str, Any], spec: str) -> Any:
    if is_agent(obj):
        return obj
    if callable(obj):
        agent = obj(**kwargs)
        if inspect.isawaitable(agent):
            raise ConfigError(f"agent factory {spec!r} must return an agent, not a coroutine")
        if not is_agent(agent):
            raise ConfigError(
                f"{spec!r} produced {type(agent).__name__}, which lacks reset() and act()/aact()"
            )
        return agent
    raise ConfigError(f"{spec!r} is neither an agent, a class nor a factory")


def make_agent(
    parsed: AgentSpec,
    kwargs: dict[str, Any],
    backend: Callable[[str, dict[str, Any]], Any] | None = None,
) -> Any:
    """Build the agent ``parsed`` names; ``backend(spec, options)`` supplies LLM backends
    (default: a new one per call, through :func:`tomsb_env.llm.make_backend`)."""
    kw = parsed.kwargs(kwargs)
    if parsed.source == "scripted":  # scripted_attacker or scripted_defender
        role = parsed.role
        return _import_object(f"tomsb_env.agents.{role}s:scripted_{role}")(parsed.target, **kw)
    if parsed.source == "backend":
        # the paper protocol's agents: the defender's prompts and fields, the attacker's schema
        from tomsb_env.llm.settings import LLMSettings
        from tomsb_env.llm.spec import parse_spec

        paper = bool(kw.pop("paper_prompts" if parsed.role == "defender" else "paper_schema", 0))
        cls = _import_object(_LLM_CLASSES[parsed.role, paper])
        settings, options, given = LLMSettings.route(kw, cls.OPTIONS, f"an LLM {parsed.role}")
        backend_options = settings.backend_options(parse_spec(parsed.target).kind, given)
        if backend is None:
            from tomsb_env.llm import make_backend

            chat = make_backend(parsed.target, **backend_options)
        else:
            chat = backend(parsed.target, backend_options)
        return cls(chat, settings=LLMSettings(**settings.sampling()), **options)  # backend built
    return _instantiate(parsed.target, kw, parsed.label)


#: (role, paper protocol) -> the LLM agent class, imported when first asked for
_LLM_CLASSES = {
    ("attacker", False): "tomsb_env.agents.attackers.llm:LLMAttacker",
    ("attacker", True): "tomsb_env.agents.attackers.llm:PaperAttacker",
    ("defender", False): "tomsb_env.agents.defenders.llm:LLMDefender",
    ("defender", True): "tomsb_env.agents.defenders.paper_prompts:PaperDefender",
}


def make_attacker(spec: Any, **kwargs: Any) -> Any:
    """An attacker from a spec (see the module docstring)."""
    return make_agent(parse_agent_spec(spec, "attacker"), kwargs)


def make_defender(spec: Any, **kwargs: Any) -> Any:
    """A defender from a spec (see the module docstring)."""
    return make_agent(parse_agent_spec(spec, "defender"), kwargs)
