"""ToM-SB's attacker seat for verifiers 0.4: the model plays the attacker against an
embedded defender (``vf-eval tomsb_verifiers_attacker -m MODEL ...``). verifiers loads one
env per top-level module, so this module only re-exports it; see :mod:`tomsb_verifiers`."""

from tomsb_verifiers.env import TomsbAttackerEnv, TomsbAttackerEnvConfig, TomsbTaskset

__all__ = ["TomsbAttackerEnv", "TomsbAttackerEnvConfig", "TomsbTaskset"]
