"""What orchestration costs: a real journey against a bare Temporal workflow with the same activity graph.

    uv run python -m bench.orchestration [--journeys N] [--rounds R] [--json PATH]

Modules: ``floor`` (the floor workflow), ``runs`` (the stack and one measured run), ``timelines`` (where a
run's time went), ``overhead``, ``fanout`` and ``profile`` (the measurements), ``suite`` (all of them in one
run) and ``__main__`` (the command line, on a stack of its own).

Everything runs in ONE run, on one Temporal dev server and one worker configuration:

1. **Overhead**: the real journey ("failed sign-ins in the last hour", KQL, no execution, agents with no added
   latency, real A2A and MCP over loopback) against the FLOOR — ``OrchestrationFloor`` in ``floor``, a workflow with
   the journey's activity graph made of no-op activities (discover → plan → the knowledge fan-out, as many
   activities as the real plan has knowledge steps → generate → validate → aggregate), with the same
   activity options (policy table), on task queues of its own served by workers with the same settings.
   Runs alternate journey / floor / journey-through-the-API (``POST /v1/journeys``, then
   ``GET status_url?wait=10`` until the journey ends).
2. **Throughput**: N journeys started at once against one worker, then N floor workflows.
3. **Fan-out efficiency**: a question whose plan reads four knowledge sources, each agent answering 200 ms
   late (``agent_fault_latency_ms`` / ``agent_fault_agents``): GATHERING_KNOWLEDGE ÷ 200 ms. The query
   journey reads only three sources, so this one is a "question" journey whose registry lists the planner
   and four knowledge agents; those agents (the production ones, behind the production fault injection)
   are served from this process and search through the stack's own MCP knowledge server, so no second
   agents host has to load the knowledge. The same journey without added latency runs alternately.
4. **Profile**: where the journey's time over the floor goes — each execution's history cut into
   activity run / activity queue / workflow task run / workflow task queue time, phase durations, the
   layers of an agent call (activity → A2A client → agent → MCP tool), CPU per run by process and by
   thread of the worker process, cProfile of the workers' event-loop thread, and the cost of embedding
   the question (every semantic search does) with OpenBLAS's default threads and with one.

The CLI starts its own stack on free ports with a temporary state folder: the dev server, the agents host
and the API as child processes (as ``lexiquery up`` does), the workers in this process (so the journey's
workers and the floor's share it). The knowledge index is reused between runs from a cache in the system's
temporary folder (building it takes a minute). The measuring functions take a :class:`Stack`, so the tests
run them against the session's in-process stack.
"""
