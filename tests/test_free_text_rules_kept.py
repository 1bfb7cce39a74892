"""Rules of the estimate reader that no evaluation set's text exercises (issue 43's pruning
found that removing any of them changed no set's output): each is pinned by one note here."""

from __future__ import annotations

from tomsb_env.judges.free_text import read_belief_text, read_prior_text

from .test_free_text_generic import DIV2, PATH, U

NOW = {**PATH, "division": DIV2}


def test_a_rejection_of_it_ends_there_and_what_follows_it_is_read_on_its_own() -> None:
    """ "didn't buy it and still think X": X is read apart from the rejection, else a clause cue
    ("asked about", a negation before it) would withhold the value they ended with."""
    for text in (
        "When they asked about Heron they didn't buy it and still think Puffin.",
        "They weren't fooled and didn't buy it and still think Puffin.",
    ):
        assert read_belief_text(U, text).estimate == {**PATH, "team": "Puffin"}, text


def test_a_header_value_that_names_its_time_is_read_at_that_time() -> None:
    """ "X-Correction: current is X" keys its value by the time word inside it: a correction
    header overrides the value it corrects instead of being dropped as a note."""
    note = "X-Prior: Orbisoft\nX-Current: Heron\nX-Correction: current is Puffin"
    assert read_belief_text(U, note).estimate == {**PATH, "team": "Puffin"}
    prior = "X-Prior: none\nX-Correction: prior is Bio-Informatics"
    assert read_prior_text(U, prior, False).estimate == PATH


def test_a_blank_line_closes_a_section_that_names_no_time() -> None:
    """A blank line ends an untimed section ("[decoy]"): the timed lines after it are not read
    under the decoy's key, where the note would give no estimate at all."""
    note = "[decoy]\nteam = Heron\n\nprior_company = Orbisoft\nprior_division = Bio-Informatics"
    assert read_prior_text(U, note, False).estimate == PATH


def test_an_s_expression_comment_speaks_of_the_list_before_it() -> None:
    """A ";" comment after a list notes that list's values: one saying its team was rejected
    keeps the team from being held now."""
    note = (
        '(prior "Orbisoft" "Bio-Informatics" nil)\n'
        f'(current "Orbisoft" "{DIV2}" "Heron")\n'
        "; Heron: floated by me, rejected"
    )
    assert read_belief_text(U, note).estimate == NOW


def test_a_graphviz_cluster_label_names_its_time() -> None:
    """A cluster's `label=` joins its name, so a cluster labelled with a time ("at the end")
    holds the values of that time; else the note tells nothing of it."""
    note = (
        'digraph g {\n  subgraph cluster_a {\n    label = "at the end";\n'
        '    c0 [label="Orbisoft"];\n  }\n  prior -> p0 -> p1;\n  p0 [label="Orbisoft"];\n'
        '  p1 [label="Bio-Informatics"];\n}'
    )
    assert read_belief_text(U, note).estimate == dict(PATH, division=None)
    assert read_prior_text(U, note, False).estimate == PATH


def test_a_graphviz_node_whose_label_says_rejected_is_not_held() -> None:
    """A node labelled as rejected ("Heron (they rejected it)") blocks its edge, like a
    rejecting edge label: its value is not held."""
    note = (
        "digraph g {\n  prior -> p0 -> p1;\n  current -> c0 -> c1 -> c2;\n"
        '  p0 [label="Orbisoft"];\n  p1 [label="Bio-Informatics"];\n  c0 [label="Orbisoft"];\n'
        f'  c1 [label="{DIV2}"];\n  c2 [label="Heron (they rejected it)"];\n}}'
    )
    assert read_belief_text(U, note).estimate == NOW
    assert read_prior_text(U, note, False).estimate == PATH


def test_a_csv_note_column_rejecting_the_value_empties_the_current_cell() -> None:
    """A CSV row's note column saying the value was rejected empties its current cell, also
    where the row names two values (no note line beside the table then speaks of one)."""
    note = (
        "level,prior,current,note\ncompany,Orbisoft,Orbisoft,\n"
        "division,Bio-Informatics,Bio-Informatics,\nteam,Puffin,Heron,they rejected it"
    )
    assert read_belief_text(U, note).estimate == PATH
    assert read_prior_text(U, note, False).estimate == {**PATH, "team": "Puffin"}
