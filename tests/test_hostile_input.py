"""Bad and hostile input meets a clear error, never a traceback, a hang or a raw escape
(issue 15: surrogates and terminal escapes, hostile scenario files, unbounded reads,
play --save / show, one-line argument errors, broken pipes, unknown scenario ids)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT, make_scenarios
from tests.test_cli import tomsb
from tomsb_env.cli import main
from tomsb_env.display import printable
from tomsb_env.errors import ScenarioError, UniverseError, UnknownNameError
from tomsb_env.types import DefenderTurn
from tomsb_env.universe import Universe
from tomsb_env.universe.schema import read_scenarios, validate_file, write_scenarios


def _record(**changes: object) -> str:
    rec = make_scenarios()[1].to_dict()
    rec.update(changes)
    return json.dumps(rec)  # ASCII: a lone surrogate travels as a \ud800 escape


# ---------------------------------------------------------------- printing safely
def test_printable_escapes_controls_and_replaces_lone_surrogates() -> None:
    assert printable("a\x1b[2Jb") == "a\\x1b[2Jb"
    assert printable("x\ud800y") == "x\ufffdy"
    assert printable("tab\tnew\nline é 漢 🙂") == "tab\tnew\nline é 漢 🙂"
    assert printable("\r\x00\x7f\x9b") == "\\x0d\\x00\\x7f\\x9b"
    printable("\ud800").encode("utf-8")  # always encodable


def test_human_render_of_a_surrogate_or_escape_reply_does_not_crash_or_leak_escapes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tomsb_env.envs.single_agent import DefenderEnv

    env = DefenderEnv(scenarios=make_scenarios(), render_mode="human")
    env.reset(seed=0)
    env.step(DefenderTurn(reply="bad \ud800 reply \x1b[2J", reflection="\x1b]0;title\x07"))
    out = capsys.readouterr().out
    out.encode("utf-8")
    assert "\x1b[2J" not in out and "\x1b]0" not in out
    assert "bad \ufffd reply \\x1b[2J" in out


def _episodes_file(tmp_path: Path, turn: DefenderTurn, **meta: object) -> Path:
    """episodes.jsonl of one game against a defender that always plays ``turn``."""
    from tomsb_env.agents.specs import make_attacker
    from tomsb_env.game import play_episode
    from tomsb_env.types import EpisodeMeta

    class Fixed:
        name = "fixed"

        def reset(self, brief: object, rng: object) -> None:
            pass

        def act(self, view: object) -> DefenderTurn:
            return turn

    ep = play_episode(make_scenarios()[1], make_attacker("scripted:base"), Fixed(), seed=0,
                      meta=EpisodeMeta(**meta))  # type: ignore[arg-type]  # fmt: skip
    path = tmp_path / "episodes.jsonl"
    path.write_text(json.dumps(ep.to_dict()) + "\n", encoding="utf-8")
    return path


def test_show_prints_surrogates_and_escapes_safely(tmp_path: Path) -> None:
    turn = DefenderTurn(reply="\x1b[2J cleared \ud83d", reflection="\x1b[31mred")
    path = _episodes_file(tmp_path, turn, attacker="scripted:base\x1b[2J", seed=0)
    for args in (["show", str(path)], ["show", str(path), "--episode", "0"]):
        run = tomsb(*args, cwd=tmp_path)
        assert run.returncode == 0, run.stderr
        assert "\x1b" not in run.stdout and "Traceback" not in run.stderr
    assert "\\x1b[2J cleared \ufffd" in run.stdout


def test_validation_rejects_control_characters_and_surrogates_naming_the_field(
    tmp_path: Path,
) -> None:
    cases = {
        "target": ("Mar\ud800cus", "target contains a lone surrogate (U+D800)"),
        "id": ("x\x1b[2Jy", "id contains a control character (U+001B)"),
    }
    for field, (value, message) in cases.items():
        path = tmp_path / f"{field}.jsonl"
        path.write_text(_record(**{field: value}) + "\n", encoding="utf-8")
        assert any(message in p for p in validate_file(path)), validate_file(path)
        with pytest.raises(ScenarioError, match="names must be printable"):
            read_scenarios(path)
    layers = make_scenarios()[1].universe.to_layers()
    layers["team"]["Cloud Weave"][0] = "Kes\x1b[2Jtrel"
    path = tmp_path / "entity.jsonl"
    path.write_text(_record(universe=layers) + "\n", encoding="utf-8")
    assert any("universe.team.Cloud Weave[0] contains a control" in p for p in validate_file(path))
    run = tomsb("scenarios", "list", "--scenarios", str(path), cwd=tmp_path)
    assert run.returncode == 2 and "\x1b" not in run.stdout + run.stderr
    assert run.stderr.startswith("tomsb: error:")


# ------------------------------------------------------------------ look-alike names
@pytest.mark.parametrize(
    "name, kind",
    [
        ("Acme\u202egnp.exe", "a format character (U+202E)"),  # right-to-left override
        ("Kes\u200btrel", "a format character (U+200B)"),  # zero-width space
        ("Kes\u2028trel", "a line separator (U+2028)"),
    ],
)
def test_format_characters_in_names_are_refused_naming_field_and_value(
    tmp_path: Path, name: str, kind: str
) -> None:
    layers = make_scenarios()[1].universe.to_layers()
    layers["team"]["Cloud Weave"][0] = name
    path = tmp_path / "lookalike.jsonl"
    path.write_text(_record(universe=layers) + "\n", encoding="utf-8")
    problems = validate_file(path)
    assert any(f"universe.team.Cloud Weave[0] contains {kind}" in p for p in problems), problems
    for args in (("scenarios", "validate", str(path)), ("bench", "--scenarios", str(path))):
        run = (
            tomsb(*args, "--out", str(tmp_path / "run"), cwd=tmp_path)
            if args[0] == "bench"
            else tomsb(*args, cwd=tmp_path)
        )
        assert run.returncode in (1, 2) and kind in run.stdout + run.stderr
        assert name not in run.stdout + run.stderr  # never printed raw
    with pytest.raises(UniverseError, match="printable"):  # built in Python, not from a file
        Universe.from_layers({"company": ["Acme", name]})


@pytest.mark.parametrize("a, b", [("Café", "Cafe\u0301"), ("A1", "\uff21\uff11"), ("ﬁre", "fire")])
def test_names_equal_once_normalised_are_refused_with_both_escaped(
    tmp_path: Path, a: str, b: str
) -> None:
    layers = make_scenarios()[1].universe.to_layers()
    layers["team"]["Cloud Weave"][:2] = [a, b]
    path = tmp_path / "twins.jsonl"
    path.write_text(_record(universe=layers) + "\n", encoding="utf-8")
    (problem,) = validate_file(path)
    assert f"entity names {a!a} and {b!a} are the same name once Unicode-normalised" in problem
    assert len(problem.splitlines()) == 1
    # a case difference is allowed: the grounder tells such names apart by their spelling
    Universe.from_layers({"company": ["CRISPR Tech", "Crispr Tech"]})


def test_show_escapes_format_characters_in_every_field(tmp_path: Path) -> None:
    turn = DefenderTurn(reply="Acme\u202egnp.exe", reflection="zero\u200bwidth")
    path = _episodes_file(tmp_path, turn)
    run = tomsb("show", str(path), "--episode", "0", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "\u202e" not in run.stdout and "\u200b" not in run.stdout
    assert "Acme\\u202egnp.exe" in run.stdout and "zero\\u200bwidth" in run.stdout
    assert printable("Acme\u202egnp.exe") == "Acme\\u202egnp.exe"


# ----------------------------------------------------------- hostile scenario files
@pytest.mark.parametrize(
    "text, message",
    [
        ("[" * 200_000 + "]" * 200_000, "nested too deeply to read"),
        ('{"id": ' + "9" * 100_000 + "}", "a number with too many digits"),
    ],
    ids=["deep", "long-integer"],
)
def test_hostile_scenario_files_give_a_one_line_error(
    tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "hostile.jsonl"
    path.write_text(text + "\n")
    for args in (
        ("scenarios", "list", "--scenarios", str(path)),
        ("bench", "--scenarios", str(path), "--out", str(tmp_path / "run")),
    ):
        run = tomsb(*args, cwd=tmp_path)
        assert run.returncode == 2, run.stderr
        assert run.stderr.strip().splitlines() == [
            f"tomsb: error: {path} line 1: invalid JSON: {message}"
        ]
    run = tomsb("scenarios", "validate", str(path), cwd=tmp_path)
    assert run.returncode == 1 and message in run.stdout and "Traceback" not in run.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifos_devices_and_oversized_files_are_refused_not_read_forever(tmp_path: Path) -> None:
    from tomsb_env.benchmark.store import EpisodeLog
    from tomsb_env.errors import ConfigError
    from tomsb_env.universe.files import read_regular_file

    fifo = tmp_path / "fifo.jsonl"
    os.mkfifo(fifo)
    zero = tmp_path / "zero.jsonl"
    zero.symlink_to("/dev/zero")
    for path, kind in ((fifo, "a FIFO"), (zero, "a device")):
        run = tomsb("show", str(path), cwd=tmp_path)
        assert run.returncode == 2 and f"must be a regular file, but this is {kind}" in run.stderr
        run = tomsb("scenarios", "list", "--scenarios", str(path), cwd=tmp_path)
        assert run.returncode == 2 and kind in run.stderr
        with pytest.raises(ConfigError, match=kind):
            EpisodeLog(path).load()
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    (run_dir / "episodes.jsonl").symlink_to("/dev/zero")
    run = tomsb("show", str(run_dir), cwd=tmp_path)
    assert run.returncode == 2 and "a device" in run.stderr
    big = tmp_path / "big.jsonl"
    big.write_bytes(b"x" * 101)
    with pytest.raises(ConfigError, match="larger than the limit of 100 bytes"):
        read_regular_file(big, max_bytes=100, what="a test file")


# ------------------------------------------------------------- play --save / show
def test_show_reads_hand_written_records_and_never_suggests_options_it_lacks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tomsb_env.agents.specs import make_attacker, make_defender
    from tomsb_env.game import play_episode

    ep = play_episode(
        make_scenarios()[1], make_attacker("scripted:base"), make_defender("scripted:probing")
    )  # meta without a seed, as a hand-made record may be
    path = tmp_path / "mine.jsonl"
    path.write_text(json.dumps(ep.to_dict()) + "\nnot json\n" + json.dumps(ep.to_dict()) + "\n")
    assert main(["show", str(path)]) == 2
    err = capsys.readouterr().err
    assert "line 2 is not an episode record" in err and "--overwrite" not in err
    path.write_text(json.dumps(ep.to_dict()) + "\n")
    assert main(["show", str(path)]) == 0


# ------------------------------------------------------------------ CLI hygiene
@pytest.mark.parametrize(
    "args, text",
    [
        (["bench", "--seeds", "x"], "bench: argument --seeds: expected comma-separated integers"),
        (["scenarios", "list", "--split", "nope"], "scenarios list: argument --split"),
        (["show"], "show: the following arguments are required: RESULTS"),
        (["bogus"], "argument COMMAND: invalid choice: 'bogus'"),
    ],
)
def test_argument_errors_are_one_line(
    args: list[str], text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        main(args)
    err = capsys.readouterr().err
    assert info.value.code == 2
    assert len(err.splitlines()) == 1 and err.startswith("tomsb: error: ") and text in err
    assert "--help)" in err and "usage:" not in err


def test_output_piped_into_head_ends_quietly(tmp_path: Path) -> None:
    from tomsb_env.agents.specs import make_attacker, make_defender
    from tomsb_env.game import play_episode

    record = play_episode(
        make_scenarios()[1], make_attacker("scripted:base"), make_defender("scripted:probing")
    ).to_dict()
    lines = []
    for i in range(3000):  # a listing of ~250 kB: more than a pipe holds
        record["meta"] = {**record["meta"], "attacker": "scripted:base", "seed": 0,
                          "episode_index": i}  # fmt: skip
        lines.append(json.dumps(record))
    path = tmp_path / "episodes.jsonl"
    path.write_text("\n".join(lines) + "\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "tomsb_env.cli", "show", str(path)],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp_path,
    )  # fmt: skip
    assert proc.stdout is not None
    proc.stdout.readline()  # like `| head -1`
    proc.stdout.close()
    _, err = proc.communicate(timeout=120)
    assert b"Traceback" not in err and b"Broken pipe" not in err, err
    assert proc.returncode == 141


def test_unknown_scenario_id_names_its_split_instead_of_listing_every_id(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tomsb_env.envs.single_agent import DefenderEnv
    from tomsb_env.universe.datasets import load_scenarios

    eval_id = load_scenarios("eval")[0].id
    with pytest.raises(UnknownNameError, match=f"'{eval_id}' is in the shipped eval split"):
        DefenderEnv(scenario_ids=[eval_id])  # the train split by default
    with pytest.raises(UnknownNameError) as info:
        DefenderEnv(scenario_ids=["u000-k9"])
    message = str(info.value)
    assert "225 scenarios" in message and "did you mean" in message and len(message) < 300
    assert len(info.value.choices) == 225  # the ids stay available to code


# ------------------------------------------- issue 42: bounded inputs, one-line errors
def test_a_huge_unknown_name_is_quoted_by_a_prefix_without_fuzzy_matching() -> None:
    import time

    from tomsb_env.envs.single_agent import DefenderEnv

    name = "u001-k0" + "y" * 1_000_000
    t0 = time.perf_counter()
    with pytest.raises(UnknownNameError) as info:
        DefenderEnv(scenario_ids=[name])
    assert time.perf_counter() - t0 < 1.0  # difflib on a megabyte takes far longer
    message = str(info.value)
    assert len(message) < 400 and "(1,000,007 characters)" in message
    assert "did you mean" not in message
    with pytest.raises(UnknownNameError, match="did you mean 'u001-k"):  # short: still hinted
        DefenderEnv(scenario_ids=["u001-kO"])


def test_max_action_chars_is_checked_before_think_is_stripped() -> None:
    from tomsb_env.game import GameConfig
    from tomsb_env.session import DefenderSession

    session = DefenderSession("u001-k0", seed=0, config=GameConfig(max_action_chars=1000))
    session.start()
    turn = session.submit("<think>" + "x" * 2000 + '</think>{"reply": "No."}')
    assert turn.format_error is not None and "over max_action_chars=1,000" in turn.format_error
    raw = session.episode.failures[-1].raw
    assert len(raw) == 1000  # recorded cut to the cap, nothing parsed
    assert session.submit('<think>short</think>{"reply": "No."}').format_error is None


def test_a_failed_lock_holder_write_leaves_no_file_and_names_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import errno

    from tomsb_env.benchmark.store import HOLDER_FILE, RunLock

    real = Path.write_text

    def full_disk(self: Path, *args: object, **kwargs: object) -> int:
        if self.name == HOLDER_FILE:
            self.touch()  # open() succeeded, the write did not
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "write_text", full_disk)
    with pytest.raises(OSError, match=f"No space left on device: '.*{HOLDER_FILE}'"):
        RunLock(tmp_path).acquire()
    assert not (tmp_path / HOLDER_FILE).exists()
    monkeypatch.setattr(Path, "write_text", real)
    lock = RunLock(tmp_path)  # not held: the failed run released it
    lock.acquire()
    lock.release()


def test_a_disk_error_while_appending_names_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import errno

    real, calls = os.fsync, []

    def full_after_the_config(fd: int) -> None:
        calls.append(fd)
        if len(calls) > 1:  # config.json is written; the disk fills before the first episode
            raise OSError(errno.ENOSPC, "No space left on device")
        real(fd)

    monkeypatch.setattr(os, "fsync", full_after_the_config)
    out = tmp_path / "run"
    assert main(["bench", "--scenarios", str(write_scenarios(tmp_path / "s.jsonl", make_scenarios())),
                 "--out", str(out), "--seeds", "0", "--episodes", "1"]) == 2  # fmt: skip
    error = capsys.readouterr().err.strip().splitlines()[-1]  # after the run's opening line
    assert error.startswith("tomsb: error: [Errno 28] No space left on device: ")
    assert error.endswith(f"{out / 'episodes.jsonl'}'")


def test_the_duplicates_note_stays_one_short_line(tmp_path: Path) -> None:
    from tomsb_env.benchmark.store import describe_duplicates

    note = describe_duplicates(tmp_path / "e.jsonl", {("u" * 5000, "a", 0, 0): list(range(1, 900))})
    assert note is not None and len(note) < 400 and "and 896 more" in note


def test_no_unclosed_client_session_warnings_after_an_unclosed_llm_session() -> None:
    code = """
import json
from tomsb_env.session import DefenderSession
from tomsb_env.testing import FakeOpenAIServer
turn = json.dumps({"trust_score": 5, "belief": "?", "reflection": "r", "signal": "query again",
                   "prompt": "Where does Keoni work?"})
with FakeOpenAIServer(default_content=turn) as srv:
    session = DefenderSession("u001-k0", attacker=f"openai:{srv.base_url}@m", max_turns=3)
    session.start()
    session.submit('{"reply": "No."}')  # never closed, as a notebook leaves it
print("played")
"""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    run = subprocess.run([sys.executable, "-W", "default", "-c", code], capture_output=True,
                         text=True, env=env, timeout=120)  # fmt: skip
    assert run.returncode == 0 and "played" in run.stdout, run.stderr
    assert "Unclosed" not in run.stderr, run.stderr


def test_openenv_serve_without_the_extra_prints_one_line_naming_the_install() -> None:
    # openenv is hidden, so the test means the same with or without the extra installed
    code = (
        "import runpy, sys; sys.modules['openenv'] = None; sys.argv[1:] = ['serve']; "
        "runpy.run_module('tomsb_env.integrations.openenv', run_name='__main__')"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert run.returncode == 1 and run.stderr.count("\n") == 1, run.stderr
    assert "install it with: pip install 'tomsb-env[openenv]'" in run.stderr


def test_a_python_literal_note_is_bounded_before_ast_parses_it() -> None:
    """A note in Python-literal syntax is parsed with ``ast``, which recurses: one longer than
    20,000 characters or nested deeper than 16 brackets is not read as a literal at all, so a
    hostile note cannot make the judge recurse or pair its entries quadratically."""
    from tomsb_env.judges.free_text import _py_triples

    def nested(depth: int) -> str:
        return "{'current': " + "[" * depth + "'X'" + "]" * depth + "}"

    assert _py_triples(nested(15)) == [(("current",), ["X"], "")]
    assert _py_triples(nested(16)) == []  # 17 brackets deep with the dict's own
    note = "{'current': 'X', 'prior': None}  # "
    assert [t[:2] for t in _py_triples(note + "x" * 100) or []] == [
        (("current",), "X"),
        (("prior",), None),
    ]
    assert _py_triples(note + "x" * 20_000) == []
