"""Names that are ordinary English words: the prose rules P1-P8 of docs/grounding.md."""

from __future__ import annotations

import itertools
import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tomsb_env.universe.grounding import Grounder, grounder_for
from tomsb_env.universe.ordinary import ZIPF_COMMON, is_common_word, level_nouns
from tomsb_env.universe.tree import Universe

from .conftest import OFFICIAL

LABELLED = Path(__file__).parent / "data" / "grounding_mentions.jsonl"
ORDINARY_CATEGORIES = {"ordinary", "ordinary_with_name", "sentence_start_ambiguous"}
# measured once with the grounder of f97f071 (benchmarks/bench_grounding_mentions.py):
# it found every proper use and read 128 ordinary uses as names
OLD_RECALL_ON_PROPER_USES = 1.0


@pytest.fixture(scope="module")
def org() -> Universe:
    return Universe.from_layers(
        {
            "division": ["Research", "Operations", "Finance"],
            "team": {
                "Research": ["Analytics", "Design", "Structure"],
                "Operations": ["Logistics", "Support", "Chimera"],
                "Finance": ["Data Science", "Testing", "Hub Core"],
            },
        }
    )


def found(g: Grounder, text: str) -> list[str]:
    return [m.name for m in g.mentions(text)]


# ------------------------------------------------------------ the word list
def test_common_words_come_from_the_frequency_list() -> None:
    for word in ("research", "support", "analytics", "logistics", "design", "operations"):
        assert is_common_word(word), word
    for word in ("chimera", "tokamak", "sitycorp", "x", "t800", ""):
        assert not is_common_word(word), word
    assert 2.5 < ZIPF_COMMON < 4


def test_common_words_agree_with_wordfreq_zipf_frequency() -> None:
    import wordfreq

    # every 53rd word of the large list: common and rare, ASCII and not, either side of 3.0
    sample = itertools.islice(wordfreq.iter_wordlist("en", "large"), 0, None, 53)
    words = [w for w in sample if w.isalpha() and len(w) > 1]  # one letter: never common
    assert len(words) > 5000 and any(not w.isascii() for w in words)
    for word in words:
        expected = wordfreq.zipf_frequency(word, "en", wordlist="small") >= ZIPF_COMMON
        assert is_common_word(word) is expected, word


def test_level_nouns_take_the_head_of_each_level_name() -> None:
    nouns = level_nouns(["company", "team_name", "project_code", "business_unit", "Division"])
    for noun in ("company", "team", "project", "unit", r"business\s+unit", "division", "group"):
        assert noun in nouns
    assert "name" not in nouns and "code" not in nouns


# ------------------------------------------------------------ one test per rule
def test_p1_names_not_spelled_as_plain_words_match_in_any_case(org: Universe) -> None:
    g = Grounder(org)
    assert found(g, "honestly chimera is weird") == ["Chimera"]  # not a common word
    assert found(g, "the hub-core rollout and hubcore") == ["Hub Core", "Hub Core"]
    assert found(g, "datascience is a slug") == ["Data Science"]  # not two words as written
    assert found(g, "I like data science a lot") == []  # two common words as written


def test_p2_a_text_that_is_only_the_name_is_the_name(org: Universe) -> None:
    g = Grounder(org)
    for text in ("research", "  Research. ", '"design"', "(support)", "data science"):
        assert len(found(g, text)) == 1, text
    assert found(g, "research more") == []


def test_p3_quoted_or_emphasised_names_are_names(org: Universe) -> None:
    g = Grounder(org)
    assert found(g, 'they kept saying "design" all day') == ["Design"]
    assert found(g, "was it **Support**?") == ["Support"]
    assert found(g, "the `testing` one") == ["Testing"]
    assert found(g, "it's design's fault") == []  # an apostrophe is not a quote


def test_p4_a_unit_noun_after_or_a_label_before_makes_a_name(org: Universe) -> None:
    g = Grounder(org)
    assert found(g, "the research team handles that") == ["Research"]
    assert found(g, "the Operations division") == ["Operations"]
    assert found(g, "she is with the design teams now") == ["Design"]
    assert found(g, "it's support (division) I think") == ["Support"]
    assert found(g, "team: design, division = research") == ["Design", "Research"]
    assert found(g, "the research and design teams") == ["Research", "Design"]  # P8 too
    assert found(g, "the research budget") == []


def test_p5_case_and_position_decide_for_common_words(org: Universe) -> None:
    g = Grounder(org)
    # the examples of ordinary uses
    for text in (
        "I suspect nothing yet; I will research further.",
        "Quick question on the structure of the week.",
        "the day-to-day operations",
        "I ran some analytics on it",
        "that was by design",
        "the logistics of meeting up",
    ):
        assert found(g, text) == [], text
    assert found(g, "I think Research is right") == ["Research"]  # capitalised mid-sentence
    assert found(g, "Research's lead signed it") == ["Research"]  # capitalised possessive
    assert found(g, "ask FINANCE about it") == ["Finance"]
    assert found(g, "ASK FINANCE ABOUT IT") == []  # an all-caps text says nothing by case


def test_p6_a_verb_that_places_someone_names_a_lower_case_unit(org: Universe) -> None:
    g = Grounder(org)
    assert found(g, "she moved to analytics in May") == ["Analytics"]
    assert found(g, "he was transferred into finance") == ["Finance"]
    assert found(g, "she works in design these days") == ["Design"]
    assert found(g, "he joined the support crew") == ["Support"]
    assert found(g, "she moved to Analytics") == ["Analytics"]
    assert found(g, "I'm interested in research") == []  # no placing verb


def test_p7_a_sentence_initial_common_word_needs_context(org: Universe) -> None:
    g = Grounder(org)
    assert found(g, "Research is hard these days.") == []  # the ambiguous case: not a name
    assert found(g, "Fine. Support would help.") == []
    assert found(g, "Research.") == ["Research"]  # alone in its sentence
    assert found(g, "Which one? Design, right?") == ["Design"]
    assert found(g, "## Finance\nnothing yet") == ["Finance"]  # a heading
    assert found(g, "- Research\n- Design") == ["Research", "Design"]  # list items
    assert found(g, "Testing: not confirmed") == ["Testing"]  # a label
    assert found(g, "Research is the division I meant.") == ["Research"]
    assert found(g, "Testing is our team now.") == ["Testing"]
    assert found(g, "e.g. Research would do") == ["Research"]  # an abbreviation, not a stop
    # answer position after a label: "X, nothing else", "X (sure)"
    assert found(g, "going in: Research, nothing else") == ["Research"]
    assert found(g, "at the start: Design (sure)") == ["Design"]
    assert found(g, "Design (sure enough) got harder.") == []


def test_p8_a_sentence_initial_name_joined_to_a_name(org: Universe) -> None:
    g = Grounder(org)
    assert found(g, "Research, Design or Testing?") == ["Research", "Design", "Testing"]
    assert found(g, "Design sits under Research.") == ["Design", "Research"]
    assert found(g, "Logistics is part of Operations.") == ["Logistics", "Operations"]
    assert found(g, "Support in Finance is thin.") == ["Finance"]  # a bare "in" does not join
    assert found(g, "Support from Chimera helped.") == ["Chimera"]


def test_structured_values_stay_case_blind(org: Universe) -> None:
    g = Grounder(org)
    assert g.lookup("research") == "Research"
    assert g.lookup(' "data-science" ') == "Data Science"
    assert g.lookup("research team") is None  # a value must be the name as a whole
    assert g.lookup("nothing") is None
    text = "I will research further"
    assert g.names(text) == set() and g.names(text, prose=False) == {"Research"}
    # a claim still needs an assertive frame (docs/grounding.md, R11): "will ... further" is none
    assert g.belief_from_text(text, prose=False)["division"] is None
    assert g.belief_from_text("she's in research", prose=False)["division"] == "Research"
    assert g.by_level(text, prose=False)["division"] == ["Research"]
    assert g.contains(text, "Research", prose=False) and not g.contains(text, "Research")
    assert g.belief_from_text('{"division": "research"}')["division"] == "Research"


def test_the_word_list_is_loaded_on_first_need_only(org: Universe) -> None:
    g = Grounder(org)
    assert "_prose" not in g.__dict__
    g.names("nothing that names a unit")
    assert "_prose" not in g.__dict__
    g.names("the research team")
    assert "_prose" in g.__dict__


# ------------------------------------------------------------ properties
COMMON = ("Research", "Support", "Design", "Analytics", "Operations", "Security", "Growth")
FILLER = [
    "honestly",
    "we",
    "looked",
    "at",
    "the",
    "numbers",
    "yesterday",
    "and",
    "nobody",
    "knew",
    "why",
    "it",
    "was",
    "odd",
    "maybe",
    "later",
    "quite",
    "some",
    "of",
    "it",
    "seemed",
    "fine",
    "really",
    "about",
    "more",
    "a",
    "lot",
    "than",
    "I",
    "you",
    "they",
]
GLUE = (" ", " ", " ", ", ", ". ", "; ", "! ", "? ", "\n", " - ", " (", ") ")


def _prose_universe() -> Universe:
    return Universe.from_layers(
        {
            "division": ["Chimera", "Tokamak", "Nexus"],
            "team": {
                "Chimera": list(COMMON[:3]),
                "Tokamak": list(COMMON[3:6]),
                "Nexus": ["Zorblax", "Quixel", "Vortaq"],
            },
        }
    )


PROSE_U = _prose_universe()


@st.composite
def prose(draw: st.DrawFn, min_words: int = 1) -> str:
    words = draw(st.lists(st.sampled_from(FILLER), min_size=min_words, max_size=12))
    glue = draw(st.lists(st.sampled_from(GLUE), min_size=len(words), max_size=len(words)))
    return "".join(w + g for w, g in zip(words, glue, strict=True))


PROPS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPS
@given(before=prose(), after=prose(), word=st.sampled_from(COMMON[:6]))
def test_a_lower_case_common_word_in_prose_is_never_a_mention(
    before: str, after: str, word: str
) -> None:
    text = before + word.lower() + " " + after
    assert grounder_for(PROSE_U).names(text) == set(), text


@PROPS
@given(before=prose(0), after=prose(0), word=st.sampled_from(COMMON[:6]), how=st.integers(0, 3))
def test_a_name_used_as_a_name_is_always_a_mention(
    before: str, after: str, word: str, how: int
) -> None:
    used = (
        f"transferred into {word}",
        f"the {word.lower()} team",
        f"the {word} division",
        f"moved to {word.lower()}",
    )[how]
    text = before + used + ". " + after
    assert word in grounder_for(PROSE_U).names(text), text


@PROPS
@given(text=prose(0), word=st.sampled_from(COMMON[:6]), case=st.sampled_from((str.lower, str)))
def test_prose_rules_only_ever_drop_matches(text: str, word: str, case: object) -> None:
    g = grounder_for(PROSE_U)
    text = text + case(word) + " " + text  # type: ignore[operator]
    assert g.names(text) <= g.names(text, prose=False)
    assert "Chimera" in g.names(text + " chimera")  # a distinctive name is never dropped


# ------------------------------------------------------------ labelled set
def _labelled() -> list[dict]:
    return [json.loads(line) for line in LABELLED.read_text().splitlines() if line.strip()]


def test_labelled_set_is_large_and_covers_every_kind_of_use() -> None:
    items = _labelled()
    assert len(items) >= 200
    kinds = Counter(i["category"] for i in items)
    for kind in (
        "ordinary",
        "sentence_start_ambiguous",
        "possessive",
        "sentence_start",
        "heading",
        "list",
        "quoted",
        "level_noun",
        "preposition",
        "structured",
    ):
        assert kinds[kind] >= 10, kind
    assert len({i["id"] for i in items}) == len(items)


@pytest.mark.skipif(not OFFICIAL.exists(), reason="authors' dataset not present")
def test_labelled_set_no_ordinary_use_is_a_mention_and_recall_holds() -> None:
    from tomsb_env.universe.datasets import load_official_dataset

    scenarios = {s.id: s for s in load_official_dataset(OFFICIAL)}
    false_on_ordinary: list[tuple[str, set[str]]] = []
    hit = expected_total = 0
    for item in _labelled():
        u = scenarios[item["scenario"]].universe
        expected = set()
        for level, names in item["expected"].items():
            for n in names:
                assert u.level_of(n) == level, item["id"]
                expected.add(n)
        got = grounder_for(u).names(item["text"])
        if item["category"] in ORDINARY_CATEGORIES:
            if got - expected:
                false_on_ordinary.append((item["text"], got - expected))
        else:
            assert got <= expected, (item["id"], item["text"], got)
            hit += len(got & expected)
            expected_total += len(expected)
    assert false_on_ordinary == []  # precision 1.0 on ordinary uses
    assert hit / expected_total >= OLD_RECALL_ON_PROPER_USES
