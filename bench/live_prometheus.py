"""A real Prometheus scraping the real node exporter and itself, on free loopback ports: the live PromQL estate of the
benchmarks and the discovery tests. With ``"postgres"`` it also scrapes a real PostgreSQL exporter watching a real
PostgreSQL server (:mod:`harness.postgres`) that :mod:`bench.pg_workload` keeps steadily busy: the ``node+postgres``
estate. With ``"redis"`` it scrapes a real Redis exporter watching a real Redis server that
:mod:`bench.redis_workload` fills and keeps steadily busy: the ``node+redis`` estate. With ``"haproxy"`` it scrapes a
real HAProxy exporter reading a real HAProxy load balancer whose frontends :mod:`bench.haproxy_workload` drives with
steady web traffic and whose backend servers it runs: the ``node+haproxy`` estate. With ``"blackbox"`` it also
probes, through a real blackbox exporter, the web services and TCP ports that :mod:`bench.blackbox_workload` runs (jobs
``blackbox_http``, ``blackbox_health`` and ``blackbox_tcp``, every 5 seconds) and scrapes the exporter itself (job
``blackbox_exporter``): the ``node+blackbox`` estate. With ``"process"`` it scrapes a real process exporter (job
``process``) watching the long-running services of a CI build host that :mod:`bench.process_workload` starts, one name
group per service: the ``node+process`` estate. With ``"pushgateway"`` it also runs a real Pushgateway to which the
batch jobs of an operations team (:mod:`bench.pushgateway_workload`: database backups, an ETL import, certificate
renewal, log archiving, report exports, one of them failing, one stale, one slow) push their metrics at the end of every
run, and scrapes it with ``honor_labels: true`` (job ``pushgateway``; the pushed series keep their own ``job`` and
``instance``): the ``node+pushgateway`` estate. With ``"mysql"`` it scrapes a real MySQL exporter (job ``mysql``)
watching a real MariaDB server, a temporary unprivileged instance of its own, that :mod:`bench.mysql_workload` fills (a
web shop, a wiki, an analytics store) and keeps steadily busy: the ``node+mysql`` estate. With ``"bind"`` it scrapes
a real BIND exporter (job ``bind``) reading the statistics channel of a real BIND 9 name server (``named``, a temporary
instance of its own on loopback ports) that serves a freight company's zones and forwards other names to an upstream
resolver, both driven by :mod:`bench.bind_workload` with steady DNS traffic: the ``node+bind`` estate. With
``"varnish"`` it scrapes a real Varnish exporter (job ``varnish``) reading, through ``varnishstat``, a real Varnish
cache (``varnishd``, a temporary instance of its own on loopback ports) in front of a news site's backends, which
:mod:`bench.varnish_workload` runs and drives with steady readers' traffic: the ``node+varnish`` estate. With
``"apache"`` it scrapes a real Apache exporter (job ``apache``) reading ``mod_status`` of a real Apache web server
(``apache2``, a temporary instance of its own on a loopback port, one process in the foreground) serving a county
council's website, which :mod:`bench.apache_workload` lays out and drives with steady visitors' traffic: the
``node+apache`` estate. With ``"squid"`` it scrapes a real Squid exporter (job ``squid``) reading the cache manager
of a real Squid forward proxy (``squid``, a temporary instance of its own on a loopback port, one process in the
foreground) through which a law firm's office reaches its web sites, which :mod:`bench.squid_workload` serves and
drives with steady staff traffic: the ``node+squid`` estate. With ``"nginx"`` it scrapes a real nginx exporter (job
``nginx``) reading the ``stub_status`` page of a real nginx web server (``nginx``, a temporary instance of its own on a
loopback port, one process in the foreground) serving a ferry operator's booking website, which
:mod:`bench.nginx_workload` lays out and drives with steady visitors' traffic: the ``node+nginx`` estate. With
``"mqtt"`` it scrapes a real MQTT exporter (job ``mqtt``, mqtt2prometheus) subscribed to a real Mosquitto broker
(``mosquitto``, a temporary instance of its own on a loopback port, one process in the foreground) to which a glasshouse
grower's sensors and controllers, run by :mod:`bench.mqtt_workload`, publish steady JSON telemetry: the ``node+mqtt``
estate. With ``"snmp"`` it scrapes a real SNMP exporter (job ``snmp``, one target per device, ``instance`` the
device's name) walking three real Net-SNMP agents (``snmpd``, temporary instances of their own on loopback ports, each
one process in the foreground) that stand for a ski area's core switch and its two UPSes, their interface and UPS
tables answered by :mod:`bench.snmp_workload` with counters that grow steadily with the wall clock: the ``node+snmp``
estate. With ``"sql"`` it scrapes the SQL exporter (job ``sql``) running its queries five times a second against a
public-transport ticketing platform's database in a PostgreSQL cluster of its own, which :mod:`bench.sql_workload`
keeps steadily busy with ticket sales, payment attempts, queued jobs and validator heartbeats: the ``node+sql``
estate. With ``"postfix"`` it scrapes the Postfix exporter (job ``postfix``) reading the queue (through ``showq``)
and following the log of a real Postfix mail gateway (``master``, a temporary instance of its own on loopback ports,
in the foreground) that a mail-order bookseller's customers, web shop, staff and the internet's spammers, scanners
and password guessers, all played by :mod:`bench.postfix_workload`, keep steadily busy, its mailbox server and its
customers' providers played by the workload too: the ``node+postfix`` estate (Postfix's master must run as root). With
``"bird"`` it scrapes the BIRD exporter (job ``bird``) reading, through its control socket, a real BIRD 2 routing
daemon (``bird``, a temporary instance of its own in the foreground) that is a regional fibre ISP's border router, its
eBGP sessions with transit providers, an internet exchange's route servers, private interconnects and customers all
played by :mod:`bench.bird_workload`, which announces their tables and keeps a steady churn of route updates: the
``node+bird`` estate. With ``"frr"`` it scrapes the FRR exporter (job ``frr``) reading, through its vty socket, a
real FRRouting BGP daemon (``bgpd``, a temporary instance of its own in the foreground, without zebra) that is a Dublin
hosting company's data-centre edge router, its transit, internet-exchange, private-interconnect, customer and spine
sessions all played by :mod:`bench.frr_workload`, which announces their tables and keeps a steady churn of route
updates: the ``node+frr`` estate.
With ``"trafficserver"`` it scrapes the Traffic Server exporter (job ``trafficserver``) reading the
``stats_over_http`` plugin of a real Apache Traffic Server (``traffic_server``, a temporary instance of its own in the
foreground) caching a game studio's web site, patch downloads and API in front of origins that
:mod:`bench.trafficserver_workload` runs and drives with steady players' traffic: the ``node+trafficserver`` estate.
With ``"mailexporter"`` it scrapes the mail exporter (job ``mailexporter``, ``prometheus-mailexporter``) whose probes
send a probe mail twice a second each through the listeners of a real Postfix mail server (``master``, a temporary
instance of its own on loopback ports, in the foreground) and watch its Maildirs for their arrival: a Tromsø web host's
mail platform, its spam scanner, list server and a partner's deferring MX played by :mod:`bench.mailexporter_workload`:
the ``node+mailexporter`` estate (Postfix's master must run as root).
With ``"textfile"`` it scrapes a second node exporter (job ``textfile``) that runs only its textfile collector, reading
the files that Debian's textfile collector scripts (``prometheus-node-exporter-collectors``: ``directory-size.sh``,
``inotify-instances``, ``apt_info.py``) write about a newspaper's file server, whose directories grow and whose daemons
hold inotify instances as :mod:`bench.textfile_workload` runs them, and about this machine's real apt state: the
``node+textfile`` estate.
With ``"pgbouncer"`` it scrapes Debian's PgBouncer exporter (job ``pgbouncer``) reading the admin console of a real
PgBouncer (``pgbouncer``, a temporary instance of its own in the foreground, in transaction pooling mode) in front of a
PostgreSQL cluster of its own, through which a Porto food-delivery platform's services, played by
:mod:`bench.pgbouncer_workload`, send steady queries, two reports hold the analytics pool for good and four more wait
behind them: the ``node+pgbouncer`` estate.
With ``"libvirt"`` it scrapes the libvirt exporter (job ``libvirt``, ``prometheus-libvirt-exporter``) connected to
libvirt's test driver, which reads a Cork web agency's KVM host, its domains, their vCPUs, memory, disks and bridged
interfaces, from the file :mod:`bench.libvirt_workload` writes, and counts their statistics with the wall clock: the
``node+libvirt`` estate.
With ``"smokeping"`` it scrapes Debian's smokeping prober (job ``smokeping``, ``prometheus-smokeping-prober``) sending
real ICMP pings, in a network namespace of its own that :mod:`bench.smokeping_workload` lays out, to a Ljubljana savings
bank's branch routers, data-centre cores, ATMs and IPv6 front ends, some of which never answer and one of which goes
dark five seconds after the start: the ``node+smokeping`` estate (the prober must run as root).
With ``"alertmanager"`` it scrapes a real Prometheus Alertmanager (job ``alertmanager``, ``prometheus-alertmanager``, a
temporary instance of its own, clustering off) to which Prometheus itself sends the alerts of the rules
:mod:`bench.alertmanager_workload` gives it, and to which that workload, playing a Bilbao online grocer's other
Prometheus servers and its Grafana, posts alerts and silences through the v2 API and whose Slack, webhook and (refusing)
PagerDuty integrations it answers; two scrape jobs point at hosts that are gone (``legacy-billing``, ``wms-exporter``):
the ``node+alertmanager`` estate.
With ``"dnsdist"`` it scrapes the built-in web server's ``/metrics`` of a real PowerDNS dnsdist (job ``dnsdist``,
Debian's ``dnsdist``, a temporary instance of its own in the foreground on loopback ports), a Tampere fibre ISP's DNS
front end balancing its subscribers' and office's queries over pools of resolvers that :mod:`bench.dnsdist_workload`
plays (one slow, two gone), blocking ads and malware by rule, refusing a flooding smart plug by a dynamic block and
dropping an open-resolver scanner by its ACL, while the workload sends the queries: the ``node+dnsdist`` estate.
With ``"dovecot"`` it scrapes a real Dovecot 2.3 IMAP server (job ``dovecot``, ``dovecot``, a temporary instance of its
own in the foreground, run as root with its Maildirs owned by Dovecot's account) whose own stats process serves the
metrics its configuration defines (no separate exporter), while :mod:`bench.dovecot_workload` plays a Galway
solicitors' firm's IMAP clients: a helpdesk tool, a case-management system, a copier, phones and a desktop client, a
tablet with a stale password, a former employee's phone and a password sprayer: the ``node+dovecot`` estate.
With ``"etcd"`` it scrapes a real three-member etcd 3.4 cluster (job ``etcd``, Debian's ``etcd-server``, temporary
instances of their own in the foreground on loopback ports, each serving its own metrics on a listener of its own, the
member's name as ``instance``), a Vilnius parcel-locker network's control plane, whose leadership
:mod:`bench.etcd_workload` moves to ``etcd-a`` before it loads the keyspace and plays the network's clients through each
member's JSON gateway: lockers' heartbeats, configuration reads and watches, a lease-backed service registry, a lock
taken by transactions, a session sweeper, and three failing clients: the ``node+etcd`` estate.
With ``"rabbitmq"`` it scrapes a real RabbitMQ 3.10 node (job ``rabbitmq``, Debian's ``rabbitmq-server``, a temporary
node of its own in the foreground with its own ``epmd``, on loopback ports) through its built-in ``rabbitmq_prometheus``
plugin with per-object metrics, while :mod:`bench.rabbitmq_workload` plays a Leipzig online pharmacy's services over
AMQP: a web shop publishing orders, payments, mails, invoices, prescriptions and audit events, consumers that keep up,
a mailer that does not, a PDF worker that is down, a pharmacists' checker rejecting prescriptions into a dead-letter
queue, a report builder hanging on its reports, a warehouse system and its label printer requeueing, and an old ERP
refused at login: the ``node+rabbitmq`` estate.
With ``"recursor"`` it scrapes the built-in web server's ``/metrics`` of a real PowerDNS Recursor (job ``recursor``,
Debian's ``pdns-recursor``, a temporary instance of its own in the foreground on loopback ports, one worker thread), a
Cluj-Napoca software house's office resolver forwarding the internet to its provider's resolver and four zones to their
authoritative servers (the office's own, a slow payment gateway's, an old ERP's answering SERVFAIL and a retired VPN's
never answering), all played by :mod:`bench.recursor_workload`, with a response policy zone answering ad names
NXDOMAIN and dropping malware domains, while the workload's staff laptops, CI runners, services, an infected laptop, a
TCP monitoring probe and a scanner outside its ACL send their queries: the ``node+recursor`` estate.
With ``"collectd"`` it scrapes collectd's ``write_prometheus`` plugin (job ``collectd``, Debian's ``collectd-core``, a
temporary instance of its own in the foreground) on a Brno rail-ticket reseller's cache host, collectd reading four
real memcached instances (Debian's ``memcached``, on loopback ports) with its ``memcached``, ``processes`` and
``tcpconns`` plugins, the web application's statsd counters, timers and gauges with its ``statsd`` plugin, and the
application's spool directories with its ``filecount`` plugin, while :mod:`bench.collectd_workload` plays the
application: sessions looked up, touched and replaced, fares half of them never cached, rate-limit counters
incremented, and seat maps too big for their cache evicting one another: the ``node+collectd`` estate.
With ``"kresd"`` it scrapes the ``http`` module's ``/metrics`` of a real Knot Resolver (job ``kresd``, Debian's
``knot-resolver`` 5.6 with ``knot-resolver-module-http``, a temporary instance of its own in the foreground on loopback
ports, its metrics under the ``kresd_`` namespace), a Ghent college's campus resolver forwarding the internet to the
research network's resolver and three zones to their authoritative servers (the lab machines', a slow library
catalogue's and a retired student portal's answering SERVFAIL), all played by :mod:`bench.kresd_workload`, with two
blocklists counted in a statistic of their own (ads answered NXDOMAIN, malware left unanswered), while the workload's
students, an infected lab machine, the labs, the library's kiosks, an old timetable app, the mail server asking with
the DNSSEC OK bit, a monitoring probe over TCP and staff phones over DNS over TLS send their queries: the
``node+kresd`` estate.
With ``"ipmi"`` it scrapes Debian's IPMI exporter (job ``ipmi``, ``prometheus-ipmi-exporter``, on ``/ipmi`` with one
target per server, ``instance`` the server's name, every 5 seconds) reading, with FreeIPMI's tools over IPMI LAN, the
BMCs of a Lausanne weather-forecasting company's five rack servers, each a BMC simulator of its own (OpenIPMI's
``ipmi_sim``, in the foreground on a UDP port of ``127.0.0.2``) whose sensor data records, event log and power state
:mod:`bench.ipmi_workload` writes and whose sensor readings it keeps, the compute nodes' CPUs heating and cooling with
the forecast model's runs, a stopped fan, a failed power supply, a flat CMOS battery, a GPU over its critical
threshold, an opened chassis and a spare server powered off: the ``node+ipmi`` estate.
With ``"caddy"`` it scrapes the admin endpoint's ``/metrics`` of a real Caddy web server (job ``caddy``, Debian's
``caddy`` 2.6, a temporary instance of its own in the foreground on loopback ports, every server's metrics turned on)
serving a Salzburg bike-rental company's six sites, which :mod:`bench.caddy_workload` lays out and drives: a website of
static pages and photos with old links to pages that are gone, a booking app reverse-proxied to two workers on Unix
sockets (slow bookings, unknown vouchers, a failing payment callback) and to an old VM its health checks take out, a
partner portal behind basic authentication that one hotel fails, an old domain redirecting, map tiles, and the shops'
wall screens each holding a long poll open: the ``node+caddy`` estate.
With ``"pdns"`` it scrapes the built-in web servers' ``/metrics`` of two real PowerDNS Authoritative name servers (job
``pdns``, Debian's ``pdns-server`` 4.7 with ``pdns-backend-bind``, temporary instances of their own in the foreground on
loopback ports, the server's name, ``ns1`` or ``ns2``, as ``instance``), a Valencia web host's name servers for its
customers' zones (one zone on ``ns1`` only), while :mod:`bench.pdns_workload` plays the internet's resolvers, validating
resolvers, mail servers, a link checker asking for names that do not exist, a customer's office PCs asking for
recursion, a monitoring probe over TCP, a router sending dynamic updates, a broken scanner and a retired primary sending
NOTIFYs: the ``node+pdns`` estate.
With ``"rspamd"`` it scrapes the controllers' ``/metrics`` of two real rspamd spam filters (job ``rspamd``, Debian's
``rspamd`` 3.4, temporary instances of their own in the foreground on loopback ports, the host's name, ``mx1`` or
``mx2``, as ``instance``, their Bayes classifier's statistics in a Redis server of their own), an Aalborg mail
provider's inbound scanners, which :mod:`bench.rspamd_workload` configures without any module that would leave the
machine and drives: its MX hosts handing them ordinary mail, newsletters greylisted, dubious shops' mail marked,
phishing look-alikes' subjects rewritten, known spammers and executable attachments rejected and a hacked account over
its quota deferred, and its webmail's spam and not-spam buttons teaching the classifier: the ``node+rspamd`` estate.
With ``"prosody"`` it scrapes a real Prosody XMPP server's own ``/metrics`` on its HTTP port (job ``prosody``, Debian's
``prosody`` 0.12 and its ``mod_http_openmetrics``, a temporary instance of its own in the foreground on loopback
ports), a Porto software consultancy's company chat, while :mod:`bench.prosody_workload` plays its staff on desktops
(some over IPv6) and phones (stream management, client state indication), customers on an anonymous guest domain, the
team rooms and a stand-up bot's rooms, a desk phone with an old password, a kiosk that never logs in, the lobby
screen's abandoned BOSH sessions and an old browser tab's forgotten one: the ``node+prosody`` estate.
With ``"tor"`` it scrapes the ``MetricsPort`` of every tor of a private Tor network on loopback (job ``tor``, Debian's
``tor`` 0.4.9 with ``TestingTorNetwork``, eleven temporary instances of their own in the foreground, each tor's
nickname as ``instance``), a Tartu privacy lab's test network of two directory authorities (their keys made by
``tor-gencert``), two guards, a middle relay, two exits resolving names through the lab's own name server, three
clients and the host of two onion services, which :mod:`bench.tor_workload` lays out and drives: the lab desktop's
pages by address and by host name, lookups of names that exist and of gone ones, a retired service's refused port,
the news onion service's pages and a machine its SOCKS policy refuses, a chat bot's sessions held open through one
exit, and sources' uploads to a dropbox onion service, each on a circuit of its own: the ``node+tor`` estate.
With ``"kamailio"`` it scrapes a real Kamailio SIP server's own ``/metrics`` on an HTTP listener of its own (job
``kamailio``, Debian's ``kamailio`` 5.6 and the ``xhttp_prom`` module of ``kamailio-extra-modules``, a temporary
instance of its own in the foreground on loopback ports), a Thessaloniki roadside-assistance contact centre's registrar
and proxy, its core and module statistics beside the counters, gauge and histogram its routing script keeps, while
:mod:`bench.kamailio_workload` plays the centre's desk phones and softphones over UDP and TCP registering with digest
authentication, keepalives, calls answered, busy, unanswered, to unknown numbers and to an unplugged phone, a lobby
phone with an old password, a password guesser, a scanner and a flooding door intercom: the ``node+kamailio`` estate.
With ``"netdata"`` it scrapes the ``/api/v1/allmetrics`` API of a real Netdata agent (job ``netdata``, Debian's
``netdata`` 1.37 with ``netdata-plugins-python``, a temporary instance of its own in the foreground, unprivileged, on
loopback ports, with the ``params`` Netdata documents: ``format=prometheus_all_hosts``, so its host name is
``instance``), a Trieste coffee roaster's web-shop server, while :mod:`bench.netdata_workload` plays the shop: its
checkout service sending StatsD counters, gauges, timers, histograms, sets, meters and dictionaries to the agent's
StatsD server (three synthetic charts of its own beside a private chart per metric), an order mailer, two invoice
renderers and a stock synchroniser grouped by apps.plugin, and a session cache that python.d's memcached module reads:
the ``node+netdata`` estate.

With ``"jupyterhub"`` it scrapes a real JupyterHub's own ``/hub/metrics`` on the hub's own port (job ``jupyterhub``,
Debian's ``jupyterhub`` 3.0 with its ``configurable-http-proxy`` and ``python3-notebook``'s single-user servers, a
temporary instance of its own in the foreground on loopback ports, unauthenticated metrics), a Leuven university's
data-science course's hub, which :mod:`bench.jupyterhub_workload` configures (the shared-password
``DummyAuthenticator``, the ``SimpleLocalProcessSpawner``, a server limit, a pre-spawn hook reading the course roster,
two services with tokens) and drives: students logging in and starting, using and stopping their notebook servers
through the proxy, a start that times out, one refused over a disk quota and one with a command the hub lacks, late
students turned away from the full hub, failed logins, a dead link, a stopped server's bookmark, the dashboard's and
the autograder's API calls and a retired bot's revoked token: the ``node+jupyterhub`` estate.

With ``"django"`` it scrapes the ``/metrics`` view of a real Django site instrumented with django-prometheus (job
``django``, Debian's ``python3-django`` 3.2 and ``python3-django-prometheus`` 2.2 under Debian's ``gunicorn``, two
threaded workers adding up their metrics through prometheus_client's multi-process mode, a temporary instance of its
own on a loopback port), a Nantes makerspace's tool library (``bench/django_site``), which :mod:`bench.django_workload`
migrates (its latest migration left unapplied) and drives: catalogue pages from the cache, new searches, a retired
tool's page, loans made and returned at the kiosk and an old kiosk refused by CSRF, workshop bookings made, doubled and
cancelled, members' phone numbers updated, a crashing overdue report, scanners, an old link redirected and a planner
page waiting on a calendar that never answers: the ``node+django`` estate.
With ``"patroni"`` it scrapes the REST API's ``/metrics`` of each member of a real Patroni cluster (job ``patroni``,
Debian's ``patroni`` 3.0 running Debian's PostgreSQL, three members in the foreground on loopback ports with an etcd
of their own as the DCS, run as the postgres account when run as root, the member's name, ``lab-db1`` to ``lab-db3``,
as ``instance``), a Košice hospital laboratory's database cluster, whose start-up :mod:`bench.patroni_workload` plays
(a switchover to ``lab-db2``, a configuration change pending a restart, ``lab-db1`` restarted, the cluster in
maintenance mode and the reporting replica's WAL replay paused) before it writes the analysers' results to the
leader and reads from the replicas: the ``node+patroni`` estate.
With ``"registry"`` it scrapes the debug server's ``/metrics`` of a real container registry (job ``registry``, Debian's
``docker-registry``, the CNCF Distribution registry 2.8, a temporary instance of its own in the foreground on loopback
ports, filesystem storage in the scratch directory, htpasswd basic authentication, deletes enabled), a Montevideo
fintech's private registry, to which :mod:`bench.registry_workload` pushes the company's images over the HTTP API v2 and
then plays its CI pushing and pruning builds, its cluster's nodes pulling, a stale deploy script and a scanner asking
for what is not there, a retired Jenkins with an old password and anonymous clients refused, and a dashboard listing
the catalogue: the ``node+registry`` estate.

With ``"hacluster"`` it scrapes Debian's ``prometheus-hacluster-exporter`` (job ``hacluster``, ClusterLabs'
``ha_cluster_exporter`` 1.3 reading ``crm_mon``, ``cibadmin`` and Corosync's tools on each scrape) over a real
Pacemaker 2.1 cluster on Corosync 3 (Debian's ``pacemaker`` and ``corosync``, run as root in the foreground with a
Corosync configuration of its own on loopback, the CIB written where Pacemaker keeps it), a Porto container terminal's
two-node gate-operations cluster, one node down, fenced by a ``fence_dummy`` device and in standby, whose start-up
:mod:`bench.hacluster_workload` plays (a resource failed to its migration threshold, one that cannot start, a move and
a ban leaving their constraints, a resource left unmanaged): the ``node+hacluster`` estate.

All are Debian's binaries (``make test-packages`` installs the node exporter, the PostgreSQL server and its exporter,
the Redis server and its exporter, HAProxy and its exporter, the blackbox exporter, the process exporter, the
Pushgateway, MariaDB and its exporter, BIND and its exporter, Varnish and its exporter, Apache and its exporter, Squid
and its exporter, nginx and its exporter, Mosquitto and the MQTT exporter, Net-SNMP's agent and the SNMP exporter, the
SQL exporter, Postfix and its exporter, BIRD and its exporter, FRRouting and its exporter, Traffic Server and its
exporter, the mail exporter, the textfile collector scripts and ``sponge``, PgBouncer and its exporter, the
libvirt exporter, the smokeping prober, Alertmanager, dnsdist, Dovecot's IMAP server, etcd, RabbitMQ, the PowerDNS
Recursor, collectd with libmicrohttpd for its write_prometheus plugin, memcached, Knot Resolver with its HTTP
module, OpenIPMI's BMC simulator, the IPMI exporter and FreeIPMI's tools, Caddy, PowerDNS Authoritative and its
bind backend, rspamd, Prosody, Tor, Kamailio with its extra modules, the Netdata agent with its python.d plugins,
JupyterHub with its proxy and notebook server, gunicorn with Django and django-prometheus, Patroni, and Pacemaker,
Corosync, the fence agents, the resource agents and the HA cluster exporter;
``make setup`` Prometheus); when one is missing, :class:`NotInstalled` says which. The servers, exporters, Prometheus
and the workloads run under ``dying_with_parent``, so none outlives the test process, and everything they write stays
in a temporary directory.
"""

from __future__ import annotations

import contextlib
import functools
import glob
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol

import httpx

from bench import (
    alertmanager_workload,
    apache_workload,
    bind_workload,
    bird_workload,
    blackbox_workload,
    caddy_workload,
    collectd_workload,
    django_workload,
    dnsdist_workload,
    dovecot_workload,
    etcd_workload,
    frr_workload,
    hacluster_workload,
    haproxy_workload,
    ipmi_workload,
    jupyterhub_workload,
    kamailio_workload,
    kresd_workload,
    libvirt_workload,
    mailexporter_workload,
    mqtt_workload,
    mysql_workload,
    netdata_workload,
    nginx_workload,
    patroni_workload,
    pdns_workload,
    pg_workload,
    pgbouncer_workload,
    postfix_workload,
    process_workload,
    prosody_workload,
    pushgateway_workload,
    rabbitmq_workload,
    recursor_workload,
    redis_workload,
    registry_workload,
    rspamd_workload,
    smokeping_workload,
    snmp_workload,
    sql_workload,
    squid_workload,
    textfile_workload,
    tor_workload,
    trafficserver_workload,
    varnish_workload,
)
from harness.postgres import SUPERUSER_PASSWORD, PostgresServer, postgres_server
from harness.postgres import NotInstalled as PostgresNotInstalled
from lexiquery.loopback import free_port
from lexiquery.processes import dying_with_parent

NODE_EXPORTER = "prometheus-node-exporter"
POSTGRES_EXPORTER = "prometheus-postgres-exporter"
REDIS_SERVER = "redis-server"
REDIS_EXPORTER = "prometheus-redis-exporter"
HAPROXY = "haproxy"
HAPROXY_EXPORTER = "prometheus-haproxy-exporter"
BLACKBOX_EXPORTER = "prometheus-blackbox-exporter"
PROCESS_EXPORTER = "prometheus-process-exporter"
PUSHGATEWAY = "prometheus-pushgateway"
MARIADB_SERVER = "mariadbd"
MARIADB_INSTALL = "mariadb-install-db"
MYSQL_EXPORTER = "prometheus-mysqld-exporter"
NAMED = "named"
BIND_EXPORTER = "prometheus-bind-exporter"
VARNISHD = "varnishd"
VARNISH_EXPORTER = "prometheus-varnish-exporter"
APACHE = "apache2"
APACHE_EXPORTER = "prometheus-apache-exporter"
SQUID = "squid"
SQUID_EXPORTER = "prometheus-squid-exporter"
NGINX = "nginx"
NGINX_EXPORTER = "prometheus-nginx-exporter"
MOSQUITTO = "mosquitto"
MQTT_EXPORTER = "prometheus-mqtt-exporter"
SNMPD = "snmpd"
SNMP_EXPORTER = "prometheus-snmp-exporter"
SQL_EXPORTER = "prometheus-sql-exporter"
POSTFIX = "postfix"
POSTCONF = "postconf"
POSTFIX_EXPORTER = "prometheus-postfix-exporter"
BIRD = "bird"
BIRD_EXPORTER = "prometheus-bird-exporter"
TRAFFIC_SERVER = "traffic_server"
TRAFFICSERVER_EXPORTER = "prometheus-trafficserver-exporter"
MAILEXPORTER = "mailexporter"  # Debian's prometheus-mailexporter
PGBOUNCER = "pgbouncer"
PGBOUNCER_EXPORTER = "prometheus-pgbouncer-exporter"  # Debian's, run through pgbouncer_workload.EXPORTER_SHIM
LIBVIRT_EXPORTER = "prometheus-libvirt-exporter"
SMOKEPING_PROBER = smokeping_workload.PROBER  # Debian's prometheus-smokeping-prober, in a network namespace of its own
ALERTMANAGER = "prometheus-alertmanager"
DNSDIST = dnsdist_workload.DNSDIST  # Debian's dnsdist, serving its own metrics
DOVECOT = dovecot_workload.DOVECOT  # Debian's dovecot-core, serving IMAP with dovecot-imapd
ETCD = etcd_workload.ETCD  # Debian's etcd-server, each member serving its own metrics
RABBITMQ_SERVER = rabbitmq_workload.SERVER  # Debian's rabbitmq-server, its prometheus plugin the exporter
RECURSOR = recursor_workload.RECURSOR  # Debian's pdns-recursor, serving its own metrics (installed in /usr/sbin)
COLLECTD = collectd_workload.COLLECTD  # Debian's collectd-core, its write_prometheus plugin the exporter
MEMCACHED = collectd_workload.MEMCACHED  # Debian's memcached, watched by collectd
KRESD = kresd_workload.KRESD  # Debian's knot-resolver, its http module (knot-resolver-module-http) the exporter
IPMI_SIM = ipmi_workload.SIMULATOR  # Debian's openipmi, a BMC simulator per server
IPMI_EXPORTER = ipmi_workload.EXPORTER  # Debian's prometheus-ipmi-exporter, running FreeIPMI's tools
IPMI_TOOLS = ("ipmimonitoring", "bmc-info", "ipmi-chassis", "ipmi-sel")  # Debian's freeipmi-tools, in /usr/sbin
CADDY = caddy_workload.CADDY  # Debian's caddy, its admin endpoint serving the metrics
PDNS_SERVER = pdns_workload.PDNS_SERVER  # Debian's pdns-server, serving its own metrics, with pdns-backend-bind
RSPAMD = rspamd_workload.RSPAMD  # Debian's rspamd, its controller serving its own metrics
PROSODY = prosody_workload.PROSODY  # Debian's prosody, its mod_http_openmetrics serving the metrics
TOR = tor_workload.TOR  # Debian's tor, each one serving its own metrics on its MetricsPort
TOR_GENCERT = tor_workload.TOR_GENCERT  # from Debian's tor, the directory authorities' keys
KAMAILIO = kamailio_workload.KAMAILIO  # Debian's kamailio, its xhttp_prom module serving the metrics (in /usr/sbin)
NETDATA = netdata_workload.NETDATA  # Debian's netdata, its allmetrics API serving the metrics (in /usr/sbin)
JUPYTERHUB = jupyterhub_workload.JUPYTERHUB  # Debian's jupyterhub, serving its own metrics
JUPYTERHUB_TOOLS = (jupyterhub_workload.PROXY, jupyterhub_workload.SINGLEUSER, jupyterhub_workload.SETPRIV)
GUNICORN = django_workload.GUNICORN  # Debian's gunicorn, serving a Django site that exports its metrics itself
PATRONI = patroni_workload.PATRONI  # Debian's patroni, each member's REST API serving its own metrics
PATRONI_TOOLS = (patroni_workload.ETCD, patroni_workload.SETPRIV)  # its etcd (the DCS), and setpriv run as root
REGISTRY = registry_workload.REGISTRY  # Debian's docker-registry, its debug server serving the metrics
HTPASSWD = registry_workload.HTPASSWD  # Apache's htpasswd (apache2-utils), the registry's bcrypt password file
PACEMAKERD = hacluster_workload.PACEMAKERD  # Debian's pacemaker (in /usr/sbin), over Debian's corosync
HACLUSTER_EXPORTER = hacluster_workload.EXPORTER  # Debian's prometheus-hacluster-exporter, reading the cluster's tools
HACLUSTER_TOOLS = (hacluster_workload.COROSYNC, *hacluster_workload.TOOLS)
# The mail exporter's probes and its Maildir watcher share a map without a lock: on more than one thread it dies within
# seconds ("concurrent map read and map write"), so it runs on one.
MAILEXPORTER_ENV = {"GOMAXPROCS": "1"}
# The BIRD exporter reads BIRD 2's multi-channel protocols and turns each protocol's description into labels.
BIRD_EXPORTER_FLAGS = ("-bird.v2", "-format.description-labels")
BGPD = "/usr/lib/frr/bgpd"  # FRRouting's daemons live outside PATH
FRR_EXPORTER = "prometheus-frr-exporter"
# The FRR exporter reads bgpd alone (no OSPF or BFD daemons), labels each peer with its description's "desc", counts
# peers up by their description's "type", and reports what the router advertises to each peer.
FRR_EXPORTER_FLAGS = ("--no-collector.ospf", "--no-collector.bfd", "--collector.bgp.peer-types",
                      "--collector.bgp.peer-descriptions", "--collector.bgp.advertised-prefixes")  # fmt: skip
# what the Postfix gateway's set-up runs beside Postfix: the SASL password tool and openssl for its certificate
POSTFIX_TOOLS = ("saslpasswd2", "openssl")
# The Varnish cache's settings: a small in-memory store, two thread pools, no management port (varnishstat reads the
# shared memory in its working directory), and no privilege-separation jail: its switches of user id would clear the
# parent-death signal that makes varnishd end with the benchmark process.
VARNISH_SETTINGS = ("-s", "malloc,64m", "-p", "thread_pools=2", "-p", "thread_pool_min=20", "-T", "none", "-j", "none")
# The MariaDB server's settings: small memory, a connection cap, a one-second slow-query threshold, per-user statistics,
# the query-response-time histogram, no binary log.
MARIADB_SETTINGS = ("--skip-name-resolve", "--skip-log-bin", "--innodb-buffer-pool-size=64M",
                    "--innodb-log-file-size=16M", "--max-connections=120", "--long-query-time=1", "--userstat=ON",
                    "--performance-schema=ON", "--plugin-load-add=query_response_time",
                    "--query-response-time-stats=ON", "--table-open-cache=400")  # fmt: skip
# The MySQL exporter's collectors beyond its defaults (global status and variables, InnoDB metrics, engine status).
MYSQL_EXPORTER_FLAGS = ("--collect.info_schema.processlist", "--collect.info_schema.processlist.processes_by_user",
                        "--collect.info_schema.tables", "--collect.info_schema.tables.databases=shop,wiki,analytics",
                        "--collect.auto_increment.columns", "--collect.info_schema.userstats",
                        "--collect.info_schema.query_response_time", "--collect.perf_schema.tableiowaits")  # fmt: skip
WORKLOAD = Path(pg_workload.__file__).resolve()  # run as a script, in its own process
REDIS_WORKLOAD = Path(redis_workload.__file__).resolve()  # likewise
# The Redis server's settings: no persistence, a memory cap with LRU eviction, a client limit below any usual
# open-file limit (Redis would otherwise lower it to fit the machine's).
REDIS_SETTINGS = ("--save", "", "--appendonly", "no", "--maxmemory", "256mb", "--maxmemory-policy", "allkeys-lru",
                  "--maxclients", "500")  # fmt: skip
# Key sizes the Redis exporter reports (redis_key_size), and its config settings as metrics.
REDIS_EXPORTER_FLAGS = (
    "-check-single-keys=db2=queue:emails,db2=queue:webhooks,db3=leaderboard:weekly,db3=leaderboard:alltime",
    "-include-config-metrics",
)
# Collectors that read /proc and /sys unprivileged in a container (no systemd, udev, hardware sensors).
COLLECTORS = ("cpu", "meminfo", "loadavg", "stat", "time", "uname", "vmstat", "netdev", "filefd")
READY_SECONDS = 60.0
# HAProxy's servers that pass their health checks once it runs (cms1 is down, shop4 in maintenance).
HAPROXY_HEALTHY = sum(listening and "disabled" not in options for _, _, options, _, _, listening in
                      haproxy_workload.SERVERS.values())  # fmt: skip


def _start(argv: list[str], log: Path, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    with log.open("ab") as out:
        return subprocess.Popen(
            dying_with_parent(argv), stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env
        )


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait(what: str, ready: Callable[[], bool], processes: list[tuple[subprocess.Popen[bytes], Path]]) -> None:
    deadline = time.monotonic() + READY_SECONDS
    while time.monotonic() < deadline:
        with contextlib.suppress(httpx.HTTPError, ValueError, KeyError):
            if ready():
                return
        for process, log in processes:
            if process.poll() is not None:
                raise RuntimeError(f"{process.args!r} exited ({process.returncode}): {log.read_text()[-2000:]}")
        time.sleep(0.1)
    logs = "\n".join(log.read_text()[-1000:] for _, log in processes)
    raise RuntimeError(f"{what} within {READY_SECONDS:g}s; logs:\n{logs}")


def _query(url: str, promql: str) -> list[dict[str, Any]]:
    response = httpx.get(f"{url}/api/v1/query", params={"query": promql}, timeout=2)
    response.raise_for_status()
    result: list[dict[str, Any]] = response.json()["data"]["result"]
    return result


def _scraped(url: str, jobs: list[str]) -> bool:
    """Every job is up, Prometheus's own request-duration histogram has been scraped, and each job's service has
    settled (``SETTLED``)."""
    up = sorted({job for series in _query(url, "up == 1") if (job := series["metric"]["job"]) not in PROBE_JOBS})
    if up != sorted(jobs) or not _query(url, "prometheus_http_request_duration_seconds_bucket"):
        return False
    return all(_query(url, SETTLED[job]) for job in jobs if job in SETTLED)


def _which(command: str) -> str | None:
    """The command's path, looking in the system directories too (HAProxy installs into /usr/sbin)."""
    return shutil.which(command) or shutil.which(command, path="/usr/sbin:/sbin")


PRODUCTS = redis_workload.PRODUCTS
PROBE_JOBS = blackbox_workload.PROBE_JOBS
PROBE_TARGETS = sum(len(services) for services in blackbox_workload.PROBES.values())
VARNISH_HEALTHY = sum(listening for _, listening in varnish_workload.BACKENDS.values())


# What each job's exporter shows once its service has settled under its workload: the condition Prometheus must
# answer before anything is asked.
SETTLED = {
    # every probe target scraped and the expected probes succeeding (the probe jobs, several targets each, are not
    # among the jobs waited for)
    blackbox_workload.EXPORTER_JOB: f'count(up{{job=~"{"|".join(PROBE_JOBS)}"}} == 1) == {PROBE_TARGETS}'
    f" and on() count(probe_success == 1) == {blackbox_workload.SUCCEEDING}",
    # every service's group seen with all its processes
    "process": f"count(namedprocess_namegroup_num_procs) == {len(process_workload.GROUPS)}"
    f" and on() sum(namedprocess_namegroup_num_procs) == {sum(process_workload.PROCESSES.values())}",
    # every batch job's group pushed and scraped
    "pushgateway": f"count(push_time_seconds) == {pushgateway_workload.GROUPS}",
    # the server read, every workload connection open
    "mysql": f"mysql_up == 1 and on() sum(mysql_info_schema_processlist_processes_by_user"
    f'{{mysql_user=~"{"|".join(mysql_workload.CONNECTIONS)}"}}) == {sum(mysql_workload.CONNECTIONS.values())}',
    # the name server read, every zone loaded, queries forwarded upstream
    "bind": 'bind_up == 1 and on() bind_resolver_queries_total{type="A"} > 0'
    f" and on() count(bind_zone_serial) == {len(bind_workload.SERIALS)}",
    # health probes settled (every listening backend healthy, comments sick), readers served from cache
    "varnish": "varnish_up == 1 and on() varnish_main_cache_hit > 0"
    f" and on() count(varnish_backend_up == 1) == {VARNISH_HEALTHY}"
    ' and on() varnish_backend_up{backend="comments"} == 0',
    # every worker thread started while visitors are served
    "apache": f"apache_up == 1 and on() sum(apache_workers) == {apache_workload.THREADS}"
    " and on() apache_accesses_total > 0",
    # the cache manager read while the office's traffic is served, some of it from the cache
    "squid": "squid_up == 1 and on() squid_client_http_hits_total > 0 and on() squid_process_open_fds > 0",
    # the status read while visitors are served, every traveller's keep-alive connection open
    "nginx": "nginx_up == 1 and on() nginx_http_requests_total > 100"
    f" and on() nginx_connections_active > {nginx_workload.BROWSERS}",
    # connected to the broker, a reading received from every device
    "mqtt": f"mqtt2prometheus_connected == 1 and on() count(received_messages) == {len(mqtt_workload.DEVICES)}"
    f" and on() count(water_litres_total) == {len(mqtt_workload.COMPARTMENTS)} and on() wind_speed_ms > 0",
    # every device's agent answering the walk
    "snmp": f'count(up{{job="snmp"}} == 1) == {len(snmp_workload.DEVICES)}'
    f" and on() count(ifHCInOctets) == {len(snmp_workload.PORTS)}"
    f" and on() count(upsBatteryStatus) == {len(snmp_workload.UPSES)}",
    # the queries seeing every sales channel, payment outcome and client session, and the offline validators
    "sql": f'count(sql_tickets_sold{{col="tickets"}}) == {len(sql_workload.SALES)}'
    f" and on() count(sql_payment_attempts) == {len(sql_workload.PAYMENTS)}"
    f" and on() sum(sql_client_sessions) == {sum(sql_workload.SESSIONS.values())}"
    f' and on() sum(sql_validators{{col="offline"}}) == {sum(o for _, o in sql_workload.VALIDATORS.values())}',
    # the queue read, the standing deferred and held mail queued, bounces and authenticated submissions flowing
    "postfix": "postfix_up == 1"
    f' and on() sum(postfix_showq_message_size_bytes_count{{queue="deferred"}}) == {postfix_workload.DEFERRED}'
    f' and on() sum(postfix_showq_message_size_bytes_count{{queue="hold"}}) == {postfix_workload.HELD}'
    ' and on() sum(postfix_pipe_delivery_delay_seconds_count{relay="bounceproc"}) > 0'
    ' and on() sum(postfix_smtpd_messages_processed_total{sasl_method!=""}) > 0',
    # every neighbour's session established and its whole table imported, the full table exported to Beskid
    "bird": f'count(bird_protocol_up{{proto="BGP"}} == 1) == {bird_workload.ESTABLISHED}'
    f' and on() sum(bird_protocol_prefix_import_count{{proto="BGP"}}) == {bird_workload.IMPORTED}'
    f' and on() bird_protocol_prefix_export_count{{name="cust_beskid"}} == {bird_workload.FULL_TABLE}',
    # every listening neighbour's session established and its whole table received
    "frr": f"count(frr_bgp_peer_state == 1) == {frr_workload.ESTABLISHED}"
    f" and on() sum(frr_bgp_peer_prefixes_received_count_total) == {frr_workload.RECEIVED}",
    # the statistics read while the players are served, patches from the cache, the forum's origin refusing
    "trafficserver": 'trafficserver_transaction_hits_total{state="fresh"} > 100'
    ' and on() trafficserver_transaction_errors_total{state="connect_failed"} > 0',
    # every probe past its first timeout: the delivering ones delivered, the late and the lost ones failed, the
    # refused ones counted
    "mailexporter": f"count(mail_deliver_success == 1) == {len(mailexporter_workload.DELIVERING)}"
    f" and on() count(mail_deliver_success == 0) == {len(mailexporter_workload.FAILING)}"
    f" and on() count(mail_send_fails_total > 0) == {len(mailexporter_workload.SEND_FAILING)}"
    " and on() sum(mail_late_mails_total) > 0",
    # every directory measured, every daemon's inotify instances seen, the apt state read
    "textfile": f"count(node_directory_size_bytes) == {len(textfile_workload.DIRECTORIES)}"
    f' and on() sum(inotify_instances{{command=~"{"|".join(textfile_workload.HOLDERS)}"}}) =='
    f" {textfile_workload.INSTANCES} and on() count(apt_upgrades_pending) > 0",
    # every service's connections open, the reports queued behind the stuck ones, the orders flowing
    "pgbouncer": f"sum(pgbouncer_waiting_clients) == {pgbouncer_workload.WAITING}"
    f' and on() sum(pgbouncer_active_clients{{database!="pgbouncer"}}) =='
    f" {pgbouncer_workload.CONNECTIONS - pgbouncer_workload.WAITING}"
    ' and on() pgbouncer_requests_total{database="orders"} > 0',
    # libvirt read through the test driver, every active domain listed with its disks and interfaces
    "libvirt": f"libvirt_up == 1 and on() libvirt_domains_number == {len(libvirt_workload.ACTIVE)}"
    f" and on() count(libvirt_domain_info_virtual_cpus) == {len(libvirt_workload.ACTIVE)}",
    # every target pinged, every answering one answered (the Ptuj branch too, before it went dark)
    "smokeping": f"count(smokeping_requests_total) == {len(smokeping_workload.HOSTS)}"
    " and on() count(smokeping_response_duration_seconds_count > 0) =="
    f" {len(smokeping_workload.ANSWERING) + len(smokeping_workload.DARK)}",
    # every silence made, every alert posted or sent by Prometheus held, inhibited or silenced as planned, the
    # integrations that fail seen failing and Prometheus's own alerts firing
    "alertmanager": f'alertmanager_silences{{state="active"}} == {alertmanager_workload.ACTIVE_SILENCES}'
    f' and on() alertmanager_silences{{state="expired"}} == {alertmanager_workload.EXPIRED_SILENCES}'
    f' and on() alertmanager_alerts{{state="suppressed"}} == {alertmanager_workload.SUPPRESSED}'
    f' and on() sum(alertmanager_alerts) == {alertmanager_workload.HELD}'
    f" and on() count(alertmanager_notification_requests_failed_total > 0) == {len(alertmanager_workload.FAILING)}"
    ' and on() count(ALERTS{alertstate="firing"}) == 5',
    # the live resolvers healthy, the smart plug blocked, the cache holding every name it will hold
    "dnsdist": 'dnsdist_pool_active_servers{pool="_default_"} == 2'
    ' and on() dnsdist_server_status{server="auth-internal"} == 1 and on() dnsdist_dyn_block_nmg_size == 1'
    f' and on() dnsdist_pool_cache_entries{{pool="_default_"}} == {dnsdist_workload.CACHED}',
    # every user logged in, every wrong name tried, the missing folder and the malformed search refused
    "dovecot": f"count(dovecot_auth_success_total) == {len(dovecot_workload.USERS)}"
    f" and on() count(dovecot_auth_failures_total) == {len(dovecot_workload.SPRAYED) + 2}"
    ' and on() dovecot_imap_command_total{cmd_name="SELECT",tagged_reply_state="NO"} > 0'
    ' and on() dovecot_imap_command_total{cmd_name="SEARCH",tagged_reply_state="BAD"} > 0',
    # the leadership moved to etcd-a, the keyspace loaded, every watch open, every lease granted, the crashed
    # tracker's lease expired, the failing clients failing
    "etcd": f'etcd_server_is_leader{{instance="{etcd_workload.LEADER}"}} == 1'
    f" and on() sum(etcd_debugging_mvcc_watcher_total) == {etcd_workload.WATCHES}"
    f" and on() min(etcd_debugging_mvcc_keys_total) >= {etcd_workload.KEYS}"
    f" and on() min(etcd_debugging_lease_granted_total) == {etcd_workload.GRANTED}"
    " and on() sum(etcd_debugging_server_lease_expired_total) == 1"
    ' and on() sum(grpc_server_handled_total{grpc_code="OutOfRange"}) > 0'
    ' and on() sum(grpc_server_handled_total{grpc_code="InvalidArgument"}) > 0',
    # every queue defined, every consumer attached, the report builder holding its reports, the dead letters and the
    # refused logins counted
    "rabbitmq": f"count(rabbitmq_queue_messages) == {len(rabbitmq_workload.QUEUES)}"
    f" and on() sum(rabbitmq_queue_consumers) == {len(rabbitmq_workload.QUEUES) - len(rabbitmq_workload.UNCONSUMED)}"
    f' and on() rabbitmq_queue_messages_unacked{{queue="reports.generate"}} == {rabbitmq_workload.REPORT_PREFETCH}'
    ' and on() rabbitmq_queue_messages{queue="prescriptions.rejected"} > 0'
    ' and on() rabbitmq_auth_attempts_failed_total > 0',
    # every kind of client heard: the blocklist hit, the ERP's SERVFAILs and the VPN's timeouts seen, the TCP probe
    # and the scanner counted
    "recursor": f'pdns_recursor_policy_hits{{policyname="{recursor_workload.RPZ}"}} > 0'
    ' and on() pdns_recursor_auth_rcode_answers{rcode="servfail"} > 0 and on() pdns_recursor_outgoing_timeouts > 0'
    " and on() pdns_recursor_tcp_questions > 0 and on() pdns_recursor_unauthorized_udp > 0"
    " and on() pdns_recursor_auth4_answers100_1000 > 0",
    # every cache read, the seat maps evicting, every statsd counter and spool directory seen
    "collectd": f"count(collectd_memcached_memcached_items) == {len(collectd_workload.CACHES)}"
    ' and on() sum(rate(collectd_memcached_memcached_ops_total{type="evictions"}[15s])) > 0'
    f" and on() count(collectd_statsd_derive_total) == {len(collectd_workload.STATSD_COUNTERS)}"
    f" and on() count(collectd_filecount_files) == {len(collectd_workload.DIRECTORIES)}",
    # both blocklists, the legacy portal's SERVFAIL, the slow library answers, TCP and TLS clients all seen
    "kresd": f'count(kresd_policy_blocked > 0) == {len(kresd_workload.BLOCKLISTS)}'
    " and on() kresd_answer_servfail > 0 and on() kresd_request_tcp > 0 and on() kresd_request_dot > 0"
    ' and on() kresd_latency_bucket{le="250"} > on() kresd_latency_bucket{le="100"}',
    # every BMC read by every collector, each server's sensors seen
    "ipmi": f"count(ipmi_up == 1) == {len(ipmi_workload.BMCS) * len(ipmi_workload.COLLECTORS)}"
    f" and on() count(ipmi_temperature_celsius) == {ipmi_workload.TEMPERATURES}",
    # the old booking VM found dead by the health checks, every wall screen's long poll open, every server counting,
    # the refused partner logins and the missing pages seen
    "caddy": "count(caddy_reverse_proxy_upstreams_healthy == 0) == 1"
    f' and on() sum(caddy_http_requests_in_flight{{server="fleet"}}) == {caddy_workload.SCREENS}'
    f" and on() count(count by (server) (caddy_http_requests_total)) == {len(caddy_workload.SERVERS)}"
    ' and on() caddy_http_request_errors_total{server="partners"} > 0'
    ' and on() caddy_http_request_errors_total{server="www"} > 0',
    # both name servers read with their zones loaded, the packet cache answering, the update, NOTIFY and malformed
    # messages counted
    "pdns": f'count(pdns_auth_zone_cache_size) == {len(pdns_workload.SERVERS)}'
    ' and on() sum(pdns_auth_packetcache_hit) > 0 and on() sum(pdns_auth_dnsupdate_refused) > 0'
    ' and on() sum(pdns_auth_incoming_notifications) > 0 and on() sum(pdns_auth_corrupt_packets) > 0'
    ' and on() sum(pdns_auth_unauth_packets{instance="ns2"}) > 0',
    # both scanners scanning, the classifier learning and every action the traffic asks for taken
    "rspamd": f"count(rate(rspamd_scanned_total[1m]) > 0) == {len(rspamd_workload.SERVERS)}"
    " and on() sum(rate(rspamd_learned_total[1m])) > 0"
    ' and on() count(rspamd_actions_total{instance="mx1"} > 0) == 6',
    # every client logged in (or stuck before it), the phones' stream management on, abandoned BOSH sessions timed out
    "prosody": 'sum(prosody_mod_c2s__connections{type="c2s"}) == '
    f"{len(prosody_workload.USERS) - 1 + prosody_workload.GUESTS}"
    ' and on() sum(prosody_mod_c2s__connections{type="c2s_unauthed"}) == 2'
    " and on() sum(prosody_mod_smacks__sessions_started_total) > 4 and on() prosody_mod_bosh__timeout_total > 0",
    # every relay in the consensus, the chat bot's sessions open, streams leaving through the exits and uploads
    # reaching the dropbox
    "tor": f'count(tor_relay_flag{{type="Running"}} == 1) == {len(tor_workload.RELAYS)}'
    f' and on() sum(tor_relay_connections{{instance="{tor_workload.CHAT_BOT}",type="Socks",state="opened"}}) == '
    f"{tor_workload.CHAT_SESSIONS}"
    ' and on() sum(rate(tor_relay_streams_total{type="BEGIN",instance=~"exit.*"}[5s])) > 0'
    ' and on() sum(rate(tor_hs_intro_num_total[5s])) > 0',
    # every phone registered and the night-shift phone's registration expired, every call outcome seen, the intercom
    # banned
    "kamailio": f"kamailio_usrloc_registered_users == {len(kamailio_workload.REGISTERED)}"
    f" and on() kamailio_usrloc_location_contacts == {len(kamailio_workload.DEVICES)}"
    " and on() kamailio_usrloc_location_expires == 1 and on() kamailio_banned_addresses == 1"
    " and on() count(kamailio_call_outcomes_total) == 5 and on() count(kamailio_auth_failures_total) == 2",
    # every shop service grouped by apps.plugin, every StatsD metric charted, the session cache read by python.d
    "netdata": f"count(netdata_apps_processes_processes_average{{dimension=~\"{'|'.join(netdata_workload.GROUPS)}\"}}"
    f" > 0) == {len(netdata_workload.GROUPS)}"
    f" and on() sum(netdata_netdata_statsd_metrics_metrics_average) == {sum(netdata_workload.STATSD_METRICS.values())}"
    f' and on() netdata_memcached_items_items_average{{dimension="current"}} == {netdata_workload.SESSIONS}'
    f" and on() count(netdata_molo_checkout_outcomes_checkouts_persec_average) == {len(netdata_workload.OUTCOMES)}",
    # the session's start played (servers started, stopped and failed), the hub full and turning students away
    "jupyterhub": f"jupyterhub_running_servers == {jupyterhub_workload.SERVER_LIMIT}"
    f' and on() jupyterhub_server_stop_seconds_count{{status="success"}} == {len(jupyterhub_workload.HANDED_IN)}'
    " and on() jupyterhub_server_spawn_duration_seconds_count{status=\"failure\"} == "
    f"{jupyterhub_workload.FAILED_STARTS}"
    ' and on() rate(jupyterhub_server_spawn_duration_seconds_count{status="too-many-users"}[5s]) > 0',
    # both workers' metrics added up, the bookings being cancelled and the overdue report crashing
    "django": 'sum(django_model_deletes_total{model="booking"}) > 2'
    ' and on() sum(django_http_exceptions_total_by_type_total{type="KeyError"}) > 2'
    " and on() count(django_migrations_applied_total) >= 1",
    # the switchover made (lab-db2 leading on timeline 2), lab-db1 restarted and in sync, lab-db3's replay paused,
    # the analysers' results flowing
    "patroni": f'patroni_primary{{instance="{patroni_workload.LEADER}"}} == 1'
    f' and on() patroni_sync_standby{{instance="{patroni_workload.FIRST_LEADER}"}} == 1'
    f' and on() patroni_xlog_paused{{instance="{patroni_workload.REPORTING}"}} == 1'
    f" and on() count(patroni_is_paused == 1) == {len(patroni_workload.MEMBERS)}"
    f" and on() count(patroni_pending_restart == 1) == {len(patroni_workload.MEMBERS) - 1}"
    f" and on() min(patroni_postgres_timeline) == 2"
    f' and on() rate(patroni_xlog_location{{instance="{patroni_workload.LEADER}"}}[5s]) > 0',
    # the images pushed, the CI's builds pushed and pruned, the pulls answered from the blob descriptor cache
    "registry": 'rate(registry_http_requests_total{handler="manifest",method="delete",code="202"}[5s]) > 0'
    ' and on() rate(registry_http_requests_total{handler="blob",method="get",code="200"}[5s]) > 0'
    ' and on() rate(registry_storage_cache_total{type="Hit"}[5s]) > 0',
    # the gate cluster's start-up played: the EDI gateway at its threshold, the weighbridge unable to start, the
    # CCTV archive unmanaged, the moved reports' and the banned customs sync's constraints made
    "hacluster": f'ha_cluster_pacemaker_fail_count{{resource="{hacluster_workload.FAILED}"}}'
    f" == {hacluster_workload.FAILURES}"
    f' and on() ha_cluster_pacemaker_fail_count{{resource="{hacluster_workload.UNSTARTABLE}"}} == +Inf'
    f' and on() ha_cluster_pacemaker_resources{{resource="{hacluster_workload.UNMANAGED}",managed="false",'
    'status="active"} == 1'
    " and on() count(ha_cluster_pacemaker_location_constraints) == 4",
    "postgres": "pg_up == 1",  # the exporter reaches its database
    # health checks settled (every listening server up, cms1 down) while the website's traffic flows
    "haproxy": f"haproxy_up == 1 and on() count(haproxy_server_up == 1) == {HAPROXY_HEALTHY}"
    ' and on() haproxy_server_up{server="cms1"} == 0'
    ' and on() haproxy_frontend_http_requests_total{frontend="www"} > 0',
    "redis": f'redis_up == 1 and on() redis_db_keys{{db="db1"}} == {PRODUCTS}',  # Redis read, the cache loaded
}  # fmt: skip


class NotInstalled(RuntimeError):
    """Prometheus, the node exporter, or (with ``"postgres"``) PostgreSQL or its exporter, or (with
    ``"redis"``) Redis or its exporter, or (with ``"haproxy"``) HAProxy or its exporter, or (with
    ``"blackbox"``) the blackbox exporter, or (with ``"process"``) the process exporter, or (with
    ``"pushgateway"``) the Pushgateway, or (with ``"mysql"``) MariaDB or its exporter, or (with ``"bind"``)
    BIND or its exporter, or (with ``"varnish"``) Varnish or its exporter, or (with ``"apache"``) Apache or its
    exporter, or (with ``"squid"``) Squid or its exporter, or (with ``"nginx"``) nginx or its exporter, or (with
    ``"mqtt"``) Mosquitto or the MQTT exporter, or (with ``"snmp"``) Net-SNMP's agent or the SNMP exporter, or
    (with ``"sql"``) PostgreSQL or the SQL exporter, or (with ``"postfix"``) Postfix, its exporter or the tools
    its set-up runs is not installed, or Postfix cannot run because this process is not root, or (with ``"bird"``)
    BIRD or its exporter, or (with ``"frr"``) FRRouting's bgpd or its exporter, or (with ``"trafficserver"``) Traffic
    Server or its exporter is not installed, or (with ``"mailexporter"``) Postfix, the mail exporter or the tools
    Postfix's set-up runs is not installed or Postfix cannot run because this process is not root, or (with
    ``"textfile"``) the textfile collector scripts or ``sponge``, or (with ``"pgbouncer"``) PostgreSQL, PgBouncer or
    its exporter, or (with ``"libvirt"``) the libvirt exporter, or (with ``"alertmanager"``) Alertmanager, or (with
    ``"dnsdist"``) dnsdist, or (with ``"smokeping"``) the smokeping prober is not installed, or the prober cannot run
    because this process is not root, or (with ``"dovecot"``) Dovecot or its IMAP server is not installed or cannot run
    because this process is not root, or (with ``"etcd"``) etcd is not installed, or (with ``"rabbitmq"``) RabbitMQ or
    Erlang's ``epmd`` is not installed, or (with ``"recursor"``) the PowerDNS Recursor is not installed, or (with
    ``"collectd"``) collectd, the libmicrohttpd its write_prometheus plugin needs, or memcached is not installed, or
    (with ``"kresd"``) Knot Resolver or its HTTP module is not installed, or (with ``"ipmi"``) OpenIPMI's BMC
    simulator, the IPMI exporter or FreeIPMI's tools are not installed, (with ``"caddy"``) Caddy is not installed,
    or (with ``"pdns"``) PowerDNS Authoritative or its bind backend is not installed, or (with ``"rspamd"``) rspamd or
    the Redis server its classifier keeps its statistics in is not installed, or (with ``"prosody"``) Prosody is not
    installed, or (with ``"tor"``) Tor or its ``tor-gencert`` is not installed, or (with ``"kamailio"``) Kamailio or
    its xhttp_prom module (``kamailio-extra-modules``) is not installed, or (with ``"netdata"``) the Netdata agent, its
    python.d plugins (``netdata-plugins-python``) or memcached is not installed, or (with
    ``"jupyterhub"``) JupyterHub, its ``configurable-http-proxy`` or its ``jupyterhub-singleuser`` is not installed, or
    (with ``"django"``) gunicorn, or Django and django-prometheus for the Python it runs under, is not installed,
    or (with ``"patroni"``) Patroni, etcd or the PostgreSQL server is not installed, or (with ``"registry"``) the
    Distribution registry (``docker-registry``) or Apache's ``htpasswd`` is not installed, or (with ``"hacluster"``)
    Pacemaker, Corosync, the fence or resource agents or the HA cluster exporter is not installed or cannot run
    because this process is not root."""


class _Loads(Protocol):
    """A workload that keeps its databases in PostgreSQL: it creates them on a server."""

    def load(self, port: int, password: str, /) -> None: ...


@contextlib.contextmanager
def _postgres_cluster(workload: _Loads) -> Iterator[PostgresServer]:
    """A fresh PostgreSQL cluster with ``workload``'s databases loaded (:mod:`bench.pg_workload`,
    :mod:`bench.sql_workload`, :mod:`bench.pgbouncer_workload`)."""
    try:
        with postgres_server() as server:
            workload.load(server.port, SUPERUSER_PASSWORD)
            yield server
    except PostgresNotInstalled as error:
        raise NotInstalled(str(error)) from error


def _redis_ready(port: int) -> bool:
    """Whether the Redis server on ``port`` answers PING."""
    try:
        connection = redis_workload.Connection(port)
    except OSError:
        return False
    try:
        return connection.call("PING") == b"PONG"
    finally:
        connection.sock.close()


def _listening(port: int) -> bool:
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
        return True
    return False


Processes = list[tuple[subprocess.Popen[bytes], Path]]


@dataclass(frozen=True)
class Launch:
    """What starting a service needs: the exit stack closing what it borrows (a PostgreSQL cluster, MariaDB's
    directory), the scratch directory its files and logs go in, the port Prometheus scrapes its exporter on, the
    processes started so far (it adds its own, stopped in reverse), and the ports of what it probes or walks
    (the blackbox exporter's services, the SNMP agents)."""

    stack: contextlib.ExitStack
    directory: Path
    port: int
    processes: Processes
    ports: dict[str, int]


def _start_postgres(launch: Launch) -> None:
    """Start, adding each to ``processes``, a PostgreSQL cluster (closed with ``stack``), its steady workload
    (:mod:`bench.pg_workload`) and the PostgreSQL exporter reading it."""
    stack, directory, exporter_port, processes = launch.stack, launch.directory, launch.port, launch.processes
    server = stack.enter_context(_postgres_cluster(pg_workload))
    workload_log = directory / "pg-workload.log"
    workload = [sys.executable, str(WORKLOAD), str(server.port), SUPERUSER_PASSWORD]
    processes.append((_start(workload, workload_log), workload_log))
    pg_log = directory / "postgres-exporter.log"
    pg_exporter = [POSTGRES_EXPORTER, f"--web.listen-address=127.0.0.1:{exporter_port}"]
    env = {**os.environ, "DATA_SOURCE_NAME": f"{server.dsn()}?sslmode=disable"}
    processes.append((_start(pg_exporter, pg_log, env), pg_log))


def _start_workload(
    directory: Path, processes: list[tuple[subprocess.Popen[bytes], Path]], module: ModuleType, *arguments: str
) -> None:
    """Start ``python -m module arguments…`` (a workload that keeps a server busy), adding it to ``processes``, its
    output in ``directory``."""
    log = directory / f"{module.__name__.rsplit('.', 1)[-1]}.log"
    processes.append((_start([sys.executable, "-m", module.__name__, *arguments], log), log))


def _start_redis(launch: Launch) -> None:
    """Start, adding each to ``processes``, a Redis server, loaded and kept busy (:mod:`bench.redis_workload`),
    and the Redis exporter reading it."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    redis_port = free_port()
    redis_dir = directory / "redis"
    redis_dir.mkdir()
    redis_log = directory / "redis-server.log"
    server_argv = [REDIS_SERVER, "--port", str(redis_port), "--bind", "127.0.0.1", "--dir", str(redis_dir)]
    processes.append((_start([*server_argv, *REDIS_SETTINGS], redis_log), redis_log))
    _wait("redis-server was not ready", lambda: _redis_ready(redis_port), processes)
    redis_workload.load(redis_port)
    workload_log = directory / "redis-workload.log"
    processes.append((_start([sys.executable, str(REDIS_WORKLOAD), str(redis_port)], workload_log), workload_log))
    exporter_log = directory / "redis-exporter.log"
    exporter = [
        REDIS_EXPORTER,
        f"-redis.addr=redis://127.0.0.1:{redis_port}",
        f"-web.listen-address=127.0.0.1:{exporter_port}",
        *REDIS_EXPORTER_FLAGS,
    ]
    processes.append((_start(exporter, exporter_log), exporter_log))


def _start_haproxy(launch: Launch) -> None:
    """Start, adding each to ``processes``, the backend servers and the traffic (:mod:`bench.haproxy_workload`),
    HAProxy once its servers listen, and the HAProxy exporter reading HAProxy's statistics page and, through a
    pid file, its process."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    ports = {name: free_port() for name in (*haproxy_workload.FRONTENDS, *haproxy_workload.SERVERS)}
    config = directory / "haproxy.cfg"
    config.write_text(haproxy_workload.config(ports))
    _start_workload(directory, processes, haproxy_workload, json.dumps(ports))
    listening = [name for name, spec in haproxy_workload.SERVERS.items() if spec[-1]]
    _wait(
        "the HAProxy backend servers were not listening",
        lambda: all(_listening(ports[name]) for name in listening),
        processes,
    )
    haproxy_log = directory / "haproxy.log"
    haproxy = _start([str(_which(HAPROXY)), "-f", str(config), "-db"], haproxy_log)
    processes.append((haproxy, haproxy_log))
    pid_file = directory / "haproxy.pid"
    pid_file.write_text(f"{haproxy.pid}\n")
    exporter_log = directory / "haproxy-exporter.log"
    exporter = [
        HAPROXY_EXPORTER,
        f"--haproxy.scrape-uri=http://127.0.0.1:{ports['stats']}/stats;csv",
        f"--haproxy.pid-file={pid_file}",
        f"--web.listen-address=127.0.0.1:{exporter_port}",
    ]
    processes.append((_start(exporter, exporter_log), exporter_log))


def _start_blackbox(launch: Launch) -> None:
    """Start, adding each to ``processes``, the services to probe (:mod:`bench.blackbox_workload`, on ``ports``)
    and, once they listen, the blackbox exporter with the workload's modules."""
    directory, exporter_port, ports, processes = launch.directory, launch.port, launch.ports, launch.processes
    _start_workload(directory, processes, blackbox_workload, json.dumps(ports))
    _wait(
        "the services to probe were not listening",
        lambda: all(_listening(ports[name]) for name in blackbox_workload.LISTENING),
        processes,
    )
    config = directory / "blackbox.yml"
    config.write_text(blackbox_workload.blackbox_config())
    exporter_log = directory / "blackbox-exporter.log"
    exporter = [BLACKBOX_EXPORTER, f"--config.file={config}", f"--web.listen-address=127.0.0.1:{exporter_port}"]
    processes.append((_start(exporter, exporter_log), exporter_log))


def _start_process(launch: Launch) -> None:
    """Start, adding each to ``processes``, the build host's services (:mod:`bench.process_workload`) and, once
    every one has named itself and set itself up, the process exporter with one group per service."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    services = directory / "services"
    _start_workload(directory, processes, process_workload, str(services))
    _wait("the build host's services were not ready", lambda: (services / "ready").exists(), processes)
    config = directory / "process-exporter.yml"
    config.write_text(process_workload.exporter_config())
    exporter_log = directory / "process-exporter.log"
    exporter = [PROCESS_EXPORTER, f"-config.path={config}", f"-web.listen-address=127.0.0.1:{exporter_port}"]
    processes.append((_start(exporter, exporter_log), exporter_log))


def _start_pushgateway(launch: Launch) -> None:
    """Start, adding each to ``processes``, the Pushgateway (in memory, no persistence file) and, once it listens,
    the batch jobs that push to it (:mod:`bench.pushgateway_workload`)."""
    directory, port, processes = launch.directory, launch.port, launch.processes
    gateway_log = directory / "pushgateway.log"
    processes.append((_start([PUSHGATEWAY, f"--web.listen-address=127.0.0.1:{port}"], gateway_log), gateway_log))
    _wait("the Pushgateway was not listening", lambda: _listening(port), processes)
    _start_workload(directory, processes, pushgateway_workload, f"http://127.0.0.1:{port}")


def _start_mysql(launch: Launch) -> None:
    """Start, adding each to ``processes``, a temporary MariaDB server in a directory of its own (removed with
    ``stack``; run as the ``mysql`` account when this process is root, as MariaDB refuses root), loaded and kept busy
    (:mod:`bench.mysql_workload`), and the MySQL exporter reading it through its socket."""
    stack, exporter_port, processes = launch.stack, launch.port, launch.processes
    directory = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="lexiquery-mariadb-")))
    user: list[str] = []
    if os.geteuid() == 0:
        import pwd

        account = pwd.getpwnam("mysql")
        os.chmod(directory, 0o755)
        os.chown(directory, account.pw_uid, account.pw_gid)
        user = ["--user=mysql"]
    data, sock = directory / "data", directory / "mysqld.sock"
    install_log = directory / "install.log"
    with install_log.open("wb") as out:
        done = subprocess.run(
            [str(_which(MARIADB_INSTALL)), "--no-defaults", f"--datadir={data}", *user,
             "--auth-root-authentication-method=normal", "--skip-test-db", *MARIADB_SETTINGS[:4]],
            stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, timeout=READY_SECONDS,
        )  # fmt: skip
    if done.returncode:
        raise RuntimeError(f"{MARIADB_INSTALL} failed: {install_log.read_text()[-2000:]}")
    server_log = directory / "mariadbd.log"
    server = [str(_which(MARIADB_SERVER)), "--no-defaults", f"--datadir={data}", *user, f"--socket={sock}",
              "--skip-networking", f"--pid-file={directory / 'mariadbd.pid'}", f"--log-error={server_log}",
              *MARIADB_SETTINGS]  # fmt: skip
    processes.append((_start(server, server_log), server_log))
    _wait("mariadbd was not ready", lambda: sock.exists() and _mysql_ready(str(sock)), processes)
    mysql_workload.load(str(sock))
    _start_workload(directory, processes, mysql_workload, str(sock))
    exporter_log = directory / "mysqld-exporter.log"
    exporter = [MYSQL_EXPORTER, f"--web.listen-address=127.0.0.1:{exporter_port}", *MYSQL_EXPORTER_FLAGS]
    password = mysql_workload.PASSWORDS["exporter"]
    env = {**os.environ, "DATA_SOURCE_NAME": f"exporter:{password}@unix({sock})/"}
    processes.append((_start(exporter, exporter_log, env), exporter_log))


def _start_bind(launch: Launch) -> None:
    """Start, adding each to ``processes``, a BIND name server (in the foreground, two worker threads, its files in a
    directory of its own), once it answers the workload (:mod:`bench.bind_workload`: its clients and the upstream
    resolver it forwards to), and the BIND exporter reading its statistics channel and, through its pid file, its
    process."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    bind_dir = directory / "bind"
    bind_dir.mkdir()
    dns_port, stats_port, upstream_port = free_port(), free_port(), free_port()
    config = bind_workload.write(bind_dir, dns_port, stats_port, upstream_port)
    named_log = directory / "named.log"
    named = [str(_which(NAMED)), "-g", "-n", str(bind_workload.WORKER_THREADS), "-c", str(config)]
    processes.append((_start(named, named_log), named_log))
    _wait("named was not answering", lambda: _named_ready(dns_port), processes)
    _start_workload(directory, processes, bind_workload, str(dns_port), str(upstream_port))
    exporter_log = directory / "bind-exporter.log"
    exporter = [
        BIND_EXPORTER,
        f"--bind.stats-url=http://127.0.0.1:{stats_port}/",
        f"--bind.pid-file={bind_dir / 'named.pid'}",
        f"--web.listen-address=127.0.0.1:{exporter_port}",
    ]
    processes.append((_start(exporter, exporter_log), exporter_log))


def _start_varnish(launch: Launch) -> None:
    """Start, adding each to ``processes``, the news site's backends and readers (:mod:`bench.varnish_workload`),
    once the backends listen a Varnish cache in front of them (in the foreground, its working directory of its own,
    under this process's own user), and the Varnish exporter reading the cache's statistics with ``varnishstat``."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    ports = {name: free_port() for name in (*varnish_workload.BACKENDS, "varnish")}
    varnish_dir = directory / "varnish"
    varnish_dir.mkdir()
    config = varnish_dir / "default.vcl"
    config.write_text(varnish_workload.vcl(ports))
    _start_workload(directory, processes, varnish_workload, json.dumps(ports))
    listening = [name for name, (_, up) in varnish_workload.BACKENDS.items() if up]
    _wait("the news site's backends were not listening", lambda: all(_listening(ports[name]) for name in listening),
          processes)  # fmt: skip
    workdir = varnish_dir / "work"
    varnishd = [str(_which(VARNISHD)), "-F", "-n", str(workdir), "-a", f"127.0.0.1:{ports['varnish']}",
                "-f", str(config), *VARNISH_SETTINGS]  # fmt: skip
    exporter = [VARNISH_EXPORTER, "-n", str(workdir), f"-web.listen-address=127.0.0.1:{exporter_port}"]
    _serve_and_watch(directory, processes, "varnishd", varnishd, ports["varnish"], exporter)


def _serve_and_watch(
    directory: Path,
    processes: list[tuple[subprocess.Popen[bytes], Path]],
    name: str,
    server: list[str],
    port: int,
    exporter: list[str],
) -> None:
    """Start ``server`` (its log named after ``name``), wait until it listens on ``port``, then start its exporter,
    adding both to ``processes``."""
    log, exporter_log = directory / f"{name}.log", directory / f"{name}-exporter.log"
    processes.append((_start(server, log), log))
    _wait(f"{name} was not listening", lambda: _listening(port), processes)
    processes.append((_start(exporter, exporter_log), exporter_log))


def _start_apache(launch: Launch) -> None:
    """Start, adding each to ``processes``, the council website's backend and visitors (:mod:`bench.apache_workload`),
    an Apache web server (one process, in the foreground, its server root in ``directory``), and the Apache exporter
    reading its ``mod_status`` page."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    ports = {"apache": free_port(), "backend": free_port()}
    config = apache_workload.write(directory / "apache", ports)
    _start_workload(directory, processes, apache_workload, json.dumps(ports))
    exporter = [APACHE_EXPORTER, f"--scrape_uri=http://127.0.0.1:{ports['apache']}/server-status?auto",
                f"--telemetry.address=127.0.0.1:{exporter_port}"]  # fmt: skip
    server = apache_workload.command(str(_which(APACHE)), config)
    _serve_and_watch(directory, processes, "apache2", server, ports["apache"], exporter)


def _start_squid(launch: Launch) -> None:
    """Start, adding each to ``processes``, the office's origin sites and staff (:mod:`bench.squid_workload`), a Squid
    forward proxy (one process, in the foreground, its files in ``directory``), and the Squid exporter reading its
    cache manager and, through its pid file, its process."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    ports = {name: free_port() for name in (*squid_workload.ORIGINS, "squid")}
    squid_dir = directory / "squid"
    config = squid_workload.write(squid_dir, ports)
    _start_workload(directory, processes, squid_workload, json.dumps(ports))
    listening = [name for name, (_, up) in squid_workload.ORIGINS.items() if up]
    _wait("the office's web sites were not listening", lambda: all(_listening(ports[name]) for name in listening),
          processes)  # fmt: skip
    exporter = [SQUID_EXPORTER, "-squid-hostname", "127.0.0.1", "-squid-port", str(ports["squid"]),
                "-squid-pidfile", str(squid_dir / "squid.pid"), "-listen", f"127.0.0.1:{exporter_port}"]  # fmt: skip
    server = squid_workload.command(str(_which(SQUID)), config, ports["squid"])
    _serve_and_watch(directory, processes, "squid", server, ports["squid"], exporter)


def _start_nginx(launch: Launch) -> None:
    """Start, adding each to ``processes``, the ferry website's backend and visitors (:mod:`bench.nginx_workload`), an
    nginx web server (one process, in the foreground, its prefix in ``directory``), and the nginx exporter reading its
    ``stub_status`` page."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    ports = {"nginx": free_port(), "backend": free_port()}
    config = nginx_workload.write(directory / "nginx", ports)
    _start_workload(directory, processes, nginx_workload, json.dumps(ports))
    exporter = [NGINX_EXPORTER, f"-nginx.scrape-uri=http://127.0.0.1:{ports['nginx']}/nginx_status",
                f"-web.listen-address=127.0.0.1:{exporter_port}"]  # fmt: skip
    server = nginx_workload.command(str(_which(NGINX)), config)
    _serve_and_watch(directory, processes, "nginx", server, ports["nginx"], exporter)


def _start_mqtt(launch: Launch) -> None:
    """Start, adding each to ``processes``, a Mosquitto broker (one process, in the foreground, its configuration in
    ``directory``), the MQTT exporter subscribed to it, and the glasshouse's devices publishing to it
    (:mod:`bench.mqtt_workload`)."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    ports = {"mqtt": free_port()}
    broker_config, exporter_config = mqtt_workload.write(directory / "mqtt", ports)
    exporter = [MQTT_EXPORTER, "-config", str(exporter_config), "-listen-address", "127.0.0.1",
                "-listen-port", str(exporter_port)]  # fmt: skip
    server = mqtt_workload.command(str(_which(MOSQUITTO)), broker_config)
    _serve_and_watch(directory, processes, "mosquitto", server, ports["mqtt"], exporter)
    _start_workload(directory, processes, mqtt_workload, str(ports["mqtt"]))


def _start_snmp(launch: Launch) -> None:
    """Start, adding each to ``processes``, the ski area's three SNMP agents (``snmpd`` on ``ports``, their device
    tables answered by :mod:`bench.snmp_workload`) and the SNMP exporter walking them."""
    directory, exporter_port, ports, processes = launch.directory, launch.port, launch.ports, launch.processes
    configs, exporter_config = snmp_workload.write(directory / "snmp", ports)
    snmpd = str(_which(SNMPD))
    *first, last = snmp_workload.DEVICES
    for device in first:
        log = directory / f"snmpd-{device}.log"
        processes.append((_start(snmp_workload.command(snmpd, configs[device]), log), log))
        _wait(f"snmpd ({device}) was not listening", functools.partial(_listening, ports[device]), processes)
    exporter = [SNMP_EXPORTER, f"--config.file={exporter_config}", f"--web.listen-address=127.0.0.1:{exporter_port}"]
    server = snmp_workload.command(snmpd, configs[last])
    _serve_and_watch(directory, processes, f"snmpd-{last}", server, ports[last], exporter)


def _start_sql(launch: Launch) -> None:
    """Start, adding each to ``processes``, a PostgreSQL cluster of its own (closed with ``stack``) holding the
    ticketing platform's database, its steady workload (:mod:`bench.sql_workload`) and the SQL exporter querying it."""
    stack, directory, exporter_port, processes = launch.stack, launch.directory, launch.port, launch.processes
    server = stack.enter_context(_postgres_cluster(sql_workload))
    _start_workload(directory, processes, sql_workload, str(server.port), SUPERUSER_PASSWORD)
    config = directory / "sql-exporter.yml"
    config.write_text(sql_workload.exporter_config(server.port, SUPERUSER_PASSWORD))
    log = directory / "sql-exporter.log"
    exporter = [SQL_EXPORTER, f"-config.file={config}", f"-web.listen-address=127.0.0.1:{exporter_port}"]
    processes.append((_start(exporter, log), log))


def _start_postfix(launch: Launch) -> None:
    """Start, adding each to ``processes``, the bookseller's mail servers and senders (:mod:`bench.postfix_workload`,
    which waits for the gateway and the exporter before sending), the Postfix gateway (its ``master`` in the foreground,
    every directory of it in ``directory``), and the Postfix exporter reading its queue and following its log."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    ports = {name: free_port() for name in postfix_workload.PORTS} | {"exporter": exporter_port}
    root = directory / "postfix"
    config = postfix_workload.write(root, ports)
    _start_workload(directory, processes, postfix_workload, json.dumps(ports), str(root))
    daemons = subprocess.run([str(_which(POSTCONF)), "-c", str(config), "-h", "daemon_directory"], capture_output=True,
                             text=True, check=True)  # fmt: skip
    exporter = [POSTFIX_EXPORTER, f"--web.listen-address=127.0.0.1:{exporter_port}",
                f"--postfix.showq_path={root / 'spool' / 'public' / 'showq'}",
                f"--postfix.logfile_path={root / 'maillog'}"]  # fmt: skip
    server = postfix_workload.command(str(Path(daemons.stdout.strip()) / "master"), config)
    _serve_and_watch(directory, processes, "postfix", server, ports["smtp"], exporter)


def _start_bird(launch: Launch) -> None:
    """Start, adding each to ``processes``, the border router's BGP neighbours (:mod:`bench.bird_workload`), once they
    listen a BIRD routing daemon (in the foreground, its configuration, control socket and pid file in ``directory``),
    and, once its control socket exists, the BIRD exporter reading it."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    ports = {name: free_port() for name in bird_workload.PORTS}
    root = directory / "bird"
    config = bird_workload.write(root, ports)
    _start_workload(directory, processes, bird_workload, json.dumps(ports), str(root))
    _wait("the BGP neighbours were not listening", lambda: (root / "ready").exists(), processes)
    log, exporter_log = directory / "bird.log", directory / "bird-exporter.log"
    processes.append((_start(bird_workload.command(str(_which(BIRD)), config), log), log))
    control = bird_workload.control_socket(config)
    _wait("bird's control socket was not there", control.exists, processes)
    exporter = [BIRD_EXPORTER, f"-bird.socket={control}", f"-web.listen-address=127.0.0.1:{exporter_port}",
                *BIRD_EXPORTER_FLAGS]  # fmt: skip
    processes.append((_start(exporter, exporter_log), exporter_log))


def _start_frr(launch: Launch) -> None:
    """Start, adding each to ``processes``, the edge router's BGP neighbours (:mod:`bench.frr_workload`), once they
    listen FRRouting's bgpd (in the foreground, its configuration, vty socket and pid file in ``directory``), and, once
    its vty socket exists, the FRR exporter reading it."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    ports = {name: free_port() for name in frr_workload.PORTS}
    root = directory / "frr"
    config = frr_workload.write(root, ports)
    _start_workload(directory, processes, frr_workload, json.dumps(ports), str(root))
    _wait("the BGP neighbours were not listening", lambda: (root / "ready").exists(), processes)
    log, exporter_log = directory / "bgpd.log", directory / "frr-exporter.log"
    processes.append((_start(frr_workload.command(BGPD, config, ports["bgpd"]), log), log))
    _wait("bgpd's vty socket was not there", (root / "bgpd.vty").exists, processes)
    exporter = [FRR_EXPORTER, f"--frr.socket.dir-path={root}", f"--web.listen-address=127.0.0.1:{exporter_port}",
                *FRR_EXPORTER_FLAGS]  # fmt: skip
    processes.append((_start(exporter, exporter_log), exporter_log))


def _start_trafficserver(launch: Launch) -> None:
    """Start, adding each to ``processes``, the game studio's origins and players (:mod:`bench.trafficserver_workload`),
    once the origins listen a Traffic Server (in the foreground, its run root in ``directory``), and the Traffic Server
    exporter reading its ``stats_over_http`` page (without process metrics: it would read them from a pid file)."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    ports = {name: free_port() for name in (*trafficserver_workload.ORIGINS, "ats")}
    root = trafficserver_workload.write(directory / "trafficserver", ports)
    _start_workload(directory, processes, trafficserver_workload, json.dumps(ports))
    listening = [name for name, (_, up) in trafficserver_workload.ORIGINS.items() if up]
    _wait("the game studio's origins were not listening", lambda: all(_listening(ports[name]) for name in listening),
          processes)  # fmt: skip
    stats = f"http://127.0.0.1:{ports['ats']}{trafficserver_workload.STATS_PATH}"
    exporter = [TRAFFICSERVER_EXPORTER, f"--endpoint={stats}", "--addr=127.0.0.1", f"--port={exporter_port}",
                "--no-procstats"]  # fmt: skip
    server = trafficserver_workload.command(str(_which(TRAFFIC_SERVER)), root)
    _serve_and_watch(directory, processes, "traffic_server", server, ports["ats"], exporter)


def _start_mailexporter(launch: Launch) -> None:
    """Start, adding each to ``processes``, the web host's spam scanner, list server and partner MX
    (:mod:`bench.mailexporter_workload`), once they listen its Postfix mail server (its ``master`` in the foreground,
    guarded as :mod:`bench.postfix_workload` guards it, every directory of it in ``directory``), and, once Postfix
    listens, the mail exporter (on one thread); wait until every probe has sent its first mail (each starts after a
    random delay of up to 20 s), so that Prometheus's one-minute windows never reach back before a probe began."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    ports = {name: free_port() for name in mailexporter_workload.PORTS}
    root = directory / "mail"
    config = mailexporter_workload.write(root, ports)
    _start_workload(directory, processes, mailexporter_workload, json.dumps(ports))
    played = ("scanner", "lists", "partner")
    _wait("the spam scanner, list server and partner MX were not listening",
          lambda: all(_listening(ports[name]) for name in played), processes)  # fmt: skip
    daemons = subprocess.run([str(_which(POSTCONF)), "-c", str(config), "-h", "daemon_directory"], capture_output=True,
                             text=True, check=True)  # fmt: skip
    log, exporter_log = directory / "postfix.log", directory / "mailexporter.log"
    processes.append((_start(postfix_workload.command(str(Path(daemons.stdout.strip()) / "master"), config), log), log))
    _wait("Postfix was not listening", lambda: all(_listening(ports[name]) for name in ("mx1", "mx2", "submission",
          "submission_v2", "reinject")), processes)  # fmt: skip
    exporter = [MAILEXPORTER, f"-config.file={root / 'mailexporter.conf'}",
                f"-web.listen-address=127.0.0.1:{exporter_port}"]  # fmt: skip
    processes.append((_start(exporter, exporter_log, {**os.environ, **MAILEXPORTER_ENV}), exporter_log))
    _wait("the mail exporter's probes had not all sent mail", lambda: _probes_started(exporter_port), processes)


def _probes_started(port: int) -> bool:
    """Whether the mail exporter on ``port`` has timed a hand-over for every probe."""
    text = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=1).text
    return all(f'mail_send_durations_seconds_count{{configname="{name}"}}' in text
               for name in mailexporter_workload.PROBES)  # fmt: skip


def _start_textfile(launch: Launch) -> None:
    """Start, adding each to ``processes``, the newspaper's file server (:mod:`bench.textfile_workload`: its growing
    directories, its daemons holding inotify instances, and Debian's collector scripts writing their textfiles) and,
    once every script has written its file, a second node exporter running only its textfile collector."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    root, textfiles = directory / "redfs1", directory / "textfile-collector"
    _start_workload(directory, processes, textfile_workload, str(root), str(textfiles))
    _wait("the file server's collector scripts had not run", (root / "ready").exists, processes)
    log = directory / "textfile-exporter.log"
    exporter = [NODE_EXPORTER, f"--web.listen-address=127.0.0.1:{exporter_port}", "--collector.disable-defaults",
                "--collector.textfile", f"--collector.textfile.directory={textfiles}"]  # fmt: skip
    processes.append((_start(exporter, log), log))


def _start_pgbouncer(launch: Launch) -> None:
    """Start, adding each to ``processes``, a PostgreSQL cluster of its own (closed with ``stack``) holding the delivery
    platform's databases (:mod:`bench.pgbouncer_workload`), PgBouncer in front of it (in the foreground, its files in
    ``directory``), once it listens the services' clients driving it, and the PgBouncer exporter reading its admin
    console."""
    stack, directory, exporter_port, processes = launch.stack, launch.directory, launch.port, launch.processes
    server = stack.enter_context(_postgres_cluster(pgbouncer_workload))
    port = free_port()
    config = pgbouncer_workload.write(directory / "pgbouncer", server.port, port)
    log = directory / "pgbouncer.log"
    processes.append((_start(pgbouncer_workload.command(str(_which(PGBOUNCER)), config), log), log))
    _wait("pgbouncer was not listening", lambda: _listening(port), processes)
    _start_workload(directory, processes, pgbouncer_workload, str(port))
    exporter, env = pgbouncer_workload.exporter_command(exporter_port, port)
    exporter_log = directory / "pgbouncer-exporter.log"
    processes.append((_start(exporter, exporter_log, env), exporter_log))


def _start_libvirt(launch: Launch) -> None:
    """Write the agency's KVM host as a libvirt test-driver file (:mod:`bench.libvirt_workload`) and start, adding it
    to ``processes``, the libvirt exporter connecting to it (the test driver is inside the client library: no libvirtd
    runs)."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    host = libvirt_workload.write(directory / "libvirt")
    log = directory / "libvirt-exporter.log"
    exporter = [LIBVIRT_EXPORTER, f"--web.listen-address=127.0.0.1:{exporter_port}",
                f"--libvirt.uri={libvirt_workload.uri(host)}"]  # fmt: skip
    processes.append((_start(exporter, log), log))


def _start_smokeping(launch: Launch) -> None:
    """Write the bank's targets and hosts file (:mod:`bench.smokeping_workload`) and start, adding it to
    ``processes``, the smokeping prober in a network and mount namespace of its own, its metrics served on a socket
    opened here on the host's loopback and handed over as a systemd-activated listener."""
    directory, exporter_port, processes = launch.directory, launch.port, launch.processes
    files = directory / "smokeping"
    smokeping_workload.write(files)
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", exporter_port))
    listener.listen(64)
    log = directory / "smokeping-prober.log"
    try:
        with log.open("ab") as out:
            prober = subprocess.Popen(
                dying_with_parent(smokeping_workload.command(listener.fileno(), files)),
                stdout=out,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                pass_fds=(listener.fileno(),),
            )
    finally:
        listener.close()  # the prober holds its own copy
    processes.append((prober, log))


def _start_alertmanager(launch: Launch) -> None:
    """Write Alertmanager's configuration and the estate's alerting rules (:mod:`bench.alertmanager_workload`), and
    start, adding each to ``processes``, the workload answering the integrations (once it listens) and Alertmanager,
    to which the workload then posts its alerts and silences."""
    directory, port, processes, ports = launch.directory, launch.port, launch.processes, launch.ports
    config = alertmanager_workload.write(directory / "alertmanager", ports["hooks"], ports["smtp"])
    alertmanager_workload.write_rules(directory / ALERT_RULES)
    _start_workload(directory, processes, alertmanager_workload, f"http://127.0.0.1:{port}", str(ports["hooks"]))
    _wait("the integrations' endpoints were not listening", lambda: _listening(ports["hooks"]), processes)
    log = directory / "alertmanager.log"
    processes.append((_start(alertmanager_workload.command(ALERTMANAGER, config, port), log), log))


def _start_dnsdist(launch: Launch) -> None:
    """Start, adding each to ``processes``, the ISP's resolvers and clients (:mod:`bench.dnsdist_workload`), and once
    the resolvers answer, dnsdist in front of them, its web server (and metrics) on the exporter's port."""
    directory, port, processes = launch.directory, launch.port, launch.processes
    ports = {name: free_port() for name in (*dnsdist_workload.BACKENDS, *dnsdist_workload.LISTENERS)} | {"web": port}
    config = dnsdist_workload.write(directory / "dnsdist", ports)
    _start_workload(directory, processes, dnsdist_workload, json.dumps(ports))
    _wait("the resolvers were not answering", lambda: dnsdist_workload.answers(ports["resolver-1"]), processes)
    log = directory / "dnsdist.log"
    processes.append((_start(dnsdist_workload.command(config), log), log))


def _start_dovecot(launch: Launch) -> None:
    """Write Dovecot's configuration, users and Maildirs (:mod:`bench.dovecot_workload`) in a directory of its own
    that Dovecot's account can read (the scratch directory is root's alone, closed with ``stack``), and start, adding
    each to ``processes``, Dovecot in the foreground, its stats process serving the metrics, and once it listens the
    firm's IMAP clients."""
    stack, exporter_port, processes, ports = launch.stack, launch.port, launch.processes, launch.ports
    files = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="lexiquery-dovecot-")))
    config = dovecot_workload.write(files, ports["imap"], exporter_port)
    log = launch.directory / "dovecot.log"
    processes.append((_start(dovecot_workload.command(str(_which(DOVECOT)), config), log), log))
    _wait("dovecot was not listening", lambda: _listening(ports["imap"]), processes)
    _start_workload(launch.directory, processes, dovecot_workload, str(ports["imap"]))


def _start_etcd(launch: Launch) -> None:
    """Start, adding each to ``processes``, the three members of the parcel-locker network's etcd cluster
    (:mod:`bench.etcd_workload`), each in the foreground with its data in the scratch directory and its metrics on a
    listener of its own (the first member's on the exporter's port), and once every member answers with a leader
    elected, the workload that moves the leadership to etcd-a, loads the keyspace and runs the clients."""
    directory, exporter_port, processes, ports = launch.directory, launch.port, launch.processes, launch.ports
    for member in etcd_workload.MEMBERS:
        log = directory / f"{member}.log"
        metrics = etcd_workload.metrics_port(member, exporter_port, ports)
        processes.append((_start(etcd_workload.command(member, directory / member, ports, metrics), log), log))
    clients = {member: ports[f"{member}-client"] for member in etcd_workload.MEMBERS}
    _wait(
        "the etcd members had not elected a leader",
        lambda: all(etcd_workload.answers(port) for port in clients.values()),
        processes,
    )
    _start_workload(directory, processes, etcd_workload, json.dumps(clients))


def _start_rabbitmq(launch: Launch) -> None:
    """Write the pharmacy's broker's configuration and definitions (:mod:`bench.rabbitmq_workload`), and start, adding
    each to ``processes``, Erlang's port mapper on a port of its own, the RabbitMQ node in the foreground, its
    prometheus plugin on the exporter's port, and once it accepts AMQP connections the pharmacy's services."""
    directory, processes = launch.directory, launch.processes
    ports = {"amqp": free_port(), "dist": free_port(), "epmd": free_port(), "metrics": launch.port}
    files = directory / "rabbitmq"
    rabbitmq_workload.write(files, ports)
    epmd_log = directory / "epmd.log"
    processes.append((_start(rabbitmq_workload.epmd_command(ports["epmd"]), epmd_log), epmd_log))
    _wait("epmd was not listening", lambda: _listening(ports["epmd"]), processes)
    log = directory / "rabbitmq.log"
    processes.append((_start([RABBITMQ_SERVER], log, rabbitmq_workload.environment(files, ports)), log))
    _wait("rabbitmq was not accepting AMQP connections", lambda: _listening(ports["amqp"]), processes)
    _start_workload(directory, processes, rabbitmq_workload, str(ports["amqp"]))


def _start_recursor(launch: Launch) -> None:
    """Write the office resolver's configuration (:mod:`bench.recursor_workload`) and start, adding each to
    ``processes``, the workload's name servers and clients, and once the provider's resolver answers, the PowerDNS
    Recursor, its web server (and metrics) on the exporter's port; the clients start sending once it listens."""
    directory, processes = launch.directory, launch.processes
    ports = {name: free_port() for name in (*recursor_workload.SERVERS, recursor_workload.LISTENER)}
    ports["web"] = launch.port
    files = recursor_workload.write(directory / "recursor", ports)
    _start_workload(directory, processes, recursor_workload, json.dumps(ports))
    _wait("the name servers were not answering", lambda: recursor_workload.answers(ports["isp-resolver"]), processes)
    log = directory / "recursor.log"
    processes.append((_start([str(_which(RECURSOR)), *recursor_workload.command(files)[1:]], log), log))


def _start_collectd(launch: Launch) -> None:
    """Start, adding each to ``processes``, the ticket reseller's four memcached instances, once they answer the
    application (:mod:`bench.collectd_workload`, which loads them first), and collectd (in the foreground, its
    configuration and the application's directories in ``directory``) serving what it reads on the exporter's port."""
    directory, port, processes = launch.directory, launch.port, launch.processes
    if not glob.glob(collectd_workload.MICROHTTPD):
        raise NotInstalled("libmicrohttpd12 is not installed (collectd's write_prometheus plugin needs it)")
    ports = {name: free_port() for name in (*collectd_workload.CACHES, "statsd")}
    for cache in collectd_workload.CACHES:
        log = directory / f"memcached-{cache}.log"
        processes.append((_start(collectd_workload.memcached_command(ports[cache], cache), log), log))
    _wait("memcached was not answering", lambda: all(collectd_workload.ready(ports[cache]) for cache in
                                                     collectd_workload.CACHES), processes)  # fmt: skip
    config = collectd_workload.write(directory / "collectd", ports, port)
    log = directory / "collectd.log"
    processes.append((_start(collectd_workload.collectd_command(str(_which(COLLECTD)), config), log), log))
    _start_workload(directory, processes, collectd_workload, json.dumps(ports))


def _start_kresd(launch: Launch) -> None:
    """Write the campus resolver's configuration (:mod:`bench.kresd_workload`) and start, adding each to
    ``processes``, the workload's name servers and clients (the clients wait for the resolver) and kresd, its HTTP
    module serving the metrics on the exporter's port."""
    directory, port, processes = launch.directory, launch.port, launch.processes
    if not glob.glob(kresd_workload.HTTP_MODULE):
        raise NotInstalled("knot-resolver-module-http is not installed (Knot Resolver's metrics need its http module)")
    ports = {name: free_port() for name in (*kresd_workload.SERVERS, *kresd_workload.LISTENERS)}
    config = kresd_workload.write(directory / "kresd", ports, port)
    _start_workload(directory, processes, kresd_workload, json.dumps(ports))
    _wait("the name servers were not answering", lambda: kresd_workload.answers(ports["belnet-resolver"]), processes)
    log = directory / "kresd.log"
    processes.append((_start(kresd_workload.command(str(_which(KRESD)), config), log), log))


def _start_ipmi(launch: Launch) -> None:
    """Write the forecasting company's BMCs' configurations and first sensor readings (:mod:`bench.ipmi_workload`),
    and start, adding each to ``processes``, a BMC simulator per server on its port of ``ports``, the workload that
    keeps their readings, and the IPMI exporter (its temporary FreeIPMI configurations in ``directory``)."""
    directory, port, processes, ports = launch.directory, launch.port, launch.processes, launch.ports
    root = directory / "ipmi"
    config = ipmi_workload.write(root, ports)
    simulator = str(_which(IPMI_SIM))
    for name in ipmi_workload.BMCS:
        log = directory / f"ipmi-sim-{name}.log"
        processes.append((_start(ipmi_workload.simulator_command(simulator, root, name), log), log))
    _start_workload(directory, processes, ipmi_workload, str(root))
    log = directory / "ipmi-exporter.log"
    environment = {**os.environ, "TMPDIR": str(directory)}
    processes.append((_start(ipmi_workload.exporter_command(config, port), log, environment), log))


def _start_caddy(launch: Launch) -> None:
    """Write the bike-rental company's Caddy configuration and sites (:mod:`bench.caddy_workload`) and start, adding
    each to ``processes``, the workload (the booking app's workers on their Unix sockets, then its visitors, who wait
    for Caddy) and Caddy, its admin endpoint serving the metrics on the exporter's port."""
    directory, port, processes, ports = launch.directory, launch.port, launch.processes, launch.ports
    root = directory / "caddy"
    config = caddy_workload.write(root, ports, port)
    _start_workload(directory, processes, caddy_workload, json.dumps(ports), str(root))
    for worker in caddy_workload.WORKERS:
        _wait(f"the booking worker {worker} was not listening", (root / worker).exists, processes)
    log = directory / "caddy.log"
    processes.append((_start(caddy_workload.command(str(_which(CADDY)), config), log, caddy_workload.environment(root)),
                      log))  # fmt: skip


def _start_pdns(launch: Launch) -> None:
    """Write the web host's zone files and its two name servers' configurations (:mod:`bench.pdns_workload`) and
    start, adding each to ``processes``, both ``pdns_server`` in the foreground (``ns1``'s web server, and metrics, on
    the exporter's port) and, once both answer, the workload's clients."""
    directory, port, processes, ports = launch.directory, launch.port, launch.processes, launch.ports
    if not glob.glob(pdns_workload.BIND_BACKEND):
        raise NotInstalled("pdns-backend-bind is not installed (the name servers read their zones through it)")
    dns_ports = {server: ports[server] for server in pdns_workload.SERVERS}
    configs = pdns_workload.write(directory / "pdns", dns_ports, pdns_workload.web_ports(port, ports))
    for server, config in configs.items():
        log = directory / f"pdns-{server}.log"
        processes.append((_start(pdns_workload.command(str(_which(PDNS_SERVER)), config), log), log))
    servers = pdns_workload.SERVERS
    _wait("the name servers were not answering", lambda: all(pdns_workload.answers(dns_ports[s]) for s in servers),
          processes)  # fmt: skip
    _start_workload(directory, processes, pdns_workload, json.dumps(dns_ports))


def _start_rspamd(launch: Launch) -> None:
    """Write the mail provider's two scanners' configurations and maps (:mod:`bench.rspamd_workload`) and start,
    adding each to ``processes``, the Bayes classifier's Redis, both ``rspamd`` in the foreground (``mx1``'s controller,
    and metrics, on the exporter's port) and, once both controllers answer, the workload's MX hosts and webmail."""
    directory, port, processes, ports = launch.directory, launch.port, launch.processes, launch.ports
    root = directory / "rspamd"
    configs = rspamd_workload.write(root, ports, port)
    log = directory / "rspamd-redis.log"
    processes.append((_start(rspamd_workload.redis_command(str(_which(REDIS_SERVER)), ports["redis"], root), log), log))
    _wait("the classifier's Redis was not ready", lambda: _redis_ready(ports["redis"]), processes)
    for server, config in configs.items():
        log = directory / f"rspamd-{server}.log"
        processes.append((_start(rspamd_workload.command(str(_which(RSPAMD)), config), log), log))
    controllers = rspamd_workload.controller_ports(port, ports)
    _wait("the scanners' controllers were not answering",
          lambda: all(httpx.get(f"http://127.0.0.1:{p}/metrics", timeout=1).status_code == 200
                      for p in controllers.values()), processes)  # fmt: skip
    wanted = {**{f"{s}-normal": ports[f"{s}-normal"] for s in rspamd_workload.SERVERS},
              **{f"{s}-controller": p for s, p in controllers.items()}}  # fmt: skip
    _start_workload(directory, processes, rspamd_workload, json.dumps(wanted))


def _start_prosody(launch: Launch) -> None:
    """Write the company chat's Prosody configuration and accounts (:mod:`bench.prosody_workload`) and start, adding
    each to ``processes``, Prosody in the foreground (its HTTP port, and metrics, on the exporter's port) and, once it
    takes clients, the workload's staff and visitors."""
    directory, port, processes, ports = launch.directory, launch.port, launch.processes, launch.ports
    config = prosody_workload.write(directory / "prosody", ports["c2s"], port)
    log = directory / "prosody.log"
    processes.append((_start(prosody_workload.command(str(_which(PROSODY)), config), log), log))
    _wait("Prosody was not taking clients", lambda: _listening(ports["c2s"]) and _listening(port), processes)
    _start_workload(directory, processes, prosody_workload, json.dumps({"c2s": ports["c2s"], "http": port}))


def _start_tor(launch: Launch) -> None:
    """Make the privacy lab's test network's keys and configurations (:mod:`bench.tor_workload`) and start, adding
    each to ``processes``, the workload (the lab's web site, upload form, chat and name servers, then its clients'
    traffic once they have bootstrapped) and the eleven tors in the foreground (``auth1``'s MetricsPort on the
    exporter's port), then wait until every client and the onion services' host has bootstrapped."""
    directory, port, processes, ports = launch.directory, launch.port, launch.processes, launch.ports
    root = directory / "tor"
    root.mkdir()
    tor = str(_which(TOR))
    configs = tor_workload.write(tor, str(_which(TOR_GENCERT)), root, ports, port)
    _start_workload(directory, processes, tor_workload, json.dumps(ports), str(root))
    logs = {node: directory / f"tor-{node}.log" for node in configs}
    for node, config in configs.items():
        processes.append((_start(tor_workload.command(tor, config), logs[node]), logs[node]))
    clients = (*tor_workload.CLIENTS, tor_workload.ONION_HOST)
    _wait("the lab's tor clients had not bootstrapped",
          lambda: all(tor_workload.bootstrapped(logs[node]) for node in clients), processes)  # fmt: skip


def _start_kamailio(launch: Launch) -> None:
    """Write the contact centre's Kamailio configuration (:mod:`bench.kamailio_workload`) and start, adding each to
    ``processes``, Kamailio in the foreground (SIP on one loopback port over UDP and TCP, HTTP and the metrics on the
    exporter's port) and, once it listens, the workload's phones."""
    directory, port, processes, ports = launch.directory, launch.port, launch.processes, launch.ports
    if not glob.glob(kamailio_workload.XHTTP_PROM):
        raise NotInstalled("kamailio-extra-modules is not installed (Kamailio serves its metrics through xhttp_prom)")
    config = kamailio_workload.write(directory / "kamailio", ports["sip"], port)
    log = directory / "kamailio.log"
    processes.append((_start(kamailio_workload.command(str(_which(KAMAILIO)), config), log), log))
    _wait("Kamailio was not listening", lambda: _listening(ports["sip"]) and _listening(port), processes)
    _start_workload(directory, processes, kamailio_workload, json.dumps({"sip": ports["sip"]}))


def _start_netdata(launch: Launch) -> None:
    """Start, adding each to ``processes``, the web shop's services and their session cache
    (:mod:`bench.netdata_workload`) and, once they run, the Netdata agent (in the foreground, unprivileged, its
    configuration and files in a directory of its own, removed with ``stack``, its web server and the metrics on the
    exporter's port)."""
    stack, port, processes, ports = launch.stack, launch.port, launch.processes, launch.ports
    if not glob.glob(netdata_workload.PYTHON_D):
        raise NotInstalled("netdata-plugins-python is not installed (Netdata reads the session cache through python.d)")
    directory = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="lexiquery-netdata-")))
    config = netdata_workload.write(directory, port, ports)
    _start_workload(launch.directory, processes, netdata_workload, json.dumps(ports), str(directory))
    _wait("the web shop's services were not running", lambda: (directory / "ready").exists(), processes)
    log = launch.directory / "netdata.log"
    env = {**os.environ, **netdata_workload.ENVIRONMENT}
    processes.append((_start(netdata_workload.command(str(_which(NETDATA)), config), log, env), log))


def _start_jupyterhub(launch: Launch) -> None:
    """Write the course's JupyterHub configuration, roster and home directories (:mod:`bench.jupyterhub_workload`)
    and start, adding each to ``processes``, the hub in the foreground (it starts its proxy on the public port and the
    students' notebook servers; its own port, and metrics, the exporter's) and, once the proxy routes to it, the
    workload, waiting until the lab session's start has been played."""
    directory, port, processes, ports = launch.directory, launch.port, launch.processes, launch.ports
    root = directory / "jupyterhub"
    config = jupyterhub_workload.write(root, ports["proxy"], ports["proxy-api"], port)
    log = directory / "jupyterhub.log"
    hub = jupyterhub_workload.command(str(_which(JUPYTERHUB)), config)
    processes.append((_start(hub, log, jupyterhub_workload.environment()), log))
    _wait("JupyterHub was not answering through its proxy",
          lambda: httpx.get(f"http://127.0.0.1:{ports['proxy']}/hub/api", timeout=1).status_code == 200,
          processes)  # fmt: skip
    _start_workload(directory, processes, jupyterhub_workload, json.dumps(ports), str(root))
    _wait("the course's lab session had not started", lambda: jupyterhub_workload.settled(root), processes)


def _start_django(launch: Launch) -> None:
    """Migrate the tool library's database (:mod:`bench.django_workload`, its state in a directory of its own) and
    start, adding each to ``processes``, gunicorn serving the site on the exporter's port (its ``/metrics`` view the
    metrics) and, once it answers, the workload, waiting until its traffic has started."""
    directory, port, processes, ports = launch.directory, launch.port, launch.processes, launch.ports
    gunicorn = str(_which(GUNICORN))
    python = django_workload.python_of(gunicorn)
    if subprocess.run([python, "-c", "import django, django_prometheus"], capture_output=True).returncode != 0:
        raise NotInstalled(f"python3-django-prometheus is not installed (for {python}, which gunicorn runs under)")
    state = directory / "toolshed"
    env = django_workload.prepare(gunicorn, state, port, ports["calendar"])
    log = directory / "gunicorn.log"
    processes.append((_start(django_workload.command(gunicorn), log, env), log))
    _wait("gunicorn was not serving the tool library",
          lambda: httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=2).status_code == 200, processes)  # fmt: skip
    _start_workload(directory, processes, django_workload, json.dumps({"site": port, **ports}), str(state))
    _wait("the tool library's traffic had not started", lambda: django_workload.settled(state), processes)


def _start_patroni(launch: Launch) -> None:
    """Write the laboratory cluster's configurations (:mod:`bench.patroni_workload`) and start, adding each to
    ``processes``, its etcd, then ``lab-db1``'s Patroni (its REST API, and metrics, on the exporter's port), which
    bootstraps the cluster, then, once it leads, the two members that clone it, and the workload that plays the
    cluster's start-up (switchover, configuration change, restart, paused replay) and then writes and reads."""
    stack, port, processes, ports = launch.stack, launch.port, launch.processes, launch.ports
    postgres_bin = patroni_workload.bin_dir()
    if postgres_bin is None:
        raise NotInstalled("PostgreSQL's server is not installed (make test-packages installs it with apt-get)")
    # PostgreSQL's data directories, owned by the account it runs as (the scratch directory is not theirs)
    root = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="lexiquery-patroni-")))
    configs = patroni_workload.write(root, port, ports, postgres_bin)
    stack.callback(patroni_workload.stop_postgres, root)  # after the members, before the directory goes
    log = launch.directory / "patroni-etcd.log"
    processes.append((_start(patroni_workload.etcd_command(launch.directory, ports), log), log))
    _wait("the cluster's etcd was not listening", lambda: _listening(ports["etcd"]), processes)
    patroni = str(_which(PATRONI))
    apis = {member: patroni_workload.api_port(member, port, ports) for member in patroni_workload.MEMBERS}
    for member in patroni_workload.MEMBERS:
        log = launch.directory / f"patroni-{member}.log"
        processes.append(
            (_start(patroni_workload.command(patroni, configs[member], root / member, postgres_bin), log), log)
        )
        if member == patroni_workload.FIRST_LEADER:
            _wait("lab-db1 had not bootstrapped the cluster", lambda: patroni_workload.leading(port), processes)
    _wait("the replicas had not cloned the leader",
          lambda: all(patroni_workload.role(p) == "replica" for m, p in apis.items()
                      if m != patroni_workload.FIRST_LEADER), processes)  # fmt: skip
    wanted = {**ports, **{f"{member}-api": p for member, p in apis.items()}}
    _start_workload(launch.directory, processes, patroni_workload, json.dumps(wanted), str(root))
    _wait("the cluster's start-up had not been played", lambda: patroni_workload.settled(root), processes)


def _start_registry(launch: Launch) -> None:
    """Write the fintech's registry configuration and password file (:mod:`bench.registry_workload`) and start, adding
    each to ``processes``, the registry in the foreground (its debug server, and metrics, on the exporter's port) and,
    once it answers, the workload, waiting until the images are pushed."""
    directory, port, processes, ports = launch.directory, launch.port, launch.processes, launch.ports
    root = directory / "registry"
    config = registry_workload.write(root, ports["api"], port)
    log = directory / "registry.log"
    processes.append((_start(registry_workload.command(str(_which(REGISTRY)), config), log), log))
    _wait("the registry was not answering", lambda: registry_workload.answers(ports["api"]), processes)
    _start_workload(directory, processes, registry_workload, json.dumps(ports), str(root))
    _wait("the registry's images had not been pushed", lambda: registry_workload.settled(root), processes)


def _start_hacluster(launch: Launch) -> None:
    """Write the gate cluster's Corosync configuration and CIB (:mod:`bench.hacluster_workload`; the CIB where
    Pacemaker keeps it) and start, adding each to ``processes``, Corosync, then Pacemaker, the HA cluster exporter on
    the exporter's port and the workload that plays the cluster's start-up (a resource failed to its threshold, a
    constraint left by a move, a ban, an unmanaged resource)."""
    directory, port, processes, ports = launch.directory, launch.port, launch.processes, launch.ports
    if os.geteuid() != 0:
        raise NotInstalled("Corosync and Pacemaker run here only as root (Pacemaker's daemons change accounts)")
    config = directory / "corosync.conf"
    config.write_text(hacluster_workload.corosync_conf(ports["corosync"]))
    hacluster_workload.write_cib(directory)
    launch.stack.callback(hacluster_workload.clear_state)  # after every process has stopped
    log = directory / "corosync.log"
    processes.append((_start([str(_which(hacluster_workload.COROSYNC)), "-f", "-c", str(config)], log), log))
    _wait("Corosync was not quorate", lambda: hacluster_workload.quorate(), processes)
    log = directory / "pacemaker.log"
    env = {**os.environ, "PCMK_logfile": str(log), "PCMK_logfacility": "none"}
    pacemakerd = _start([str(_which(PACEMAKERD))], directory / "pacemakerd.log", env)
    processes.append((pacemakerd, directory / "pacemakerd.log"))
    _wait("Pacemaker had not elected its DC", lambda: hacluster_workload.elected(), processes)
    subdaemons = hacluster_workload.subdaemons(pacemakerd.pid)
    launch.stack.callback(hacluster_workload.stop_subdaemons, subdaemons)  # should pacemakerd not have stopped them
    log = directory / "hacluster-exporter.log"
    exporter = [str(_which(HACLUSTER_EXPORTER)), f"--web.listen-address=127.0.0.1:{port}"]
    processes.append((_start(exporter, log), log))
    _start_workload(directory, processes, hacluster_workload, str(directory))
    _wait("the gate cluster's start-up had not been played", lambda: hacluster_workload.settled(directory), processes)


def _named_ready(port: int) -> bool:
    """Whether the name server on ``port`` answers for its public zone."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.settimeout(0.5)
        return bind_workload.ask(sock, ("127.0.0.1", port), bind_workload.query(1, "halvard.example", "SOA")) == 0


def _mysql_ready(sock: str) -> bool:
    """Whether the MariaDB server behind ``sock`` answers a query."""
    done = subprocess.run(
        [mysql_workload.CLIENT, f"--socket={sock}", "-u", "root", "-e", "SELECT 1"],
        capture_output=True,
        timeout=10,
    )
    return done.returncode == 0


@dataclass(frozen=True)
class Service:
    """A service live_prometheus can add to node and Prometheus: how it starts, the commands it runs, the job its
    exporter is scraped as (``plain``: a static target of its own, else in the configuration it writes), the names
    of what it probes or walks (each given a port), and the scrape configurations it writes itself, from its
    exporter's port and those ports."""

    start: Callable[[Launch], None]
    needs: tuple[str, ...]
    job: str
    plain: bool = True
    ports: tuple[str, ...] = ()
    scrape: Callable[[int, dict[str, int]], str] | None = None
    settings: Callable[[int, Path], str] | None = None  # top-level Prometheus settings, from its port and directory


ALERT_RULES = "alert-rules.yml"  # the alerting rules' file in the scratch directory
# Every service, in the order they start; the PromQL estate "node+NAME" is node and Prometheus with service NAME.
SERVICES = {
    "postgres": Service(_start_postgres, (POSTGRES_EXPORTER,), "postgres"),
    "redis": Service(_start_redis, (REDIS_SERVER, REDIS_EXPORTER), "redis"),
    "haproxy": Service(_start_haproxy, (HAPROXY, HAPROXY_EXPORTER), "haproxy"),
    # the exporter itself is a job, and so is each of its probes
    "blackbox": Service(_start_blackbox, (BLACKBOX_EXPORTER,), blackbox_workload.EXPORTER_JOB,
                        ports=tuple(blackbox_workload.PORTS),
                        scrape=lambda port, ports: blackbox_workload.scrape_configs(ports, port)),
    "process": Service(_start_process, (PROCESS_EXPORTER,), "process"),
    "pushgateway": Service(_start_pushgateway, (PUSHGATEWAY,), "pushgateway"),
    "mysql": Service(_start_mysql, (MARIADB_SERVER, MARIADB_INSTALL, mysql_workload.CLIENT, MYSQL_EXPORTER), "mysql"),
    "bind": Service(_start_bind, (NAMED, BIND_EXPORTER), "bind"),
    "varnish": Service(_start_varnish, (VARNISHD, VARNISH_EXPORTER), "varnish"),
    "apache": Service(_start_apache, (APACHE, APACHE_EXPORTER), "apache"),
    "squid": Service(_start_squid, (SQUID, SQUID_EXPORTER), "squid"),
    "nginx": Service(_start_nginx, (NGINX, NGINX_EXPORTER), "nginx"),
    "mqtt": Service(_start_mqtt, (MOSQUITTO, MQTT_EXPORTER), "mqtt"),
    # the exporter walks each device's agent: one job of its own configuration, a target per device
    "snmp": Service(_start_snmp, (SNMPD, SNMP_EXPORTER), "snmp", plain=False, ports=snmp_workload.DEVICES,
                    scrape=snmp_workload.scrape_config),
    "sql": Service(_start_sql, (SQL_EXPORTER,), "sql"),
    "postfix": Service(_start_postfix, (POSTFIX, POSTCONF, POSTFIX_EXPORTER, *POSTFIX_TOOLS), "postfix"),
    "bird": Service(_start_bird, (BIRD, BIRD_EXPORTER), "bird"),
    "frr": Service(_start_frr, (BGPD, FRR_EXPORTER), "frr"),
    "trafficserver": Service(_start_trafficserver, (TRAFFIC_SERVER, TRAFFICSERVER_EXPORTER), "trafficserver"),
    "mailexporter": Service(_start_mailexporter, (POSTFIX, POSTCONF, MAILEXPORTER, *POSTFIX_TOOLS), "mailexporter"),
    # a second node exporter, its textfile collector alone, reading what Debian's collector scripts write
    "textfile": Service(_start_textfile, (NODE_EXPORTER, "tail", *textfile_workload.SCRIPTS), "textfile"),
    "pgbouncer": Service(_start_pgbouncer, (PGBOUNCER, PGBOUNCER_EXPORTER), "pgbouncer"),
    # the libvirt exporter reading a KVM host that libvirt's test driver describes
    "libvirt": Service(_start_libvirt, (LIBVIRT_EXPORTER,), "libvirt"),
    # the smokeping prober pinging a bank's branches, ATMs and data centres inside a network namespace of its own
    "smokeping": Service(_start_smokeping, (SMOKEPING_PROBER, "unshare", "ip", "mount"), "smokeping"),
    # Alertmanager, Prometheus sending it the alerts of its rules; two more jobs scrape hosts that are gone
    "alertmanager": Service(_start_alertmanager, (ALERTMANAGER,), "alertmanager",
                            ports=(*alertmanager_workload.DEAD_JOBS, "hooks", "smtp"),
                            scrape=alertmanager_workload.scrape_configs,
                            settings=lambda port, directory: alertmanager_workload.prometheus_settings(
                                port, directory / ALERT_RULES)),
    # dnsdist in front of the ISP's resolver pools, its own web server serving the metrics
    "dnsdist": Service(_start_dnsdist, (DNSDIST,), "dnsdist"),
    # Dovecot serving a solicitors' firm's IMAP clients, its own stats process the exporter
    "dovecot": Service(_start_dovecot, (DOVECOT, dovecot_workload.IMAP), "dovecot", ports=("imap",)),
    # a three-member etcd cluster, each member serving its own metrics, scraped with its name as instance
    "etcd": Service(_start_etcd, (ETCD,), etcd_workload.JOB, plain=False, ports=etcd_workload.ports_needed(),
                    scrape=etcd_workload.scrape_config),
    # a RabbitMQ node carrying a pharmacy's messages, its built-in prometheus plugin the exporter
    "rabbitmq": Service(_start_rabbitmq, (RABBITMQ_SERVER, rabbitmq_workload.EPMD), "rabbitmq"),
    # the PowerDNS Recursor resolving for a software house's office, its own web server serving the metrics
    "recursor": Service(_start_recursor, (RECURSOR,), recursor_workload.JOB),
    # collectd watching a ticket reseller's memcached instances, statsd counters and spool directories
    "collectd": Service(_start_collectd, (COLLECTD, MEMCACHED), collectd_workload.JOB),
    # Knot Resolver resolving for a college campus, its http module serving the metrics
    "kresd": Service(_start_kresd, (KRESD,), kresd_workload.JOB),
    # the IPMI exporter reading a weather-forecasting company's rack servers' BMCs, one target per server
    "ipmi": Service(_start_ipmi, (IPMI_SIM, IPMI_EXPORTER, *IPMI_TOOLS), ipmi_workload.JOB, plain=False,
                    ports=tuple(ipmi_workload.BMCS), scrape=ipmi_workload.scrape_config),
    # Caddy serving a bike-rental company's sites, its admin endpoint serving the metrics
    "caddy": Service(_start_caddy, (CADDY, "env"), caddy_workload.JOB, ports=(*caddy_workload.SERVERS, "old-booking")),
    # a web host's two PowerDNS Authoritative name servers, each serving its own metrics, scraped with its name as
    # instance
    "pdns": Service(_start_pdns, (PDNS_SERVER,), pdns_workload.JOB, plain=False, ports=pdns_workload.ports_needed(),
                    scrape=pdns_workload.scrape_config),
    # a mail provider's two inbound scanners, each rspamd's controller serving its own metrics, scraped with its host's
    # name as instance
    "rspamd": Service(_start_rspamd, (RSPAMD, REDIS_SERVER), rspamd_workload.JOB, plain=False,
                      ports=rspamd_workload.ports_needed(), scrape=rspamd_workload.scrape_config),
    # a company chat's Prosody XMPP server, its mod_http_openmetrics serving the metrics on its HTTP port
    "prosody": Service(_start_prosody, (PROSODY,), prosody_workload.JOB, ports=("c2s",)),
    # a privacy lab's private Tor network, every tor serving its own metrics, scraped with its nickname as instance
    "tor": Service(_start_tor, (TOR, TOR_GENCERT), tor_workload.JOB, plain=False, ports=tor_workload.ports_needed(),
                   scrape=tor_workload.scrape_config),
    # a contact centre's Kamailio SIP registrar and proxy, its xhttp_prom module serving the metrics on an HTTP
    # listener of its own
    "kamailio": Service(_start_kamailio, (KAMAILIO,), kamailio_workload.JOB, ports=("sip",)),
    # a web shop's server watched by a Netdata agent (StatsD, apps.plugin, python.d's memcached, /proc), its allmetrics
    # API scraped with the parameters Netdata documents
    "netdata": Service(_start_netdata, (NETDATA, MEMCACHED), netdata_workload.JOB, plain=False,
                       ports=netdata_workload.ports_needed(), scrape=netdata_workload.scrape_config),
    # a course's JupyterHub, the hub serving its own metrics on its own port behind its proxy
    "jupyterhub": Service(_start_jupyterhub, (JUPYTERHUB, *JUPYTERHUB_TOOLS), jupyterhub_workload.JOB, plain=False,
                          ports=("proxy", "proxy-api"), scrape=jupyterhub_workload.scrape_config),
    # a makerspace's tool library on Django under gunicorn, django-prometheus's /metrics view adding up its workers
    "django": Service(_start_django, (GUNICORN,), django_workload.JOB, ports=("calendar",)),
    # a hospital laboratory's three-member PostgreSQL cluster run by Patroni with an etcd of its own, each member's
    # REST API serving its own metrics, scraped with its name as instance
    "patroni": Service(_start_patroni, (PATRONI, *PATRONI_TOOLS), patroni_workload.JOB, plain=False,
                       ports=patroni_workload.ports_needed(), scrape=patroni_workload.scrape_config),
    # a fintech's private container registry, its debug server serving the metrics
    "registry": Service(_start_registry, (REGISTRY, HTPASSWD), registry_workload.JOB, ports=("api",)),
    # a container terminal's two-node Pacemaker cluster over Corosync (one node down, fenced and in standby), read
    # by the HA cluster exporter through Pacemaker's and Corosync's tools
    "hacluster": Service(_start_hacluster, (PACEMAKERD, HACLUSTER_EXPORTER, *HACLUSTER_TOOLS), hacluster_workload.JOB,
                         ports=("corosync",)),
}  # fmt: skip
ESTATE_PREFIX = "node+"  # "node+redis": node, Prometheus and the Redis service


def services_for(estates: Iterable[str | None]) -> list[str]:
    """The services of live_prometheus that serve every estate named (others are node and Prometheus alone)."""
    named = set(estates)
    return [name for name in SERVICES if ESTATE_PREFIX + name in named]


@contextlib.contextmanager
def live_prometheus(*services: str) -> Iterator[str]:
    """Prometheus's base URL once it has scraped every job (``node``: the node exporter, ``prometheus``:
    itself, every second; with ``postgres``, ``postgres``: the PostgreSQL exporter, its database busy; with
    ``redis``, ``redis``: the Redis exporter, its server loaded and busy; with ``haproxy``, ``haproxy``: the
    HAProxy exporter, the load balancer's traffic flowing; with ``blackbox``, ``blackbox_exporter``: the
    blackbox exporter itself, every second, and ``blackbox_http``, ``blackbox_health``, ``blackbox_tcp``: its
    probes of the workload's services, every 5 seconds; with ``process``, ``process``: the process exporter, the
    build host's services running; with ``pushgateway``, ``pushgateway``: the Pushgateway, with ``honor_labels``,
    every batch job having pushed; with ``mysql``, ``mysql``: the MySQL exporter, its MariaDB server loaded and busy,
    every workload connection open; with ``bind``, ``bind``: the BIND exporter, its name server answering the workload's
    steady queries; with ``varnish``, ``varnish``: the Varnish exporter, its cache serving the readers' steady
    traffic; with ``apache``, ``apache``: the Apache exporter, its web server serving the visitors' steady traffic; with
    ``squid``, ``squid``: the Squid exporter, its proxy carrying the office's steady traffic; with ``nginx``, ``nginx``:
    the nginx exporter, its web server serving the visitors' steady traffic; with ``mqtt``, ``mqtt``: the MQTT
    exporter, the glasshouse's devices publishing to its broker; with ``snmp``, ``snmp``: the SNMP exporter walking the
    ski area's switch and UPSes, one target each; with ``sql``, ``sql``: the SQL exporter querying a ticketing
    platform's busy database; with ``postfix``, ``postfix``: the Postfix exporter, the bookseller's mail gateway
    carrying its steady mail; with ``bird``, ``bird``: the BIRD exporter, the ISP's border router holding its BGP
    sessions under a steady churn of route updates; with ``frr``, ``frr``: the FRR exporter, the hosting company's edge
    router holding its BGP sessions under a steady churn of route updates; with ``trafficserver``, ``trafficserver``:
    the Traffic Server exporter, the game studio's edge cache serving the players' steady traffic; with
    ``mailexporter``, ``mailexporter``: the mail exporter, its probes sending mail through the web host's Postfix
    twice a second each; with ``textfile``, ``textfile``: a second node exporter's textfile collector, reading what
    the collector scripts write about the newspaper's file server and the machine's apt state; with ``pgbouncer``,
    ``pgbouncer``: the PgBouncer exporter, the delivery platform's services pooled through PgBouncer, four reports
    waiting; with ``libvirt``, ``libvirt``: the libvirt exporter, reading the agency's KVM host through libvirt's
    test driver; with ``smokeping``, ``smokeping``: the smokeping prober, pinging the bank's branches, ATMs and data
    centres; with ``alertmanager``, ``alertmanager``: Alertmanager, holding the alerts Prometheus and the
    grocer's other sources send it, its silences made; two more jobs, ``legacy-billing`` and ``wms-exporter``, down;
    with ``dnsdist``, ``dnsdist``: dnsdist, the ISP's subscribers, office and misbehaving clients sending their
    queries through it to its resolver pools; with ``dovecot``, ``dovecot``: Dovecot's own metrics, the solicitors'
    clients logged in and the failing ones refused; with ``etcd``, ``etcd``: the three members of the parcel-locker
    network's etcd cluster, one target each named by the member, etcd-a leading, its clients busy; with ``rabbitmq``,
    ``rabbitmq``: RabbitMQ's prometheus plugin, the pharmacy's services publishing and consuming, some queues backing
    up; with ``recursor``, ``recursor``: the PowerDNS Recursor, the software house's office resolving through it, its
    blocklist catching ads and malware, the ERP's and the VPN's lookups failing; with ``collectd``, ``collectd``:
    collectd's write_prometheus plugin, the ticket reseller's caches busy, its application's statsd metrics and spool
    directories read; with ``kresd``, ``kresd``: Knot Resolver's http module, the campus resolving through it, its
    blocklists catching ads and malware, the old portal's lookups failing; with ``ipmi``, ``ipmi``: the IPMI exporter,
    every collector reading each of the forecasting company's five BMCs, one target each named by the server; with
    ``caddy``, ``caddy``: Caddy's admin endpoint, the bike-rental company's visitors, partners and wall screens on its
    six sites, the old booking VM taken out by the health checks; with ``pdns``, ``pdns``: the web host's two
    PowerDNS Authoritative name servers, one target each named by the server, the resolvers' lookups, the refused
    update, NOTIFY and queries and the malformed message counted; with ``rspamd``, ``rspamd``: the mail provider's two
    rspamd scanners, one target each named by the host, every action taken and the classifier learning; with
    ``prosody``, ``prosody``: Prosody's own metrics, the company chat's staff, phones, guests, rooms, stand-up bot and
    BOSH visitors; with ``tor``, ``tor``: every tor of the privacy lab's test network, one target each named by its
    nickname, every relay in the consensus, the chat bot's sessions open, streams leaving through the exits and
    uploads reaching the dropbox; with ``kamailio``, ``kamailio``: Kamailio's xhttp_prom metrics, the contact centre's
    phones registering and calling, the failing logins, the scanner and the banned intercom; with ``netdata``,
    ``netdata``: the Netdata agent's allmetrics API, its host name as ``instance``, the web shop's StatsD metrics,
    process groups and session cache; with ``jupyterhub``,
    ``jupyterhub``: the hub's own metrics, the course's lab session started, four notebook servers running, the late
    students turned away; with ``django``, ``django``: django-prometheus's metrics of the tool library, both gunicorn
    workers' added up, its members, kiosk and apps busy; with ``patroni``, ``patroni``: the three members of the
    laboratory's Patroni cluster, one target each named by the member, lab-db2 leading on timeline 2, lab-db3's replay
    paused; with ``registry``, ``registry``: the Distribution registry's debug server, the fintech's images pushed,
    its CI pushing and pruning builds, its nodes pulling, stale credentials refused; with ``hacluster``,
    ``hacluster``: the HA cluster exporter reading the container terminal's Pacemaker cluster, its start-up played);
    all stop when the block ends."""
    unknown = sorted(set(services) - SERVICES.keys())
    if unknown:
        raise ValueError(f"no such service: {', '.join(unknown)} (one of {', '.join(SERVICES)})")
    chosen = {name: SERVICES[name] for name in SERVICES if name in services}  # in the order they start
    needed = ["prometheus", NODE_EXPORTER, *(command for service in chosen.values() for command in service.needs)]
    missing = [name for name in needed if _which(name) is None]
    if missing:
        raise NotInstalled(
            f"{' and '.join(missing)} not installed (make setup test-packages installs them with apt-get)"
        )
    if {"postfix", "mailexporter"} & chosen.keys() and os.geteuid() != 0:
        raise NotInstalled("Postfix's master runs only as root (it starts its daemons as the postfix user)")
    if "dovecot" in chosen and os.geteuid() != 0:
        raise NotInstalled("Dovecot's master runs here only as root (it starts its IMAP processes as its own account)")
    if "hacluster" in chosen and os.geteuid() != 0:
        raise NotInstalled("Corosync and Pacemaker run here only as root (Pacemaker's daemons change accounts)")
    if "smokeping" in chosen and os.geteuid() != 0:
        raise NotInstalled("the smokeping prober runs only as root (raw ICMP sockets in a network namespace)")
    exporter_port, prometheus_port = free_port(), free_port()
    url = f"http://127.0.0.1:{prometheus_port}"
    # each service's exporter port, and the ports of what it probes or walks
    ports = {name: free_port() for name in chosen}
    probed = {name: {thing: free_port() for thing in service.ports} for name, service in chosen.items()}
    # each job Prometheus scrapes plainly, and the port it scrapes it on; the others are in their own configuration
    targets = {"node": exporter_port, "prometheus": prometheus_port}
    targets |= {service.job: ports[name] for name, service in chosen.items() if service.plain}
    jobs = [*targets, *(service.job for service in chosen.values() if not service.plain)]
    own_scrapes = "".join(
        service.scrape(ports[name], probed[name]) for name, service in chosen.items() if service.scrape is not None
    )
    with tempfile.TemporaryDirectory(prefix="lexiquery-prometheus-") as scratch, contextlib.ExitStack() as stack:
        directory = Path(scratch)
        config = directory / "prometheus.yml"
        config.write_text(
            "global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\n"
            + "".join(
                service.settings(ports[name], directory)
                for name, service in chosen.items()
                if service.settings is not None
            )
            + "scrape_configs:\n"
            + "".join(
                f"  - job_name: {job}\n"
                + ("    honor_labels: true\n" if job == "pushgateway" else "")  # pushed job and instance labels win
                + f"    static_configs:\n      - targets: ['127.0.0.1:{port}']\n"
                for job, port in targets.items()
            )
            + own_scrapes
        )
        processes: Processes = []
        try:
            for name, service in chosen.items():
                service.start(Launch(stack, directory, ports[name], processes, probed[name]))
            exporter_log = directory / "node-exporter.log"
            exporter = [
                NODE_EXPORTER,
                f"--web.listen-address=127.0.0.1:{exporter_port}",
                "--collector.disable-defaults",
                *(f"--collector.{name}" for name in COLLECTORS),
            ]
            processes.append((_start(exporter, exporter_log), exporter_log))
            prometheus_log = directory / "prometheus.log"
            prometheus = [
                "prometheus",
                f"--config.file={config}",
                f"--storage.tsdb.path={directory / 'tsdb'}",
                f"--web.listen-address=127.0.0.1:{prometheus_port}",
            ]
            processes.append((_start(prometheus, prometheus_log), prometheus_log))
            _wait(
                "prometheus was not ready", lambda: httpx.get(f"{url}/-/ready", timeout=1).status_code == 200, processes
            )
            _wait(f"prometheus had not scraped the jobs {jobs}", lambda: _scraped(url, jobs), processes)
            yield url
        finally:
            for child, _ in reversed(processes):
                _stop(child)
