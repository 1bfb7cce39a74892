"""Environment adapters: PettingZoo AEC (the core) and single-agent Gymnasium views."""

from tomsb_env.envs.aec import ToMSBEnv, env, raw_env
from tomsb_env.envs.common import UnicodeText
from tomsb_env.envs.single_agent import AttackerEnv, DefenderEnv

__all__ = ["AttackerEnv", "DefenderEnv", "ToMSBEnv", "UnicodeText", "env", "raw_env"]
