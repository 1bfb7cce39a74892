"""ToM-SB for verifiers 0.4: a taskset of defender games and the env that plays them.

verifiers loads a taskset (and the env bundled with it) by id from a
top-level module, so this lives beside ``tomsb_env`` rather than inside it::

    vf-eval tomsb_verifiers -m MODEL --client.base-url URL -n 4

The attacker's seat is the id ``tomsb_verifiers_attacker`` (verifiers takes one env
per module, and no dotted id). See :mod:`tomsb_verifiers.env` and
``docs/integrations/verifiers.md``.
"""

from tomsb_verifiers.env import (
    TomsbData,
    TomsbDefenderEnv,
    TomsbEnvConfig,
    TomsbTask,
    TomsbTaskset,
    TomsbTasksetConfig,
)

__all__ = [
    "TomsbData",
    "TomsbDefenderEnv",
    "TomsbEnvConfig",
    "TomsbTask",
    "TomsbTaskset",
    "TomsbTasksetConfig",
]
