"""Train a ToM-SB double agent with Dr. GRPO (or the online-SFT baseline), in one file.

One optimizer step: take ``grad_accum`` training scenarios; play ``group_size``
games on each against the attacker (a group shares scenario, attacker and
attacker seed); score each finished game with the environment's terminal
reward; advantage = reward - group mean (Dr. GRPO: no std division); then a
clipped-ratio policy-gradient step on the defender's own tokens.

Multi-turn credit: a game is ONE token sequence, [prompt][reply 1][attacker
message 2][reply 2]..., because ``tomsb_env.rollout.DefenderPolicy`` builds each
turn's prompt by appending to the previous one and reuses the sampled ids
(nothing is re-tokenised). The mask is 1 exactly on sampled ids, each of them
carries the game's advantage, and attacker/environment text is context only.
Token losses are summed and divided by a constant (games x the most defender
tokens a game can hold), not by each game's length.

    python examples/grpo_defender.py --model Qwen/Qwen3-14B --engine vllm --rewards fooling=1,tom=1
    python examples/grpo_defender.py --mode sft ...   # online SFT on games that fooled the attacker

Sampling uses vLLM on a GPU and falls back to transformers' ``generate`` (CPU).
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import json
import shutil
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from tomsb_env.errors import ConfigError
from tomsb_env.game import GameConfig
from tomsb_env.rollout import ChatTemplate, DefenderPolicy, TransformersEngine, load_vllm
from tomsb_env.rollout.chat_template import QWEN3_NO_THINKING
from tomsb_env.types import Episode
from tomsb_env.universe.scenario import Scenario

__all__ = ["Batch", "StepLog", "TrainConfig", "main", "optimise", "parse_args", "train"]


Sequence_ = tuple[list[int], list[int], list[float]]  # token ids, mask, sampler logprobs


def opt(default: Any, help: str) -> Any:
    return field(default=default, metadata={"help": help})


@dataclass
class TrainConfig:
    """A run's settings; every field is also a ``--flag``. Defaults follow the paper where it says."""

    model: str = opt("HuggingFaceTB/SmolLM2-135M-Instruct", "policy: HF id or local directory")
    gguf_file: str = opt("", "load the policy from this GGUF file inside --model (CPU demos)")
    out_dir: str = opt("runs/grpo", "log.jsonl and checkpoint/ go here")
    mode: str = opt("grpo", "'grpo' (Dr. GRPO) or 'sft' (online SFT on fooling games)")
    attacker: str = opt("scripted:base", "attacker spec: scripted name or LLM spec")
    split: str = opt("train", "scenario split to train on")
    rewards: str = opt("fooling=1,tom=1", "reward components and weights")
    group_size: int = opt(8, "G: games per scenario, one advantage group")
    grad_accum: int = opt(4, "scenario groups per optimizer step")
    micro_batch: int = opt(8, "games per forward/backward pass (memory only)")
    epochs: int = opt(1, "passes over the split")
    max_steps: int = opt(0, "stop after this many optimizer steps (0: all epochs)")
    max_turns: int = opt(15, "attacker turns per game")
    max_new_tokens: int = opt(1024, "tokens per defender turn")
    temperature: float = opt(1.0, "sampling temperature (the trainer divides logits by it too)")
    top_p: float = opt(1.0, "nucleus sampling; keep 1.0 so sampler and trainer agree")
    lr: float = opt(1e-6, "peak learning rate, decayed linearly to 0")
    weight_decay: float = opt(0.0, "AdamW weight decay")
    max_grad_norm: float = opt(1.0, "gradient-norm clipping")
    clip_eps: float = opt(0.2, "PPO clip: ratios beyond 1 +- eps stop pushing")
    ppo_epochs: int = opt(1, "updates per batch of games (>1 lets the clip bind)")
    beta: float = opt(0.0, "KL weight to the initial policy (0: no reference model)")
    defender_prompt: str = opt("tom", "defender prompt: tom, mislead, refuse or a prompt file "
                               "(the same argument `tomsb bench --defender-prompt` takes)")
    disable_thinking: bool = opt(False, "pre-fill an empty <think> block (Qwen3)")
    engine: str = opt("auto", "'vllm', 'hf', or 'auto' (vllm if importable and CUDA)")
    vllm_gpu_memory: float = opt(0.3, "share of GPU memory vLLM may take")
    gradient_checkpointing: bool = opt(False, "trade compute for activation memory")
    seed: int = opt(0, "scenario order, attacker seeds, torch sampling")
    save_every: int = opt(25, "checkpoint every N steps (and after the last)")
    resume: bool = opt(False, "continue from out_dir/checkpoint")

    def __post_init__(self) -> None:
        if self.mode not in ("grpo", "sft"):
            raise ConfigError(f"mode must be 'grpo' or 'sft', got {self.mode!r}")
        if self.engine not in ("auto", "vllm", "hf"):
            raise ConfigError(f"engine must be 'auto', 'vllm' or 'hf', got {self.engine!r}")
        counts = "group_size grad_accum micro_batch epochs max_turns max_new_tokens ppo_epochs"
        for name in (*counts.split(), "save_every"):
            if getattr(self, name) < 1:
                raise ConfigError(f"{name} must be >= 1, got {getattr(self, name)!r}")


@dataclass
class Batch:
    """One step's games, ready for the loss."""

    trajectories: list[Any]  # tomsb_env.rollout.Trajectory
    rewards: np.ndarray
    advantages: np.ndarray  # reward - its group's mean
    sequences: list[Sequence_]


@dataclass
class StepLog:
    step: int
    loss: float
    mean_reward: float
    fooled_pct: float
    tom_pct: float
    zero_var_groups: float  # share of groups whose games all scored the same (no signal)
    tokens_per_s: float  # defender tokens sampled per second of rollout
    sampler_gap: float  # mean |sampler - trainer logprob| on trained tokens; ~0 when aligned
    clip_frac: float
    kl: float
    lr: float
    seconds: float


def sync_vllm_weights(llm: Any, model: Any) -> None:
    """Copy the trainer's weights into an in-process vLLM engine, then drop its stale prefix cache.

    Needs the engine in this process (for vLLM V1: VLLM_ENABLE_V1_MULTIPROCESSING=0).
    """
    weights = list(model.state_dict().items())
    if hasattr(llm, "apply_model"):
        llm.apply_model(lambda m: m.load_weights(weights))
    else:
        worker = llm.llm_engine.model_executor.driver_worker
        getattr(worker, "worker", worker).model_runner.model.load_weights(weights)
    llm.reset_prefix_cache()


def make_batch(trajs: list[Any], rewards: Sequence[float]) -> Batch:
    r = np.asarray(rewards, dtype=np.float64)
    groups = np.array([t.group for t in trajs])
    adv = r.copy()
    for g in np.unique(groups):
        adv[groups == g] -= r[groups == g].mean()
    return Batch(trajs, r, adv, [t.sequence() for t in trajs])


def policy_logprobs(model: Any, seqs: Sequence[Sequence_], temperature: float) -> tuple[Any, Any]:
    """Trainer logprobs of every masked token (flat), and the row each one came from."""
    import torch

    width = max(len(s[0]) for s in seqs)
    pad = lambda xs: [x + [0] * (width - len(x)) for x in xs]  # noqa: E731
    ids = torch.tensor(pad([s[0] for s in seqs]), device=model.device)
    mask = torch.tensor(pad([s[1] for s in seqs]), device=model.device)
    att = torch.tensor(pad([[1] * len(s[0]) for s in seqs]), device=model.device)
    hidden = model.base_model(input_ids=ids, attention_mask=att).last_hidden_state
    sel = mask[:, 1:].bool()  # the state at t predicts token t+1
    # project only trained positions: full [batch, length, vocab] logits would dominate memory
    logits = model.get_output_embeddings()(hidden[:, :-1][sel]).float() / temperature
    logp = logits.log_softmax(-1).gather(-1, ids[:, 1:][sel][:, None])[:, 0]
    return logp, sel.nonzero()[:, 0]


def optimise(
    model: Any, ref: Any, optimizer: Any, batch: Batch, cfg: TrainConfig
) -> dict[str, float]:
    """One Dr. GRPO (or SFT) update from a batch of games; returns loss statistics."""
    import torch

    keep = [i for i, s in enumerate(batch.sequences) if sum(s[1])]
    if cfg.mode == "sft":
        keep = [i for i in keep if batch.trajectories[i].episode.judgement.fooled]
    elif not cfg.beta:  # a zero advantage gives a zero gradient: skip the compute
        keep = [i for i in keep if batch.advantages[i] != 0]
    stats = {"loss": 0.0, "sampler_gap": 0.0, "clip_frac": 0.0, "kl": 0.0}
    if not keep:
        optimizer.step()  # no gradients, so no change; keeps the LR scheduler's bookkeeping in order
        return stats
    n_tok = sum(sum(batch.sequences[i][1]) for i in keep)
    per_game = max(1, cfg.max_turns - 1) * cfg.max_new_tokens  # most defender tokens in a game
    norm = len(batch.trajectories) * per_game if cfg.mode == "grpo" else n_tok
    chunks = [keep[i : i + cfg.micro_batch] for i in range(0, len(keep), cfg.micro_batch)]
    old: list[Any] = []
    for epoch in range(cfg.ppo_epochs):
        for c, chunk in enumerate(chunks):
            seqs = [batch.sequences[i] for i in chunk]
            logp, rows = policy_logprobs(model, seqs, cfg.temperature)
            if epoch == 0:  # "old" = the sampling weights, in the trainer's numerics
                old.append(logp.detach())
                sampled = [v for s in seqs for v, m in zip(s[2], s[1], strict=True) if m]
                gap = torch.tensor(sampled, device=logp.device) - old[c]
                stats["sampler_gap"] += gap.abs().sum().item() / n_tok
            if cfg.mode == "sft":
                loss = -logp.sum() / norm
            else:
                adv = torch.tensor(batch.advantages[chunk], dtype=logp.dtype, device=logp.device)[
                    rows
                ]
                ratio = (logp - old[c]).exp()
                clipped = ratio.clamp(1 - cfg.clip_eps, 1 + cfg.clip_eps)
                tok = -torch.min(ratio * adv, clipped * adv)
                if cfg.beta:
                    with torch.no_grad():
                        ref_logp = policy_logprobs(ref, seqs, cfg.temperature)[0]
                    kl = (ref_logp - logp).exp() - (ref_logp - logp) - 1  # k3 estimator, >= 0
                    tok = tok + cfg.beta * kl
                    stats["kl"] += kl.detach().sum().item() / n_tok / cfg.ppo_epochs
                bound = ((ratio - 1).abs() > cfg.clip_eps).sum().item()
                stats["clip_frac"] += bound / n_tok / cfg.ppo_epochs
                loss = tok.sum() / norm
            loss.backward()
            stats["loss"] += loss.item() / cfg.ppo_epochs
        torch.nn.utils.clip_grad_norm_(model.parameters(), cfg.max_grad_norm)
        optimizer.step()
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
        stats["clip_frac"], stats["kl"], lr, 0.0,
    )  # fmt: skip


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
    model, tokenizer = load_policy(str(ckpt)) if resuming else load_policy(cfg.model, cfg.gguf_file)
    ref = load_policy(cfg.model, cfg.gguf_file)[0].requires_grad_(False) if cfg.beta else None
    if cfg.gradient_checkpointing:  # transformers checkpoints only in training mode,
        enable = getattr(model, "activation_checkpointing_enable", None)  # (the v5+ name)
        (enable or model.gradient_checkpointing_enable)()
        model.train()  # so train() with every dropout zeroed instead of eval()
        for module in model.modules():
            if isinstance(module, torch.nn.Dropout):
                module.p = 0.0
    if scenarios is None:
        from tomsb_env.universe.datasets import load_scenarios

        scenarios = load_scenarios(cfg.split)
    order = np.random.default_rng(cfg.seed)
    perms = [order.permutation(len(scenarios)) for _ in range(cfg.epochs)]
    plan = [p[i : i + cfg.grad_accum] for p in perms for i in range(0, len(p), cfg.grad_accum)]
    total = min(len(plan), cfg.max_steps or len(plan))
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay)
    sched = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: max(0.0, 1 - s / total))
    start = 0
    if resuming:
        state = torch.load(ckpt / "trainer_state.pt", weights_only=False)
        optimizer.load_state_dict(state["optimizer"])
        sched.load_state_dict(state["scheduler"])
        torch.set_rng_state(state["torch_rng"])
        start = state["step"]
    has_vllm = torch.cuda.is_available() and importlib.util.find_spec("vllm") is not None
    use_vllm = cfg.engine == "vllm" or (cfg.engine == "auto" and has_vllm)
    if use_vllm:
        engine = load_vllm(cfg.model, gpu_memory_utilization=cfg.vllm_gpu_memory)
    else:
        engine = TransformersEngine(model, tokenizer)
    policy = DefenderPolicy(
        engine, tokenizer, prompt=cfg.defender_prompt,
        template=ChatTemplate(assistant_prefix=QWEN3_NO_THINKING if cfg.disable_thinking else ""),
        temperature=cfg.temperature, top_p=cfg.top_p, max_new_tokens=cfg.max_new_tokens,
    )  # fmt: skip
    game_config = GameConfig(max_turns=cfg.max_turns)
    history: list[StepLog] = []
    for step in range(start, total):
        t0 = time.perf_counter()
        if use_vllm and (step > start or resuming):
            sync_vllm_weights(engine, model)
        picked = [scenarios[i] for i in plan[step]]
        seeds = [cfg.seed * 1_000_003 + step * cfg.grad_accum + g for g in range(len(picked))]
        trajs = policy.rollout(picked, cfg.attacker, group_size=cfg.group_size, seeds=seeds,
                               config=game_config, rewards=cfg.rewards)  # fmt: skip
        rollout_s = time.perf_counter() - t0
        batch = make_batch(trajs, [reward_fn(t.episode) if reward_fn else t.reward for t in trajs])
        if on_batch:
            on_batch(batch)
        stats = optimise(model, ref, optimizer, batch, cfg)
        row = step_log(step + 1, batch, stats, sched.get_last_lr()[0], rollout_s)
        row.seconds = time.perf_counter() - t0
        sched.step()
        history.append(row)
        with open(out / "log.jsonl", "a", encoding="utf-8") as fh:
            fh.write(json.dumps(dataclasses.asdict(row)) + "\n")
        log(" ".join(f"{k}={v:.4g}" for k, v in dataclasses.asdict(row).items()))
        if (step + 1) % cfg.save_every == 0 or step + 1 == total:
            state = {"optimizer": optimizer.state_dict(), "scheduler": sched.state_dict(), "step": step + 1,
                     "torch_rng": torch.get_rng_state(), "config": dataclasses.asdict(cfg)}  # fmt: skip
            save_checkpoint(out, model, tokenizer, state)
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
