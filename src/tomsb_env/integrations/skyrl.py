"""ToM-SB's seats as SkyRL-Gym text environments (extra ``[skyrl]``, skyrl-gym 0.4; see
``docs/integrations/skyrl.md``).

Importing this module registers :class:`TomsbDefenderEnv` with skyrl_gym as
``tomsb-defender`` and ``tomsb_defender`` (:class:`TomsbAttackerEnv`: ``tomsb-attacker``,
``tomsb_attacker``). A dataset row names its game in ``extra_info`` (:func:`dataset_rows`).
A game whose opponent failed raises :class:`~tomsb_env.errors.OpponentFailedError` unless
the env config says ``on_error: zero``."""

from __future__ import annotations

import warnings
from collections.abc import Mapping, Sequence
from typing import Any

from tomsb_env.errors import ConfigError, MissingExtraError, OpponentFailedError, UnknownNameError

try:
    import skyrl_gym
    from skyrl_gym.envs.base_text_env import BaseTextEnv, BaseTextEnvStepOutput
except ImportError as e:  # pragma: no cover - exercised without the extra
    raise MissingExtraError("skyrl-gym", "skyrl", "tomsb_env.integrations.skyrl") from e

from tomsb_env.integrations import game_seeds, split_ids, turn_reward_components
from tomsb_env.session import AttackerSession, ChatSession, DefenderSession, SessionTurn

__all__ = [
    "ATTACKER_ENV_ALIAS",
    "ATTACKER_ENV_ID",
    "ENV_ALIAS",
    "ENV_ID",
    "GameCutWarning",
    "TomsbAttackerEnv",
    "TomsbDefenderEnv",
    "dataset_rows",
    "register_env",
]

#: the id ``register_env`` gives the env in skyrl_gym's registry
ENV_ID = "tomsb-defender"
#: the same env under an identifier-shaped name (typed configs, attribute access)
ENV_ALIAS = "tomsb_defender"
#: the attacker's seat (the model plays the attacker against an embedded defender)
ATTACKER_ENV_ID, ATTACKER_ENV_ALIAS = "tomsb-attacker", "tomsb_attacker"
_COMMON_KEYS = ("prompt", "max_turns", "split", "rewards", "on_error", "generator_max_turns")


class GameCutWarning(UserWarning):
    """SkyRL's turn cap is below the game's, or a game ended before its last (rewarded) step."""


def _get(config: Any, key: str, default: Any = None) -> Any:
    """A key of a dict, an omegaconf DictConfig or an attribute object (None has no keys)."""
    if hasattr(config, "get"):
        return config.get(key, default)
    return getattr(config, key, default)


class TomsbDefenderEnv(BaseTextEnv):
    """One defender game per instance (SkyRL builds one env per trajectory). ``env_config``
    takes :class:`~tomsb_env.session.DefenderSession`'s ``attacker``, ``attacker_kwargs``,
    ``prompt``, ``max_turns``, ``split`` and ``rewards``, plus ``on_error`` and
    ``generator_max_turns`` (all optional); ``extras['extra_info']`` (or ``extras``) holds
    ``scenario_id`` and ``seed``."""

    session_cls: type[ChatSession] = DefenderSession
    opponent = "attacker"

    def __init__(self, env_config: Any = None, extras: Mapping[str, Any] | None = None) -> None:
        super().__init__()
        keys = (self.opponent, f"{self.opponent}_kwargs", *_COMMON_KEYS)
        unknown = set(env_config) - set(keys) if isinstance(env_config, Mapping) else ()
        if unknown:
            raise ConfigError(
                f"unknown {type(self).__name__} env_config key(s) {sorted(unknown)}; "
                f"valid: {list(keys)}"
            )
        extras = dict(extras or {})
        info = extras.get("extra_info") or extras
        scenario = _get(info, "scenario_id")
        if not isinstance(scenario, str) or not scenario:
            raise ConfigError(
                "TomsbDefenderEnv needs the game's scenario id in extras['extra_info']"
                f"['scenario_id'] (see tomsb_env.integrations.skyrl.dataset_rows); got extras {extras!r}"
            )
        seed = _get(info, "seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ConfigError(f"extra_info['seed'] must be an integer, got {seed!r}")
        settings = {k: v for k in keys[:-2] if (v := _get(env_config, k)) is not None}
        self.on_error = str(_get(env_config, "on_error", "raise"))
        if self.on_error not in ("raise", "zero"):
            raise UnknownNameError("on_error", self.on_error, ("raise", "zero"))
        if f"{self.opponent}_kwargs" in settings:
            settings[f"{self.opponent}_kwargs"] = dict(settings[f"{self.opponent}_kwargs"])
        self.session = self.session_cls(scenario, seed=seed, **settings)
        # BaseTextEnv's own cap: the game's (it ends the game itself, so this is a bound only)
        self.max_turns = self.session.env.config.max_turns
        self.format_errors = 0
        cap = _get(env_config, "generator_max_turns")
        if cap is not None and int(cap) < self.max_turns:
            why = "games still running then are cut off unrewarded (metric outcome_unfinished)"
            warnings.warn(f"generator.max_turns={cap} is below the game's max_turns="
                          f"{self.max_turns}: {why}", GameCutWarning, stacklevel=2)  # fmt: skip

    def init(self, prompt: Any = None) -> tuple[list[dict[str, str]], dict[str, Any]]:
        """The game's ``[system, user]`` messages, replacing the dataset's placeholder prompt."""
        messages = [dict(m) for m in self.session.start()]
        self._check_failure()
        return messages, {"scenario_id": self.session.scenario.id, "seed": self.session.seed}

    def step(self, action: str) -> BaseTextEnvStepOutput:
        self.turns += 1
        # a game the opponent ended in init (on_error: zero) ends at the first step
        ended = self.session.done
        turn = SessionTurn(None, self.session.result) if ended else self.session.submit(action)
        if turn.format_error is not None:
            self.format_errors += 1
        if turn.result is not None:
            self._check_failure()
            ep = turn.result.episode
            per_turn = turn_reward_components(ep) if self.opponent == "attacker" else []
            return BaseTextEnvStepOutput(
                observations=[],
                reward=turn.result.reward,
                done=True,
                metadata={
                    "outcome": turn.result.outcome,
                    "reward_components": dict(turn.result.reward_components),
                    "turn_reward_components": per_turn,
                    "num_turns": turn.result.num_turns,
                    "format_error": turn.format_error,
                    "error": turn.result.error,
                },
            )
        assert turn.message is not None
        return BaseTextEnvStepOutput(
            observations=[dict(turn.message)],
            reward=0.0,
            done=False,
            metadata={"format_error": turn.format_error},
        )

    def _check_failure(self) -> None:
        """Raise if the opponent failed (``on_error: raise``): SkyRL would train on any reward."""
        result = self.session.result
        if result is not None and result.error and self.on_error == "raise":
            self.session.close()
            raise OpponentFailedError(f"{result.error}; env_config on_error: zero scores it 0.0")

    def get_metrics(self) -> dict[str, Any]:
        """Per-game numbers SkyRL averages: the outcome as indicators, the components, turns."""
        result = self.session.result
        metrics: dict[str, Any] = {"turns": self.turns, "format_errors": self.format_errors,
                                   "outcome_error": 0.0}  # fmt: skip
        if result is not None:
            metrics[f"outcome_{result.outcome}"] = 1.0
            metrics.update({f"reward_{k}": float(v) for k, v in result.reward_components.items()})
        elif self.turns:  # SkyRL stopped stepping before the game ended: no reward was given
            metrics["outcome_unfinished"] = 1.0
        return metrics

    def close(self) -> None:
        if self.turns and self.session.result is None:
            game = f"game {self.session.scenario.id} (seed {self.session.seed})"
            cut = f"cut off after {self.turns} of up to {self.max_turns} turns, unrewarded"
            warnings.warn(f"{game} was {cut}: raise generator.max_turns", GameCutWarning, 2)
        self.session.close()


class TomsbAttackerEnv(TomsbDefenderEnv):
    """The attacker's seat (:class:`~tomsb_env.session.AttackerSession`), one game per instance.
    ``env_config`` takes ``defender``, ``defender_kwargs`` and the rest as
    :class:`TomsbDefenderEnv`; ``prompt`` is an attacker kind. The reward is 1 if the attacker
    declared success holding a true value it did not know."""

    session_cls = AttackerSession
    opponent = "defender"


def register_env(env_id: str = ENV_ID, seat: str = "defender") -> bool:
    """Register the ``seat``'s env with skyrl_gym unless ``env_id`` is taken; whether it did."""
    cls = {"defender": TomsbDefenderEnv, "attacker": TomsbAttackerEnv}.get(seat)
    if cls is None:
        raise ConfigError(f"seat must be 'defender' or 'attacker', got {seat!r}")
    if env_id in skyrl_gym.registry:
        return False
    skyrl_gym.register(id=env_id, entry_point=f"{__name__}:{cls.__name__}")
    return True


def dataset_rows(
    scenario_ids: Sequence[str] | None = None,
    *,
    split: str = "train",
    seeds_per_scenario: int = 1,
    seed: int = 0,
    env_id: str = ENV_ID,
) -> list[dict[str, Any]]:
    """SkyRL dataset rows, one per game (:func:`~tomsb_env.integrations.game_seeds`), ready for
    a parquet file: ``prompt`` is a placeholder ``init`` replaces; ``extra_info`` names the game."""
    ids = split_ids(split) if scenario_ids is None else scenario_ids
    return [
        {
            "data_source": "tomsb",
            "prompt": [{"role": "user", "content": f"tomsb game {sid} seed {s}"}],
            "env_class": env_id,
            "reward_spec": {"method": "rule", "ground_truth": None},
            "extra_info": {"scenario_id": sid, "seed": s},
        }
        for sid, s in game_seeds(ids, seeds_per_scenario, seed)
    ]


register_env()
register_env(ENV_ALIAS)
register_env(ATTACKER_ENV_ID, "attacker")
register_env(ATTACKER_ENV_ALIAS, "attacker")
