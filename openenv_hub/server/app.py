"""The ToM-SB OpenEnv server as a hub entry runs it (``openenv.yaml``: ``server.app:app``).

Settings come from the environment, so one image serves any of them:
``TOMSB_ROLE`` (the client's seat: defender, or attacker), ``TOMSB_SPLIT`` (train),
``TOMSB_ATTACKER`` (the defender seat's opponent, scripted:base; any ``tomsb bench``
attacker spec), ``TOMSB_DEFENDER`` (the attacker seat's opponent, scripted:probing),
``TOMSB_PROMPT`` (the seat's prompt: tom, or base), ``TOMSB_MAX_TURNS`` (the game's 15)
and ``TOMSB_MAX_CONCURRENT_ENVS`` (64). A bad value stops the server at start-up.
"""

from __future__ import annotations

import os

from tomsb_env.integrations.openenv import ServerConfig, create_app


def _int(name: str) -> int | None:
    value = os.environ.get(name)
    return None if value in (None, "") else int(value)


config = ServerConfig(
    split=os.environ.get("TOMSB_SPLIT", "train"),
    attacker=os.environ.get("TOMSB_ATTACKER") or None,
    prompt=os.environ.get("TOMSB_PROMPT") or None,
    max_turns=_int("TOMSB_MAX_TURNS"),
    role=os.environ.get("TOMSB_ROLE", "defender"),
    defender=os.environ.get("TOMSB_DEFENDER") or None,
)
app = create_app(config, max_concurrent_envs=_int("TOMSB_MAX_CONCURRENT_ENVS") or 64)


def main(host: str = "0.0.0.0", port: int = 8000) -> None:
    import uvicorn

    uvicorn.run(app, host=host, port=port)


if __name__ == "__main__":
    main()
