"""Wording for the scripted attackers (texts in ``data/wording.json``): every act draws from a
pool of at least five phrasings, so a trained defender cannot key on one sentence. Fields: ``t``
(target), ``lv`` (level label), ``up`` (a coarser level label), ``v`` (an entity, with its article
where needed), ``q`` (a follow-up question), ``s`` (a belief summary).

Neutral pools (open questions, re-checks) never contain the doubt cues of :data:`DOUBT` (the
scripted defenders rely on it); no pool tells the defender what it cannot see
(``docs/scripted_agents.md``, "No wording tells").
"""

from __future__ import annotations

from collections.abc import Mapping

from tomsb_env.agents.scripted_text import entity, wording

_POOLS = wording("attacker")  # data/wording.json
ASK_OPEN = _POOLS["ASK_OPEN"]
ASK_DEEPER = _POOLS["ASK_DEEPER"]
ACK = _POOLS["ACK"]
PICK_ENTRY = _POOLS["PICK_ENTRY"]
WITHHOLD = _POOLS["WITHHOLD"]
NO_KNOWLEDGE = _POOLS["NO_KNOWLEDGE"]
NOTHING_MORE = _POOLS["NOTHING_MORE"]
DOUBT = _POOLS["DOUBT"]
NAMING = _POOLS["NAMING"]
OPEN_AFTER_LIST = _POOLS["OPEN_AFTER_LIST"]
REVERIFY = _POOLS["REVERIFY"]
CROSS_PARENT = _POOLS["CROSS_PARENT"]
CROSS_RESTATE = _POOLS["CROSS_RESTATE"]
CONCLUDE = _POOLS["CONCLUDE"]
DETECTED = _POOLS["DETECTED"]


def summarise(belief: Mapping[str, str | None], labels: Mapping[str, str], target: str) -> str:
    """A sentence naming every believed value, e.g. ``Marcus is in the Fusion division, ...``."""
    parts = [entity(v, labels[lv]) for lv, v in belief.items() if v is not None]
    if not parts:
        return f"I still know nothing about {target}"
    body = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"{target} is in {body}"
