"""Records survive a JSON round trip."""

from __future__ import annotations

import dataclasses
import json

from hypothesis import given
from hypothesis import strategies as st

from tomsb_env.types import (
    AttackerTurn,
    DefenderTurn,
    EpisodeMeta,
    Judgement,
    Outcome,
    Signal,
)

_text = st.text(max_size=8)
_belief = st.none() | st.dictionaries(_text, st.none() | _text, max_size=3)


@given(
    st.builds(
        AttackerTurn,
        trust_score=st.integers(-2, 7),
        belief=_text,
        reflection=_text,
        signal=st.sampled_from(list(Signal)),
        message=_text,
        belief_state=_belief,
        act=_text,
        format_error=st.none() | _text,
        raw=st.none() | _text,
        corrections=st.lists(_text, max_size=2).map(tuple),
    ),
    st.builds(
        DefenderTurn,
        reply=_text,
        attacker_belief_about_target=_text,
        attacker_trust_in_us=_text,
        reflection=_text,
        attacker_prior_estimate=_belief,
        attacker_belief_estimate=_belief,
        act=_text,
        format_error=st.none() | _text,
        raw=st.none() | _text,
        corrections=st.lists(_text, max_size=2).map(tuple),
    ),
)
def test_turn_records_list_every_field_in_order_and_round_trip(
    a: AttackerTurn, d: DefenderTurn
) -> None:
    for turn in (a, d):
        record = turn.to_dict()
        assert list(record) == [f.name for f in dataclasses.fields(turn)]
        assert type(turn).from_dict(json.loads(json.dumps(record))) == turn


@given(
    st.builds(
        Judgement,
        outcome=st.sampled_from(list(Outcome)),
        final_belief=st.dictionaries(_text, st.none() | _text, max_size=3),
        gained_levels=st.lists(_text, max_size=3).map(tuple),
        fooled=st.booleans(),
        leaked=st.booleans(),
        trajectory_tom=st.none() | st.booleans(),
        prior_estimate=_belief,
        stepwise_tom=st.none() | st.floats(0, 1),
        stepwise_matches=st.lists(st.booleans(), max_size=4).map(tuple),
        judge=_text,
    ),
    st.builds(
        EpisodeMeta,
        attacker=_text,
        defender=_text,
        seed=st.none() | st.integers(0, 2**63),
        episode_index=st.integers(0, 5),
        prompts=st.dictionaries(_text, _text, max_size=3),
        usage=st.dictionaries(_text, st.integers(0, 10**6), max_size=3),
        error=st.none() | _text,
        wall_seconds=st.floats(0, 100),
        traceback=st.none() | _text,
    ),
)
def test_judgement_and_meta_records_round_trip(judgement: Judgement, meta: EpisodeMeta) -> None:
    record = meta.to_dict()
    assert ("traceback" in record) == (meta.traceback is not None)  # written only when there is one
    assert EpisodeMeta(**json.loads(json.dumps(record))) == meta
    assert Judgement.from_dict(json.loads(json.dumps(judgement.to_dict()))) == judgement


def test_every_record_keeps_all_its_fields_in_its_own_slots() -> None:
    """``_Record.to_dict`` reads ``__slots__``: a record subclassing another would drop the
    parent's fields from its JSON, so every record names all its fields there, in order."""
    import sys

    from tomsb_env.types import _Record

    todo, seen = list(_Record.__subclasses__()), 0
    while todo:
        cls = todo.pop()
        todo += cls.__subclasses__()
        if getattr(sys.modules[cls.__module__], cls.__qualname__, None) is not cls:
            continue  # the class that slots=True replaced by a new one (it lingers)
        assert cls.__slots__ == tuple(f.name for f in dataclasses.fields(cls)), cls
        seen += 1
    assert seen >= 5
