"""Small things the policy and GRPO tests share: a tiny universe, a scripted test attacker,
a character tokenizer and a word-level tokenizer + random-weight causal LM (no downloads)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from tomsb_env.types import AttackerTurn, AttackerView, Signal
from tomsb_env.universe import Scenario, Universe
from tomsb_env.universe.scenario import AttackerBrief

__all__ = [
    "CharTokenizer",
    "CountdownAttacker",
    "byte_chatml_tokenizer",
    "false_leaves",
    "load_example",
    "save_tiny_model",
    "save_tiny_qwen3",
    "tiny_scenarios",
]

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"

LAYERS = {
    "company": ["Acme", "Globex"],
    "division": {"Acme": ["North", "South"], "Globex": ["East", "West"]},
    "team": {
        "North": ["Red", "Blue"],
        "South": ["Gold", "Grey"],
        "East": ["Jade", "Onyx"],
        "West": ["Ruby", "Sand"],
    },
}
ENTITIES = ["Acme", "Globex", "North", "South", "East", "West"] + [
    t for teams in LAYERS["team"].values() for t in teams
]


def load_example(name: str) -> Any:
    """Import ``examples/<name>.py`` as a module (the examples are not a package)."""
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
        module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
        sys.modules[name] = module
        spec.loader.exec_module(module)  # type: ignore[union-attr]
    return sys.modules[name]


def tiny_scenarios() -> list[Scenario]:
    """Four scenarios over an 8-leaf universe; the attacker knows 0 or 1 levels."""
    u = Universe.from_layers(LAYERS)
    paths = [
        ("Acme", "North", "Red"),
        ("Globex", "West", "Sand"),
        ("Acme", "South", "Grey"),
        ("Globex", "East", "Jade"),
    ]
    out = []
    for i, path in enumerate(paths):
        prior = {"company": path[0] if i % 2 else None, "division": None, "team": None}
        out.append(
            Scenario(
                id=f"tiny-{i}",
                target="Dana",
                attacker_name="Ivo",
                universe=u,
                truth=path,
                prior=prior,
            )
        )
    return out


def false_leaves(scenario: Scenario) -> set[str]:
    """Team names that exist in the universe but are not the target's team."""
    return set(scenario.universe.nodes_at("team")) - {scenario.truth[-1]}


class CountdownAttacker:
    """Asks about the target's team; declares success after ``turns`` turns (drawn from the rng
    when None) holding only its prior, so every finished game counts as fooled."""

    name = "countdown"

    def __init__(self, turns: int | None = None) -> None:
        self.turns = turns
        self.brief: AttackerBrief | None = None
        self.n = 0

    def reset(self, brief: AttackerBrief, rng: np.random.Generator) -> None:
        self.brief = brief
        self.n = self.turns or int(rng.integers(2, 5))

    def act(self, view: AttackerView) -> AttackerTurn:
        assert self.brief is not None
        done = view.turn >= self.n
        return AttackerTurn(
            trust_score=4,
            belief="only what I knew",
            reflection="keep asking",
            signal=Signal.ATTACK_SUCCESSFUL if done else Signal.QUERY_AGAIN,
            message=f"Which team is {self.brief.target} in? ({view.turn})",
            belief_state=self._final() if done else dict(self.brief.prior),
        )

    def _final(self) -> dict[str, str | None]:
        """Its prior plus an invented value at the first level it did not know: a false
        belief, so a declared success is ``fooled`` (with no new value it would be
        ``unconvinced``)."""
        assert self.brief is not None
        belief = dict(self.brief.prior)
        unknown = [lv for lv, v in belief.items() if v is None]
        if unknown:
            belief[unknown[0]] = "Invented Place"
        return belief


class CharTokenizer:
    """encode(): ChatML markers are ids 1 and 2, any other character is ord(c) + 10."""

    special: ClassVar[dict[str, int]] = {"<|im_start|>": 1, "<|im_end|>": 2}

    def encode(self, text: str, add_special_tokens: bool = False) -> list[int]:
        ids: list[int] = []
        i = 0
        while i < len(text):
            for tok, tid in self.special.items():
                if text.startswith(tok, i):
                    ids.append(tid)
                    i += len(tok)
                    break
            else:
                ids.append(ord(text[i]) + 10)
                i += 1
        return ids

    def decode(self, ids: list[int]) -> str:
        inv = {v: k for k, v in self.special.items()}
        return "".join(inv[i] if i in inv else chr(i - 10) for i in ids)


def save_tiny_model(directory: Path, seed: int = 0) -> Path:
    """A 2-layer, 64-wide Llama with random weights and a word-level tokenizer whose vocabulary
    is the universe's names, a few JSON symbols and ChatML markers (all else is [UNK])."""
    import torch
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    words = [
        "[UNK]",
        "<|im_start|>",
        "<|im_end|>",
        "{",
        "}",
        '"',
        ":",
        ",",
        "reply",
        "the",
        "is",
        "in",
    ]
    vocab = {w: i for i, w in enumerate(words + ENTITIES)}
    core = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
    core.pre_tokenizer = pre_tokenizers.Whitespace()
    core.add_special_tokens(["<|im_start|>", "<|im_end|>"])
    tok = PreTrainedTokenizerFast(
        tokenizer_object=core, unk_token="[UNK]", eos_token="<|im_end|>", pad_token="<|im_end|>"
    )
    torch.manual_seed(seed)
    config = LlamaConfig(
        vocab_size=len(vocab),
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=4,
        max_position_embeddings=4096,
        tie_word_embeddings=True,
        bos_token_id=1,
        eos_token_id=2,
        pad_token_id=2,
    )
    LlamaForCausalLM(config).save_pretrained(directory)
    tok.save_pretrained(directory)
    return directory


def byte_chatml_tokenizer(directory: Path) -> Any:
    """A byte-level tokenizer (256 byte tokens, then ``<|im_start|>`` and ``<|im_end|>``) saved
    in ``directory``: every text encodes, and llguidance reads it."""
    from tokenizers import AddedToken, Tokenizer, decoders, models
    from tokenizers.pre_tokenizers import ByteLevel
    from transformers import PreTrainedTokenizerFast

    vocab = {ch: i for i, ch in enumerate(sorted(ByteLevel.alphabet()))}
    for special in ("<|im_start|>", "<|im_end|>"):
        vocab[special] = len(vocab)
    tok = Tokenizer(models.BPE(vocab=vocab, merges=[]))
    tok.add_special_tokens([AddedToken(s, special=True) for s in ("<|im_start|>", "<|im_end|>")])
    tok.pre_tokenizer = ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, eos_token="<|im_end|>")
    fast.save_pretrained(directory)
    return fast


def save_tiny_qwen3(directory: Path, seed: int = 0) -> Path:
    """A 2-layer, 64-wide Qwen3 (q/k norms, tied embeddings) with random weights and
    :func:`byte_chatml_tokenizer`: the architecture the stand-in vLLM checks weights against."""
    import torch
    from transformers import Qwen3Config, Qwen3ForCausalLM

    tok = byte_chatml_tokenizer(directory)
    end = tok.convert_tokens_to_ids("<|im_end|>")
    torch.manual_seed(seed)
    config = Qwen3Config(
        vocab_size=len(tok), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, head_dim=16, max_position_embeddings=1 << 16,
        tie_word_embeddings=True, bos_token_id=end, eos_token_id=end, pad_token_id=end,
    )  # fmt: skip
    Qwen3ForCausalLM(config).save_pretrained(directory)
    return directory
