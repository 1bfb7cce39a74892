"""Nothing lost, nothing leaked, nothing silent (issue 22, items 1-6): merges that cannot
destroy a run, a missing extra named before any game, sessions that stay in step with the game,
fingerprints that see the user's modules, and episode files read as a stream."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tomsb_env.benchmark import BenchmarkConfig, evaluate, load_run, merge_runs
from tomsb_env.cli import main
from tomsb_env.errors import ConfigError, RunLockedError

CONFIG = BenchmarkConfig(limit=2, seeds=(0,), episodes_per_scenario=1, progress=False)
SRC = str(Path(__file__).resolve().parents[1] / "src")


def _shards(tmp_path: Path, n: int = 2) -> list[Path]:
    dirs = [tmp_path / f"shard{i}" for i in range(n)]
    for i, d in enumerate(dirs):
        evaluate("scripted:probing", CONFIG, shard=f"{i}/{n}", out_dir=d)
    return dirs


def _lines(run: Path) -> list[str]:
    return (run / "episodes.jsonl").read_text().splitlines()


# ------------------------------------------------------------ 1. merge --out
def test_merge_refuses_to_replace_an_unrelated_finished_run(tmp_path: Path, capsys) -> None:
    dirs = _shards(tmp_path)
    other = tmp_path / "other"
    evaluate("scripted:probing", CONFIG, limit=1, out_dir=other)
    before = {p.name: p.read_bytes() for p in other.iterdir() if p.is_file()}
    code = main(["report", "--merge", *map(str, dirs), "--out", str(other)])
    err = capsys.readouterr().err
    assert code != 0 and "already holds" in err and "--overwrite" in err
    assert len(err.strip().splitlines()) == 1
    assert {p.name: p.read_bytes() for p in other.iterdir() if p.is_file()} == before
    # --overwrite replaces it with the merged run
    assert main(["report", "--merge", *map(str, dirs), "--out", str(other), "--overwrite"]) == 0
    assert len(_lines(other)) == sum(len(_lines(d)) for d in dirs)
    assert load_run(other).config.shard == ""


def test_merge_refuses_an_input_shard_as_out_even_with_overwrite(tmp_path: Path, capsys) -> None:
    dirs = _shards(tmp_path)
    before = (dirs[0] / "episodes.jsonl").read_bytes()
    for extra in ([], ["--overwrite"]):
        code = main(["report", "--merge", *map(str, dirs), "--out", str(dirs[0]), *extra])
        assert code != 0 and "one of the shards being merged" in capsys.readouterr().err
    with pytest.raises(ConfigError, match="one of the shards"):  # also spelled differently
        merge_runs(dirs, dirs[1] / ".." / dirs[1].name, overwrite=True)
    assert (dirs[0] / "episodes.jsonl").read_bytes() == before


def test_merge_refuses_a_directory_a_running_bench_holds(tmp_path: Path, capsys) -> None:
    dirs = _shards(tmp_path)
    busy = tmp_path / "busy"
    busy.mkdir()
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path; from tomsb_env.benchmark.store import "
            "RunLock; lock = RunLock(Path(sys.argv[1])); lock.acquire(); print('held', flush=True); "
            "time.sleep(60)",
            str(busy),
        ],
        stdout=subprocess.PIPE,
        text=True,
        env={"PYTHONPATH": SRC},
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        code = main(["report", "--merge", *map(str, dirs), "--out", str(busy), "--overwrite"])
        err = capsys.readouterr().err
        assert code != 0 and "in use by another run" in err and f"pid {holder.pid}" in err
        with pytest.raises(RunLockedError):
            merge_runs(dirs, busy, overwrite=True)
        assert not (busy / "episodes.jsonl").exists()
    finally:
        holder.kill()
        holder.wait()


def test_merge_into_a_new_directory_releases_its_lock(tmp_path: Path) -> None:
    dirs = _shards(tmp_path)
    merge_runs(dirs, tmp_path / "merged")
    # a bench can resume it at once: the merge let go of the lock
    assert evaluate("scripted:probing", CONFIG, out_dir=tmp_path / "merged").played == 0


def test_overwrite_without_merge_is_refused(tmp_path: Path, capsys) -> None:
    dirs = _shards(tmp_path, 1)
    assert main(["report", str(dirs[0]), "--overwrite"]) != 0
    assert "--merge" in capsys.readouterr().err


# ---------------------------------------------------- 5. missing dependency
NO_AIOHTTP = "import sys; sys.modules['aiohttp'] = None\n"


def _python(code: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", NO_AIOHTTP + textwrap.dedent(code)],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={"PYTHONPATH": SRC},
        timeout=120,
    )


def test_bench_without_aiohttp_names_the_extra_and_plays_nothing(tmp_path: Path) -> None:
    out = tmp_path / "run"
    proc = _python(
        f"""
        from tomsb_env.cli import main
        sys.exit(main(["bench", "--defender", "openai:http://127.0.0.1:9/v1@m", "--limit", "1",
                       "--seeds", "0", "--no-progress", "--out", {str(out)!r}]))
        """,
        tmp_path,
    )
    assert proc.returncode != 0
    last = proc.stderr.strip().splitlines()[-1]
    assert "pip install 'tomsb-env[llm]'" in last and "aiohttp" in last
    assert "Traceback" not in proc.stderr and proc.stdout == ""
    assert not (out / "episodes.jsonl").exists()


def test_gym_make_without_aiohttp_fails_at_construction(tmp_path: Path) -> None:
    proc = _python(
        """
        import gymnasium as gym
        import tomsb_env
        from tomsb_env.errors import MissingExtraError
        try:
            gym.make("ToMSB-Base-v0", attacker="openai:http://127.0.0.1:9/v1@m")
        except MissingExtraError as exc:
            print(exc)
        else:
            print("constructed")
        """,
        tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    assert "pip install 'tomsb-env[llm]'" in proc.stdout and "constructed" not in proc.stdout


# ------------------------------------- 2 and 4. opponent failures and the session
SECRET = "SENTINEL-PRIVATE-REFLECTION"
REFUSE = json.dumps({"reply": "I would rather not say."})


class _FailingAttacker:
    """The scripted attacker for ``good`` turns, then an error quoting its private state."""

    def __init__(self, good: int) -> None:
        from tomsb_env.agents.specs import make_attacker

        self.inner = make_attacker("scripted:base")
        self.good = good

    def reset(self, brief, rng) -> None:  # type: ignore[no-untyped-def]
        self.inner.reset(brief, rng)
        self.turns = 0

    def act(self, view):  # type: ignore[no-untyped-def]
        self.turns += 1
        if self.turns > self.good:
            raise RuntimeError(
                f"backend at http://10.0.0.9:8000 said: {{'reflection': '{SECRET}'}}"
            )
        return self.inner.act(view)


@pytest.mark.parametrize("good", [0, 1])
def test_an_attacker_failure_ends_the_session_with_a_named_error(good: int) -> None:
    from tomsb_env.session import DefenderSession

    s = DefenderSession("u001-k0", seed=0, attacker=_FailingAttacker(good))
    first = s.start()
    turn = None
    if good:
        assert not s.done
        turn = s.submit(REFUSE)
        assert turn.done
    result = s.result
    assert result is not None and result.outcome == "error"
    assert (
        result.error == "the attacker failed (RuntimeError); the episode ended with outcome 'error'"
    )
    seen = json.dumps([first, s.messages, result.error, result.outcome, str(turn)])
    assert SECRET not in seen and "10.0.0.9" not in seen
    assert SECRET in (result.episode.meta.error or "")  # kept in the owner's record
    with pytest.raises(ConfigError, match="game is over"):
        s.submit(REFUSE)


def test_gym_info_names_the_attacker_failure_without_its_text() -> None:
    import gymnasium as gym

    import tomsb_env  # noqa: F401  (registers the ids)

    env = gym.make("ToMSB-Base-v0", attacker=_FailingAttacker(1), scenario_ids=["u001-k0"])
    _, info = env.reset(seed=0)
    _, _, terminated, truncated, info = env.step(REFUSE)
    assert terminated and not truncated and info["outcome"] == "error"
    assert info["error"].startswith("the attacker failed (RuntimeError)")
    assert SECRET not in json.dumps(info, default=str)
    env.reset(seed=1)  # a new game forgets the failure
    assert "error" not in env.unwrapped._info()


def test_a_refused_submit_leaves_the_chat_as_the_game_played_it() -> None:
    from tomsb_env.session import DefenderSession

    class SlowAttacker(_FailingAttacker):
        async def aact(self, view):  # type: ignore[no-untyped-def]
            await asyncio.sleep(0.05)
            return self.act(view)

    async def play() -> tuple[DefenderSession, list[BaseException | object]]:
        s = DefenderSession("u001-k0", seed=0, attacker=SlowAttacker(99), max_turns=5)
        await s.astart()
        outs = await asyncio.gather(*(s.asubmit(REFUSE) for _ in range(5)), return_exceptions=True)
        return s, outs

    s, outs = asyncio.run(play())
    refused = [o for o in outs if isinstance(o, ConfigError)]
    assert len(refused) == 4 and all("still being played" in str(o) for o in refused)
    assistants = [m for m in s.messages if m["role"] == "assistant"]
    assert len(assistants) == len(s.episode.defender_turns) == 1
    # wrong input refused: nothing appended either
    before = list(s.messages)
    with pytest.raises(ConfigError):
        s.submit(123)  # type: ignore[arg-type]
    assert s.messages == before


def test_submit_after_close_is_a_named_error() -> None:
    from tomsb_env.errors import SessionClosedError
    from tomsb_env.session import DefenderSession

    s = DefenderSession("u001-k0", seed=0)
    s.start()
    s.close()
    with pytest.raises(SessionClosedError, match="closed"):
        s.submit(REFUSE)
    with pytest.raises(SessionClosedError):
        s.start()
    assert [m["role"] for m in s.messages] == ["system", "user"]


def test_wrong_turn_order_reads_as_prose() -> None:
    from tomsb_env.game import DEFENDER, Game

    from .conftest import make_scenarios

    g = Game(make_scenarios()[0])
    with pytest.raises(ConfigError) as info:
        g.submit(DEFENDER, REFUSE)
    assert str(info.value) == "it is the attacker's turn, not the defender's"


def test_llm_attacker_faults_reach_the_session_without_private_text() -> None:
    """A real HTTP backend whose error bodies quote the attacker's private turn."""
    from tomsb_env.session import DefenderSession
    from tomsb_env.testing import FakeOpenAIServer
    from tomsb_env.testing.fake_openai import Reply

    private = json.dumps({"trust_score": 9, "belief": "SENTINEL-BELIEF", "reflection": SECRET})
    with FakeOpenAIServer(responder=lambda body, n: Reply.error(400, private)) as srv:
        spec = f"openai:{srv.base_url}@sentinel-model"
        s = DefenderSession("u001-k0", seed=0, attacker=spec)
        first = s.start()
        s.close()
    assert s.result is not None and s.result.outcome == "error"
    shown = json.dumps([first, s.result.error, s.result.outcome])
    for secret in (SECRET, "SENTINEL-BELIEF", "sentinel-model", srv.base_url):
        assert secret not in shown
    assert "BackendCallError" in (s.result.error or "")


# ------------------------------------------------------------ 6. stale results
USER_DEFENDER = """
from tomsb_env.agents.defenders import scripted_defender
{imports}


class MyDefender:
    def __init__(self):
        self.inner = scripted_defender("probing")

    def reset(self, brief, rng):
        self.inner.reset(brief, rng)

    def act(self, view):
        {call}
        return self.inner.act(view)
"""


def _bench(tmp_path: Path, spec: str, *extra: str) -> subprocess.CompletedProcess[str]:
    """``tomsb bench`` in a new process (which imports the user's files afresh)."""
    argv = ["bench", "--defender", spec, "--limit", "1", "--seeds", "0", "--episodes", "1"]
    return subprocess.run(
        [sys.executable, "-m", "tomsb_env.cli", *argv, "--no-progress", "--out", "run", *extra],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={"PYTHONPATH": f"{SRC}:{tmp_path}"},
        timeout=120,
    )


@pytest.mark.parametrize(
    ("imports", "call"),
    [
        ("import helpers", "helpers.tweak()"),
        ("from helpers import tweak", "tweak()"),
        ("from lib.helpers import tweak", "tweak()"),
    ],
)
def test_editing_a_module_the_defender_file_imports_is_not_resumed(
    tmp_path: Path, imports: str, call: str
) -> None:
    where = tmp_path / ("lib" if "lib." in imports else "")
    where.mkdir(exist_ok=True)
    (where / "helpers.py").write_text("def tweak():\n    return 1\n")
    (tmp_path / "my_defender.py").write_text(USER_DEFENDER.format(imports=imports, call=call))
    assert _bench(tmp_path, "my_defender.py:MyDefender").returncode == 0
    assert _bench(tmp_path, "my_defender.py:MyDefender").returncode == 0  # unchanged: resumed
    (where / "helpers.py").write_text("def tweak():\n    return 2\n")
    again = _bench(tmp_path, "my_defender.py:MyDefender")
    assert again.returncode == 2 and "(code) changed" in again.stderr
    assert "(code)" in again.stderr


def test_editing_a_module_level_function_the_class_calls_is_not_resumed(tmp_path: Path) -> None:
    pkg = tmp_path / "mypkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    body = USER_DEFENDER.format(imports="", call="tweak()") + "\n\ndef tweak():\n    return {}\n"
    (pkg / "mod.py").write_text(body.format(1))
    assert _bench(tmp_path, "mypkg.mod:MyDefender").returncode == 0
    assert _bench(tmp_path, "mypkg.mod:MyDefender").returncode == 0
    (pkg / "mod.py").write_text(body.format(2))
    again = _bench(tmp_path, "mypkg.mod:MyDefender")
    assert again.returncode == 2 and "(code)" in again.stderr


def test_a_defender_file_importing_nothing_of_the_users_keeps_its_old_fingerprint(
    tmp_path: Path,
) -> None:
    import hashlib

    from tomsb_env.agents.specs import make_agent, parse_agent_spec
    from tomsb_env.benchmark.specs import fingerprint

    path = tmp_path / "plain_defender.py"
    path.write_text(USER_DEFENDER.format(imports="import json", call="json.dumps(1)"))
    parsed = parse_agent_spec(f"{path}:MyDefender", "defender")
    code = fingerprint(parsed, make_agent(parsed, {}, None))["code"]
    assert code == hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def _run_with_duplicates(tmp_path: Path) -> Path:
    run = tmp_path / "run"
    evaluate("scripted:probing", CONFIG, out_dir=run)
    lines = _lines(run)
    (run / "episodes.jsonl").write_text("\n".join([*lines, lines[0], lines[0]]) + "\n")
    return run


def test_report_counts_and_names_duplicate_lines(tmp_path: Path, capsys) -> None:
    run = _run_with_duplicates(tmp_path)
    first = json.loads(_lines(run)[0])
    assert main(["report", str(run)]) == 0
    err = capsys.readouterr().err
    assert "2 duplicate record(s) of 1 episode(s)" in err and first["scenario_id"] in err
    assert f"lines 1, {len(_lines(run)) - 1}, {len(_lines(run))}" in err
    assert main(["show", str(run)]) == 0
    assert "2 duplicate record(s)" in capsys.readouterr().err
    stored = load_run(run)
    assert len(stored.episodes) == len(_lines(run)) - 2 and len(stored.duplicates) == 1


def test_report_from_statistics_equals_the_full_load(tmp_path: Path) -> None:
    run = tmp_path / "run"
    evaluate("scripted:probing", CONFIG, seeds=(0, 1), out_dir=run)
    slim = load_run(run, keep_episodes=False)
    assert slim.episodes == [] and slim.resumed == len(_lines(run))
    for fmt in ("md", "csv", "json"):
        assert slim.table(fmt) == load_run(run).table(fmt)


def test_show_episode_k_is_the_listings_row_k_when_a_key_repeats(tmp_path: Path, capsys) -> None:
    run = tmp_path / "run"
    evaluate("scripted:probing", CONFIG, out_dir=run)
    lines = (run / "episodes.jsonl").read_text().splitlines()
    first = json.loads(lines[0])
    again = {**first, "outcome": "error" if first["outcome"] != "error" else "fooled"}
    again["meta"] = {**first["meta"], "defender": "the later copy"}
    with (run / "episodes.jsonl").open("a") as fh:  # the first episode's key, recorded again
        fh.write(json.dumps(again) + "\n")
    assert main(["show", str(run)]) == 0
    out, err = capsys.readouterr()
    row0 = next(line for line in out.splitlines() if line.startswith("  0 "))
    assert again["outcome"] in row0 and "1 duplicate record(s)" in err  # the last copy counts
    assert main(["show", str(run), "--episode", "0", "--color", "never"]) == 0
    assert "defender the later copy" in capsys.readouterr().out  # and --episode 0 shows it
    with (run / "episodes.jsonl").open("a") as fh:
        fh.write("not a record\n")
    for argv in (["show", str(run)], ["show", str(run), "--episode", "0"]):
        assert main(argv) == 2  # both read every line, and name the bad one
        assert "is not an episode record" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("setup", "call", "edit"),
    [  # a helper imported by a computed-at-import-time literal name, and a data file
        ({"helpers.py": "def tweak():\n    return 1\n"},
         "importlib.import_module('helpers').tweak()", ("helpers.py", "def tweak():\n    return 2\n")),
        ({"data/table.json": "[1]"},
         "json.loads((Path(__file__).parent / 'data' / 'table.json').read_text())",
         ("data/table.json", "[2]")),
        ({"table.json": "[1]"}, "open(os.path.join(os.path.dirname(__file__), 'table.json')).read()",
         ("table.json", "[2]")),
    ],
)  # fmt: skip
def test_editing_what_the_defender_loads_by_name_is_not_resumed(
    tmp_path: Path, setup: dict[str, str], call: str, edit: tuple[str, str]
) -> None:
    for name, text in setup.items():
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text(text)
    imports = "import importlib, json, os\nfrom pathlib import Path"
    (tmp_path / "my_defender.py").write_text(USER_DEFENDER.format(imports=imports, call=call))
    first = _bench(tmp_path, "my_defender.py:MyDefender")
    assert first.returncode == 0, first.stderr
    assert "the code fingerprint of my_defender.py:MyDefender covers " in first.stderr
    assert _bench(tmp_path, "my_defender.py:MyDefender").returncode == 0  # unchanged: resumed
    (tmp_path / edit[0]).write_text(edit[1])
    again = _bench(tmp_path, "my_defender.py:MyDefender")
    assert again.returncode == 2 and "(code) changed" in again.stderr


def test_the_files_of_installed_modules_the_defender_imports_are_covered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tomsb_env.agents.specs import make_agent, parse_agent_spec
    from tomsb_env.benchmark import specs

    site = tmp_path / "site-packages"
    (site / "installed_helper_pkg").mkdir(parents=True)
    module = site / "installed_helper_pkg" / "__init__.py"
    module.write_text("VALUE = 1\n")
    never, installed = specs._roots()
    monkeypatch.setattr(specs, "_roots", lambda: (never, (*installed, f"{site}/")))
    monkeypatch.syspath_prepend(str(site))
    user = tmp_path / "user"
    user.mkdir()
    path = user / "pkg_defender.py"
    path.write_text(USER_DEFENDER.format(imports="import installed_helper_pkg", call="pass"))
    parsed = parse_agent_spec(f"{path}:MyDefender", "defender")

    def code() -> str:
        return specs.fingerprint(parsed, make_agent(parsed, {}, None))["code"]

    before = code()
    assert [k for _, _, k in specs.covered_files(sys.modules[parsed.target.__module__])] == [
        "user",
        "installed",
    ]
    module.write_text("VALUE = 2\n")  # reinstalled under the same version
    assert code() != before
    assert "1 installed module(s)" in (specs.code_scope(parsed) or "")


def test_show_names_a_file_rewritten_between_its_two_passes(tmp_path: Path) -> None:
    from tomsb_env.cli.episodes import _record_at
    from tomsb_env.errors import ConfigError

    path = tmp_path / "episodes.jsonl"
    path.write_text('{"scenario": {}}\n')
    assert _record_at(path, 1) == {"scenario": {}}
    for gone in (2, 1):  # a line no longer there, then one that is no longer a record
        path.write_text("" if gone == 2 else "{torn\n")
        with pytest.raises(ConfigError, match=f"changed while it was read \\(line {gone}\\)"):
            _record_at(path, gone)
