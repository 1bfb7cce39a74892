"""Versioned prompt templates whose hash goes into every episode record."""

from __future__ import annotations

import functools
import hashlib
import re
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib import resources

from tomsb_env.errors import ConfigError, UnknownNameError

__all__ = ["REASK", "Prompt", "prompt_hashes", "sections", "select"]


@dataclass(frozen=True)
class Prompt:
    """A prompt template. Placeholders use ``$name`` so literal JSON braces need no escaping."""

    name: str
    version: int
    template: str
    description: str = ""

    @functools.cached_property
    def sha(self) -> str:
        """First 12 hex digits of sha256 over name, version and template."""
        payload = f"{self.name}\n{self.version}\n{self.template}".encode()
        return hashlib.sha256(payload).hexdigest()[:12]

    @functools.cached_property
    def placeholders(self) -> frozenset[str]:
        found = string.Template.pattern.finditer(self.template)
        return frozenset(filter(None, (m.group("named") or m.group("braced") for m in found)))

    def render(self, **values: str) -> str:
        """The template with every placeholder filled; a missing or extra value is an error."""
        missing = self.placeholders - values.keys()
        extra = values.keys() - self.placeholders
        if missing or extra:
            raise ConfigError(
                f"prompt {self.name!r} v{self.version}: missing values {sorted(missing)}, "
                f"unexpected values {sorted(extra)}; expected exactly {sorted(self.placeholders)}"
            )
        return string.Template(self.template).substitute(values)


@functools.cache
def sections(group: str) -> dict[str, str]:
    """The named texts of ``tomsb_env/data/prompts/<group>.txt`` (prompts are data): each
    opens with a line ``@@ <name>`` and ends before the next, less the newline before it."""
    path = resources.files("tomsb_env").joinpath("data", "prompts", f"{group}.txt")
    _, *parts = re.split(r"^@@ (\S+)\n", path.read_text(encoding="utf-8"), flags=re.M)
    return {name: body.removesuffix("\n") for name, body in zip(*[iter(parts)] * 2, strict=True)}


def select(prompts: Mapping[str, Prompt], kind: str, what: str) -> Prompt:
    """``prompts[kind]`` or an :class:`UnknownNameError` listing the valid kinds."""
    try:
        return prompts[kind]
    except KeyError:
        raise UnknownNameError(what, kind, prompts) from None


def prompt_hashes(prompts: Iterable[Prompt]) -> dict[str, str]:
    """``{name: sha}``: what an agent records into ``EpisodeMeta.prompts``."""
    return {p.name: p.sha for p in prompts}


REASK = Prompt(
    name="reask",
    version=1,
    description="sent after an output that failed to parse or validate",
    template=(
        "That output could not be used: $error\n"
        "${hint}"
        "Send the turn again as a single JSON object with every required key, "
        "and put no other text before or after it."
    ),
)
