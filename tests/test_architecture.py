"""The architecture you can see from the tree stays true."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "tomsb_env"
FORBIDDEN_IN_UNIVERSE = (
    "gymnasium",
    "pettingzoo",
    "litellm",
    "openai",
    "aiohttp",
    "vllm",
    "torch",
    "transformers",
    "tomsb_env.envs",
    "tomsb_env.llm",
    "tomsb_env.agents.attackers",
    "tomsb_env.agents.defenders",
    "tomsb_env.judges",
)


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
    return out


@pytest.mark.parametrize("path", sorted((SRC / "universe").glob("*.py")), ids=lambda p: p.name)
def test_universe_is_pure(path: Path) -> None:
    bad = [m for m in _imports(path) if m.startswith(FORBIDDEN_IN_UNIVERSE)]
    assert not bad, (
        f"{path.name} imports {bad}: universe/ must stay free of gym, pettingzoo and LLM code"
    )


def _calls(path: Path) -> list[ast.Call]:
    return [
        n for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(n, ast.Call)
    ]


def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    return node.id if isinstance(node, ast.Name) else ""


def _is_gym_register(name: str) -> bool:
    # gymnasium's register (however imported), not e.g. a selector's
    return name in {"register", "gym.register", "gymnasium.register"} or name.endswith(
        "registration.register"
    )


def test_gymnasium_registrations_live_in_one_module() -> None:
    offenders = [
        p.name
        for p in SRC.rglob("*.py")
        if p.name != "registration.py" and any(_is_gym_register(_dotted(c.func)) for c in _calls(p))
    ]
    assert offenders == []


def test_py_typed_is_shipped() -> None:
    assert (SRC / "py.typed").exists()


NUMPY_RNG_FACTORIES = {"default_rng", "Generator", "SeedSequence", "PCG64", "RandomState"}


@pytest.mark.parametrize(
    "path", sorted(SRC.rglob("*.py")), ids=lambda p: p.relative_to(SRC).as_posix()
)
def test_no_global_random_state(path: Path) -> None:
    for call in _calls(path):
        name = _dotted(call.func)
        assert not (name.startswith("random.") and name != "random.Random"), (
            f"{path.name}: global {name}()"
        )
        if name.startswith(("np.random.", "numpy.random.")):
            assert name.split(".")[-1] in NUMPY_RNG_FACTORIES, f"{path.name}: global {name}()"


#: The package's rooms, lowest first: each folder, each top-level module, and in agents/ each
#: sub-folder and module (``agents`` is agents/__init__.py). A module may import its own room
#: and the rooms of lower lines, never a room of its own line or above: so no import runs
#: back up, and rooms on one line (attackers and defenders, say) never import each other.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("lazy", "errors", "display"),
    ("llm", "universe", "seeding", "loop_thread", "registration"),
    ("types", "estimates"),
    ("tomsb_env", "parsing", "agents.prompts", "agents.scripted_text", "agents.turn_schemas"),
    ("agents.chat",),
    ("agents.attackers", "agents.defenders"),
    ("agents.specs", "agents"),
    ("judges",),
    ("game",),
    ("envs",),
    ("session",),
    ("rollout",),
    ("integrations", "benchmark"),
    ("cli", "tomsb_verifiers", "testing"),
    ("tomsb_verifiers_attacker",),
)
FLOOR = {room: floor for floor, rooms in enumerate(LAYERS) for room in rooms}
PACKAGES = ("tomsb_env", "tomsb_verifiers", "tomsb_verifiers_attacker")


def _room(module: str) -> str:
    """The room of a dotted module name of the package (see :data:`LAYERS`)."""
    parts = module.split(".")
    if parts[0] != "tomsb_env" or len(parts) == 1:
        return parts[0]
    if parts[1] == "agents" and len(parts) > 2:
        return f"agents.{parts[2]}"
    return parts[1]


def _module_name(path: Path) -> str:
    parts = path.relative_to(SRC.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


SOURCES = sorted(p for package in PACKAGES for p in (SRC.parent / package).rglob("*.py"))
MODULES = {_module_name(p) for p in SOURCES}


def _imported_modules(name: str, package: str, source: str) -> set[str]:
    """Every module of the package that ``source`` (module ``name`` of ``package``) imports,
    anywhere in it (functions and ``TYPE_CHECKING`` blocks included); ``from m import x``
    counts ``m`` and ``m.x``."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            out.add(base)
            out.update(f"{base}.{a.name}" for a in node.names)
    return {_longest_module(m) for m in out if m.split(".")[0] in PACKAGES}


def _longest_module(name: str) -> str:
    """``name``, or the longest prefix of it that is a module (``from m import attribute``)."""
    while name not in MODULES and "." in name:
        name = name.rpartition(".")[0]
    return name


def _imports_back_up(name: str, package: str, source: str) -> list[str]:
    """The imports of ``source`` that reach a room at or above its own line."""
    room = _room(name)
    assert room in FLOOR, f"{name} is in room {room!r}: add the room to LAYERS"
    return sorted(
        f"{m} ({_room(m)})"
        for m in _imported_modules(name, package, source)
        if _room(m) != room and FLOOR.get(_room(m), len(LAYERS)) >= FLOOR[room]
    )


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.relative_to(SRC.parent).as_posix())
def test_no_import_runs_back_up(path: Path) -> None:
    """Each module imports only its own room and the rooms below it in :data:`LAYERS`."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    bad = _imports_back_up(name, package, path.read_text(encoding="utf-8"))
    assert not bad, f"{name} imports rooms at or above its own line: {bad}"


@pytest.mark.parametrize(
    ("name", "source"),
    [
        ("tomsb_env.llm.x", "def f():\n    from tomsb_env.game import Game\n"),  # lazy, upward
        ("tomsb_env.llm.x", "from tomsb_env.universe import tree\n"),  # same line
        ("tomsb_env.agents.attackers.x", "from ..defenders import scripted\n"),  # relative
        ("tomsb_env.universe.x", "if TYPE_CHECKING:\n    import tomsb_env.judges.exact\n"),
    ],
)
def test_the_layer_check_sees_an_import_back_up(name: str, source: str) -> None:
    assert _imports_back_up(name, name.rpartition(".")[0], source)


def test_a_module_in_an_undeclared_room_fails() -> None:
    with pytest.raises(AssertionError, match="add the room to LAYERS"):
        _imports_back_up("tomsb_env.newroom", "tomsb_env", "")


def test_agent_code_lives_under_agents() -> None:
    top = {p.stem for p in SRC.glob("*.py")} | {p.name for p in SRC.iterdir() if p.is_dir()}
    moved = {
        "attackers",
        "defenders",
        "prompts",
        "prompting",
        "chat_agent",
        "scripted_text",
        "structured",
    }
    assert not top & moved, f"agent code outside agents/: {sorted(top & moved)}"


def test_lazy_exports_load_on_first_access_and_name_the_module_otherwise() -> None:
    import subprocess
    import sys

    code = (
        "import sys, tomsb_env, tomsb_env.universe as u\n"
        "assert 'tomsb_env.universe.generate' not in sys.modules\n"
        "assert u.generate_scenarios.__module__ == 'tomsb_env.universe.generate'\n"
        "assert 'generate_scenarios' in vars(u)\n"
        "try:\n    u.nothing_here\nexcept AttributeError as e:\n    print(e)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "module 'tomsb_env.universe' has no attribute 'nothing_here'"
