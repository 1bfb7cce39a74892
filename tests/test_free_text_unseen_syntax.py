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
