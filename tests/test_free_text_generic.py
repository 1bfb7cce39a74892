"""A structured note in a syntax no tokeniser claims is read by what any such note has: keys
joining a time and a level, values, null words and status words (round 29)."""

from __future__ import annotations

import time

import pytest

from tomsb_env.judges.free_text import Reading, _gen_triples, read_belief_text, read_prior_text

from .conftest import assert_linear, make_scenarios

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


# round 30: what every structured syntax has, written as rules of no syntax: a line naming a
# time and no value opens a section (the lines under it, or up to the next one), an empty value
# holds nothing, a comment speaks of its line's values, and an unscored section tells nothing
NOW = {**PATH, "division": DIV2}
SECTIONED = {  # each with an empty team before and a disowned one now
    "ini": f"[prior]\ncompany = Orbisoft\ndivision = Bio-Informatics\nteam =\n\n[current]\n"
    f"company = Orbisoft\ndivision = {DIV2}\nteam = Heron ; floated by me, rejected",
    "yaml_nested_kinds": f"attacker:\n  kinds:\n    prior:\n      company: Orbisoft\n"
    f"      division: Bio-Informatics\n      team: nil\n    current:\n      company: Orbisoft\n"
    f"      division: {DIV2}\n      team: Heron  # my decoy; they laughed it off",
    "toml_tables": f'[estimate.prior]\ncompany = "Orbisoft"\ndivision = "Bio-Informatics"\n'
    f'team = ""\n\n[estimate.current]\ncompany = "Orbisoft"\ndivision = "{DIV2}"\n'
    'team = "Heron"   # an example I gave; never adopted',
    "xml_elements": f"<estimate>\n  <prior>\n    <company>Orbisoft</company>\n    <division>"
    f"Bio-Informatics</division>\n    <team/>\n  </prior>\n  <current>\n    <company>Orbisoft"
    f"</company>\n    <division>{DIV2}</division>\n    <team>Heron</team> <!-- floated by me; "
    "rejected -->\n  </current>\n</estimate>",
    "markdown_headings": f"## Prior\n\n- company: Orbisoft\n- division: Bio-Informatics\n"
    f"- team: -\n\n## Current\n\n- company: Orbisoft\n- division: {DIV2}\n"
    "- team: Heron (a decoy I floated; rejected)",
}
UNSCORED = {
    "ini": f"[prior]\n; unscored: lost the thread\n\n[current]\ncompany = Orbisoft\ndivision = {DIV2}",
    "xml": f"<prior/>  <!-- unscored -->\n<current>\n  <company>Orbisoft</company>\n"
    f"  <division>{DIV2}</division>\n</current>",
    "markdown": f"## Prior\n\n(unscored: lost the thread)\n\n## Current\n\n- company: Orbisoft\n"
    f"- division: {DIV2}",
}


@pytest.mark.parametrize("name", sorted(SECTIONED))
def test_sections_empty_values_and_comments_in_an_invented_syntax(name: str) -> None:
    assert read_prior_text(U, SECTIONED[name], False).estimate == PATH
    assert read_belief_text(U, SECTIONED[name]).estimate == NOW


@pytest.mark.parametrize("name", sorted(UNSCORED))
def test_an_unscored_section_gives_no_reading_not_the_other_kinds(name: str) -> None:
    prior = read_prior_text(U, UNSCORED[name], False).estimate
    assert prior is None or set(prior.values()) == {"?"}
    assert read_belief_text(U, UNSCORED[name]).estimate == {**NOW, "team": None}


def test_a_section_reads_its_own_lines_only() -> None:
    note = 'section .prior\n    company: db 0\nsection .current\n    company: db "Orbisoft", 0'
    assert read_prior_text(U, note, False).estimate == dict.fromkeys(PATH)
    cobol = (
        '01 ESTIMATE.\n   05 PRIOR.\n      10 COMPANY PIC X(9) VALUE "Orbisoft".\n'
        "      10 DIVISION PIC X(9) VALUE SPACES.\n   05 CURRENT.\n"
        f'      10 COMPANY PIC X(9) VALUE "Orbisoft".\n      10 DIVISION PIC X(9) VALUE "{DIV2}".'
    )
    assert read_prior_text(U, cobol, False).estimate == {**PATH, "division": None}
    assert read_belief_text(U, cobol).estimate == {**NOW, "team": None}


@pytest.mark.parametrize("filler", [" ", "a ", "1 ", ", ", ":", "-", ".", "; ", "\n "])
@pytest.mark.usefixtures("no_gc")
def test_sections_and_comments_are_linear_on_long_runs(filler: str) -> None:
    for trigger in ("## Prior\n", "<prior>", "[prior]\n", "section .prior\n", "<!-- prior "):
        t0 = time.process_time()
        _gen_triples(U, trigger + filler * 19_000, False)
        assert time.process_time() - t0 < 1.5, (trigger, filler)


# round 31: a header naming its time among keywords ("FROM x AS prior", 'resource "e" "prior" {'),
# several pairs on a line, "KEY =" with nothing after it, a path as one value, a status key, a
# comment on its own line under a header (a statement of its section), a quoted null word
NOTHING = dict.fromkeys(PATH)
KEYWORDED = {  # (prior, current) for syntaxes no set has shown
    "shell_exports": (
        f'# attacker estimate\nexport PRIOR_COMPANY="Orbisoft" PRIOR_DIVISION="Bio-Informatics"\n'
        f'export PRIOR_TEAM=\nexport CURRENT_PATH="Orbisoft / {DIV2}"\n'
        'export NOT_HELD_TEAM="Heron"  # my decoy; they laughed it off',
        NOW,
    ),
    "hcl_blocks": (
        'resource "estimate" "prior" {\n  company  = "Orbisoft"\n  division = "Bio-Informatics"\n'
        '  team     = ""\n}\n\nresource "estimate" "current" {\n'
        "  # gave it all up; holds nothing now\n}",
        NOTHING,
    ),
    "java_properties": (
        "# defender's notes\nestimate.prior.company=Orbisoft\n"
        "estimate.prior.division=Bio-Informatics\nestimate.prior.team=\n"
        f"estimate.current.path=Orbisoft/{DIV2}\nestimate.decoy.team=Heron",
        NOW,
    ),
    "cmake_set": (
        'set(PRIOR_COMPANY "Orbisoft")\nset(PRIOR_DIVISION "Bio-Informatics")\n'
        f'set(PRIOR_TEAM "")\nset(CURRENT_PATH "Orbisoft/{DIV2}")\n'
        'set(DECOY_TEAM "Heron")  # floated by me; rejected',
        NOW,
    ),
    "cmake_lists": (
        'set(prior_estimate company "Orbisoft" division "Bio-Informatics" team "none")\n'
        f'set(current_estimate company "Orbisoft" division "{DIV2}")\nset(not_held team "Heron")',
        NOW,
    ),
}


@pytest.mark.parametrize("name", sorted(KEYWORDED))
def test_keyworded_headers_pairs_paths_and_empty_values_in_an_unseen_syntax(name: str) -> None:
    note, now = KEYWORDED[name]
    assert read_prior_text(U, note, False).estimate == PATH
    assert read_belief_text(U, note).estimate == now


def test_a_section_named_after_another_inherits_it_and_a_comment_under_it_speaks_for_it() -> None:
    stages = 'STAGE scratch AS prior\nSET COMPANY="Orbisoft" TEAM="unknown"\nSTAGE prior AS current'
    assert read_belief_text(U, stages).estimate == {**PATH, "division": None}
    dropped = f"{stages}\n# abandoned it all; holds nothing now"
    assert read_belief_text(U, dropped).estimate == NOTHING
    unscored = 'STAGE scratch AS prior\nLABEL scoring="unscored"\nSTAGE prior AS current'
    assert read_prior_text(U, unscored, False).estimate in (None, dict.fromkeys(PATH, "?"))


@pytest.mark.parametrize("filler", [" ", "a ", "1 ", ", ", ":", "-", ".", "=", '"'])
@pytest.mark.usefixtures("no_gc")
def test_keyworded_headers_and_empty_values_are_linear_on_long_runs(filler: str) -> None:
    for trigger in ("FROM x AS prior\n", "export PRIOR_TEAM=", 'resource "e" "prior" {\n', "AS "):
        for text in (trigger + filler * 19_000, filler * 19_000 + trigger):
            t0 = time.process_time()
            _gen_triples(U, text, False)
            assert time.process_time() - t0 < 0.5, (trigger, filler)


def test_a_header_naming_both_times_builds_now_on_the_prior() -> None:
    for header in ("current: prior", "FROM prior AS current", "current = prior // {"):
        note = f"prior:\n  company = Orbisoft\n  division = Bio-Informatics\n{header}\n  division = {DIV2}"
        assert read_prior_text(U, note, False).estimate == PATH, header
        assert read_belief_text(U, note).estimate == NOW, header
    both = "prior_and_current {\n  company = Orbisoft\n  division = Bio-Informatics\n}"
    assert (("prior", "company"), "Orbisoft", "") in (_gen_triples(U, both, False) or [])
    assert read_belief_text(U, both).estimate == PATH


@pytest.mark.parametrize("mark", [".", "!", "?"])
def test_a_long_run_of_marks_before_a_name_reads_at_once(mark: str, no_gc: None) -> None:
    """Both readers' sentence patterns are tried from a run's first mark only: tried from each,
    22,000 dots right before a name took 26-36 s (quadratic)."""
    from tomsb_env.universe.grounding import grounder_for

    def read(text: str) -> None:
        grounder_for(U).belief_from_text(text)
        read_prior_text(U, text, True)
        read_belief_text(U, text)

    assert_linear(read, lambda n: mark * n + U.roots[0], 22_000)


# round 32: a key naming a time and a level then nothing holds nothing there; a record after a
# time ("prior = {", "both: [", "Prior = #{"), an empty one holding nothing; "not held" scopes;
# "--" comments; a hedge word after a level ("team: unsure", "team: guess X") cannot tell
RECORDS = {  # (prior, current) for syntaxes no set has shown
    "ruby_hashes": (
        '# attacker model\nprior = { company: "Orbisoft", division: "Bio-Informatics", team: nil }\n'
        f'current = {{ company: "Orbisoft", division: "{DIV2}" }}\nnot_held = {{ team: "Heron" }}',
        NOW,
    ),
    "perl_hashrefs": (
        "my $both = { company => 'Orbisoft' };\n"
        "my $prior = { division => 'Bio-Informatics', team => '' };\n"
        f"my $current = {{ division => '{DIV2}' }};  # team never came up\n"
        "my $not_held = { team => 'Heron' };",
        NOW,
    ),
    "asciidoc_attributes": (
        "= Attacker estimate\n:prior-company: Orbisoft\n:prior-division: Bio-Informatics\n"
        f":prior-team:\n:current-path: Orbisoft / {DIV2}\n:not-held-team: Heron\n",
        NOW,
    ),
    "erlang_maps": (
        '%% attacker model\nPrior = #{company => "Orbisoft", division => "Bio-Informatics"},\n'
        'Current = #{},  % gave it all up\nNotHeld = #{team => "Heron"}.',
        NOTHING,
    ),
    "php_arrays": (
        "$prior = ['company' => 'Orbisoft', 'division' => 'Bio-Informatics', 'team' => null];\n"
        f"$current = ['company' => 'Orbisoft', 'division' => '{DIV2}', 'team' => 'unsure'];\n"
        "$not_held = ['team' => 'Heron'];",
        {**NOW, "team": "?"},
    ),
    "elixir_keywords": (
        'both: [company: "Orbisoft"],\nprior: [division: "Bio-Informatics", team: nil],\n'
        f'current: [division: "{DIV2}", team: guess "Heron"]',
        {**NOW, "team": "?"},
    ),
    "haskell_records": (  # (a constructor before the record; "--" comments)
        f'prior = Levels {{ company = "Orbisoft", division = "Bio-Informatics" }}\n'
        f'current = Levels {{ company = "Orbisoft", division = "{DIV2}" }}  -- team dropped\n'
        'note = "offered Heron as a decoy; not taken"',
        NOW,
    ),
}


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_records_empty_keys_and_not_held_scopes_in_an_unseen_syntax(name: str) -> None:
    note, now = RECORDS[name]
    assert read_prior_text(U, note, False).estimate == PATH
    assert read_belief_text(U, note).estimate == now


def test_a_not_held_header_is_no_status_of_the_sections_after_it() -> None:
    note = "FROM scratch AS not_held\nLABEL team=Heron\nFROM scratch AS prior\nENV COMPANY=Orbisoft"
    assert read_prior_text(U, note, False).estimate == {**NOTHING, "company": "Orbisoft"}


@pytest.mark.parametrize("filler", [" ", "a ", "1 ", ", ", ":", "-", ".", "=", '"', "{", "(", ","])
@pytest.mark.usefixtures("no_gc")
def test_records_and_empty_keys_are_linear_on_long_runs(filler: str) -> None:
    for trigger in ("local prior = { ", ":prior division:", "x -- ", "both: [", "not_held = {"):
        for text in (trigger + filler * 9_000, filler * 9_000 + trigger):
            t0 = time.process_time()
            _gen_triples(U, text, False)
            assert time.process_time() - t0 < 0.5, (trigger, filler)


@pytest.mark.usefixtures("no_gc")
def test_a_long_note_of_clauses_is_read_at_once() -> None:
    """A note's clauses looked for a word keeping its values in the whole note each: 3,000
    clauses ("team dropped, ") took 6-7 s (quadratic)."""
    from tomsb_env.judges.free_text import _disowned

    for clause in ("team dropped, ", "x dropped, ", "a "):
        t0 = time.process_time()
        _disowned(U, clause * 3_000, True, {"Orbisoft"})
        assert time.process_time() - t0 < 0.5, clause


@pytest.mark.parametrize("run", [",", "(", "-", "*"])
def test_a_long_run_of_punctuation_before_a_name_reads_at_once(run: str, no_gc: None) -> None:
    """A run of a clause mark after a pronoun is tried from its first mark only ("She is on ,,,,X"
    hunts a name said as "I mean X"), and an org chart's bullet is not read twice ("----X"): 20,000
    commas took 61 s in each reader, parentheses 53 s, dashes 4-10 s, stars 4 s (quadratic)."""
    from tomsb_env.universe.grounding import grounder_for

    name = U.roots[0]
    for text in (f"She is on {run * 22_000}{name}.", run * 22_000 + name):
        start = time.process_time()
        grounder_for(U).belief_from_text(text)
        read_prior_text(U, text, True)
        read_belief_text(U, text)
        assert time.process_time() - start < 3.0, text[:12]


@pytest.mark.parametrize("run", ["—", "–", ", —"])
def test_a_long_run_of_dashes_after_a_name_reads_at_once(run: str, no_gc: None) -> None:
    """A name then a run of dashes ("X——————"): an aside between dashes was split every way
    the run allows (800 dashes 2.3 s, 20,000 for minutes); its runs are bounded now."""
    from tomsb_env.universe.grounding import grounder_for

    def read(text: str) -> None:
        grounder_for(U).belief_from_text(text)
        read_prior_text(U, text, True)
        read_belief_text(U, text)

    name = U.roots[0]
    assert_linear(read, lambda n: name + run * n)
    assert_linear(read, lambda n: f"Sam {run * n} is on {name}.")


# round 33: a key with a leading sigil (":prior", "@prior"); a record after a time key on its
# line ("prior {"); ";" after a closed form then no key: a comment; a datum comment ("#_", "#;")
# discards its form, a block comment ("/* */", "{- -}", "--[[ ]]", "#| |#") its text
SIGILS = {  # syntaxes no set has shown; each note's discarded form would change the reading
    "clojure_discard": '{:prior {:company "Orbisoft" :division "Bio-Informatics"}\n'
    ' #_{:prior {:team "Heron"}}\n'
    f' :current {{:company "Orbisoft" :division "{DIV2}"}}}} ; the team never came up',
    "nix_attrset": '{\n  prior = { company = "Orbisoft"; division = "Bio-Informatics"; };\n'
    '  /* an old draft: current = { team = "Heron"; }; */\n'
    f'  current = {{ company = "Orbisoft"; division = "{DIV2}"; }};\n}}',
    "json5": "{\n  // attacker model\n  prior: {company: 'Orbisoft', division: 'Bio-Informatics'},\n"
    f"  /* current: {{team: 'Heron'}}, */\n  current: {{company: 'Orbisoft', division: '{DIV2}'}},\n}}",
    "elm_record": '{ prior = { company = "Orbisoft", division = "Bio-Informatics" }\n'
    '{- current = { team = "Heron" } -}\n'
    f', current = {{ company = "Orbisoft", division = "{DIV2}" }}\n}}',
    "at_sigils": '@prior {company "Orbisoft" division "Bio-Informatics"}\n'
    '#;(@current {team "Heron"})\n'
    f'@current {{company "Orbisoft" division "{DIV2}"}} ; no team: never named',
}


@pytest.mark.parametrize("name", sorted(SIGILS))
def test_sigil_keys_records_and_discarded_forms_in_an_unseen_syntax(name: str) -> None:
    assert read_prior_text(U, SIGILS[name], False).estimate == PATH
    assert read_belief_text(U, SIGILS[name]).estimate == NOW


def test_an_empty_record_after_a_sigil_time_key_holds_nothing() -> None:
    note = '{:prior {:company "Orbisoft" :division "Bio-Informatics"}\n :current {}} ; gave it up'
    assert read_belief_text(U, note).estimate == NOTHING


@pytest.mark.parametrize("filler", [" ", "a ", "1 ", ", ", ":", "-", ".", "=", '"', "{", "(", ","])
@pytest.mark.usefixtures("no_gc")
def test_discards_and_sigil_records_are_linear_on_long_runs(filler: str) -> None:
    for trigger in ("{:prior {", "#_{", "#;(", "/* prior", "--[[ prior", "{- prior", "} ; prior"):
        for text in (trigger + filler * 9_500, filler * 9_500 + trigger):
            t0 = time.process_time()
            _gen_triples(U, text, False)
            assert time.process_time() - t0 < 0.5, (trigger, filler)
