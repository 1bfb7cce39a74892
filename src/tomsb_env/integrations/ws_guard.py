"""An ASGI guard for the OpenEnv server: every HTTP body and WebSocket message is bounded
before OpenEnv's handlers parse it, and no client host can hold every session.

It knows nothing of the game: :func:`tomsb_env.integrations.openenv.create_app` installs
it as middleware, and any ASGI app could."""

from __future__ import annotations

import asyncio
import json
import logging
from collections import Counter
from typing import Any

__all__ = ["DEFAULT_IDLE_TIMEOUT_S", "DEFAULT_MAX_MESSAGE_BYTES", "InputGuard", "json_problem"]

_log = logging.getLogger("tomsb_env.integrations.openenv")

#: the largest HTTP body or WebSocket message read (a 32k-token reply as JSON fits well under it)
DEFAULT_MAX_MESSAGE_BYTES = 1 << 20
#: a session with no message from its client for this long is closed (its slot freed)
DEFAULT_IDLE_TIMEOUT_S = 300.0
MAX_JSON_DEPTH = 32  # OpenEnv's messages nest 3 deep
MAX_JSON_DIGITS = 32  # a seed below 2**64 has 20 digits
_ZEROS = bytes.maketrans(b"123456789", b"000000000")  # a digit run becomes a run of zeros


def json_problem(raw: bytes) -> str | None:
    """Why ``raw`` must not reach ``json.loads`` (which recurses once per level, and converts
    a number in time quadratic in its digits), or None. Numpy releases the GIL: a thread
    runs this beside the event loop."""
    import numpy as np

    # with escaped backslashes and quotes blanked, every quote left opens or closes a string
    b = np.frombuffer(raw.replace(b"\\\\", b"__").replace(b'\\"', b"__"), np.uint8)
    outside = np.cumsum(b == 34, dtype=np.int32) % 2 == 0
    at = np.arange(b.size, dtype=np.int32)
    digit = (b >= 48) & (b <= 57) & outside
    if (at - np.maximum.accumulate(np.where(digit, -1, at))).max(initial=0) > MAX_JSON_DIGITS:
        return f"a number has more than {MAX_JSON_DIGITS} digits"
    step = (((b == 91) | (b == 123)) & outside).astype(np.int32)
    step -= ((b == 93) | (b == 125)) & outside
    if np.cumsum(step).max(initial=0) > MAX_JSON_DEPTH:
        return f"JSON nested more than {MAX_JSON_DEPTH} levels deep"
    return None


async def _scan(data: str | bytes) -> str | None:
    """:func:`json_problem`: a cheap test decides almost every message, a thread the rest."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    long_number = b"0" * (MAX_JSON_DIGITS + 1) in raw.translate(_ZEROS)
    if raw.count(b"[") + raw.count(b"{") <= MAX_JSON_DEPTH and not long_number:
        return None
    return await asyncio.to_thread(json_problem, raw)


def _frame(message: str, code: str) -> dict[str, Any]:
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


class InputGuard:
    """ASGI middleware: bounded HTTP bodies; WebSocket messages refused unparsed when too
    big, not an object or too deep; at most ``max_sessions`` WebSocket sessions, of which
    ``max_per_client`` from one host; idle sessions closed; a disconnect logged as one line."""

    def __init__(self, app: Any, *, max_bytes: int, idle_s: float | None, sessions: int,
                 per_client: int) -> None:  # fmt: skip
        self.app, self.max_bytes, self.idle_s = app, max_bytes, idle_s
        self.sessions, self.per_client = sessions, per_client
        self.hosts: Counter[str] = Counter()  # live sessions per client host

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        guard = {"http": self._http, "websocket": self._websocket}.get(scope["type"], self.app)
        await guard(scope, receive, send)

    async def _http(self, scope: Any, receive: Any, send: Any) -> None:
        declared = dict(scope.get("headers") or ()).get(b"content-length", b"0")
        too_big = f"request body over the server's limit of {self.max_bytes} bytes"
        if not declared.isdigit() or int(declared) > self.max_bytes:
            return await _reply(send, 413, too_big)
        chunks, size, more = [], 0, True
        while more:  # counted as it streams in: a chunked body declares no length
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away
            chunks.append(message.get("body", b""))
            size += len(chunks[-1])
            if size > self.max_bytes:
                return await _reply(send, 413, too_big)
            more = message.get("more_body", False)
        body = b"".join(chunks)
        if problem := await _scan(body):
            return await _reply(send, 400, f"request body refused unparsed: {problem}")
        replayed = False

        async def replay() -> dict[str, Any]:
            nonlocal replayed
            if replayed:
                return await receive()  # the disconnect, once the reply is sent
            replayed = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)

    async def _websocket(self, scope: Any, receive: Any, send: Any) -> None:
        host, port = scope.get("client") or ("?", "?")
        client = f"{host}:{port}"
        full = (
            f"the server is at capacity ({self.sessions} sessions); try again later"
            if sum(self.hosts.values()) >= self.sessions
            else f"this client host already holds {self.hosts[host]} sessions, the server's "
            "per-host limit (serve --max-sessions-per-client)"
            if self.hosts[host] >= self.per_client
            else None
        )
        if full:
            return await _turn_away(receive, send, full)
        closed = False

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
                    await guarded_send(_frame(idle, "SESSION_TIMEOUT"))
                    await guarded_send({"type": "websocket.close", "code": 1000, "reason": "idle"})
                    return {"type": "websocket.disconnect", "code": 1000}
                if message["type"] != "websocket.receive":
                    return message
                problem = _refusal(message, self.max_bytes) or await _scan(message["text"])
                if problem is None:
                    return message
                del message  # a refused 1 MB frame is not kept while waiting for the next
                await guarded_send(_frame(problem, "INVALID_MESSAGE"))

        self.hosts[host] += 1
        try:
            await self.app(scope, guarded_receive, guarded_send)
        except Exception as exc:  # a client gone mid-reply: nothing to answer, nothing to trace
            _log.info("client %s: connection ended (%s)", client, type(exc).__name__)
        finally:
            self.hosts -= Counter([host])  # drops the host at zero


async def _reply(send: Any, status: int, detail: str) -> None:
    """A one-line JSON error response (FastAPI's shape: ``{"detail": ...}``)."""
    body = json.dumps({"detail": detail}).encode()
    headers = [(b"content-type", b"application/json"), (b"connection", b"close")]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def _turn_away(receive: Any, send: Any, reason: str) -> None:
    """Accept, send the reason as an error frame, then close (1013: try again later)."""
    if (await receive())["type"] == "websocket.connect":
        await send({"type": "websocket.accept"})
        await send(_frame(reason, "CAPACITY_REACHED"))
        await send({"type": "websocket.close", "code": 1013, "reason": reason[:120]})
