"""Every Gymnasium registration of tomsb-env, in one place.

Entry points are strings, so registering imports nothing heavy. Variants
differ only in kwargs: the embedded attacker type.

>>> import gymnasium as gym, tomsb_env
>>> sorted(i for i in gym.registry if i.startswith("ToMSB-"))  # doctest: +NORMALIZE_WHITESPACE
['ToMSB-Attacker-v0', 'ToMSB-Base-v0', 'ToMSB-Bluffing-v0', 'ToMSB-CrossExaminer-v0',
 'ToMSB-DeceptionAware-v0']
"""

from __future__ import annotations

from gymnasium.envs.registration import register, registry

__all__ = ["ENV_IDS", "register_envs"]

#: env id -> the embedded scripted attacker it uses by default
DEFENDER_ENVS = {
    "ToMSB-Base-v0": "scripted:base",
    "ToMSB-CrossExaminer-v0": "scripted:cross_examiner",
    "ToMSB-DeceptionAware-v0": "scripted:deception_aware",
    "ToMSB-Bluffing-v0": "scripted:bluffing",
}
ATTACKER_ENVS = {"ToMSB-Attacker-v0": "scripted:probing"}
ENV_IDS = (*DEFENDER_ENVS, *ATTACKER_ENVS)


def register_envs() -> None:
    """Register all ids (idempotent)."""
    for entry_point, role, envs in (
        ("DefenderEnv", "attacker", DEFENDER_ENVS),
        ("AttackerEnv", "defender", ATTACKER_ENVS),
    ):
        for env_id, spec in envs.items():
            if env_id not in registry:
                register(
                    id=env_id,
                    entry_point=f"tomsb_env.envs.single_agent:{entry_point}",
                    kwargs={role: spec},
                )


register_envs()
