"""Rollouts for trainers: many games in lockstep, one batched engine call per defender turn.

:class:`DefenderPolicy` plays through any engine with ``vllm.LLM.generate``'s interface
(:class:`TransformersEngine`, :class:`OpenAIServerEngine`, :func:`load_vllm`), returning each
game as a :class:`Trajectory` with an exact mask. Heavy imports wait inside the engines.
"""

from tomsb_env.rollout.chat_template import ChatTemplate
from tomsb_env.rollout.engines import (
    Completion,
    Logprob,
    OpenAIServerEngine,
    RequestOutput,
    TransformersEngine,
    load_vllm,
    sampling_params,
)
from tomsb_env.rollout.policy import DefenderPolicy, GameSpec, Trajectory, TurnSample

__all__ = [
    "ChatTemplate",
    "Completion",
    "DefenderPolicy",
    "GameSpec",
    "Logprob",
    "OpenAIServerEngine",
    "RequestOutput",
    "Trajectory",
    "TransformersEngine",
    "TurnSample",
    "load_vllm",
    "sampling_params",
]
