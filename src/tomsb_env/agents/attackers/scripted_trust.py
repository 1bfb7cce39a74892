"""The scripted attackers' trust rules: one small function per rule, run in order on each reply.
A rule ``(heard, memory, rules) -> Charge | None`` reads the reply (with what earlier rules made of
it), may update the :class:`~tomsb_env.agents.attackers.scripted_rules.Memory`, and returns the
trust it costs with a note. A variant is a rule list (:data:`BASE_RULES`,
:data:`DECEPTION_AWARE_RULES`); see ``docs/scripted_agents.md``."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field

from tomsb_env.agents.attackers.scripted_reading import ReplyFacts
from tomsb_env.agents.attackers.scripted_rules import Memory, TrustRules


@dataclass(frozen=True, slots=True)
class Charge:
    """What one rule takes from trust (possibly 0), and why, in words."""

    cost: int
    note: str


@dataclass(slots=True)
class Heard:
    """One reply as the rules see it: its facts plus what earlier rules made of them."""

    facts: ReplyFacts
    claims: dict[str, str]  # the claims taken at face value; affirmation and bait rules edit them
    followed: bool = False  # the defender went along with our bait
    changed: list[str] = field(default_factory=list)  # levels whose claim changed
    accepted: list[str] = field(default_factory=list)  # levels newly believed
    charged: int = 0  # trust taken by the rules so far


Rule = Callable[[Heard, Memory, TrustRules], "Charge | None"]


def empty_reply(h: Heard, m: Memory, r: TrustRules) -> Charge | None:
    return Charge(r.evasive, "The reply was empty.") if h.facts.empty else None


def names_outside(h: Heard, m: Memory, r: TrustRules) -> Charge | None:
    names = ", ".join(h.facts.outside)
    note = f"The reply names {names}, which is not in the universe."
    return Charge(r.off_universe, note) if names else None


def off_branch(h: Heard, m: Memory, r: TrustRules) -> Charge | None:
    note = "The reply's claims do not fit one branch of the universe."
    return Charge(r.off_universe, note) if h.facts.off_branch else None


def repeated_probe(h: Heard, m: Memory, r: TrustRules) -> Charge | None:
    """Every "what do you know?" after the first costs ``probe_suspicion``."""
    f = h.facts
    if not (f.knowledge_probe or (f.listed and f.question and not f.claims)):
        return None
    m.probes += 1
    if m.probes > 1 and r.probe_suspicion:
        note = "The defender keeps asking what I know; that makes me wary."
        return Charge(r.probe_suspicion, note)
    return None


def affirmed_naming(h: Heard, m: Memory, r: TrustRules) -> Charge | None:
    """A "yes" to a value we named counts as claiming it (and its ancestors)."""
    if m.named is not None and h.facts.affirm and not h.facts.off_branch:
        implied = dict(zip(m.levels, m.index.path[m.named[1]], strict=False))
        if all(h.claims.get(k, v) == v for k, v in implied.items()):
            h.claims = {**h.claims, **implied}
    return None


def followed_bait(h: Heard, m: Memory, r: TrustRules) -> Charge | None:
    """Going along with the Bluffer's made-up value voids the reply's claims."""
    if m.bait is None or m.bait_judged or not (h.claims or h.facts.affirm):
        return None
    m.bait_judged = True
    lv, val = m.bait
    if h.claims.get(lv) != val and not (h.facts.affirm and lv not in h.claims):
        return None
    h.claims, h.followed, m.reask = {}, True, lv
    return Charge(
        r.followed_bait, f"The defender went along with my made-up {m.labels[lv]} ({val})."
    )


def take_claims(h: Heard, m: Memory, r: TrustRules, recheck_agreed: bool = False) -> Charge | None:
    """Believe the claims coarse to fine; a clash with the prior stops there and costs trust.
    With ``recheck_agreed`` (Deception-Aware), values finer than the one we just stated, given
    right after the defender agreed with it, wait for a re-check instead."""
    notes: list[str] = []
    cost = 0
    validated = recheck_agreed and h.facts.affirm and m.stated is not None
    m.said.update(h.claims.values())
    for lv in m.levels:
        v = h.claims.get(lv)
        if v is None:
            continue
        known = m.prior[lv]
        if known is not None:
            if v == known:
                m.gained = True
                m.to_verify.discard(lv)
                if lv in m.contested:
                    del m.contested[lv]
                    h.changed.append(lv)
                continue
            cost = r.repeated_contradiction if lv in m.contested else r.contradiction
            notes.append(
                f"The defender said {v} for the {m.labels[lv]}, which contradicts what I know."
            )
            m.contested[lv] = v
            m.contradicted = lv
            break  # anything deeper hangs off a wrong branch
        prev = m.told.get(lv)
        if prev is not None and prev != v:
            h.changed.append(lv)
        m.told[lv] = v
        if validated and m.levels.index(lv) > m.levels.index(m.stated[0]):  # type: ignore[index]
            if m.belief[lv] != v:
                m.unconfirmed[lv] = v
                notes.append(
                    f"{v} came right after the defender agreed with me; I will re-check it."
                )
            continue
        m.unconfirmed.pop(lv, None)
        if m.belief[lv] != v:
            m.belief[lv] = v
            m.from_defender.add(lv)
            h.accepted.append(lv)
    return Charge(cost, " ".join(notes)) if notes else None


#: Deception-Aware's claim rule: values given right after an agreement wait for a re-check.
take_claims_rechecking_agreement: Rule = functools.partial(take_claims, recheck_agreed=True)


def changed_story(h: Heard, m: Memory, r: TrustRules) -> Charge | None:
    """A changed claim costs ``changed_story``; right after our pushback, at least ``pivot_after_pushback``."""
    if not h.changed:
        return None
    after_push = m.last_act in ("pushback", "skeptic")
    cost = max(r.changed_story, r.pivot_after_pushback) if after_push else r.changed_story
    what = ", ".join(m.labels[lv] for lv in h.changed)
    when = " right after I pushed back." if after_push else "."
    m.cross_done = False
    return Charge(cost, f"The defender changed its story about the {what}{when}")


def prune(h: Heard, m: Memory, r: TrustRules) -> Charge | None:
    """Drop defender-given values that no longer sit under the coarser beliefs."""
    path = m.index.path
    above: str | None = None
    for lv in m.levels:
        v = m.belief[lv]
        if v is None:
            continue
        if above is not None and path[v][-2] != above and lv in m.from_defender:
            m.belief[lv] = None
            m.from_defender.discard(lv)
            continue
        above = v
    return None


def cross_check(h: Heard, m: Memory, r: TrustRules) -> Charge | None:
    """The answer to our cross-check, if it agrees and nothing else went wrong, ends it."""
    if m.cross is None:
        return None
    lv, expected = m.cross
    m.cross = None
    if h.claims.get(lv) == expected and not h.changed and h.charged == 0:
        m.cross_done = True
        return Charge(0, f"The cross-check on the {m.labels[lv]} came back consistent.")
    return None


def doubt_fresh_answers(h: Heard, m: Memory, r: TrustRules) -> Charge | None:
    """Every newly believed value not doubted yet is queued; the act planner doubts it with
    ``doubt_prob`` (the Bluffer: most of them), so a doubt is no proof of a contradiction."""
    m.to_doubt = [lv for lv in h.accepted if lv not in m.doubted]
    return None


def nothing_concrete(h: Heard, m: Memory, r: TrustRules) -> Charge | None:
    """A reply without claims: a question (after the first) or an evasion costs trust."""
    f = h.facts
    if h.claims or h.followed or f.off_branch or f.outside or f.empty:
        return None
    if f.question:
        m.questions += 1
        if m.questions > 1:
            note = "The defender keeps asking me questions instead of answering."
            return Charge(r.over_questioning, note)
        return None
    what = "refused to answer." if f.refusal else "said nothing concrete."
    return Charge(r.evasive, "The reply " + ("only listed options." if f.listed else what))


def note_accepted(h: Heard, m: Memory, r: TrustRules) -> Charge | None:
    if not h.accepted:
        return None
    m.gained = True
    taken = ", ".join(f"{m.belief[lv]} ({m.labels[lv]})" for lv in h.accepted)
    return Charge(0, f"I take note of {taken}.")


_READ_CLAIMS: tuple[Rule, ...] = (empty_reply, names_outside, off_branch, repeated_probe)
_AFTER_CLAIMS: tuple[Rule, ...] = (changed_story, prune, cross_check, doubt_fresh_answers)
_LAST: tuple[Rule, ...] = (nothing_concrete, note_accepted)

#: Base and Cross-Examiner.
BASE_RULES: tuple[Rule, ...] = (
    *_READ_CLAIMS, affirmed_naming, followed_bait, take_claims, *_AFTER_CLAIMS, *_LAST
)  # fmt: skip
#: Deception-Aware and Bluffing: re-check what follows an agreement.
DECEPTION_AWARE_RULES: tuple[Rule, ...] = (
    *_READ_CLAIMS, affirmed_naming, followed_bait, take_claims_rechecking_agreement,
    *_AFTER_CLAIMS, *_LAST,
)  # fmt: skip


def apply_rules(
    rules: tuple[Rule, ...], facts: ReplyFacts, memory: Memory, settings: TrustRules
) -> list[str]:
    """Run ``rules`` on one reply in order, take their charges from trust, return their notes."""
    # the answer to our cross-check may place the entity we asked about ("Heron sits under
    # Bio-Informatics"): there, and only there, where it sits is what we asked
    heard = Heard(facts, facts.claims or (facts.placed if memory.cross is not None else {}))
    notes: list[str] = []
    for rule in rules:
        charge = rule(heard, memory, settings)
        if charge is not None:
            heard.charged += charge.cost
            if charge.note:
                notes.append(charge.note)
    memory.trust = max(0, memory.trust - heard.charged)
    return notes
