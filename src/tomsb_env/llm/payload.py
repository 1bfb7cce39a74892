"""Request and response bodies of ``/chat/completions``, encoded with little CPU.

JSON goes through ``orjson`` when it is installed and the standard library
otherwise. Either way the fields that stay the same across calls are encoded
once (:class:`PayloadEncoder`), and with the standard library the escaped form
of long message texts is reused (:class:`StdlibMessages`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from json.encoder import encode_basestring as _escape  # the C version when available
from typing import Any

from tomsb_env.llm.base import ChatResult, SamplingParams
from tomsb_env.llm.resilience import PermanentError, excerpt

__all__ = ["PayloadEncoder", "StdlibMessages", "build_payload", "json_codec", "parse_completion"]


class StdlibMessages:
    """``messages`` as JSON bytes with the stdlib, reusing the escaped form of long texts.

    The stdlib escapes strings at several nanoseconds per character, and an
    episode resends its system prompt (kilobytes) and its whole history on
    every call. A long text's escaped form is kept in a dict keyed by the text
    itself (the str caches its own hash, so a repeat costs one lookup).
    """

    __slots__ = ("_cache", "_fallback")

    LONG = 256  # shorter texts are escaped afresh: cheaper than caching them
    MAX_ENTRIES = 2048  # the cache is emptied when it reaches this size

    def __init__(self, fallback: Callable[[Any], bytes]) -> None:
        self._cache: dict[str, str] = {}
        self._fallback = fallback

    def __call__(self, messages: list[dict[str, str]]) -> bytes:
        cache = self._cache
        items = []
        try:
            for m in messages:
                content = m["content"]
                text = cache.get(content)
                if text is None:
                    text = _escape(content)
                    if len(content) >= self.LONG:
                        if len(cache) >= self.MAX_ENTRIES:
                            cache.clear()
                        cache[content] = text
                items.append(f'{{"role":{_escape(m["role"])},"content":{text}}}')
            return ("[" + ",".join(items) + "]").encode()
        except (TypeError, UnicodeEncodeError):  # a non-str role; a lone surrogate
            return self._fallback(messages)


# A first message at least this long is encoded once (see json_codec); at most this
# many are kept (a run has one system prompt per scenario and prompt kind).
_LONG_FIRST = 1024
_MAX_FIRSTS = 4096


def json_codec(
    use_orjson: bool = True,
) -> tuple[Callable[[Any], bytes], Callable[[bytes], Any], Callable[[Any], bytes]]:
    """(dumps, loads, dumps for message lists): orjson when installed, else the stdlib."""
    compact = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), check_circular=False)
    ascii_only = json.JSONEncoder(separators=(",", ":"), check_circular=False)

    def dumps(obj: Any) -> bytes:
        try:
            return compact.encode(obj).encode()
        except UnicodeEncodeError:  # lone surrogates: \u-escapes are still valid JSON
            return ascii_only.encode(obj).encode()

    try:
        if not use_orjson:
            raise ImportError("orjson not wanted")
        import orjson
    except ImportError:
        decode = json.JSONDecoder().decode

        def loads(raw: bytes) -> Any:
            # JSON on the wire is UTF-8 (RFC 8259): skip json.loads' encoding sniffing.
            return decode(raw.decode())

        return dumps, loads, StdlibMessages(dumps)

    fragment = getattr(orjson, "Fragment", None)  # orjson >= 3.9.15
    first_cache: dict[tuple[Any, ...], Any] = {}

    def dumps_messages(messages: Any) -> bytes:
        try:
            first = messages[0] if fragment is not None and messages else None
            content = first.get("content") if type(first) is dict else None
            if type(content) is str and len(content) >= _LONG_FIRST:
                # the system prompt opens every call of an episode: its JSON is made
                # once and spliced in as a pre-encoded fragment (a copy, not an escape)
                key = tuple(first.items())  # the text's hash is cached by the str itself
                piece = first_cache.get(key)
                if piece is None:
                    if len(first_cache) >= _MAX_FIRSTS:
                        first_cache.clear()
                    piece = first_cache[key] = fragment(orjson.dumps(first))
                return orjson.dumps([piece, *messages[1:]])
            return orjson.dumps(messages)
        except TypeError:  # orjson refuses lone surrogates and non-str keys
            return dumps(messages)

    return orjson.dumps, orjson.loads, dumps_messages


def build_payload(
    model: str,
    messages: list[dict[str, str]],
    params: SamplingParams,
    extra_body: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The /chat/completions request body for ``params``."""
    body: dict[str, Any] = {
        "model": model,
        "messages": messages,
        "temperature": params.temperature,
        "top_p": params.top_p,
        "max_tokens": params.max_tokens,
    }
    if params.seed is not None:
        body["seed"] = params.seed
    if params.stop:
        body["stop"] = list(params.stop)
    if extra_body:
        body.update(extra_body)
    return body


def parse_completion(data: Any, raw: bytes | str = b"") -> ChatResult:
    """A ChatResult from a decoded /chat/completions response.

    Raises PermanentError when the JSON is not shaped like a completion, which
    usually means the base URL points at some other API.
    """
    try:
        choice = data["choices"][0]
        message = choice["message"]
    except (KeyError, IndexError, TypeError):
        raise PermanentError(
            f"response is not a chat completion (no choices[0].message): {excerpt(raw)}"
        ) from None
    usage = data.get("usage") or {}
    # vLLM/SGLang reasoning parsers use "reasoning_content"; newer vLLM "reasoning".
    reasoning = message.get("reasoning_content") or message.get("reasoning") or ""
    return ChatResult(
        text=message.get("content") or "",
        prompt_tokens=int(usage.get("prompt_tokens") or 0),
        completion_tokens=int(usage.get("completion_tokens") or 0),
        model=str(data.get("model") or ""),
        reasoning=reasoning if isinstance(reasoning, str) else str(reasoning),
        finish_reason=str(choice.get("finish_reason") or ""),
    )


class PayloadEncoder:
    """Request bodies with everything but the seed and the messages encoded once.

    Agents draw a fresh seed for every call but keep their other sampling
    settings, so the JSON for model, temperature, top_p, max_tokens, stop and
    ``extra_body`` is cached per setting and only the messages are encoded per
    call. Field order differs from :func:`build_payload`; the content is equal.
    """

    __slots__ = ("_dumps", "_dumps_messages", "_extra", "_fast", "_heads", "_model")

    def __init__(
        self,
        model: str,
        extra_body: dict[str, Any],
        dumps: Callable[[Any], bytes],
        dumps_messages: Callable[[Any], bytes],
    ) -> None:
        self._model = model
        self._extra = extra_body
        self._dumps = dumps
        self._dumps_messages = dumps_messages
        # extra_body may override "seed" or "messages": then splicing is wrong.
        self._fast = not ({"seed", "messages"} & extra_body.keys())
        self._heads: dict[tuple[Any, ...], bytes] = {}

    def __call__(self, messages: list[dict[str, str]], params: SamplingParams) -> bytes:
        seed = params.seed
        if not self._fast or (seed is not None and seed.__class__ is not int):
            return self._dumps(build_payload(self._model, messages, params, self._extra))
        key = (params.temperature, params.top_p, params.max_tokens, params.stop)
        head = self._heads.get(key)
        if head is None:
            head = self._head(key, params)
        if seed is None:
            return b'%s"messages":%s}' % (head, self._dumps_messages(messages))
        return b'%s"seed":%d,"messages":%s}' % (head, seed, self._dumps_messages(messages))

    def _head(self, key: tuple[Any, ...], params: SamplingParams) -> bytes:
        static = build_payload(self._model, [], params, self._extra)
        del static["messages"]
        static.pop("seed", None)
        head = self._dumps(static)[:-1] + b","  # "{...," ready for more fields
        if len(self._heads) >= 64:  # settings are few; never let the cache grow unbounded
            self._heads.clear()
        self._heads[key] = head
        return head
