"""Structured play (issue 38): discrete moves, masks and spaces for both seats.

Conformance (Gymnasium's and SB3's ``check_env``, PettingZoo's ``api_test`` and
``parallel_api_test``), seeding, copies and vector envs; then what the moves mean: every
legal move renders to a turn that the other side's reader reads as intended, every masked
move is a named format failure, and only the reply text crosses to the other side.
"""

from __future__ import annotations

import copy
import json
import pickle
from typing import Any

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import tomsb_env  # noqa: F401  (registers the ids)
from tomsb_env.agents.attackers.scripted_reading import reader_for
from tomsb_env.agents.defenders.scripted_reading import message_reader_for
from tomsb_env.envs.moves import MAX_BRANCHING, MAX_LEVELS, DefenderMoves
from tomsb_env.envs.structured import (
    DiscreteAttackerEnv,
    DiscreteDefenderEnv,
    PolicyAgent,
    StructuredToMSBEnv,
    structured_env,
    structured_parallel_env,
)
from tomsb_env.errors import FormatFailure, ScenarioError
from tomsb_env.game import Game
from tomsb_env.parsing import parse_attacker_turn, parse_defender_turn
from tomsb_env.registration import DISCRETE_ENV_IDS
from tomsb_env.types import AttackerTurn, Outcome, Signal
from tomsb_env.universe.datasets import load_official_dataset, load_scenarios
from tomsb_env.universe.generate import generate_scenarios

from .conftest import OFFICIAL, make_scenarios

ATTACKER_ID = "ToMSB-Attacker-Discrete-v0"


@pytest.mark.parametrize("env_id", DISCRETE_ENV_IDS)
def test_check_env(env_id: str) -> None:
    """Gymnasium's checker (SB3's runs in tests/integrations/test_sb3.py, with the extra)."""
    env = gym.make(env_id, split="eval")
    check_env(env.unwrapped, skip_render_check=True)
    env.close()


def test_pettingzoo_api_and_parallel_api() -> None:
    from pettingzoo.test import api_test, parallel_api_test

    api_test(structured_env(split="eval"), num_cycles=300)
    parallel_api_test(structured_parallel_env(split="eval"), num_cycles=300)


def test_spaces_flatten_and_sizes_cover_every_shipped_and_official_scenario() -> None:
    pool = [*load_scenarios("all"), *load_official_dataset(OFFICIAL)]
    assert max(s.universe.depth for s in pool) == MAX_LEVELS
    assert max(s.universe.branching for s in pool) == MAX_BRANCHING
    seat = DefenderMoves()
    flat = gym.spaces.flatten_space(seat.observation_space)
    assert flat.shape == (gym.spaces.flatdim(seat.observation_space),)
    assert seat.action_space.nvec.tolist() == [len(seat.moves), MAX_LEVELS + 1]


def test_a_scenario_that_does_not_fit_is_a_named_error() -> None:
    deep = generate_scenarios(1, seed=0, depth=4)
    with pytest.raises(ScenarioError, match="4-level, 3-way universe does not fit"):
        DiscreteDefenderEnv(scenarios=deep)
    env = DiscreteDefenderEnv(scenarios=deep, max_levels=4)  # sized for it: plays
    _, info = env.reset(seed=0)
    env.step(env.action_space.sample(info["action_mask"]))


def _play(env_id: str, seed: int, **kwargs: Any) -> tuple[str, list[str]]:
    env = gym.make(env_id, split="eval", **kwargs)
    env.action_space.seed(seed)
    _, info = env.reset(seed=seed)
    done = info.get("ended_in_reset", False)
    while not done:
        _, _, term, trunc, info = env.step(env.action_space.sample(info["action_mask"]))
        done = term or trunc
    ep = env.unwrapped.episode
    return info["outcome"], [m.text for m in ep.transcript()]


@pytest.mark.parametrize("env_id", ["ToMSB-Bluffing-Discrete-v0", ATTACKER_ID])
def test_same_seed_same_game_other_seeds_differ(env_id: str) -> None:
    assert _play(env_id, 4) == _play(env_id, 4)
    assert len({tuple(_play(env_id, s)[1]) for s in range(5)}) > 1


def test_pettingzoo_seeded_resets_replay() -> None:
    def game(seed: int) -> list[str]:
        env = structured_env(split="eval")
        env.reset(seed=seed)
        env.action_space("attacker").seed(seed)
        env.action_space("defender").seed(seed)
        for agent in env.agent_iter(60):
            obs, _, term, trunc, _ = env.last()
            done = term or trunc
            env.step(None if done else env.action_space(agent).sample(obs["action_mask"]))
        return [m.text for m in env.unwrapped.game.episode.transcript()]

    assert game(2) == game(2)


@pytest.mark.parametrize("clone", [copy.deepcopy, lambda e: pickle.loads(pickle.dumps(e))])
def test_copies_continue_like_the_original(clone: Any) -> None:
    env = gym.make("ToMSB-CrossExaminer-Discrete-v0", split="eval")
    _, info = env.reset(seed=5)
    probe = next(i for i, m in enumerate(env.unwrapped.moves.moves) if m.what == "probe")
    env.step([probe, 1])
    twin = clone(env)
    runs = []
    for e in (env, twin):
        e.action_space.seed(0)
        steps = []
        info = e.unwrapped._info()
        for _ in range(3):
            if e.unwrapped.game.done:
                break
            obs, r, term, trunc, info = e.step(e.action_space.sample(info["action_mask"]))
            steps.append((repr(obs), r, term, trunc))
        runs.append(steps)
    assert runs[0] == runs[1]


@pytest.mark.parametrize("vector", [gym.vector.SyncVectorEnv, gym.vector.AsyncVectorEnv])
def test_vector_envs_step_with_the_masks_they_return(vector: Any) -> None:
    def make() -> gym.Env:
        return gym.make("ToMSB-Bluffing-Discrete-v0", split="eval")

    envs = vector([make, make])
    try:
        obs, infos = envs.reset(seed=3)
        assert obs["levels"].shape == (2, MAX_LEVELS, len(DefenderMoves.level_flags))
        for _ in range(12):
            masks = infos["action_mask"]
            actions = np.stack([envs.single_action_space.sample(m) for m in masks])
            obs, _, _, _, infos = envs.step(actions)
            assert "last_format_error" not in infos or not any(infos["_last_format_error"])
    finally:
        envs.close()


# ----------------------------------------------------------------- what moves mean
def _states(env: Any, seeds: range) -> Any:
    """Each state of random legal play against the env's scripted opponent: the scenario
    and the learner's seat, before it moves."""
    for seed in seeds:
        _, info = env.reset(seed=seed)
        env.action_space.seed(seed)
        while not env.game.done:
            yield env.game.scenario, env.moves
            action = env.action_space.sample(info["action_mask"])
            if env.learner == "attacker":
                action[1] = max(action[1], 3)  # keep trust up: longer games
            info = env.step(action)[4]


def _outcomes(seat: Any) -> Any:
    """Each action with what playing it gives (played on a copy of the seat): every move with
    the second part 0, and the first legal move with every second part."""
    mask = seat.action_mask()
    n, k = len(seat.moves), int(seat.action_space.nvec[1])
    first, top = int(np.flatnonzero(mask[:n])[0]), int(np.flatnonzero(mask[n:])[-1])
    pairs = {
        *((m, 0) for m in range(n)),
        *((m, top) for m in range(n)),
        *((first, x) for x in range(k)),
    }
    for m, x in sorted(pairs):
        legal = bool(mask[m] and mask[n + x])
        twin = copy.deepcopy(seat) if legal else seat
        turn = twin.turn([m, x])
        if not legal:
            assert isinstance(turn, FormatFailure), (seat.moves[m].name, x)
            assert "not a legal action now" in str(turn)
            continue
        yield seat.moves[m], x, twin, turn


DEFENDER_FIELDS = ("reply", "attacker_belief_about_target", "reflection",
                   "attacker_prior_estimate", "attacker_belief_estimate")  # fmt: skip
ATTACKER_FIELDS = ("trust_score", "belief", "reflection", "signal", "message", "belief_state")


def _as_text(turn: Any, fields: tuple[str, ...], levels: tuple[str, ...]) -> Any:
    """The turn as the JSON a text agent would write, parsed back by the game's parser."""
    text = json.dumps({k: v for k, v in turn.to_dict().items() if k in fields})
    if "reply" in fields:
        return parse_defender_turn(text, levels)
    return parse_attacker_turn(text, levels)


def test_every_legal_defender_move_reads_as_intended_and_every_masked_one_fails() -> None:
    env = DiscreteDefenderEnv("scripted:bluffing", scenarios=make_scenarios())
    seen: set[str] = set()
    for sc, seat in _states(env, range(4)):
        reader = reader_for(sc.universe)
        for move, x, twin, turn in _outcomes(seat):
            seen.add(move.what)
            assert turn.act == move.name
            assert _as_text(turn, DEFENDER_FIELDS, sc.levels).reply == turn.reply
            prior = turn.attacker_prior_estimate
            assert [v is not None for v in prior.values()] == [
                i < x for i in range(sc.universe.depth)
            ]
            facts = reader.read(turn.reply)
            value = seat._candidates(move.level)[move.slot] if move.slot >= 0 else None
            if move.what in ("answer", "confirm"):  # true above the estimate, false below
                assert facts.claims, turn.reply
                assert all((v == sc.truth[sc.levels.index(lv)]) == (sc.levels.index(lv) < x)
                           for lv, v in facts.claims.items()), (turn.reply, x)  # fmt: skip
            elif move.what == "claim":
                assert facts.claims.get(sc.levels[move.level]) == value, turn.reply
                assert twin._told[move.level] == value
            elif move.what == "deny":
                assert not facts.claims, turn.reply
            elif move.what == "probe":
                assert facts.knowledge_probe, turn.reply
            elif move.what == "refuse":
                assert facts.refusal and not facts.claims, turn.reply
            elif move.what == "list":
                assert sc.levels[move.level] in facts.listed, turn.reply
    assert seen >= {"answer", "confirm", "claim", "deny", "probe", "probe_level", "refuse", "list"}


def test_every_legal_attacker_move_reads_as_intended_and_every_masked_one_fails() -> None:
    env = DiscreteAttackerEnv("scripted:probing", scenarios=make_scenarios())
    seen: set[str] = set()
    for sc, seat in _states(env, range(6)):
        reader = message_reader_for(sc.universe)
        for move, x, _, turn in _outcomes(seat):
            seen.add(move.what)
            assert turn.trust_score == x and turn.act == move.name
            read = _as_text(turn, ATTACKER_FIELDS, sc.levels)
            assert (read.message, read.signal, read.belief_state) == (
                turn.message, turn.signal, turn.belief_state)  # fmt: skip
            facts = reader.read(turn.message)
            value = seat._candidates(move.level)[move.slot] if move.slot >= 0 else None
            if move.what in ("ask", "verify"):
                assert sc.levels[move.level] in facts.asked, turn.message
            elif move.what == "challenge":
                assert facts.doubt, turn.message
            elif move.what == "name":
                assert (sc.levels[move.level], value) in facts.named, turn.message
            elif move.what == "conclude":
                assert turn.signal is Signal.ATTACK_SUCCESSFUL
                assert turn.belief_state[sc.levels[move.level]] == value
    assert seen >= {"ask", "verify", "challenge", "name", "conclude", "no_knowledge", "withhold"}


def test_only_the_reply_reaches_the_attacker() -> None:
    env = gym.make("ToMSB-Base-Discrete-v0", split="eval").unwrapped
    _, info = env.reset(seed=1)
    for _ in range(4):
        if env.game.done:
            break
        env.step(env.action_space.sample(info["action_mask"]))
        turn = env.episode.defender_turns[-1]
        view = env.game.attacker_view()
        heard = [m.text for m in view.transcript if m.role == "defender"]
        assert heard == [t.reply for t in env.episode.defender_turns]
        shown = repr(view)
        assert turn.reflection not in shown and turn.attacker_belief_about_target not in shown
        info = env._info()


def test_the_observation_ignores_the_attackers_private_prior() -> None:
    """Two scenarios that differ only in the attacker's prior, with the same messages,
    give the defender the same observations."""
    twins = [s for s in make_scenarios() if s.id in ("t0-k0", "t0-k2")]
    said = ["Which company is Marcus with?", "Are you sure? I heard Marcus is in Tidewater."]
    seen = []
    for sc in twins:
        game, seat = Game(sc), DefenderMoves()
        seat.reset(sc.defender_brief(), np.random.default_rng(0))
        obs = []
        for text in said:
            game.submit("attacker", AttackerTurn(5, "", "", Signal.QUERY_AGAIN, text))
            obs.append(
                {k: np.asarray(v).tolist() for k, v in seat.observe(game.defender_view()).items()}
            )
            game.submit("defender", seat.turn([1, 0]))
        seen.append(obs)
    assert seen[0] == seen[1]
    assert seen[0][1]["levels"][1][:4] == [1, 0, 0, 1]  # Tidewater: named, and false


def test_an_illegal_action_is_a_named_format_failure_never_a_crash() -> None:
    env = gym.make("ToMSB-Base-Discrete-v0", split="eval", max_turns=15).unwrapped
    _, info = env.reset(seed=0)
    illegal = int(np.flatnonzero(info["action_mask"][: len(env.moves.moves)] == 0)[0])
    outcome = None
    for _ in range(3):  # two are tolerated, the third ends the game
        _, _, term, _, info = env.step([illegal, 0])
        assert "not a legal action now" in info["last_format_error"]
        outcome = info.get("outcome")
    assert term and outcome == Outcome.FORMAT_ERROR.value
    for bad in ([1], "probe", [1.5, 0], list(range(10**6)), {"move": 1}):
        env.reset(seed=0)
        error = env.step(bad)[4]["last_format_error"]
        assert "two integers" in error and len(error) < 300  # named, and bounded


def test_a_policy_agent_plays_the_benchmarks_games() -> None:
    """A structured policy scores through ``evaluate`` on the same games as any defender."""
    from tomsb_env.benchmark import evaluate

    def first_legal(obs: dict[str, Any], mask: np.ndarray) -> list[int]:
        return [int(np.flatnonzero(mask[:63])[0]), 0]

    agent = PolicyAgent("defender", first_legal)
    res = evaluate(agent, attackers=["scripted:base"], split="eval", seeds=(0,), progress=False)
    probing = evaluate(
        "scripted:probing", attackers=["scripted:base"], split="eval", seeds=(0,), progress=False
    )
    first = {e.scenario.id: e.attacker_turns[0].message for e in res.episodes}
    assert first == {e.scenario.id: e.attacker_turns[0].message for e in probing.episodes}
    assert all(t.act for e in res.episodes for t in e.defender_turns)


def test_pettingzoo_self_play_plays_whole_games() -> None:
    env = StructuredToMSBEnv(split="eval")
    outcomes = set()
    for seed in range(6):
        env.reset(seed=seed)
        while not env.game.done:
            agent = env.agent_selection
            obs = env.observe(agent)
            other = "defender" if agent == "attacker" else "attacker"
            assert env.observe(other)["action_mask"][0] == 1  # the waiting side may only wait
            env.step(env.action_space(agent).sample(obs["action_mask"]))
        outcomes.add(env.game.episode.outcome)
        assert not env.game.episode.failures
    assert len(outcomes) > 1


def test_a_text_env_pickles_after_a_reply_that_names_an_entity() -> None:
    """The grounder's common-word filter held a lambda, so any env whose reader had read a
    name failed to pickle (every one of 15 eval scenarios tried)."""
    sc = load_scenarios("eval")[1]
    env = gym.make("ToMSB-Bluffing-v0", scenarios=[sc])
    env.reset(seed=0)
    env.step(f'{{"reply": "She is in {sc.truth[1]}."}}')
    twin = pickle.loads(pickle.dumps(env))
    assert twin.unwrapped.episode.to_dict() == env.unwrapped.episode.to_dict()


def test_no_deny_phrasing_claims_anything() -> None:
    """``deny`` must stay a true sentence that moves no belief (a form the reader misreads
    would be an exploit: tests/test_exploits.py has two)."""
    from tomsb_env.agents.defenders.scripted_phrases import DENY

    sc = make_scenarios()[0]
    for form in DENY:
        for v in sc.universe.nodes:
            assert not reader_for(sc.universe).read(form.format(t=sc.target, v=v)).claims
