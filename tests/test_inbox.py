"""The approvals inbox (/ui/approvals) in a real browser: Debian's chromium driven by Playwright.

Three people with API keys: carol asks (operator and approver), alice and dave approve. Carol's own gates are not
hers to decide (four-eyes): her inbox does not list them and a decision she forces through is refused; alice
approves one with a comment and its query runs; dave rejects the other with a comment and it ends REJECTED.
With ``LEXIQUERY_RECORD_SCREENSHOTS=1`` the screenshots of each page are written to docs/ (committed, for the
README); otherwise to the test's temporary folder.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from temporalio.client import Client

from api.app import create_app
from api.auth import hash_key
from lexiquery.loopback import derive, free_port, serve
from lexiquery.settings import PROJECT_ROOT, ApiKey, Settings
from tests.test_e2e import wait_for_end, wait_for_gate

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("worker")]
CHROMIUM = shutil.which("chromium")
DOCS = PROJECT_ROOT / "docs"
KEYS = {"carol": ("carol-key-1", ["operator", "approver"]), "alice": ("alice-key-1", ["approver"]),
        "dave": ("dave-key-1", ["approver"])}  # fmt: skip
QUESTION = {"question": "failed sign-ins in the last hour", "platforms": ["kql"], "execute": True}


@pytest.fixture(scope="module")
async def inbox_url(settings: Settings, temporal_client: Client) -> AsyncIterator[str]:
    keys = [ApiKey(sha256=hash_key(key), principal=name, roles=roles) for name, (key, roles) in KEYS.items()]
    async with serve(create_app(derive(settings, api_keys=keys), temporal_client), free_port()) as url:
        yield url


async def test_the_inbox_decides_as_the_api_does_in_a_real_browser(inbox_url: str, tmp_path: Path) -> None:
    shots = DOCS if os.environ.get("LEXIQUERY_RECORD_SCREENSHOTS") == "1" else tmp_path
    if CHROMIUM is None:
        pytest.skip("chromium is not installed (make test-packages installs it)")
    from playwright.async_api import async_playwright

    async with httpx.AsyncClient(base_url=inbox_url) as anonymous:  # a browser is asked to sign in
        refused = await anonymous.get("/ui/approvals")
    assert refused.status_code == 401
    assert refused.headers["www-authenticate"].startswith("Basic")
    assert "API key as the password" in refused.text
    carol = {"Authorization": f"Bearer {KEYS['carol'][0]}"}
    async with httpx.AsyncClient(base_url=inbox_url, headers=carol, timeout=30) as api:
        first, second = [(await api.post("/v1/journeys", json=QUESTION)).json() for _ in range(2)]
        gates = [await wait_for_gate(api, journey["status_url"]) for journey in (first, second)]

        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                pages = {}
                for name, (key, _) in KEYS.items():
                    context = await browser.new_context(http_credentials={"username": name, "password": key})
                    pages[name] = await context.new_page()

                # carol asked both: nothing of hers to decide, and forcing a decision through is refused
                page = pages["carol"]
                await page.goto(f"{inbox_url}/ui/approvals")
                assert await page.locator(f"article[data-journey='{first['journey_id']}']").count() == 0
                await page.evaluate(
                    """([action]) => { const form = document.createElement('form'); form.method = 'post';
                       form.action = action; const field = document.createElement('input'); field.name = 'decision';
                       field.value = 'approve'; form.appendChild(field); document.body.appendChild(form);
                       form.submit(); }""",
                    [f"/ui/approvals/{first['journey_id']}/{gates[0]['id']}"],
                )
                await page.wait_for_selector(".problem")
                assert "carol requested this journey and may not approve its own execution" in await page.inner_text(
                    ".problem"
                )
                await page.screenshot(path=str(shots / "inbox-requester-refused.png"), full_page=True)

                # alice sees both, with the exact query, and approves the first with a comment
                page = pages["alice"]
                await page.goto(f"{inbox_url}/ui/approvals")
                article = page.locator(f"article[data-journey='{first['journey_id']}']")
                assert "SigninLogs" in await article.locator("pre").first.inner_text()
                assert await page.locator(f"article[data-journey='{second['journey_id']}']").count() == 1
                await page.screenshot(path=str(shots / "inbox-two-open-gates.png"), full_page=True)
                await article.locator("textarea[name=comment]").fill("read-only, fine")
                await article.get_by_role("button", name="Approve").click()
                await page.wait_for_selector(".notice")
                assert f"{gates[0]['id']} of {first['journey_id']}: approved by alice" in await page.inner_text(
                    ".notice"
                )
                await page.screenshot(path=str(shots / "inbox-approved.png"), full_page=True)

                # dave rejects the second with a comment
                page = pages["dave"]
                await page.goto(f"{inbox_url}/ui/approvals")
                article = page.locator(f"article[data-journey='{second['journey_id']}']")
                await article.locator("textarea[name=comment]").fill("not during the freeze")
                await article.get_by_role("button", name="Reject").click()
                await page.wait_for_selector(".notice")
                assert "rejected by dave" in await page.inner_text(".notice")
            finally:
                await browser.close()

        approved, rejected = [await wait_for_end(api, journey["status_url"]) for journey in (first, second)]
    assert approved["state"] == "COMPLETED"
    assert (approved["gates"][0]["decided_by"], approved["gates"][0]["comment"]) == ("alice", "read-only, fine")
    assert approved["executions"][0]["executed"] is True
    assert rejected["state"] == "REJECTED"
    assert (rejected["gates"][0]["decided_by"], rejected["gates"][0]["comment"]) == ("dave", "not during the freeze")


def test_the_screenshots_are_committed() -> None:
    assert {path.name for path in DOCS.glob("inbox-*.png")} >= {
        "inbox-two-open-gates.png",
        "inbox-approved.png",
        "inbox-requester-refused.png",
    }


async def test_the_inbox_refuses_forged_oversized_and_malformed_decisions(inbox_url: str) -> None:
    alice = httpx.BasicAuth("alice", KEYS["alice"][0])
    async with httpx.AsyncClient(base_url=inbox_url, auth=alice) as browser:
        forged = await browser.post(
            "/ui/approvals/journey-x/execution-1", data={"decision": "approve"}, headers={"Origin": "https://evil.test"}
        )
        assert forged.status_code == 403
        assert "must come from this inbox" in forged.text
        huge = await browser.post("/ui/approvals/journey-x/execution-1", data={"comment": "x" * 9000})
        assert huge.status_code == 413
        odd = await browser.post("/ui/approvals/journey-x/execution-1", data={"decision": "maybe"})
        assert odd.status_code == 303
        assert "problem=" in odd.headers["location"]
        unknown = await browser.post("/ui/approvals/journey-nope/execution-1", data={"decision": "approve"})
        shown = await browser.get(unknown.headers["location"])
        assert "journey-nope" in shown.text
        assert "problem" in shown.text
        wrong = await browser.get("/ui/approvals", auth=httpx.BasicAuth("alice", "not-her-key"))
        assert wrong.status_code == 401
        assert "not-her-key" not in wrong.text
