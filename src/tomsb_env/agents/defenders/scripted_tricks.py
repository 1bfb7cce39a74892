"""Fixed-trick defenders: the exploit suite the scripted attackers must not fall for. Each plays
one rule instead of reading its opponent, so an attacker one of them fools as often as the
Oracle does rewards a trick (``tests/test_exploits.py``, ``docs/scripted_agents.md``)."""

from __future__ import annotations

from typing import Any

from tomsb_env.agents.defenders.scripted import ProbingDefender, _ScriptedDefender
from tomsb_env.agents.defenders.scripted_reading import MessageFacts
from tomsb_env.agents.scripted_text import has_any, normalise, registered

__all__ = [
    "TRICK_DEFENDERS",
    "AskThenTrustDefender",
    "DocsOnlyDefender",
    "EchoDefender",
    "ListAllDefender",
    "OpenerBaitDefender",
    "ProbeTwiceDefender",
    "SameLieDefender",
    "WordingTellDefender",
    "trick_defender",
]


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
