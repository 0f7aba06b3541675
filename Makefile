# The two commands of the README:
#   make demo   set everything up, then ask one question end to end on the embedded stack
#   make test   set everything up, then run lint, type checks and the test suite (what CI runs)
# Set-up needs only Python >= 3.11: uv is used from PATH, or installed into .lexiquery/bootstrap.

UV_VERSION := 0.13.9
BOOTSTRAP := .lexiquery/bootstrap
UV := $(or $(shell command -v uv 2>/dev/null),$(BOOTSTRAP)/bin/uv)
RUN := $(UV) run --frozen
INSPECTOR := tools/mcp-inspector
export UV_PYTHON_DOWNLOADS := never

.PHONY: setup system-packages test-packages demo up test lint typecheck pytest record-histories clean

$(BOOTSTRAP)/bin/uv:
	python3 -m venv $(BOOTSTRAP)
	$(BOOTSTRAP)/bin/python -m pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)

setup: $(UV) system-packages
	$(UV) sync --frozen --group bench

# Debian packages beside Python: Prometheus runs the demo estate's metrics; PostgreSQL is tested for real, and the
# node, PostgreSQL, Redis, HAProxy, blackbox, process, MySQL, BIND, Varnish, Apache, Squid, nginx, MQTT, SNMP, SQL,
# Postfix, BIRD, FRR, Traffic Server and mail exporters (with Redis, HAProxy, MariaDB, BIND, Varnish, Apache, Squid,
# nginx, Mosquitto, Net-SNMP's snmpd, Postfix, the BIRD 2 routing daemon, FRRouting and Apache Traffic Server
# themselves, and Cyrus SASL's saslpasswd2 and openssl for Postfix's set-up; the mail exporter probes a Postfix of its
# own), Debian's textfile collector scripts for the node exporter (prometheus-node-exporter-collectors, with
# moreutils' sponge), the PgBouncer exporter (with PgBouncer itself, in front of PostgreSQL), the libvirt exporter
# (reading libvirt's built-in test driver, no libvirtd), the smokeping prober (pinging from a network namespace of its
# own), the Pushgateway, Alertmanager (which the live Prometheus also sends its alerts to), PowerDNS dnsdist and
# Dovecot's IMAP server and an etcd cluster (each serving its own metrics) and RabbitMQ (its built-in prometheus
# plugin; Erlang's epmd comes with it), the PowerDNS Recursor (its built-in web server) and collectd (its
# write_prometheus plugin, which needs libmicrohttpd, reading memcached), Knot Resolver (its http module, from
# knot-resolver-module-http, serving the metrics), the IPMI exporter (with FreeIPMI's tools, reading OpenIPMI's BMC
# simulator), Caddy (its admin endpoint serving its own metrics), PowerDNS Authoritative (its built-in web server
# serving the metrics, reading its zones through pdns-backend-bind), rspamd (its controller serving its own
# metrics, its Bayes statistics in a Redis of its own), Prosody (its mod_http_openmetrics serving the XMPP server's
# own metrics), Tor (a private test network on loopback, each tor serving its own metrics on its MetricsPort, the
# directory authorities' keys made by its tor-gencert), Kamailio (the xhttp_prom module of kamailio-extra-modules
# serving the SIP server's own metrics), the Netdata agent (its allmetrics API, with netdata-plugins-python for
# python.d's memcached module, watching a memcached and a StatsD-speaking workload), JupyterHub (the hub
# serving its own metrics, with its configurable-http-proxy and python3-notebook's single-user servers), gunicorn
# serving a Django site instrumented with python3-django-prometheus (which brings python3-django), Patroni
# (each member's REST API serving its own metrics, running a PostgreSQL cluster with an etcd of its own), the
# Distribution container registry (docker-registry, its debug server serving its own metrics, with apache2-utils'
# htpasswd for its bcrypt password file) and the HA cluster exporter (reading a Pacemaker cluster over Corosync, with
# pacemaker-cli-utils' tools, fence-agents' fence_dummy and resource-agents' Dummy) feed the live Prometheus of the
# PromQL benchmarks (bench/live_prometheus.py).
system-packages:
	@scripts/system-packages prometheus:prometheus promtool:prometheus

test-packages: $(INSPECTOR)/node_modules/.package-lock.json
	@scripts/system-packages initdb:postgresql prometheus-node-exporter:prometheus-node-exporter \
		prometheus-postgres-exporter:prometheus-postgres-exporter redis-server:redis-server \
		prometheus-redis-exporter:prometheus-redis-exporter haproxy:haproxy \
		prometheus-haproxy-exporter:prometheus-haproxy-exporter \
		prometheus-blackbox-exporter:prometheus-blackbox-exporter \
		prometheus-process-exporter:prometheus-process-exporter \
		prometheus-pushgateway:prometheus-pushgateway mariadb-install-db:mariadb-server \
		prometheus-mysqld-exporter:prometheus-mysqld-exporter named:bind9 \
		prometheus-bind-exporter:prometheus-bind-exporter varnishd:varnish \
		prometheus-varnish-exporter:prometheus-varnish-exporter apache2:apache2 \
		prometheus-apache-exporter:prometheus-apache-exporter squid:squid \
		prometheus-squid-exporter:prometheus-squid-exporter nginx:nginx \
		prometheus-nginx-exporter:prometheus-nginx-exporter mosquitto:mosquitto \
		prometheus-mqtt-exporter:prometheus-mqtt-exporter snmpd:snmpd \
		prometheus-snmp-exporter:prometheus-snmp-exporter \
		prometheus-sql-exporter:prometheus-sql-exporter postfix:postfix \
		prometheus-postfix-exporter:prometheus-postfix-exporter saslpasswd2:sasl2-bin openssl:openssl \
		bird:bird2 prometheus-bird-exporter:prometheus-bird-exporter vtysh:frr \
		prometheus-frr-exporter:prometheus-frr-exporter traffic_server:trafficserver \
		prometheus-trafficserver-exporter:prometheus-trafficserver-exporter \
		mailexporter:prometheus-mailexporter \
		/usr/share/prometheus-node-exporter-collectors/apt_info.py:prometheus-node-exporter-collectors \
		sponge:moreutils pgbouncer:pgbouncer prometheus-pgbouncer-exporter:prometheus-pgbouncer-exporter \
		prometheus-libvirt-exporter:prometheus-libvirt-exporter \
		prometheus-smokeping-prober:prometheus-smokeping-prober \
		prometheus-alertmanager:prometheus-alertmanager dnsdist:dnsdist chromium:chromium dovecot:dovecot-core \
		/usr/lib/dovecot/imap:dovecot-imapd etcd:etcd-server /usr/lib/rabbitmq/bin/rabbitmq-server:rabbitmq-server \
		/usr/sbin/pdns_recursor:pdns-recursor \
		collectd:collectd-core '/usr/lib/*/libmicrohttpd.so.12:libmicrohttpd12' memcached:memcached \
		/usr/sbin/kresd:knot-resolver \
		'/usr/lib/*/knot-resolver/kres_modules/http.lua:knot-resolver-module-http' \
		ipmi_sim:openipmi prometheus-ipmi-exporter:prometheus-ipmi-exporter \
		/usr/sbin/ipmimonitoring:freeipmi-tools caddy:caddy \
		/usr/sbin/pdns_server:pdns-server '/usr/lib/*/pdns/libbindbackend.so:pdns-backend-bind' \
		rspamd:rspamd prosody:prosody tor:tor tor-gencert:tor /usr/sbin/kamailio:kamailio \
		'/usr/lib/*/kamailio/modules/xhttp_prom.so:kamailio-extra-modules' /usr/sbin/netdata:netdata \
		/usr/lib/netdata/python.d/memcached.chart.py:netdata-plugins-python \
		jupyterhub:jupyterhub gunicorn:gunicorn patroni:patroni \
		/usr/lib/python3/dist-packages/django_prometheus/__init__.py:python3-django-prometheus \
		docker-registry:docker-registry htpasswd:apache2-utils \
		pacemakerd:pacemaker crm_mon:pacemaker-cli-utils fence_dummy:fence-agents \
		/usr/lib/ocf/resource.d/heartbeat/Dummy:resource-agents ha_cluster_exporter:prometheus-hacluster-exporter

# The MCP Inspector (npm, pinned by its lock file) is the third-party MCP client of tests/test_mcp_inspector.py.
# npm ci runs only when node_modules is missing or older than the lock; the tests themselves download nothing.
$(INSPECTOR)/node_modules/.package-lock.json: $(INSPECTOR)/package.json $(INSPECTOR)/package-lock.json
	@command -v npm >/dev/null 2>&1 || { echo "error: npm (Node.js >= 20) is needed to install the MCP Inspector" \
		"for tests/test_mcp_inspector.py; install Node.js and npm, then run make test-packages" >&2; exit 1; }
	npm ci --prefix $(INSPECTOR) --no-audit --no-fund
	@touch $@

demo: setup
	$(RUN) lexiquery demo

up: setup
	$(RUN) lexiquery up

test: setup test-packages lint typecheck pytest

lint:
	$(RUN) ruff check .
	$(RUN) ruff format --check .

typecheck:
	$(RUN) mypy

pytest:
	$(RUN) pytest

record-histories: setup
	LEXIQUERY_RECORD_HISTORIES=1 $(RUN) pytest tests/test_e2e.py tests/test_workflow.py

clean:
	rm -rf .lexiquery .venv .mypy_cache .pytest_cache .ruff_cache
