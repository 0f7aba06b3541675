"""A Leipzig online pharmacy's message broker, watched through RabbitMQ's built-in Prometheus plugin: the
``node+rabbitmq`` estate.

Apotheke am Auenwald ships medicines ordered on its web shop; its services talk through one RabbitMQ 3.10 (Debian's
``rabbitmq-server``, a temporary node of its own in the foreground, ``rabbit@localhost``-style name
:data:`NODE`, on loopback ports, its own ``epmd`` started beside it). The ``rabbitmq_prometheus`` plugin, the only
one enabled, serves ``/metrics`` on a port of its own with **per-object metrics** turned on
(``prometheus.return_per_object_metrics = true``): every queue is a series of its own, labelled ``vhost`` and
``queue`` (``rabbitmq_queue_messages_ready``, ``rabbitmq_queue_messages_unacked``, ``rabbitmq_queue_consumers``...),
and every channel and connection a series labelled by its Erlang process id (``channel="<0.912.0>"``, not a name:
those are summed, never asked about one by one). :func:`write` writes ``rabbitmq.conf``, the plugin list and the
definitions loaded at boot (:data:`VHOSTS`, :data:`EXCHANGES`, :data:`QUEUES`, bindings, users):

* vhost ``shop``: the topic exchange ``shop.events`` routes ``order.created`` to ``orders.created``, ``order.paid``
  to ``payments.capture``, ``email.*`` to ``emails.outbound`` and ``invoice.requested`` to ``invoices.pdf``;
  ``order.cancelled`` is bound to nothing (those messages are dropped as unroutable); ``prescriptions.check``
  dead-letters what the pharmacists' checker rejects through the fanout exchange ``shop.dlx`` into
  ``prescriptions.rejected``; the fanout ``audit`` copies every audit event into ``audit.archive`` and
  ``audit.siem``; ``reports.generate`` and ``returns.legacy`` are reached by the default exchange;
* vhost ``warehouse``: ``stock.sync`` and ``labels.print``, by the default exchange.

Running this module (after the broker is up) drives it until it is killed, from one thread per client, each over an
AMQP 0-9-1 connection of its own (:class:`Connection`, the standard library's sockets only), all messages transient:

* the web shop (user ``webshop``, publisher confirms on): 10 ``order.created``, 8 ``order.paid``, 4
  ``email.confirmation``, 2 ``email.shipping``, 4 ``invoice.requested``, 1 ``order.cancelled`` (unroutable), 4
  prescriptions and 2 audit events a second;
* the order service and the payment service acknowledge everything at once (prefetch 50);
* the mailer sends 4 mails a second, one at a time (prefetch 1): ``emails.outbound`` grows by 2 a second;
* the PDF invoice worker is down: ``invoices.pdf`` has no consumer and grows by 4 a second;
* the pharmacists' checker accepts three prescriptions in four and rejects the fourth without requeueing it:
  one a second is dead-lettered into ``prescriptions.rejected``, which nobody reads;
* the audit archiver and the SIEM forwarder acknowledge everything;
* the report builder took :data:`REPORT_PREFETCH` of the :data:`REPORTS` reports queued at the start and hangs on
  them unacknowledged for good;
* the warehouse system (user ``wms``) publishes 15 stock updates a second to ``stock.sync``, consumed and acknowledged
  at once, and 5 labels a second to ``labels.print``, whose printer bridge puts every fifth delivery back
  (``basic.nack`` with requeue), so about a fifth of its deliveries are redeliveries;
* the old ERP (user ``erp``) tries to log in every two seconds with a password changed long ago (refused).

    python -m bench.rabbitmq_workload AMQP_PORT
"""

from __future__ import annotations

import contextlib
import json
import socket
import struct
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from bench.paced import paced_ticks

SERVER = "/usr/lib/rabbitmq/bin/rabbitmq-server"  # the server itself, not Debian's wrapper that switches user
EPMD = "epmd"  # Erlang's port mapper, run in the foreground on a port of its own
NODE = "auenwald@localhost"
VHOSTS = ("shop", "warehouse")
USERS = {"admin": "Auenwald-admin-2025", "webshop": "webshop-2025", "workers": "workers-2025", "wms": "wms-2025"}
STALE = ("erp", "erp-2019")  # the old ERP's user, whose password changed; it is refused every time
# (vhost, exchange): type
EXCHANGES = {("shop", "shop.events"): "topic", ("shop", "shop.dlx"): "fanout", ("shop", "audit"): "fanout"}
# (vhost, queue): arguments
QUEUES: dict[tuple[str, str], dict[str, object]] = {
    ("shop", "orders.created"): {},
    ("shop", "payments.capture"): {},
    ("shop", "emails.outbound"): {},
    ("shop", "invoices.pdf"): {},
    ("shop", "prescriptions.check"): {"x-dead-letter-exchange": "shop.dlx"},
    ("shop", "prescriptions.rejected"): {},
    ("shop", "audit.archive"): {},
    ("shop", "audit.siem"): {},
    ("shop", "reports.generate"): {},
    ("shop", "returns.legacy"): {},
    ("warehouse", "stock.sync"): {},
    ("warehouse", "labels.print"): {},
}
# (vhost, exchange, queue, routing key)
BINDINGS = (
    ("shop", "shop.events", "orders.created", "order.created"),
    ("shop", "shop.events", "payments.capture", "order.paid"),
    ("shop", "shop.events", "emails.outbound", "email.*"),
    ("shop", "shop.events", "invoices.pdf", "invoice.requested"),
    ("shop", "shop.dlx", "prescriptions.rejected", ""),
    ("shop", "audit", "audit.archive", ""),
    ("shop", "audit", "audit.siem", ""),
)
# what the web shop publishes each second: (exchange, routing key, count)
SHOP_PUBLISHES = (
    ("shop.events", "order.created", 10),
    ("shop.events", "order.paid", 8),
    ("shop.events", "email.confirmation", 4),
    ("shop.events", "email.shipping", 2),
    ("shop.events", "invoice.requested", 4),
    ("shop.events", "order.cancelled", 1),
    ("", "prescriptions.check", 4),
    ("audit", "", 2),
)
MAILS_PER_SECOND = 4
STOCK_PER_SECOND = 15
LABELS_PER_SECOND = 5
REPORTS = 60
REPORT_PREFETCH = 10
# the queues nobody consumes from, and those whose consumers keep up
UNCONSUMED = ("invoices.pdf", "prescriptions.rejected", "returns.legacy")


def definitions() -> dict[str, object]:
    """The broker's definitions, loaded at boot: vhosts, users and their permissions, exchanges, queues, bindings."""
    return {
        "rabbit_version": "3.10.8",
        "users": [
            {"name": name, "password": password, "tags": ["administrator"] if name == "admin" else []}
            for name, password in USERS.items()
        ]
        + [{"name": STALE[0], "password": "erp-2023-rotated", "tags": []}],
        "vhosts": [{"name": vhost} for vhost in VHOSTS],
        "permissions": [
            {"user": user, "vhost": vhost, "configure": ".*", "write": ".*", "read": ".*"}
            for user in (*USERS, STALE[0])
            for vhost in VHOSTS
        ],
        "exchanges": [
            {
                "name": name,
                "vhost": vhost,
                "type": kind,
                "durable": True,
                "auto_delete": False,
                "internal": False,
                "arguments": {},
            }
            for (vhost, name), kind in EXCHANGES.items()
        ],
        "queues": [
            {"name": name, "vhost": vhost, "durable": True, "auto_delete": False, "arguments": arguments}
            for (vhost, name), arguments in QUEUES.items()
        ],
        "bindings": [
            {
                "source": source,
                "vhost": vhost,
                "destination": queue,
                "destination_type": "queue",
                "routing_key": key,
                "arguments": {},
            }
            for vhost, source, queue, key in BINDINGS
        ],
    }


def write(directory: Path, ports: dict[str, int]) -> Path:
    """The node's configuration, plugin list and definitions in ``directory``; the configuration's path (without
    its ``.conf``, as ``RABBITMQ_CONFIG_FILE`` wants it)."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "definitions.json").write_text(json.dumps(definitions(), indent=1))
    (directory / "enabled_plugins").write_text("[rabbitmq_prometheus].\n")
    config = directory / "rabbitmq"
    config.with_suffix(".conf").write_text(
        f"listeners.tcp.1 = 127.0.0.1:{ports['amqp']}\n"
        f"prometheus.tcp.ip = 127.0.0.1\nprometheus.tcp.port = {ports['metrics']}\n"
        "prometheus.return_per_object_metrics = true\n"
        f"load_definitions = {directory / 'definitions.json'}\n"
        "log.console = true\nlog.console.level = warning\nlog.file = false\n"
        "collect_statistics_interval = 1000\n"
        "vm_memory_high_watermark.absolute = 512MB\ndisk_free_limit.absolute = 50MB\n"
    )
    return config


def environment(directory: Path, ports: dict[str, int]) -> dict[str, str]:
    """The variables that keep the node's files, names and ports its own."""
    return {
        "HOME": str(directory),
        "RABBITMQ_NODENAME": NODE,
        "RABBITMQ_NODE_IP_ADDRESS": "127.0.0.1",
        "RABBITMQ_NODE_PORT": str(ports["amqp"]),
        "RABBITMQ_DIST_PORT": str(ports["dist"]),
        "ERL_EPMD_PORT": str(ports["epmd"]),
        "ERL_EPMD_ADDRESS": "127.0.0.1",
        "RABBITMQ_CONFIG_FILE": str(directory / "rabbitmq"),
        "RABBITMQ_ADVANCED_CONFIG_FILE": str(directory / "advanced.config"),
        "RABBITMQ_CONF_ENV_FILE": str(directory / "rabbitmq-env.conf"),
        "RABBITMQ_ENABLED_PLUGINS_FILE": str(directory / "enabled_plugins"),
        "RABBITMQ_MNESIA_BASE": str(directory / "mnesia"),
        "RABBITMQ_LOG_BASE": str(directory / "log"),
        "RABBITMQ_PLUGINS_EXPAND_DIR": str(directory / "plugins-expand"),
        "RABBITMQ_GENERATED_CONFIG_DIR": str(directory / "generated"),
        "RABBITMQ_PID_FILE": str(directory / "rabbitmq.pid"),
        "RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS": "-kernel inet_dist_use_interface {127,0,0,1} +S 1:1",
        "PATH": "/usr/bin:/bin:/usr/sbin:/sbin",
        "LANG": "C.UTF-8",
    }


def epmd_command(port: int) -> list[str]:
    """Erlang's port mapper in the foreground, on loopback, on ``port`` (the node would otherwise start a daemon that
    outlives it)."""
    return [EPMD, "-port", str(port), "-address", "127.0.0.1"]


# ---------------------------------------------------------------- AMQP 0-9-1

FRAME_END = b"\xce"
METHOD, HEADER, BODY = 1, 2, 3


def _short_string(text: str) -> bytes:
    data = text.encode()
    return bytes([len(data)]) + data


def _long_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _table(entries: dict[str, str]) -> bytes:
    body = b"".join(_short_string(key) + b"S" + _long_string(value.encode()) for key, value in entries.items())
    return struct.pack(">I", len(body)) + body


class Refused(Exception):
    """The broker closed the connection (a refused login)."""


class Connection:
    """One AMQP 0-9-1 connection with one channel (1): enough to publish, consume, acknowledge and reject."""

    def __init__(self, port: int, user: str, password: str, vhost: str, name: str) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        self.lock = threading.Lock()
        self.buffer = b""
        try:
            self._open(user, password, vhost, name)
        except (Refused, OSError):
            self.sock.close()
            raise
        self.sock.settimeout(None)  # a consumer may wait for good (the report builder gets nothing after its ten)

    def _open(self, user: str, password: str, vhost: str, name: str) -> None:
        self.sock.sendall(b"AMQP\x00\x00\x09\x01")
        self._expect(10, 10)  # connection.start
        properties = _table({"connection_name": name, "product": "auenwald-" + name})
        response = f"\0{user}\0{password}".encode()
        self._method(0, 10, 11, properties + _short_string("PLAIN") + _long_string(response) + _short_string("en_US"))
        args = self._expect(10, 30)  # connection.tune
        channel_max, frame_max, _ = struct.unpack(">HIH", args[:8])
        self.frame_max = frame_max or 131072
        self._method(0, 10, 31, struct.pack(">HIH", channel_max, self.frame_max, 0))  # no heartbeats
        self._method(0, 10, 40, _short_string(vhost) + _short_string("") + b"\0")
        self._expect(10, 41)
        self._method(1, 20, 10, _short_string(""))
        self._expect(20, 11)

    # frames
    def _read(self, size: int) -> bytes:
        while len(self.buffer) < size:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise Refused("connection closed by the broker")
            self.buffer += chunk
        data, self.buffer = self.buffer[:size], self.buffer[size:]
        return data

    def frame(self) -> tuple[int, int, bytes]:
        kind, channel, size = struct.unpack(">BHI", self._read(7))
        payload = self._read(size)
        self._read(1)
        return kind, channel, payload

    def _send(self, data: bytes) -> None:
        with self.lock:
            self.sock.sendall(data)

    @staticmethod
    def _frame(kind: int, channel: int, payload: bytes) -> bytes:
        return struct.pack(">BHI", kind, channel, len(payload)) + payload + FRAME_END

    def _method(self, channel: int, klass: int, method: int, args: bytes) -> None:
        self._send(self._frame(METHOD, channel, struct.pack(">HH", klass, method) + args))

    def _expect(self, klass: int, method: int) -> bytes:
        while True:
            kind, _, payload = self.frame()
            if kind != METHOD:
                continue
            got = struct.unpack(">HH", payload[:4])
            if got == (klass, method):
                return payload[4:]
            if got in ((10, 50), (20, 40)):  # connection.close, channel.close
                raise Refused(payload[6 : 6 + payload[6] + 1][1:].decode(errors="replace"))

    # channel methods
    def confirm(self) -> None:
        self._method(1, 85, 10, b"\0")
        self._expect(85, 11)

    def qos(self, prefetch: int) -> None:
        self._method(1, 60, 10, struct.pack(">IHB", 0, prefetch, 0))
        self._expect(60, 11)

    def publish(self, exchange: str, key: str, body: bytes) -> None:
        method = self._frame(
            METHOD, 1, struct.pack(">HHH", 60, 40, 0) + _short_string(exchange) + _short_string(key) + b"\0"
        )
        # content header: class, weight, size, flags (content type and delivery mode), properties
        header = self._frame(
            HEADER,
            1,
            struct.pack(">HHQH", 60, 0, len(body), 0x8000 | 0x1000) + _short_string("application/json") + b"\x01",
        )
        self._send(method + header + self._frame(BODY, 1, body))

    def consume(self, queue: str) -> None:
        self._method(1, 60, 20, struct.pack(">H", 0) + _short_string(queue) + _short_string("") + b"\0" + _table({}))
        self._expect(60, 21)

    def ack(self, tag: int) -> None:
        self._method(1, 60, 80, struct.pack(">QB", tag, 0))

    def reject(self, tag: int) -> None:
        self._method(1, 60, 90, struct.pack(">QB", tag, 0))  # not requeued: dead-lettered

    def nack_requeue(self, tag: int) -> None:
        self._method(1, 60, 120, struct.pack(">QB", tag, 0b10))  # multiple off, requeue on

    def deliveries(self) -> Iterator[int]:
        """Each delivery's tag, as the broker sends them (their bodies are read and dropped)."""
        while True:
            kind, _, payload = self.frame()
            if kind == METHOD and payload[:4] == struct.pack(">HH", 60, 60):
                at = 4 + 1 + payload[4]
                yield struct.unpack(">Q", payload[at : at + 8])[0]
            elif kind == METHOD and payload[:4] in (struct.pack(">HH", 10, 50), struct.pack(">HH", 20, 40)):
                raise Refused("closed by the broker")

    def drain(self) -> None:
        """Read and drop what the broker sends (publisher confirms) until the connection ends."""
        while True:
            self.frame()


# ---------------------------------------------------------------- clients


def _body(kind: str, n: int) -> bytes:
    return json.dumps({"type": kind, "id": n, "pharmacy": "auenwald"}).encode()


def webshop(port: int) -> None:
    connection = Connection(port, "webshop", USERS["webshop"], "shop", "webshop")
    connection.confirm()
    threading.Thread(target=connection.drain, daemon=True).start()
    per_second = [(exchange, key) for exchange, key, count in SHOP_PUBLISHES for _ in range(count)]
    for tick in paced_ticks(0.25):  # the second's messages in four batches
        for n, (exchange, key) in enumerate(per_second):
            if n % 4 == tick % 4:
                connection.publish(exchange, key, _body(key or "audit", tick))


def consumer(
    port: int, user: str, vhost: str, queue: str, prefetch: int, handle: Callable[[Connection, int, int], None]
) -> None:
    connection = Connection(port, user, USERS[user], vhost, queue.split(".")[0] + "-consumer")
    connection.qos(prefetch)
    connection.consume(queue)
    for n, tag in enumerate(connection.deliveries()):
        handle(connection, n, tag)


def _ack(connection: Connection, _: int, tag: int) -> None:
    connection.ack(tag)


def _pharmacist(connection: Connection, n: int, tag: int) -> None:
    if n % 4 == 3:
        connection.reject(tag)
    else:
        connection.ack(tag)


def _printer(connection: Connection, n: int, tag: int) -> None:
    if n % 5 == 4:
        connection.nack_requeue(tag)
    else:
        connection.ack(tag)


def mailer(port: int) -> None:
    ticks = paced_ticks(1 / MAILS_PER_SECOND)

    def send(connection: Connection, _: int, tag: int) -> None:
        next(ticks)
        connection.ack(tag)

    consumer(port, "workers", "shop", "emails.outbound", 1, send)


def reports(port: int) -> None:
    publisher = Connection(port, "webshop", USERS["webshop"], "shop", "report-scheduler")
    for n in range(REPORTS):
        publisher.publish("", "reports.generate", _body("report", n))
    time.sleep(1)
    connection = Connection(port, "workers", USERS["workers"], "shop", "report-builder")
    connection.qos(REPORT_PREFETCH)
    connection.consume("reports.generate")
    for _ in connection.deliveries():
        pass  # never acknowledged: the builder hangs on its reports


def wms(port: int) -> None:
    connection = Connection(port, "wms", USERS["wms"], "warehouse", "wms")
    per_second = ["stock.sync"] * STOCK_PER_SECOND + ["labels.print"] * LABELS_PER_SECOND
    for tick in paced_ticks(0.25):
        for n, queue in enumerate(per_second):
            if n % 4 == tick % 4:
                connection.publish("", queue, _body(queue, tick))


def _erp_attempt(port: int) -> None:
    with contextlib.suppress(Refused, OSError):
        Connection(port, STALE[0], STALE[1], "warehouse", "erp")


def erp(port: int) -> None:
    for _ in paced_ticks(2.0):  # each attempt on a thread of its own: the broker takes its time to refuse
        threading.Thread(target=_erp_attempt, args=(port,), daemon=True).start()


CLIENTS: tuple[Callable[[int], None], ...] = (
    lambda port: consumer(port, "workers", "shop", "orders.created", 50, _ack),
    lambda port: consumer(port, "workers", "shop", "payments.capture", 50, _ack),
    lambda port: consumer(port, "workers", "shop", "prescriptions.check", 50, _pharmacist),
    lambda port: consumer(port, "workers", "shop", "audit.archive", 50, _ack),
    lambda port: consumer(port, "workers", "shop", "audit.siem", 50, _ack),
    lambda port: consumer(port, "wms", "warehouse", "stock.sync", 50, _ack),
    lambda port: consumer(port, "wms", "warehouse", "labels.print", 50, _printer),
    mailer,
    reports,
    wms,
    webshop,
    erp,
)


def main(argv: list[str]) -> None:
    port = int(argv[0])
    threads = []
    for client in CLIENTS:
        threads.append(threading.Thread(target=client, args=(port,), daemon=True))
        threads[-1].start()
        time.sleep(0.05)
    for thread in threads:
        thread.join()


if __name__ == "__main__":
    main(sys.argv[1:])
