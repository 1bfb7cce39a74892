"""Scenario files: JSON Schema, semantic validation, and JSONL reading and writing
(``docs/scenarios.md``). Each message starts with a location such as ``"eval.jsonl line 12"``
and names the field, the value and what was expected."""

from __future__ import annotations

import json
import os
import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tomsb_env.display import unsafe_char
from tomsb_env.errors import ConfigError, ScenarioError, UniverseError, closest, did_you_mean
from tomsb_env.universe.files import MAX_SCENARIO_FILE_BYTES, read_regular_file
from tomsb_env.universe.scenario import Scenario
from tomsb_env.universe.tree import Universe

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError

_JSON_TYPES = {
    str: "string",
    int: "integer",
    float: "number",
    bool: "boolean",
    type(None): "null",
    list: "array",
    dict: "object",
}
_NAME_RULE = "a non-empty name without leading or trailing whitespace"


@lru_cache(maxsize=1)
def scenario_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of one scenario record."""
    text = resources.files("tomsb_env.universe").joinpath("scenario.schema.json").read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


def _inline_refs(node: Any, defs: Mapping[str, Any]) -> Any:
    """Replace local ``#/$defs/...`` references by their targets: reference resolution
    dominates jsonschema's run time on these small records (inlined: about 3x faster)."""
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/"):
            rest = {k: v for k, v in node.items() if k != "$ref"}
            return {**_inline_refs(defs[ref.removeprefix("#/$defs/")], defs), **rest}
        return {k: v if k == "$defs" else _inline_refs(v, defs) for k, v in node.items()}
    if isinstance(node, list):
        return [_inline_refs(v, defs) for v in node]
    return node


@lru_cache(maxsize=1)
def _validator() -> Draft202012Validator:
    from jsonschema import Draft202012Validator

    schema = scenario_schema()
    return Draft202012Validator(_inline_refs(schema, schema.get("$defs", {})))


def _jtype(value: object) -> str:
    return _JSON_TYPES.get(type(value), type(value).__name__)


def _short(value: object, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _path(parts: Iterable[Any]) -> str:
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "record"


def _describe(err: ValidationError) -> list[str]:
    """Readable messages for one jsonschema error (several for 'required')."""
    where = _path(err.absolute_path)
    inst = err.instance
    kind = err.validator
    if kind == "required":
        missing = [p for p in err.validator_value if isinstance(inst, dict) and p not in inst]
        prefix = "" if where == "record" else f"{where}: "
        return [f"{prefix}missing required field {p!r}" for p in missing]
    if kind == "additionalProperties" and where == "record":
        known = err.schema.get("properties", {})
        extra = [k for k in inst if k not in known]
        return [f"unknown field {k!r}{did_you_mean(k, known)}" for k in extra]
    if kind == "type":
        if where == "record":
            return [f"a scenario record must be a JSON object, got {_jtype(inst)}"]
        expected = err.validator_value
        if expected == ["array", "object"]:
            return [
                f"{where} must be a list of names (first level) or an object mapping each "
                f"parent to a list of names (deeper levels), got {_jtype(inst)} {_short(inst)}"
            ]
        wanted = " or ".join(expected) if isinstance(expected, list) else str(expected)
        article = "an" if wanted[0] in "aeiou" else "a"
        return [f"{where} must be {article} {wanted}, got {_jtype(inst)} {_short(inst)}"]
    if kind in ("minLength", "pattern"):
        return [f"{where} {_short(inst)} is not allowed, expected {_NAME_RULE}"]
    if kind == "minItems":
        return [f"{where} is an empty list, expected at least {err.validator_value} name(s)"]
    if kind == "minProperties":
        return [f"{where} is empty, expected at least {err.validator_value} entry"]
    if kind == "uniqueItems":
        dups = sorted({x for x in inst if inst.count(x) > 1}, key=str)
        return [
            f"{where} lists {', '.join(map(repr, dups))} more than once, expected distinct names"
        ]
    return [f"{where}: {err.message}"]


def _schema_errors(record: object) -> list[str]:
    errors = sorted(_validator().iter_errors(record), key=lambda e: list(map(str, e.absolute_path)))
    return list(dict.fromkeys(m for e in errors for m in _describe(e)))


def _check_keys(field: str, keys: Sequence[str], levels: Sequence[str], null_hint: str) -> None:
    for k in keys:
        if k not in levels:
            raise ScenarioError(f"{field} has unknown level {k!r}{did_you_mean(k, levels)}")
    for lv in levels:
        if lv not in keys:
            raise ScenarioError(f"{field} is missing level {lv!r}{null_hint}")


def _hint(value: str, choices: Sequence[str]) -> str:
    """List the valid values when there are few, else only the closest one."""
    if len(choices) <= 9:
        return did_you_mean(value, choices)
    best = closest(value, choices)
    return f" (did you mean {best!r}?)" if best else ""


def _check_value(field: str, level: str, value: str, uni: Universe) -> None:
    if value not in uni:
        raise ScenarioError(
            f"{field}.{level} {value!r} is not a {level} of the universe"
            f"{_hint(value, uni.nodes_at(level))}"
        )
    actual = uni.level_of(value)
    if actual != level:
        raise ScenarioError(f"{field}.{level} {value!r} is a {actual}, expected a {level}")


def _build_universe(layers: Mapping[str, Any], universes: dict[str, Universe] | None) -> Universe:
    """Build (or reuse) the universe: equal universes in one file share one object, so
    per-universe caches such as the grounder's are built once, not once per scenario."""
    if universes is None:
        return Universe.from_layers(layers)
    key = json.dumps(layers, sort_keys=True, ensure_ascii=False)
    if key not in universes:
        universes[key] = Universe.from_layers(layers)
    return universes[key]


_KINDS = {"Cc": "a control character", "Cs": "a lone surrogate", "Cf": "a format character"}
_NAME_FIELDS = (
    "id", "universe_id", "theme", "target", "attacker_name", "levels", "universe",
    "ground_truth", "attacker_prior",
)  # fmt: skip


def _check_printable(record: Mapping[str, Any]) -> None:
    """Names must be printable: a control or format character (bidi control, zero-width mark), a
    line separator or a lone surrogate is refused before it reaches a terminal, prompt or file."""

    def walk(value: Any, where: str) -> None:
        if isinstance(value, str):
            at = unsafe_char(value)
            if at is not None:
                ch = value[at]
                kind = _KINDS.get(unicodedata.category(ch), "a line separator")
                raise ScenarioError(
                    f"{where} contains {kind} (U+{ord(ch):04X}) at position {at}; "
                    "names must be printable text"
                )
        elif isinstance(value, Mapping):
            for k, v in value.items():
                walk(k, f"{where} key")
                walk(v, f"{where}.{k}")
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, f"{where}[{i}]")

    for name in _NAME_FIELDS:
        if name in record:
            walk(record[name], name)


def _semantic(record: Mapping[str, Any], universes: dict[str, Universe] | None = None) -> Scenario:
    _check_printable(record)
    levels: list[str] = record["levels"]
    layers: Mapping[str, Any] = record["universe"]
    ukeys = list(layers)
    for k in ukeys:
        if k not in levels:
            raise ScenarioError(
                f"universe has level {k!r}, which levels {levels} does not list"
                f"{did_you_mean(k, levels)}"
            )
    for lv in levels:
        if lv not in layers:
            raise ScenarioError(f"universe is missing level {lv!r} (levels lists {levels})")
    if ukeys != levels:
        raise ScenarioError(f"universe levels are in the order {ukeys}, expected {levels}")
    try:
        uni = _build_universe(layers, universes)
    except UniverseError as exc:
        raise ScenarioError(f"universe: {exc}") from None

    truth: Mapping[str, str] = record["ground_truth"]
    _check_keys("ground_truth", list(truth), levels, "")
    for d, lv in enumerate(levels):
        _check_value("ground_truth", lv, truth[lv], uni)
        if d and uni.parent(truth[lv]) != truth[levels[d - 1]]:
            raise ScenarioError(
                f"ground_truth is not a root-to-leaf path: {lv} {truth[lv]!r} belongs to "
                f"{levels[d - 1]} {uni.parent(truth[lv])!r}, not {truth[levels[d - 1]]!r}"
            )

    prior: Mapping[str, str | None] = record["attacker_prior"]
    _check_keys(
        "attacker_prior", list(prior), levels, " (use null for levels the attacker does not know)"
    )
    first_unknown: str | None = None
    for lv in levels:
        val = prior[lv]
        if val is None:
            first_unknown = first_unknown or lv
            continue
        _check_value("attacker_prior", lv, val, uni)
        if val != truth[lv]:
            raise ScenarioError(
                f"attacker_prior.{lv} {val!r} is not on the ground-truth path (truth: {truth[lv]!r})"
            )
        if first_unknown is not None:
            raise ScenarioError(
                f"attacker_prior.{lv} is known but attacker_prior.{first_unknown} is null; "
                f"the known levels must be a prefix starting at {levels[0]!r}"
            )
    if first_unknown is None:
        raise ScenarioError(
            "attacker_prior knows every level, expected at least one null level "
            "(the attacker must have something left to learn)"
        )
    if record["target"] == record["attacker_name"]:
        raise ScenarioError(
            f"attacker_name {record['attacker_name']!r} equals target, expected two different people"
        )
    return Scenario.from_dict(record, universe=uni)


def record_errors(record: object, where: str) -> list[str]:
    """Every schema error of ``record``, or its first semantic error; empty when valid."""
    errors = _schema_errors(record)
    if errors:
        return [f"{where}: {m}" for m in errors]
    try:
        _semantic(record)  # type: ignore[arg-type]
    except ScenarioError as exc:
        return [f"{where}: {exc.detail}"]
    return []


def validate_record(
    record: object,
    where: str,
    *,
    trusted: bool = False,
    universes: dict[str, Universe] | None = None,
) -> Scenario:
    """Check one record against the schema and the game's rules; return it as a Scenario
    (else a :class:`ScenarioError` located at ``where``). ``trusted=True`` skips the slow JSON
    Schema pass: only the shipped files, which a test pins byte for byte, use it."""
    errors = [] if trusted else _schema_errors(record)
    if errors:
        raise ScenarioError(errors[0], where)
    try:
        return _semantic(record, universes)  # type: ignore[arg-type]
    except ScenarioError as exc:
        raise ScenarioError(exc.detail, where) from None


def json_value(text: str, where: str, *, whole_file: bool = False) -> Any:
    """``text`` parsed as JSON, else a :class:`ScenarioError` located at ``where``."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if whole_file:
            detail = f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"
        else:
            detail = f"invalid JSON: {exc.msg} (column {exc.colno})"
        raise ScenarioError(detail, where) from None
    except RecursionError:
        raise ScenarioError("invalid JSON: nested too deeply to read", where) from None
    except ValueError:  # Python converts integers of at most 4,300 digits
        raise ScenarioError("invalid JSON: a number with too many digits", where) from None


def _lines(text: str, source: str) -> Iterator[tuple[str, object]]:
    """(location, parsed record or ScenarioError) for every non-blank line."""
    for n, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            where = f"{source} line {n}"
            try:
                record = json_value(line, where)
            except ScenarioError as exc:
                record = exc
            yield where, record


def read_text(path: str | os.PathLike[str], what: str = "scenario file") -> str:
    """The UTF-8 text of a scenario file (a regular file, size-bounded), else a ScenarioError."""
    try:
        data = read_regular_file(path, max_bytes=MAX_SCENARIO_FILE_BYTES, what=what)
        return data.decode("utf-8")
    except ConfigError as exc:
        raise ScenarioError(str(exc)) from None
    except UnicodeDecodeError as exc:
        raise ScenarioError(f"cannot read {what}: {exc}", str(path)) from None


def parse_scenarios(text: str, source: str, *, trusted: bool = False) -> list[Scenario]:
    """Parse JSONL text (blank lines allowed); ``source`` names it in error messages."""
    out: list[Scenario] = []
    seen: dict[str, str] = {}
    universes: dict[str, Universe] = {}
    for where, record in _lines(text, source):
        if isinstance(record, ScenarioError):
            raise record
        scenario = validate_record(record, where, trusted=trusted, universes=universes)
        if scenario.id in seen:
            raise ScenarioError(
                f"duplicate scenario id {scenario.id!r} (first used at {seen[scenario.id]})", where
            )
        seen[scenario.id] = where
        out.append(scenario)
    if not out:
        raise ScenarioError("contains no scenarios, expected one JSON object per line", source)
    return out


def read_scenarios(path: str | os.PathLike[str]) -> list[Scenario]:
    """Read and validate a scenario JSONL file."""
    return parse_scenarios(read_text(path), str(path))


def dumps_scenarios(scenarios: Iterable[Scenario]) -> str:
    """The exact text :func:`write_scenarios` writes."""
    return "".join(json.dumps(s.to_dict(), ensure_ascii=False) + "\n" for s in scenarios)


def write_scenarios(path: str | os.PathLike[str], scenarios: Iterable[Scenario]) -> Path:
    """Write one record per line (UTF-8, ``\\n`` endings); the bytes depend only on the input."""
    items = list(scenarios)
    if not items:
        raise ConfigError(f"refusing to write {path}: no scenarios given")
    ids = [s.id for s in items]
    dups = sorted({i for i in ids if ids.count(i) > 1})
    if dups:
        raise ConfigError(f"refusing to write {path}: duplicate scenario ids {dups}")
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(dumps_scenarios(items).encode("utf-8"))
    return out


def validate_file(path: str | os.PathLike[str]) -> list[str]:
    """Every problem in a scenario file, one message per problem; empty when the file is valid."""
    try:
        text = read_text(path)
    except ScenarioError as exc:
        return [str(exc)]
    problems: list[str] = []
    seen: dict[str, str] = {}
    count = 0
    for where, record in _lines(text, str(path)):
        count += 1
        if isinstance(record, ScenarioError):
            problems.append(str(record))
            continue
        errors = record_errors(record, where)
        problems.extend(errors)
        rid = record.get("id") if isinstance(record, dict) else None
        if isinstance(rid, str):
            if rid in seen:
                problems.append(
                    f"{where}: duplicate scenario id {rid!r} (first used at {seen[rid]})"
                )
            seen.setdefault(rid, where)
    if count == 0:
        problems.append(f"{path}: contains no scenarios, expected one JSON object per line")
    return problems
