"""Per-universe caches (grounders, readers, label tables), keyed by ``id(universe)``: equality
is too slow to hash every turn. Entries keep their universe alive, so a recycled id cannot
return another universe's entry."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

from tomsb_env.universe.tree import Universe

T = TypeVar("T")


class UniverseCache(Generic[T]):
    """A bounded LRU of ``build(universe)`` results; call it with a universe."""

    def __init__(self, build: Callable[[Universe], T], size: int = 512) -> None:
        self._build = build
        self._size = size
        self._items: OrderedDict[int, tuple[Universe, T]] = OrderedDict()
        self._lock = threading.Lock()

    def __call__(self, universe: Universe) -> T:
        key = id(universe)
        with self._lock:
            hit = self._items.get(key)
            if hit is not None and hit[0] is universe:
                self._items.move_to_end(key)
                return hit[1]
        made = self._build(universe)  # built outside the lock; a racing duplicate is harmless
        with self._lock:
            self._items[key] = (universe, made)
            self._items.move_to_end(key)
            while len(self._items) > self._size:
                self._items.popitem(last=False)
        return made

    def __len__(self) -> int:
        return len(self._items)
