"""Per-episode random streams for the two agents."""

from __future__ import annotations

import hashlib
import zlib

import numpy as np

RngPair = tuple[np.random.Generator, np.random.Generator]


def episode_seed(seed: int, scenario_id: str, attacker: str, index: int) -> int:
    """The seed of one benchmark episode, from its key alone (no defender: different defenders meet
    the same attacker randomness); a defender env or session reset with ``seed`` derives its
    attacker's from it too, so it replays the benchmark's episode."""
    text = f"{seed}\x1f{scenario_id}\x1f{attacker}\x1f{index}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") >> 1


def agent_rngs(
    seed: int | None = None, rng: np.random.Generator | None = None, *, scenario_id: str = ""
) -> RngPair:
    """Independent attacker and defender RNGs for one episode, from ``seed`` (or a draw from
    ``rng``) *and* the scenario id: one seed gives different agent choices on different
    scenarios, the same ones every time the same episode is replayed."""
    entropy = int(rng.integers(2**63 - 1)) if rng is not None else seed
    if entropy is None:
        a_seq, d_seq = np.random.SeedSequence().spawn(2)
        return np.random.default_rng(a_seq), np.random.default_rng(d_seq)
    key = zlib.crc32(scenario_id.encode("utf-8"))
    # a trailing stream index rather than SeedSequence.spawn: as independent, and it
    # is what every recorded result was played with
    return np.random.default_rng([entropy, key, 0]), np.random.default_rng([entropy, key, 1])
