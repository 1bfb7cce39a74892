"""The registry of every prompt, and the names earlier releases imported from here.

Nothing inside the package imports this module, the one importer of all three agents'
prompt modules, so imports run one way: this registry, the agents' prompts, then
:mod:`tomsb_env.agents.prompts` and :mod:`tomsb_env.agents.chat`.
"""

from __future__ import annotations

from tomsb_env.agents.attackers import prompts as _attacker_prompts
from tomsb_env.agents.chat import ChatAgent, ParsedReply, Usage, chat_parsed, draw_seed
from tomsb_env.agents.defenders import prompts as _defender_prompts
from tomsb_env.agents.prompts import (
    REASK,
    Prompt,
    dump_json,
    level_keys,
    prompt_hashes,
    quote_untrusted,
    select,
    world_json,
)
from tomsb_env.errors import ConfigError
from tomsb_env.judges import prompts as _judge_prompts

__all__ = [
    "REASK",
    "ChatAgent",
    "ParsedReply",
    "Prompt",
    "Usage",
    "all_prompts",
    "chat_parsed",
    "draw_seed",
    "dump_json",
    "level_keys",
    "prompt_hashes",
    "quote_untrusted",
    "select",
    "world_json",
]


def all_prompts() -> dict[str, Prompt]:
    """Every prompt the package ships, by name (``reask`` first, then attacker, defender, judge)."""
    out: dict[str, Prompt] = {REASK.name: REASK}
    for module in (_attacker_prompts, _defender_prompts, _judge_prompts):
        for p in module.PROMPTS.values():
            if p.name in out:
                raise ConfigError(f"duplicate prompt name {p.name!r}")
            out[p.name] = p
    return out
