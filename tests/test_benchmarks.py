"""The shipped labeled sets, measured in CI: thresholds asserted, figures printed."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from bench import generation
from bench.retrieval import MODES, evaluate, load, shipped_store
from lexiquery.contracts import Platform


def test_hybrid_retrieval_beats_bm25_and_embeddings_alone() -> None:
    store = shipped_store()
    rows = load()
    figures = {mode: evaluate(store, rows, mode) for mode in MODES}
    for mode, (recall, mrr) in figures.items():
        print(f"\n{mode}: recall@5 {recall:.3f} MRR {mrr:.3f} on {len(rows)} questions")
    hybrid = figures["hybrid"]
    assert hybrid[0] >= max(figures["bm25"][0], figures["dense"][0])
    assert hybrid[1] > max(figures["bm25"][1], figures["dense"][1])


@pytest.mark.skipif(shutil.which("unshare") is None, reason="needs util-linux unshare")
def test_embeddings_need_no_network() -> None:
    """Encode with no network at all (a fresh network namespace with nothing in it)."""
    code = (
        "from agents.tools.embeddings import encoder; "
        "v = encoder().encode(['failed sign-ins in the last hour']); print(v.shape, round(float((v * v).sum()), 3))"
    )
    run = subprocess.run(["unshare", "--net", sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    if run.returncode != 0 and "Operation not permitted" in run.stderr:
        pytest.skip("this machine does not allow network namespaces")
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "(1, 384) 1.0"


@pytest.mark.parametrize("platform", list(Platform))
def test_generated_queries_validate_on_a_slice_of_the_library(platform: Platform) -> None:
    """CI's slice of ``python -m bench.generation``: every published query's description, asked as a
    question, gives a query the validator accepts, reading only sources the catalog knows."""
    figures = generation.measure(platform, generation.records(platform, generation.SHIPPED)[::10])
    print(f"\n{figures.line()}")
    assert figures.questions >= 40
    assert figures.accepted / figures.questions >= 0.99, figures.rejected[:5]
    assert figures.catalog_only / figures.questions >= 0.95
