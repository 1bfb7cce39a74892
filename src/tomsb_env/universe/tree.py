"""The shared universe: a perfect k-ary tree of named entities, one level per attribute.

Every name is unique across the universe, so a value alone tells its level and all of its ancestors:
naming a team implies its division and company. That is what makes statements checkable.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tomsb_env.display import unsafe_char
from tomsb_env.errors import UniverseError, did_you_mean

__all__ = ["Belief", "Universe", "empty_belief"]

#: A (partial) assignment of values to levels; ``None`` means "unknown".
Belief = dict[str, "str | None"]


def empty_belief(levels: Sequence[str]) -> Belief:
    """A belief that knows nothing: every level maps to None."""
    return dict.fromkeys(levels)


@dataclass(frozen=True, eq=False)
class Universe:
    """A perfect ``branching``-ary tree with one named level per depth.

    Build one with :meth:`from_layers` (the layered JSON layout used by
    scenario files) or :meth:`from_children`. Construction validates the
    shape and raises :class:`~tomsb_env.errors.UniverseError` naming the
    problem.

    >>> u = Universe.from_layers({
    ...     "company": ["Acme", "Globex"],
    ...     "team": {"Acme": ["Red", "Blue"], "Globex": ["Gold", "Grey"]},
    ... })
    >>> u.levels, u.branching, u.depth
    (('company', 'team'), 2, 2)
    >>> u.parent("Gold"), u.level_of("Gold")
    ('Globex', 'team')
    >>> u.closure({"company": None, "team": "Blue"})
    {'company': 'Acme', 'team': 'Blue'}
    """

    levels: tuple[str, ...]
    roots: tuple[str, ...]
    _children: Mapping[str, tuple[str, ...]] = field(repr=False)
    _depth_of: dict[str, int] = field(init=False, repr=False, compare=False)  # level -> depth
    _by_level: tuple[tuple[str, ...], ...] = field(init=False, repr=False, compare=False)
    _paths: dict[str, tuple[str, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        levels = tuple(self.levels)
        if not levels:
            raise UniverseError("a universe needs at least one level")
        for lv in levels:
            if not isinstance(lv, str) or not lv.strip():
                raise UniverseError(f"level names must be non-empty strings, got {lv!r}")
        if len(set(levels)) != len(levels):
            raise UniverseError(f"level names must be distinct, got {list(levels)}")
        object.__setattr__(self, "levels", levels)
        object.__setattr__(self, "roots", tuple(self.roots))
        children = {k: tuple(v) for k, v in self._children.items()}
        object.__setattr__(self, "_children", children)

        by_level: list[tuple[str, ...]] = []
        # root-to-node paths, precomputed: judges and agents query them on every turn
        paths: dict[str, tuple[str, ...]] = {}
        folded: dict[str, str] = {}
        k = len(self.roots)
        if k == 0:
            raise UniverseError(f"level {levels[0]!r} has no entities")
        frontier: Sequence[str | None] = [None]
        for lv in levels:
            layer: list[str] = []
            for node in frontier:
                kids = self.roots if node is None else children.get(node, ())
                if len(kids) != k:
                    where = "the top level" if node is None else f"{node!r}"
                    raise UniverseError(
                        f"not a perfect {k}-ary tree: {where} has {len(kids)} children at "
                        f"level {lv!r}, expected {k}"
                    )
                for kid in kids:
                    if not isinstance(kid, str) or not kid.strip() or unsafe_char(kid) is not None:
                        raise UniverseError(
                            f"entity names must be non-empty printable strings, got {ascii(kid)[:100]} "
                            f"at level {lv!r}"
                        )
                    if kid in paths:
                        raise UniverseError(
                            f"duplicate entity name {kid!r} (at level "
                            f"{levels[len(paths[kid]) - 1]!r} and {lv!r}); names must be unique "
                            "across the whole universe"
                        )
                    # look-alikes: 'Café' composed and decomposed, 'Ａ' and 'A' (a case
                    # difference is no clash: the grounder tells such names by their spelling)
                    twin = folded.setdefault(unicodedata.normalize("NFKC", kid), kid)
                    if twin != kid:
                        raise UniverseError(
                            f"entity names {twin[:80]!a} and {kid[:80]!a} are the same name "
                            "once Unicode-normalised (NFKC); names must look distinct"
                        )
                    paths[kid] = (kid,) if node is None else (*paths[node], kid)
                    layer.append(kid)
            by_level.append(tuple(layer))
            frontier = layer
        extra = set(children) - set(paths)
        if extra:
            raise UniverseError(f"children listed for unknown entities: {sorted(extra)}")
        leaves_with_kids = [n for n in by_level[-1] if children.get(n)]
        if leaves_with_kids:
            raise UniverseError(
                f"entities at the last level {levels[-1]!r} must have no children: {leaves_with_kids}"
            )
        object.__setattr__(self, "_depth_of", {lv: d for d, lv in enumerate(levels)})
        object.__setattr__(self, "_by_level", tuple(by_level))
        object.__setattr__(self, "_paths", paths)

    @classmethod
    def from_layers(cls, layers: Mapping[str, Any]) -> Universe:
        """Build from the layered layout: first level a list, deeper ones ``{parent: [children]}``."""
        if not isinstance(layers, Mapping) or not layers:
            raise UniverseError("a universe must be a non-empty mapping of level -> entities")
        items = list(layers.items())
        levels = tuple(k for k, _ in items)
        top = items[0][1]
        if not isinstance(top, list):
            raise UniverseError(
                f"level {levels[0]!r} must be a list of names, got {type(top).__name__}"
            )
        children: dict[str, list[str]] = {}
        for lv, mapping in items[1:]:
            if not isinstance(mapping, Mapping):
                raise UniverseError(
                    f"level {lv!r} must map each parent to a list of children, "
                    f"got {type(mapping).__name__}"
                )
            for par, kids in mapping.items():
                if not isinstance(kids, list):
                    raise UniverseError(
                        f"level {lv!r}: children of {par!r} must be a list, got {type(kids).__name__}"
                    )
                if par in children:
                    raise UniverseError(f"duplicate entity name {par!r} lists children twice")
                children[par] = kids
        uni = cls(levels=levels, roots=tuple(top), _children=children)
        # every parent key must sit on the level just above its children
        for depth, (lv, mapping) in enumerate(items[1:], start=1):
            for par in mapping:
                if len(uni._paths.get(par, ())) != depth:
                    raise UniverseError(
                        f"level {lv!r} lists children of {par!r}, which is not an entity of "
                        f"level {levels[depth - 1]!r}"
                    )
        return uni

    @classmethod
    def from_children(
        cls, levels: Sequence[str], roots: Sequence[str], children: Mapping[str, Sequence[str]]
    ) -> Universe:
        """Build from explicit roots and a parent -> children mapping."""
        return cls(levels=tuple(levels), roots=tuple(roots), _children=dict(children))

    def to_layers(self) -> dict[str, Any]:
        """The layered JSON layout (inverse of :meth:`from_layers`)."""
        out: dict[str, Any] = {self.levels[0]: list(self.roots)}
        for lv, parents in zip(self.levels[1:], self._by_level, strict=False):
            out[lv] = {p: list(self._children[p]) for p in parents}
        return out

    @property
    def depth(self) -> int:
        """Number of levels."""
        return len(self.levels)

    @property
    def branching(self) -> int:
        """Children per node (and number of top-level entities)."""
        return len(self.roots)

    @property
    def nodes(self) -> tuple[str, ...]:
        """Every entity, coarse to fine."""
        return tuple(self._paths)  # filled level by level

    def nodes_at(self, level: str | int) -> tuple[str, ...]:
        """Entities at ``level`` (a name or a depth index)."""
        return self._by_level[self.level_index(level) if isinstance(level, str) else level]

    def __contains__(self, name: object) -> bool:
        return name in self._paths

    def __len__(self) -> int:
        return len(self._paths)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Universe):
            return NotImplemented
        return self.levels == other.levels and self.to_layers() == other.to_layers()

    def __hash__(self) -> int:
        return hash((self.levels, self.roots))

    def level_index(self, level: str) -> int:
        """Depth index of a level name."""
        try:
            return self._depth_of[level]
        except KeyError:
            raise UniverseError(
                f"unknown level {level!r}{did_you_mean(level, self.levels)}"
            ) from None

    def level_of(self, name: str) -> str:
        """The level an entity belongs to."""
        return self.levels[len(self.path_to(name)) - 1]

    def children(self, name: str | None = None) -> tuple[str, ...]:
        """Children of an entity; ``None`` gives the top level."""
        if name is None:
            return self.roots
        self.path_to(name)  # an unknown name is an error
        return self._children.get(name, ())

    def describe(self) -> str:
        """The tree as an indented list, one entity a line with its level; the entities of
        the last level follow their parent on its line (a 3-level, 3-way tree: 12 lines)."""
        lines: list[str] = []

        def walk(node: str, depth: int) -> None:
            kids = self._children.get(node, ())
            leaves = f": {', '.join(kids)}" if depth == len(self.levels) - 2 else ""
            lines.append(f"{'  ' * depth}- {node} ({self.levels[depth]}){leaves}")
            for kid in kids if not leaves else ():
                walk(kid, depth + 1)

        for root in self.roots:
            walk(root, 0)
        return "\n".join(lines)

    def parent(self, name: str) -> str | None:
        """Parent of an entity (None at the top level)."""
        path = self.path_to(name)
        return path[-2] if len(path) > 1 else None

    def ancestors(self, name: str) -> tuple[str, ...]:
        """Ancestors of an entity, nearest first."""
        return self.path_to(name)[-2::-1]

    def path_to(self, name: str) -> tuple[str, ...]:
        """The root-to-node path ending at ``name``."""
        try:
            return self._paths[name]
        except KeyError:
            raise UniverseError(
                f"{name!r} is not an entity of this universe{did_you_mean(name, self._paths)}"
            ) from None

    def paths(self) -> Iterator[tuple[str, ...]]:
        """Every root-to-leaf path, in tree order."""
        return (self._paths[leaf] for leaf in self._by_level[-1])

    def is_path(self, values: Sequence[str]) -> bool:
        """Whether ``values`` is a full root-to-leaf path."""
        if len(values) != self.depth or any(v not in self._paths for v in values):
            return False
        return tuple(values) == self.path_to(values[-1])

    def closed(self, assignment: Mapping[str, str | None]) -> Belief | None:
        """The assignment with the ancestors of its deepest value filled in, or None when it
        fits no root-to-leaf path (each value an entity of its own level, all on one branch).
        One pass; an unknown level is a :class:`UniverseError`."""
        if not self._depth_of.keys() >= assignment.keys():
            for lv in assignment:
                self.level_index(lv)  # raises, naming the first unknown level
        levels, paths = self.levels, self._paths
        deepest: tuple[str, ...] = ()  # the path of the deepest value so far
        for d, lv in enumerate(levels):
            value = assignment.get(lv)
            if value is None:
                continue
            path = paths.get(value) if isinstance(value, str) else None
            if path is None or len(path) != d + 1:
                return None  # not an entity of that level
            if deepest and path[len(deepest) - 1] != deepest[-1]:
                return None  # not below the values above it
            deepest = path
        out = empty_belief(levels)
        out.update(zip(levels, deepest, strict=False))  # a path above the leaves fills a prefix
        return out

    def is_consistent(self, assignment: Mapping[str, str | None]) -> bool:
        """Whether a partial assignment fits some root-to-leaf path (see :meth:`closed`)."""
        return self.closed(assignment) is not None

    def closure(self, assignment: Mapping[str, str | None]) -> Belief:
        """:meth:`closed`, or a :class:`UniverseError` if the assignment is inconsistent."""
        out = self.closed(assignment)
        if out is None:
            raise UniverseError(
                f"assignment {dict(assignment)!r} does not fit one branch of the universe"
            )
        return out
