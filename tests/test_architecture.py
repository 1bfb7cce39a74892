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


def _package_imports(package: str) -> dict[str, set[str]]:
    return {p.name: _imports(p) for p in sorted((SRC / "agents" / package).glob("*.py"))}


@pytest.mark.parametrize(
    ("package", "other"), [("attackers", "defenders"), ("defenders", "attackers")]
)
def test_attackers_and_defenders_do_not_import_each_other(package: str, other: str) -> None:
    # what both scripted sides use lives in tomsb_env.agents.scripted_text
    bad = {
        name: sorted(m for m in mods if m.startswith(f"tomsb_env.agents.{other}"))
        for name, mods in _package_imports(package).items()
    }
    assert not any(bad.values()), f"{package}/ imports {other}/: {bad}"


def test_shared_scripted_text_imports_neither_side() -> None:
    mods = _imports(SRC / "agents" / "scripted_text.py")
    bad = [
        m
        for m in mods
        if m.startswith(("tomsb_env.agents.attackers", "tomsb_env.agents.defenders"))
    ]
    assert not bad, f"scripted_text.py imports {bad}: imports must run one way"


AGENT_PACKAGES = ("tomsb_env.agents.attackers", "tomsb_env.agents.defenders", "tomsb_env.judges")
PROMPT_BASE = [
    *sorted((SRC / "agents" / "prompts").glob("*.py")),
    SRC / "agents" / "chat.py",
]


@pytest.mark.parametrize("path", PROMPT_BASE, ids=lambda p: p.relative_to(SRC).as_posix())
def test_prompt_machinery_does_not_import_the_agents(path: Path) -> None:
    """The agents' prompts build on prompts/ and chat_agent.py, never the other way round."""
    bad = [m for m in _imports(path) if m.startswith(AGENT_PACKAGES)]
    assert not bad, f"{path.name} imports {bad}: the prompt machinery must not import the agents"


@pytest.mark.parametrize(
    "path", sorted((SRC / "llm").rglob("*.py")), ids=lambda p: p.relative_to(SRC).as_posix()
)
def test_llm_depends_on_nothing_above_it(path: Path) -> None:
    """The backends are the bottom layer: within the package they import errors, lazy and llm/ only."""
    ours = {m for m in _imports(path) if m == "tomsb_env" or m.startswith("tomsb_env.")}
    leaves = ("tomsb_env.errors", "tomsb_env.lazy")  # modules importing nothing of the package
    bad = sorted(m for m in ours if m not in leaves and not m.startswith("tomsb_env.llm"))
    assert not bad, f"llm/{path.name} imports {bad}: llm/ may import only errors, lazy and itself"


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
