"""skyrl-gym 0.4: ``skyrl_gym.make`` playing full ToM-SB defender games.

Runs with the ``[skyrl]`` extra (``nox -s integrations``); the nox session fails if
anything here is skipped.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

skyrl_gym = pytest.importorskip("skyrl_gym")

from tomsb_env.errors import ConfigError  # noqa: E402
from tomsb_env.integrations import skyrl as sk  # noqa: E402
from tomsb_env.session import DefenderSession  # noqa: E402
from tomsb_env.types import Outcome  # noqa: E402

REFUSE = json.dumps({"reply": "I would rather not say."})
PLANT = json.dumps({"reply": "Keoni works in the Lungwort Foundation.", "reflection": "plant it"})
OUTCOMES = {o.value for o in Outcome} - {"error"}


def _play(env, replies: list[str]) -> tuple[list[dict[str, str]], list[dict]]:  # type: ignore[no-untyped-def]
    """SkyRL's generator loop in miniature: init, then step until done or max_turns."""
    chat, _ = env.init([{"role": "user", "content": "placeholder"}])
    outputs = []
    k = 0
    while True:
        out = env.step(replies[k % len(replies)])
        chat += [{"role": "assistant", "content": replies[k % len(replies)]}, *out["observations"]]
        outputs.append(out)
        k += 1
        if out["done"]:
            return chat, outputs
        assert env.turns < env.max_turns, "the game must end within the env's max_turns"


@pytest.mark.parametrize("row", sk.dataset_rows(["u001-k0", "u002-k1"], seeds_per_scenario=2))
def test_make_plays_full_games_equal_to_a_local_session(row: dict) -> None:
    env = skyrl_gym.make(
        sk.ENV_ID,
        env_config={"max_turns": 5},
        extras={k: v for k, v in row.items() if k != "prompt"},
    )
    assert isinstance(env, skyrl_gym.envs.base_text_env.BaseTextEnv)
    chat, outputs = _play(env, [PLANT, REFUSE])
    last = outputs[-1]
    assert all(o["reward"] == 0.0 and not o["done"] for o in outputs[:-1])
    info = row["extra_info"]
    local = DefenderSession(info["scenario_id"], seed=info["seed"], max_turns=5)
    local.start()
    k = 0
    while not local.done:
        local.submit([PLANT, REFUSE][k % 2])
        k += 1
    res = local.result
    assert res is not None
    assert chat == local.messages
    assert last["reward"] == pytest.approx(res.reward)
    assert last["metadata"]["outcome"] == res.outcome in OUTCOMES
    assert last["metadata"]["reward_components"] == res.reward_components
    metrics = env.get_metrics()
    assert metrics[f"outcome_{res.outcome}"] == 1.0 and metrics["turns"] == len(outputs)
    env.close()


def test_default_cap_is_the_games_and_format_errors_are_counted() -> None:
    env = skyrl_gym.make(sk.ENV_ID, extras={"extra_info": {"scenario_id": "u001-k0", "seed": 3}})
    assert env.max_turns == 15
    _, outputs = _play(env, ["not json"])
    assert outputs[0]["metadata"]["format_error"]
    assert env.get_metrics()["format_errors"] >= 1


def test_registration_is_guarded_and_tomsb_env_does_not_import_skyrl_gym() -> None:
    assert sk.register_env() is False  # already registered by the import; a second call is a no-op
    assert sk.ENV_ID in skyrl_gym.registry
    assert sk.register_env("tomsb-defender-copy") is True
    assert sk.register_env("tomsb-defender-copy") is False
    skyrl_gym.envs.registration.deregister("tomsb-defender-copy")
    code = "import sys, tomsb_env; print('skyrl_gym' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout.strip() == "False"  # fmt: skip


def test_bad_rows_and_configs_name_the_problem() -> None:
    with pytest.raises(ConfigError, match="scenario_id"):
        skyrl_gym.make(sk.ENV_ID, extras={"extra_info": {}})
    with pytest.raises(ConfigError, match="seed"):
        skyrl_gym.make(sk.ENV_ID, extras={"extra_info": {"scenario_id": "u001-k0", "seed": "1"}})
    with pytest.raises(ConfigError, match="max_turn"):
        skyrl_gym.make(
            sk.ENV_ID,
            env_config={"max_turn": 3},
            extras={"extra_info": {"scenario_id": "u001-k0", "seed": 0}},
        )
    with pytest.raises(ConfigError, match="seeds_per_scenario"):
        sk.dataset_rows(["u001-k0"], seeds_per_scenario=0)


def test_dataset_rows_cover_the_split_with_distinct_seeds() -> None:
    rows = sk.dataset_rows(split="eval", seeds_per_scenario=2, seed=1)
    ids = {r["extra_info"]["scenario_id"] for r in rows}
    assert len(rows) == 2 * len(ids)
    assert len({(r["extra_info"]["scenario_id"], r["extra_info"]["seed"]) for r in rows}) == len(
        rows
    )
    assert {r["env_class"] for r in rows} == {sk.ENV_ID}


# ----------------------------------------------- a failed attacker: no score for SkyRL
BROKEN = "tests.integrations.failing:BrokenAttacker"
EXTRAS = {"extra_info": {"scenario_id": "u001-k0", "seed": 0}}


@pytest.mark.parametrize("good", [0, 1])
def test_a_failed_attacker_raises_a_named_error_not_a_zero(good: int) -> None:
    from tests.integrations.failing import SECRET
    from tomsb_env.errors import OpponentFailedError

    config = {"attacker": BROKEN, "attacker_kwargs": {"good": good}}
    env = skyrl_gym.make(sk.ENV_ID, env_config=config, extras=EXTRAS)
    with pytest.raises(OpponentFailedError, match=r"the attacker failed \(BackendCallError\)") as e:
        env.init([])
        env.step(REFUSE)
    assert SECRET not in str(e.value) and "on_error: zero" in str(e.value)
    assert env.session.result is not None and env.session.result.outcome == "error"


@pytest.mark.parametrize("good", [0, 1])
def test_on_error_zero_ends_the_game_at_zero_and_counts_it(good: int) -> None:
    from tests.integrations.failing import SECRET

    config = {"attacker": BROKEN, "attacker_kwargs": {"good": good}, "on_error": "zero"}
    env = skyrl_gym.make(sk.ENV_ID, env_config=config, extras=EXTRAS)
    chat, outputs = _play(env, [REFUSE])
    assert len(outputs) == 1 and outputs[0]["done"] and outputs[0]["reward"] == 0.0
    meta = outputs[0]["metadata"]
    assert meta["outcome"] == "error" and meta["error"].startswith("the attacker failed")
    assert SECRET not in json.dumps([chat, meta], default=str)
    metrics = env.get_metrics()
    assert metrics["outcome_error"] == 1.0
    agg = sk.TomsbDefenderEnv.aggregate_metrics([metrics, {**metrics, "outcome_error": 0.0}])
    assert agg["outcome_error"] == 0.5


def test_a_finished_game_logs_outcome_error_zero_and_on_error_is_checked() -> None:
    from tomsb_env.errors import UnknownNameError

    env = skyrl_gym.make(sk.ENV_ID, env_config={"max_turns": 2}, extras=EXTRAS)
    _play(env, [REFUSE])
    assert env.get_metrics()["outcome_error"] == 0.0
    with pytest.raises(UnknownNameError, match="'raise', 'zero'"):
        skyrl_gym.make(sk.ENV_ID, env_config={"on_error": "skip"}, extras=EXTRAS)
