"""Running a snippet of Python from a plan (a ``code_exec`` step) where it can do no harm.

Two walls, so that a hole in one is caught by the other:

1. **The language.** RestrictedPython (Zope's, maintained since 2000 and made for exactly this) compiles the
   snippet or refuses it: no ``import``, no name or attribute starting with ``_`` (so no walk from ``()`` to
   ``object.__subclasses__``), attribute, item and iteration access through guards, and a small allow-list
   of builtins without ``open``, ``eval``, ``exec``, ``getattr`` or ``__import__``.
2. **The process.** Each run is a fresh, isolated interpreter (``python -I``: no environment variables, so
   no secrets, no user site, no current directory on the path) in an empty temporary directory, with rlimits
   set before the snippet runs: CPU seconds, address space, no file written (``RLIMIT_FSIZE`` 0), no new file
   descriptor (``RLIMIT_NOFILE`` at the three it holds, so no socket and no file can be opened even by a way
   round the first wall), no new process (``RLIMIT_NPROC``). The parent enforces a wall-clock limit and kills
   the child's whole process group.

The input is copied in as JSON on stdin; the snippet reads ``data`` and assigns ``result``; the result comes
back as JSON and is validated against the declared model. Every refusal and kill is reported with a class.
"""

from __future__ import annotations

import ast
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field, ValidationError
from RestrictedPython.compile import compile_restricted_exec


class SandboxLimits(BaseModel):
    cpu_seconds: int = Field(default=2, ge=1, le=60)
    memory_mb: int = Field(default=256, ge=32, le=4096)
    wall_seconds: float = Field(default=5.0, gt=0, le=120)
    output_bytes: int = Field(default=1_000_000, ge=1)


class SandboxOutcome(StrEnum):
    OK = "ok"
    REFUSED = "refused"  # the language wall: the snippet never ran
    FAILED = "failed"  # it ran and raised
    CPU = "cpu-limit"
    MEMORY = "memory-limit"
    TIMEOUT = "timeout"
    INVALID_OUTPUT = "invalid-output"


class SandboxResult(BaseModel):
    outcome: SandboxOutcome
    output: Any = None
    error: str = ""
    duration_ms: float = 0.0

    @property
    def ok(self) -> bool:
        return self.outcome is SandboxOutcome.OK


# The child: import what it needs, close the walls, then compile and run the snippet. Its only channels are
# stdin (the request) and stdout (one JSON line).
_CHILD = r"""
import json, operator, resource, sys
from RestrictedPython import compile_restricted_exec, safe_builtins
from RestrictedPython.Eval import default_guarded_getitem, default_guarded_getiter
from RestrictedPython.Guards import guarded_iter_unpack_sequence, guarded_unpack_sequence, safer_getattr

request = json.loads(sys.stdin.read())
limits = request["limits"]
memory = limits["memory_mb"] * 1024 * 1024
resource.setrlimit(resource.RLIMIT_CPU, (limits["cpu_seconds"], limits["cpu_seconds"] + 1))
resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))
resource.setrlimit(resource.RLIMIT_NPROC, (0, 0))
resource.setrlimit(resource.RLIMIT_NOFILE, (3, 3))

INPLACE = {"+=": operator.iadd, "-=": operator.isub, "*=": operator.imul, "/=": operator.itruediv,
           "//=": operator.ifloordiv, "%=": operator.imod, "**=": operator.ipow}
builtins = dict(safe_builtins)
for name in ("sum", "min", "max", "sorted", "enumerate", "list", "dict", "set", "any", "all", "map", "filter",
             "reversed", "zip", "range", "len", "abs", "round"):
    builtins[name] = __builtins__[name] if isinstance(__builtins__, dict) else getattr(__builtins__, name)
scope = {
    "__builtins__": builtins,
    "_getattr_": safer_getattr,
    "_getitem_": default_guarded_getitem,
    "_getiter_": default_guarded_getiter,
    "_iter_unpack_sequence_": guarded_iter_unpack_sequence,
    "_unpack_sequence_": guarded_unpack_sequence,
    "_write_": lambda target: target,  # the snippet's own lists and dicts; the input is a copy
    "_inplacevar_": lambda op, x, y: INPLACE[op](x, y),
    "data": request["input"],
    "result": None,
}
try:
    compiled = compile_restricted_exec(request["code"], filename="<code_exec>")
    if compiled.errors:
        print(json.dumps({"outcome": "refused", "error": "; ".join(compiled.errors)}))
        sys.exit(0)
    exec(compiled.code, scope)
    print(json.dumps({"outcome": "ok", "output": scope["result"]}))
except MemoryError:
    print(json.dumps({"outcome": "memory-limit", "error": "the snippet ran out of its memory"}))
except Exception as error:
    print(json.dumps({"outcome": "failed", "error": f"{type(error).__name__}: {error}"[:500]}))
"""


def refusal(code: str) -> str | None:
    """Why the language wall refuses ``code``, or None: checked before any process starts."""
    compiled = compile_restricted_exec(code, filename="<code_exec>")
    if compiled.errors:
        return "; ".join(compiled.errors)
    imports = [node for node in ast.walk(ast.parse(code)) if isinstance(node, ast.Import | ast.ImportFrom)]
    if imports:  # RestrictedPython would fail them at run time; say so before anything runs
        return f"Line {imports[0].lineno}: imports are not allowed in a code_exec step"
    return None


def run_code(
    code: str, data: Any, limits: SandboxLimits | None = None, output: type[BaseModel] | None = None
) -> SandboxResult:
    """Run ``code`` over a copy of ``data`` in a fresh restricted process; its ``result``, validated."""
    limits = limits or SandboxLimits()
    started = time.perf_counter()

    def done(outcome: SandboxOutcome, error: str = "", value: Any = None) -> SandboxResult:
        took = round((time.perf_counter() - started) * 1000, 1)
        return SandboxResult(outcome=outcome, output=value, error=error, duration_ms=took)

    refused = refusal(code)
    if refused:
        return done(SandboxOutcome.REFUSED, refused)
    request = json.dumps({"code": code, "input": data, "limits": limits.model_dump()})
    with tempfile.TemporaryDirectory(prefix="lexiquery-sandbox-") as empty:
        child = subprocess.Popen(  # our own interpreter, our own fixed child source, an empty environment
            [sys.executable, "-I", "-c", _CHILD],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            cwd=empty, env={}, start_new_session=True,
        )  # fmt: skip
        try:
            out, err = child.communicate(request.encode(), timeout=limits.wall_seconds)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGKILL)
            child.communicate()
            return done(SandboxOutcome.TIMEOUT, f"killed after {limits.wall_seconds:g} s of wall-clock time")
    if child.returncode in (-signal.SIGXCPU, -signal.SIGKILL) and not out:
        return done(SandboxOutcome.CPU, f"killed after {limits.cpu_seconds} s of CPU time")
    if len(out) > limits.output_bytes:
        return done(SandboxOutcome.INVALID_OUTPUT, f"output over {limits.output_bytes} bytes")
    try:
        answer = json.loads(out.decode() or "null")
    except ValueError:
        answer = None
    if not isinstance(answer, dict) or "outcome" not in answer:
        tail = err.decode(errors="replace").strip().splitlines()[-1:] or [f"exit status {child.returncode}"]
        if "MemoryError" in tail[0]:
            return done(SandboxOutcome.MEMORY, "the snippet ran out of its memory")
        return done(SandboxOutcome.FAILED, f"the sandbox process ended without an answer: {tail[0][:300]}")
    outcome = SandboxOutcome(answer["outcome"])
    if outcome is not SandboxOutcome.OK:
        return done(outcome, answer.get("error", ""))
    if output is not None:
        try:
            return done(SandboxOutcome.OK, value=output.model_validate(answer["output"]).model_dump(mode="json"))
        except ValidationError as invalid:
            return done(SandboxOutcome.INVALID_OUTPUT, f"result is not a {output.__name__}: {invalid.errors()[:3]}")
    return done(SandboxOutcome.OK, value=answer["output"])
