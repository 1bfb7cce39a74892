"""The registry of every prompt the package ships: the one importer of all three prompt
modules, imported by nothing in the package, so imports run one way."""

from __future__ import annotations

from tomsb_env.agents.attackers import prompts as _attacker_prompts
from tomsb_env.agents.defenders import prompts as _defender_prompts
from tomsb_env.agents.prompts import REASK, Prompt
from tomsb_env.errors import ConfigError
from tomsb_env.judges import prompts as _judge_prompts

__all__ = ["all_prompts"]


def all_prompts() -> dict[str, Prompt]:
    """Every prompt the package ships, by name (``reask`` first, then attacker, defender, judge)."""
    out: dict[str, Prompt] = {REASK.name: REASK}
    for module in (_attacker_prompts, _defender_prompts, _judge_prompts):
        for p in module.PROMPTS.values():
            if p.name in out:
                raise ConfigError(f"duplicate prompt name {p.name!r}")
            out[p.name] = p
    return out
