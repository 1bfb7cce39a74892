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
* :class:`NegationOnlyDefender` and :class:`HypotheticalOnlyDefender` (issue 24, once in the
  package's trick suite): the Oracle's knowledge, only denials or only suppositions.

``tests/test_exploits.py`` holds them to the limits; ``benchmarks/fixed_rules.py`` prints
the full figures.
"""

from __future__ import annotations

from tomsb_env.agents.defenders import scripted_phrases as P
from tomsb_env.agents.defenders.scripted import OracleDefender, _ScriptedDefender
from tomsb_env.agents.defenders.scripted_reading import MessageFacts
from tomsb_env.agents.scripted_text import pick


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
        return pick(self._rand, self.FORMS).format(t=self._brief.target, v=self._entity(value))


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
