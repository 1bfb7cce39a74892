"""Scope (docs/grounding.md, "Scope"): which mentions a text claims, and the readers that
use it (the judge's belief_from_text, the scripted attackers, the structured estimates)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tomsb_env.agents.attackers.scripted_reading import reader_for
from tomsb_env.errors import FormatFailure
from tomsb_env.judges.exact import normalise_estimate
from tomsb_env.parsing import parse_defender_turn
from tomsb_env.universe.grounding import Grounder, belief_from_text
from tomsb_env.universe.reading import Role, roles
from tomsb_env.universe.tree import Universe

U = Universe.from_layers(
    {
        "division": ["Finance", "Analytics"],
        "group": {
            "Finance": ["Treasury", "Retention Team"],
            "Analytics": ["RiskAssess", "Forecasting"],
        },
    }
)
NONE = {"division": None, "group": None}


def role_of(text: str, name: str) -> Role:
    g = Grounder(U)
    found = [(m, r) for m, r in g.read(text) if m.name == name]
    assert found, (text, name)
    return found[0][1]


@pytest.mark.parametrize(
    ("text", "name", "role"),
    [
        # R1 questions, and a summary that only asks to be confirmed
        ("Is she in Treasury?", "Treasury", Role.ASKED),
        ("Finance > Treasury. Is that right?", "Treasury", Role.ASKED),
        ("Treasury? No, she's in RiskAssess.", "RiskAssess", Role.CLAIM),
        # R2 negation to the clause end; a comma before "or" continues it
        ("He's definitely not in Finance.", "Finance", Role.DENIED),
        ("She isn't on Treasury, or anything in Analytics.", "Analytics", Role.DENIED),
        ("She's no longer in Analytics.", "Analytics", Role.DENIED),
        ("RiskAssess, not Forecasting.", "RiskAssess", Role.CLAIM),
        ("RiskAssess, not Forecasting.", "Forecasting", Role.DENIED),
        ("RiskAssess rather than Forecasting.", "Forecasting", Role.DENIED),
        ("I can't say more, but she's in Finance.", "Finance", Role.CLAIM),
        # R3 a denied subject, alone or in a list
        ("Finance is ruled out.", "Finance", Role.DENIED),
        ("Treasury and RiskAssess are out, which leaves Forecasting.", "Treasury", Role.DENIED),
        ("Treasury and RiskAssess are out, which leaves Forecasting.", "Forecasting", Role.CLAIM),
        ("Finance isn't right.", "Finance", Role.DENIED),
        # R4 possibility
        ("She might be on RiskAssess.", "RiskAssess", Role.UNSURE),
        # R5 conditionals; the speaker's own pick after one commits
        ("If she were in Analytics, she'd probably be on RiskAssess.", "RiskAssess", Role.SUPPOSED),
        ("She'd be on RiskAssess if she were in Analytics.", "RiskAssess", Role.SUPPOSED),
        ("Were she in Analytics, I'd know.", "Analytics", Role.SUPPOSED),
        ("If it's not Treasury, I'll go with RiskAssess.", "RiskAssess", Role.CLAIM),
        ("She's in Finance, if that helps.", "Finance", Role.CLAIM),
        # R6 changed values
        ("She used to be on RiskAssess.", "RiskAssess", Role.PAST),
        ("She moved from RiskAssess to Forecasting.", "RiskAssess", Role.PAST),
        ("She moved from RiskAssess to Forecasting.", "Forecasting", Role.CLAIM),
        ("Earlier I said RiskAssess, but it's actually Forecasting.", "RiskAssess", Role.PAST),
        ("As I said, she's in Finance.", "Finance", Role.CLAIM),
        ("She was on RiskAssess.", "RiskAssess", Role.EARLIER),
    ],
)
def test_roles(text: str, name: str, role: Role) -> None:
    assert role_of(text, name) is role


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("He's definitely not in Finance.", NONE),
        ("If she were in Analytics, she'd probably be on RiskAssess.", NONE),
        (
            "She was transferred from RiskAssess to Forecasting.",
            {"division": "Analytics", "group": "Forecasting"},
        ),
        (
            "She was on RiskAssess, but she's now on Forecasting.",
            {"division": "Analytics", "group": "Forecasting"},
        ),
        (
            "She was on RiskAssess.",
            {"division": "Analytics", "group": "RiskAssess"},
        ),  # nothing replaced it
        (
            "She's on Forecasting; she was on RiskAssess.",
            {"division": "Analytics", "group": "Forecasting"},
        ),
        ("RiskAssess, not Forecasting.", {"division": "Analytics", "group": "RiskAssess"}),
        ("RiskAssess, though it could be Forecasting.", {"division": "Analytics", "group": None}),
        ("She might be on RiskAssess, she might be on Forecasting.", NONE),
        ("Retention. She keeps users around.", {"division": "Finance", "group": "Retention Team"}),
        ("analytics > forecasting", {"division": "Analytics", "group": "Forecasting"}),
    ],
)
def test_belief_from_text_reads_claims_only(text: str, belief: dict) -> None:
    assert belief_from_text(U, text) == belief


@settings(max_examples=150, deadline=None)
@given(
    st.text(max_size=120), st.lists(st.tuples(st.integers(0, 120), st.integers(1, 12)), max_size=5)
)
def test_roles_takes_any_text_and_spans(text: str, raw: list[tuple[int, int]]) -> None:
    spans, end = [], 0
    for start, width in sorted(raw):  # non-overlapping spans inside the text, in order
        s = max(start, end)
        if s + width <= len(text):
            spans.append((s, s + width))
            end = s + width
    out = roles(text, spans)
    assert len(out) == len(spans) and all(isinstance(r, Role) for r in out)


def test_roles_scale_linearly() -> None:
    """Long hostile input: one pass, no backtracking blow-up (checked by size, not time)."""
    text = "not if maybe used to from " * 4000 + "Finance"
    g = Grounder(U)
    assert [r for _, r in g.read(text)] == [Role.SUPPOSED]  # "if" outranks "not"


def test_the_scripted_attacker_reads_a_denial_as_no_claim() -> None:
    reader = reader_for(U)
    for text in (
        "Ana is definitely not in Finance.",
        "If Ana were in Finance, I'd have heard.",
        "Ana used to be on Treasury.",
    ):
        facts = reader.read(text)
        assert facts.claims == {}, text
    asked = reader.read("Is Ana in Treasury or RiskAssess?")
    assert asked.claims == {} and asked.listed == {"group": ("Treasury", "RiskAssess")}
    assert reader.read("Ana is in RiskAssess, not Forecasting.").claims == {
        "division": "Analytics",
        "group": "RiskAssess",
    }


def test_structured_estimates_read_keys_and_names_without_regard_to_case() -> None:
    levels = list(U.levels)
    turn = parse_defender_turn(
        '{"reply": "ok", "attacker_prior_estimate": "{\\"DIVISION\\": \\"finance\\"}"}', levels
    )
    assert turn.attacker_prior_estimate == {"division": "finance", "group": "?"}
    assert normalise_estimate(U, turn.attacker_prior_estimate) == {
        "division": "Finance",
        "group": "?",
    }
    with pytest.raises(FormatFailure, match="given twice"):
        parse_defender_turn(
            {"reply": "ok", "attacker_prior_estimate": {"Division": "x", "division": "y"}}, levels
        )
    with pytest.raises(FormatFailure, match="unknown level"):
        parse_defender_turn({"reply": "ok", "attacker_prior_estimate": {"team": "x"}}, levels)
