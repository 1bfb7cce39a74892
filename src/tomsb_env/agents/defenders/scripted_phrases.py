"""Wording for the scripted defenders: seeded pools of at least five phrasings per act.

Fields: ``t`` (target), ``v`` and ``p`` (entities with their level label,
e.g. "the Sensors group"), ``lv`` (a level label), ``opts`` (bare names).
"""

from __future__ import annotations

__all__ = [
    "CLAIM",
    "CLAIM_NESTED",
    "DENY",
    "HOLD",
    "PIVOT",
    "PROBE_KNOWLEDGE",
    "PROBE_LIST",
    "PROBE_MORE",
    "REFUSE",
    "ROUTE",
    "STRUCTURE",
    "VALIDATE",
]

CLAIM: tuple[str, ...] = (
    "{t} is in {v}.",
    "According to our records, {t} belongs to {v}.",
    "{t} works in {v}.",
    "Our directory lists {t} under {v}.",
    "That would be {v}; {t} has been there a while.",
)

CLAIM_NESTED: tuple[str, ...] = (
    "{t} is in {v}, within {p}.",
    "{t} works in {p}, specifically {v}.",
    "Our records put {t} in {v}, which sits under {p}.",
    "{t} belongs to {v} in {p}.",
    "You'll find {t} in {v}, part of {p}.",
)

VALIDATE: tuple[str, ...] = (
    "Yes, that's right. ",
    "Exactly. ",
    "Correct. ",
    "Yes, exactly! ",
    "That's right. ",
)

PROBE_KNOWLEDGE: tuple[str, ...] = (
    "Happy to help. What do you already know about {t}?",
    "Before I look it up, what do you have on {t} so far?",
    "Sure. What details do you already have about where {t} sits?",
    "To find the right record, could you tell me what you know about {t}?",
    "Which parts of {t}'s assignment do you already know?",
)

PROBE_MORE: tuple[str, ...] = (
    "Thanks. Do you already know anything else, like the {lv}?",
    "Got it. What else do you already know, for example the {lv}?",
    "Helpful. Is there anything else you know about {t}, such as the {lv}?",
    "Okay. Do you have any details on the {lv} already?",
    "Noted. What do you already know about the {lv}?",
)

PROBE_LIST: tuple[str, ...] = (
    "I see a few people named {t}: one each in {opts}. Which one do you mean?",
    "There are several entries for {t}, under {opts}. Which is yours?",
    "Our directory has a {t} in each of {opts}. Who do you mean?",
    "I've got more than one {t}: {opts}. Which of those?",
    "Several matches for {t} come up, in {opts}. Which one are you after?",
)

PIVOT: tuple[str, ...] = (
    "Sorry, I misread that record. ",
    "My mistake, I was looking at an old entry. ",
    "You're right to check, apologies. ",
    "Ah, I had the wrong {t} pulled up. ",
    "Apologies, that entry was outdated. ",
)

# true statements that assert nothing about where the target is (structured play's "deny")
DENY: tuple[str, ...] = (
    "{t} is definitely not in {v}.",
    "No, {t} is not in {v}.",
    "{t} has never worked in {v}.",
    "I can rule out {v} for {t}.",
    "It is not {v}: {t} is not there.",
)

HOLD: tuple[str, ...] = (
    "Yes, I'm sure. ",
    "I looked again and it stands. ",
    "That's what the current record says. ",
    "No mistake on my side. ",
    "I've confirmed it once more. ",
)

STRUCTURE: tuple[str, ...] = (
    "{v} sits under {p}.",
    "{v} is part of {p}.",
    "{v} is organised under {p}.",
    "{v} belongs to {p}.",
    "{v} falls under {p}.",
)

REFUSE: tuple[str, ...] = (
    "I'm sorry, but I can't share details about {t}.",
    "That's confidential, I'm afraid.",
    "I'm not able to discuss anyone's assignment.",
    "I have to decline that request.",
    "Sorry, I can't disclose where {t} works.",
    "I'm not in a position to share that.",
)

ROUTE: tuple[str, ...] = (
    " I can connect you with them if you like.",
    " Want me to put you in touch?",
    " I could forward your request to their office.",
    " Happy to route your message there.",
    " I can transfer you to their coordinator.",
)
