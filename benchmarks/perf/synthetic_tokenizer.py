"""A synthetic byte-level BPE tokenizer of any vocabulary size, built offline.

``gpu_check.sh`` and ``bench_mask_fill.py`` use it at Qwen's size (151,936 entries) so that
the constraint's token mask costs what it would with a real tokenizer of that size.
"""

from __future__ import annotations

from typing import Any


def tokenizer(vocab_size: int) -> Any:
    """Byte-level BPE with ChatML markers: the 256 byte symbols, then pairs and triples of
    printable ones as merges until ``vocab_size`` entries."""
    import itertools

    from tokenizers import AddedToken, Tokenizer, decoders, models
    from tokenizers.pre_tokenizers import ByteLevel
    from transformers import PreTrainedTokenizerFast

    alphabet = sorted(ByteLevel.alphabet())
    vocab = {ch: i for i, ch in enumerate(alphabet)}
    common = [c for c in alphabet if c.isalnum() or c in '{}":,Ġ'][:90]
    merges = []
    budget = vocab_size - len(vocab) - 2
    for a, b in itertools.product(common, common):
        if len(merges) >= budget:
            break
        vocab[a + b] = len(vocab)
        merges.append((a, b))
    pairs = list(merges)
    for (a, b), c in itertools.product(pairs, common):
        if len(merges) >= budget:
            break
        if a + b + c not in vocab:
            vocab[a + b + c] = len(vocab)
            merges.append((a + b, c))
    for s in ("<|im_start|>", "<|im_end|>"):
        vocab[s] = len(vocab)
    tok = Tokenizer(models.BPE(vocab=vocab, merges=merges))
    tok.add_special_tokens([AddedToken(s, special=True) for s in ("<|im_start|>", "<|im_end|>")])
    tok.pre_tokenizer = ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    template = (
        "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n"
        "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
    )
    return PreTrainedTokenizerFast(
        tokenizer_object=tok, eos_token="<|im_end|>", pad_token="<|im_end|>", chat_template=template
    )
