"""Every Gymnasium registration of tomsb-env (entry points are strings: nothing heavy is
imported); ids differ in the embedded opponent, ``-Discrete-`` ids are structured play
(:mod:`tomsb_env.envs.structured`) on the same opponents.

>>> import gymnasium as gym, tomsb_env
>>> sorted(i for i in gym.registry if i.startswith("ToMSB-"))  # doctest: +NORMALIZE_WHITESPACE
['ToMSB-Attacker-Discrete-v0', 'ToMSB-Attacker-v0', 'ToMSB-Base-Discrete-v0', 'ToMSB-Base-v0',
 'ToMSB-Bluffing-Discrete-v0', 'ToMSB-Bluffing-v0', 'ToMSB-CrossExaminer-Discrete-v0',
 'ToMSB-CrossExaminer-v0', 'ToMSB-DeceptionAware-Discrete-v0', 'ToMSB-DeceptionAware-v0']
"""

from __future__ import annotations

from gymnasium.envs.registration import register, registry

#: env id -> the embedded scripted attacker it uses by default
DEFENDER_ENVS = {
    "ToMSB-Base-v0": "scripted:base",
    "ToMSB-CrossExaminer-v0": "scripted:cross_examiner",
    "ToMSB-DeceptionAware-v0": "scripted:deception_aware",
    "ToMSB-Bluffing-v0": "scripted:bluffing",
}
ATTACKER_ENVS = {"ToMSB-Attacker-v0": "scripted:probing"}
ENV_IDS = (*DEFENDER_ENVS, *ATTACKER_ENVS)
#: the structured (discrete-action) id of every text id above
DISCRETE_ENV_IDS = tuple(i.replace("-v0", "-Discrete-v0") for i in ENV_IDS)


def register_envs() -> None:
    """Register all ids (idempotent)."""
    for entry_point, role, envs in (
        ("single_agent:DefenderEnv", "attacker", DEFENDER_ENVS),
        ("single_agent:AttackerEnv", "defender", ATTACKER_ENVS),
        ("structured:DiscreteDefenderEnv", "attacker", DEFENDER_ENVS),
        ("structured:DiscreteAttackerEnv", "defender", ATTACKER_ENVS),
    ):
        discrete = entry_point.startswith("structured")
        for env_id, spec in envs.items():
            env_id = env_id.replace("-v0", "-Discrete-v0") if discrete else env_id
            if env_id not in registry:
                register(
                    id=env_id, entry_point=f"tomsb_env.envs.{entry_point}", kwargs={role: spec}
                )


register_envs()
