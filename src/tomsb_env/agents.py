"""Turn a user-facing spec into an attacker or defender.

Specs are what people type on a command line or pass to ``gym.make``:

* ``"scripted:bluffing"`` (or just ``"bluffing"``) - a built-in scripted agent;
* ``"litellm:gemini/gemini-3-flash-preview"``, ``"openai:http://host:8000/v1@Qwen/Qwen3-14B"``,
  ``"vllm:Qwen/Qwen3-14B"``, ``"hf:/path/to/model"`` - an LLM agent on that backend
  (attackers take ``kind=``, defenders ``prompt=``);
* ``"mypkg.mymodule:MyDefender"`` - your own class or factory, imported;
* an instance (anything with ``act`` or ``aact``), a class or a zero-argument factory.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from typing import Any

from tomsb_env.errors import ConfigError, UnknownNameError

__all__ = ["BACKEND_PREFIXES", "agent_name", "make_attacker", "make_defender"]

BACKEND_PREFIXES = ("litellm", "openai", "vllm", "hf")


def _is_agent(obj: Any) -> bool:
    return (
        not inspect.isclass(obj)
        and (hasattr(obj, "act") or hasattr(obj, "aact"))
        and hasattr(obj, "reset")
    )


def _import_object(path: str) -> Any:
    module_name, _, attr = path.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ConfigError(f"cannot import {module_name!r} for agent spec {path!r}: {exc}") from exc
    try:
        obj: Any = module
        for part in attr.split("."):
            obj = getattr(obj, part)
    except AttributeError:
        names = [n for n in dir(module) if not n.startswith("_")]
        raise UnknownNameError(f"attribute of module {module_name!r}", attr, names) from None
    return obj


def _instantiate(obj: Any, kwargs: dict[str, Any], spec: str) -> Any:
    if _is_agent(obj):
        return obj
    if callable(obj):
        agent = obj(**kwargs)
        if inspect.isawaitable(agent):
            raise ConfigError(f"agent factory {spec!r} must return an agent, not a coroutine")
        if not _is_agent(agent):
            raise ConfigError(
                f"{spec!r} produced {type(agent).__name__}, which lacks reset() and act()/aact()"
            )
        return agent
    raise ConfigError(f"{spec!r} is neither an agent, a class nor a factory")


def _make(spec: Any, role: str, kwargs: dict[str, Any]) -> Any:
    if not isinstance(spec, str):
        return _instantiate(spec, kwargs, repr(spec))
    prefix, sep, rest = spec.partition(":")
    if not sep or prefix == "scripted":
        name = rest if sep else spec
        if role == "attacker":
            from tomsb_env.attackers import scripted_attacker

            return scripted_attacker(name, **kwargs)
        from tomsb_env.defenders import scripted_defender

        return scripted_defender(name, **kwargs)
    if prefix in BACKEND_PREFIXES:
        from tomsb_env.llm import make_backend

        backend_opts = kwargs.pop("backend_options", {}) or {}
        backend = make_backend(spec, **backend_opts)
        if role == "attacker":
            from tomsb_env.attackers.llm import LLMAttacker

            return LLMAttacker(backend, **kwargs)
        from tomsb_env.defenders.llm import LLMDefender

        return LLMDefender(backend, **kwargs)
    return _instantiate(_import_object(spec), kwargs, spec)


def make_attacker(spec: Any, **kwargs: Any) -> Any:
    """An attacker from a spec (see the module docstring)."""
    return _make(spec, "attacker", dict(kwargs))


def make_defender(spec: Any, **kwargs: Any) -> Any:
    """A defender from a spec (see the module docstring)."""
    return _make(spec, "defender", dict(kwargs))


def agent_name(agent: Any, spec: Any = None) -> str:
    """A readable name for records: the spec string if there was one."""
    if isinstance(spec, str):
        return spec
    return str(getattr(agent, "name", type(agent).__name__))


AgentFactory = Callable[[], Any]
