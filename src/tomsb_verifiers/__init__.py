"""ToM-SB for verifiers 0.4: a taskset of defender games and the env that plays them.

verifiers loads a taskset (and its env) by id from a top-level module, hence this package::

    vf-eval tomsb_verifiers -m MODEL --client.base-url URL -n 4

The attacker's seat is ``tomsb_verifiers_attacker`` (one env per module, no dotted ids). See
:mod:`tomsb_verifiers.env` and ``docs/integrations/verifiers.md``."""

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
