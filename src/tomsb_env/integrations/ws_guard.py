"""An ASGI guard for the OpenEnv server's WebSockets: every frame is checked before
OpenEnv's handler parses it (size, kind), and idle sessions are closed.

It knows nothing of the game: :func:`tomsb_env.integrations.openenv.create_app` installs
it as middleware, and any ASGI app with WebSocket routes could.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

__all__ = ["DEFAULT_IDLE_TIMEOUT_S", "DEFAULT_MAX_MESSAGE_BYTES", "WebSocketGuard"]

_log = logging.getLogger("tomsb_env.integrations.openenv")

#: the largest WebSocket message the server reads (a 32k-token reply as JSON fits well under it)
DEFAULT_MAX_MESSAGE_BYTES = 1 << 20
#: a session with no message from its client for this long is closed (its slot freed)
DEFAULT_IDLE_TIMEOUT_S = 300.0


def _error_frame(message: str, code: str) -> dict[str, Any]:
    """An OpenEnv error frame (the client raises it as ``Server error: ... (code: ...)``)."""
    text = json.dumps({"type": "error", "data": {"message": message, "code": code}})
    return {"type": "websocket.send", "text": text}


def _refusal(message: dict[str, Any], max_bytes: int) -> str | None:
    """Why a received frame is not passed on to OpenEnv's handler, or None."""
    text = message.get("text")
    if text is None:
        return "binary frames are not accepted; send JSON text"
    # chars <= bytes <= 4 * chars: encode only when the length alone cannot decide
    if len(text) > max_bytes or (
        len(text) * 4 > max_bytes and len(text.encode("utf-8", "surrogatepass")) > max_bytes
    ):
        return (
            f"message of {len(text)} characters exceeds the server's limit of {max_bytes} "
            "bytes (serve --max-message-bytes)"
        )
    if text.lstrip()[:1] != "{":  # null, [], 123, "x": JSON, but not a message object
        return (
            'a message must be a JSON object such as {"type": "step", "data": {...}} '
            f"(types: reset, step, state, close); got {text[:20]!r}"
        )
    return None


class WebSocketGuard:
    """ASGI middleware for OpenEnv's WebSockets: refuses oversized and non-object messages
    unparsed, closes idle sessions, and logs a client's disconnect as one line."""

    def __init__(self, app: Any, *, max_message_bytes: int, idle_timeout_s: float | None) -> None:
        self.app = app
        self.max_bytes = max_message_bytes
        self.idle_s = idle_timeout_s

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "websocket":
            await self.app(scope, receive, send)
            return
        closed = False
        client = "{}:{}".format(*(scope.get("client") or ("?", "?")))

        async def guarded_send(message: dict[str, Any]) -> None:
            nonlocal closed
            if closed:  # the guard closed this socket; OpenEnv's own close finds it closed
                return
            closed = message["type"] == "websocket.close"
            await send(message)

        async def guarded_receive() -> dict[str, Any]:
            while True:
                try:
                    message = await asyncio.wait_for(receive(), self.idle_s)
                except asyncio.TimeoutError:
                    _log.info("client %s: closed after %g s without a message", client, self.idle_s)
                    idle = f"session closed after {self.idle_s:g} s without a message"
                    await guarded_send(_error_frame(idle, "SESSION_TIMEOUT"))
                    await guarded_send({"type": "websocket.close", "code": 1000, "reason": "idle"})
                    return {"type": "websocket.disconnect", "code": 1000}
                if message["type"] != "websocket.receive":
                    return message
                problem = _refusal(message, self.max_bytes)
                if problem is None:
                    return message
                del message  # a refused 10 MB frame is not kept while waiting for the next
                await guarded_send(_error_frame(problem, "INVALID_MESSAGE"))

        try:
            await self.app(scope, guarded_receive, guarded_send)
        except Exception as exc:  # a client gone mid-reply: nothing to answer, nothing to trace
            _log.info("client %s: connection ended (%s)", client, type(exc).__name__)
