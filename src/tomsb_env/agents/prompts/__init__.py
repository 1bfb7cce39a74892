"""Prompt machinery below the agents: templates, quoting and system-prompt filling.

The agents' own prompts import from here, never the reverse.
"""

from tomsb_env.agents.prompts.quoting import dump_json, quote_untrusted
from tomsb_env.agents.prompts.system import (
    LEVEL_MAP,
    fill_system_prompt,
    level_keys,
    universe_json,
    world_json,
)
from tomsb_env.agents.prompts.template import REASK, Prompt, prompt_hashes, sections, select

__all__ = [
    "LEVEL_MAP",
    "REASK",
    "Prompt",
    "dump_json",
    "fill_system_prompt",
    "level_keys",
    "prompt_hashes",
    "quote_untrusted",
    "sections",
    "select",
    "universe_json",
    "world_json",
]
