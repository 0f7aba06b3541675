"""A Leuven university's data-science course on JupyterHub, the hub serving its own metrics: the ``node+jupyterhub``
estate.

The Faculty of Science's course *Data Science in Practice* gives its students notebooks on one JupyterHub (Debian 12's
``jupyterhub`` 3.0, in the foreground, a temporary instance of its own on loopback ports, :func:`write` its
configuration): Debian's ``configurable-http-proxy`` in front (started by the hub, its public port the one the
students use, its REST API on a port of its own), the hub's own port behind it, and one single-user notebook server
per student (``jupyterhub-singleuser`` from Debian's ``python3-notebook``, started by the hub's
``SimpleLocalProcessSpawner`` as the hub's own user, each in a home directory of the scratch directory, on a random
loopback port that the proxy routes ``/user/NAME/`` to). Students log in with the course's shared password
(``DummyAuthenticator``), only those on the class list (``allowed_users``); the lecturer and the teaching assistant
are admins. At most :data:`SERVER_LIMIT` servers run at once (``active_server_limit``: the lab machine's share). A
``pre_spawn_hook`` reads the course roster: a student over her disk quota is refused a server, and a student who
picked the JupyterLab interface gets ``jupyter-labhub``, which this hub does not have. Two services hold API tokens:
the course dashboard (admin scopes: it lists users, hands out tokens and stops servers) and the autograder (it reads
users). The hub serves ``/hub/metrics`` without authentication (``authenticate_prometheus = False``), which Prometheus
scrapes on the hub's own port as job ``jupyterhub``. Nothing leaves the machine.

Running this file first plays the start of the lab session, once (every count it leaves stays as it is):

* emma and wout log in, start their servers (through the hub's spawn page), open their notebooks through the proxy
  and hand in; the dashboard stops both servers;
* yara logs in and starts her server: her ``~/.jupyter`` configuration from the department cluster makes it listen
  on ``127.0.0.2``, where the hub never finds it, so the start fails after ``Spawner.http_timeout``
  (:data:`HTTP_TIMEOUT` seconds) and her server is stopped;
* ines, over her disk quota, is refused twice; ruben, who chose JupyterLab, once (``jupyter-labhub`` is not
  installed);
* lotte, milan, noor and sander (:data:`WORKING`) log in and start their servers, which run from then on: the hub is
  full; the dashboard gives each a token.

Then, until it is killed, each second (paced evenly, every count a whole number a second):

* two students of the class list log in (the login page, the form with the right password, the hub's home page),
  round robin;
* jonas's old lab kiosk posts last term's password and a visitor not on the class list tries the shared one: two
  failed logins (the hub answers a failed login with the login page again, ``200``);
* kobe and elise, late, ask the spawn page for a server and are turned away (``429``, the hub full);
* emma's bookmark of her stopped server goes through the proxy to the hub (``302`` to ``/hub/user/emma/...``, then
  ``424``: no server running);
* two dead links on the course page ask for pages the hub does not have (``404``);
* the dashboard lists the users, the autograder reads two students' records, and the retired attendance bot and last
  year's report script, whose tokens were revoked, ask for the users list (``403``);
* each working student's browser lists her notebooks through the proxy (the notebook server answers; the hub does
  not see it).

Every five minutes each notebook server reports its activity to the hub and checks its student's token again.

Only the standard library is imported, and the file runs as a script in its own process.

    python -m bench.jupyterhub_workload PORTS_JSON DIRECTORY
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import sys
import threading
import time
import urllib.parse
from pathlib import Path

from bench.paced import paced_ticks

JUPYTERHUB = "jupyterhub"  # Debian's jupyterhub 3.0
PROXY = "configurable-http-proxy"  # Debian's node-configurable-http-proxy, which jupyterhub depends on
SINGLEUSER = "jupyterhub-singleuser"  # from Debian's jupyterhub, serving python3-notebook's notebook server
SETPRIV = "setpriv"  # util-linux: the proxy and the notebook servers end with the hub
NODE_PATH = "/usr/share/nodejs:/usr/lib/nodejs"  # where Debian's Node.js modules are, for any node on PATH
JOB = "jupyterhub"
PASSWORD = "dsip-2025"  # the course's shared password
OLD_PASSWORD = "dsip-2024"  # last term's, still in the lab kiosk's browser
DASHBOARD_TOKEN = "c0urse-dashb0ard-7f3a9e21d4b84c6f"
GRADER_TOKEN = "aut0grader-5b2e8c1f9a3d4e7b"
# the retired attendance bot's and last year's report script's tokens, revoked: no longer in the hub's database
REVOKED_TOKENS = ("attendance-b0t-1d9c4e7a2f6b8e30", "rep0rt-script-2024-93be1f0c7a5d")
# links of the course page to pages the hub does not have
DEAD_LINKS = ("/hub/assignments/week-3", "/hub/gradebook")
ADMINS = ("jpeeters", "tvermeulen")  # the lecturer and the teaching assistant
WORKING = ("lotte", "milan", "noor", "sander")  # their servers run all session
HANDED_IN = ("emma", "wout")  # started, worked and stopped at the start
TIMES_OUT = "yara"  # her server listens where the hub does not look
OVER_QUOTA = "ines"  # refused by the pre-spawn hook
LAB_USER = "ruben"  # chose JupyterLab
LATE = ("kobe", "elise")  # turned away: the hub is full
KIOSK_USER = "jonas"  # the lab kiosk with last term's password
VISITOR = "bezoeker"  # not on the class list
STUDENTS = (*WORKING, *HANDED_IN, TIMES_OUT, OVER_QUOTA, LAB_USER, *LATE, KIOSK_USER)
SERVER_LIMIT = len(WORKING)
HTTP_TIMEOUT = 12
OVER_QUOTA_TRIES = 2
# the starts that fail: ines's twice, ruben's and yara's (each failure observed once: yara's start outlives the spawn
# page's 10-second wait, so the page finds her server still running and leaves the failure to the spawn itself)
FAILED_STARTS = OVER_QUOTA_TRIES + 2
PAGE_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"  # a browser's
API_ACCEPT = "application/json"
SETTLED_FILE = "settled"  # written in the directory once the session's start has been played
READ_SECONDS = 30.0


def write(directory: Path, proxy_port: int, proxy_api_port: int, hub_port: int) -> Path:
    """The hub's configuration, the course roster and the students' home directories under ``directory``; the
    configuration file's path."""
    directory.mkdir(parents=True, exist_ok=True)
    homes = directory / "home"
    for user in (*STUDENTS, *ADMINS):
        (homes / user).mkdir(parents=True, exist_ok=True)
    cluster = homes / TIMES_OUT / ".jupyter"
    cluster.mkdir(exist_ok=True)
    (cluster / "jupyter_notebook_config.py").write_text(
        "# copied from the department cluster, where notebooks listen on the second loopback address\n"
        "c.NotebookApp.ip = '127.0.0.2'\n"
    )
    roster = directory / "roster.json"
    roster.write_text(
        json.dumps({OVER_QUOTA: {"quota_gb": 2, "used_gb": 2.4}, LAB_USER: {"interface": "lab"}}, indent=1) + "\n"
    )
    config = directory / "jupyterhub_config.py"
    config.write_text(f'''"""Data Science in Practice: the course's JupyterHub."""
import json

c = get_config()  # noqa: F821
c.JupyterHub.bind_url = "http://127.0.0.1:{proxy_port}"
c.JupyterHub.hub_bind_url = "http://127.0.0.1:{hub_port}"
c.JupyterHub.db_url = "sqlite:///{directory / "jupyterhub.sqlite"}"
c.JupyterHub.cookie_secret_file = "{directory / "jupyterhub_cookie_secret"}"
c.JupyterHub.pid_file = "{directory / "jupyterhub.pid"}"
c.JupyterHub.authenticate_prometheus = False
c.JupyterHub.active_server_limit = {SERVER_LIMIT}
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{proxy_api_port}"
c.ConfigurableHTTPProxy.pid_file = "{directory / "proxy.pid"}"
c.ConfigurableHTTPProxy.command = ["{SETPRIV}", "--pdeathsig", "TERM", "--", "{PROXY}"]

c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = "{PASSWORD}"
c.Authenticator.allowed_users = {set(STUDENTS)!r}
c.Authenticator.admin_users = {set(ADMINS)!r}

c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = "{homes}/{{username}}"
c.Spawner.cmd = ["{SETPRIV}", "--pdeathsig", "TERM", "--", "{SINGLEUSER}"]
c.Spawner.args = ["--allow-root"]
c.Spawner.http_timeout = {HTTP_TIMEOUT}


def course_rules(spawner):
    """The course roster's rules: no server over the disk quota; JupyterLab for who chose it."""
    with open("{roster}") as roster:
        student = json.load(roster).get(spawner.user.name, {{}})
    if student.get("used_gb", 0) > student.get("quota_gb", 5):
        raise RuntimeError(f"{{spawner.user.name}}'s home directory is over its quota")
    if student.get("interface") == "lab":
        spawner.cmd = ["jupyter-labhub"]


c.Spawner.pre_spawn_hook = course_rules

c.JupyterHub.services = [
    {{"name": "course-dashboard", "api_token": "{DASHBOARD_TOKEN}"}},
    {{"name": "autograder", "api_token": "{GRADER_TOKEN}"}},
]
c.JupyterHub.load_roles = [
    {{"name": "course-dashboard", "services": ["course-dashboard"],
     "scopes": ["admin:users", "admin:servers", "tokens", "list:users"]}},
    {{"name": "autograder", "services": ["autograder"], "scopes": ["list:users", "read:users"]}},
]
''')
    return config


def scrape_config(hub_port: int, ports: dict[str, int]) -> str:
    """The Prometheus scrape configuration of job ``jupyterhub``: the hub's ``/hub/metrics`` on its own port."""
    return (
        f"  - job_name: {JOB}\n    metrics_path: /hub/metrics\n"
        f"    static_configs:\n      - targets: ['127.0.0.1:{hub_port}']\n"
    )


def settled(directory: Path) -> bool:
    """Whether the workload has played the start of the lab session (its counts are all in)."""
    return (directory / SETTLED_FILE).exists()


def command(jupyterhub: str, config: Path) -> list[str]:
    return [jupyterhub, "-f", str(config)]


def environment() -> dict[str, str]:
    """The hub's environment: Node.js finds the proxy's modules wherever ``node`` comes from."""
    paths = [path for path in (os.environ.get("NODE_PATH", ""), NODE_PATH) if path]
    return {**os.environ, "NODE_PATH": ":".join(paths)}


class Browser:
    """One person's HTTP client: a cookie jar, no redirects followed."""

    def __init__(self, port: int, token: str | None = None) -> None:
        self.port = port
        self.token = token
        self.cookies: dict[str, str] = {}

    def request(self, method: str, path: str, form: dict[str, str] | None = None) -> tuple[int, str]:
        headers = {"Accept": API_ACCEPT if self.token else PAGE_ACCEPT}
        body = None
        if form is not None:
            body = urllib.parse.urlencode(form).encode()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        if self.token:
            headers["Authorization"] = f"token {self.token}"
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=READ_SECONDS)
        try:
            connection.request(method, path, body, headers)
            response = connection.getresponse()
            response.read()
            for header in response.headers.get_all("Set-Cookie") or []:
                name, _, rest = header.partition("=")
                self.cookies[name.strip()] = rest.split(";", 1)[0]
            return response.status, response.headers.get("Location", "")
        finally:
            connection.close()

    def login(self, user: str, password: str = PASSWORD) -> int:
        status, _ = self.request("POST", "/hub/login?next=", {"username": user, "password": password})
        return status

    def json(self, method: str, path: str) -> object:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=READ_SECONDS)
        try:
            connection.request(method, path, headers={"Authorization": f"token {self.token}", "Accept": API_ACCEPT})
            response = connection.getresponse()
            text = response.read()
            if response.status >= 300:
                raise RuntimeError(f"{method} {path}: {response.status} {text[:200]!r}")
            return json.loads(text) if text else None
        finally:
            connection.close()


def _server_state(dashboard: Browser, user: str) -> tuple[bool, bool]:
    """Whether the user's default server is ready, and whether it is pending (starting or stopping)."""
    model = dashboard.json("GET", f"/hub/api/users/{user}")
    assert isinstance(model, dict)
    server = model.get("servers", {}).get("", {})
    return bool(server.get("ready")), bool(server.get("pending"))


def _wait_settled(dashboard: Browser, user: str, ready: bool) -> None:
    """Wait until the user's server is ready (or, with ``ready`` False, until nothing is running or pending)."""
    deadline = time.monotonic() + 4 * HTTP_TIMEOUT
    while time.monotonic() < deadline:
        is_ready, pending = _server_state(dashboard, user)
        if not pending and is_ready == ready:
            return
        time.sleep(0.25)
    raise RuntimeError(f"{user}'s server did not become {'ready' if ready else 'idle'}")


def _start_from_page(port: int, user: str) -> Browser:
    """The student logs in and asks the spawn page for her server."""
    browser = Browser(port)
    browser.request("GET", "/hub/login")
    if browser.login(user) != 302:
        raise RuntimeError(f"{user} could not log in")
    browser.request("GET", "/hub/spawn")
    return browser


def start_session(port: int) -> dict[str, str]:
    """Play the start of the lab session; the working students' API tokens."""
    dashboard = Browser(port, DASHBOARD_TOKEN)
    # yara's start fails after the hub's http_timeout; everything else happens meanwhile
    threading.Thread(target=_start_from_page, args=(port, TIMES_OUT), daemon=True).start()
    time.sleep(0.5)
    for user in HANDED_IN:
        _start_from_page(port, user)
        _wait_settled(dashboard, user, ready=True)
        token = dashboard.json("POST", f"/hub/api/users/{user}/tokens")
        assert isinstance(token, dict)
        student = Browser(port, str(token["token"]))
        student.request("GET", f"/user/{user}/api/contents")
        student.request("GET", f"/user/{user}/api/contents/lab-1.ipynb")
        dashboard.json("DELETE", f"/hub/api/users/{user}/server")
        _wait_settled(dashboard, user, ready=False)
    refused = _start_from_page(port, OVER_QUOTA)
    _wait_settled(dashboard, OVER_QUOTA, ready=False)
    for _ in range(OVER_QUOTA_TRIES - 1):
        refused.request("POST", f"/hub/spawn/{OVER_QUOTA}")
        _wait_settled(dashboard, OVER_QUOTA, ready=False)
    _start_from_page(port, LAB_USER)
    _wait_settled(dashboard, LAB_USER, ready=False)
    _wait_settled(dashboard, TIMES_OUT, ready=False)
    tokens = {}
    for user in WORKING:
        _start_from_page(port, user)
        _wait_settled(dashboard, user, ready=True)
        token = dashboard.json("POST", f"/hub/api/users/{user}/tokens")
        assert isinstance(token, dict)
        tokens[user] = str(token["token"])
    return tokens


def run(ports: dict[str, int], directory: Path) -> None:
    port = ports["proxy"]
    tokens = start_session(port)
    working = {user: Browser(port, token) for user, token in tokens.items()}
    for user, browser in working.items():  # each notebook server checks its student's token with the hub once
        browser.request("GET", f"/user/{user}/api/contents")
    late = {user: Browser(port) for user in LATE}
    for user, browser in late.items():
        browser.login(user)
    bookmark = Browser(port)
    bookmark.login(HANDED_IN[0])
    kiosk, visitor, anonymous = Browser(port), Browser(port), Browser(port)
    dashboard, grader = Browser(port, DASHBOARD_TOKEN), Browser(port, GRADER_TOKEN)
    retired = [Browser(port, token) for token in REVOKED_TOKENS]
    (directory / SETTLED_FILE).write_text("started\n")
    for tick in paced_ticks(1.0):
        for n in range(2):
            student = Browser(port)
            student.request("GET", "/hub/login")
            student.login(STUDENTS[(2 * tick + n) % len(STUDENTS)])
            student.request("GET", "/hub/home")
        kiosk.login(KIOSK_USER, OLD_PASSWORD)
        visitor.login(VISITOR)
        for browser in late.values():
            browser.request("GET", "/hub/spawn")
        bookmark.request("GET", f"/user/{HANDED_IN[0]}/notebooks/lab-3.ipynb")
        bookmark.request("GET", f"/hub/user/{HANDED_IN[0]}/notebooks/lab-3.ipynb")
        for link in DEAD_LINKS:
            anonymous.request("GET", link)
        dashboard.request("GET", "/hub/api/users")
        for n in range(2):
            grader.request("GET", f"/hub/api/users/{STUDENTS[(2 * tick + n) % len(STUDENTS)]}")
        for bot in retired:
            bot.request("GET", "/hub/api/users")
        for user, browser in working.items():
            browser.request("GET", f"/user/{user}/api/contents")


def main(argv: list[str]) -> None:
    with contextlib.suppress(KeyboardInterrupt):
        run(json.loads(argv[1]), Path(argv[2]))


if __name__ == "__main__":
    main(sys.argv)
