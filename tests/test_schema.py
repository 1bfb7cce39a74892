"""Scenario-file schema, semantic validation, and JSONL reading/writing."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from tomsb_env.errors import ConfigError, ScenarioError
from tomsb_env.universe.generate import generate_scenarios
from tomsb_env.universe.scenario import Scenario
from tomsb_env.universe.schema import (
    dumps_scenarios,
    read_scenarios,
    record_errors,
    scenario_schema,
    validate_file,
    validate_record,
    write_scenarios,
)

WHERE = "eval.jsonl line 12"


def make_record() -> dict[str, Any]:
    """A small valid record: 2 companies x 2 divisions x 2 teams."""
    return {
        "id": "demo-k1",
        "universe_id": "demo",
        "theme": "corporate",
        "target": "Marisol",
        "attacker_name": "Dagny",
        "levels": ["company", "division", "team"],
        "universe": {
            "company": ["SkyForge", "Tidewell"],
            "division": {
                "SkyForge": ["Cloud Services", "Robotics"],
                "Tidewell": ["Payments", "Freight Desk"],
            },
            "team": {
                "Cloud Services": ["Nimbus Crew", "Stratus Crew"],
                "Robotics": ["Gripper Guild", "Servo Guild"],
                "Payments": ["Ledger Cell", "Clearing Cell"],
                "Freight Desk": ["Harbour Pod", "Rail Pod"],
            },
        },
        "ground_truth": {
            "company": "SkyForge",
            "division": "Cloud Services",
            "team": "Stratus Crew",
        },
        "attacker_prior": {"company": "SkyForge", "division": None, "team": None},
    }


def error_of(record: Any) -> str:
    with pytest.raises(ScenarioError) as info:
        validate_record(record, WHERE)
    msg = str(info.value)
    assert msg.startswith(f"{WHERE}: "), msg
    assert info.value.where == WHERE
    return msg


def mutated(fn: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    rec = make_record()
    fn(rec)
    return rec


# ------------------------------------------------------------------ schema
def test_schema_is_valid_draft_2020_12() -> None:
    schema = scenario_schema()
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"].endswith("2020-12/schema")


def test_valid_record_round_trips() -> None:
    rec = make_record()
    sc = validate_record(rec, WHERE)
    assert isinstance(sc, Scenario)
    assert sc.truth == ("SkyForge", "Cloud Services", "Stratus Crew")
    assert sc.known_levels == ("company",)
    assert sc.to_dict() == rec
    assert record_errors(rec, WHERE) == []


def test_extra_and_optional_fields() -> None:
    rec = make_record()
    del rec["theme"], rec["universe_id"]
    rec["extra"] = {"note": "hand written"}
    sc = validate_record(rec, WHERE)
    assert sc.theme == "" and sc.extra == {"note": "hand written"}


# ---------------------------------------------------- structural (schema) errors
SCHEMA_CASES: list[tuple[str, Callable[[dict[str, Any]], object], list[str]]] = [
    ("missing field", lambda r: r.pop("ground_truth"), ["missing required field 'ground_truth'"]),
    (
        "unknown field",
        lambda r: r.update(atacker_name="x"),
        ["unknown field 'atacker_name'", "did you mean 'attacker_name'?"],
    ),
    ("wrong type", lambda r: r.update(target=42), ["target must be a string, got integer 42"]),
    ("empty string", lambda r: r.update(target=""), ["target ''", "non-empty name"]),
    ("padded name", lambda r: r.update(attacker_name=" Dagny"), ["attacker_name ' Dagny'"]),
    (
        "prior wrong type",
        lambda r: r["attacker_prior"].update(division=3),
        ["attacker_prior.division must be a string or null, got integer 3"],
    ),
    (
        "empty prior value",
        lambda r: r["attacker_prior"].update(division=""),
        ["attacker_prior.division ''"],
    ),
    (
        "empty entity",
        lambda r: r["universe"]["team"]["Robotics"].__setitem__(1, ""),
        ["universe.team.Robotics[1] ''", "non-empty name"],
    ),
    (
        "layer of wrong type",
        lambda r: r["universe"].update(company="SkyForge"),
        ["universe.company must be a list of names", "got string 'SkyForge'"],
    ),
    (
        "empty layer",
        lambda r: r["universe"].update(company=[]),
        ["universe.company is an empty list"],
    ),
    (
        "duplicate level",
        lambda r: r.update(levels=["company", "company", "team"]),
        ["levels lists 'company' more than once"],
    ),
    (
        "truth wrong type",
        lambda r: r.update(ground_truth=["SkyForge"]),
        ["ground_truth must be an object"],
    ),
]


@pytest.mark.parametrize(
    ("label", "change", "expected"), SCHEMA_CASES, ids=[c[0] for c in SCHEMA_CASES]
)
def test_schema_errors_name_field_and_value(
    label: str, change: Callable[[dict[str, Any]], object], expected: list[str]
) -> None:
    rec = mutated(change)
    msg = error_of(rec)
    for part in expected:
        assert part in msg, msg
    # the published schema (with $refs) agrees that the record is invalid
    assert not Draft202012Validator(scenario_schema()).is_valid(rec)


def test_record_must_be_an_object() -> None:
    assert "must be a JSON object, got array" in error_of([1, 2])


def test_all_schema_errors_are_collected() -> None:
    rec = make_record()
    del rec["target"]
    rec["attacker_name"] = ""
    errors = record_errors(rec, WHERE)
    assert len(errors) == 2
    assert any("missing required field 'target'" in e for e in errors)
    assert any("attacker_name ''" in e for e in errors)


# -------------------------------------------------------------- semantic errors
def _truth_off_path(r: dict[str, Any]) -> None:
    r["ground_truth"]["team"] = "Ledger Cell"  # a team of Payments, not of Cloud Services


SEMANTIC_CASES: list[tuple[str, Callable[[dict[str, Any]], object], list[str]]] = [
    (
        "not a perfect tree",
        lambda r: r["universe"]["team"]["Robotics"].pop(),
        ["universe: not a perfect 2-ary tree", "'Robotics' has 1 children", "expected 2"],
    ),
    (
        "duplicate names",
        lambda r: r["universe"]["team"]["Payments"].__setitem__(0, "Rail Pod"),
        ["duplicate entity name 'Rail Pod'"],
    ),
    (
        "truth not a path",
        _truth_off_path,
        [
            "ground_truth is not a root-to-leaf path",
            "team 'Ledger Cell' belongs to division 'Payments', not 'Cloud Services'",
        ],
    ),
    (
        "truth value unknown",
        lambda r: r["ground_truth"].update(team="Stratus Krew"),
        ["ground_truth.team 'Stratus Krew' is not a team", "did you mean 'Stratus Crew'?"],
    ),
    (
        "truth value at wrong level",
        lambda r: r["ground_truth"].update(team="Robotics"),
        ["ground_truth.team 'Robotics' is a division, expected a team"],
    ),
    (
        "prior inconsistent with truth",
        lambda r: r["attacker_prior"].update(division="Robotics"),
        [
            "attacker_prior.division 'Robotics' is not on the ground-truth path (truth: 'Cloud Services')"
        ],
    ),
    (
        "prior not a prefix",
        lambda r: r["attacker_prior"].update(company=None, division="Cloud Services"),
        ["attacker_prior.division is known but attacker_prior.company is null", "prefix"],
    ),
    (
        "prior knows everything",
        lambda r: r.update(attacker_prior=dict(r["ground_truth"])),
        ["attacker_prior knows every level"],
    ),
    (
        "prior misses a level",
        lambda r: r["attacker_prior"].pop("team"),
        ["attacker_prior is missing level 'team'", "use null"],
    ),
    (
        "unknown level in ground_truth",
        lambda r: r["ground_truth"].update(divison=r["ground_truth"].pop("division")),
        ["ground_truth has unknown level 'divison'", "did you mean 'division'?"],
    ),
    (
        "unknown level in attacker_prior",
        lambda r: r["attacker_prior"].update(tema=r["attacker_prior"].pop("team")),
        ["attacker_prior has unknown level 'tema'", "did you mean 'team'?"],
    ),
    (
        "unknown level in universe",
        lambda r: r.update(
            universe={("teams" if k == "team" else k): v for k, v in r["universe"].items()}
        ),
        ["universe has level 'teams'", "did you mean 'team'?"],
    ),
    (
        "level missing from universe",
        lambda r: r["universe"].pop("team"),
        ["universe is missing level 'team'"],
    ),
    (
        "levels in another order",
        lambda r: r.update(levels=["company", "team", "division"]),
        ["universe levels are in the order ['company', 'division', 'team']"],
    ),
    (
        "same person twice",
        lambda r: r.update(attacker_name="Marisol"),
        ["attacker_name 'Marisol' equals target"],
    ),
]


@pytest.mark.parametrize(
    ("label", "change", "expected"), SEMANTIC_CASES, ids=[c[0] for c in SEMANTIC_CASES]
)
def test_semantic_errors_name_field_and_value(
    label: str, change: Callable[[dict[str, Any]], object], expected: list[str]
) -> None:
    msg = error_of(mutated(change))
    for part in expected:
        assert part in msg, msg


def test_long_choice_lists_are_not_dumped() -> None:
    rec = generate_scenarios(1, seed=3)[1].to_dict()  # 27 leaves
    leaf = rec["levels"][-1]
    true_leaf = rec["ground_truth"][leaf]
    rec["ground_truth"][leaf] = true_leaf + "x"
    msg = error_of(rec)
    assert "valid values" not in msg
    assert f"did you mean {true_leaf!r}?" in msg


# ----------------------------------------------------------------------- files
def _write_lines(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_read_allows_blank_lines(tmp_path: Path) -> None:
    rec = make_record()
    other = make_record()
    other["id"] = "demo-k0"
    other["attacker_prior"] = {"company": None, "division": None, "team": None}
    path = _write_lines(tmp_path / "s.jsonl", ["", json.dumps(rec), "   ", json.dumps(other), ""])
    out = read_scenarios(path)
    assert [s.id for s in out] == ["demo-k1", "demo-k0"]


def test_invalid_json_line_is_located(tmp_path: Path) -> None:
    path = _write_lines(tmp_path / "bad.jsonl", [json.dumps(make_record()), '{"id": "x",'])
    with pytest.raises(ScenarioError, match=r"bad\.jsonl line 2: invalid JSON"):
        read_scenarios(path)


def test_bad_record_is_located_by_line(tmp_path: Path) -> None:
    rec = mutated(lambda r: r["attacker_prior"].update(division="Robotics"))
    path = _write_lines(tmp_path / "eval.jsonl", ["", json.dumps(rec)])
    with pytest.raises(ScenarioError) as info:
        read_scenarios(path)
    assert str(info.value).startswith(f"{path} line 2: attacker_prior.division 'Robotics'")


def test_duplicate_ids_rejected(tmp_path: Path) -> None:
    line = json.dumps(make_record())
    path = _write_lines(tmp_path / "d.jsonl", [line, line])
    with pytest.raises(
        ScenarioError, match=r"line 2: duplicate scenario id 'demo-k1' \(first used at .*line 1\)"
    ):
        read_scenarios(path)


def test_empty_and_missing_files(tmp_path: Path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n\n", encoding="utf-8")
    with pytest.raises(ScenarioError, match="contains no scenarios"):
        read_scenarios(empty)
    with pytest.raises(ScenarioError, match="cannot read scenario file"):
        read_scenarios(tmp_path / "nope.jsonl")
    assert validate_file(tmp_path / "nope.jsonl")[0].startswith(str(tmp_path / "nope.jsonl"))
    assert "contains no scenarios" in validate_file(empty)[0]


def test_write_is_deterministic_and_round_trips(tmp_path: Path) -> None:
    rec = make_record()
    rec["target"] = "Zoë"  # non-ASCII stays readable in the file
    scenarios = [validate_record(rec, WHERE)]
    a = write_scenarios(tmp_path / "a.jsonl", scenarios)
    b = write_scenarios(tmp_path / "sub" / "b.jsonl", scenarios)
    data = a.read_bytes()
    assert data == b.read_bytes() == dumps_scenarios(scenarios).encode("utf-8")
    assert data.endswith(b"\n") and data.count(b"\n") == 1
    assert "Zoë".encode() in data
    assert list(json.loads(data)) == list(rec)  # key order follows to_dict, not sorted
    assert [s.to_dict() for s in read_scenarios(a)] == [rec]


def test_write_refuses_empty_or_duplicate(tmp_path: Path) -> None:
    sc = validate_record(make_record(), WHERE)
    with pytest.raises(ConfigError, match="no scenarios"):
        write_scenarios(tmp_path / "x.jsonl", [])
    with pytest.raises(ConfigError, match="duplicate scenario ids"):
        write_scenarios(tmp_path / "x.jsonl", [sc, sc])


def test_validate_file_collects_every_problem(tmp_path: Path) -> None:
    good = make_record()
    bad_prior = mutated(lambda r: r["attacker_prior"].update(division="Robotics"))
    bad_prior["id"] = "other"
    two_schema_errors = make_record()
    two_schema_errors["id"] = "third"
    two_schema_errors["target"] = ""
    del two_schema_errors["levels"]
    lines = [
        json.dumps(good),
        "not json",
        json.dumps(bad_prior),
        json.dumps(two_schema_errors),
        json.dumps(good),
    ]
    path = _write_lines(tmp_path / "mixed.jsonl", lines)
    problems = validate_file(path)
    assert len(problems) == 5, problems
    assert problems[0].startswith(f"{path} line 2: invalid JSON")
    assert "line 3: attacker_prior.division 'Robotics'" in problems[1]
    assert any("line 4: missing required field 'levels'" in p for p in problems)
    assert any("line 4: target ''" in p for p in problems)
    assert problems[-1].endswith(
        "duplicate scenario id 'demo-k1' (first used at " + f"{path} line 1)"
    )
    assert validate_file(_write_lines(tmp_path / "ok.jsonl", [json.dumps(good)])) == []
