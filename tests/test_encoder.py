"""The NumPy MiniLM encoder against the reference implementation: vectors computed once with sentence-transformers
on PyTorch (scripts/reference-vectors, committed in tests/data/minilm-reference.json) must be matched to 1e-4 in
every component, and the cosine between the two at least 0.99999."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from agents.tools.embeddings import MiniLM

REFERENCE = json.loads((Path(__file__).parent / "data" / "minilm-reference.json").read_text())
TOLERANCE = 1e-4  # float32 sums in another order; a wrong layer or tokenizer is off by 1e-2 and more


def test_the_encoder_matches_the_reference_implementation() -> None:
    ours = np.asarray(MiniLM().encode(REFERENCE["sentences"]), dtype=np.float64)
    reference = np.asarray(REFERENCE["vectors"], dtype=np.float64)
    assert ours.shape == reference.shape == (len(REFERENCE["sentences"]), 384)
    assert np.max(np.abs(ours - reference)) < TOLERANCE
    cosines = np.sum(ours * reference, axis=1) / (np.linalg.norm(ours, axis=1) * np.linalg.norm(reference, axis=1))
    assert np.min(cosines) > 0.99999
