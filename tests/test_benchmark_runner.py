"""The benchmark runner: protocol counts, fresh agents, determinism, resume, errors, concurrency."""

from __future__ import annotations

import asyncio
import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import make_scenarios
from tomsb_env.agents.specs import load_file_object
from tomsb_env.benchmark import evaluate
from tomsb_env.benchmark.episodes import episode_seed
from tomsb_env.benchmark.runner import ABORT_AFTER, aevaluate, load_run
from tomsb_env.benchmark.specs import expand_attackers, resolve_agent
from tomsb_env.errors import ConfigError, ResultsMismatchError, UnknownNameError

# Agents written to a temporary file and loaded through the ``path.py:Class`` spec,
# as a user's own code outside the package would be.
AGENTS = '''
import asyncio
import io
from tomsb_env.types import AttackerTurn, DefenderTurn, Signal

CREATED = {"attacker": 0, "defender": 0}


class RandomAttacker:
    """Believes a leaf the defender names if it fits its prior; random stops and trust drops."""

    name = "random-attacker"

    def __init__(self, sleep=0.0):
        CREATED["attacker"] += 1
        self.sleep = sleep

    def reset(self, brief, rng):
        self.brief, self.rng, self.trust, self.belief = brief, rng, 5, dict(brief.prior)

    def _turn(self, view):
        u = self.brief.universe
        reply = view.last_reply or ""
        if reply in u:
            guess = u.closure({u.level_of(reply): reply})
            if all(v is None or guess[lv] == v for lv, v in self.brief.prior.items()):
                self.belief = guess
            else:
                self.trust = max(0, self.trust - 3)
        if self.rng.random() < 0.15:
            self.trust = max(0, self.trust - 2)
        if self.trust == 0:
            signal = Signal.DEFENDER_DETECTED
        elif self.rng.random() < 0.35:
            signal = Signal.ATTACK_SUCCESSFUL
        else:
            signal = Signal.QUERY_AGAIN
        return AttackerTurn(trust_score=self.trust, belief="", reflection="", signal=signal,
                            message="Where is the target?", belief_state=dict(self.belief))

    def act(self, view):
        return self._turn(view)


class AsyncRandomAttacker(RandomAttacker):
    async def aact(self, view):
        await asyncio.sleep(self.sleep * self.rng.random())
        return self._turn(view)


class RandomDefender:
    """Names the true leaf now and then, else a random leaf; guesses the prior."""

    name = "random-defender"

    def __init__(self, leak=0.2, tom=True):
        CREATED["defender"] += 1
        self.leak, self.tom, self.resets = leak, tom, 0

    def reset(self, brief, rng):
        self.brief, self.rng = brief, rng
        self.resets += 1

    def act(self, view):
        u = self.brief.universe
        leaves = u.nodes_at(-1)
        truth_leaf = self.brief.truth[u.levels[-1]]
        leaf = truth_leaf if self.rng.random() < self.leak else leaves[int(self.rng.integers(len(leaves)))]
        estimate = None
        if self.tom:
            k = int(self.rng.integers(len(u.levels)))
            estimate = {lv: (self.brief.truth[lv] if i < k else None) for i, lv in enumerate(u.levels)}
        return DefenderTurn(reply=leaf, attacker_prior_estimate=estimate)


class BrokenDefender(RandomDefender):
    def reset(self, brief, rng):
        raise RuntimeError("backend exploded")


class BrokenLater(RandomDefender):
    def act(self, view):
        raise RuntimeError("backend exploded mid-game")


class SometimesBroken(RandomDefender):
    def reset(self, brief, rng):
        if brief.truth[brief.universe.levels[-1]] == "Heron":
            raise RuntimeError("flaky backend")
        super().reset(brief, rng)
'''


@pytest.fixture(scope="module")
def agents_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("agents") / "my_agents.py"
    path.write_text(AGENTS, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def mod(agents_file: Path) -> Any:
    cls = load_file_object(f"{agents_file}:RandomAttacker")
    import sys

    return sys.modules[cls.__module__]


def _outcomes(result: Any) -> dict[tuple[str, str, int, int], str]:
    return {
        (r["scenario_id"], r["meta"]["attacker"], r["meta"]["seed"], r["meta"]["episode_index"]): r[
            "outcome"
        ]
        for r in result.records
    }


def test_protocol_counts_keys_and_metadata(mod: Any) -> None:
    res = evaluate(
        mod.RandomDefender,
        attackers=[mod.RandomAttacker],
        scenarios=make_scenarios(),
        seeds=(0, 1),
        episodes_per_scenario=2,
        progress=False,
    )
    assert len(res.records) == 6 * 2 * 2 == res.played
    assert res.config.total_episodes == 24
    assert len(_outcomes(res)) == 24  # every key once
    meta = res.records[0]["meta"]
    assert meta["defender"] == "random-defender" and meta["attacker"] == "random-attacker"
    assert {r["meta"]["seed"] for r in res.records} == {0, 1}
    assert [r.attacker for r in res.rows] == ["random-attacker"]
    assert res.rows[0].episodes == 24 and res.rows[0].hard_episodes == 16
    assert {e.scenario.id for e in res.episodes} == {s.id for s in make_scenarios()}


def test_each_episode_gets_a_fresh_agent(mod: Any) -> None:
    before = dict(mod.CREATED)
    evaluate(
        mod.RandomDefender,
        attackers=[mod.RandomAttacker],
        scenarios=make_scenarios(),
        seeds=(0,),
        episodes_per_scenario=1,
        progress=False,
    )
    assert mod.CREATED["defender"] - before["defender"] == 6
    assert mod.CREATED["attacker"] - before["attacker"] == 6


def test_an_instance_is_reused_and_reset_per_episode(mod: Any) -> None:
    defender = mod.RandomDefender()
    res = evaluate(
        defender,
        attackers=[mod.RandomAttacker],
        scenarios=make_scenarios(),
        seeds=(0,),
        episodes_per_scenario=1,
        progress=False,
    )
    assert defender.resets == 6 and len(res.records) == 6


def test_results_do_not_depend_on_order_or_concurrency(mod: Any) -> None:
    kw: dict[str, Any] = dict(
        scenarios=make_scenarios(), seeds=(0, 1), episodes_per_scenario=2, progress=False
    )
    sync = evaluate(mod.RandomDefender, attackers=[mod.RandomAttacker], **kw)
    slow = lambda: mod.AsyncRandomAttacker(sleep=0.004)  # noqa: E731 - a factory
    one = evaluate(mod.RandomDefender, attackers=[slow], concurrency=1, **kw)
    many = evaluate(mod.RandomDefender, attackers=[slow], concurrency=8, **kw)
    again = evaluate(mod.RandomDefender, attackers=[mod.RandomAttacker], **kw)
    assert _outcomes(sync) == _outcomes(again)
    # random sleeps make episodes finish in another order at concurrency 8: same results
    assert [r["scenario_id"] for r in one.records] == [r["scenario_id"] for r in many.records]
    assert _outcomes(one) == _outcomes(many)
    assert len(set(_outcomes(sync).values())) >= 3  # the agents produce a mix of outcomes


def test_episode_seed_is_stable_and_separates_keys() -> None:
    assert episode_seed(0, "u1-k0", "scripted:base", 0) == episode_seed(
        0, "u1-k0", "scripted:base", 0
    )
    seeds = {
        episode_seed(s, sc, a, i)
        for s in (0, 1)
        for sc in ("a", "b")
        for a in ("x", "y")
        for i in (0, 1)
    }
    assert len(seeds) == 16
    assert 0 <= episode_seed(2, "a", "b", 3) < 2**63


def test_resume_plays_only_missing_episodes(mod: Any, tmp_path: Path) -> None:
    kw: dict[str, Any] = dict(
        scenarios=make_scenarios(), seeds=(0, 1), out_dir=tmp_path, progress=False
    )
    full = evaluate(mod.RandomDefender, attackers=[mod.RandomAttacker], **kw)
    assert (tmp_path / "config.json").is_file() and (tmp_path / "results.md").is_file()
    lines = (tmp_path / "episodes.jsonl").read_text().splitlines(keepends=True)
    assert len(lines) == 24
    # keep 10 whole lines and half of the 11th, as a kill during a write would
    (tmp_path / "episodes.jsonl").write_text("".join(lines[:10]) + lines[10][: len(lines[10]) // 2])
    resumed = evaluate(mod.RandomDefender, attackers=[mod.RandomAttacker], **kw)
    assert (resumed.resumed, resumed.played) == (10, 14)
    assert _outcomes(resumed) == _outcomes(full)
    stored = (tmp_path / "episodes.jsonl").read_text().splitlines()
    assert len(stored) == 24 and all(json.loads(line) for line in stored)
    nothing = evaluate(mod.RandomDefender, attackers=[mod.RandomAttacker], **kw)
    assert (nothing.resumed, nothing.played) == (24, 0)
    assert load_run(tmp_path).rows == nothing.rows


def test_config_mismatch_is_refused_with_the_differing_keys(mod: Any, tmp_path: Path) -> None:
    kw: dict[str, Any] = dict(
        scenarios=make_scenarios(), out_dir=tmp_path, progress=False, seeds=(0,)
    )
    evaluate(mod.RandomDefender, attackers=[mod.RandomAttacker], max_turns=15, **kw)
    with pytest.raises(ResultsMismatchError) as info:
        evaluate(
            mod.RandomDefender,
            attackers=[mod.RandomAttacker],
            max_turns=5,
            episodes_per_scenario=1,
            **kw,
        )
    msg = str(info.value)
    assert "max_turns" in msg and "episodes_per_scenario" in msg and "--overwrite" in msg
    assert "seeds" not in msg
    res = evaluate(
        mod.RandomDefender, attackers=[mod.RandomAttacker], max_turns=5, overwrite=True, **kw
    )
    assert res.played == 12 and res.resumed == 0
    # concurrency is informational: changing it resumes instead of refusing
    assert (
        evaluate(
            mod.RandomDefender, attackers=[mod.RandomAttacker], max_turns=5, concurrency=3, **kw
        ).played
        == 0
    )


def test_agent_errors_are_recorded_and_the_rest_go_on(mod: Any, tmp_path: Path) -> None:
    kw: dict[str, Any] = dict(
        scenarios=make_scenarios(), seeds=(0,), out_dir=tmp_path, progress=False
    )
    res = evaluate(mod.SometimesBroken, attackers=[mod.RandomAttacker], **kw)
    errors = [r for r in res.records if r["outcome"] == "error"]
    assert {r["scenario_id"] for r in errors} == {"t0-k0", "t0-k1", "t0-k2"}  # the Heron ones
    assert len(errors) == 6 and all(
        "RuntimeError: flaky backend" in r["meta"]["error"] for r in errors
    )
    assert res.rows[0].error.mean == pytest.approx(50.0)
    # on resume the errored episodes are played again (here they fail again)
    again = evaluate(mod.SometimesBroken, attackers=[mod.RandomAttacker], **kw)
    assert (again.resumed, again.played) == (6, 6)
    kept = evaluate(mod.SometimesBroken, attackers=[mod.RandomAttacker], retry_errors=False, **kw)
    assert kept.played == 0 and len((tmp_path / "episodes.jsonl").read_text().splitlines()) == 12


def test_an_error_mid_game_keeps_the_turns_played(mod: Any) -> None:
    res = evaluate(
        mod.BrokenLater,
        attackers=[mod.RandomAttacker],
        scenarios=make_scenarios(),
        seeds=(0,),
        episodes_per_scenario=1,
        progress=False,
    )
    errors = [r for r in res.records if r["outcome"] == "error"]
    assert errors and all(r["num_turns"] == 1 and not r["defender_turns"] for r in errors)
    assert all(r["meta"]["error"] == "RuntimeError: backend exploded mid-game" for r in errors)


def test_a_broken_agent_stops_the_run_early(mod: Any, tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"first 10 episodes all failed.*backend exploded"):
        evaluate(
            mod.BrokenDefender,
            attackers=[mod.RandomAttacker],
            scenarios=make_scenarios(),
            seeds=(0, 1, 2),
            out_dir=tmp_path,
            progress=False,
        )
    assert len((tmp_path / "episodes.jsonl").read_text().splitlines()) == ABORT_AFTER


def test_file_specs_and_tom_free_defenders(agents_file: Path) -> None:
    res = evaluate(
        f"{agents_file}:RandomDefender",
        attackers=[f"{agents_file}:RandomAttacker"],
        scenarios=make_scenarios(),
        seeds=(0,),
        progress=False,
        defender_kwargs={"tom": False},
    )
    assert res.config.defender == f"{agents_file}:RandomDefender"
    assert res.rows[0].tom_traj.mean is None and res.rows[0].tom_step.mean is None
    assert "| - | - |" in res.table()
    with pytest.raises(UnknownNameError, match="RandomDefender"):
        load_file_object(f"{agents_file}:RandomDefendr")
    with pytest.raises(ConfigError, match="does not exist"):
        load_file_object("/nonexistent/x.py:Thing")


def test_async_runs_inside_a_running_loop(mod: Any) -> None:
    async def main() -> Any:
        return await aevaluate(
            mod.RandomDefender,
            attackers=[mod.AsyncRandomAttacker],
            scenarios=make_scenarios(),
            seeds=(0,),
            progress=False,
            concurrency=4,
        )

    res = asyncio.run(main())
    assert res.played == 12

    # evaluate() from inside a running loop runs in a helper thread instead of failing
    async def nested() -> Any:
        return evaluate(
            mod.RandomDefender,
            attackers=[mod.AsyncRandomAttacker],
            scenarios=make_scenarios(),
            seeds=(0,),
            progress=False,
        )

    assert _outcomes(asyncio.run(nested())) == _outcomes(res)


def test_llm_attacker_specs_expand_to_the_four_kinds() -> None:
    four = expand_attackers(["litellm:gemini/gemini-3-flash-preview"])
    assert [k for _, k in four] == ["base", "cross_examiner", "deception_aware", "bluffing"]
    assert four[3][0].label == "litellm:gemini/gemini-3-flash-preview#bluffing"
    one = expand_attackers(["openai:http://127.0.0.1:1/v1@m#bluffing", "scripted:base", "bluffing"])
    assert [p.label for p, _ in one] == [
        "openai:http://127.0.0.1:1/v1@m#bluffing",
        "scripted:base",
        "scripted:bluffing",
    ]
    assert [k for _, k in expand_attackers(["litellm:x"], ["base"])] == ["base"]
    with pytest.raises(UnknownNameError, match="bluffing"):
        expand_attackers(["litellm:x"], ["bluffin"])
    with pytest.raises(ConfigError, match="twice"):
        expand_attackers(["scripted:base", "base"])


def test_bad_arguments_are_clear_errors(mod: Any) -> None:
    sc = make_scenarios()
    with pytest.raises(ConfigError, match="seeds"):
        evaluate(mod.RandomDefender, attackers=[mod.RandomAttacker], scenarios=sc, seeds=(1, 1))
    with pytest.raises(ConfigError, match="episodes_per_scenario"):
        evaluate(
            mod.RandomDefender,
            attackers=[mod.RandomAttacker],
            scenarios=sc,
            episodes_per_scenario=0,
        )
    with pytest.raises(ConfigError, match="neither"):
        resolve_agent(42, "defender")
    with pytest.raises(ConfigError, match="expected 'exact' or an LLM backend spec"):
        evaluate(
            mod.RandomDefender, attackers=[mod.RandomAttacker], scenarios=sc, judge="nonsense:judge"
        )


def test_stored_records_read_back_as_the_played_episodes(mod: Any, tmp_path: Path) -> None:
    from tomsb_env.benchmark.store import EpisodeLog
    from tomsb_env.types import Episode

    res = evaluate(
        mod.RandomDefender,
        attackers=[mod.RandomAttacker],
        scenarios=make_scenarios(),
        seeds=(0,),
        out_dir=tmp_path,
        progress=False,
    )
    stored = EpisodeLog(tmp_path / "episodes.jsonl").load()
    assert [ep.to_dict() for ep in stored] == [ep.to_dict() for ep in res.episodes]
    lines = (tmp_path / "episodes.jsonl").read_text(encoding="utf-8").splitlines()
    assert [Episode.from_dict(json.loads(x)).to_dict() for x in lines] == res.records
    assert any(ep.judgement and ep.judgement.stepwise_matches for ep in res.episodes)


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_only_on_terminals(monkeypatch: pytest.MonkeyPatch) -> None:
    from tomsb_env.benchmark.progress import Progress

    quiet = io.StringIO()
    bar = Progress(3, stream=quiet)
    bar.update(fooled=True)
    bar.close()
    assert quiet.getvalue() == "" and not bar.enabled
    tty = _Tty()
    bar = Progress(2, stream=tty)
    bar.update(fooled=True)
    bar.update(fooled=False)
    bar.close()
    assert "fooled 50.0%" in tty.getvalue() and bar.fooling_rate == 50.0
    monkeypatch.setitem(sys.modules, "tqdm", None)  # the fallback without tqdm
    tty = _Tty()
    bar = Progress(2, stream=tty)
    bar.update(fooled=True)
    bar.update(fooled=True)
    bar.close()
    assert "2/2 fooled 100.0% ETA" in tty.getvalue()
    assert Progress(5, stream=_Tty(), enabled=False).enabled is False


def test_a_run_leaves_the_callers_gc_state_alone(mod: Any) -> None:
    # the interpreter's collector belongs to the application, not to the library
    import gc

    gc.freeze()
    try:
        frozen, threshold = gc.get_freeze_count(), gc.get_threshold()
        res = evaluate(
            mod.RandomDefender,
            attackers=[mod.AsyncRandomAttacker],
            scenarios=make_scenarios(),
            seeds=(0,),
            progress=False,
        )
        assert res.played == 12
        assert gc.get_freeze_count() == frozen and gc.get_threshold() == threshold
    finally:
        gc.unfreeze()


def test_meta_usage_and_prompts_of_llm_style_agents() -> None:
    from types import SimpleNamespace

    from tomsb_env.agents.chat import Usage
    from tomsb_env.benchmark.episodes import _finish_meta
    from tomsb_env.types import Episode

    a, d = Usage(1, 2, 3, 4, 5), Usage(6, 7, 8, 9, 10)
    ep = Episode(scenario=make_scenarios()[0])
    attacker = SimpleNamespace(usage=a, prompts={"attacker.base": "aa", "reask": "bb"})
    _finish_meta(ep, attacker, SimpleNamespace(usage=d.as_dict()), 0.0)
    assert list(ep.meta.usage.items()) == [
        *((f"attacker_{k}", v) for k, v in a.as_dict().items()),
        *((f"defender_{k}", v) for k, v in d.as_dict().items()),
    ]
    assert ep.meta.prompts == {"attacker.base": "aa", "attacker.reask": "bb"}


def test_benchmark_config_and_keyword_forms_are_one_run(mod: Any) -> None:
    import dataclasses

    from tomsb_env.benchmark import BenchmarkConfig

    sc = make_scenarios()
    config = BenchmarkConfig(
        attackers=(mod.RandomAttacker,), scenarios=sc, seeds=(0,), progress=False
    )
    by_config = evaluate(mod.RandomDefender, config)
    by_keywords = evaluate(
        mod.RandomDefender, attackers=[mod.RandomAttacker], scenarios=sc, seeds=[0], progress=False
    )
    assert _outcomes(by_config) == _outcomes(by_keywords)
    assert by_config.config == by_keywords.config
    # keywords override a given config; the config itself is frozen
    assert evaluate(mod.RandomDefender, config, seeds=(0, 1)).config.seeds == (0, 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        config.seeds = (1,)  # type: ignore[misc]
    with pytest.raises(UnknownNameError, match="seeds"):
        evaluate(mod.RandomDefender, config, seedz=(1,))
    with pytest.raises(UnknownNameError, match="seeds"):
        evaluate(mod.RandomDefender, seedz=(1,))
    with pytest.raises(ConfigError, match="attackers="):  # the attackers go by keyword
        evaluate(mod.RandomDefender, [mod.RandomAttacker], scenarios=sc)
