#!/usr/bin/env bash
# The GPU figures of benchmarks/results/gpu_check.md, from one run on a machine without network access:
# a randomly initialised Qwen3-0.6B-shaped model built from a config (no download) and a
# synthetic byte-level BPE tokenizer of Qwen's vocabulary size (151,936 entries, so the
# constraint's mask costs what it would), then
#   1. plain `generate` tokens/s at batch 1 and 8,
#   2. the rollout engine (TransformersEngine) tokens/s for 8 games, unconstrained and
#      constrained (fields bounded in characters, then in tokens), with the mask's ms per
#      decode step and its share of the step,
#   3. the hf: chat backend's time for 4 concurrent calls over one call,
#   4. s/step and peak GPU memory of two GRPO steps of examples/grpo_defender.py.
# Needs this package's dependencies there; wordfreq's wheel is 57 MB, and the grounding reads
# only its wordfreq/*.py and wordfreq/data/small_en.msgpack.gz, which can travel as a folder
# on PYTHONPATH. Target: under 6 minutes on one H100. Usage:
#   bash benchmarks/gpu_check.sh            # the real shape (GPU)
#   bash benchmarks/gpu_check.sh --tiny     # a dry run of every part with a tiny model (CPU)
#   bash benchmarks/gpu_check.sh --parts 4  # only the GRPO steps (when a lease is short)
#   bash benchmarks/gpu_check.sh --tiny --vocab 151936 --parts 2  # the mask's cost, on a CPU
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-python}"
PYTHONPATH="src${PYTHONPATH:+:$PYTHONPATH}" exec timeout 900 "$PY" - "$@" <<'EOF'
import argparse, asyncio, importlib.util, statistics, sys, tempfile, time
from pathlib import Path

import torch

p = argparse.ArgumentParser()
p.add_argument("--tiny", action="store_true", help="tiny model and sizes (a CPU dry run)")
p.add_argument("--parts", default="1,2,3,4", help="which numbered parts to run (default: all)")
p.add_argument("--vocab", type=int, help="another vocabulary size (with --tiny, 151936 gives "
               "the real mask's cost around a tiny model, on a CPU)")
args = p.parse_args()
parts = {int(x) for x in args.parts.split(",")}
cuda = torch.cuda.is_available()
dev = "cuda" if cuda else "cpu"
dtype = torch.bfloat16 if cuda else torch.float32
print(f"device: {torch.cuda.get_device_name() if cuda else 'cpu'}  dtype: {dtype}  tiny: {args.tiny}")
T0 = time.perf_counter()


sys.path.insert(0, "benchmarks/perf")
from synthetic_tokenizer import tokenizer  # noqa: E402


from transformers import AutoModelForCausalLM, Qwen3Config

if args.tiny:
    shape = dict(vocab_size=4096, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                 num_attention_heads=4, num_key_value_heads=2, head_dim=16)
    new_tokens, prompt_len, turn_tokens = 32, 64, 48
else:  # Qwen3-0.6B's config.json
    shape = dict(vocab_size=151936, hidden_size=1024, intermediate_size=3072, num_hidden_layers=28,
                 num_attention_heads=16, num_key_value_heads=8, head_dim=128)
    new_tokens, prompt_len, turn_tokens = 256, 1024, 256
shape["vocab_size"] = args.vocab or shape["vocab_size"]
tok = tokenizer(shape["vocab_size"])
config = Qwen3Config(**shape, max_position_embeddings=32768, tie_word_embeddings=True,
                     eos_token_id=tok.eos_token_id, pad_token_id=tok.eos_token_id)
torch.manual_seed(0)
with torch.device(dev):  # initialise on the device: a CPU init of 600M weights takes most of a minute
    model = AutoModelForCausalLM.from_config(config, dtype=dtype).eval()
work = Path(tempfile.mkdtemp(prefix="gpu_check_"))
model.save_pretrained(work)
tok.save_pretrained(work)
print(f"model: {sum(p.numel() for p in model.parameters()) / 1e6:.0f}M parameters, vocab {len(tok)} "
      f"(built in {time.perf_counter() - T0:.0f} s)")


def sync():
    if cuda:
        torch.cuda.synchronize()


# 1. plain generate
for batch in (1, 8) if 1 in parts else ():
    ids = torch.randint(300, len(tok) - 2, (batch, prompt_len), device=dev)
    kw = dict(max_new_tokens=new_tokens, min_new_tokens=new_tokens, do_sample=True, pad_token_id=tok.eos_token_id)
    warm = ids[:, :16]
    model.generate(warm, attention_mask=torch.ones_like(warm), **{**kw, "max_new_tokens": 4, "min_new_tokens": 4})
    sync(); t = time.perf_counter()
    with torch.no_grad():
        model.generate(ids, attention_mask=torch.ones_like(ids), **kw)
    sync(); s = time.perf_counter() - t
    print(f"generate batch {batch}: {batch * new_tokens / s:.0f} tokens/s ({s:.2f} s)")

# 2. the rollout engine, 8 games' first turn, unconstrained and constrained
from tomsb_env.agents.turn_schemas import defender_turn_schema
from tomsb_env.llm import guidance
from tomsb_env.rollout import TransformersEngine, sampling_params

engines = {b: TransformersEngine(model, tok, on_error="count", field_bounds=b) for b in ("chars", "tokens")}
end = tok.convert_tokens_to_ids("<|im_end|>")
schema = defender_turn_schema(("company", "division", "team"), field_chars=48)
prompts = [{"prompt_token_ids": torch.randint(300, len(tok) - 2, (prompt_len,)).tolist()} for _ in range(8)]
mask_s: list[float] = []
fill_s: list[float] = []  # the host-side part: llguidance filling the packed bitmask
inner, inner_fill = guidance.BatchGuidanceLogitsProcessor.__call__, guidance.BatchGuidanceLogitsProcessor._fill


def timed(self, input_ids, scores):
    sync(); t = time.perf_counter()
    out = inner(self, input_ids, scores)
    sync(); mask_s.append(time.perf_counter() - t)
    return out


def timed_fill(self):
    t = time.perf_counter()
    out = inner_fill(self)
    fill_s.append(time.perf_counter() - t)
    return out


step_ms: dict[str, float] = {}
unconstrained_ms: list[float] = []
# "constrained" runs untimed (no synchronisation added inside a step), so its difference to
# "unconstrained" (the mean of a run first and a run last) is what the constraint costs;
# "timed" splits that cost up (the processor with a sync each side, and llguidance's fill
# inside it). "tokens": the same fields bounded in tokens (field_bounds="tokens";
# benchmarks/perf/bench_mask_fill.py).
runs = (("unconstrained", None, False, "chars"), ("constrained", schema, False, "chars"),
        ("constrained, timed", schema, True, "chars"), ("constrained, tokens", schema, False, "tokens"),
        ("constrained, tokens, timed", schema, True, "tokens"), ("unconstrained", None, False, "chars"))
for label, js, timed_run, bounds in runs if 2 in parts else ():
    engine = engines[bounds]
    guidance.BatchGuidanceLogitsProcessor.__call__ = timed if timed_run else inner
    guidance.BatchGuidanceLogitsProcessor._fill = timed_fill if timed_run else inner_fill
    sp = sampling_params(json_schema=js, n=1, temperature=0.7, top_p=1.0, max_tokens=turn_tokens,
                         logprobs=0, stop_token_ids=[end], skip_special_tokens=False)
    # warm-up (llguidance's tokenizer once; the whole batch the first time: on one H200 the
    # first batch-8 run was 2.3x slower than the same run last)
    engine.generate(prompts if not step_ms else prompts[:2], sp)
    mask_s.clear(); fill_s.clear()
    sync(); t = time.perf_counter()
    outs = engine.generate(prompts, sp)
    sync(); s = time.perf_counter() - t
    n = sum(len(o.outputs[0].token_ids) for o in outs)
    steps = max(len(o.outputs[0].token_ids) for o in outs)
    step_ms[label] = 1000 * s / steps
    if js is None:
        unconstrained_ms.append(step_ms[label])
    extra = ""
    if js is not None:
        errors = sum(o.outputs[0].finish_reason == "constraint_error" for o in outs)
        extra = f", constraint errors {errors}"
    if timed_run:
        ms = 1000 * sum(mask_s) / max(1, len(mask_s))
        fill = 1000 * sum(fill_s) / max(1, len(fill_s))
        extra += (f", processor {ms:.2f} ms/step with a sync each side = {100 * ms / step_ms[label]:.1f}% "
                  f"of a step (llguidance's fill {fill:.2f})")
    elif js is not None:
        cost = step_ms[label] - step_ms["unconstrained"]
        extra += f", {cost:.2f} ms/step over unconstrained = {100 * cost / step_ms[label]:.1f}% of a step"
    print(f"rollout engine {label}: {n / s:.0f} tokens/s, {step_ms[label]:.1f} ms/step over {steps} steps{extra}")
guidance.BatchGuidanceLogitsProcessor.__call__ = inner
guidance.BatchGuidanceLogitsProcessor._fill = inner_fill
if 2 in parts:
    base = statistics.mean(unconstrained_ms)
    for label in ("constrained", "constrained, tokens"):
        cost = step_ms[label] - base
        print(f"{label} over the mean unconstrained step ({base:.1f} ms): {cost:.2f} ms = "
              f"{100 * cost / step_ms[label]:.1f}% of a step")

# 3. the hf: backend: 4 concurrent calls over one call
from tomsb_env.llm import SamplingParams, make_backend


async def chats(backend, k):
    params = [SamplingParams(temperature=0.7, max_tokens=new_tokens, seed=i) for i in range(k)]
    msgs = [{"role": "user", "content": "word " * 50}]
    t = time.perf_counter()
    await asyncio.gather(*(backend.chat(msgs, p) for p in params))
    return time.perf_counter() - t


async def concurrency():
    backend = make_backend(f"hf:{work}", structured="off")
    try:
        await chats(backend, 4)  # load + warm-up
        pairs = [(await chats(backend, 1), await chats(backend, 4)) for _ in range(5)]
    finally:
        await backend.aclose()
    one, four = (statistics.median(x) for x in zip(*pairs))  # interleaved: load drifts cancel
    print(f"hf: backend on {backend.device}: 1 call {one:.2f} s, 4 concurrent {four:.2f} s, "
          f"ratio {four / one:.2f} (median of 5 pairs; batches {backend.batch_sizes[-2:]})")


if 3 in parts:
    asyncio.run(concurrency())
del model, engines
if cuda:
    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()

# 4. two GRPO steps of the example (LoRA r32, group 8, grad-accum 4, 3-turn games, constrained)
if 4 not in parts:
    print(f"total {time.perf_counter() - T0:.0f} s")
    sys.exit(0)
spec = importlib.util.spec_from_file_location("grpo_defender", "examples/grpo_defender.py")
grpo = importlib.util.module_from_spec(spec)
sys.modules["grpo_defender"] = grpo
spec.loader.exec_module(grpo)
cfg = grpo.TrainConfig(model=str(work), out_dir=str(work / "run"), engine="hf", group_size=8,
                       grad_accum=4, micro_batch=4, max_turns=3, max_new_tokens=turn_tokens,
                       structured="on", field_chars=48, finetune="lora", max_steps=2, samples=0,
                       save_every=1000)


def step_line(line: str) -> None:  # each step as it ends: a cut-off run still reports
    peak_now = torch.cuda.max_memory_allocated() / 2**30 if cuda else float("nan")
    print(f"{line[:400]} peak_gib={peak_now:.1f}", flush=True)


rows = grpo.train(cfg, log=step_line)
peak = torch.cuda.max_memory_allocated() / 2**30 if cuda else float("nan")
for r in rows:
    print(f"GRPO step {r.step}: {r.seconds:.1f} s, rollout {r.tokens_per_s:.0f} tokens/s, masked {r.masked_nats:.3f} nats, "
          f"sampler gap {r.sampler_gap:.2e}, constraint errors {r.constraint_errors}")
print(f"GRPO peak memory: {peak:.1f} GiB allocated")
print(f"total {time.perf_counter() - T0:.0f} s")
EOF
