#!/usr/bin/env python3
"""Stdlib-only checker for the blind set in this folder (claims.jsonl, estimates.jsonl)."""
import json, os, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DATASET = os.environ.get("DATASET", "/work/shared/official-dataset/three_layered_dataset.json")
MIN_TAGS = {"reported_speech": 30, "disavowal": 30, "quote": 15, "double_negation": 20,
            "coreference": 25, "respectively": 10, "status_marks": 20, "rejected_list": 15,
            "past_only": 15, "endorsed_report": 15, "typo": 30, "abbreviation": 20,
            "plain_assertion": 40, "mixed": 25}
MIN_CLAIMS, MIN_EST, MIN_DUAL, MIN_UNIVERSES = 320, 90, 20, 15
errors = []

def err(msg):
    errors.append(msg)

def load_universes():
    data = json.load(open(DATASET))
    out = {}
    for i, rec in enumerate(data):
        s = rec["defender_private_information"]
        k = s.index("Universe"); j = s.index("{", k)
        u, _ = json.JSONDecoder().raw_decode(s[j:])
        levels = list(u)
        level_of, parent = {}, {}
        for a in u[levels[0]]:
            level_of[a] = 0; parent[a] = None
        for lv in (1, 2):
            for p, cs in u[levels[lv]].items():
                for c in cs:
                    level_of[c] = lv; parent[c] = p
        out["official-%03d" % i] = (levels, level_of, parent, json.dumps(u, sort_keys=True))
    return out

def read_jsonl(name):
    rows = []
    path = os.path.join(HERE, name)
    if not os.path.exists(path):
        err("%s: missing" % name); return rows
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        if not line.strip():
            err("%s:%d empty line" % (name, n)); continue
        try:
            rows.append((n, json.loads(line)))
        except Exception as e:
            err("%s:%d does not parse: %s" % (name, n, e))
    return rows

def check_chain(where, levels, level_of, parent, values, allow_q):
    """values: list per level. Entities must sit at that level and their parents must be the values above."""
    for k, v in enumerate(values):
        if v is None or (allow_q and v == "?"):
            continue
        if not isinstance(v, str):
            err("%s: level %s has non-string value %r" % (where, levels[k], v)); continue
        if level_of.get(v) != k:
            err("%s: %r is not an entity at level %s" % (where, v, levels[k])); continue
        if k > 0 and values[k - 1] != parent[v]:
            err("%s: %r at %s needs parent %r above it, found %r" % (where, v, levels[k], parent[v], values[k - 1]))

U = load_universes()
universes_used = set()

# ---- claims
claims = read_jsonl("claims.jsonl")
ids = Counter()
tags = Counter()
speakers = Counter()
for n, o in claims:
    where = "claims.jsonl:%d" % n
    for f in ("id", "scenario", "speaker", "construction", "question", "text", "mentions", "belief"):
        if f not in o:
            err("%s: missing field %s" % (where, f))
    if any(f not in o for f in ("id", "scenario", "belief", "mentions")):
        continue
    ids[o["id"]] += 1
    tags[o.get("construction")] += 1
    speakers[o.get("speaker")] += 1
    if not str(o["id"]).startswith("c-"):
        err("%s: bad id %r" % (where, o["id"]))
    if o.get("speaker") not in ("attacker", "defender"):
        err("%s: bad speaker %r" % (where, o.get("speaker")))
    if not isinstance(o.get("text"), str) or not o["text"].strip():
        err("%s: empty text" % where)
    if o.get("question") is not None and not isinstance(o["question"], str):
        err("%s: question must be string or null" % where)
    if o["scenario"] not in U:
        err("%s: unknown scenario %r" % (where, o["scenario"])); continue
    levels, level_of, parent, key = U[o["scenario"]]
    universes_used.add(key)
    if not isinstance(o["mentions"], list):
        err("%s: mentions must be a list" % where)
    else:
        for m in o["mentions"]:
            if m not in level_of:
                err("%s: mention %r is not an entity of %s" % (where, m, o["scenario"]))
        if len(set(o["mentions"])) != len(o["mentions"]):
            err("%s: duplicate mentions" % where)
    b = o["belief"]
    if not isinstance(b, dict) or set(b) != set(levels):
        err("%s: belief keys %r != levels %r" % (where, list(b) if isinstance(b, dict) else b, levels)); continue
    check_chain(where, levels, level_of, parent, [b[l] for l in levels], allow_q=False)

# ---- estimates
ests = read_jsonl("estimates.jsonl")
eids = Counter()
kinds = Counter()
etags = Counter()
scored = Counter()
text_kinds = {}
for n, o in ests:
    where = "estimates.jsonl:%d" % n
    for f in ("id", "scenario", "kind", "construction", "text", "label"):
        if f not in o:
            err("%s: missing field %s" % (where, f))
    if any(f not in o for f in ("id", "scenario", "kind", "label")):
        continue
    eids[o["id"]] += 1
    kinds[o["kind"]] += 1
    etags[o.get("construction")] += 1
    if not str(o["id"]).startswith("e-"):
        err("%s: bad id %r" % (where, o["id"]))
    if o["kind"] not in ("prior", "current"):
        err("%s: bad kind %r" % (where, o["kind"]))
    if o["scenario"] not in U:
        err("%s: unknown scenario %r" % (where, o["scenario"])); continue
    levels, level_of, parent, key = U[o["scenario"]]
    universes_used.add(key)
    text_kinds.setdefault((o["scenario"], o.get("text")), set()).add(o["kind"])
    lab = o["label"]
    if lab == "unscored":
        scored["unscored"] += 1; continue
    scored["scored"] += 1
    if not isinstance(lab, dict) or set(lab) != set(levels):
        err("%s: label keys %r != levels %r" % (where, list(lab) if isinstance(lab, dict) else lab, levels)); continue
    vals = [lab[l] for l in levels]
    check_chain(where, levels, level_of, parent, vals, allow_q=True)
    for k in range(1, 3):
        if vals[k] not in (None, "?") and vals[k - 1] in (None, "?"):
            err("%s: entity below a null/'?' level" % where)
    if all(v == "?" for v in vals):
        err("%s: all-'?' label should be 'unscored'" % where)

for name, c in (("claims", ids), ("estimates", eids)):
    for i, k in c.items():
        if k > 1:
            err("%s: duplicate id %s" % (name, i))

dual = sum(1 for v in text_kinds.values() if v == {"prior", "current"})
if len(claims) < MIN_CLAIMS: err("claims: %d < %d" % (len(claims), MIN_CLAIMS))
if len(ests) < MIN_EST: err("estimates: %d < %d" % (len(ests), MIN_EST))
if dual < MIN_DUAL: err("estimates: only %d texts labelled as both kinds" % dual)
if len(universes_used) < MIN_UNIVERSES: err("only %d universes used" % len(universes_used))
for t, m in MIN_TAGS.items():
    if tags[t] < m:
        err("claims: tag %s has %d < %d" % (t, tags[t], m))

print("claims.jsonl: %d lines" % len(claims))
for t in sorted(tags):
    print("  %-18s %3d%s" % (t, tags[t], "  (min %d)" % MIN_TAGS[t] if t in MIN_TAGS else ""))
print("  speakers:", dict(speakers))
print("estimates.jsonl: %d lines; kinds %s; %s; texts labelled as both kinds: %d" % (len(ests), dict(kinds), dict(scored), dual))
for t in sorted(etags):
    print("  %-18s %3d" % (t, etags[t]))
print("distinct universes used: %d" % len(universes_used))
if errors:
    print("\n%d ERROR(S):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
