"""Rollouts for trainers: many games in lockstep, one batched engine call per defender turn.

* :class:`ChatTemplate` - ChatML framing rendered piece by piece (the model's tokens are kept).
* :class:`Trajectory` / :class:`TurnSample` - one game as one token sequence with an exact
  mask of the tokens the policy sampled and the sampler's logprobs.
* :class:`DefenderPolicy` - plays :class:`~tomsb_env.session.DefenderSession` games with any
  engine that has ``vllm.LLM.generate``'s interface.
* engines: :class:`TransformersEngine` (CPU fallback), :class:`OpenAIServerEngine`
  (``vllm serve``), :func:`load_vllm` (in-process vLLM) and the output shapes they return.

Nothing heavy is imported here: torch, transformers and vllm load inside the engines.
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
from tomsb_env.rollout.policy import DefenderPolicy, GameSpec
from tomsb_env.rollout.trajectory import Trajectory, TurnSample

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
