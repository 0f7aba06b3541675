"""Scrape configuration shared by the live Prometheus's services (bench/live_prometheus.py)."""

from __future__ import annotations


def named_targets(job: str, ports: dict[str, int]) -> str:
    """The scrape configuration of ``job`` whose targets, one a port on loopback, are told apart by their own names
    as ``instance`` (etcd's members, PowerDNS's name servers, rspamd's scanners)."""
    targets = "".join(
        f"      - targets: ['127.0.0.1:{port}']\n        labels: {{instance: {name}}}\n" for name, port in ports.items()
    )
    return f"  - job_name: {job}\n    static_configs:\n" + targets
