"""Train a ToM-SB double agent with Dr. GRPO (or the online-SFT baseline), in one file.

One rollout step: take ``groups_per_step`` training scenarios; play
``group_size`` games on each against the attacker (a group shares scenario,
attacker and attacker seed); score each finished game with the environment's
terminal reward (optionally gated on format and shaped by reply length);
advantage = reward - group mean (Dr. GRPO: no std division). Then the games
are trained on ``grad_accum`` at a time, one optimizer step each (the
authors' count: trajectories per optimizer step, so a group of 8 with
``grad_accum`` 4 makes two steps), with the clipped-ratio policy gradient on
the defender's own tokens.

Multi-turn credit: a game is ONE token sequence, [prompt][reply 1][attacker
message 2][reply 2]..., because ``tomsb_env.rollout.DefenderPolicy`` builds each
turn's prompt by appending to the previous one and reuses the sampled ids
(nothing is re-tokenised). The mask is 1 exactly on sampled ids, each of them
carries the game's advantage, and attacker/environment text is context only.
A game's token losses are summed and divided by a length that does not depend
on that game (``--normaliser``): the group's longest game, as the authors'
trainer does, or Dr. GRPO's constant (the most defender tokens a game can hold).

Defaults follow the paper, and the authors' released configuration where the
paper is silent: LoRA rank 32 (alpha 32, all linear layers) for models of 1B
parameters or more, learning rate 1e-5 with LoRA, 8 games per scenario, 4
trajectories per optimizer step, sampling at temperature 0.7 with Qwen3's
thinking off, and the benchmark's ``tom`` defender prompt (docs/training.md
lists where we differ and why).

    python examples/grpo_defender.py --model Qwen/Qwen3-1.7B --engine vllm \
        --official /path/to/three_layered_dataset.json --attacker "openai:http://127.0.0.1:8001/v1@Qwen/Qwen3-14B#bluffing"
    python examples/grpo_defender.py --mode sft ...   # online SFT on games that fooled the attacker
    tomsb demos --defender scripted:oracle --split train --out demos.jsonl
    python examples/grpo_defender.py --sft-demos demos.jsonl ...  # SFT on them, then GRPO

Sampling uses vLLM on a GPU (in this process, built by ``tomsb_env.rollout.load_vllm``)
and falls back to transformers' ``generate`` (CPU). vLLM's ``--vllm-gpu-memory`` share must
hold the weights and a KV cache: the paper's Qwen3-14B (28 GB of bf16 weights) does not start
at the default 0.3 of an 80 GB card (docs/training.md, "Memory").
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import importlib.util
import json
import shutil
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.game import GameConfig
from tomsb_env.llm.decoding import FIELD_BOUNDS, STRUCTURED_MODES
from tomsb_env.rollout import ChatTemplate, DefenderPolicy, TransformersEngine, load_vllm
from tomsb_env.rollout.chat_template import QWEN3_NO_THINKING
from tomsb_env.rollout.demos import read_demos
from tomsb_env.rollout.engines import vllm_model
from tomsb_env.types import Episode
from tomsb_env.universe.scenario import Scenario

__all__ = ["Batch", "StepLog", "TrainConfig", "main", "optimise", "parse_args", "train"]


Sequence_ = tuple[list[int], list[int], list[float]]  # token ids, mask, sampler logprobs


def opt(default: Any, help: str) -> Any:
    return field(default=default, metadata={"help": help})


@dataclass
class TrainConfig:
    """A run's settings; every field is also a ``--flag``. Defaults follow the paper where it says,
    the authors' released configuration where it does not."""

    model: str = opt("HuggingFaceTB/SmolLM2-135M-Instruct", "policy: HF id or local directory")
    gguf_file: str = opt("", "load the policy from this GGUF file inside --model (CPU demos)")
    out_dir: str = opt("runs/grpo", "log.jsonl and checkpoint/ go here")
    mode: str = opt("grpo", "'grpo' (Dr. GRPO) or 'sft' (online SFT on fooling games)")
    attacker: str = opt(
        "scripted:base",
        "attacker spec: scripted name, LLM spec (URL@MODEL#kind "
        "picks the attacker kind, e.g. #bluffing) or module:Class",
    )
    split: str = opt("train", "scenario split to train on (ignored with --official)")
    official: str = opt("", "train on the authors' 225 training items of this JSON file")
    rewards: str = opt("fooling=1,tom=1", "reward components and weights")
    format_gate: bool = opt(False, "reward 0 for a game with any unparsable defender turn")
    length_reward: float = opt(
        0.0, "weight of a per-turn length reward (1 up to 100 tokens, 0 from 200)"
    )
    group_size: int = opt(8, "G: games per scenario, one advantage group")
    groups_per_step: int = opt(1, "scenario groups played per rollout step")
    grad_accum: int = opt(4, "trajectories per optimizer step (the authors' count)")
    micro_batch: int = opt(4, "games per forward/backward pass (memory only)")
    epochs: int = opt(1, "passes over the split")
    max_steps: int = opt(0, "stop after this many rollout steps (0: all epochs)")
    max_turns: int = opt(15, "attacker turns per game")
    max_new_tokens: int = opt(1024, "tokens per defender turn")
    temperature: float = opt(0.7, "sampling temperature (the trainer divides logits by it too)")
    top_p: float = opt(1.0, "nucleus sampling; keep 1.0 so sampler and trainer agree")
    finetune: str = opt(
        "auto", "'lora', 'full', or 'auto' (LoRA for models of 1B parameters or more)"
    )
    lora_rank: int = opt(32, "LoRA rank")
    lora_alpha: int = opt(32, "LoRA alpha")
    lora_targets: str = opt("all-linear", "LoRA target modules (peft's names, comma-separated)")
    lr: float = opt(0.0, "peak learning rate, decayed linearly to 0 (0: 1e-5 with LoRA, 1e-6 full)")
    weight_decay: float = opt(0.0, "AdamW weight decay")
    max_grad_norm: float = opt(1.0, "gradient-norm clipping")
    clip_eps: float = opt(0.2, "PPO clip: ratios beyond 1 +- eps stop pushing")
    ppo_epochs: int = opt(1, "updates per batch of games (>1 lets the clip bind)")
    beta: float = opt(0.0, "KL weight to the initial policy (0: no reference model)")
    normaliser: str = opt(
        "group_max",
        "'group_max' (the group's longest game, as the authors) or "
        "'constant' (Dr. GRPO: the most defender tokens a game can hold)",
    )
    defender_prompt: str = opt(
        "tom",
        "defender prompt: tom, mislead, refuse or a prompt file "
        "(the same argument `tomsb bench --defender-prompt` takes)",
    )
    thinking: bool = opt(False, "let Qwen3 think (off: an empty <think> block is pre-filled)")
    structured: str = opt(
        "auto",
        "constrain each defender turn to its game's JSON schema: 'on', 'off' or 'auto' "
        "(where the engine can; gives a small model valid games and a reward signal)",
    )
    field_chars: int = opt(400, "maxLength of each free-text field under the constraint")
    field_bounds: str = opt(
        "chars",
        "how the hf engine's constraint bounds those fields: 'chars' (maxLength) or 'tokens' "
        "(field_chars/4 tokens, no escapes: a cheaper mask, see docs/training.md)",
    )
    engine: str = opt("auto", "'vllm', 'hf', or 'auto' (vllm if importable and CUDA)")
    vllm_gpu_memory: float = opt(0.3, "share of GPU memory vLLM may take")
    gradient_checkpointing: bool = opt(False, "trade compute for activation memory")
    seed: int = opt(0, "scenario order, attacker seeds, torch sampling")
    save_every: int = opt(25, "checkpoint every N rollout steps (and after the last)")
    sft_demos: str = opt("", "first fine-tune on this demonstrations file (`tomsb demos`)")
    sft_epochs: int = opt(1, "passes over --sft-demos")
    sft_lr: float = opt(1e-4, "learning rate of the --sft-demos phase (constant)")
    sample_every: int = opt(1, "every N steps, print a few games in full to the log")
    samples: int = opt(2, "games printed each --sample-every steps (0: none)")
    report_to: str = opt("", "also log each step to 'wandb' or 'tensorboard' (their extras)")
    max_constraint_errors: float = opt(
        0.0, "stop when more than this share of defender turns broke their JSON constraint"
    )
    resume: bool = opt(
        False, "continue from out_dir/checkpoint (a larger --max-steps extends the run)"
    )

    def __post_init__(self) -> None:
        choices = {"mode": ("grpo", "sft"), "engine": ("auto", "vllm", "hf"),
                   "report_to": ("", "wandb", "tensorboard"),
                   "structured": STRUCTURED_MODES, "field_bounds": FIELD_BOUNDS,
                   "finetune": ("auto", "lora", "full"), "normaliser": ("group_max", "constant")}  # fmt: skip
        for name, valid in choices.items():
            if getattr(self, name) not in valid:
                names = " or ".join(repr(v) for v in valid)
                raise ConfigError(f"{name} must be {names}, got {getattr(self, name)!r}")
        counts = "group_size groups_per_step grad_accum micro_batch epochs max_turns max_new_tokens"
        for name in (*counts.split(), "ppo_epochs", "save_every", "lora_rank", "lora_alpha",
                     "sft_epochs", "sample_every"):  # fmt: skip
            if getattr(self, name) < 1:
                raise ConfigError(f"{name} must be >= 1, got {getattr(self, name)!r}")
        if self.lr < 0 or self.length_reward < 0:
            raise ConfigError(
                f"lr and length_reward must be >= 0, got {self.lr}, {self.length_reward}"
            )


@dataclass
class Batch:
    """One step's games, ready for the loss."""

    trajectories: list[Any]  # tomsb_env.rollout.Trajectory
    rewards: np.ndarray
    advantages: np.ndarray  # reward - its group's mean
    sequences: list[Sequence_]
    groups: np.ndarray | None = None  # each game's group (None: one group)
    # per game, Trajectory.kept_logmass(): the log-mass the mask and top-p kept per token
    # (None: the engine does not report it, so the gap also holds what they removed)
    kept: list[list[float] | None] | None = None

    def group_of(self) -> np.ndarray:
        return self.groups if self.groups is not None else np.zeros(len(self.sequences), dtype=int)


@dataclass
class StepLog:
    step: int
    loss: float
    mean_reward: float
    fooled_pct: float
    tom_pct: float
    zero_var_groups: float  # share of groups whose games all scored the same (no signal)
    tokens_per_s: float  # defender tokens sampled per second of rollout
    sampler_gap: float  # mean |sampler - trainer logprob| on every sampled token (NaN: none)
    clip_frac: float
    kl: float
    lr: float
    seconds: float
    constraint_errors: int = 0  # defender turns whose JSON constraint broke (counted, not hidden)
    # mean nats per sampled token that the mask and top-p took from the model's distribution
    # (how far the model is from writing the JSON by itself); NaN: the engine does not say
    masked_nats: float = float("nan")


def merged_weights(model: Any) -> list[tuple[str, Any]]:
    """The policy's weights under the base model's names; a LoRA model's adapters are merged in."""
    if not hasattr(model, "merge_adapter"):
        return list(model.state_dict().items())
    model.merge_adapter()
    try:
        prefix = "base_model.model."
        return [
            (k.removeprefix(prefix).replace(".base_layer", ""), v.detach().clone())
            for k, v in model.state_dict().items()
            if "lora_" not in k
        ]
    finally:
        model.unmerge_adapter()


def sync_vllm_weights(llm: Any, model: Any) -> None:
    """Copy the trainer's weights into the in-process vLLM engine (built by
    :func:`tomsb_env.rollout.load_vllm`), then drop its stale prefix cache."""
    vllm_model(llm).load_weights(merged_weights(model))
    llm.reset_prefix_cache()


def make_batch(trajs: list[Any], rewards: Sequence[float]) -> Batch:
    r = np.asarray(rewards, dtype=np.float64)
    groups = np.array([t.group for t in trajs])
    adv = r.copy()
    for g in np.unique(groups):
        adv[groups == g] -= r[groups == g].mean()
    return Batch(trajs, r, adv, [t.sequence() for t in trajs], groups,
                 [t.kept_logmass() for t in trajs])  # fmt: skip


def length_score(tokens: int, target: int = 100, limit: int = 200) -> float:
    """1 up to ``target`` tokens, falling linearly to 0 at ``limit`` (the authors' length reward)."""
    return float(min(1.0, max(0.0, (limit - tokens) / (limit - target))))


def shaped_reward(traj: Any, base: float, cfg: TrainConfig) -> float:
    """``base`` with the optional components: the format gate, then the length reward."""
    turns = traj.episode.defender_turns
    if cfg.format_gate and any(t.format_error for t in turns):
        return 0.0
    if cfg.length_reward and traj.turns:
        base += cfg.length_reward * float(
            np.mean([length_score(len(s.completion_ids)) for s in traj.turns])
        )
    return base


def _core(model: Any) -> Any:
    """The causal LM under a peft wrapper (or the model itself)."""
    return model.get_base_model() if hasattr(model, "get_base_model") else model


def policy_logprobs(model: Any, seqs: Sequence[Sequence_], temperature: float) -> tuple[Any, Any]:
    """Trainer logprobs of every masked token (flat), and the row each one came from."""
    import torch

    core = _core(model)
    device = core.device
    width = max(len(s[0]) for s in seqs)
    pad = lambda xs: [x + [0] * (width - len(x)) for x in xs]  # noqa: E731
    ids = torch.tensor(pad([s[0] for s in seqs]), device=device)
    mask = torch.tensor(pad([s[1] for s in seqs]), device=device)
    att = torch.tensor(pad([[1] * len(s[0]) for s in seqs]), device=device)
    hidden = core.base_model(input_ids=ids, attention_mask=att).last_hidden_state
    sel = mask[:, 1:].bool()  # the state at t predicts token t+1
    # project only trained positions: full [batch, length, vocab] logits would dominate memory
    logits = core.get_output_embeddings()(hidden[:, :-1][sel]).float() / temperature
    logp = logits.log_softmax(-1).gather(-1, ids[:, 1:][sel][:, None])[:, 0]
    return logp, sel.nonzero()[:, 0]


def reference_logprobs(model: Any, ref: Any, seqs: Sequence[Sequence_], temperature: float) -> Any:
    """The initial policy's logprobs: a LoRA model with its adapters off, else the frozen copy."""
    import torch

    with torch.no_grad():
        if ref is None and hasattr(model, "disable_adapter"):
            with model.disable_adapter():
                return policy_logprobs(model, seqs, temperature)[0]
        return policy_logprobs(ref, seqs, temperature)[0]


def normalisers(batch: Batch, cfg: TrainConfig) -> np.ndarray:
    """Per game, the length its summed token loss is divided by (never the game's own length)."""
    if cfg.normaliser == "constant":  # Dr. GRPO: the most defender tokens a game can hold
        return np.full(len(batch.sequences), float(max(1, cfg.max_turns - 1) * cfg.max_new_tokens))
    groups, lengths = batch.group_of(), np.array([sum(s[1]) for s in batch.sequences], dtype=float)
    out = np.empty(len(lengths))
    for g in np.unique(groups):
        out[groups == g] = max(1.0, lengths[groups == g].max())  # the authors' "max_len"
    return out


def optimise(
    model: Any, ref: Any, optimizer: Any, batch: Batch, cfg: TrainConfig
) -> dict[str, float]:
    """Dr. GRPO (or SFT) updates from a batch of games, ``grad_accum`` games per optimizer step."""
    import torch

    n = len(batch.sequences)
    steps = [list(range(i, min(n, i + cfg.grad_accum))) for i in range(0, n, cfg.grad_accum)]
    if cfg.mode == "sft":  # one step over the games that fooled, as the online-SFT baseline
        steps = [list(range(n))]
    norm = normalisers(batch, cfg)

    def trained(i: int) -> bool:
        if not sum(batch.sequences[i][1]):
            return False
        if cfg.mode == "sft":
            return bool(batch.trajectories[i].episode.judgement.fooled)
        return bool(cfg.beta or batch.advantages[i] != 0)  # a zero advantage gives a zero gradient

    sampled_games = [i for i in range(n) if sum(batch.sequences[i][1])]
    keep = [i for i in sampled_games if trained(i)]
    stats = {"loss": 0.0, "sampler_gap": float("nan"), "clip_frac": 0.0, "kl": 0.0}
    kept = [batch.kept[i] if batch.kept else None for i in range(n)]
    taken = [
        -k
        for i in sampled_games
        if kept[i]
        for k, m in zip(kept[i], batch.sequences[i][1], strict=True)
        if m
    ]
    stats["masked_nats"] = float(np.mean(taken)) if taken else float("nan")

    def model_side(i: int) -> list[float]:
        """Game i's sampled-token logprobs under the distribution the trainer computes: the
        sampler's plus the log-mass its processors kept, where the engine reports that."""
        _, mask, logps = batch.sequences[i]
        extra = kept[i] or [0.0] * len(mask)
        return [v + k for v, k, m in zip(logps, extra, mask, strict=True) if m]

    n_tok = sum(sum(batch.sequences[i][1]) for i in keep)
    n_sampled = sum(sum(batch.sequences[i][1]) for i in sampled_games)
    chunks = lambda ids: [ids[j : j + cfg.micro_batch] for j in range(0, len(ids), cfg.micro_batch)]  # noqa: E731
    # "old" = the sampling weights in the trainer's numerics, taken before any update in this
    # batch. The gap is measured on every sampled token, trained or not: a step whose groups
    # all tied must not log a perfect 0 it never measured (NaN only when nothing was sampled).
    old: dict[int, Any] = {}
    if sampled_games:
        stats["sampler_gap"] = 0.0
        with torch.no_grad():
            for chunk in chunks(sampled_games):
                seqs = [batch.sequences[i] for i in chunk]
                logp, rows = policy_logprobs(model, seqs, cfg.temperature)
                for r, i in enumerate(chunk):
                    old[i] = logp[rows == r]
                sampled = [v for i in chunk for v in model_side(i)]
                gap = torch.tensor(sampled, device=logp.device) - logp
                stats["sampler_gap"] += gap.abs().sum().item() / n_sampled
    old = {i: old[i] for i in keep}
    for _ in range(cfg.ppo_epochs):
        for step in steps:
            for chunk in chunks([i for i in step if i in old]):
                seqs = [batch.sequences[i] for i in chunk]
                logp, rows = policy_logprobs(model, seqs, cfg.temperature)
                dev, dt = logp.device, logp.dtype
                per_game = (
                    norm[chunk] * len(step) if cfg.mode == "grpo" else np.full(len(chunk), n_tok)
                )
                den = torch.tensor(per_game, dtype=dt, device=dev)[rows]
                if cfg.mode == "sft":
                    tok = -logp
                else:
                    adv = torch.tensor(batch.advantages[chunk], dtype=dt, device=dev)[rows]
                    ratio = (logp - torch.cat([old[i] for i in chunk])).exp()
                    clipped = ratio.clamp(1 - cfg.clip_eps, 1 + cfg.clip_eps)
                    tok = -torch.min(ratio * adv, clipped * adv)
                    if cfg.beta:
                        ref_logp = reference_logprobs(model, ref, seqs, cfg.temperature)
                        kl = (ref_logp - logp).exp() - (ref_logp - logp) - 1  # k3 estimator, >= 0
                        tok = tok + cfg.beta * kl
                        stats["kl"] += kl.detach().sum().item() / n_tok / cfg.ppo_epochs
                    bound = ((ratio - 1).abs() > cfg.clip_eps).sum().item()
                    stats["clip_frac"] += bound / n_tok / cfg.ppo_epochs
                loss = (tok / den).sum()
                loss.backward()
                stats["loss"] += loss.item() / cfg.ppo_epochs
            torch.nn.utils.clip_grad_norm_(model.parameters(), cfg.max_grad_norm)
            optimizer.step()  # (with no gradients, a no-op)
            optimizer.zero_grad(set_to_none=True)
    return stats


def load_policy(source: str, gguf_file: str = "") -> tuple[Any, Any]:
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    kw: dict[str, Any] = {"gguf_file": gguf_file} if gguf_file else {}
    cuda = torch.cuda.is_available()
    try:  # newer transformers keep GGUF weights packed (frozen, unsaveable) unless told otherwise
        from transformers import GgufConfig

        extra = {"quantization_config": GgufConfig(dequantize=True)} if gguf_file else {}
    except ImportError:  # older versions always unpack GGUF into a plain model
        extra = {}
    dtype = torch.bfloat16 if cuda else torch.float32
    model = AutoModelForCausalLM.from_pretrained(source, dtype=dtype, **kw, **extra)
    model.to("cuda" if cuda else "cpu").eval()  # dropout off: the ratio must compare one function
    return model, AutoTokenizer.from_pretrained(source, **kw)


#: models this large or larger are trained with LoRA under --finetune auto
LORA_FROM_PARAMS = 1_000_000_000


def uses_lora(cfg: TrainConfig, model: Any) -> bool:
    if cfg.finetune != "auto":
        return cfg.finetune == "lora"
    return sum(p.numel() for p in model.parameters()) >= LORA_FROM_PARAMS


def add_lora(model: Any, cfg: TrainConfig, adapter_dir: Path | None = None) -> Any:
    """``model`` with trainable LoRA adapters: new ones, or those saved in ``adapter_dir``."""
    try:
        from peft import LoraConfig, PeftModel, get_peft_model
    except ImportError:
        raise MissingExtraError("peft", "train", "--finetune lora") from None
    if adapter_dir is not None:
        return PeftModel.from_pretrained(model, adapter_dir, is_trainable=True)
    targets = cfg.lora_targets if cfg.lora_targets == "all-linear" else cfg.lora_targets.split(",")
    lora = LoraConfig(r=cfg.lora_rank, lora_alpha=cfg.lora_alpha, target_modules=targets,
                      lora_dropout=0.0, task_type="CAUSAL_LM")  # fmt: skip
    return get_peft_model(model, lora)


def learning_rate(cfg: TrainConfig, lora: bool) -> float:
    """``--lr``, or the default for the kind of fine-tuning: 1e-5 with LoRA (the authors'), 1e-6 full."""
    return cfg.lr or (1e-5 if lora else 1e-6)


def linear_schedule(optimizer: Any, base_lr: float, total: int, start: int) -> Any:
    """Linear decay from ``base_lr`` to 0 over ``total`` steps, positioned at step ``start``.

    Built fresh on resume rather than restored: a restored schedule (and the optimizer's
    saved learning rate) belong to the old run length, so a run extended with a larger
    --max-steps would otherwise train its new steps at the old schedule's final rate, 0.
    """
    import torch

    for group in optimizer.param_groups:
        group["lr"] = group["initial_lr"] = base_lr
    sched = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: max(0.0, 1 - s / total))
    sched.last_epoch = start
    lrs = [base * max(0.0, 1 - start / total) for base in sched.base_lrs]
    for group, lr in zip(optimizer.param_groups, lrs, strict=True):
        group["lr"] = lr
    sched._last_lr = lrs
    return sched


def split_attacker(spec: str) -> tuple[str, dict[str, Any]]:
    """``URL@MODEL#kind`` -> the backend spec and ``{"kind": kind}`` (other specs unchanged)."""
    from tomsb_env.llm.spec import is_backend_spec

    base, _, kind = spec.partition("#")
    if kind and is_backend_spec(base):
        from tomsb_env.agents.attackers.prompts import KINDS
        from tomsb_env.errors import UnknownNameError

        if kind not in KINDS:
            raise UnknownNameError("attacker kind", kind, KINDS)
        return base, {"kind": kind}
    return spec, {}


def training_scenarios(cfg: TrainConfig) -> list[Scenario]:
    if cfg.official:
        from tomsb_env.universe.datasets import load_official_dataset

        return load_official_dataset(cfg.official, "train")  # the authors' 225 training items
    from tomsb_env.universe.datasets import load_scenarios

    return load_scenarios(cfg.split)


def save_checkpoint(out: Path, model: Any, tokenizer: Any, state: dict[str, Any]) -> None:
    """Model + tokenizer (HF format) and trainer state, swapped in whole so a crash never leaves half."""
    import torch

    tmp, final = out / "checkpoint.tmp", out / "checkpoint"
    model.save_pretrained(tmp)
    tokenizer.save_pretrained(tmp)
    torch.save(state, tmp / "trainer_state.pt")
    if final.exists():
        shutil.rmtree(final)
    tmp.rename(final)


def step_log(step: int, batch: Batch, stats: dict[str, float], lr: float, roll_s: float) -> StepLog:
    trajs, judged = batch.trajectories, [t.episode.judgement for t in batch.trajectories]
    groups = np.array([t.group for t in trajs])
    flat = [float(np.ptp(batch.rewards[groups == g]) == 0) for g in np.unique(groups)]
    tokens = sum(len(s.completion_ids) for t in trajs for s in t.turns)
    return StepLog(
        step, stats["loss"], float(batch.rewards.mean()),
        100 * float(np.mean([bool(j and j.fooled) for j in judged])),
        100 * float(np.mean([bool(j and j.trajectory_tom) for j in judged])),
        float(np.mean(flat)), tokens / max(roll_s, 1e-9), stats["sampler_gap"],
        stats["clip_frac"], stats["kl"], lr, 0.0, masked_nats=stats.get("masked_nats", float("nan")),
    )  # fmt: skip


def demo_sequence(
    messages: Sequence[dict[str, str]],
    tokenizer: Any,
    template: ChatTemplate,
    field_chars: int | None = None,
    field_bounds: str = "chars",
) -> Sequence_:
    """A demonstration as the rollout would frame it: [system+user][turn 1][user 2][turn 2]...,
    every piece tokenised as DefenderPolicy does, mask 1 on the defender's turns (end token
    included). Each turn is re-laid in the constrained decoder's layout (", " and ": "), the
    layout the policy's own earlier turns have in its context; with ``field_chars`` every text
    value is cut as the constraint would cut the model's: to that many characters, or, with
    ``field_bounds="tokens"``, to its share of tokens and without the characters such a field
    cannot hold (so SFT never teaches what the decoder would refuse)."""
    from tomsb_env.llm.decoding import JSON_LAYOUT

    enc = lambda text: list(tokenizer.encode(text, add_special_tokens=False))  # noqa: E731
    end = enc(template.end)
    seps = (JSON_LAYOUT["item_separator"], JSON_LAYOUT["key_separator"])
    fit = functools.cache(lambda chars: _field_fit(chars, field_bounds, tokenizer))
    ids = enc(template.first(messages[0]["content"], messages[1]["content"]))
    mask = [0] * len(ids)
    for m in messages[2:]:
        if m["role"] == "assistant":
            turn = json.loads(m["content"])
            turn = _bounded(turn, _turn_schema(turn, field_chars), fit)
            text = json.dumps(turn, ensure_ascii=False, separators=seps)
            piece, bit = enc(text) + end, 1
        else:
            piece, bit = enc(template.follow_up(m["content"], closed=True)), 0
        ids += piece
        mask += [bit] * len(piece)
    return ids, mask, [0.0] * len(ids)


def _field_fit(chars: int, bounds: str, tokenizer: Any) -> Callable[[str], str]:
    """How the constraint cuts a text field of ``maxLength`` ``chars``."""
    from tomsb_env.llm.decoding import TOKEN_CHARS, check_field_bounds, unescaped

    if check_field_bounds(bounds) == "chars":
        return lambda text: text[:chars]
    budget = -(-chars // TOKEN_CHARS)

    def count(text: str) -> int:
        return len(tokenizer.encode(text, add_special_tokens=False))

    def fit(text: str) -> str:
        plain = unescaped(text)
        ids = tokenizer.encode(plain, add_special_tokens=False)
        if len(ids) <= budget:
            return plain
        # a cut inside a character decodes as U+FFFD, which takes more tokens than the
        # bytes it stands for: drop it, and any character a re-encoding does not fit
        cut = tokenizer.decode(ids[:budget]).rstrip("\ufffd")
        while count(cut) > budget:
            cut = cut[:-1]
        return cut

    return fit


def _turn_schema(turn: dict[str, Any], field_chars: int | None) -> dict[str, Any]:
    """The defender turn schema that bounds ``turn``'s fields (empty: no bounds)."""
    from tomsb_env.agents.turn_schemas import defender_turn_schema

    if field_chars is None:
        return {}
    levels = next((tuple(v) for v in turn.values() if isinstance(v, dict) and v), None)
    if levels is None:  # no belief estimate: every field is free text
        return {"properties": {key: {"maxLength": field_chars} for key in turn}}
    return defender_turn_schema(levels, field_chars=field_chars)


def _max_length(node: dict[str, Any]) -> int | None:
    """A schema node's ``maxLength``, or that of its bounded string alternative."""
    if "maxLength" in node:
        return node["maxLength"]
    return next((n["maxLength"] for n in node.get("anyOf", ()) if "maxLength" in n), None)


def _bounded(value: Any, schema: dict[str, Any], fit: Callable[[int], Callable[[str], str]]) -> Any:
    """``value`` with each string cut by ``fit(maxLength)`` where ``schema`` bounds it: free
    text at ``field_chars``, an entity name at the schema's smaller name bound."""
    if isinstance(value, str):
        chars = _max_length(schema)
        return value if chars is None else fit(chars)(value)
    if isinstance(value, dict):
        props = schema.get("properties", {})
        return {k: _bounded(v, props.get(k, {}), fit) for k, v in value.items()}
    return value


def sft_on_demos(
    model: Any, seqs: Sequence[Sequence_], cfg: TrainConfig, log: Callable[[str], None]
) -> list[float]:
    """Supervised fine-tuning on demonstrations: mean token NLL of the defender's turns,
    ``grad_accum`` games per optimizer step at a constant ``sft_lr``; the loss per step."""
    import torch

    trainable = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(trainable, lr=cfg.sft_lr, weight_decay=cfg.weight_decay)
    order = np.random.default_rng(cfg.seed)
    losses = []
    for epoch in range(cfg.sft_epochs):
        perm = order.permutation(len(seqs))
        for i in range(0, len(perm), cfg.grad_accum):
            step = [seqs[j] for j in perm[i : i + cfg.grad_accum]]
            n_tok = sum(sum(s[1]) for s in step)
            total = 0.0
            for j in range(0, len(step), cfg.micro_batch):
                logp, _ = policy_logprobs(model, step[j : j + cfg.micro_batch], 1.0)
                loss = -logp.sum() / n_tok
                loss.backward()
                total += loss.item()
            torch.nn.utils.clip_grad_norm_(trainable, cfg.max_grad_norm)
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
            losses.append(total)
            log(f"sft epoch={epoch + 1} step={len(losses)} loss={total:.4g}")
    return losses


def sample_games(trajs: Sequence[Any], k: int, width: int = 160) -> str:
    """``k`` games in full for the log: the attacker's messages and, per defender turn, its
    finish reason, the reply the attacker read and the estimates the ToM rewards read (or the
    format error and the raw text's end), then the outcome and the reward with its components."""
    lines = []
    for t in trajs[:k]:
        ep = t.episode
        parts = ", ".join(f"{name}={value:g}" for name, value in ep.rewards.items())
        lines.append(
            f"--- game {ep.scenario.id} seed={ep.meta.seed} outcome={ep.outcome} "
            f"reward={t.reward:.3g} ({parts})"
        )
        asked = [a.message for a in ep.attacker_turns]
        for i, (turn, read) in enumerate(zip(t.turns, ep.defender_turns, strict=False)):
            if i < len(asked):
                lines.append(f"  attacker: {asked[i][:width]!r}")
            if read.format_error is not None:
                lines.append(f"  defender [{turn.finish_reason}] format error: "
                             f"{read.format_error[:width]}; ends {turn.text[-width:]!r}")  # fmt: skip
                continue
            lines.append(f"  defender [{turn.finish_reason}]: {read.reply[:width]!r}")
            lines.append(f"    prior {_brief(read.attacker_prior_estimate)} "
                         f"now {_brief(read.attacker_belief_estimate)}")  # fmt: skip
    return "\n".join(lines)


def _brief(belief: Any) -> str:
    """A belief estimate on one line: the values in level order, "-" for None."""
    if belief is None:
        return "(none)"
    return "/".join("-" if v is None else str(v) for v in belief.values())


class Reporter:
    """Each step's figures to wandb or TensorBoard through their own APIs (imported only when
    asked for: ``pip install wandb`` / ``tensorboard``)."""

    def __init__(self, kind: str, cfg: TrainConfig) -> None:
        self.kind, self._run = kind, None
        if kind == "wandb":
            try:
                import wandb
            except ImportError:
                raise MissingExtraError("wandb", "wandb", "--report-to wandb") from None
            self._run = wandb.init(project="tomsb-grpo", config=dataclasses.asdict(cfg),
                                   dir=cfg.out_dir)  # fmt: skip
        elif kind == "tensorboard":
            try:
                from torch.utils.tensorboard import SummaryWriter
            except ImportError:
                raise MissingExtraError(
                    "tensorboard", "tensorboard", "--report-to tensorboard"
                ) from None
            self._run = SummaryWriter(log_dir=str(Path(cfg.out_dir) / "tensorboard"))

    def log(self, row: StepLog) -> None:
        values = {k: v for k, v in dataclasses.asdict(row).items() if k != "step"}
        if self.kind == "wandb":
            self._run.log(values, step=row.step)
        elif self.kind == "tensorboard":
            for name, value in values.items():
                self._run.add_scalar(f"train/{name}", value, row.step)

    def close(self) -> None:
        if self._run is not None:
            (self._run.finish if self.kind == "wandb" else self._run.close)()


def train(
    cfg: TrainConfig,
    *,
    scenarios: Sequence[Scenario] | None = None,
    reward_fn: Callable[[Episode], float] | None = None,
    on_batch: Callable[[Batch], None] | None = None,
    log: Callable[[str], None] = print,
) -> list[StepLog]:
    """Run the loop. ``reward_fn`` replaces the environment's reward; ``on_batch`` sees each batch."""
    import torch

    out, ckpt = Path(cfg.out_dir), Path(cfg.out_dir) / "checkpoint"
    out.mkdir(parents=True, exist_ok=True)
    torch.manual_seed(cfg.seed)  # transformers' generate draws from torch's global generator
    resuming = cfg.resume and (ckpt / "trainer_state.pt").exists()
    state = torch.load(ckpt / "trainer_state.pt", weights_only=False) if resuming else None
    lora_ckpt = bool(state and state.get("lora"))
    model, tokenizer = (
        load_policy(cfg.model, cfg.gguf_file)
        if not resuming or lora_ckpt
        else load_policy(str(ckpt))
    )
    lora = lora_ckpt if resuming else uses_lora(cfg, model)
    if lora:
        model = add_lora(model, cfg, ckpt if resuming else None)
    ref = None
    if cfg.beta and not lora:  # a LoRA model's reference is itself with the adapters off
        ref = load_policy(cfg.model, cfg.gguf_file)[0].requires_grad_(False)
    if cfg.gradient_checkpointing:  # transformers checkpoints only in training mode,
        core = _core(model)
        enable = getattr(core, "activation_checkpointing_enable", None)  # (the v5+ name)
        (enable or core.gradient_checkpointing_enable)()
        if lora:
            core.enable_input_require_grads()  # frozen embeddings: checkpointed blocks need a grad
        model.train()  # so train() with every dropout zeroed instead of eval()
        for module in model.modules():
            if isinstance(module, torch.nn.Dropout):
                module.p = 0.0
    if scenarios is None:
        scenarios = training_scenarios(cfg)
    order = np.random.default_rng(cfg.seed)
    perms = [order.permutation(len(scenarios)) for _ in range(cfg.epochs)]
    k = cfg.groups_per_step
    plan = [p[i : i + k] for p in perms for i in range(0, len(p), k)]
    total = min(len(plan), cfg.max_steps or len(plan))
    trainable = [p for p in model.parameters() if p.requires_grad]
    base_lr = learning_rate(cfg, lora)
    optimizer = torch.optim.AdamW(trainable, lr=base_lr, weight_decay=cfg.weight_decay)
    start = 0
    if state is not None:
        optimizer.load_state_dict(state["optimizer"])
        torch.set_rng_state(state["torch_rng"])
        start = state["step"]
    sched = linear_schedule(optimizer, base_lr, total, start)
    has_vllm = torch.cuda.is_available() and importlib.util.find_spec("vllm") is not None
    use_vllm = cfg.engine == "vllm" or (cfg.engine == "auto" and has_vllm)
    template = ChatTemplate(assistant_prefix="" if cfg.thinking else QWEN3_NO_THINKING)
    if use_vllm and cfg.field_bounds != "chars":
        raise ConfigError("--field-bounds tokens needs the hf engine (vLLM takes a JSON schema)")
    if cfg.sft_demos and not resuming:
        chars = cfg.field_chars if cfg.structured != "off" else None
        demos = [
            demo_sequence(r.messages, tokenizer, template, chars, cfg.field_bounds)
            for r in read_demos(cfg.sft_demos)
        ]
        if not demos:
            raise ConfigError(f"--sft-demos {cfg.sft_demos} holds no demonstrations")
        sft_on_demos(model, demos, cfg, log)
    if use_vllm:  # in-process, as TRL's colocate mode; logprobs after temperature and the mask
        engine = load_vllm(cfg.model, gpu_memory_utilization=cfg.vllm_gpu_memory, seed=cfg.seed)
    else:
        engine = TransformersEngine(
            model, tokenizer, think=cfg.thinking, on_error="count", field_bounds=cfg.field_bounds
        )
    policy = DefenderPolicy(
        engine, tokenizer, prompt=cfg.defender_prompt, template=template,
        temperature=cfg.temperature, top_p=cfg.top_p, max_new_tokens=cfg.max_new_tokens,
        structured=cfg.structured, field_chars=cfg.field_chars,
        max_constraint_error_share=cfg.max_constraint_errors,
    )  # fmt: skip
    reporter = Reporter(cfg.report_to, cfg)
    attacker, attacker_kwargs = split_attacker(cfg.attacker)
    game_config = GameConfig(max_turns=cfg.max_turns)
    history: list[StepLog] = []
    try:
        for step in range(start, total):
            t0 = time.perf_counter()
            if use_vllm and (step > start or resuming or lora or cfg.sft_demos):
                sync_vllm_weights(engine, model)
            picked = [scenarios[i] for i in plan[step]]
            seeds = [cfg.seed * 1_000_003 + step * k + g for g in range(len(picked))]
            trajs = policy.rollout(picked, attacker, attacker_kwargs=attacker_kwargs, group_size=cfg.group_size,
                                   seeds=seeds, config=game_config, rewards=cfg.rewards)  # fmt: skip
            rollout_s = time.perf_counter() - t0
            base = [reward_fn(t.episode) if reward_fn else t.reward for t in trajs]
            batch = make_batch(
                trajs, [shaped_reward(t, r, cfg) for t, r in zip(trajs, base, strict=True)]
            )
            if on_batch:
                on_batch(batch)
            stats = optimise(model, ref, optimizer, batch, cfg)
            row = step_log(step + 1, batch, stats, sched.get_last_lr()[0], rollout_s)
            row.seconds = time.perf_counter() - t0
            row.constraint_errors = sum(
                s.finish_reason == "constraint_error" for t in trajs for s in t.turns
            )
            sched.step()
            history.append(row)
            with open(out / "log.jsonl", "a", encoding="utf-8") as fh:
                values = dataclasses.asdict(row)  # an unmeasured figure (NaN) is written as null
                fh.write(json.dumps({k: None if v != v else v for k, v in values.items()}) + "\n")
            log(" ".join(f"{k}={v:.4g}" for k, v in dataclasses.asdict(row).items()))
            reporter.log(row)
            if cfg.samples and (step + 1) % cfg.sample_every == 0:
                log(sample_games(trajs, cfg.samples))
            if (step + 1) % cfg.save_every == 0 or step + 1 == total:
                state = {"optimizer": optimizer.state_dict(), "step": step + 1, "lora": lora,
                         "torch_rng": torch.get_rng_state(), "config": dataclasses.asdict(cfg)}  # fmt: skip
                save_checkpoint(out, model, tokenizer, state)
    finally:
        policy.close()
        reporter.close()
    return history


def parse_args(argv: Sequence[str] | None = None) -> TrainConfig:
    """A CLI generated from :class:`TrainConfig`: one ``--flag`` per field, its help from the field."""
    raw = argparse.RawDescriptionHelpFormatter
    p = argparse.ArgumentParser(description=__doc__, formatter_class=raw)
    for f in dataclasses.fields(TrainConfig):
        flag = "--" + f.name.replace("_", "-")
        help_ = f"{f.metadata['help']} (default: {f.default})"
        if f.type in (bool, "bool"):
            p.add_argument(
                flag, action=argparse.BooleanOptionalAction, default=f.default, help=help_
            )
        else:
            kind = {"int": int, "float": float}.get(str(f.type), str)
            p.add_argument(flag, type=kind, default=f.default, help=help_)
    return TrainConfig(**vars(p.parse_args(argv)))


def main(argv: Sequence[str] | None = None) -> None:
    try:
        cfg = parse_args(argv)
    except ConfigError as exc:
        raise SystemExit(f"grpo_defender.py: error: {exc}") from None
    train(cfg)


if __name__ == "__main__":
    main()
