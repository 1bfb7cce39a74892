"""Wording for the scripted defenders (texts in ``data/wording.json``): at least five phrasings
per act. Fields: ``t`` (target), ``v`` and ``p`` (entities with their level label, e.g. "the
Sensors group"), ``lv`` (a level label), ``opts`` (bare names)."""

from __future__ import annotations

from tomsb_env.agents.scripted_text import wording

_POOLS = wording("defender")  # data/wording.json
CLAIM = _POOLS["CLAIM"]
CLAIM_NESTED = _POOLS["CLAIM_NESTED"]
VALIDATE = _POOLS["VALIDATE"]
PROBE_KNOWLEDGE = _POOLS["PROBE_KNOWLEDGE"]
PROBE_MORE = _POOLS["PROBE_MORE"]
PROBE_LIST = _POOLS["PROBE_LIST"]
PIVOT = _POOLS["PIVOT"]
# true statements that assert nothing about where the target is (structured play's "deny")
DENY = _POOLS["DENY"]
HOLD = _POOLS["HOLD"]
STRUCTURE = _POOLS["STRUCTURE"]
REFUSE = _POOLS["REFUSE"]
ROUTE = _POOLS["ROUTE"]
