"""Rollouts for trainers: many games in lockstep, one batched engine call per defender turn.
:class:`DefenderPolicy` plays through any engine with ``vllm.LLM.generate``'s interface
(:class:`TransformersEngine`, :class:`OpenAIServerEngine`, :func:`load_vllm`), returning each game
as a :class:`Trajectory` with an exact mask. Heavy imports wait inside the engines."""

from tomsb_env.lazy import lazy_exports

_POLICY = ("DefenderPolicy", "GameSpec", "Trajectory", "TurnSample")
_ENGINES = ("Completion", "Logprob", "OpenAIServerEngine", "RequestOutput", "TransformersEngine")
_LAZY = {
    "ChatTemplate": f"{__name__}.chat_template",
    **dict.fromkeys(_POLICY, f"{__name__}.policy"),
    **dict.fromkeys((*_ENGINES, "load_vllm", "sampling_params"), f"{__name__}.engines"),
}

__all__ = sorted(_LAZY)

__getattr__ = lazy_exports(__name__, _LAZY)
