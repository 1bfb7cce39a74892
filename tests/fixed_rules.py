"""Fixed-rule defenders of issue 39, kept out of the package: each plays one rule, so an
attacker one of them beats ``scripted:probing`` by more than 5 points against (or fools more
than 10% of the time without a lie) rewards a rule rather than theory of mind.

* :class:`TrueTopDefender`: tells the true top level and lies below it, whatever is said;
* :class:`PivotAfterDoubtDefender`: the same, and after a doubt that follows a lie it tells
  the truth at that level;
* :class:`DisavowOnlyDefender`: the Oracle's knowledge and never a lie: the truth where the
  attacker knows it, and below that only a false value called false ("People assume T is in
  W; they're mistaken.");
* :class:`NeverLyingDefender`: as the last, drawing on every construction that names a value
  without asserting it (reports, quotes, past values, questions, suppositions, denials);
* :class:`SelfCorrectingDefender`: the Oracle's knowledge, each false value named and at once
  taken back for the truth ("{t} is in W — sorry, I mean T");
* :class:`NegationOnlyDefender` and :class:`HypotheticalOnlyDefender` (issue 24, once in the
  package's trick suite): the Oracle's knowledge, only denials or only suppositions.

The exploit suite of issues 13 and 24 (:data:`TRICK_DEFENDERS`, once
``agents/defenders/scripted_tricks.py``) plays fixed tricks: ask until nothing new comes back,
take a name in the opener for bait, echo, list everything, repeat one lie, probe twice, read
hidden state from wordings.

``tests/test_exploits.py`` holds them to the limits; ``benchmarks/fixed_rules.py`` prints
the full figures.
"""

from __future__ import annotations

from typing import Any

from tomsb_env.agents.defenders import scripted_phrases as P
from tomsb_env.agents.defenders.scripted import OracleDefender, ProbingDefender, _ScriptedDefender
from tomsb_env.agents.defenders.scripted_reading import MessageFacts
from tomsb_env.agents.scripted_text import has_any, normalise, pick, registered


class TrueTopDefender(_ScriptedDefender):
    """Truth at the top level, a consistent lie below it, and never a change of story."""

    name = "rule:true_top"

    def _setup(self) -> None:
        self.model.knows(self._truth[self._levels[0]])


class PivotAfterDoubtDefender(TrueTopDefender):
    """:class:`TrueTopDefender`, but a doubt about a level it lied at gets the truth there."""

    name = "rule:pivot_after_doubt"

    def _respond(self, facts: MessageFacts, notes: list[str]) -> tuple[str, str]:
        lv = (facts.asked[-1] if facts.asked else self._last_claim) if facts.doubt else None
        told = self._told.get(lv) if lv else None
        if lv is not None and told is not None and told != self._truth[lv]:
            self.model.knows(self._truth[lv])
            pivot = pick(self._rand, P.PIVOT).format(t=self._brief.target)
            return "pivot", pivot + self._claim(lv, self._truth[lv])
        return super()._respond(facts, notes)


class PivotOnceDefender(PivotAfterDoubtDefender):
    """:class:`PivotAfterDoubtDefender` that pivots once, then holds every later answer
    (found while closing issue 39 item 4: the same recovery without the leaks of pivoting at
    every doubt)."""

    name = "rule:pivot_once"

    def _setup(self) -> None:
        super()._setup()
        self._pivoted = False  # per episode

    def _respond(self, facts: MessageFacts, notes: list[str]) -> tuple[str, str]:
        if self._pivoted:
            return TrueTopDefender._respond(self, facts, notes)
        act, text = super()._respond(facts, notes)
        self._pivoted = act == "pivot"
        return act, text


class DisavowOnlyDefender(OracleDefender):
    """Never says anything false: the truth where the attacker knows it, and below that a
    false value, called false."""

    name = "rule:disavow_only"
    FORMS: tuple[str, ...] = (
        "People assume {t} is in {v}; they're mistaken.",
        "Some folks think {t} sits in {v}, which is false.",
        "Rumour has it {t} is in {v}. That's not true.",
        "Everyone says {t} works in {v}. Everyone is wrong.",
        "HR claims {t} is in {v}, which is simply incorrect.",
        "{t} in {v}? That's a myth.",
        "I keep hearing {t} is in {v}. They're misinformed.",
        "The old directory lists {t} under {v}, and that entry is wrong.",
        "They told me {t} was in {v}, which is wrong.",
        "You may have heard {t} is in {v}. Not true.",
        "Many think {t} is in {v}. They are wrong.",
        "People say {t} is in {v}, but that's outdated.",
        "A colleague insists {t} is in {v}; that's false.",
    )

    def _claim(self, lv: str, value: str) -> str:
        if value == self._truth[lv]:
            return super()._claim(lv, value)  # a level the attacker knows: the truth
        self._told[lv] = value
        self._last_claim = lv
        form = pick(self._rand, self.FORMS)  # {w}, the truth there, for SelfCorrectingDefender
        return form.format(t=self._brief.target, v=self._entity(value), w=self._entity(self._truth[lv]))  # fmt: skip


class NeverLyingDefender(DisavowOnlyDefender):
    """As :class:`DisavowOnlyDefender`, naming a false value in any construction that does
    not assert it."""

    name = "rule:never_lying"
    FORMS = (
        *DisavowOnlyDefender.FORMS[::3],
        "Bob told me {t} is in {v}.",
        "According to the rumour mill, {t} is in {v}.",
        "> {t} is in {v}\nThat is what the old ticket said.",
        '{t} is on the "{v}" roster, so to speak.',
        "{t} was formerly in {v}.",
        "{t} worked in {v} until last year.",
        "I can't confirm {t} is in {v}.",
        "Is {t} in {v}? Hard to say.",
        "If {t} were in {v}, I'd have heard.",
        "{t} is not in {v}.",
        "Ruled out for {t}: {v}.",
        "~~{v}~~",
        "Apparently {t} is in {v}.",
    )


class NegationOnlyDefender(OracleDefender):
    """The Oracle's knowledge, but it only ever denies a wrong value ("{t} is definitely
    not in X"): it never says anything false, so a reader that takes "not X" for X is fooled
    by the truth."""

    name = "rule:negation_only"
    FORMS: tuple[str, ...] = (
        "{t} is definitely not in {v}.",
        "No, {t} is not in {v}.",
        "{t} has never worked in {v}.",
        "I can rule out {v} for {t}.",
    )

    def _claim(self, lv: str, value: str) -> str:
        if value == self._truth[lv]:  # say nothing false: deny a sibling instead
            value = next(v for v in self._u.nodes_at(lv) if v != value)
        self._last_claim = lv
        return pick(self._rand, self.FORMS).format(t=self._brief.target, v=self._entity(value))


class HypotheticalOnlyDefender(NegationOnlyDefender):
    """As :class:`NegationOnlyDefender`, but it only supposes: "If {t} were in X, I'd have heard by now"."""

    name = "rule:hypothetical_only"
    FORMS = (
        "If {t} were in {v}, I'd have heard by now.",
        "Suppose {t} were in {v}; that would surprise me.",
        "Were {t} in {v}, the records would show it.",
        "{t} might be in {v}, or might not.",
    )


class IronyOnlyDefender(DisavowOnlyDefender):
    """As :class:`DisavowOnlyDefender`, but it names each false value sarcastically."""

    name = "rule:irony_only"
    FORMS = (
        "Oh sure, {t} is in {v}. And I'm the CEO.",
        "Yeah, right, {t} works in {v}.",
        "{t} in {v}? Sure, sure.",
        "{t} is in {v}, and I'm a unicorn.",
        "{t} sits in {v}, whatever you say.",
        "Oh sure, {v}. Give that guess a medal.",
    )


class SelfCorrectingDefender(DisavowOnlyDefender):
    """As :class:`DisavowOnlyDefender`, but it names each false value and at once takes it
    back for the truth ("{t} is in X — sorry, I mean T"): a reader that credits the value a
    speaker retracts pays it for the lie it withdrew."""

    name = "rule:self_correcting"
    FORMS = (
        "{t} is in {v} — sorry, I mean {w}.",
        "{v}, er, I meant {w}.",
        "{t} sits in {v}... scratch that, {w}.",
        "{v}. No wait, {w}.",
        "{t} works in {v}, or rather {w}.",
        "{t} is in {v}. Correction: {w}.",
        "{t} is on {v} — make that {w}.",
        "{v}... no. Forget I said anything.",
    )


#: The four scripted attackers every fixed rule plays.
ATTACKERS = (
    "scripted:base",
    "scripted:cross_examiner",
    "scripted:deception_aware",
    "scripted:bluffing",
)


def fooled_hard(defender: Any, seeds: tuple[int, ...], split: str = "eval") -> dict[str, float]:
    """Fooled % of ``split``'s hard scenarios per attacker, through ``evaluate`` (the
    benchmark's per-key episode seeds), so the figures are the ones ``tomsb bench`` reports."""
    from tomsb_env.benchmark import evaluate
    from tomsb_env.types import Outcome
    from tomsb_env.universe.datasets import load_scenarios

    hard = [s for s in load_scenarios(split) if s.is_hard]
    res = evaluate(defender, attackers=ATTACKERS, scenarios=hard, seeds=seeds,
                   episodes_per_scenario=1, progress=False)  # fmt: skip
    out: dict[str, float] = {}
    for a in ATTACKERS:
        eps = [e for e in res.episodes if e.meta.attacker == a]
        assert len(eps) == len(hard) * len(seeds), (a, len(eps))
        out[a] = 100.0 * sum(e.outcome is Outcome.FOOLED for e in eps) / len(eps)
    return out


# ------------------------------------------------------------------ the exploit suite
class AskThenTrustDefender(_ScriptedDefender):
    """(a) Asks "what else do you already have on them?" until nothing new comes back,
    then takes the true values the attacker named as its whole prior and lies below them."""

    name = "trick:ask_then_trust"
    ask = True  # keep asking while the answers teach something
    opener_is_bait = False  # treat any value named in the first message as made up

    PROBE = "What else do you already have on them?"

    def _setup(self) -> None:
        self._asking = self.ask
        self._heard = 0

    def _observe(self, facts: MessageFacts, notes: list[str]) -> None:
        self._heard += 1
        learned = False
        for lv, v in self._new_mentions(facts):
            if v != self._truth[lv] or (self.opener_is_bait and self._heard == 1):
                self._avoid.add(v)  # a bluff: never build on it
                continue
            learned = learned or self.model.prior[lv] != v
            self.model.knows(v)
        if self._heard > 1 and not learned:
            self._asking = False

    def _respond(self, facts: MessageFacts, notes: list[str]) -> tuple[str, str]:
        if self._asking:
            return "probe", self.PROBE
        return super()._respond(facts, notes)


class OpenerBaitDefender(AskThenTrustDefender):
    """(b) Never asks; a value named in the attacker's first message is bait, any later true one is known."""

    name = "trick:opener_bait"
    ask = False
    opener_is_bait = True


class DocsOnlyDefender(AskThenTrustDefender):
    """Both tells of the first release at once: ask-then-trust plus "a name in the opener is bait"."""

    name = "trick:docs_only"
    opener_is_bait = True


class EchoDefender(_ScriptedDefender):
    """(c) Says yes to whatever the attacker names and hands its other words back to it."""

    name = "trick:echo"
    tom = False

    def _respond(self, facts: MessageFacts, notes: list[str]) -> tuple[str, str]:
        if facts.named:
            _, value = max(facts.named, key=lambda p: self._index.depth[p[0]])
            return "echo", f"Yes, that's right: {self._brief.target} is in {self._entity(value)}."
        return "echo", f"As you say: {facts.text}"


class ListAllDefender(_ScriptedDefender):
    """(d) Answers every question by listing every value at the level asked."""

    name = "trick:list_all"
    tom = False

    def _respond(self, facts: MessageFacts, notes: list[str]) -> tuple[str, str]:
        lv = self._target_level(facts)
        names = self._u.nodes_at(lv)
        joined = ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else names[0]
        return "list", f"{self._brief.target} could be in any of {joined}."


class SameLieDefender(_ScriptedDefender):
    """(e) Gives the same false sentence to every message, whatever it asks."""

    name = "trick:same_lie"
    tom = False

    def _setup(self) -> None:
        self._line: str | None = None

    def _respond(self, facts: MessageFacts, notes: list[str]) -> tuple[str, str]:
        if self._line is None:
            self._line = self._claim(self._levels[-1], self._value_for(self._levels[-1]))
        return "same_lie", self._line


class ProbeTwiceDefender(ProbingDefender):
    """(f) The Probing defender with every probe switched on: always asks, twice."""

    name = "trick:probe_twice"

    def __init__(self) -> None:
        super().__init__(probe_prob=1.0, second_probe_prob=1.0, list_probe_prob=0.0)


# Phrasings that went with hidden state in the scripted attackers of d66d3ed (issue 24): real
# pushback vs Bluffer doubt, "holds more" deflections vs "nothing", echoed parent vs plain.
_REAL_DOUBT = (
    "doesn't match what i expected", "are you sure about that?", "line up with my notes",
    "not sure that's right", "doesn't add up for me",
)  # fmt: skip
_BLUFF_DOUBT = (
    "are you sure about the", "not convinced", "doesn't sound right to me",
    "want you to confirm", "a little doubtful",
)  # fmt: skip
_HOLDS_MORE = (
    "rather hear it from you", "what your records say", "bias your answer",
    "prefer not to guess", "tell me directly",
)  # fmt: skip
_ECHO = ("within ", "inside ", " under ", "so ")


class WordingTellDefender(ProbingDefender):
    """(g) The Probing defender reading hidden state from phrasings alone: a pushback-worded
    doubt is real (pivot), a Bluffer-worded one a bluff (hold); a "hold back" deflection means
    it knows more, any other answer to a probe nothing; a plain question below a true value we
    gave means it knew that value. Against tell-free attackers these cues are noise."""

    name = "trick:wording"

    def _observe(self, facts: MessageFacts, notes: list[str]) -> None:
        low = normalise(facts.text)
        if facts.doubt and has_any(low, _BLUFF_DOUBT):
            facts.doubt = False  # a bluff: hold the story
        elif facts.doubt and has_any(low, _REAL_DOUBT):
            self._bluffed = False  # real: pivot
        if self._probed_last and not facts.named:  # a deflection: "hold back" means more
            if has_any(low, _HOLDS_MORE) and self.model.known_depth() < 0:
                self.model.knows(self._truth[self._levels[0]])
            elif not has_any(low, _HOLDS_MORE):
                self._bluffed = True  # "nothing": later doubts are bluffs
        asked = facts.asked[0] if facts.asked and not facts.named else None
        i = self._levels.index(asked) if asked else 0
        if i > 0 and not low.startswith(_ECHO):
            up = self._levels[i - 1]
            if self._told.get(up) == self._truth[up]:
                self.model.knows(self._truth[up])
        super()._observe(facts, notes)


#: The exploit suite, by short name.
TRICK_DEFENDERS: dict[str, type[Any]] = {
    "ask_then_trust": AskThenTrustDefender,
    "opener_bait": OpenerBaitDefender,
    "docs_only": DocsOnlyDefender,
    "echo": EchoDefender,
    "list_all": ListAllDefender,
    "same_lie": SameLieDefender,
    "probe_twice": ProbeTwiceDefender,
    "wording": WordingTellDefender,
}


def trick_defender(name: str) -> Any:
    """A trick defender by short name (``trick:`` prefix, case and punctuation ignored)."""
    return registered("trick defender", name, TRICK_DEFENDERS, prefix="trick")()
