"""``tomsb_env.fastjson``: orjson where it can, the standard library where it cannot; same data."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tomsb_env import fastjson

# every code point, lone surrogates included (orjson refuses those; the fallback must not)
_text = st.text(st.characters(codec=None, exclude_categories=()), max_size=20)
_json = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**80), max_value=2**80)  # beyond 64 bits: the fallback again
    | st.floats(allow_nan=False, allow_infinity=False)
    | _text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_text, inner, max_size=4),
    max_leaves=20,
)


@given(_json)
def test_dumps_reads_back_equal_with_either_codec(value: Any) -> None:
    assert json.loads(fastjson.dumps(value)) == value
    assert fastjson.loads(fastjson.dumps(value)) == value
    assert json.loads(fastjson.dumps_text(value)) == value


@given(_json)
def test_standard_library_fallback_reads_back_equal(value: Any) -> None:
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(fastjson, "HAVE_ORJSON", False)
        assert fastjson.loads(fastjson.dumps(value)) == value


def test_output_is_compact_utf8() -> None:
    assert fastjson.dumps({"a": [1, "é"]}) == '{"a":[1,"é"]}'.encode()


def test_loads_reads_what_the_standard_library_wrote() -> None:
    value = fastjson.loads('{"x": NaN, "y": Infinity}')
    assert math.isnan(value["x"]) and value["y"] == math.inf


@pytest.mark.parametrize("bad", [b"", b"{", b'{"a": 1', b"not json"])
def test_loads_raises_value_error(bad: bytes) -> None:
    with pytest.raises(ValueError):
        fastjson.loads(bad)


def test_non_string_keys_fall_back() -> None:
    assert json.loads(fastjson.dumps({1: "a"})) == {"1": "a"}


def test_integers_beyond_64_bits_read_back_exact() -> None:
    for big in (2**64, -(2**63) - 1, 10**30):
        assert fastjson.loads(str(big)) == big and isinstance(fastjson.loads(str(big)), int)
        assert fastjson.loads(f'{{"n": {big}}}'.encode()) == {"n": big}
        for flat in (f'{{"a": "x", "n": {big}}}', f'{{"n": [{big}]}}', f"[{big}, 1]"):
            value = fastjson.loads(flat)
            assert value == json.loads(flat)
            assert not any(isinstance(v, float) for v in _leaves(value))


def _leaves(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [x for v in value.values() for x in _leaves(v)]
    if isinstance(value, list):
        return [x for v in value for x in _leaves(v)]
    return [value]


@given(_json)
def test_loads_of_any_json_text_equals_the_standard_librarys(value: Any) -> None:
    # with big integers written as text, not passed through dumps' fallback only
    text = json.dumps(value, ensure_ascii=False)
    ours, reference = fastjson.loads(text), json.loads(text)
    assert ours == reference
    assert [type(x) for x in _leaves(ours)] == [type(x) for x in _leaves(reference)]


@given(st.dictionaries(st.text(), st.one_of(st.none(), st.text())))
def test_dumps_indented_is_the_standard_librarys_text(mapping: dict[str, str | None]) -> None:
    # prompts embed beliefs this way, and their hashes are recorded: not one character may differ
    assert fastjson.dumps_indented(mapping) == json.dumps(mapping, indent=2, ensure_ascii=False)


@pytest.mark.parametrize(
    "mapping", [{}, {"a": 1.5, "b": [1, None]}, {"lone": "\ud800"}, {"ctrl": "\x00\x1f\x7f\u2028"}]
)
def test_dumps_indented_edge_values(mapping: dict[str, Any]) -> None:
    assert fastjson.dumps_indented(mapping) == json.dumps(mapping, indent=2, ensure_ascii=False)
