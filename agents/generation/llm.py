"""An OpenAI-compatible chat-completions client for the optional LLM generator.

Works with OpenAI, Azure OpenAI, Ollama and vLLM (they share ``POST {base}/chat/completions``). The
generator asks for a JSON object ``{"query", "explanation", "confidence"}``; anything else — an error
status, a timeout, text that is not that JSON — is a :class:`LlmError`, and the caller falls back.
Token usage is reported so that it is charged to the journey.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import httpx

from lexiquery.contracts import CostInfo
from lexiquery.settings import LlmModel, Settings


class LlmError(Exception):
    """The LLM call failed or its answer was unusable; ``spent`` holds the tokens it cost all the same."""

    def __init__(self, message: str, spent: LlmAnswer | None = None) -> None:
        super().__init__(message)
        self.spent = spent


@dataclass(frozen=True)
class LlmAnswer:
    content: dict[str, Any]
    model: str
    tokens_in: int
    tokens_out: int


class LlmClient:
    def __init__(self, settings: Settings, http: httpx.AsyncClient) -> None:
        self.settings = settings
        self.http = http

    def configured(self, capability: str) -> LlmModel | None:
        if not self.settings.llm_base_url:
            return None
        return self.settings.llm_models.get(capability)

    async def complete_json(
        self, model: str, config: LlmModel, system: str, user: str, follow_ups: list[dict[str, str]] | None = None
    ) -> LlmAnswer:
        """One chat completion asking for a JSON object; ``follow_ups`` continue the conversation (the model's
        earlier answer and what was wrong with it, for a repair)."""
        headers = {}
        if self.settings.llm_api_key:
            headers["Authorization"] = f"Bearer {self.settings.llm_api_key.get_secret_value()}"
        body: dict[str, Any] = {
            "model": model,
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": user},
                *(follow_ups or []),
            ],
            "max_tokens": config.max_tokens,
            "temperature": config.temperature,
        }
        if config.json_response:
            body["response_format"] = {"type": "json_object"}
        try:
            response = await self.http.post(
                f"{self.settings.llm_base_url.rstrip('/')}/chat/completions",
                json=body,
                headers=headers,
                timeout=self.settings.llm_timeout_seconds,
            )
        except httpx.HTTPError as error:
            raise LlmError(f"{model}: {type(error).__name__}") from error
        if response.status_code != 200:
            raise LlmError(f"{model}: HTTP {response.status_code}")
        try:
            payload = response.json()
            usage = payload.get("usage") or {}
            spent = LlmAnswer(
                {},
                payload.get("model", model),
                int(usage.get("prompt_tokens", 0)),
                int(usage.get("completion_tokens", 0)),
            )
        except (ValueError, AttributeError, TypeError) as error:
            raise LlmError(f"{model}: the response is not chat-completions JSON") from error
        try:
            content = json.loads(payload["choices"][0]["message"]["content"])
        except (ValueError, KeyError, IndexError, TypeError) as error:
            raise LlmError(f"{model}: the answer is not the JSON object asked for", spent) from error
        if not isinstance(content, dict):
            raise LlmError(f"{model}: the answer is not a JSON object", spent)
        return LlmAnswer(content, spent.model, spent.tokens_in, spent.tokens_out)

    def cost(self, agent: str, answers: list[LlmAnswer], latency_ms: float) -> CostInfo:
        """What the calls cost, from the price table (models without a price cost 0, said so by the model)."""
        tokens_in = sum(a.tokens_in for a in answers)
        tokens_out = sum(a.tokens_out for a in answers)
        usd = 0.0
        for answer in answers:
            price = self.settings.llm_prices.get(answer.model)
            if price:
                usd += answer.tokens_in / 1000 * price.input_per_1k + answer.tokens_out / 1000 * price.output_per_1k
        return CostInfo(
            agent=agent,
            llm_calls=len(answers),
            tokens_in=tokens_in,
            tokens_out=tokens_out,
            cost_usd=round(usd, 6),
            latency_ms=latency_ms,
            model=answers[-1].model if answers else None,
            deterministic=False,
        )
