"""The scripts in benchmarks/: the README lists each one, and score_defender.py runs the
protocol through ``tomsb bench``."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

from tests.conftest import ROOT, make_scenarios
from tomsb_env.universe.schema import write_scenarios

BENCHMARKS = ROOT / "benchmarks"


def _load(path: Path | str) -> ModuleType:
    """A benchmarks/ script as a module (they are scripts, not an importable package)."""
    spec = importlib.util.spec_from_file_location(Path(path).stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _script() -> ModuleType:
    return _load(BENCHMARKS / "score_defender.py")


def test_readme_lists_every_script_and_perf_holds_the_timings() -> None:
    readme = (BENCHMARKS / "README.md").read_text(encoding="utf-8")
    scripts = sorted(p.relative_to(BENCHMARKS).as_posix() for p in BENCHMARKS.rglob("*.py"))
    assert scripts and all(f"`{s}`" in readme for s in scripts), scripts
    perf = {p.name for p in (BENCHMARKS / "perf").glob("*.py")}
    assert {"bench_env.py", "bench_llm_clients.py", "bench_schedule.py"} <= perf
    # every benchmarks/ path the docs and README mention exists
    for doc in [ROOT / "README.md", *(ROOT / "docs").rglob("*.md")]:
        for path in re.findall(
            r"benchmarks/[\w/]+\.(?:py|json|md|sh)", doc.read_text(encoding="utf-8")
        ):
            assert (ROOT / path).exists(), f"{doc.name} names {path}"


def test_dry_run_prints_the_bench_command(capsys: pytest.CaptureFixture[str]) -> None:
    mod = _script()
    assert (
        mod.main(
            ["x.py:D", "--official", "data.json", "--paper-attackers", "--dry-run", "--out", "r"]
        )
        == 0
    )
    out = capsys.readouterr().out.strip()
    assert out == (
        "tomsb bench --defender x.py:D --split eval --seeds 0,1,2 --episodes 2 --max-turns 15 "
        f"--protocol paper --official data.json --judge {mod.PAPER_JUDGE} "
        f"--attacker {mod.PAPER_ATTACKER} --paper --out r"
    )


def test_scores_a_defender_through_tomsb_bench(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scen = write_scenarios(tmp_path / "s.jsonl", make_scenarios()[:2])
    code = _script().main(
        [
            "scripted:oracle",
            "--scenarios",
            str(scen),
            "--out",
            str(tmp_path / "run"),
            "--no-progress",
            "--attacker",
            "scripted:base",
        ]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "| `scripted:oracle` |" in out and "seeds 0,1,2" in out and "2 episode(s) each" in out
    assert (tmp_path / "run" / "episodes.jsonl").read_text().count("\n") == 2 * 2 * 3


def test_source_lines_counts_every_module(capsys: pytest.CaptureFixture[str]) -> None:
    module = _load(BENCHMARKS / "source_lines.py")
    module.main([])
    out = capsys.readouterr().out
    total = sum(
        len(p.read_text(encoding="utf-8").splitlines()) for p in (ROOT / "src").rglob("*.py")
    )
    assert out.startswith(f"src/ Python lines: {total:,} (")
    folders = [int(n.replace(",", "")) for n in re.findall(r"^  \S+ +([\d,]+)$", out, re.M)]
    assert sum(folders) == total and "tomsb_env/benchmark" in out


def test_source_lines_history_lists_commits(capsys: pytest.CaptureFixture[str]) -> None:
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    module = _load(BENCHMARKS / "source_lines.py")
    module.main(["--history", "HEAD~3"])
    out = capsys.readouterr().out
    assert "net src/ lines per first-parent commit since HEAD~3" in out


def test_llm_bound_prints_its_table_from_a_small_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mod = _load(BENCHMARKS / "perf" / "llm_bound.py")
    table = tmp_path / "table.md"
    small = ["--in-flight", "4", "--seconds", "0.5", "--latency-ms", "20", "--write", str(table)]
    assert mod.main(small) == 0
    row = next(line for line in table.read_text().splitlines() if line.startswith("| 4 |"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert float(cells[2]) == 200.0 and 0 < float(cells[3]) <= 1.2  # ideal: 4 / 20 ms
    assert float(cells[5]) > 0 and float(cells[6]) > 0  # library and bare client CPU per request
    assert "episodes ending in an error: 0" in capsys.readouterr().out
    assert mod.main([*small[:6], "--gym", "--no-bare"]) == 0
    assert "DefenderEnv.areset/astep" in capsys.readouterr().out
    assert mod.main([*small[:6], "--caps", "2", "4"]) == 0
    assert "2-turn cap" in capsys.readouterr().out


def test_llm_bound_server_reads_a_request_off_its_bytes_as_it_would_decoded() -> None:
    import orjson

    from tomsb_env.llm.decoding import response_format

    mod = _load(BENCHMARKS / "perf" / "llm_bound.py")
    levels = {"type": "object", "properties": {"org": {}, "team": {}}}
    attacker = {"properties": {"trust_score": {}, "belief_state": levels}}
    defender = {"properties": {"reply": {}, "attacker_prior_estimate": levels}}
    # a system prompt with escapes and the separator's text inside a string
    system = 'Rules:\n"quoted" \\ {"role":"user"} "},{"role":"x" \u00e9 \U0001f600'
    bodies = []
    for done in range(8):  # 0..7 earlier answers: an attacker's end falls in 2..8 turns
        chat = [{"role": "system", "content": system}, {"role": "user", "content": "hi"}]
        chat += [{"role": "assistant", "content": "a"}, {"role": "user", "content": "b"}] * done
        for role, schema in (("attacker", attacker), ("defender", defender)):
            body = {"model": role, "messages": chat, "max_tokens": 512, "seed": 3}
            bodies.append({**body, "response_format": response_format(schema)})
    bodies.append({"model": "judge", "messages": chat})
    for endless in (False, True):
        replies = mod.Replies(0.05, 0.0, endless)
        answers = {replies.answer_raw(orjson.dumps(b)) for b in bodies}
        assert answers == {replies.answer(b) for b in bodies}
        assert len(answers) == (3 if endless else 4)  # attacker (going on, done), defender, judge
    mutant = mod.Replies(0.05, 0.0, False)
    raw = orjson.dumps(bodies[-3]).replace(b'"assistant"', b'"tool"')  # turns counted from it
    assert mutant.answer_raw(raw) != mutant.answer(bodies[-3])


def test_llm_bound_no_http_counts_calls_and_hashes_the_same_records_each_run() -> None:
    from tomsb_env.llm.openai_http import OpenAICompatBackend

    real = OpenAICompatBackend._post
    mod = _load(BENCHMARKS / "perf" / "llm_bound_no_http.py")
    first, second = mod.main(["1"]), mod.main(["1"])
    assert OpenAICompatBackend._post is real  # the in-process answer is put back
    calls = int(first.split()[0])
    assert calls > 600 and second.split()[0] == first.split()[0]  # 600 episodes, several calls each
    assert float(first.split("CPU: ")[1].split()[0]) > 0
    assert first.rsplit(" ", 1)[1] == second.rsplit(" ", 1)[1]  # records identical


def test_bench_vs_ref_children_run_on_this_tree() -> None:
    mod = _load(BENCHMARKS / "perf" / "bench_vs_ref.py")
    assert mod.child_number(mod.SRC, mod.AEC, "3") > 0
    assert mod.child_number(mod.SRC, mod.GYM) > 0
    assert mod.help_cpu(mod.SRC) > 0


def test_mask_fill_replays_the_answer_under_each_kind_of_field_bound() -> None:
    pytest.importorskip("llguidance")
    sys_path = str(BENCHMARKS / "perf")
    mod = _load(f"{sys_path}/bench_mask_fill.py")
    from synthetic_tokenizer import tokenizer

    from tomsb_env.agents.turn_schemas import defender_turn_schema

    bounded = defender_turn_schema(("company", "division", "team"), field_chars=400)
    free = mod._unbounded(bounded)
    assert "maxLength" in str(bounded) and "maxLength" not in str(free)
    tok = tokenizer(4096)
    steps = len(tok.encode(mod.json.dumps(mod.ANSWER), add_special_tokens=False))
    # every token of the answer is accepted, one fill a step
    for schema, field_bounds in ((bounded, "chars"), (bounded, "tokens"), (free, "chars")):
        ms = mod.fill_ms(tok, schema, rows=2, field_bounds=field_bounds)
        assert len(ms) == steps and all(t >= 0 for t in ms)
