"""Reliability drills: break one thing on purpose, at load, and account for every journey.

Each drill starts what it breaks as a separate process (the Temporal dev server, the agents host, the
worker, the API) on free ports, with a temporary state directory and a task queue of its own, and
stops all of it again. Run one with ``uv run --frozen python -m drills.<name> [--journeys N] [--json PATH]``:

- ``drills.worker_crash``  kill -9 the worker at random moments while journeys are in flight
- ``drills.server_crash``  kill -9 the Temporal dev server mid-load and restart it on the same file
- ``drills.agent_faults``  latency, 503s, hangs and malformed replies injected on the agents host
- ``drills.api_load``      many concurrent clients submitting and long-polling the HTTP API
- ``drills.parked``        1,000 journeys parked at approval gates with a small workflow cache, then
                           approved through the HTTP API (worker memory, evictions, approval latency)
- ``drills.two_of_everything``  two workers and two agents hosts; kill -9 one of each mid-load, bring the
                           host back (circuit breakers: routing leaves the dead host and returns to it)

Every report says how many journeys were submitted, completed, failed (by type), lost (must be 0) and
how many ledger rows went beyond one per journey (must be 0), plus the drill's own figures.
"""
