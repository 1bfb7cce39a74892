"""Adapters to RL frameworks, one module and one extra each (imported on use, never here).

* :mod:`tomsb_env.integrations.trl` - TRL's ``GRPOTrainer`` (extra ``[trl]``): a
  ``rollout_func`` factory and an ``environment_factory`` class.
"""

__all__: list[str] = []
