"""ToM-SB for OpenEnv: the client is ``tomsb_env.integrations.openenv.TomsbEnv``."""

from tomsb_env.integrations.openenv import TomsbAction, TomsbEnv, TomsbObservation

__all__ = ["TomsbAction", "TomsbEnv", "TomsbObservation"]
