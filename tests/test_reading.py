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
        ("She was formerly on Treasury.", "Treasury", Role.EARLIER),
        ("She worked in Treasury until 2021.", "Treasury", Role.EARLIER),
        ("Her previous group was Treasury.", "Treasury", Role.EARLIER),
        ("She was transferred to Treasury in May.", "Treasury", Role.CLAIM),
        # R2 lists, labels, "Nor" and double negation
        ("Ruled out: Treasury, RiskAssess.", "RiskAssess", Role.DENIED),
        ("Wrong answers so far: Treasury, RiskAssess.", "RiskAssess", Role.DENIED),
        ("Not Treasury, RiskAssess or Forecasting.", "RiskAssess", Role.DENIED),
        ("Nor, for that matter, is she in Treasury.", "Treasury", Role.DENIED),
        ("Neither; she's in Analytics.", "Analytics", Role.CLAIM),
        ("She's not in any group other than Treasury.", "Treasury", Role.CLAIM),
        ("There's no way she isn't in Treasury.", "Treasury", Role.CLAIM),
        ("It's not true that she isn't in Treasury.", "Treasury", Role.CLAIM),
        ("It's not true that she's in Treasury.", "Treasury", Role.DENIED),
        ("Not Treasury and not RiskAssess.", "RiskAssess", Role.DENIED),
        ("Neither Treasury nor RiskAssess.", "RiskAssess", Role.DENIED),
        ("She's in every group except Treasury.", "Treasury", Role.DENIED),
        # R8 reports and quotes
        ("Bob told me she's in Treasury.", "Treasury", Role.REPORTED),
        ("People assume she's in Treasury.", "Treasury", Role.REPORTED),
        ("You keep saying Treasury.", "Treasury", Role.REPORTED),
        ("Rumour has it she's in Treasury.", "Treasury", Role.REPORTED),
        ("She's in Treasury, or so people say.", "Treasury", Role.REPORTED),
        ("She's in Treasury according to Bob.", "Treasury", Role.REPORTED),
        ("I was told she's in Treasury.", "Treasury", Role.REPORTED),
        ("I heard she's in Treasury.", "Treasury", Role.REPORTED),
        ("Bob says Treasury, but she's in RiskAssess.", "RiskAssess", Role.CLAIM),
        ('She\'s on the "Treasury" group.', "Treasury", Role.REPORTED),
        ("> She's in Treasury", "Treasury", Role.REPORTED),
        ("I think she's in Treasury.", "Treasury", Role.CLAIM),
        ("I told you, she's in Treasury.", "Treasury", Role.CLAIM),
        ("According to our records, she's in Treasury.", "Treasury", Role.CLAIM),
        ("Our records say she's in Treasury.", "Treasury", Role.CLAIM),
        ("Your notes say she's in Treasury.", "Treasury", Role.REPORTED),
        ("My manager thinks she's in Treasury.", "Treasury", Role.REPORTED),
        ("As mentioned, Treasury.", "Treasury", Role.CLAIM),
        ("Think Analytics: the RiskAssess group.", "RiskAssess", Role.CLAIM),
        ("RiskAssess seems likely, given what you've said.", "RiskAssess", Role.CLAIM),
        ('Final answer: "Treasury".', "Treasury", Role.CLAIM),
        ('"Treasury"', "Treasury", Role.CLAIM),
        ("I can't confirm Treasury.", "Treasury", Role.UNSURE),
        # R9 rejected and endorsed
        ("People assume she's in Treasury; they're mistaken.", "Treasury", Role.DENIED),
        ("Bob told me Treasury, which is false.", "Treasury", Role.DENIED),
        ("Is she in Treasury? That's a myth.", "Treasury", Role.DENIED),
        ("Treasury is wrong, RiskAssess is right.", "RiskAssess", Role.CLAIM),
        ("As you correctly said, she's in Treasury.", "Treasury", Role.CLAIM),
        ("You're right, it's Treasury.", "Treasury", Role.CLAIM),
        ("Treasury? That one's right.", "Treasury", Role.CLAIM),
        ("Is she in Treasury? Yes.", "Treasury", Role.CLAIM),
        ("Bob says Treasury, and he's right.", "Treasury", Role.CLAIM),
        ("Bob says Treasury. He's not wrong.", "Treasury", Role.CLAIM),
        ("Word is she's in Treasury; nobody has confirmed it.", "Treasury", Role.REPORTED),
        ("Is she in Treasury? You're right to ask.", "Treasury", Role.ASKED),
        # R10 references, "respectively" and status marks
        ("Treasury or RiskAssess? The latter.", "RiskAssess", Role.CLAIM),
        ("Treasury or RiskAssess? The latter.", "Treasury", Role.ASKED),
        (
            "Treasury and RiskAssess were floated; the former is correct.",
            "RiskAssess",
            Role.REPORTED,
        ),
        ("Treasury or RiskAssess? Not the former.", "Treasury", Role.DENIED),
        (
            "Her old and new groups are Treasury and RiskAssess, respectively.",
            "Treasury",
            Role.EARLIER,
        ),
        (
            "Her old and new groups are Treasury and RiskAssess, respectively.",
            "RiskAssess",
            Role.CLAIM,
        ),
        ("Candidates: RiskAssess (ruled out), Forecasting (confirmed).", "RiskAssess", Role.DENIED),
        ("Treasury: no. RiskAssess: yes.", "Treasury", Role.DENIED),
        ("~~Treasury~~ RiskAssess", "Treasury", Role.DENIED),
        ("✘ Treasury ✔ RiskAssess", "Treasury", Role.DENIED),
        ("- Treasury ✘\n- RiskAssess ✔", "RiskAssess", Role.CLAIM),
        ("> RiskAssess (confirmed)", "RiskAssess", Role.CLAIM),
        ("Is RiskAssess correct?", "RiskAssess", Role.ASKED),
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
        ("She was on RiskAssess.", NONE),  # a past value only: no claim (R6)
        (
            "She's on Forecasting; she was on RiskAssess.",
            {"division": "Analytics", "group": "Forecasting"},
        ),
        ("RiskAssess, not Forecasting.", {"division": "Analytics", "group": "RiskAssess"}),
        ("RiskAssess, though it could be Forecasting.", {"division": "Analytics", "group": None}),
        ("She might be on RiskAssess, she might be on Forecasting.", NONE),
        ("Retention. She keeps users around.", {"division": "Finance", "group": "Retention Team"}),
        ("analytics > forecasting", {"division": "Analytics", "group": "Forecasting"}),
        # no parent from rejected siblings (R7 needs a claimed candidate)
        ("Not Treasury, RiskAssess or Forecasting.", NONE),
        ("Ruled out: RiskAssess, Forecasting.", NONE),
        ("People assume she's in Treasury; they're mistaken.", NONE),
        ("Treasury or RiskAssess? The latter.", {"division": "Analytics", "group": "RiskAssess"}),
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
        "People assume Ana is in Treasury; they're mistaken.",  # the disavowal of issue 39
        "Some think Ana sits in Treasury. That's false.",
        "Ana was formerly on Treasury.",
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
