"""SkyRL cutting a game is warned about and counted, never a silent reward 0; the env
also answers to the identifier-shaped id ``tomsb_defender``.

Runs with the ``[skyrl]`` extra (``nox -s integrations``).
"""

from __future__ import annotations

import json

import pytest

skyrl_gym = pytest.importorskip("skyrl_gym")

from tomsb_env.integrations import skyrl as sk  # noqa: E402

REFUSE = json.dumps({"reply": "I would rather not say."})
ROW = {"extra_info": {"scenario_id": "u001-k0", "seed": 0}}


def test_a_generator_cap_below_the_games_is_warned_about_at_once() -> None:
    with pytest.warns(sk.GameCutWarning, match=r"generator.max_turns=3 is below .*max_turns=15"):
        env = skyrl_gym.make(sk.ENV_ID, env_config={"generator_max_turns": 3}, extras=ROW)
    env.close()


def test_a_cap_that_covers_the_game_says_nothing(recwarn: pytest.WarningsRecorder) -> None:
    env = skyrl_gym.make(
        sk.ENV_ID, env_config={"generator_max_turns": 5, "max_turns": 5}, extras=ROW
    )
    env.init([])
    while not (out := env.step(REFUSE))["done"]:
        pass
    assert "outcome_unfinished" not in env.get_metrics()
    # per-turn components (multi-turn GRPO): one per defender turn, none earned without estimates
    per_turn = out["metadata"]["turn_reward_components"]
    assert per_turn == [{"stepwise_tom": 0.0}] * env.turns
    env.close()
    assert not [w for w in recwarn if issubclass(w.category, sk.GameCutWarning)]


def test_a_game_cut_off_is_counted_and_warned_about_at_close() -> None:
    env = skyrl_gym.make(sk.ENV_ID, extras=ROW)
    env.init([])
    out = env.step(REFUSE)  # SkyRL's generator stops here: its max_turns was 1
    assert not out["done"]
    metrics = env.get_metrics()
    assert metrics["outcome_unfinished"] == 1.0
    assert not any(k.startswith("reward_") for k in metrics)
    with pytest.warns(sk.GameCutWarning, match=r"cut off after 1 of up to 15 turns"):
        env.close()


def test_the_underscore_alias_makes_the_same_env() -> None:
    assert sk.ENV_ALIAS == "tomsb_defender" and sk.ENV_ALIAS in skyrl_gym.registry
    env = skyrl_gym.make(sk.ENV_ALIAS, extras=ROW)
    assert isinstance(env, sk.TomsbDefenderEnv)
    assert [m["role"] for m in env.init([])[0]] == ["system", "user"]
    env.close()


ASK = json.dumps(
    {"trust_score": 4, "belief": "?", "reflection": "ask", "signal": "query again",
     "prompt": "Which team is the target in?"}
)  # fmt: skip


@pytest.mark.parametrize("env_id", [sk.ATTACKER_ENV_ID, sk.ATTACKER_ENV_ALIAS])
def test_the_attacker_seat_plays_the_same_game_as_an_attacker_session(env_id: str) -> None:
    from tomsb_env.session import AttackerSession

    env = skyrl_gym.make(env_id, env_config={"defender": "scripted:probing", "max_turns": 3},
                         extras=ROW)  # fmt: skip
    assert isinstance(env, sk.TomsbAttackerEnv)
    chat, _ = env.init([])
    while not (out := env.step(ASK))["done"]:
        chat += [{"role": "assistant", "content": ASK}, *out["observations"]]
    chat.append({"role": "assistant", "content": ASK})
    local = AttackerSession("u001-k0", seed=0, defender="scripted:probing", max_turns=3)
    local.start()
    while not local.done:
        local.submit(ASK)
    assert chat == local.messages
    assert out["reward"] == local.result.reward and out["metadata"]["outcome"] == "truncated"
    assert out["metadata"]["turn_reward_components"] == []
    env.close()


def test_the_attacker_seat_refuses_defender_keys_it_does_not_take() -> None:
    from tomsb_env.errors import ConfigError

    with pytest.raises(ConfigError, match=r"'attacker'.*valid: \['defender'"):
        skyrl_gym.make(sk.ATTACKER_ENV_ID, env_config={"attacker": "scripted:base"}, extras=ROW)
