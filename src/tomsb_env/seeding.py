"""Per-episode random streams for the two agents, one at a time or a whole run at once.

An episode's attacker and defender each get ``np.random.default_rng([entropy,
key, index])``: derived from the episode's seed and scenario alone, so a replay
gets the same choices. Those are plain numpy streams; this module only makes
them cheaper to build.

Building one costs more than it looks: :class:`numpy.random.SeedSequence`
hashes the seed words in a loop and wraps its output in an ``errstate``
context: 20 µs per stream alone, about 40 µs inside a busy run (its code and
data are cold by then), several percent of the CPU of an LLM benchmark run.
:func:`agent_rngs_many` computes the same hash for every episode of a run in a
few numpy array operations and hands each ``PCG64`` its finished state: about
7 µs per stream, most of it building the generator objects. Tests compare the
streams (and their ``seed_seq``) with ``default_rng`` on many seeds.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from typing import Any

import numpy as np
from numpy.random.bit_generator import ISpawnableSeedSequence

__all__ = ["agent_rngs", "agent_rngs_many"]

RngPair = tuple[np.random.Generator, np.random.Generator]


def agent_rngs(
    seed: int | None = None, rng: np.random.Generator | None = None, *, scenario_id: str = ""
) -> RngPair:
    """Independent attacker and defender RNGs for one episode.

    Derived from ``seed`` (or a draw from ``rng``) *and* the scenario id, so
    one seed gives different agent choices on different scenarios but the
    same choices every time the same episode is replayed.
    """
    entropy = int(rng.integers(2**63 - 1)) if rng is not None else seed
    key = zlib.crc32(scenario_id.encode("utf-8"))
    if entropy is None:
        a_seq, d_seq = np.random.SeedSequence().spawn(2)
        return np.random.default_rng(a_seq), np.random.default_rng(d_seq)
    # a trailing stream index instead of SeedSequence.spawn: as independent, 4x cheaper
    if entropy < 0:  # numpy's own error message for a negative seed
        return np.random.default_rng([entropy, key, 0]), np.random.default_rng([entropy, key, 1])
    return _stream(entropy, key, 0), _stream(entropy, key, 1)


def agent_rngs_many(seeds: Sequence[int], *, scenario_id: str = "") -> list[RngPair]:
    """``[agent_rngs(s, scenario_id=scenario_id) for s in seeds]``, the same streams, built in bulk."""
    if any(s < 0 for s in seeds):
        return [agent_rngs(s, scenario_id=scenario_id) for s in seeds]  # numpy's error
    key = zlib.crc32(scenario_id.encode("utf-8"))
    words = [_words(s, key, i) for s in seeds for i in (0, 1)]
    states: list[Any] = [None] * len(words)
    by_length: dict[int, list[int]] = {}
    for row, w in enumerate(words):
        by_length.setdefault(len(w), []).append(row)
    for rows in by_length.values():
        block = _pcg64_states(np.array([words[r] for r in rows], dtype=np.uint32))
        for r, state in zip(rows, block, strict=True):
            states[r] = state
    gens = [
        np.random.Generator(np.random.PCG64(_HashedSeed(w, s)))
        for w, s in zip(words, states, strict=True)
    ]
    return list(zip(gens[0::2], gens[1::2], strict=True))


def _uint32_words(n: int) -> list[int]:
    words = [n & 0xFFFFFFFF]
    n >>= 32
    while n:
        words.append(n & 0xFFFFFFFF)
        n >>= 32
    return words


def _words(*parts: int) -> list[int]:
    """The little-endian uint32 words SeedSequence makes of ``list(parts)``."""
    return [w for p in parts for w in _uint32_words(p)]


def _stream(*parts: int) -> np.random.Generator:
    """``np.random.default_rng(list(parts))``, made a quarter cheaper.

    SeedSequence turns a list of ints into little-endian uint32 words through
    slow generic coercion; handing it those words as a uint32 array gives the
    same sequence (a test compares the streams).
    """
    seq = np.random.SeedSequence(np.array(_words(*parts), dtype=np.uint32))
    return np.random.Generator(np.random.PCG64(seq))


# SeedSequence's hash (numpy/random/bit_generator.pyx), for a pool of 4 words and no
# spawn key. Its hash constant evolves the same way whatever the data, so it stays
# a Python int and only the data are arrays; uint32 array arithmetic wraps as C does.
_POOL = 4
_INIT_A, _MULT_A = 0x43B0D7E5, 0x931E8875
_INIT_B, _MULT_B = 0x8B51F9DD, 0x58F38DED
_MIX_L, _MIX_R = np.uint32(0xCA01F9DD), np.uint32(0x4973F715)
_MASK = 0xFFFFFFFF


def _pcg64_states(words: np.ndarray) -> np.ndarray:
    """PCG64's seeding words (``generate_state(4, uint64)``) for each row of uint32 entropy."""
    n, k = words.shape
    h = _INIT_A

    def hashmix(v: np.ndarray) -> np.ndarray:
        nonlocal h
        v = v ^ np.uint32(h)
        h = (h * _MULT_A) & _MASK
        v = v * np.uint32(h)
        return v ^ (v >> np.uint32(16))

    def mix(x: np.ndarray, y: np.ndarray) -> np.ndarray:
        r = _MIX_L * x - _MIX_R * y
        return r ^ (r >> np.uint32(16))

    zero = np.zeros(n, dtype=np.uint32)
    pool = [hashmix(words[:, i] if i < k else zero) for i in range(_POOL)]
    for src in range(_POOL):
        for dst in range(_POOL):
            if src != dst:
                pool[dst] = mix(pool[dst], hashmix(pool[src]))
    for src in range(_POOL, k):
        for dst in range(_POOL):
            pool[dst] = mix(pool[dst], hashmix(words[:, src]))
    out = np.empty((n, 8), dtype=np.uint32)
    hb = _INIT_B
    for i in range(8):
        v = pool[i % _POOL] ^ np.uint32(hb)
        hb = (hb * _MULT_B) & _MASK
        v = v * np.uint32(hb)
        out[:, i] = v ^ (v >> np.uint32(16))
    return out.astype("<u4").view("<u8").astype(np.uint64)


class _HashedSeed(ISpawnableSeedSequence):
    """The SeedSequence of ``words`` with PCG64's seeding state already computed.

    PCG64 asks it for exactly that state; anything else (``spawn``, ``entropy``,
    other sizes) goes to the real :class:`~numpy.random.SeedSequence`, built on
    first use, so a stream made here behaves like ``default_rng``'s in every way.
    """

    __slots__ = ("_real", "_state", "_words")

    def __init__(self, words: list[int], state: np.ndarray) -> None:
        self._words = words
        self._state = state
        self._real: np.random.SeedSequence | None = None

    @property
    def real(self) -> np.random.SeedSequence:
        if self._real is None:
            self._real = np.random.SeedSequence(np.array(self._words, dtype=np.uint32))
        return self._real

    def generate_state(self, n_words: int, dtype: Any = np.uint32) -> np.ndarray:
        if n_words == 4 and (dtype is np.uint64 or np.dtype(dtype) == np.uint64):
            return self._state.copy()
        return self.real.generate_state(n_words, dtype)

    def spawn(self, n_children: int) -> list[np.random.SeedSequence]:
        return self.real.spawn(n_children)

    def __getattr__(self, name: str) -> Any:  # entropy, pool, spawn_key, n_children_spawned...
        if name.startswith("__") or name in _HashedSeed.__slots__:
            raise AttributeError(name)
        return getattr(self.real, name)

    def __repr__(self) -> str:
        return repr(self.real)
