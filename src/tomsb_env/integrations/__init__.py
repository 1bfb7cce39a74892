"""Adapters to RL frameworks, one module and one extra each (imported on use, never here).

* :mod:`tomsb_env.integrations.trl` - TRL's ``GRPOTrainer`` (extra ``[trl]``): a
  ``rollout_func`` factory and an ``environment_factory`` class.
* :mod:`tomsb_env.integrations.openenv` - an OpenEnv server and client (extra ``[openenv]``).
* :mod:`tomsb_env.integrations.skyrl` - a SkyRL-Gym ``BaseTextEnv`` (extra ``[skyrl]``).
* verifiers (extra ``[verifiers]``) is the top-level package :mod:`tomsb_verifiers`,
  because verifiers loads tasksets by id from top-level modules only.
"""

__all__: list[str] = []
