"""A Montevideo fintech's private container registry, Debian's ``docker-registry`` (the CNCF Distribution registry
2.8) serving its own metrics: the ``node+registry`` estate.

Cuotas Claras (a Montevideo, Uruguay, instalment-payments company) keeps its images in a registry of its own:
filesystem storage in a temporary directory, the in-memory blob descriptor cache, deletes enabled, htpasswd basic
authentication (bcrypt entries written by Apache's ``htpasswd``), and the debug server (``http.debug.addr``) serving
the registry's Prometheus metrics (``http.debug.prometheus.enabled``) on a loopback port of its own, scraped as job
``registry``. No Docker engine exists here: this file speaks the registry's HTTP API v2 itself.

Running this file first pushes the company's images (a base image and five services, each a few layers, a config
blob and a schema 2 manifest under its tags; some layers in monolithic uploads, ``POST`` then one ``PUT`` with the blob
and its digest, the others in chunked uploads: ``POST``, ``PATCH`` per chunk, ``PUT`` with the digest), then plays,
each second (every count a whole number a second):

* the CI server (``ci-bot``) building ``payments/api``: a new layer in a chunked upload of two chunks, a config blob in
  a monolithic upload, the layers it already has checked with ``HEAD``, and a manifest pushed under the build's tag;
  the build from five seconds before deleted by its digest (``DELETE``, ``202``);
* the Kubernetes nodes (``deployer``) pulling: ``payments/api:stable`` four times, ``web/checkout:stable`` twice and
  ``payments/ledger:stable`` once (manifest ``GET`` then each layer's blob ``GET``, the same blobs again and again, so
  the blob descriptor cache answers), ``HEAD`` checks of ``base/debian``'s manifest;
* the old deploy script asking for ``payments/api:v1.9.0``, a tag that was never pushed (``404``), and a vulnerability
  scanner asking for a blob that was garbage-collected (``404``);
* the retired Jenkins with its old password (``401``, twice) and anonymous clients hitting ``/v2/`` (``401``);
* the dashboard listing the catalogue and ``payments/api``'s tags.

Only the standard library is imported, and the file runs as a script in its own process.

    python -m bench.registry_workload PORTS_JSON DIRECTORY
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import http.client
import json
import random
import subprocess
import sys
from pathlib import Path

from bench.paced import paced_ticks

REGISTRY = "docker-registry"  # Debian's docker-registry: the Distribution registry 2.8
HTPASSWD = "htpasswd"  # Apache's (apache2-utils), for the bcrypt entries the registry insists on
JOB = "registry"
SETTLED_FILE = "settled"
USERS = {"ci-bot": "Ci-b0t-pushes", "deployer": "Depl0y-pulls", "jenkins": "Jenk1ns-2019"}
STALE_PASSWORD = "Jenk1ns-2018"  # the retired Jenkins's password, changed since
MANIFEST = "application/vnd.docker.distribution.manifest.v2+json"
CONFIG = "application/vnd.docker.container.image.v1+json"
LAYER = "application/vnd.docker.image.rootfs.diff.tar.gzip"
# repository: (layers, layer size in KiB, tags); payments/api gets a build a second on top
IMAGES = {
    "base/debian": (1, 96, ("12", "stable")),
    "payments/api": (4, 48, ("stable", "v2.3.1")),
    "payments/ledger": (3, 40, ("stable", "v1.7.0")),
    "payments/notifier": (2, 24, ("stable",)),
    "web/checkout": (3, 64, ("stable", "v5.0.2")),
    "tools/ci-runner": (2, 32, ("latest",)),
}
CHUNK = 16 * 1024  # chunked uploads' chunk size
PULLS = {"payments/api": 4, "web/checkout": 2, "payments/ledger": 1}  # pulls a second
KEEP_BUILDS = 5  # the CI keeps the last five builds
MISSING_TAG = ("payments/api", "v1.9.0")
GONE_BLOB = "sha256:" + hashlib.sha256(b"garbage-collected in March").hexdigest()
STALE_LOGINS = 2  # a second, the retired Jenkins
ANONYMOUS = 1  # a second, GET /v2/ without credentials


def write(root: Path, port: int, debug_port: int) -> Path:
    """The registry's configuration and password file under ``root``; the configuration's path."""
    (root / "storage").mkdir(parents=True, exist_ok=True)
    lines = []
    for user, password in USERS.items():
        done = subprocess.run([HTPASSWD, "-nbB", "-C", "5", user, password], capture_output=True, check=True, text=True)
        lines.append(done.stdout.strip())
    (root / "htpasswd").write_text("\n".join(lines) + "\n")
    config = root / "config.yml"
    config.write_text(
        f"""version: 0.1
log:
  level: warn
  accesslog:
    disabled: true
storage:
  filesystem:
    rootdirectory: {root / "storage"}
  cache:
    blobdescriptor: inmemory
  delete:
    enabled: true
  maintenance:
    uploadpurging:
      enabled: false
http:
  addr: 127.0.0.1:{port}
  secret: cuotas-claras-registry-secret
  debug:
    addr: 127.0.0.1:{debug_port}
    prometheus:
      enabled: true
      path: /metrics
auth:
  htpasswd:
    realm: Cuotas Claras registry
    path: {root / "htpasswd"}
"""
    )
    return config


def command(registry: str, config: Path) -> list[str]:
    return [registry, "serve", str(config)]


def settled(root: Path) -> bool:
    """Whether the images are pushed and the steady traffic has started."""
    return (root / SETTLED_FILE).exists()


def answers(port: int) -> bool:
    """Whether the registry answers its API's base with a 200 to the CI's credentials."""
    client = Client(port, "ci-bot")
    try:
        return client.call("GET", "/v2/")[0] == 200
    except OSError:
        return False
    finally:
        client.close()


def digest(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


class Client:
    """One persistent HTTP connection to the registry with one user's basic credentials (or none)."""

    def __init__(self, port: int, user: str | None, password: str | None = None) -> None:
        self.port = port
        self.auth = {}
        if user is not None:
            secret = password if password is not None else USERS[user]
            self.auth = {"Authorization": "Basic " + base64.b64encode(f"{user}:{secret}".encode()).decode()}
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def call(self, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None
             ) -> tuple[int, dict[str, str], bytes]:  # fmt: skip
        for attempt in (0, 1):
            try:
                self.connection.request(method, path, body, {**self.auth, **(headers or {})})
                response = self.connection.getresponse()
                data = response.read()
                return response.status, {k.lower(): v for k, v in response.getheaders()}, data
            except (http.client.HTTPException, OSError):
                self.connection.close()
                self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                if attempt:
                    raise
        raise AssertionError("unreachable")

    def close(self) -> None:
        self.connection.close()

    def push_blob(self, repository: str, data: bytes, chunked: bool) -> str:
        """Upload a blob (monolithically: POST, then one PUT with the blob and its digest; chunked: POST, PATCH per
        chunk, PUT with the digest)."""
        blob = digest(data)
        status, headers, _ = self.call("POST", f"/v2/{repository}/blobs/uploads/", b"", {"Content-Length": "0"})
        if status != 202:
            raise RuntimeError(f"starting an upload to {repository}: {status}")
        if not chunked:
            location = headers["location"]
            joiner = "&" if "?" in location else "?"
            status, _, _ = self.call(
                "PUT", f"{_path(location)}{joiner}digest={blob}", data,
                {"Content-Type": "application/octet-stream", "Content-Length": str(len(data))},
            )  # fmt: skip
            if status != 201:
                raise RuntimeError(f"monolithic upload to {repository}: {status}")
            return blob
        location = headers["location"]
        for offset in range(0, len(data), CHUNK):
            part = data[offset : offset + CHUNK]
            status, headers, _ = self.call(
                "PATCH", _path(location), part,
                {"Content-Type": "application/octet-stream", "Content-Length": str(len(part)),
                 "Content-Range": f"{offset}-{offset + len(part) - 1}"},
            )  # fmt: skip
            if status != 202:
                raise RuntimeError(f"chunk of an upload to {repository}: {status}")
            location = headers["location"]
        joiner = "&" if "?" in location else "?"
        status, _, _ = self.call("PUT", f"{_path(location)}{joiner}digest={blob}", b"", {"Content-Length": "0"})
        if status != 201:
            raise RuntimeError(f"finishing an upload to {repository}: {status}")
        return blob

    def push_manifest(self, repository: str, reference: str, config: bytes, layers: list[bytes]) -> str:
        body = json.dumps(
            {
                "schemaVersion": 2,
                "mediaType": MANIFEST,
                "config": {"mediaType": CONFIG, "size": len(config), "digest": digest(config)},
                "layers": [{"mediaType": LAYER, "size": len(layer), "digest": digest(layer)} for layer in layers],
            },
            indent=3,
        ).encode()
        status, headers, _ = self.call(
            "PUT", f"/v2/{repository}/manifests/{reference}", body, {"Content-Type": MANIFEST}
        )
        if status != 201:
            raise RuntimeError(f"manifest {repository}:{reference}: {status}")
        return headers.get("docker-content-digest", digest(body))

    def pull(self, repository: str, reference: str) -> None:
        status, _, body = self.call("GET", f"/v2/{repository}/manifests/{reference}", headers={"Accept": MANIFEST})
        if status != 200:
            raise RuntimeError(f"pulling {repository}:{reference}: {status}")
        manifest = json.loads(body)
        for layer in [manifest["config"], *manifest["layers"]]:
            self.call("GET", f"/v2/{repository}/blobs/{layer['digest']}")


def _path(location: str) -> str:
    """A Location header's path and query (the registry answers with absolute URLs)."""
    if location.startswith("http"):
        return "/" + location.split("/", 3)[3]
    return location


def _content(rng: random.Random, kib: int) -> bytes:
    return rng.randbytes(kib * 1024)


def _config(repository: str, build: str) -> bytes:
    return json.dumps(
        {"architecture": "amd64", "os": "linux", "config": {"Labels": {"repository": repository, "build": build}},
         "rootfs": {"type": "layers", "diff_ids": []}},
    ).encode()  # fmt: skip


def run(ports: dict[str, int], root: Path) -> None:
    port = ports["api"]
    rng = random.Random(49)
    ci = Client(port, "ci-bot")
    deployer = Client(port, "deployer")
    stale = Client(port, "jenkins", STALE_PASSWORD)
    anonymous = Client(port, None)
    layers: dict[str, list[bytes]] = {}
    for n, (repository, (count, kib, tags)) in enumerate(IMAGES.items()):
        own = [_content(rng, kib) for _ in range(count)]
        layers[repository] = own
        for k, layer in enumerate(own):
            ci.push_blob(repository, layer, chunked=(n + k) % 2 == 0)
        config = _config(repository, "release")
        ci.push_blob(repository, config, chunked=False)
        for tag in tags:
            ci.push_manifest(repository, tag, config, own)
    builds: list[str] = []
    (root / SETTLED_FILE).write_text("pushed\n")
    api = "payments/api"
    for tick in paced_ticks(1.0):
        # the CI's build: a new top layer on the service's layers, its config, the manifest under the build's tag
        build = f"build-{tick + 1}"
        top = _content(rng, 24)
        ci.push_blob(api, top, chunked=True)
        for layer in layers[api]:
            ci.call("HEAD", f"/v2/{api}/blobs/{digest(layer)}")
        config = _config(api, build)
        ci.push_blob(api, config, chunked=False)
        builds.append(ci.push_manifest(api, build, config, [*layers[api], top]))
        if len(builds) > KEEP_BUILDS:
            ci.call("DELETE", f"/v2/{api}/manifests/{builds.pop(0)}")
        # the nodes' pulls
        for repository, times in PULLS.items():
            for _ in range(times):
                deployer.pull(repository, "stable")
        deployer.call("HEAD", "/v2/base/debian/manifests/stable", headers={"Accept": MANIFEST})
        # what is not there
        deployer.call("GET", f"/v2/{MISSING_TAG[0]}/manifests/{MISSING_TAG[1]}", headers={"Accept": MANIFEST})
        deployer.call("GET", f"/v2/payments/ledger/blobs/{GONE_BLOB}")
        # who may not come in
        for _ in range(STALE_LOGINS):
            stale.call("GET", f"/v2/{api}/manifests/stable", headers={"Accept": MANIFEST})
        for _ in range(ANONYMOUS):
            anonymous.call("GET", "/v2/")
        # the dashboard
        deployer.call("GET", "/v2/_catalog")
        deployer.call("GET", f"/v2/{api}/tags/list")


def main(argv: list[str]) -> None:
    with contextlib.suppress(KeyboardInterrupt):
        run(json.loads(argv[1]), Path(argv[2]))


if __name__ == "__main__":
    main(sys.argv)
