"""Everything that plays a side of the game.

* :mod:`~tomsb_env.agents.specs` turns a spec string (``"scripted:bluffing"``,
  ``"openai:URL@model"``, ``"file.py:Class"``) into an agent;
* :mod:`~tomsb_env.agents.attackers` and :mod:`~tomsb_env.agents.defenders` hold each
  side's protocol, scripted agents and LLM agent;
* :mod:`~tomsb_env.agents.chat` is the LLM agents' shared body (one chat call,
  bounded re-asks), :mod:`~tomsb_env.agents.turn_schemas` their per-turn JSON schemas
  and :mod:`~tomsb_env.agents.prompts` the prompt machinery;
* :mod:`~tomsb_env.agents.scripted_text` is the text both scripted sides share.

The common names load on first use:

>>> from tomsb_env.agents import make_attacker
>>> make_attacker("scripted:bluffing").name
'scripted:bluffing'
"""

from __future__ import annotations

from tomsb_env.lazy import lazy_exports

_LAZY = {
    "ATTACKER_KINDS": "tomsb_env.agents.specs",
    "DEFENDER_PROMPTS": "tomsb_env.agents.specs",
    "make_agent": "tomsb_env.agents.specs",
    "make_attacker": "tomsb_env.agents.specs",
    "make_defender": "tomsb_env.agents.specs",
    "parse_agent_spec": "tomsb_env.agents.specs",
    "SCRIPTED_ATTACKERS": "tomsb_env.agents.attackers",
    "scripted_attacker": "tomsb_env.agents.attackers",
    "SCRIPTED_DEFENDERS": "tomsb_env.agents.defenders",
    "scripted_defender": "tomsb_env.agents.defenders",
    "LLMAttacker": "tomsb_env.agents.attackers.llm",
    "LLMDefender": "tomsb_env.agents.defenders.llm",
}

__all__ = sorted(_LAZY)


__getattr__ = lazy_exports(__name__, _LAZY)


def __dir__() -> list[str]:
    return sorted(__all__)
