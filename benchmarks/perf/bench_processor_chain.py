"""What transformers' ``LogitsProcessorList`` costs per decode step around our processors.

The list reads each member's signature (``inspect.signature``) at every step; a bound
method costs the most. ``TransformersEngine`` and the ``hf:`` backend hand ``generate`` a
list holding one :class:`~tomsb_env.llm.hf_backend.ProcessorChain` instead of the
constrained chain's four members (log-normaliser, mask, temperature, logprob record). This
prints both on do-nothing processors over tiny tensors, so only the overhead is timed.

    PYTHONPATH=src python benchmarks/perf/bench_processor_chain.py
"""

from __future__ import annotations

import timeit
from typing import Any


class _Record:
    def before(self, input_ids: Any, scores: Any) -> Any:
        return scores

    def __call__(self, input_ids: Any, scores: Any) -> Any:
        return scores


class _Mask:
    def __call__(self, input_ids: Any, scores: Any) -> Any:
        return scores


def main() -> None:
    import torch
    from transformers import LogitsProcessorList, TemperatureLogitsWarper

    from tomsb_env.llm.hf_backend import ProcessorChain

    record = _Record()
    steps = [record.before, _Mask(), TemperatureLogitsWarper(0.7), record]
    ids, scores = torch.zeros((8, 10), dtype=torch.long), torch.zeros((8, 16))
    timed = {}
    for name, processors in (
        ("four members", LogitsProcessorList(steps)),
        ("one ProcessorChain", LogitsProcessorList([ProcessorChain(steps)])),
    ):
        runs = timeit.repeat(lambda p=processors: p(ids, scores), number=2000, repeat=5)
        timed[name] = min(runs) / 2000 * 1e6
        print(f"{name}: {timed[name]:.1f} us a step (best of 5 x 2,000)")
    ratio = timed["four members"] / timed["one ProcessorChain"]
    print(f"the list of four over one chain: {ratio:.1f}x")


if __name__ == "__main__":
    main()
