"""A structured note in a syntax no tokeniser claims is read by what any such note has: keys
joining a time and a level, values, null words and status words (round 29)."""

from __future__ import annotations

import time

import pytest

from tomsb_env.judges.free_text import Reading, _gen_triples, read_belief_text, read_prior_text

from .conftest import make_scenarios

U = make_scenarios()[0].universe  # Orbisoft > Bio-Informatics > Heron
DIV2 = next(d for d in U.nodes_at("division") if d != "Bio-Informatics")
PATH = {"company": "Orbisoft", "division": "Bio-Informatics", "team": None}

NOTES = {  # syntaxes invented for the test: no line of the reader was written for them
    "yaml_front_matter": f"---\nattacker_prior_company: Orbisoft\nattacker_prior_division: "
    f"Bio-Informatics\nattacker_current_division: {DIV2}\n---",
    "sql_insert": "INSERT INTO notes (k, v) VALUES ('prior_company', 'Orbisoft');\n"
    "INSERT INTO notes (k, v) VALUES ('prior_division', 'Bio-Informatics');\n"
    f"INSERT INTO notes (k, v) VALUES ('current_division', '{DIV2}');",
    "xml_attributes": '<estimate when="prior" company="Orbisoft" division="Bio-Informatics"/>\n'
    f'<estimate when="current" division="{DIV2}"/>\n<decoy team="Heron"/>',
    "markdown_deflist": "priorCompany\n: Orbisoft\n\npriorDivision\n: Bio-Informatics\n\n"
    f"currentDivision\n: {DIV2}",
}


@pytest.mark.parametrize("name", sorted(NOTES))
def test_a_note_in_an_invented_syntax_is_read(name: str) -> None:
    read = read_prior_text(U, NOTES[name], False)
    assert (read.reading, read.estimate) == (Reading.PRIOR, PATH)
    now = read_belief_text(U, NOTES[name])
    assert now.estimate is not None and now.estimate["division"] == DIV2


def test_status_words_and_null_words_hold_nothing() -> None:
    note = "kv(prior_company, 'Orbisoft').\nkv(prior_division, none).\nfloated(team, 'Heron')."
    assert read_prior_text(U, note, False).estimate == {
        "company": "Orbisoft",
        "division": None,
        "team": None,
    }
    both = "@both_company 'Orbisoft'\n@both_division 'Bio-Informatics'"
    assert read_belief_text(U, both).estimate == PATH


def test_prose_is_not_read_as_a_structured_note() -> None:
    text = (
        "Before the game (prior_knowledge) they only knew the company, which was Orbisoft, I think."
    )
    assert read_prior_text(U, text, False).reason != "a structured estimate in the text"


@pytest.mark.parametrize("filler", [" ", "a ", "1 ", ", ", ":", "-", "; ", "' ", "a"])
@pytest.mark.usefixtures("no_gc")
def test_the_generic_reader_is_linear_on_long_runs(filler: str) -> None:
    for trigger in ("prior_division ", "(:prior-company ", "holds(prior, ", "kv(both_", "xPrior"):
        for n in (9_000, 19_000):  # (under and over its length bound)
            t0 = time.process_time()
            _gen_triples(U, trigger + filler * n, True)
            assert time.process_time() - t0 < 1.5, (trigger, filler, n)
