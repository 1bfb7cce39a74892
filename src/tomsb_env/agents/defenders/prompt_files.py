"""Defender prompts by name or by file: ``--defender-prompt tom`` or ``--defender-prompt my.txt``.
A file is read as the template, so a checkpoint trained under a custom prompt is scored under the
very same text. It fills the built-ins' placeholders: ``$context`` (target, world and private
truth), ``$levels`` and ``$example`` (the output format); ``$$`` is a literal dollar sign."""

from __future__ import annotations

import string
from pathlib import Path

from tomsb_env.agents.defenders.prompts import PROMPTS
from tomsb_env.agents.prompts import Prompt
from tomsb_env.errors import ConfigError

#: what a defender prompt file must fill in (the same values the built-in prompts receive)
PLACEHOLDERS = frozenset({"context", "levels", "example"})


def load_prompt_file(path: str | Path) -> Prompt:
    """A defender :class:`~tomsb_env.agents.prompts.Prompt` with the file's text as template,
    named ``defender.file:<file name>`` (so records tell it from the built-ins)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"defender prompt file {str(path)!r}: cannot read it: {exc}") from exc
    prompt = Prompt(name=f"defender.file:{path.name}", version=1, template=text)
    try:
        found = prompt.placeholders
        # a stray "$" fails here, with its position
        string.Template(text).substitute(dict.fromkeys(found, ""))
    except ValueError as exc:
        raise ConfigError(f"defender prompt file {str(path)!r}: {exc}; write $$ for '$'") from exc
    if found != PLACEHOLDERS:
        raise ConfigError(
            f"defender prompt file {str(path)!r}: placeholders {sorted(found)}; expected exactly "
            f"{sorted('$' + p for p in PLACEHOLDERS)} (missing {sorted(PLACEHOLDERS - found)}, "
            f"unknown {sorted(found - PLACEHOLDERS)})"
        )
    return prompt


def _is_file(key: object) -> bool:
    return isinstance(key, str) and Path(key).is_file()


class PromptsOrFiles(dict[str, Prompt]):
    """The built-in prompts by name, plus any existing file as a key; iteration and ``len``
    cover the built-ins only, so an unknown name's error lists the valid names."""

    def __missing__(self, key: str) -> Prompt:
        if _is_file(key):
            return load_prompt_file(key)
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        return super().__contains__(key) or _is_file(key)


#: every defender prompt an LLM defender accepts: ``tom``, ``mislead``, ``refuse`` or a file path
DEFENDER_PROMPTS = PromptsOrFiles(PROMPTS)
