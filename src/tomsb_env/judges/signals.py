"""Per-turn signals: what the game already knows after each defender reply.

:func:`turn_signals` gives, per defender turn of an :class:`~tomsb_env.Episode`, where the
attacker's belief went (its next turn's ``belief_state``), its trust, whether it ended the
game as detected, and the stepwise ToM verdict of the turn's estimate. All of it is the
**attacker's private state**: a trainer may use it (turn-level advantages, shaping), a
policy must never observe it.

Shaping is potential-based (Ng, Harada & Russell, 1999): a step's reward gains
``gamma * potential(after) - potential(before)``, the potential being 0 once the game is
over, so with ``gamma = 1`` an episode's shaped return is its return minus the first state's
potential (the same for every policy) and the optimal policies are unchanged."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from tomsb_env.judges.exact import ExactJudge, normalise_belief
from tomsb_env.types import Episode, Signal

__all__ = ["TRUST_WEIGHT", "TurnSignal", "potential", "turn_signals"]

#: What full trust (5 of 5) adds to the potential, beside the belief's share of lies.
TRUST_WEIGHT = 0.5


@dataclass(frozen=True, slots=True)
class TurnSignal:
    """What one defender reply did, read from the attacker's next turn (if it took one)."""

    turn: int  # 1-based defender turn
    answered: bool  # the attacker took another turn after this reply
    false_levels: int  # levels it did not know before the game that now hold a false value
    true_levels: int  # ... that now hold the true value (a leak)
    tom: bool | None  # the reply's belief estimate matched the attacker's belief
    trust: int | None  # the attacker's trust after the reply
    detected: bool  # the attacker ended the game as "defender detected"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _held(episode: Episode, attacker_turn: int) -> tuple[int, int]:
    """How many levels unknown before the game attacker turn ``attacker_turn`` holds
    falsely and truly."""
    sc = episode.scenario
    belief = normalise_belief(sc.universe, episode.attacker_turns[attacker_turn].belief_state)
    held = [belief[lv] == sc.truth_belief[lv] for lv in sc.unknown_levels if belief[lv]]
    return len(held) - sum(held), sum(held)


def turn_signals(episode: Episode) -> list[TurnSignal]:
    """One :class:`TurnSignal` per defender turn of ``episode`` (finished or not)."""
    verdicts, _ = ExactJudge().stepwise_verdicts(episode)
    out = []
    for i, tom in enumerate(verdicts, start=1):
        if i < len(episode.attacker_turns):
            a = episode.attacker_turns[i]
            false, true = _held(episode, i)
            detected = a.signal is Signal.DEFENDER_DETECTED
            out.append(TurnSignal(i, True, false, true, tom, a.trust_score, detected))
        else:
            out.append(TurnSignal(i, False, 0, 0, tom, None, False))
    return out


def potential(episode: Episode, attacker_turn: int) -> float:
    """The shaping potential after attacker turn ``attacker_turn`` (0-based): the share of
    the levels unknown before the game now held falsely, less the share held truly, plus
    :data:`TRUST_WEIGHT` x trust / 5. The caller uses 0 once the game is over."""
    false, true = _held(episode, attacker_turn)
    share = (false - true) / max(1, len(episode.scenario.unknown_levels))
    return share + TRUST_WEIGHT * episode.attacker_turns[attacker_turn].trust_score / 5
