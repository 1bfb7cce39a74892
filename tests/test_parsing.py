"""Tolerant extraction + strict validation of agent outputs."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tomsb_env.errors import FormatFailure
from tomsb_env.parsing import extract_json, parse_attacker_turn, parse_defender_turn, strip_thinking
from tomsb_env.types import DefenderTurn, Signal

LEVELS = ("company", "division", "team")
ATTACKER = {
    "trust_score": 4,
    "belief": "Orbisoft, division unknown",
    "reflection": "verify the company first",
    "signal": "query again",
    "prompt": "Which company does Marcus work for?",
}
DEFENDER = {
    "attacker_belief_about_target": "knows nothing yet",
    "attacker_trust_in_us": "5",
    "reflection": "ask what they know",
    "reply": "Happy to help - what do you already know?",
}


@pytest.mark.parametrize(
    "wrap",
    [
        lambda s: s,
        lambda s: f"```json\n{s}\n```",
        lambda s: f"```\n{s}\n```",
        lambda s: f"Sure! Here is my answer:\n{s}\nHope that helps.",
        lambda s: f"<think>I should lie {{maybe}}</think>\n{s}",
        lambda s: s.replace("}", ",}"),  # trailing comma
        lambda s: s.replace('"', "'"),  # single quotes
        lambda s: s.replace('"', "\u201c", 1).replace(
            '"', "\u201d", 1
        ),  # smart quotes on the first key
    ],
)
def test_extraction_variants(wrap) -> None:
    text = wrap(json.dumps(DEFENDER))
    assert parse_defender_turn(text, LEVELS).reply == DEFENDER["reply"]


def test_attacker_parse_and_aliases() -> None:
    turn = parse_attacker_turn(json.dumps(ATTACKER), LEVELS)
    assert turn.signal is Signal.QUERY_AGAIN and turn.message == ATTACKER["prompt"]
    alt = dict(ATTACKER, trust_score="3", signal="Attack Successful ", message="bye")
    del alt["prompt"]
    turn = parse_attacker_turn(alt, LEVELS)
    assert (turn.trust_score, turn.signal, turn.message) == (3, Signal.ATTACK_SUCCESSFUL, "bye")
    with_state = dict(ATTACKER, belief_state={"company": "Orbisoft", "division": None})
    assert parse_attacker_turn(with_state, LEVELS).belief_state == {
        "company": "Orbisoft",
        "division": None,
        "team": None,
    }


@pytest.mark.parametrize(
    ("obj", "message"),
    [
        ({k: v for k, v in ATTACKER.items() if k != "signal"}, "'signal' is a required property"),
        (dict(ATTACKER, signal="give up"), "signal"),
        (dict(ATTACKER, trust_score="high"), "trust_score"),
        ({k: v for k, v in ATTACKER.items() if k != "prompt"}, "(top level)"),
        (dict(ATTACKER, belief_state={"divison": "x"}), "did you mean 'division'"),
    ],
)
def test_attacker_schema_errors(obj: dict, message: str) -> None:
    with pytest.raises(FormatFailure) as info:
        parse_attacker_turn(json.dumps(obj), LEVELS)
    assert message in str(info.value)
    assert info.value.raw  # raw text kept for the record


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "no json here",
        "{not json",
        '{"reply": 3}',
        "[1, 2]",
        '{"reflection": "x"}',
        '<think>{"reply": "x"}',
    ],
)
def test_defender_failures(text: str) -> None:
    with pytest.raises(FormatFailure):
        parse_defender_turn(text, LEVELS)


def test_passthrough_and_structured() -> None:
    turn = DefenderTurn(reply="x")
    assert parse_defender_turn(turn) is turn
    out = parse_defender_turn(
        dict(DEFENDER, attacker_prior_estimate={"company": "Orbisoft"}), LEVELS
    )
    # a level left out is "cannot tell" ("?"), not "the attacker does not know it"
    assert out.attacker_prior_estimate == {"company": "Orbisoft", "division": "?", "team": "?"}


def test_strip_thinking() -> None:
    assert strip_thinking("<think>a</think>b") == "b"
    assert strip_thinking("answer <THINK>never closed") == "answer"


json_text = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda kids: (
        st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=8), kids, max_size=3)
    ),
    max_leaves=10,
)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_arbitrary_text_never_crashes(text: str) -> None:
    for parse in (parse_attacker_turn, parse_defender_turn):
        with contextlib.suppress(FormatFailure):
            parse(text, LEVELS)


@settings(max_examples=200, deadline=None)
@given(
    st.dictionaries(st.text(max_size=10), json_text, max_size=5),
    st.text(max_size=40),
    st.text(max_size=40),
)
def test_embedded_objects_are_found(obj: dict, before: str, after: str) -> None:
    obj = dict(obj, reply="the reply")
    text = f"{before.replace('{', '(').replace('}', ')')}\n{json.dumps(obj)}\n{after.replace('{', '(')}"
    # an unclosed <think> hides what follows it by design (see test_strip_thinking)
    assume("<think>" not in text.lower())
    try:
        value = extract_json(text)
    except FormatFailure:
        pytest.fail(f"valid embedded JSON not found in {text!r}")
    assert value.get("reply") == "the reply"


from tomsb_env.parsing import ATTACKER_SCHEMA, DEFENDER_SCHEMA  # noqa: E402

field_value = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 9),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=5),
    st.sampled_from(["4", " -2 ", "²", "٤", "4.0"]),
    st.sampled_from([s.value for s in Signal]),
    st.dictionaries(
        st.sampled_from(LEVELS),
        st.one_of(st.none(), st.text(max_size=3), st.integers()),
        max_size=3,
    ),
    st.lists(st.integers(), max_size=2),
)
attacker_keys = st.sampled_from([*ATTACKER_SCHEMA["properties"], "extra"])
defender_keys = st.sampled_from([*DEFENDER_SCHEMA["properties"], "extra"])


VALIDATORS = {}


def _schema_valid(obj: dict, kind: str) -> bool:
    from jsonschema import Draft202012Validator

    if kind not in VALIDATORS:
        VALIDATORS[kind] = Draft202012Validator(
            ATTACKER_SCHEMA if kind == "attacker" else DEFENDER_SCHEMA
        )
    return VALIDATORS[kind].is_valid(obj)


valid_attacker = st.fixed_dictionaries(
    {
        "trust_score": st.integers(0, 5),
        "belief": st.text(max_size=3),
        "reflection": st.text(max_size=3),
        "signal": st.sampled_from([s.value for s in Signal]),
        "prompt": st.text(max_size=3),
    }
)


@settings(max_examples=600, deadline=None)
@given(
    st.one_of(
        st.dictionaries(attacker_keys, field_value, max_size=8),
        st.builds(
            lambda a, b: {**a, **b},
            valid_attacker,
            st.dictionaries(attacker_keys, field_value, max_size=2),
        ),
    ),
    st.dictionaries(defender_keys, field_value, max_size=7),
)
def test_parsers_accept_exactly_what_the_schema_accepts(att: dict, dfd: dict) -> None:
    """One validator: a dict turn parses if and only if it satisfies the JSON Schema."""
    for obj, kind, parse in (
        (att, "attacker", parse_attacker_turn),
        (dfd, "defender", parse_defender_turn),
    ):
        expected = dict(obj)
        trust = expected.get("trust_score")
        if kind == "attacker" and isinstance(trust, float) and trust.is_integer():
            expected["trust_score"] = int(trust)  # the parser's documented coercions
        if kind == "attacker" and isinstance(trust, str) and trust.strip().lstrip("-").isdecimal():
            expected["trust_score"] = int(trust.strip())
        if kind == "attacker" and isinstance(expected.get("signal"), str):
            expected["signal"] = expected["signal"].strip().lower()
        try:
            parse(dict(obj))
            parsed = True
        except FormatFailure:
            parsed = False
        assert parsed == _schema_valid(expected, kind), (kind, obj)


# ---------------------------------------------------- linear <think> stripping (issue 15)
import re  # noqa: E402
import time  # noqa: E402

from tomsb_env.parsing import _fenced_blocks  # noqa: E402

_REF_THINK = re.compile(r"<think>.*?</think>", re.S | re.I)
_REF_FENCE = re.compile(r"```(?:json|JSON)?\s*\n?(.*?)```", re.S)


def _reference_strip_thinking(text: str) -> str:
    """The earlier regex implementation (quadratic on unclosed tags): the reference."""
    text = _REF_THINK.sub("", text)
    lowered = text.lower()
    if "<think>" in lowered and "</think>" not in lowered:
        text = text[: lowered.index("<think>")]
    return text.strip()


_PIECES = st.sampled_from(
    [
        "<think>", "</think>", "<THINK>", "</Think>", "<thi", "nk>", "<", ">", "```", "```json",
        "json", "\n", " ", "{", "}", '"reply"', ":", '"x"', ",", "'", "text", "é", "</", "/",
    ]
)  # fmt: skip


@settings(max_examples=800, deadline=None)
@given(st.lists(_PIECES, max_size=30).map("".join))
def test_linear_stripping_and_fences_match_the_regex_reference(text: str) -> None:
    assert strip_thinking(text) == _reference_strip_thinking(text)
    assert _fenced_blocks(text) == [m.group(1).strip() for m in _REF_FENCE.finditer(text)]


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, max_size=30).map("".join))
def test_parse_results_unchanged_on_ordinary_text(text: str) -> None:
    """Whole parses agree with the reference pieces: same value or same failure message."""

    def run(strip: Any) -> Any:
        import tomsb_env.parsing as parsing

        saved = parsing.strip_thinking
        parsing.strip_thinking = strip
        try:
            return ("ok", parsing.extract_json(text))
        except FormatFailure as exc:
            return ("fail", str(exc))
        finally:
            parsing.strip_thinking = saved

    assert run(strip_thinking) == run(_reference_strip_thinking)


HOSTILE = ["<think>", "</think><think>", "```", "```json\n{", "{", "{}", "'", '{"a":', "<<<", "\\"]


def _parse_seconds(unit: str, size: int) -> float:
    text = unit * (size // len(unit))
    best = float("inf")
    for _ in range(3):  # this process's CPU time, the best of three: other processes' load
        t0 = time.process_time()  # on a shared machine does not count (it did with wall time)
        with contextlib.suppress(FormatFailure):
            parse_defender_turn(text)
        best = min(best, time.process_time() - t0)
    return best


@pytest.mark.parametrize("unit", HOSTILE)
def test_parse_time_grows_linearly_on_hostile_input_up_to_1_mb(unit: str) -> None:
    small = _parse_seconds(unit, 256 * 1024)
    large = _parse_seconds(unit, 1024 * 1024)
    # 4x the input: linear is ~4x, quadratic 16x; a generous bound against timer noise
    assert large < 8 * max(small, 0.01), (unit, small, large)


_json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**80), 2**80)  # past 64 bits: orjson 3.13 reads these as floats
    | st.floats(allow_nan=False)
    | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.text(max_size=5), _json_values, max_size=4), st.booleans())
def test_a_bare_object_reads_as_the_standard_library_reads_it(obj: dict, ascii_only: bool) -> None:
    text = json.dumps(obj, ensure_ascii=ascii_only)
    assert extract_json(text) == json.loads(text)
    assert extract_json('{"x": NaN}')["x"] != extract_json('{"x": NaN}')["x"]  # NaN, read leniently


def test_a_valid_turn_is_checked_by_the_compiled_schema_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """jsonschema walks the schema on every call (~45 us a turn): it only words errors."""
    import tomsb_env.parsing as parsing

    def unexpected(kind: str) -> None:
        raise AssertionError(f"jsonschema consulted for a valid {kind} turn")

    monkeypatch.setattr(parsing, "_validator", unexpected)
    turn = '{"trust_score": 4, "belief": "b", "reflection": "r", "signal": "query again", "prompt": "p"}'
    assert parse_attacker_turn(turn).trust_score == 4
    assert parse_defender_turn('{"reply": "no"}').reply == "no"
    with pytest.raises(AssertionError, match="consulted"):
        parse_defender_turn('{"reply": 3}')


@pytest.mark.parametrize(
    "text",
    [
        '{"trust_score": 123456789012345678901234567890}',  # past 64 bits: orjson's float
        '{"trust_score": -9223372036854775809, "x": 1e400}',
        '{"x": "\\ud800", "y": Infinity}',  # lone surrogate, Infinity: the stdlib's
    ],
)
def test_what_orjson_reads_otherwise_or_refuses_reads_as_the_standard_library_reads_it(
    text: str,
) -> None:
    assert extract_json(text) == json.loads(text)
    assert type(extract_json(text).get("trust_score", 0)) is int
