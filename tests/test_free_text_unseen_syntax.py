"""Defender notes in thirteen syntaxes, read by the estimate conventions alone: six no blind set
had used when this was written (Ruby, Haskell, Go, Swift, Kotlin, OCaml; set 36 then used Haskell
and Go), seven in forms the sets' notes had not taken (TOML inline tables, INI, XML attributes,
Prolog facts, SQL rows, Python's ``dict()``, a Common Lisp plist).

Each note is labelled by the conventions of ``docs/grounding.md`` ("Estimates"): records for
either time, now copied from before and then changed (``a = b``, an update of one key), a key
removed after a denial (held only before), commented-out records (never held), an empty record
or ``unknown`` (nothing known), a decoy or rejected value (never held, never cancelling a held
one), ``?`` (open at that level and below).

Before any change to the reader (``main`` b39d330) it read 19 of the 26 (note, time) pairs
right.

``MORE_NOTES`` adds sixteen notes in eight syntaxes the notes above had not used: Dhall records,
HCL blocks, Jsonnet objects, Scala case classes, Julia named tuples and Dicts, F# records,
MATLAB/Octave structs and Rust struct literals (no blind set of 17-37 uses seven of them; set 24
has HCL notes, of other forms: a ``locals`` block with ``merge`` and labelled ``estimate``
blocks here), with the same conventions
plus dead code (``if false``), ``None``/``missing`` values, an unscored time and several records
on one line. Before any change to the reader (``main`` 2cd21ca) it read 26 of the 32 pairs right.
"""

from __future__ import annotations

import pytest

from tomsb_env.judges.free_text import read_belief_text, read_prior_text

from .conftest import make_scenarios

U = make_scenarios()[0].universe  # Orbisoft > Bio-Informatics > Heron
D2 = "Cloud Weave"
ORB, BIO = "Orbisoft", "Bio-Informatics"


def est(company: str | None = None, division: str | None = None, team: str | None = None):
    return {"company": company, "division": division, "team": team}


NOTHING = est()
# syntax -> (note, prior label, current label)
NOTES = {
    "toml_inline_tables": (
        f'prior = {{ company = "{ORB}", division = "{BIO}" }}\n'
        f'current = {{ company = "{ORB}", division = "{D2}" }}',
        est(ORB, BIO),
        est(ORB, D2),
    ),
    "ruby_hash_merge": (
        f'prior = {{ company: "{ORB}", division: "{BIO}", team: nil }}\n'
        f'current = prior.merge(division: "{D2}")',
        est(ORB, BIO),
        est(ORB, D2),
    ),
    "haskell_record_update": (
        f'prior = Estimate {{ company = "{ORB}", division = "{BIO}" }}\n'
        f'current = prior {{ division = "{D2}" }}',
        est(ORB, BIO),
        est(ORB, D2),
    ),
    "go_struct_commented_out": (
        f'prior := Estimate{{Company: "{ORB}", Division: "{BIO}"}}\n'
        f'// current := Estimate{{Company: "{ORB}", Division: "{D2}"}}\n'
        "current := Estimate{}",
        est(ORB, BIO),
        NOTHING,
    ),
    "swift_remove_after_denial": (
        f'var prior = ["company": "{ORB}", "division": "{BIO}"]\n'
        "var current = prior\n"
        'current.removeValue(forKey: "division") // denied',
        est(ORB, BIO),
        est(ORB),
    ),
    "kotlin_map_minus_key": (
        f'val prior = mapOf("company" to "{ORB}", "division" to "{BIO}")\n'
        'val current = prior - "division"',
        est(ORB, BIO),
        est(ORB),
    ),
    "ini_sections": (
        f"[prior]\ncompany = {ORB}\n\n[current]\ncompany = {ORB}\ndivision = {D2}\n",
        est(ORB),
        est(ORB, D2),
    ),
    "xml_rejected_beside_held": (
        f'<prior company="{ORB}"/>\n<current company="{ORB}" division="{BIO}"/>\n'
        f'<rejected division="{D2}"/>',
        est(ORB),
        est(ORB, BIO),
    ),
    "prolog_facts_unknown": (
        f"prior(company, '{ORB}').\nprior(division, unknown).\n"
        f"current(company, '{ORB}').\ncurrent(division, '{BIO}').",
        est(ORB),
        est(ORB, BIO),
    ),
    "sql_multi_row_insert": (
        "INSERT INTO estimate (phase, company, division) VALUES\n"
        f"  ('prior', '{ORB}', NULL),\n  ('current', '{ORB}', '{BIO}');",
        est(ORB),
        est(ORB, BIO),
    ),
    "common_lisp_plist_hedge": (
        f'(defparameter *prior* \'(:company "{ORB}" :division "{BIO}"))\n'
        f'(defparameter *current* \'(:company "{ORB}" :division "?"))',
        est(ORB, BIO),
        est(ORB, "?", "?"),
    ),
    "ocaml_record_block_comment": (
        f'let prior = {{ company = "{ORB}"; division = "{BIO}" }}\n'
        f'(* let current = {{ company = "{ORB}"; division = "{D2}" }} *)\n'
        f'let current = {{ company = "{ORB}"; division = "{BIO}"; team = "Heron" }}',
        est(ORB, BIO),
        est(ORB, BIO, "Heron"),
    ),
    "python_dict_copy_update": (
        f'prior = dict(company="{ORB}")\ncurrent = dict(prior, division="{BIO}")',
        est(ORB),
        est(ORB, BIO),
    ),
}


@pytest.mark.parametrize("name", sorted(NOTES))
def test_prior_in_an_unseen_syntax(name: str) -> None:
    note, prior, _ = NOTES[name]
    assert read_prior_text(U, note, False).estimate == prior


@pytest.mark.parametrize("name", sorted(NOTES))
def test_current_in_an_unseen_syntax(name: str) -> None:
    note, _, current = NOTES[name]
    assert read_belief_text(U, note).estimate == current


UNSCORED = "unscored"  # no reading, or one of only `?`: never the other time's values
# eight more syntaxes, none used by a blind set (sets 17-37) or by the notes above: Dhall, HCL,
# Jsonnet, Scala, Julia, F#, MATLAB/Octave, Rust; syntax -> (note, prior label, current label)
MORE_NOTES = {
    "dhall_record_override": (
        f'let prior = {{ company = "{ORB}", division = "{BIO}" }}\n'
        f'let current = prior // {{ division = "{D2}" }}\n'
        "in { prior, current }",
        est(ORB, BIO),
        est(ORB, D2),
    ),
    "dhall_none_and_empty_record": (
        f'let prior = {{ company = Some "{ORB}", division = None Text }}\n'
        f'-- let current = {{ company = Some "{ORB}", division = Some "{D2}" }}\n'
        "let current = {=}\n"
        "in { prior, current }",
        est(ORB),
        NOTHING,
    ),
    "hcl_blocks_open_level": (
        f'estimate "prior" {{\n  company  = "{ORB}"\n  division = "{BIO}"\n}}\n\n'
        f'estimate "current" {{\n  company  = "{ORB}"\n  division = "?"\n}}',
        est(ORB, BIO),
        est(ORB, "?", "?"),
    ),
    "hcl_locals_merge_commented": (
        "locals {\n"
        f'  prior   = {{ company = "{ORB}", division = "{BIO}" }}\n'
        f'  # current = {{ company = "{ORB}", division = "{D2}" }}\n'
        '  current = merge(local.prior, { team = "Heron" })\n'
        "}",
        est(ORB, BIO),
        est(ORB, BIO, "Heron"),
    ),
    "jsonnet_object_inheritance": (
        f"local prior = {{ company: '{ORB}', division: '{BIO}' }};\n"
        f"{{\n  prior: prior,\n  current: prior {{ division: '{D2}' }},\n}}",
        est(ORB, BIO),
        est(ORB, D2),
    ),
    "jsonnet_remove_key_and_rejected": (
        f"{{\n  prior: {{ company: '{ORB}', division: '{BIO}' }},\n"
        "  current: std.objectRemoveKey(self.prior, 'division'),  // denied it; they dropped it\n"
        f"  rejected: {{ division: '{D2}' }},  // my decoy, laughed off\n}}",
        est(ORB, BIO),
        est(ORB),
    ),
    "scala_case_class_copy": (
        f'val prior = Estimate(company = "{ORB}", division = "{BIO}", team = "?")\n'
        'val current = prior.copy(team = "Heron")',
        est(ORB, BIO, "?"),
        est(ORB, BIO, "Heron"),
    ),
    "scala_one_line_unknown": (
        f'val prior = Estimate(company = "{ORB}", division = "unknown"); '
        f'val current = Estimate(company = "{ORB}", division = "{BIO}", team = "Heron")',
        est(ORB),
        est(ORB, BIO, "Heron"),
    ),
    "julia_named_tuple_merge": (
        f'prior = (company = "{ORB}", division = missing)\n'
        f'current = merge(prior, (division = "{BIO}", team = "Heron"))',
        est(ORB),
        est(ORB, BIO, "Heron"),
    ),
    "julia_dict_delete": (
        f'prior = Dict("company" => "{ORB}", "division" => "{BIO}")\n'
        "current = copy(prior)\n"
        'delete!(current, "division")  # denied it, they let it go',
        est(ORB, BIO),
        est(ORB),
    ),
    "fsharp_record_with": (
        f'let prior = {{ Company = "{ORB}"; Division = "{BIO}"; Team = None }}\n'
        f'let current = {{ prior with Division = "{D2}" }}',
        est(ORB, BIO),
        est(ORB, D2),
    ),
    "fsharp_bluff_beside_held": (
        f'let prior = {{ Company = "{ORB}"; Division = "{BIO}" }}\n'
        'let bluffed = { Team = "Heron" } // said they knew the team: a bluff\n'
        f'let current = {{ Company = "{ORB}"; Division = "{BIO}"; Team = "Heron" }}',
        est(ORB, BIO),
        est(ORB, BIO, "Heron"),
    ),
    "matlab_struct_copy_set_field": (
        f"prior = struct('company', '{ORB}', 'division', '{BIO}');\n"
        "current = prior;\n"
        f"current.division = '{D2}';",
        est(ORB, BIO),
        est(ORB, D2),
    ),
    "matlab_rmfield_dead_code": (
        f"prior.company = '{ORB}';\nprior.division = '{BIO}';\n"
        f"if false\n  current = struct('company', '{ORB}', 'division', '{D2}');\nend\n"
        "current = rmfield(prior, 'division');  % denied",
        est(ORB, BIO),
        est(ORB),
    ),
    "rust_struct_update": (
        f'let prior = Estimate {{ company: "{ORB}", division: "{BIO}", ..Default::default() }};\n'
        f'let current = Estimate {{ division: "{D2}", ..prior }};',
        est(ORB, BIO),
        est(ORB, D2),
    ),
    "rust_unscored_and_default": (
        "let prior = Estimate::Unscored; // lost the thread, not scored\n"
        f'/* let current = Estimate {{ company: "{ORB}", division: "{D2}", ..Default::default() }}; */\n'
        "let current = Estimate::default();",
        UNSCORED,
        NOTHING,
    ),
}


def _agrees(got: dict | None, label: object) -> bool:
    if label == UNSCORED:
        return got is None or set(got.values()) == {"?"}
    return got == label


@pytest.mark.parametrize("name", sorted(MORE_NOTES))
def test_prior_in_eight_more_syntaxes(name: str) -> None:
    note, prior, _ = MORE_NOTES[name]
    assert _agrees(read_prior_text(U, note, False).estimate, prior)


@pytest.mark.parametrize("name", sorted(MORE_NOTES))
def test_current_in_eight_more_syntaxes(name: str) -> None:
    note, _, current = MORE_NOTES[name]
    assert _agrees(read_belief_text(U, note).estimate, current)


def test_a_removing_word_is_a_whole_word() -> None:
    """Only a whole removing word drops a level: a key that merely starts like one ("delta",
    from "del") keeps the value held before it, and "delete" still drops it."""
    held = f'prior.company = "{ORB}"\nprior.division = "{BIO}"\nprior.team = "Heron"\n'
    assert read_prior_text(U, held + "prior.deltaTeam", False).estimate == est(ORB, BIO, "Heron")
    assert read_prior_text(U, held + "prior.delete(team)", False).estimate == est(ORB, BIO)
