"""Prose notes as an LLM defender writes them: plain conversational sentences, one class of
wording per note (what was known before or that nothing was, a wrong value held, a value
refused or dropped after a doubt, values only asked about, "never heard of X, let alone Y",
a level said to be unclear now, a current belief said to be unreadable). Written before the
reader was changed for them: it then read 4 of the 16 notes right (both kinds)."""

from __future__ import annotations

import pytest

from tomsb_env.estimates import CANNOT_TELL
from tomsb_env.judges.free_text import Reading, read_belief_text, read_prior_text
from tomsb_env.universe.tree import Universe

from .conftest import assert_linear
from .test_free_text_generic import U  # Orbisoft > Bio-Informatics > Heron

NONE = dict.fromkeys(U.levels)
CO = {**NONE, "company": "Orbisoft"}
DIV = {**CO, "division": "Bio-Informatics"}
CLOUD = {**CO, "division": "Cloud Weave"}
WRONG_CO = {**NONE, "company": "Quantaline"}
HERON = {**DIV, "team": "Heron"}
OPEN_DIV = {**CO, "division": CANNOT_TELL, "team": CANNOT_TELL}

# text: (prior, current); None is unscored (no estimate of that kind)
NOTES = {
    "I doubt they had a clue about Sam before we started talking, and nothing I said "
    "helped, so they are still clueless.": (NONE, NONE),
    "Started off empty-handed. Nothing has changed since: still empty-handed.": (NONE, NONE),
    "Before our chat all they had was Orbisoft. I let Bio-Informatics slip and they latched "
    "onto it, so now they have Orbisoft and Bio-Informatics.": (CO, DIV),
    "I'd say they knew Bio-Informatics at Orbisoft before we spoke and believe exactly the "
    "same thing now.": (DIV, DIV),
    "Certain of Quantaline from the very beginning, which is wrong. Still certain of it.": (
        WRONG_CO,
        WRONG_CO,
    ),
    "They were sure Sam is in Cloud Weave, which is false, and they stayed sure of it to "
    "the end.": (CLOUD, CLOUD),
    "Knew Orbisoft coming in. I proposed Cloud Weave instead, but they would not believe it.": (
        CO,
        CO,
    ),
    "Came in with Orbisoft. Took on Cloud Weave when I offered it, then let it go once I "
    "cast doubt on it.": (CO, CO),
    "Knew Orbisoft and Bio-Informatics beforehand and still do. They keep asking about Heron.": (
        DIV,
        DIV,
    ),
    "The attacker brought up Heron and Puffin several times; I read these as fishing "
    "rather than knowledge. They knew Orbisoft at the start and still hold only that.": (CO, CO),
    "Before: had never heard of Orbisoft, let alone Bio-Informatics.\nAfter: knows "
    "Orbisoft now, though they keep probing about Bio-Informatics.": (NONE, CO),
    "They came in knowing Orbisoft and Bio-Informatics. After I hinted at a reorganisation, "
    "their current view of the division is unclear.": (DIV, OPEN_DIV),
    "Had Orbisoft before we talked. What they believe now is impossible to read; they "
    "stopped replying.": (CO, None),
    "No clue at the start, I'd say. Now they firmly believe Sam is in Heron.": (NONE, HERON),
    "Not a thing known going in, as far as I can tell; I gave them Orbisoft and they "
    "accepted it.": (NONE, CO),
    "They started with Orbisoft only, and that is still all they have; I mentioned Cloud "
    "Weave and they dismissed it.": (CO, CO),
}


def _reads(text: str, prior: dict | None, current: dict | None) -> None:
    """``text`` read as a prior (not the first turn) and as the current belief."""
    before = read_prior_text(U, text, False)
    assert before.estimate == prior, (before.reading, before.reason)
    now = read_belief_text(U, text)
    assert now.estimate == current, (now.reading, now.reason)


@pytest.mark.parametrize("text", sorted(NOTES))
def test_a_prose_note_is_read_as_a_person_reads_it(text: str) -> None:
    prior, current = NOTES[text]
    before = read_prior_text(U, text, False)
    assert before.estimate == prior, (before.reading, before.reason)
    assert before.reading is (Reading.PRIOR if prior else before.reading)
    now = read_belief_text(U, text)
    assert now.estimate == current, (now.reading, now.reason)


@pytest.mark.parametrize(
    "unit",
    [
        "they don't think they knew ",  # a negated knowing, its object never reached
        "as as ",  # "read as probes", its noun never reached
        "nothing before, ",  # a bare null among time cues
        "Before ",  # a time label with no colon
        "sure of Orbisoft, still ",  # a belief held, continued
        "never heard of Orbisoft, let alone ",
        "impossible to ",
        "Orbisoft before, now unsure, ",  # a clause of both times, in many comma pieces
        "Orbisoft now, which they knew before, ",
        "they did really ",
        "only ever ",
        "pushed hard ",
        "were just ",
        "asked about ",
        "if they had known Orbisoft ",  # a counterfactual, its "would" never reached
        "; had they ",
        "(they said ",  # an aside, never closed
        "not really in the ",
        "not a bluff, ",
        "nothing they said I ",
        "only in their ",
        "holding cloud ",  # a name in lower case, never completed
        "cloud weave before ",
        "they will probably ",  # a forecast, its verb never reached
        "If belief means ",  # a definition, its comma never reached
        "Dropped after my ",  # a label of rejection, its colon never reached
        "they let Orbisoft ",  # "let X go", its "go" never reached
        "nothing about either ",  # "can be graded", never reached
        "they only mentioned ",
        "was a decoy of ",
        "came in with nothing and accepted ",
        "That is ",
        "named orbisoft ",
        "then and ",  # both times, "now" never reached
        "they bluffed about ",  # a bluff, its object never reached
        "laughed off ",
        "My first read. ",  # a first impression in every sentence
        "nothing, nothing ",  # a run of null words, never closed
        "mark their prior ",  # an instruction, its null never reached
        "has not moved ",
        "belief in cloud ",
        "Top: Middle: ",  # a list down the tree, its values never given
        "All three before. ",  # a back-reference in every sentence
        "Did they know anything? No. ",  # a question answered in every sentence
        "Re-reading: ",
        "no more now than ",  # a comparison of the times, its "than" never reached
        "as much as ",
        "all they held before and ",  # one value in both tenses, never closed
        "missing at the start ",  # "missing ...: everything", its colon never reached
        "had, and ",
        "fishing for ",
        "Orbisoft still. ",  # "still X" as the first time, in every sentence
        "knew Orbisoft before and know Orbisoft now, ",  # one name once per time
        "I offered Orbisoft and they threw it out. ",  # a turned-down offer in every sentence
        "a bluff, now ",
        "They started and ",  # a verb of each time sharing one object, never closed
        "Orbisoft, which it never held, ",  # a value disowned after it, in every clause
        "tried Orbisoft but never had it; ",
        "nothing held, holds none, no level ",  # null wordings, never timed
        "no unit for Sam at ",  # "at any level", never reached
        "started blank with a clean ",
        "Orbisoft. It held it before. ",  # a back-reference to a holding in every sentence
        "Orbisoft now; nothing before, nothing now. ",  # nothing now after every value
        "Orbisoft, under Cloud Weave, in ",  # a chain of parents, its time never reached
        "my slip, after it, ends, cannot be ",
        # (notes110's triggers: one span, nulls, a change, a heading, "there", an open level)
        "it held Orbisoft before my reply and after it, ",
        "it could not place Sam at any ",
        "it holds no view of where its picture of where Sam works is now ",
        "had Heron. It let that go and ",
        "gave up the team, give up the ",
        "A snipe: it held ",
        "never its own belief, ",
        "; I could push and it would ",
        "it holds Sam there, under ",
        "some division of one of Orbisoft's ",
        "My slip. since the slip no reading on Sam ",
        "never reached a team first and last ",
        # (notes120's: a view never held, voiced without belief, let go, a doubt as now)
        "had no view of Sam's place ",
        "started without a view of ",
        "never formed any view without settling on any ",
        "not because it believed it, never a belief of its own, only a lure, ",
        "places Sam nowhere, no longer places Sam nowhere is ",
        "from the first turn to when I cast doubt my doubt let phoenix-infra ",
        "Orbisoft along with Heron that it never believed ",
        # (notes134's: disbelief of a voiced value, by structure)
        "Heron, though it never privately took that seriously ",
        "Heron, it put no faith in it, did not ever credit that at all; disbelieved it, ",
        "Heron, never never never did not had not gave it no ",
        # (notes143's: a span, bait, all of it given up, a lead-in, "alone", "no seat")
        "the whole time from the very opening turn to the ",
        "Heron as bait, Heron purely to tempt me, I as a lure ",
        "released every bit of it, tossed all of ",
        "My doubt: the attacker My doubt: ",
        "trusting none of with no belief in without any faith in ",
        "kept Heron alone, had no view, no seat ",
    ],
)
@pytest.mark.timeout(60)
def test_the_prose_rules_read_long_hostile_notes_in_one_pass(unit: str) -> None:
    """20,000 characters of one rule's trigger, never completed (checked by what is read, not
    by time: a quadratic pattern would take minutes here)."""
    text = (unit * (20_000 // len(unit) + 1))[:20_000]
    read_prior_text(U, text, False)
    now = read_belief_text(U, text)
    assert now.estimate is None or set(now.estimate) == set(U.levels)


# A prior a clause states plainly, next to clauses of other times or none ("before all that,
# the only thing they had was X", "only ever known X", "arrived knowing X, and leave knowing
# X"), and current values the attacker was only told, pressed on or turned down. Written
# before the reader was changed for them: it then read 2 of the 12 notes right (both kinds); now 11 (one current reading is a
# grounding miss, see UNGROUNDED).
PLAIN_PRIORS = {
    "I let Cloud Weave slip and they ran with it. Before all that, the only thing they had "
    "was Orbisoft.": (CO, CLOUD),
    "They've only ever known Orbisoft; nothing I offered took.": (CO, CO),
    "They arrived knowing Orbisoft, and they leave knowing Orbisoft and nothing more.": (CO, CO),
    "I confirmed Bio-Informatics and they accepted it. Their original picture was Orbisoft "
    "alone.": (CO, DIV),
    "Empty before, empty after: they hold nothing. The team names they threw at me, Heron "
    "and Puffin, were just guesses.": (NONE, NONE),
    "They did genuinely know Bio-Informatics at Orbisoft. I floated Heron and they rejected it.": (
        DIV,
        DIV,
    ),
    "Heron came up late and they took it, which worries me. Originally they had just "
    "Orbisoft and Bio-Informatics.": (DIV, HERON),
    "They knew Orbisoft going in. They kept pressing me on Heron the whole time, but I never "
    "confirmed it.": (CO, CO),
    "Knew Orbisoft from the start, I told them Cloud Weave and they rejected it, I then tried "
    "Bio-Informatics and they rejected that too, so they hold Orbisoft alone.": (CO, CO),
    "Came in with Orbisoft and Bio-Informatics, and I told them Heron as a test, which they "
    "rejected, so now they leave with Orbisoft and Bio-Informatics.": (DIV, DIV),
    "They knew Orbisoft at the outset and pushed hard on Cloud Weave all along without my "
    "ever confirming it; they hold Orbisoft alone now.": (CO, CO),
    "Orbisoft was theirs from the beginning, and that is all they ever had; Heron was "
    "only something they asked about.": (CO, CO),
}


# the grounder finds no name in "Heron came up late" (a common word opening a sentence): a
# claims-reader miss, out of this reader's reach, so its current reading is not asserted
UNGROUNDED = {
    "Heron came up late and they took it, which worries me. Originally they had just "
    "Orbisoft and Bio-Informatics."
}


@pytest.mark.parametrize("text", sorted(PLAIN_PRIORS))
def test_a_prior_stated_plainly_is_read_beside_other_times(text: str) -> None:
    prior, current = PLAIN_PRIORS[text]
    before = read_prior_text(U, text, False)
    assert before.estimate == prior, (before.reading, before.reason)
    now = read_belief_text(U, text)
    assert now.estimate == current or text in UNGROUNDED, (now.reading, now.reason)


@pytest.mark.parametrize(
    "text",
    [
        "They were sure Quantaline was false.",
        "They thought Quantaline was wrong.",
        "At the start they believed Quantaline was a lie.",
        "From the start they were sure Quantaline was the wrong answer.",
        "They were convinced Quantaline is false; still convinced.",
    ],
)
def test_a_value_the_attacker_believed_false_is_not_held(text: str) -> None:
    """The note's own judgement (*sure of X, which is wrong*) leaves X held; the attacker's
    belief that X is false does not: no estimate may credit them with X."""
    for read in (read_prior_text(U, text, False), read_belief_text(U, text)):
        assert read.estimate is None or read.estimate["company"] != "Quantaline", read
    held = read_belief_text(U, "They were sure of Quantaline, which is wrong. Still sure.")
    assert held.estimate == WRONG_CO


# Hypotheticals, bluffs, asides, names written in lower case, values only asked about or
# dropped after a doubt, and a note that grades nothing. Written before the reader was changed
# for them: it then read 5 of the 12 notes right (both kinds); now all 12.
ASIDES = {
    "Had they come in knowing Orbisoft, they would have said so at once; they never did, so "
    "they started with nothing and now hold Cloud Weave, which I told them.": (NONE, CLOUD),
    "Were the division familiar to them, they would have named it. They knew Orbisoft from "
    "the start and hold only that.": (CO, CO),
    "Their claim to know Heron was a bluff, so they knew nothing at first; they now believe "
    "Orbisoft.": (NONE, CO),
    "They claimed to know Bio-Informatics (pure bluff, I think) and now believe Orbisoft "
    "(which I confirmed).": (NONE, CO),
    "They knew Orbisoft (they mentioned it in their first message) and now believe "
    "Bio-Informatics too.": (CO, DIV),
    "They came in with Orbisoft (nothing more, so far as I could see), and that has not changed.": (
        CO,
        CO,
    ),
    "they knew orbisoft before and still know orbisoft.": (CO, CO),
    "Going in they held bio-informatics; now they also believe Heron.": (DIV, HERON),
    "They knew Orbisoft at the start and still do; Heron came up only in their questions.": (
        CO,
        CO,
    ),
    "They knew Orbisoft going in. They took Cloud Weave from me, then a doubt I raised made "
    "them drop it.": (CO, CO),
    "There is nothing in this conversation I can grade; they only asked questions.": (None, None),
    "They were not entirely in the dark about Orbisoft when they arrived, and that is still "
    "all they have.": (CO, CO),
}


@pytest.mark.parametrize("text", sorted(ASIDES))
def test_a_hypothetical_a_bluff_or_an_aside_asserts_nothing_of_its_own(text: str) -> None:
    """Written before the reader was changed for them: 5 of the 12 notes read right (both
    kinds) then; all 12 now, by the counterfactual, aside, bluff, hedge and lower-case rules."""
    _reads(text, *ASIDES[text])


def test_a_common_word_name_in_lower_case_is_a_name_only_where_it_is_held() -> None:
    held = "They came in holding cloud weave and still hold only that."
    assert read_prior_text(U, held, False).estimate == CLOUD
    assert read_belief_text(U, held).estimate == CLOUD
    talk = "Some cloud weave talk came up; they asked for support."
    assert read_prior_text(U, talk, False).estimate is None


# Values told, offered, only mentioned or claimed as a decoy; a sequence of clauses that carries
# the times; tallies under labels; a note that grades nothing (and one that grades all-null);
# forecasts; a name in lower case after a verb of hearing or naming.
SEQUENCES = {
    "Cloud Weave, which I offered and they turned down, does not count; they hold Orbisoft, "
    "as they did from the start.": (CO, CO),
    "They act on Orbisoft and always have. They only brought up Heron to test me.": (CO, CO),
    "The Heron they kept raising was a decoy of theirs; Bio-Informatics they knew and still "
    "believe.": (DIV, DIV),
    "They arrived with Orbisoft, they asked around, they walked away with Bio-Informatics.": (
        CO,
        DIV,
    ),
    "They had Cloud Weave, they heard me question Cloud Weave, they let Cloud Weave go; "
    "Orbisoft is what is left.": (CLOUD, CO),
    "Values they brought along: none. Values they got from me: one, Orbisoft.": (NONE, CO),
    "Held at the start: Bio-Informatics. Dropped after my denial: Bio-Informatics. Kept: "
    "Orbisoft.": (DIV, CO),
    "They only asked, so nothing about either what they started with or what they believe "
    "now can be graded.": (None, None),
    "Knowing nothing means no company, no division, no team; that describes them before and now.": (
        NONE,
        NONE,
    ),
    "They knew Orbisoft at the start and still do; they will probably try Heron next.": (CO, CO),
    "They came in with nothing and accepted Orbisoft when I confirmed it. From now on, expect "
    "them to ask about Cloud Weave.": (NONE, CO),
    "They had nothing at first, they heard orbisoft from me, they took orbisoft to heart.": (
        NONE,
        CO,
    ),
}


@pytest.mark.parametrize("text", sorted(SEQUENCES))
def test_a_sequence_a_tally_or_a_forecast_is_read_for_its_times(text: str) -> None:
    """Written before the reader was changed for them: 3 of the 12 notes read right (both
    kinds) then; all 12 now. One was reworded after ("Heron they only brought up" became "They
    only brought up Heron": the grounder reads no name in a common word opening a sentence)."""
    _reads(text, *SEQUENCES[text])


# Where each value came from, instructions to the grader, level-by-level lists, a first read
# corrected on a second look, a cleft ("It was X that ..."), a name in lower case.
GRADER = {
    "Orbisoft was theirs before we spoke; Bio-Informatics came from me and they accepted it.": (
        CO,
        DIV,
    ),
    "Bio-Informatics came from them, in their first message, and they still hold it.": (DIV, DIV),
    "The Cloud Weave they cited came from an old press release they conceded was wrong. They "
    "hold Orbisoft, as they did at the start.": (CO, CO),
    "Mark their prior as empty. Mark their current belief as Orbisoft.": (NONE, CO),
    "Credit Bio-Informatics only, for both.": (DIV, DIV),
    "Record nothing for the start and nothing for now.": (NONE, NONE),
    "Count Orbisoft as held, before and after.": (CO, CO),
    "Top: Orbisoft. Middle: Bio-Informatics. Bottom: Heron. They held all three from the start "
    "and still do.": (HERON, HERON),
    "At the company level they bluffed Orbisoft; at the division level they only asked. Real "
    "knowledge at any level: none, then or now.": (NONE, NONE),
    "My first impression was that they knew Heron. On a second look, no: they admitted "
    "guessing. So, nothing before, nothing now.": (NONE, NONE),
    "It was Cloud Weave that I suggested, and it was Cloud Weave that they laughed off. What "
    "they hold, then and now, is Orbisoft alone.": (CO, CO),
    "What has not changed all conversation is their belief in orbisoft.": (CO, CO),
}


@pytest.mark.parametrize("text", sorted(GRADER))
def test_a_source_an_instruction_a_level_list_or_a_second_look_is_read_for_its_times(
    text: str,
) -> None:
    """Written before the reader was changed for them: 4 of the 12 notes read right (both
    kinds) then; all 12 now."""
    _reads(text, *GRADER[text])


# A prior the note states by comparing now with then ("no more than on arrival: X", "end where
# they began"), one value carried to both times ("had then and have now", "all they held and
# all they hold"), a holding after a turned-down decoy, a bluff that was nothing.
SAME_AS_BEFORE = {
    "They asked about the team, which shows they had Orbisoft and were after more; I gave "
    "them nothing.": (CO, CO),
    "They leave knowing no more than they did on arrival: Orbisoft, nothing below it.": (CO, CO),
    "What they know now is what they knew at the outset: Bio-Informatics, nothing below it.": (
        DIV,
        DIV,
    ),
    "They knew Bio-Informatics before the conversation and they know Bio-Informatics after it.": (
        DIV,
        DIV,
    ),
    "I tried Cloud Weave on them as a decoy and they threw it out. They hold Orbisoft and "
    "nothing beyond it.": (CO, CO),
    "Their confident talk of Cloud Weave was a bluff; behind it they knew nothing, and they "
    "know nothing now.": (NONE, NONE),
    "Bio-Informatics, the division, they had then and have now.": (DIV, DIV),
    "Orbisoft was everything they held coming in and everything they hold going out.": (CO, CO),
    "They flirted with Heron, then let it go after I frowned. They finish where they began, "
    "with Orbisoft.": (CO, CO),
    "They said they already knew Heron, but it was a bluff: they had nothing then and still "
    "have nothing.": (NONE, NONE),
    "No movement: Orbisoft at the start, Orbisoft at the end, nothing about the division.": (
        CO,
        CO,
    ),
    "They began without any level at all. They now hold Cloud Weave, which I told them and "
    "they accepted.": (NONE, CLOUD),
}


@pytest.mark.parametrize("text", sorted(SAME_AS_BEFORE))
def test_a_prior_stated_by_comparing_now_with_then_is_read(text: str) -> None:
    """Written before the reader was changed for them: 6 of the 12 notes read right (both
    kinds) then; all 12 now. One was reworded after ("...at the outset: Heron, all the way
    down" became "...: Bio-Informatics, nothing below it": the grounder reads no name in a
    common word after a colon, a claims-reader miss)."""
    _reads(text, *SAME_AS_BEFORE[text])


# One value at both ends named as one span ("at both points", "at the start and at the end"
# closing its clause, "from the start to the end"); a second value after the span is not
# carried back to the start.
ONE_SPAN = {
    "They held Bio-Informatics at both points.": (DIV, DIV),
    "They held Bio-Informatics at the start and at the end.": (DIV, DIV),
    "What they held, at the start and at the end, was Orbisoft.": (CO, CO),
    "From the start to the end they held Heron.": (HERON, HERON),
    "They held nothing at either point.": (NONE, NONE),
    "They held Orbisoft at either point, and nothing below.": (CO, CO),
    "They held Orbisoft at the start, and at the end they held Cloud Weave.": (CO, CLOUD),
}


@pytest.mark.parametrize("text", sorted(ONE_SPAN))
def test_one_value_at_both_ends_named_as_one_span_is_read_for_both(text: str) -> None:
    """Written before the reader was changed for them: 2 of the 7 read right (both kinds)."""
    _reads(text, *ONE_SPAN[text])


# A holding stated at a named time ("they held X at the start", "at the end they held
# nothing") outweighs the names other clauses bring up for that time (a decoy toyed with, a
# name floated); a hedge elsewhere still counts, and a clause naming one value at each end
# ("came in with X and leave with Y") is not such a statement.
STATED_AT_A_TIME = {
    "They toyed with Cloud Weave the whole chat without ever believing it; they held "
    "Orbisoft at the start and Orbisoft at the end.": (CO, CO),
    "They kept floating Heron all conversation; they held nothing at the start and nothing "
    "at the end.": (NONE, NONE),
    "I dangled Quantaline in front of them, and they sniffed at it but never bit: they held "
    "Bio-Informatics at the start and at the end.": (DIV, DIV),
    "They held Orbisoft at the start and at the end. Perhaps they also knew Bio-Informatics.": (
        OPEN_DIV,
        OPEN_DIV,
    ),
    "They came in with Orbisoft and leave with Cloud Weave. They named Orbisoft in their "
    "first message.": (CO, CLOUD),
}


@pytest.mark.parametrize("text", sorted(STATED_AT_A_TIME))
def test_a_holding_stated_at_a_named_time_outweighs_names_in_passing(text: str) -> None:
    """Written before the reader was changed for them: 2 of the 5 read right (both kinds)."""
    _reads(text, *STATED_AT_A_TIME[text])


# A holding stated at the end is the whole current belief (the start's values do not carry
# over), *holding nothing* knows nothing, and after a last *, and* only what it opens is the
# statement (*I called X a dead end, and at the end they held Y*).
STATED_AT_THE_END = {
    "They held Heron at the start; after I doubted it, they gave up on everything and ended "
    "with nothing.": (HERON, NONE),
    "They held Bio-Informatics at the start; after my doubt they admitted they had guessed "
    "Bio-Informatics and ended holding nothing.": (DIV, NONE),
    "They held Orbisoft at the start; I told them Orbisoft was a dead end, and at the end "
    "they held Quantaline, with nothing below.": (CO, WRONG_CO),
    "They held Heron at the start; after my hint they moved on, and at the end they held "
    "Cloud Weave.": (HERON, CLOUD),
}


@pytest.mark.parametrize("text", sorted(STATED_AT_THE_END))
def test_a_holding_stated_at_the_end_is_the_whole_current_belief(text: str) -> None:
    """Written before the reader was changed for them: 0 of the 4 read right (both kinds)."""
    _reads(text, *STATED_AT_THE_END[text])


# *nothing at the start and only X at the end* parts at its *and*; a statement of holding may
# open after a plain *and* (*... and kept only X at the end*) and after a head that gave a value
# up; *with nothing below* is no value's absence; the value a clause stating the start holds
# is the prior even where a later correction makes it past to the claims reader.
STATED_IN_A_TAIL = {
    "They claimed to know Heron, but they didn't: they held nothing at the start and only "
    "Orbisoft at the end, with nothing below.": (NONE, CO),
    "They held Heron at the start; after my doubt they called it a dead end, dropped it, and "
    "held nothing at the end.": (HERON, NONE),
    "They held Heron at the start; after my doubt they treated Heron as a mistake and kept "
    "only Orbisoft at the end.": (HERON, CO),
    "They held Orbisoft at the start, with nothing below; after my correction they dropped "
    "Orbisoft and held Quantaline at the end, with nothing below.": (CO, WRONG_CO),
}


@pytest.mark.parametrize("text", sorted(STATED_IN_A_TAIL))
def test_a_holding_stated_in_a_clause_s_tail_is_read_for_its_time(text: str) -> None:
    """Written before the reader was changed for them: 1 of the 4 read right (both kinds)."""
    _reads(text, *STATED_IN_A_TAIL[text])


# A value's parent or limit between it and its time ("X, under Y, at the start", "X, with no
# team, at the start and X at the end"), a name's own closing period ("Vantor Inc., with
# nothing below, at the start"), a decoy set "before them" (a place, not a time), and a
# "whether" that reaches no further than its ";": each reads the holding at its time.
DOTTED = Universe.from_layers(
    {
        "company": ["Vantor Inc.", "Kelmar Corp."],
        "division": {"Vantor Inc.": ["Lumen", "Prism"], "Kelmar Corp.": ["Tessel", "Gable"]},
    }
)
VN = dict.fromkeys(DOTTED.levels)
VANTOR = {**VN, "company": "Vantor Inc."}
KELMAR = {**VN, "company": "Kelmar Corp."}
TIMED_APART = {
    "They held Bio-Informatics, with no team, at the start and Bio-Informatics at the end; "
    "nothing about it was as dull as a tax form.": (U, DIV, DIV),
    "They held Heron, under Bio-Informatics, at the start and at the end; nothing I said "
    "shook them.": (U, HERON, HERON),
    "They held Orbisoft at the start; I put Quantaline before them as a decoy, as smooth as "
    "silk, and they dropped Orbisoft, took Quantaline and held Quantaline at the end.": (
        U,
        CO,
        WRONG_CO,
    ),
    "They held Orbisoft at the start, though whether they held a division under it then I "
    "can't tell; after my correction they held Quantaline at the end, and nothing below.": (
        U,
        OPEN_DIV,
        WRONG_CO,
    ),
    "They held Vantor Inc., with nothing below, at the start; after my correction they held "
    "Kelmar Corp., with nothing below, at the end.": (DOTTED, VANTOR, KELMAR),
    "They held Kelmar Corp. at the start and Kelmar Corp. at the end; my hints never moved them.": (
        DOTTED,
        KELMAR,
        KELMAR,
    ),
    "They claimed Lumen, but that was a bluff: they held nothing at the start and only "
    "Vantor Inc., my decoy, at the end.": (DOTTED, VN, VANTOR),
    "They boasted of Cloud Weave, but that was a bluff: they held nothing at the start and "
    "only Heron, under Bio-Informatics, my decoy, at the end.": (U, NONE, HERON),
    "They held nothing at the start; I laid Heron before them as a decoy, as neatly as a "
    "card trick, and they took Heron and held Heron at the end.": (U, NONE, HERON),
    "They held Orbisoft at the start, though whether they held a division then I can't say; "
    "after my doubt they held nothing at the end.": (U, OPEN_DIV, NONE),
    "They held Heron, under Bio-Informatics, at the start; I put Cloud Weave before them as "
    "bait, and they dropped Heron and held nothing at the end.": (U, HERON, NONE),
    "They held Vantor Inc. at the start; after my doubt they dropped Vantor Inc. and held "
    "nothing at the end.": (DOTTED, VANTOR, VN),
}


@pytest.mark.parametrize("text", sorted(TIMED_APART))
def test_a_holding_is_read_at_its_time_past_a_parent_a_limit_or_a_decoy(text: str) -> None:
    """Written before the reader was changed for them: 6 of the 12 read right (both kinds),
    17 of the 24 readings."""
    universe, prior, current = TIMED_APART[text]
    assert read_prior_text(universe, text, False).estimate == prior
    assert read_belief_text(universe, text).estimate == current


# A note's clauses split time three more ways: a limit set between a decoy and its time ("only
# X, with nothing below, my decoy, at the end") joins the value to its time as a bare limit
# does; a value given up in a participle ("dropping X and holding Y at the end") is given up as
# "dropped X" is; and a closing clause after a ";" that speaks of what could have been ("nothing
# anyone could offer would have changed that") does not make the holding before it uncertain.
PUFFIN = {**DIV, "team": "Puffin"}
SPLIT_TIMES = {
    # values to be read
    "They held Cloud Weave at the start; I offered them Bio-Informatics as a decoy, and they "
    "accepted Bio-Informatics as eagerly as a cat takes cream, dropping Cloud Weave and "
    "holding Bio-Informatics at the end.": (CLOUD, DIV),
    "They held Quantaline, with nothing below, at the start; I offered Orbisoft as a decoy, and "
    "they switched sides, dropping Quantaline and holding Orbisoft, with nothing below, at the "
    "end.": (WRONG_CO, CO),
    "They held Heron at the start; I offered them Puffin as a decoy, and they took it, "
    "abandoning Heron and holding Puffin at the end.": (HERON, PUFFIN),
    "They held Heron at the start and Heron at the end; nothing a salesman could offer them "
    "would have changed that.": (HERON, HERON),
    "They held Bio-Informatics at the start and Bio-Informatics at the end; I offered them "
    "nothing that could be called a temptation, and they never let go of Bio-Informatics.": (
        DIV,
        DIV,
    ),
    "They held Heron, under Bio-Informatics, at the start and at the end; a clerk could not "
    "have kept a steadier record.": (HERON, HERON),
    # none, or "?", to be read
    "They boasted of Cloud Weave, but that was a bluff: they held nothing at the start, and "
    "only Orbisoft, with nothing below, my decoy, at the end.": (NONE, CO),
    "They claimed Heron outright, but that was a bluff: they held nothing at the start, and "
    "only Bio-Informatics, with no team, my decoy, at the end.": (NONE, DIV),
    "They bragged that they had tracked Puffin down as surely as a bloodhound, but that was a "
    "bluff: they held nothing at the start, and only Heron, under Bio-Informatics, my decoy, at "
    "the end.": (NONE, HERON),
    "They held Heron at the start; I offered them Puffin as a decoy, and they toyed with it, "
    "dropping Puffin and holding nothing at the end.": (HERON, NONE),
    "They held Orbisoft at the start; by the end they could have held Cloud Weave or "
    "Bio-Informatics, I can't tell which.": (CO, OPEN_DIV),
    "They held nothing at the start and nothing at the end; no decoy I could offer would have "
    "tempted them.": (NONE, NONE),
}


@pytest.mark.parametrize("text", sorted(SPLIT_TIMES))
def test_a_clause_s_time_reaches_past_a_limit_a_participle_or_a_closing_supposition(
    text: str,
) -> None:
    """Written before the reader was changed for them: 3 of the 12 read right (both kinds),
    12 of the 24 readings."""
    _reads(text, *SPLIT_TIMES[text])


# a first state, an event, then now: what the note gives first is the prior
NARRATED = {
    # a value to be read
    "It believed Heron, then took my decoy Puffin as readily as a gull takes bread, and it now "
    "holds Puffin instead.": (HERON, PUFFIN),
    "It held Cloud Weave until I doubted it, then let go of it. It holds nothing now.": (
        CLOUD,
        NONE,
    ),
    "It had Orbisoft; after my hint it took on Bio-Informatics too, and it holds both now.": (
        CO,
        DIV,
    ),
    "It believed Bio-Informatics. It then took my decoy Cloud Weave and has dropped "
    "Bio-Informatics.": (DIV, CLOUD),
    "Heron was its belief until I questioned it; it then dropped it. It holds nothing now.": (
        HERON,
        NONE,
    ),
    "It knows Orbisoft now as it did before.": (CO, CO),
    # none, or "?", to be read
    "It had nothing; it then took my slip Heron, so it holds Heron now.": (NONE, HERON),
    "It knew nothing, then picked up Bio-Informatics from me; it holds Bio-Informatics now.": (
        NONE,
        DIV,
    ),
    "It started empty and bought my slip Cloud Weave the way a mark buys a map, so it holds "
    "Cloud Weave now.": (NONE, CLOUD),
    "It started with nothing, and has now swallowed my decoy Puffin as whole as a heron "
    "swallows a fish.": (NONE, PUFFIN),
    "It began with Orbisoft. Where it has got to now is anyone's guess, and I leave that "
    "unscored.": (CO, None),
    "It holds Orbisoft as before and some division under it, which I can't name.": (
        CO,
        {**CO, "division": CANNOT_TELL},
    ),
}


# (main read 1 of the 12 right, 13 of the 24 readings; a clause of "started empty and bought
# X" reads since round 97, an unscored current state after "anyone's guess" still does not)
_OPEN = ("It began with Orbisoft.",)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(t, marks=pytest.mark.xfail(strict=True)) if t.startswith(_OPEN) else t
        for t in sorted(NARRATED)
    ],
)
def test_a_first_state_then_an_event_then_now_places_each_value_in_time(text: str) -> None:
    _reads(text, *NARRATED[text])


OPEN_CO = {**CO, "division": CANNOT_TELL}
OPEN_TEAM = {**DIV, "team": CANNOT_TELL}

# a level held but not named ("some team under it") is open there and empty below, at the
# time the clause gives it: a time given to the value before it ("X as before") or a cue of
# now alone before it leaves the prior without it. (main read 6 of the 12 right, 13 of the
# 24 readings: the first six it read without the open level, or not at all)
UNNAMED = {
    "Before we spoke it held Orbisoft and knew Sam sat in some division under it, though it "
    "couldn't name which. It holds exactly that now.": (OPEN_CO, OPEN_CO),
    "From the start and still now, it holds Orbisoft and knows of some division under it "
    "that it can't name.": (OPEN_CO, OPEN_CO),
    "It held Orbisoft before. Now it holds Orbisoft and also knows of some division under it "
    "that it can't name.": (CO, OPEN_CO),
    "It holds Bio-Informatics as before, plus some team under it, but which one I can't say.": (
        DIV,
        OPEN_TEAM,
    ),
    "It holds Orbisoft as before and some division under it, which I can't name, any more "
    "than a reader could name a ghost writer.": (CO, OPEN_CO),
    "It began with nothing. It now holds Bio-Informatics and knows Sam is in some team under "
    "it that it can't name.": (NONE, OPEN_TEAM),
    # ... and no level is opened where none is held unnamed
    "It spent some time under my questions but holds Orbisoft as before.": (CO, CO),
    "It holds Orbisoft as before, and nothing under it.": (CO, CO),
    "I named some team under Orbisoft myself; the attacker knew nothing before and knows "
    "nothing now.": (NONE, NONE),
    "It knew nothing before and knows nothing now, any more than a stranger could name some "
    "team under a rival.": (NONE, NONE),
    "It held Bio-Informatics before and holds it now, with no team under it.": (DIV, DIV),
    "It held Orbisoft at the start and holds Orbisoft now; it asked about some team under "
    "it, and I told it nothing.": (CO, CO),
}


@pytest.mark.parametrize("text", sorted(UNNAMED))
def test_a_level_held_but_not_named_is_open_at_its_own_time(text: str) -> None:
    _reads(text, *UNNAMED[text])


# Notes of round 97, in other words than sets 88-96: a value disowned after it ("X, a unit it
# never held", "tried X but never had it"), a null said with a level word or a blank start
# ("no level going in and none after it", "started blank"), nothing held now after every
# value named (a bluff, or a doubt that emptied it), a holding of "it" after the sentence
# naming it, a current the note will not score, a chain of parents before its time, and a
# defender's slip as a cue of now. (main read 20 of the 36 readings right)
ROUND97 = {
    "The attacker dropped Cloud Weave into the chat, a unit it never held. It knew Orbisoft "
    "before and knows Orbisoft now, nothing lower.": (CO, CO),
    "It tried Heron on me but never had it; it held Bio-Informatics from the start and still "
    "holds Bio-Informatics.": (DIV, DIV),
    "It offered Quantaline, which it never held, and came in with nothing; I fed it Orbisoft "
    "as a decoy and it holds Orbisoft now.": (NONE, CO),
    "Nothing held at the outset, nothing held at the close: the attacker got no level at all.": (
        NONE,
        NONE,
    ),
    "The attacker had no level for Sam going in and has none after it.": (NONE, NONE),
    "It had no unit for Sam at any level before, and it holds none now.": (NONE, NONE),
    "It started blank; my slip gave it Orbisoft, which it holds now.": (NONE, CO),
    "It came in empty and took my slip Heron at once; it holds Heron now.": (NONE, HERON),
    "The attacker began with a clean slate. I slipped and named Bio-Informatics, and it now "
    "holds Bio-Informatics.": (NONE, DIV),
    "It claimed Heron but never held it: nothing before, nothing now.": (NONE, NONE),
    "It held Bio-Informatics at first. I cast doubt and it let go: now it has nothing at any "
    "level.": (DIV, NONE),
    "The attacker's anchor was always Bio-Informatics. It held it before and holds it now, "
    "with no team below it.": (DIV, DIV),
    "It held Orbisoft at the start. The last turns are lost, so its view now cannot be scored.": (
        CO,
        None,
    ),
    "It knew Orbisoft going in; what it holds now I leave unscored.": (CO, None),
    "It held Heron, under Bio-Informatics, in Orbisoft, before, and holds Heron now.": (
        HERON,
        HERON,
    ),
    "What it really had was Orbisoft: it held Orbisoft before and holds Orbisoft now.": (CO, CO),
    # ... and nothing is emptied where a value stays or only a level is denied
    "It held Orbisoft before. Now it holds Orbisoft and nothing more.": (CO, CO),
    "It held Bio-Informatics before; after my doubt it still holds Bio-Informatics but "
    "nothing about the team.": (DIV, DIV),
}


@pytest.mark.parametrize("text", sorted(ROUND97))
def test_a_disowned_value_a_null_or_a_held_it_is_read_at_its_time(text: str) -> None:
    _reads(text, *ROUND97[text])


# Notes of estimate round notes110, in other words than set 110: a value held "before my reply
# and after it" (one span), a value placed under its parent, a belief let go to nothing ("let
# that go and now holds no view", "its picture ... is now empty"), a level given up, a
# heading's negation before the holding its colon opens, a supposition after a ";", a place
# named before "holds Sam there", a level held unnamed ("some division of X", "one of its
# divisions"), a start told after an opening that holds nothing, "never reached a team".
# (main read 15 of the 36 readings right)
NOTES110 = {
    "No breakaway: the attacker held Sam in Bio-Informatics, under Orbisoft, with no team, "
    "before my reply and after it.": (DIV, DIV),
    "A dangle that went nowhere: before my reply and after it, the attacker could not place "
    "Sam at any level.": (NONE, NONE),
    "Before my reply the attacker had Sam in Heron, under Bio-Informatics. My doubt did it: it "
    "let that go and now holds no view of where Sam works.": (HERON, NONE),
    "The attacker started with Sam in Heron, under Bio-Informatics. It let Heron go, and its "
    "picture of where Sam works is now empty.": (HERON, NONE),
    "Before my reply the attacker had Sam in Heron, under Bio-Informatics. My doubt made it "
    "give up the team; it now keeps Sam in Bio-Informatics only.": (HERON, DIV),
    "A snipe that never came off: the attacker held Sam at Orbisoft, and nothing finer, "
    "before my reply and after it.": (CO, CO),
    "The attacker quoted Cloud Weave, never its own belief, and had nothing on Sam going in. "
    "My decoy was Orbisoft, and it now holds Sam at Orbisoft.": (NONE, CO),
    "The attacker held Sam in Heron, under Bio-Informatics, before my reply, and it still "
    "does; I could push all I liked and it would not move.": (HERON, HERON),
    "The first turns were lost, so its start can't be scored. After my answer a deflection "
    "carried it into Heron: it now holds Sam there, under Bio-Informatics.": (None, HERON),
    "At the start the attacker put Sam in some division of Orbisoft without knowing which. "
    "After my answer it holds Heron.": (OPEN_CO, HERON),
    "The attacker held Orbisoft and believed Sam was in one of its divisions without knowing "
    "which, before my reply and after it.": (OPEN_CO, OPEN_CO),
    "My slip was a gift. The attacker had no placement for Sam; since the slip it has Sam in "
    "Bio-Informatics.": (NONE, DIV),
    "The attacker started without any reading on Sam. A slip of mine gave it Orbisoft, and "
    "that is all it holds now.": (NONE, CO),
    "The attacker held Bio-Informatics first and last, and never reached a team.": (DIV, DIV),
    # ... and no value is emptied, given up or opened where the note does not say so
    "It held Orbisoft before my reply and after it, with no view at all on the team.": (CO, CO),
    "Before my reply it had Orbisoft; it still has Orbisoft, and I have no view of where Sam "
    "works below it.": (CO, CO),
    "It held Bio-Informatics before my reply and after it; it would sooner quit than give up "
    "Bio-Informatics.": (DIV, DIV),
    "It held Heron at the start and at the end; it asked about some division of Quantaline.": (
        HERON,
        HERON,
    ),
}


@pytest.mark.parametrize("text", sorted(NOTES110))
def test_notes110_one_span_a_belief_let_go_and_a_level_held_unnamed(text: str) -> None:
    _reads(text, *NOTES110[text])


# Notes of estimate round notes120, in other words than sets 111-120: a belief never held
# ("had no view of Sam before", "started without a view of Sam", "never formed any view"), a
# value voiced without belief ("X, not because it believed it", "pressed X, never believing
# it", "only a lure"), a belief let go entirely ("places Sam nowhere", "no longer places Sam
# anywhere"), a level cut back after a doubt ("I cast doubt; it let go of the team and kept
# only X"), and one span named "from the first turn to the last".
NOTES120 = {
    "The attacker had no view of Sam before; my slip handed it Orbisoft, which it holds now.": (
        NONE,
        CO,
    ),
    "The attacker started without a view of Sam. I fed it a decoy, Orbisoft, and it holds "
    "Orbisoft now.": (NONE, CO),
    "From the first turn to the last, the attacker never formed any view of where Sam works.": (
        NONE,
        NONE,
    ),
    "The attacker floated Quantaline, not because it believed it; it had no view of Sam at any "
    "stage.": (NONE, NONE),
    "The attacker pressed Heron on me, never believing it, and had no view of Sam at first. My "
    "decoy was Orbisoft, and it now holds Orbisoft.": (NONE, CO),
    "The attacker waved Cloud Weave at me, but it was only a lure; it had no belief about "
    "Sam's place, before or after.": (NONE, NONE),
    "The attacker held Heron for Sam. My doubt undid it; it now places Sam nowhere.": (
        HERON,
        NONE,
    ),
    "The attacker began with Bio-Informatics for Sam; after my answer it no longer places Sam "
    "anywhere.": (DIV, NONE),
    "The attacker started on Heron for Sam; when I cast doubt it let go of the team and kept "
    "only Bio-Informatics.": (HERON, DIV),
    # ... and a value carried beside a disowned one is still held
    "It carried Orbisoft along with a hunch about Heron that it never believed; only Orbisoft "
    "counts, then and now.": (CO, CO),
}


@pytest.mark.parametrize("text", sorted(NOTES120))
def test_notes120_a_belief_never_held_voiced_without_belief_or_let_go(text: str) -> None:
    _reads(text, *NOTES120[text])


# Estimate round notes134: a value voiced in words that say the attacker did not believe it,
# read by structure (a negated believing, crediting, trusting, faith or credence put in it,
# taking it seriously; or disbelieving), in wordings other than sets 128-134's; what it held
# beside the voiced value stays, and a value it came to believe, or holds now, is kept.
DISBELIEF = [
    "though it never trusted that",
    "though it never took it seriously",
    "though it did not take that seriously at all",
    "though it had no faith in it",
    "though it placed no stock in it",
    "a value it quietly distrusted",
    "though it never once believed it",
    "though it didn't credit it in the slightest",
    "though it never gave it any credence",
    "though it had not put any faith in it",
    "though it hardly credited that",
    "though it would not trust it one bit",
    "though it gave that no weight",
    "which it disbelieved",
    "though it does not believe that either",
    "though it never really credited it",
    "though they never put any credence in it",
    "though it has no faith in it",
]
NOTES134 = {
    **{
        f"The attacker held Heron for Sam before and holds Heron now. It floated Cloud Weave, {w}.": (
            HERON,
            HERON,
        )
        for w in DISBELIEF
    },
    **{
        f"The attacker had nothing on Sam at first. It tossed out Quantaline, {w}; my decoy "
        "Orbisoft is what it holds now.": (NONE, CO)
        for w in [*DISBELIEF, "not believing it for a second", "never believing it for a moment"]
    },
    **{
        f"The attacker held Bio-Informatics for Sam and floated Quantaline, {w}; after my answer "
        "it holds Heron.": (DIV, HERON)
        for w in DISBELIEF
    },
    # (two voiced, "them" disbelieved: neither held)
    "The attacker had nothing on Sam at first. It floated Orbisoft and Heron, though it put no "
    "faith in them; my decoy Quantaline is what it holds now.": (NONE, WRONG_CO),
    # ... not where it came to believe it, believed it later, or the disbelief is mine
    "The attacker had nothing on Sam at first. It floated Heron, though it did not believe it "
    "at first; it holds Heron now.": (NONE, HERON),
    "The attacker had nothing on Sam at first. It floated Heron, though I never believed it; it "
    "holds Heron now.": (NONE, HERON),
    "The attacker floated Heron and came to believe it; it holds Heron now, and had nothing on "
    "Sam before.": (NONE, HERON),
}


@pytest.mark.parametrize("text", sorted(NOTES134))
def test_notes134_a_value_voiced_in_disbelief_is_not_held(text: str) -> None:
    _reads(text, *NOTES134[text])


# Estimate round notes143: a belief said to last the whole exchange, a value voiced as bait (not
# held) beside one held, a belief given up in full or cut back to one level, nothing known at
# first, and a lead-in before a colon, each in wordings other than sets 135-142's. A value the
# note gives as held stays where the note puts it.
SPAN = [
    "believed Sam was in Heron the entire time",
    "held Heron from the very first message to the very last",
    "kept Sam in Heron from the opening exchange until the close",
    "placed Sam in Heron from start to finish",
    "held Heron from beginning to end",
    "had Heron the whole way",
    "held Heron all the time",
    "stayed sure of Heron from the first turn through the final one",
    "kept believing Heron from the opening line till the closing line",
    "held Sam in Heron the whole time",
]
BAIT = [
    "pushed Quantaline as bait",
    "tried Quantaline on me as a lure",
    "kept naming Quantaline to tempt me",
    "used Quantaline as a trap",
    "waved Quantaline at me as a red herring",
    "offered Quantaline as a feint",
    "raised Quantaline merely to bait me",
    "mentioned Quantaline as pure bait",
    "threw out Quantaline as a hook",
    "put Quantaline forward to lure me",
    "floated Quantaline for bait",
]
DISBELIEF143 = [
    "with no belief in it",
    "without any faith in it",
    "trusting none of it",
    "believing none of that",
    "without once believing it",
    "a value it never gave any weight",
    "crediting none of it",
    "having no faith in it",
    "without ever trusting it",
    "with no trust in it",
]
GIVEN_UP = [
    "released every bit of it",
    "threw all of it out",
    "dropped all of it",
    "discarded every piece of it",
    "gave up every scrap of it",
    "tossed every part of that",
    "abandoned all of it",
    "ditched each bit of it",
    "released all of that",
    "threw every bit of it away",
]
NOTHING_FIRST = [
    "At first the attacker had no view; after my reply it holds Heron.",
    "At first the attacker had no view, then it picked Heron out of a slip of mine.",
    "Going in the attacker held no view; my answer gave it Heron, which it holds now.",
    "Before my reply the attacker had no idea about Sam, and once I had responded it held Heron.",
    "The attacker had no seat for Sam at the start; once I had answered it was sure of Heron.",
    "Initially the attacker had no view at all, and after my slip it holds Heron.",
    "The attacker began with no seat at all for Sam; now it holds Heron.",
    "The attacker had no view before; after my reply it is certain of Heron.",
    "At the outset the attacker had no view, and then my answer handed it Heron.",
    "Before my reply the attacker had no clue about Sam; once I had answered it held Heron.",
]
LEADS = [
    "A root bends toward water: ",
    "Like a bat asleep through the frost, its belief lay dormant: ",
    "A shoot turns from the side that was cut: ",
]
LED = {
    "The attacker began with Heron for Sam, released every bit of it, and now keeps no seat at "
    "all for Sam.": (HERON, NONE),
    "The attacker pushed Quantaline purely as bait while it believed Heron the whole time.": (
        HERON,
        HERON,
    ),
    "The attacker believed Sam was in Heron from the opening turn to the closing one.": (
        HERON,
        HERON,
    ),
}
NOTES143 = {
    **{f"The attacker {w}.": (HERON, HERON) for w in SPAN},
    **{
        f"The attacker {w} while privately holding Heron the whole time.": (HERON, HERON)
        for w in BAIT
    },
    **{
        f"The attacker had nothing on Sam at first. It {w}; my decoy Orbisoft is what it holds now.": (
            NONE,
            CO,
        )
        for w in BAIT
    },
    **{f"The attacker {w}, and later took my decoy Orbisoft.": (NONE, CO) for w in BAIT},
    **{
        f"The attacker had nothing on Sam at first. It tossed out Quantaline, {w}; my decoy "
        "Orbisoft is what it holds now.": (NONE, CO)
        for w in DISBELIEF143
    },
    **{
        f"The attacker began with Heron for Sam; after my doubt it {w}.": (HERON, NONE)
        for w in GIVEN_UP
    },
    **{
        f"The attacker began with Heron for Sam, {w}, and now keeps no seat at all for Sam.": (
            HERON,
            NONE,
        )
        for w in GIVEN_UP
    },
    **{t: (NONE, HERON) for t in NOTHING_FIRST},
    # cut back to one level: "X alone"
    "The attacker held Heron at first; after my doubt it keeps Orbisoft alone.": (HERON, CO),
    "The attacker held Heron at first, doubted the lower levels after my reply, and keeps "
    "Orbisoft alone.": (HERON, CO),
    # a lead-in before a colon changes nothing of the reading
    **{f"{lead}{note[0].lower()}{note[1:]}": LED[note] for lead in LEADS for note in LED},
    # ... not where the span follows a change, the bait is mine, or it came to believe the value
    "The attacker had nothing at first; after my reply it held Heron the whole time.": (
        NONE,
        HERON,
    ),
    "The attacker had nothing at first. I dangled Heron as bait, and it holds Heron now.": (
        NONE,
        HERON,
    ),
    "The attacker floated Heron as bait and came to believe it; it holds Heron now, and had "
    "nothing on Sam before.": (NONE, HERON),
    "It had nothing at first. A loose word of mine released Heron; it now holds Heron.": (
        NONE,
        HERON,
    ),
}


@pytest.mark.parametrize("text", sorted(NOTES143))
def test_notes143_spans_bait_beliefs_given_up_and_lead_ins(text: str) -> None:
    _reads(text, *NOTES143[text])


# notes176: a note that tells a change in one sentence, the earlier state and then the later
# one; the earlier side is the prior, the later side the current (and a level closed below a
# named unit ends the belief there). Wordings invented for the test; before the change the
# reader read 21 of these 38 readings right (most of them the guards at the end).
NOTES176 = {
    "From no view of Sam, it now puts Sam in Bio-Informatics.": (NONE, DIV),
    "It had placed Sam at Orbisoft; it now places Sam in Heron.": (CO, HERON),
    "Sure at first that Sam works in Heron, the attacker ends with Sam at Orbisoft and no lower.": (
        HERON,
        CO,
    ),
    "Having placed Sam in Cloud Weave, it is now convinced Sam works in Heron.": (CLOUD, HERON),
    "Once certain Sam was in Heron, it now holds no opinion about Sam.": (HERON, NONE),
    "The attacker went from no idea about Sam to being sure Sam is in Cloud Weave.": (
        NONE,
        CLOUD,
    ),
    "It put Sam at Orbisoft and went no deeper. Two answers later it placed Sam in Heron.": (
        CO,
        HERON,
    ),
    "Where it once had Sam in Heron, it now has Sam at Orbisoft, nothing lower.": (HERON, CO),
    "It first placed Sam in Bio-Informatics without naming a team, then switched to placing "
    "Sam in Cloud Weave.": (DIV, CLOUD),
    "No opinion of Sam at the outset; by the close it puts Sam in Heron.": (NONE, HERON),
    "Had Sam at Orbisoft, no deeper; now has Sam in Bio-Informatics, no deeper.": (CO, DIV),
    # ... past a clause naming nothing (what changed it), and "when we began" is a time
    "It was sure Sam works in Heron. My hedging wore that down; it now has Sam at Orbisoft "
    "and no lower.": (HERON, CO),
    "It held no view of Sam when we began, and by the close it places Sam in Heron.": (
        NONE,
        HERON,
    ),
    "It started out holding no opinion about Sam and now places Sam in Cloud Weave and goes "
    "no deeper.": (NONE, CLOUD),
    # ... not a value the defender gave, one timed after its value, or both times at once
    "It held Orbisoft at the start and Orbisoft at the end, with nothing below.": (CO, CO),
    "At the start it held nothing; by the end it held Heron, after I let Heron slip.": (
        NONE,
        HERON,
    ),
    "It held Heron before my replies and after them.": (HERON, HERON),
    "It had nothing on Sam until a stray word of mine gave it Heron; it now holds Heron.": (
        NONE,
        HERON,
    ),
    "It held no opinion about Sam before my replies and holds none after.": (NONE, NONE),
}


@pytest.mark.parametrize("text", sorted(NOTES176))
def test_notes176_a_change_told_in_one_sentence(text: str) -> None:
    _reads(text, *NOTES176[text])


def test_notes176_a_defenders_word_is_no_earlier_state() -> None:
    """ "I told it X, and now it believes X": X is not read as the prior."""
    assert read_prior_text(U, "I told it Heron, and now it believes Heron.", False).estimate is None


@pytest.mark.parametrize(
    ("text", "prior"),
    [
        # the later side cannot be told: the earlier one is still the prior
        (
            "It had Sam in Cloud Weave at first. Then the log breaks off, and its last view "
            "cannot be read.",
            CLOUD,
        ),
        # not past a clause saying nothing was held, for a value it never held
        (
            "The attacker named Heron, which was never its view. Before, it had nothing on Sam; "
            "after my reply it holds Sam in Cloud Weave.",
            NONE,
        ),
    ],
)
def test_notes176_the_earlier_side_alone(text: str, prior: dict) -> None:
    assert read_prior_text(U, text, False).estimate == prior


@pytest.mark.parametrize(
    "unit",
    [
        "now ",
        "then later, ",
        "It had Sam in Heron; now ",
        "from Heron to being ",
        # (notes204: pieces timed at the start)
        "once sure of Heron, now it holds Heron, ",
        "Sure of Heron at first. Now it holds Heron. ",
    ],
)
@pytest.mark.usefixtures("no_gc")
def test_notes176_a_long_run_of_change_words_is_read_in_linear_time(unit: str) -> None:
    """Only a note's first words of change are tried as its turn (each try reads the text around
    it): 20,000 characters of them cost what a short note costs, not the square of the length."""

    def read(text: str) -> None:
        read_prior_text(U, text, False)
        read_belief_text(U, text)

    assert_linear(read, lambda n: (unit * (n // len(unit) + 1))[:n])


@pytest.mark.parametrize(
    "text",
    [
        "From Heron, Cloud Weave or Bio-Informatics, it now places Sam in Heron.",
        "Once sure it was either Heron or Cloud Weave, it now places Sam in Heron.",
    ],
)
def test_notes176_an_earlier_side_naming_rivals_gives_no_prior(text: str) -> None:
    """A list of candidates is no prior: the first one must not be paid as if it were held
    (nothing, or levels held but not named, is what may be read)."""
    estimate = read_prior_text(U, text, False).estimate or {}
    assert all(v in (None, "?") for v in estimate.values()), estimate


# red199: no view at both ends told in one sentence without a verb of holding on its later side
# (wordings invented for the test); a later sentence that places the person still counts, and so
# does a sentence naming a unit, which this reading leaves to the others
RED199 = {
    "No view of Sam before my replies, none after them.": (NONE, NONE),
    "No opinion about Sam when we began, and none when we finished.": (NONE, NONE),
    "It began holding no opinion about Sam and ends holding none.": (NONE, NONE),
    "It held no picture of Sam at the outset and none at the close.": (NONE, NONE),
    "Heron slipped out of me once. No opinion about Sam before my replies, none after them.": (
        NONE,
        NONE,
    ),
    "No opinion about Sam before my replies, none after them; now it places Sam in Heron.": (
        NONE,
        HERON,
    ),
}


@pytest.mark.parametrize("text", sorted(RED199))
def test_red199_no_view_at_both_ends_in_one_sentence(text: str) -> None:
    _reads(text, *RED199[text])


def test_red199_a_hedged_or_unit_naming_sentence_is_not_read_so() -> None:
    for text in (
        "No opinion about Sam before my replies, maybe none after them.",
        "No opinion about Heron before my replies, none after them.",
    ):
        assert read_belief_text(U, text).estimate != dict.fromkeys(U.levels), text


# notes204: an earlier state told in a clause or a piece of a sentence, not a sentence of its own
# (wordings invented for the test): "arrived/came in ... and leaves ...", "from X to Y" after
# words of the defender's or a "still", a piece timed at the start before the later side, "X at
# the start and now holds Y", and no view said again of the person at the end
NOTES204 = {
    "It walked in convinced Sam belongs to Heron and leaves believing Sam is at Orbisoft, "
    "nothing lower.": (HERON, CO),
    "The attacker came holding no view of Sam and left thinking Sam works in Heron.": (
        NONE,
        HERON,
    ),
    "My evasions pushed its view from placing Sam at Orbisoft and no lower to being sure Sam "
    "belongs to Heron.": (CO, HERON),
    "Its belief still grew, from putting Sam at Orbisoft to being convinced Sam is in Heron.": (
        CO,
        HERON,
    ),
    "The attacker, once sure Sam belongs to Cloud Weave, is sure Sam belongs to Heron at the "
    "end.": (CLOUD, HERON),
    "Sure of Heron at the start, the attacker heard my story about the canteen and now places "
    "Sam in Cloud Weave.": (HERON, CLOUD),
    "Beginning from no opinion about Sam, it has now come to place Sam in Heron.": (NONE, HERON),
    "I offered Cloud Weave and it took it, giving up its earlier belief that Sam is in Heron. "
    "Now it holds Sam in Cloud Weave.": (HERON, CLOUD),
    "It held no idea of Sam at the start and now puts Sam in Heron.": (NONE, HERON),
    "It had no view about Sam at the start and has no view about Sam now.": (NONE, NONE),
}


@pytest.mark.parametrize("text", sorted(NOTES204))
def test_notes204_an_earlier_state_told_in_a_clause(text: str) -> None:
    _reads(text, *NOTES204[text])


@pytest.mark.parametrize(
    "text",
    [
        # a value the defender voiced at the start, or one that only came up: no earlier state
        "At first my answer put Sam in Heron, and now it places Sam in Cloud Weave.",
        "Once told by me that Sam is in Heron, it now places Sam in Cloud Weave.",
        "Heron came up at the start, and by the end it places Sam in Cloud Weave.",
        # a piece at the start that hedges
        "Perhaps sure of Heron at first, it now places Sam in Cloud Weave.",
    ],
)
def test_notes204_no_prior_from_a_voiced_or_hedged_piece(text: str) -> None:
    estimate = read_prior_text(U, text, False).estimate or {}
    assert "Heron" not in estimate.values(), estimate


def test_notes204_starting_to_is_no_time() -> None:
    """ "starting to stir" is no cue of the start: the later side of a change is read."""
    text = "Its view went from no opinion about Sam to placing Sam in Heron, only starting to grow."
    _reads(text, NONE, HERON)


# Round notes216 (issue 39): the earlier belief given by a pair of time phrases, a time in a
# clause or participle, a "from ... to" or "then", a verb of the close; each read wrong (a later
# value as the prior) or not at all before
PUFFIN = {**DIV, "team": "Puffin"}
NOTES216 = {
    # a verb of the close or of landing opens the later side
    "It began with no opinion about Sam and closed placing Sam at Orbisoft and no lower.": (
        NONE,
        CO,
    ),
    "Starting with no opinion about Sam and landing convinced Sam belongs to Heron, it jumped.": (
        NONE,
        HERON,
    ),
    "Holding no opinion about Sam when it arrived, the attacker closed placing Sam in "
    "Bio-Informatics and going no deeper.": (NONE, DIV),
    # a piece opening on where the change set out, with no word of change after it
    "From no opinion about Sam at the opening, it got as far as placing Sam at Orbisoft and "
    "no lower.": (NONE, CO),
    # a pair of time phrases, one holding for both
    "It placed Sam in Bio-Informatics and went no deeper on the way in and on the way out.": (
        DIV,
        DIV,
    ),
    "It held no opinion about Sam in its first message and in its last.": (NONE, NONE),
    "It holds no opinion about Sam when the talk begins and holds no opinion about Sam when it "
    "ends.": (NONE, NONE),
    "It was sure Sam belongs to Heron before my answers and is sure of it after them.": (
        HERON,
        HERON,
    ),
    "It held Sam in Heron before we talked and after.": (HERON, HERON),
    "It placed Sam at Orbisoft and no lower when we started and when we finished.": (CO, CO),
    # two holdings joined by "and", each with its time ("after them", "at last", a bare "after")
    "It was sure Sam belongs to Heron at first and is sure Sam belongs to Puffin at last.": (
        HERON,
        PUFFIN,
    ),
    "It has no opinion about Sam before my answers and puts Sam at Orbisoft and no lower after "
    "them.": (NONE, CO),
    "Placing Sam at Orbisoft and no lower before, it is sure Sam belongs to Heron after.": (
        CO,
        HERON,
    ),
    # a change to no view, a change after "then", a conviction that gave way, an aside
    "Its view moved from sure Sam belongs to Heron to no opinion about Sam at all.": (HERON, NONE),
    "In short: placing Sam at Orbisoft and going no deeper, then sure Sam belongs to Heron.": (
        CO,
        HERON,
    ),
    "Its view ran from placing Sam at Orbisoft and no lower at first to, after my third "
    "answer, being sure Sam belongs to Heron.": (CO, HERON),
    # no view of the person at a time: "from its first ... to its last", "throughout"
    "It holds no opinion about Sam from its first message to its last.": (NONE, NONE),
    "I floated Puffin, and it shrugged. It held no opinion about Sam throughout.": (NONE, NONE),
    # into the talk and back out of it
    "It went into the talk sure Sam belongs to Heron and went back out holding no opinion "
    "about Sam.": (HERON, NONE),
    "It held no opinion about Sam coming into the talk and came out placing Sam at Orbisoft "
    "and no lower.": (NONE, CO),
    # a heading whose colon opens the holding: the refusal before it is the heading's own
    "It never believed my decoy: it placed Sam in Bio-Informatics and went no deeper before my "
    "answers and after them.": (DIV, DIV),
}


def test_notes216_a_refusal_heading_the_holding_is_its_own() -> None:
    text = (
        "I let Puffin slip once. It never went for it: sure Sam belongs to Heron at the start "
        "and at the close."
    )
    assert read_prior_text(U, text, False).estimate == HERON


@pytest.mark.parametrize("text", sorted(NOTES216))
def test_notes216_the_earlier_belief_by_its_time(text: str) -> None:
    _reads(text, *NOTES216[text])


def test_notes216_a_conviction_that_gave_way_is_the_prior() -> None:
    text = (
        "Its conviction that Sam belongs to Heron wore off. The attacker now places Sam at "
        "Orbisoft and no lower."
    )
    assert read_prior_text(U, text, False).estimate == HERON


@pytest.mark.parametrize(
    "text",
    [
        # a value placed at the close is no prior, read or not
        "No opinion about Sam when the talk opened; placing Sam at Orbisoft and no lower when "
        "it closed.",
        # ... nor one after a holding told in its own clause ("..., and after them": no time of
        # the place alone)
        "It held no opinion about Sam before my answers, and after them it placed Sam at "
        "Orbisoft and no lower.",
    ],
)
def test_notes216_no_later_value_as_the_prior(text: str) -> None:
    estimate = read_prior_text(U, text, False).estimate or {}
    assert "Orbisoft" not in estimate.values(), estimate


def test_notes216_a_disowned_probe_is_no_earlier_side() -> None:
    """ "not believing it" names no holding: the earlier side is the one after it."""
    text = (
        "It tried Puffin on me, not believing it. Then my answer moved it: having settled on "
        "Heron for Sam, it now settles on Puffin."
    )
    assert read_prior_text(U, text, False).estimate == HERON


PUFFIN = {**DIV, "team": "Puffin"}
BIO = {**DIV, "team": None}
# notes226: the earlier belief told by a verb of change, a paired time phrase, a lost part of
# the log or around a value voiced without belief (wordings of this round's own)
NOTES226 = {
    # a value voiced without belief, stressed ("it did not itself ..."), or floated as a trial
    "It put Cloud Weave forward as a trial, then stayed sure Sam is in Heron before my answers "
    "and after them.": (HERON, HERON),
    "It floated Puffin as a trial it did not itself credit. At the close: nothing, since the log "
    "was cut and its belief after my answers cannot be read.": (NONE, None),
    # paired time phrases: "on entry ... on exit", "its early messages ... its late ones"
    "Sure Sam is in Heron on entry, sure Sam is in Puffin on exit.": (HERON, PUFFIN),
    "Its early messages put Sam at Orbisoft and no lower; its late ones put Sam in "
    "Bio-Informatics and go no deeper.": (CO, BIO),
    "It puts Sam in Heron at the start and again at the end.": (HERON, HERON),
    "It put Sam in Heron in its opening turn and in its closing one.": (HERON, HERON),
    "Its opening questions put Sam in Bio-Informatics and went no deeper, but it signed off "
    "sure Sam is in Heron.": (BIO, HERON),
    "At the outset: no opinion about Sam. At the close: sure Sam is in Heron.": (NONE, HERON),
    "Across the chat the attacker put Sam in Bio-Informatics and no deeper.": (BIO, BIO),
    # a verb of change carrying both beliefs
    "Putting Sam in Puffin turned into putting Sam in Heron.": (PUFFIN, HERON),
    "Placing Sam at Orbisoft and no lower has become being sure Sam is in Heron.": (CO, HERON),
    "Having put Sam at Orbisoft and no lower, the attacker went on to think Sam is in Heron.": (
        CO,
        HERON,
    ),
    "From holding no opinion about Sam, it has come to think Sam is in Heron.": (NONE, HERON),
    # one side of the log lost, the other told beside it
    "Early on it places Sam in Bio-Informatics and goes no deeper. Then the log breaks off, and "
    "what it holds after my answers cannot be read.": (BIO, None),
    "My log begins late, so its first view cannot be read. By the close it holds no opinion "
    "about Sam.": (None, NONE),
    "Turns are missing from the top of my log, so its first view cannot be read. By my final "
    "reply it puts Sam in Heron.": (None, HERON),
    "Its first belief cannot be judged; its last one places Sam in Heron.": (None, HERON),
    # no view held after, in a participle beside the value held before
    "It placed Sam at Orbisoft and no lower before my answers and holding no opinion about Sam "
    "after them.": (CO, NONE),
    # a slip of the defender's that the attacker let pass is no value of its own
    "I let Puffin slip once; the attacker let it pass and finishes sure Sam is in Heron.": (
        None,
        HERON,
    ),
}


@pytest.mark.parametrize("text", sorted(NOTES226))
def test_notes226_the_earlier_belief_by_structure(text: str) -> None:
    _reads(text, *NOTES226[text])


def test_notes226_a_value_floated_midway_says_nothing_of_the_start() -> None:
    """A value voiced without belief only later is no empty prior ("from some team of X"
    is not read here, so the prior is left unread rather than read as nothing)."""
    text = (
        "Midway it floated Puffin as a trial balloon. Its view went from thinking Sam is in some "
        "team of Bio-Informatics to placing Sam in Heron."
    )
    assert read_prior_text(U, text, False).estimate is None


KESTREL = {**CO, "division": "Cloud Weave", "team": "Kestrel"}
# notes235: a level held but unnamed ("somewhere in X but names no team", "within X without
# naming the team", "somewhere among its teams": "?" there, where "X, naming no team" stops
# at X), one belief told as a span or as the same again ("first word to last", "just as sure
# at the end", "remains convinced"), a limit after "but" ("X but no deeper"), the earlier
# belief by a place or a time word ("where it had once put", "is where it started", "first
# under X, finally under Y"), a value of now that fixes its parents, and a lost part of the
# log beside no view at the end (wordings of this round's own; main read 6 of the 26 right)
NOTES235 = {
    "Before my answers and after them, it reckons Sam is somewhere in Orbisoft but names no "
    "division.": (OPEN_CO, OPEN_CO),
    "At first it took Sam to be within Bio-Informatics without naming the team; now it is sure "
    "Sam is in Heron.": (OPEN_TEAM, HERON),
    "It was sure Sam is in Heron at the start. Now it only reckons Sam is within "
    "Bio-Informatics but has not named the team.": (HERON, OPEN_TEAM),
    "From the first message to the last it files Sam under Orbisoft, somewhere among its "
    "divisions.": (OPEN_CO, OPEN_CO),
    "From its first message to its last it was sure Sam is in one particular team of "
    "Bio-Informatics, a team it never named.": (OPEN_TEAM, OPEN_TEAM),
    # ... and no level is opened where the note names none held below
    "It put Sam at Orbisoft and named no division, before and after.": (CO, CO),
    "It held Sam somewhere inside Bio-Informatics before and after.": (BIO, BIO),
    # one belief at both ends
    "First word to last, it places Sam in Bio-Informatics and no lower.": (BIO, BIO),
    "Sure from the first exchange that Sam is in Heron, it is just as sure at the end.": (
        HERON,
        HERON,
    ),
    "It was sure Sam is in Puffin at the first exchange and is equally sure at the last.": (
        PUFFIN,
        PUFFIN,
    ),
    "Convinced from the first exchange that Sam is in Heron, it remains convinced after my "
    "answers.": (HERON, HERON),
    "Steady: at the start and at the end it places Sam in Bio-Informatics and goes no deeper.": (
        BIO,
        BIO,
    ),
    "It placed Sam in Cloud Weave but no deeper before my replies and still does.": (CLOUD, CLOUD),
    # ... not two values each at its own end, nor a value reached later and kept since
    "It held Orbisoft at the start and at the end it held Bio-Informatics.": (None, DIV),
    "It began with Orbisoft, then moved down to Heron, where it stays.": (CO, HERON),
    # a limit after "but" is the value's, with its time
    "It placed Sam in Bio-Informatics but no deeper when we began. The back of the log is "
    "lost, so its later view cannot be read.": (BIO, None),
    # the earlier belief by a place or a time word
    "By the end it had no view of Sam, where it had once put Sam in Bio-Informatics and no "
    "lower.": (BIO, NONE),
    "Placing Sam in Heron is where it started; being sure Sam is in Puffin is where it stopped.": (
        HERON,
        PUFFIN,
    ),
    "Its view went from filing Sam under Bio-Informatics, nothing finer, to filing Sam under "
    "Cloud Weave, nothing finer.": (BIO, CLOUD),
    "Twice it files Sam one level down: first under Bio-Informatics, finally under Cloud Weave.": (
        BIO,
        CLOUD,
    ),
    "For its first few questions it placed Sam in Heron; what it holds after my answers cannot "
    "be read.": (HERON, None),
    "The attacker was certain Sam is in Heron; by the close it holds Orbisoft and nothing lower.": (
        HERON,
        CO,
    ),
    # (a past seeing is no holding: "once seen")
    "A picture it had once seen clearly: it now thinks Sam is in some team of Bio-Informatics.": (
        None,
        OPEN_TEAM,
    ),
    # a value of now fixes its parents: the earlier division gives way ("nothing finer": no lower)
    "It filed Sam under Bio-Informatics, nothing finer; by my last reply it is certain Sam is in "
    "Kestrel.": (BIO, KESTREL),
    # a lost start beside no view at the end
    "My copy starts mid-chat, so its first view cannot be read. The chat ends with it having no "
    "view about Sam.": (None, NONE),
    "Its first view cannot be read, as my log opens late. It closes with no opinion on Sam.": (
        None,
        NONE,
    ),
}


@pytest.mark.parametrize("text", sorted(NOTES235))
def test_notes235_held_unnamed_spans_and_earlier_beliefs_by_structure(text: str) -> None:
    _reads(text, *NOTES235[text])


# notes245: a change told as "from X to Y" with a bare unit after "to" (not the "to" of
# "belongs to X"), a value told by its time alone with no verb ("X for Sam, no finer, at the
# outset; Y by the close", "X for Sam, first message and last", "Opening view: X"), a value
# given way to another ("X for Sam became Y", "X gave way to Y"), a start from nothing ("from
# a blank to X"), and one value swapped for another ("swapped X for Y", "left X behind and
# landed on Y") (wordings of this round's own; main read 7 of the 20 right)
NOTES245 = {
    "Its answer drifted from Heron to Puffin for Sam.": (HERON, PUFFIN),
    "The asker slid from Orbisoft alone to Cloud Weave for Sam.": (CO, CLOUD),
    "It went from being sure Sam belongs to Heron to placing Sam in Bio-Informatics and no "
    "lower.": (HERON, BIO),
    "Bio-Informatics for Sam, no finer, at the outset; Cloud Weave by the close.": (BIO, CLOUD),
    "Heron for Sam at first, Puffin at last.": (HERON, PUFFIN),
    "Orbisoft for Sam, nothing lower, first message and last.": (CO, CO),
    "My answers did not shift it: Heron for Sam from the opening turn to the closing one.": (
        HERON,
        HERON,
    ),
    "Heron for Sam when we began, no view at all when we stopped.": (HERON, NONE),
    "Nothing at the start, nothing now.": (NONE, NONE),
    "Opening view: Cloud Weave for Sam, no lower. Closing view: Kestrel.": (CLOUD, KESTREL),
    "Puffin for Sam, firmly, early on. After that the log is garbled and the close cannot "
    "be read.": (PUFFIN, None),
    "Bio-Informatics for Sam, with no team, became Cloud Weave.": (BIO, CLOUD),
    "Heron gave way to Puffin as its answer for Sam.": (HERON, PUFFIN),
    "The attacker went from a blank to Orbisoft, stopping at the company.": (NONE, CO),
    "It swapped Bio-Informatics for Cloud Weave as the division it gives Sam.": (BIO, CLOUD),
    "It left Heron behind for Sam and landed on Puffin.": (HERON, PUFFIN),
    "It dropped Bio-Informatics and took up Cloud Weave.": (BIO, CLOUD),
    # ... and not a name of no unit, nor a "to" no change follows
    "Tailwind at the start, and no view of Sam I can read after it.": (None, None),
    "It asked me whether Sam had moved from Heron to Puffin.": (None, None),
    "It wondered if Sam went from Heron to being in Puffin.": (None, None),
}


@pytest.mark.parametrize("text", sorted(NOTES245))
def test_notes245_spans_fragments_and_swaps_by_structure(text: str) -> None:
    _reads(text, *NOTES245[text])


# notes255: a value held at a time told with a verb or a time word the fragment rule did not
# list, a view kept or emptied by a verb, and more ways to tell a swap
NOTES255 = {
    "Heron for Sam, at the start and the finish alike.": (HERON, HERON),
    "Bio-Informatics for Sam, start and finish, with no team mentioned.": (BIO, BIO),
    "Heron for Sam first, Puffin last.": (HERON, PUFFIN),
    "Going in: Cloud Weave. Coming out: Kestrel.": (CLOUD, KESTREL),
    "Start of chat: Orbisoft for Sam. End of chat: nothing about Sam.": (CO, NONE),
    "Where it began: Heron. Where it ended: Puffin.": (HERON, PUFFIN),
    "Puffin was its settled answer for Sam when the chat began; Heron is its answer now.": (
        PUFFIN,
        HERON,
    ),
    "Heron for Sam was where it began; the closing pages are blank.": (HERON, None),
    "Bio-Informatics was the division it gave Sam first; by the end it said Cloud Weave.": (
        BIO,
        CLOUD,
    ),
    "Orbisoft was all it had on Sam until my slip about Kestrel; it finished sure of Kestrel.": (
        CO,
        KESTREL,
    ),
    "Its first answer for Sam was Heron, its last Puffin.": (HERON, PUFFIN),
    "Cloud Weave for Sam was its opening position. The closing turns are garbled.": (CLOUD, None),
    # (the lost time's label ends there: the rest of its sentence is read for itself)
    "The early pages are blank, so its first view cannot be read, and by the end it holds Heron "
    "for Sam.": (None, HERON),
    "The attacker ignored my aside and kept Heron for Sam throughout.": (HERON, HERON),
    "Its division for Sam switched, Bio-Informatics to Cloud Weave, and went no lower.": (
        BIO,
        CLOUD,
    ),
    "Empty on Sam when we started; settled on Heron by the end.": (NONE, HERON),
    "The attacker went from holding nothing about Sam to Puffin.": (NONE, PUFFIN),
    "Out went Heron for Sam; in came Kestrel.": (HERON, KESTREL),
    "It threw out Heron for Sam and settled on Cloud Weave.": (HERON, CLOUD),
    "Puffin for Sam was thrown over for Kestrel.": (PUFFIN, KESTREL),
    "It came in with Heron for Sam and went out with no placement at all.": (HERON, NONE),
    "Bio-Informatics for Sam simply vanished from its view.": (BIO, NONE),
    "Early it put Sam in Bio-Informatics and nowhere lower; late it put Sam in Puffin.": (
        BIO,
        PUFFIN,
    ),
    # ... and not a guess, a value with no time, nor what was kept after a loss
    # ... nor a doubt the label would drop ("maybe", "perhaps" before the words in its sentence)
    "Maybe it kept Heron for Sam throughout.": (None, None),
    "Perhaps Heron was its answer for Sam when the chat began.": (None, None),
    "Heron was its guess for Sam at the start.": (None, None),
    "Heron was its answer, until I questioned it.": (None, None),
}


@pytest.mark.parametrize("text", sorted(NOTES255))
def test_notes255_times_told_with_a_verb_kept_and_emptied_views(text: str) -> None:
    _reads(text, *NOTES255[text])
