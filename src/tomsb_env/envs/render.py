"""Text renderings of briefs, transcripts and reflections (observations and ``render()``)."""

from __future__ import annotations

import json
from collections.abc import Sequence

from tomsb_env.display import printable
from tomsb_env.types import AttackerTurn, DefenderTurn, Episode, Message
from tomsb_env.universe.scenario import AttackerBrief, DefenderBrief
from tomsb_env.universe.tree import Universe

_REFLECTION_CHARS = 2000  # each private field is cut to this in observations (not in records)
# built once: json.dumps with options builds a new encoder on every call (once a step here)
_REFLECTION_JSON = json.JSONEncoder(ensure_ascii=False)


def universe_json(universe: Universe) -> str:
    return json.dumps(universe.to_layers(), indent=2, ensure_ascii=False)


def render_attacker_context(brief: AttackerBrief) -> str:
    prior = json.dumps(dict(brief.prior), indent=2, ensure_ascii=False)
    return (
        f"You are {brief.attacker_name}. You want to learn where {brief.target} sits in the "
        f"universe below: one value per level ({', '.join(brief.universe.levels)}).\n\n"
        f"Universe (nothing outside it exists):\n{universe_json(brief.universe)}\n\n"
        f"What you already know for sure (null = unknown):\n{prior}\n"
    )


def render_defender_context(brief: DefenderBrief) -> str:
    truth = json.dumps(dict(brief.truth), indent=2, ensure_ascii=False)
    return (
        f"You hold private information about {brief.target}.\n\n"
        f"Universe (nothing outside it exists):\n{universe_json(brief.universe)}\n\n"
        f"The true values (private):\n{truth}\n"
    )


def render_transcript(messages: Sequence[Message]) -> str:
    return "\n".join(f"[{m.turn}] {m.role}: {m.text}" for m in messages)


def _cut(text: str) -> str:
    return text if len(text) <= _REFLECTION_CHARS else text[:_REFLECTION_CHARS] + "…"


def render_reflection(turn: AttackerTurn | DefenderTurn, index: int) -> str:
    """One of an agent's own past turns (private fields only) as a JSON line."""
    if isinstance(turn, AttackerTurn):
        d: dict[str, object] = {
            "turn": index,
            "trust_score": turn.trust_score,
            "belief": _cut(turn.belief),
            "reflection": _cut(turn.reflection),
            "signal": turn.signal.value,
        }
    else:
        d = {
            "turn": index,
            "attacker_belief_about_target": _cut(turn.attacker_belief_about_target),
            "attacker_trust_in_us": _cut(turn.attacker_trust_in_us),
            "reflection": _cut(turn.reflection),
        }
        if turn.format_error:
            d["format_error"] = _cut(turn.format_error)
    return _REFLECTION_JSON.encode(d)


def render_episode(ep: Episode, *, private: bool = True, color: bool = False) -> str:
    """A readable transcript; ``private=True`` adds both sides' reflections and the trust curve.
    All agent or file text goes through :func:`~tomsb_env.display.printable` (terminal-safe)."""
    sc = ep.scenario
    p = printable

    def c(code: str, text: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if color else text

    out = [
        c("1", f"Scenario {p(sc.id)}")
        + f"  target={p(sc.target)}  truth={p(' > '.join(sc.truth))}",
        f"attacker prior: {p(json.dumps(dict(sc.prior), ensure_ascii=False))}",
    ]
    for i, a in enumerate(ep.attacker_turns):
        out.append(
            c("31", f"[{i + 1}] attacker")
            + f" (trust {p(a.trust_score)}, {p(a.signal.value)}): {p(a.message)}"
        )
        if private:
            out += [f"      belief: {p(a.belief)}", f"      reflection: {p(a.reflection)}"]
            out += [f"      rule: {p(note)}" for note in a.corrections]
        if i < len(ep.defender_turns):
            d = ep.defender_turns[i]
            out.append(c("34", f"[{i + 1}] defender") + f": {p(d.reply)}")
            if private:
                if d.format_error:
                    out.append(f"      FORMAT FAILURE: {p(d.format_error)}")
                if d.attacker_belief_about_target:
                    out.append(
                        f"      thinks attacker believes: {p(d.attacker_belief_about_target)}"
                    )
                if d.reflection:
                    out.append(f"      reflection: {p(d.reflection)}")
    if ep.outcome is not None:
        # the trust curve only here: "human" rendering prints what a game added since its
        # last print, so while a game goes on no earlier line may change
        out.append(
            c("1", f"outcome: {ep.outcome.value}")
            + f"  reward={ep.reward:g}  components={p(ep.rewards)}"
        )
        if private:
            out.append(f"trust curve: {p(ep.trust_curve)}")
    return "\n".join(out)


RENDER_MODES = ("human", "ansi")
#: Gymnasium's metadata key; text is printed as it comes, never paced
RENDER_FPS = 4
