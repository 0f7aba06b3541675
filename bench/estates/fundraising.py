"""A food bank's online fundraising (Desert Harvest Food Bank, Phoenix, Arizona) as the SQLite copy of a WordPress
site running the GiveWP donation plugin with its Recurring Donations add-on, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): donations reach 420 days back
(the site went live then) on a 5-minute grid, campaigns run up to 20 days ahead, so two builds with the same seed
and ``now`` values a whole number of days apart give the same answers to relative-time questions.

The tables are WordPress's and GiveWP's, as the plugin writes them (``wp_`` prefix): ``wp_options``, ``wp_users``,
``wp_usermeta``, ``wp_posts`` (the donation forms are posts of type ``give_forms``, every donation a post of type
``give_payment``), ``wp_give_formmeta`` and ``wp_give_donationmeta`` (entity-attribute-value: ``meta_key``,
``meta_value`` text), ``wp_give_donors`` and ``wp_give_donormeta``, ``wp_give_subscriptions`` (recurring gifts),
``wp_give_revenue`` (one row per completed donation, ``amount`` in cents), ``wp_give_campaigns`` and
``wp_give_campaign_forms``. WordPress declares no foreign keys; this copy declares those a schema tool can see
(``donation_id``, ``form_id``, ``donor_id``, ``customer_id``, ``parent_payment_id``, ``product_id``,
``campaign_id``, ``user_id``); references held in meta values (``_give_payment_donor_id``,
``_give_payment_form_id``, ``_give_campaign_id``, ``subscription_id``) and ``wp_posts.post_author`` (0 for a gift
made on the website) have none.

**Time is WordPress's**: ``wp_posts.post_date`` is the site's local time (``America/Phoenix``, UTC-7 all year, as
``wp_options`` says) and ``post_date_gmt`` the same moment in UTC; the plugin's own columns
(``wp_give_donors.date_created``, ``wp_give_subscriptions.created`` and ``expiration``, the campaigns' dates,
``wp_users.user_registered`` excepted, which is UTC) and the ``_give_completed_date`` meta are local time.

**Money**: ``_give_payment_total`` (what was charged, fees covered included), ``_give_fee_amount`` and
``_give_fee_donation_amount`` are text with six decimals (``'50.000000'``); ``wp_give_revenue.amount`` is integer
cents; ``wp_give_subscriptions.recurring_amount`` is a decimal; ``wp_give_campaigns.campaign_goal`` whole dollars;
``wp_give_donors.purchase_value`` and ``purchase_count`` the donor's completed live donations (what GiveWP keeps).

Statuses: a donation (``post_status``) is ``publish`` (complete), ``give_subscription`` (a completed renewal of a
recurring gift, ``post_parent`` its first donation), ``pending`` (a mailed check not received yet), ``failed``,
``refunded``, ``abandoned`` (checkout left); ``_give_payment_mode`` ``live`` or ``test`` (six one-dollar test
donations from the launch); ``_give_payment_gateway`` ``stripe``, ``paypal-commerce``, ``offline`` (check by mail)
and ``manual`` (entered by staff, ``post_author`` their user). A subscription is ``active``, ``cancelled``,
``expired`` (its bill times done), ``failing`` (the last renewal failed); ``period`` ``month`` or ``year``.
A campaign is ``active``, ``draft`` or ``archived``.

Planted signals:

* Summer Meals for Kids raised by far the most of any campaign in the last 60 days (helped by Ramona Castillo's
  $25,000 check 20 days ago, the largest gift ever, which makes her the top donor of the last 90 days);
* the New Warehouse capital campaign (launched 6 days ago) and the Community Garden draft have no donation; the
  Tribute Gift and Event Sponsorship forms were never used;
* PayPal's failure rate is about 14 %, stripe's about 3 %; checks and manual entries never fail;
* nine monthly donors' cards are failing; 45 donors gave only in the site's first two months;
* Phoenix, Mesa and Tempe have the most donors, in that order, far apart;
* Saguaro Credit Union gave $15,000 over the last 180 days, no other company more than $5,000;
* Kevin Tran entered most of the manual gifts; the Giving Day Match (45 days ago) brought about 180 gifts in a day.
"""

from __future__ import annotations

import datetime
import hashlib
import pathlib
import random
from typing import TypedDict

from bench.estates.common import Clock, close_checked, new_database, pick

SCHEMA = """
CREATE TABLE wp_options (
    option_id INTEGER PRIMARY KEY AUTOINCREMENT,
    option_name VARCHAR(191) NOT NULL DEFAULT '' UNIQUE,
    option_value LONGTEXT NOT NULL,
    autoload VARCHAR(20) NOT NULL DEFAULT 'yes'
);
CREATE TABLE wp_users (
    ID INTEGER PRIMARY KEY AUTOINCREMENT,
    user_login VARCHAR(60) NOT NULL DEFAULT '',
    user_pass VARCHAR(255) NOT NULL DEFAULT '',
    user_nicename VARCHAR(50) NOT NULL DEFAULT '',
    user_email VARCHAR(100) NOT NULL DEFAULT '',
    user_url VARCHAR(100) NOT NULL DEFAULT '',
    user_registered DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00',
    user_activation_key VARCHAR(255) NOT NULL DEFAULT '',
    user_status INT NOT NULL DEFAULT 0,
    display_name VARCHAR(250) NOT NULL DEFAULT ''
);
CREATE TABLE wp_usermeta (
    umeta_id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL DEFAULT 0 REFERENCES wp_users (ID),
    meta_key VARCHAR(255) DEFAULT NULL,
    meta_value LONGTEXT
);
CREATE TABLE wp_posts (
    ID INTEGER PRIMARY KEY AUTOINCREMENT,
    post_author BIGINT NOT NULL DEFAULT 0,
    post_date DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00',
    post_date_gmt DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00',
    post_content LONGTEXT NOT NULL,
    post_title TEXT NOT NULL,
    post_excerpt TEXT NOT NULL,
    post_status VARCHAR(20) NOT NULL DEFAULT 'publish',
    comment_status VARCHAR(20) NOT NULL DEFAULT 'open',
    ping_status VARCHAR(20) NOT NULL DEFAULT 'open',
    post_password VARCHAR(255) NOT NULL DEFAULT '',
    post_name VARCHAR(200) NOT NULL DEFAULT '',
    to_ping TEXT NOT NULL,
    pinged TEXT NOT NULL,
    post_modified DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00',
    post_modified_gmt DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00',
    post_content_filtered LONGTEXT NOT NULL,
    post_parent BIGINT NOT NULL DEFAULT 0,
    guid VARCHAR(255) NOT NULL DEFAULT '',
    menu_order INT NOT NULL DEFAULT 0,
    post_type VARCHAR(20) NOT NULL DEFAULT 'post',
    post_mime_type VARCHAR(100) NOT NULL DEFAULT '',
    comment_count BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX type_status_date ON wp_posts (post_type, post_status, post_date, ID);
CREATE TABLE wp_give_formmeta (
    meta_id INTEGER PRIMARY KEY AUTOINCREMENT,
    form_id BIGINT NOT NULL REFERENCES wp_posts (ID),
    meta_key VARCHAR(255) DEFAULT NULL,
    meta_value LONGTEXT
);
CREATE TABLE wp_give_donationmeta (
    meta_id INTEGER PRIMARY KEY AUTOINCREMENT,
    donation_id BIGINT NOT NULL REFERENCES wp_posts (ID),
    meta_key VARCHAR(255) DEFAULT NULL,
    meta_value LONGTEXT
);
CREATE INDEX donation_id ON wp_give_donationmeta (donation_id);
CREATE INDEX donation_meta_key ON wp_give_donationmeta (meta_key);
CREATE TABLE wp_give_donors (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT REFERENCES wp_users (ID),
    email VARCHAR(255) NOT NULL UNIQUE,
    name MEDIUMTEXT NOT NULL,
    purchase_value DECIMAL(18, 10) NOT NULL DEFAULT 0,
    purchase_count BIGINT NOT NULL DEFAULT 0,
    payment_ids LONGTEXT NOT NULL,
    date_created DATETIME NOT NULL,
    token VARCHAR(255) NOT NULL DEFAULT '',
    verify_key VARCHAR(255) NOT NULL DEFAULT '',
    verify_throttle DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00'
);
CREATE TABLE wp_give_donormeta (
    meta_id INTEGER PRIMARY KEY AUTOINCREMENT,
    donor_id BIGINT NOT NULL REFERENCES wp_give_donors (id),
    meta_key VARCHAR(255) DEFAULT NULL,
    meta_value LONGTEXT
);
CREATE TABLE wp_give_subscriptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id BIGINT NOT NULL REFERENCES wp_give_donors (id),
    period VARCHAR(20) NOT NULL,
    frequency BIGINT NOT NULL DEFAULT 1,
    initial_amount DECIMAL(18, 10) NOT NULL,
    recurring_amount DECIMAL(18, 10) NOT NULL,
    recurring_fee_amount DECIMAL(18, 10) NOT NULL DEFAULT 0,
    bill_times BIGINT NOT NULL,
    transaction_id VARCHAR(60) NOT NULL,
    parent_payment_id BIGINT NOT NULL REFERENCES wp_posts (ID),
    product_id BIGINT NOT NULL REFERENCES wp_posts (ID),
    created DATETIME NOT NULL,
    expiration DATETIME NOT NULL,
    status VARCHAR(20) NOT NULL,
    profile_id VARCHAR(60) NOT NULL,
    notes LONGTEXT NOT NULL,
    payment_mode VARCHAR(20) NOT NULL DEFAULT 'live'
);
CREATE TABLE wp_give_campaigns (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    form_id INT NOT NULL REFERENCES wp_posts (ID),
    campaign_type VARCHAR(12) NOT NULL DEFAULT 'core',
    campaign_title TEXT NOT NULL,
    campaign_url TEXT NOT NULL,
    short_desc TEXT NOT NULL,
    long_desc TEXT NOT NULL,
    campaign_logo TEXT NOT NULL,
    campaign_image TEXT NOT NULL,
    primary_color VARCHAR(7) NOT NULL,
    secondary_color VARCHAR(7) NOT NULL,
    campaign_goal INT UNSIGNED NOT NULL,
    goal_type VARCHAR(24) NOT NULL DEFAULT 'amount',
    status VARCHAR(12) NOT NULL,
    start_date DATETIME NULL,
    end_date DATETIME NULL,
    date_created DATETIME NOT NULL
);
CREATE TABLE wp_give_campaign_forms (
    campaign_id INT UNSIGNED NOT NULL REFERENCES wp_give_campaigns (id),
    form_id INT UNSIGNED NOT NULL REFERENCES wp_posts (ID),
    is_default INT NOT NULL DEFAULT 0,
    PRIMARY KEY (campaign_id, form_id)
);
CREATE TABLE wp_give_revenue (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    donation_id BIGINT UNSIGNED NOT NULL REFERENCES wp_posts (ID),
    form_id BIGINT UNSIGNED NOT NULL REFERENCES wp_posts (ID),
    campaign_id BIGINT UNSIGNED REFERENCES wp_give_campaigns (id),
    amount BIGINT UNSIGNED NOT NULL
);
"""

LOCAL = datetime.timedelta(hours=-7)  # America/Phoenix: no daylight saving time
SITE = "https://desertharvest.org"
# campaign title, slug, goal in dollars, status, start day, end day (None: open-ended), forms (title, slug)
CAMPAIGNS: list[tuple[str, int, str, int, int | None, list[str]]] = [
    ("General Operating Fund", 250000, "active", -420, None, ["Donate", "Monthly Giving Circle", "Tribute Gift"]),
    ("Holiday Food Drive", 80000, "archived", -400, -330, ["Holiday Food Drive"]),
    ("Backpack Program", 30000, "active", -380, None, ["Backpack Program"]),
    ("Mobile Pantry Truck", 150000, "active", -200, None, ["Mobile Pantry Truck", "Event Sponsorship"]),
    ("Senior Box Program", 20000, "active", -120, None, ["Senior Boxes"]),
    ("Summer Meals for Kids", 60000, "active", -75, 15, ["Summer Meals"]),
    ("Giving Day Match", 40000, "archived", -45, -44, ["Giving Day"]),
    ("New Warehouse Capital Campaign", 2000000, "active", -6, 20, ["Build the New Warehouse"]),
    ("Community Garden", 15000, "draft", -30, None, ["Community Garden"]),
]
GENERAL, HOLIDAY, BACKPACK, TRUCK, SENIOR, SUMMER, GIVING_DAY, WAREHOUSE, GARDEN = range(9)
CITIES = [
    ("Phoenix", 0.40),
    ("Mesa", 0.18),
    ("Tempe", 0.125),
    ("Chandler", 0.065),
    ("Scottsdale", 0.07),
    ("Glendale", 0.07),
    ("Gilbert", 0.05),
    ("Tucson", 0.02),
    ("Flagstaff", 0.02),
]
STREETS = ["Camelback Rd", "Indian School Rd", "McDowell Rd", "Baseline Rd", "Southern Ave", "University Dr", "Main St",
           "Thomas Rd"]  # fmt: skip
ZIPS = {
    "Phoenix": "850",
    "Mesa": "852",
    "Tempe": "852",
    "Chandler": "852",
    "Scottsdale": "852",
    "Glendale": "853",
    "Gilbert": "852",
    "Tucson": "857",
    "Flagstaff": "860",
}
AMOUNTS = [
    (10, 0.08),
    (20, 0.12),
    (25, 0.16),
    (35, 0.08),
    (50, 0.2),
    (75, 0.06),
    (100, 0.16),
    (150, 0.03),
    (250, 0.07),
    (500, 0.03),
    (1000, 0.01),
]
MONTHLY = [(10, 0.15), (15, 0.1), (20, 0.2), (25, 0.2), (30, 0.08), (50, 0.17), (75, 0.05), (100, 0.05)]
STAFF = [
    ("admin", "Site Admin", "administrator"),
    ("mdelgado", "Maria Delgado", "give_manager"),
    ("ktran", "Kevin Tran", "give_worker"),
    ("abenally", "Aisha Benally", "give_accountant"),
    ("jrowe", "Jordan Rowe", "give_worker"),
]
COMPANIES = [
    "Saguaro Credit Union",
    "Valley Roofing Co.",
    "Copper State Dental",
    "Mesa Auto Group",
    "Sun Devil Plumbing",
    "Camelback Realty",
    "Tempe Brewing Company",
    "Desert Bloom Nursery",
    "Southwest Logistics",
    "Kierland Law Group",
    "Grand Canyon Insurance",
    "Papago Tech",
]
FIRST = [
    "James",
    "Maria",
    "Robert",
    "Linda",
    "Michael",
    "Patricia",
    "David",
    "Jennifer",
    "Jose",
    "Elizabeth",
    "Daniel",
    "Susan",
    "Carlos",
    "Karen",
    "Luis",
    "Nancy",
    "Mark",
    "Lisa",
    "Steven",
    "Sandra",
    "Paul",
    "Ashley",
    "Andrew",
    "Emily",
    "Joshua",
    "Donna",
    "Kenneth",
    "Michelle",
    "Kevin",
    "Carol",
    "Brian",
    "Amanda",
    "George",
    "Melissa",
    "Timothy",
    "Deborah",
    "Ronald",
    "Stephanie",
    "Jason",
    "Rebecca",
    "Ryan",
    "Sharon",
    "Jacob",
    "Laura",
    "Gary",
    "Cynthia",
    "Nicholas",
    "Kathleen",
    "Eric",
    "Amy",
    "Juan",
    "Angela",
    "Miguel",
    "Rosa",
    "Tyler",
    "Hannah",
    "Dylan",
    "Grace",
    "Wei",
    "Priya",
    "Hoang",
    "Naomi",
    "Tariq",
    "Yesenia",
]
LAST = [
    "Smith",
    "Garcia",
    "Johnson",
    "Martinez",
    "Williams",
    "Hernandez",
    "Brown",
    "Lopez",
    "Jones",
    "Gonzalez",
    "Miller",
    "Rodriguez",
    "Davis",
    "Perez",
    "Wilson",
    "Sanchez",
    "Anderson",
    "Ramirez",
    "Taylor",
    "Torres",
    "Thomas",
    "Flores",
    "Moore",
    "Rivera",
    "Jackson",
    "Gomez",
    "White",
    "Diaz",
    "Harris",
    "Cruz",
    "Martin",
    "Reyes",
    "Thompson",
    "Morales",
    "Clark",
    "Ortiz",
    "Lewis",
    "Gutierrez",
    "Walker",
    "Chavez",
    "Hall",
    "Ruiz",
    "Allen",
    "Nguyen",
    "Young",
    "Begay",
    "King",
    "Yazzie",
    "Wright",
    "Tsosie",
    "Scott",
    "Patel",
    "Green",
    "Kim",
    "Baker",
    "Chen",
    "Adams",
    "Nelson",
    "Hill",
    "Campbell",
    "Mitchell",
    "Roberts",
    "Carter",
    "Phillips",
]


def _money(amount: float) -> str:
    return f"{amount:.6f}"


class _Donor(TypedDict):
    """What the build keeps of a donor until the donors are written: ``payments`` (the completed live donations' ids)
    and ``value`` (their total) as GiveWP keeps them, ``created`` the first donation's moment (None before it)."""

    first: str
    last: str
    city: str
    company: str | None
    created: datetime.datetime | None
    email: str
    payments: list[int]
    value: float


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now = clock.now
    db = new_database(path, SCHEMA)
    rows: dict[str, list[tuple[object, ...]]] = {}

    def add(table: str, row: tuple[object, ...]) -> int:
        rows.setdefault(table, []).append(row)
        return len(rows[table])

    def fmt(moment: datetime.datetime) -> str:
        return clock.fmt(moment)

    def local(moment: datetime.datetime) -> str:
        return clock.fmt(moment + LOCAL)

    def moment(day: int, low: int = 0, high: int = 1435) -> datetime.datetime:
        return clock.at(day, 5 * rng.randint(low // 5, high // 5))

    def waking(day: int) -> datetime.datetime:
        """A time the site's visitors are awake: 06:00 to 23:00 in Phoenix (13:00 to 06:00 UTC next day)."""
        return clock.at(day, 5 * rng.randint(13 * 12, 29 * 12))

    launch = clock.at(-420, 17 * 60)
    # ---------------------------------------------------------------- WordPress
    for name, value in (
        ("siteurl", SITE),
        ("home", SITE),
        ("blogname", "Desert Harvest Food Bank"),
        ("blogdescription", "Nobody in the Valley should go hungry"),
        ("admin_email", "web@desertharvest.org"),
        ("timezone_string", "America/Phoenix"),
        ("gmt_offset", "-7"),
        ("date_format", "F j, Y"),
        ("time_format", "g:i a"),
        ("start_of_week", "0"),
        ("give_version", "4.1.0"),
        ("give_recurring_version", "2.12.1"),
        (
            "give_settings",
            'a:3:{s:8:"currency";s:3:"USD";s:15:"currency_position";s:6:"before";s:15:"number_decimals";i:2;}',
        ),
    ):
        add("wp_options", (None, name, value, "yes"))
    staff_ids: dict[str, int] = {}
    for n, (login, display, role) in enumerate(STAFF):
        registered = fmt(launch - datetime.timedelta(days=30 - 5 * n))
        user = add(
            "wp_users",
            (
                None,
                login,
                "$P$B" + hashlib.md5(login.encode()).hexdigest()[:27],
                login,
                f"{login}@desertharvest.org",
                "",
                registered,
                "",
                0,
                display,
            ),
        )
        staff_ids[login] = user
        add("wp_usermeta", (None, user, "wp_capabilities", f'a:1:{{s:{len(role)}:"{role}";b:1;}}'))
        add("wp_usermeta", (None, user, "first_name", display.split()[0]))
        add("wp_usermeta", (None, user, "last_name", display.split()[-1]))

    def post(
        author: int,
        when: datetime.datetime,
        title: str,
        status: str,
        name: str,
        post_type: str,
        parent: int = 0,
        content: str = "",
    ) -> int:
        ident = len(rows.get("wp_posts", [])) + 1
        slug = name or f"{post_type.replace('_', '-')}-{ident}"
        add(
            "wp_posts",
            (
                ident,
                author,
                local(when),
                fmt(when),
                content,
                title,
                "",
                status,
                "closed",
                "closed",
                "",
                slug,
                "",
                "",
                local(when),
                fmt(when),
                "",
                parent,
                f"{SITE}/?post_type={post_type}&#038;p={ident}",
                0,
                post_type,
                "",
                0,
            ),
        )
        return ident

    # ---------------------------------------------------------------- campaigns and their forms
    form_of: dict[str, int] = {}
    campaign_of_form: dict[int, int] = {}
    campaign_ids: list[int] = []
    form_meta: list[tuple[int, str, str]] = []  # (form, key, value), written once the forms' running totals are known
    for c, (title, goal, status, start, end, forms) in enumerate(CAMPAIGNS):
        created = clock.at(start - 3, 16 * 60 + 5 * c)
        ids = []
        for form_title in forms:
            slug = form_title.lower().replace(" ", "-")
            form_status = "draft" if status == "draft" else "publish"
            form = post(staff_ids["mdelgado"], created, form_title, form_status, slug, "give_forms")
            form_of[form_title] = form
            ids.append(form)
            recurring = "yes_donor" if form_title == "Monthly Giving Circle" else "no"
            for key, value in (
                ("_give_price_option", "multi"),
                ("_give_custom_amount", "enabled"),
                ("_give_goal_option", "enabled"),
                ("_give_set_goal", _money(goal)),
                ("_give_recurring", recurring),
                ("_give_form_earnings", _money(0)),
                ("_give_form_sales", "0"),
                ("_give_display_style", "buttons"),
            ):
                form_meta.append((form, key, value))
        campaign = add(
            "wp_give_campaigns",
            (
                None,
                ids[0],
                "core",
                title,
                f"{SITE}/campaigns/{title.lower().replace(' ', '-')}",
                f"Support the {title}.",
                "",
                "",
                "",
                "#2d6a4f",
                "#f4a261",
                goal,
                "amount",
                status,
                local(clock.at(start, 15 * 60)),
                None if end is None else local(clock.at(end, 15 * 60 + 6 * 60)),
                local(created),
            ),
        )
        campaign_ids.append(campaign)
        for n, form in enumerate(ids):
            add("wp_give_campaign_forms", (campaign, form, 1 if n == 0 else 0))
            campaign_of_form[form] = campaign

    # ---------------------------------------------------------------- donors
    used_names: set[str] = set()
    donor_info: dict[int, _Donor] = {}
    # the forms' running totals, as GiveWP keeps them (live and test alike): earnings in dollars, count of sales
    earnings: dict[int, tuple[float, int]] = {}

    def new_name() -> tuple[str, str]:
        while True:
            first, last = rng.choice(FIRST), rng.choice(LAST)
            if f"{first} {last}" not in used_names:
                used_names.add(f"{first} {last}")
                return first, last

    def donor(first: str, last: str, city: str | None = None, company: str | None = None) -> int:
        ident = len(donor_info) + 1
        city = city or pick(rng, CITIES)
        donor_info[ident] = {
            "first": first,
            "last": last,
            "city": city,
            "company": company,
            "created": None,
            "email": f"{first}.{last}{ident}@example.com".lower(),
            "payments": [],
            "value": 0.0,
        }
        return ident

    def campaign_form(day: int) -> str:
        choices: list[tuple[str, float]] = [("Donate", 0.25)]
        if day < -330 and day >= -400:
            choices.append(("Holiday Food Drive", 0.55))
        choices.append(("Backpack Program", 0.12))
        if day >= -200:
            choices.append(("Mobile Pantry Truck", 0.16))
        if day >= -120:
            choices.append(("Senior Boxes", 0.1))
        if day >= -75:
            choices.append(("Summer Meals", 0.45))
        return pick(rng, choices)

    def donation(
        d: int,
        when: datetime.datetime,
        amount: float,
        form_title: str,
        gateway: str,
        *,
        status: str | None = None,
        author: int = 0,
        mode: str = "live",
        parent: int = 0,
        subscription: int | None = None,
        first_of_subscription: bool = False,
        anonymous: bool = False,
        company: str | None = None,
        fee_ok: bool = True,
    ) -> int | None:
        if when > now:
            return None
        info = donor_info[d]
        if status is None:
            draw = rng.random()
            if gateway == "paypal-commerce":
                status = "failed" if draw < 0.14 else "abandoned" if draw < 0.17 else "publish"
            elif gateway == "stripe":
                status = "failed" if draw < 0.03 else "abandoned" if draw < 0.06 else "publish"
            else:
                status = "publish"
        fee = (
            round(amount * 0.022 + 0.30, 2)
            if fee_ok and gateway in ("stripe", "paypal-commerce") and rng.random() < 0.35
            else 0.0
        )
        total = amount + fee
        completed: datetime.datetime | None = when
        if gateway == "offline":  # a mailed check: complete when it arrives
            completed = when + datetime.timedelta(days=rng.randint(3, 12), hours=rng.randint(0, 6))
            if completed > now:
                status, completed = "pending", None
        if status in ("failed", "abandoned"):
            completed = None
        if status == "publish" and rng.random() < 0.015 and gateway in ("stripe", "paypal-commerce") and not parent:
            status = "refunded"
        name = f"{info['first']} {info['last']}"
        ident = post(author, when, name, status, "", "give_payment", parent)
        form = form_of[form_title]
        campaign = campaign_of_form[form]
        meta = [
            ("_give_payment_form_id", str(form)),
            ("_give_payment_form_title", form_title),
            (
                "_give_payment_price_id",
                "custom" if amount not in (25, 50, 100, 250) else str([25, 50, 100, 250].index(int(amount)) + 1),
            ),
            ("_give_payment_total", _money(total)),
            ("_give_payment_currency", "USD"),
            ("_give_payment_gateway", gateway),
            ("_give_payment_donor_id", str(d)),
            ("_give_payment_donor_email", info["email"]),
            ("_give_donor_billing_first_name", info["first"]),
            ("_give_donor_billing_last_name", info["last"]),
            ("_give_payment_mode", mode),
            ("_give_payment_purchase_key", hashlib.md5(f"{seed}-{ident}".encode()).hexdigest()),
            (
                "_give_payment_donor_ip",
                f"{rng.randint(24, 216)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
            ),
            ("_give_anonymous_donation", "1" if anonymous else "0"),
            ("_give_campaign_id", str(campaign)),
        ]
        if fee:
            meta += [("_give_fee_amount", _money(fee)), ("_give_fee_donation_amount", _money(amount))]
        if company:
            meta.append(("_give_donation_company", company))
        if first_of_subscription:
            meta.append(("_give_is_donation_recurring", "1"))
        if subscription is not None:
            meta.append(("subscription_id", str(subscription)))
        if completed is not None and status in ("publish", "give_subscription", "refunded"):
            meta.append(("_give_completed_date", local(completed)))
        for key, value in meta:
            add("wp_give_donationmeta", (None, ident, key, value))
        if status in ("publish", "give_subscription"):
            cents = round(total * 100)
            add("wp_give_revenue", (None, ident, form, campaign, cents))
            earned, sales = earnings.get(form, (0.0, 0))
            earnings[form] = (earned + cents / 100, sales + 1)
            if mode == "live":
                info["payments"].append(ident)
                info["value"] += total
        if info["created"] is None:
            info["created"] = when
        return ident

    def gateway_for() -> str:
        return pick(rng, [("stripe", 0.58), ("paypal-commerce", 0.27), ("offline", 0.1), ("manual", 0.05)])

    def manual_author() -> int:
        return staff_ids[pick(rng, [("ktran", 0.7), ("jrowe", 0.15), ("abenally", 0.15)])]

    def one_time(
        d: int, day: int, form_title: str | None = None, amount: float | None = None, gateway: str | None = None
    ) -> None:
        gateway = gateway or gateway_for()
        if amount is None:
            amount = float(pick(rng, [(str(a), w) for a, w in AMOUNTS]))
        donation(
            d,
            waking(day),
            amount,
            form_title or campaign_form(day),
            gateway,
            author=manual_author() if gateway == "manual" else 0,
            anonymous=rng.random() < 0.08,
        )

    # the launch: six one-dollar test donations by the admin
    tester = donor("Site", "Admin", "Phoenix")
    for n in range(6):
        donation(
            tester,
            clock.at(-415, 18 * 60 + 10 * n),
            1.0,
            "Donate",
            "stripe",
            status="publish",
            author=staff_ids["admin"],
            mode="test",
            fee_ok=False,
        )

    # ordinary one-time donors: a first gift, then now and again another
    for _ in range(660):
        first, last = new_name()
        d = donor(first, last)
        day = -rng.randint(1, 405)
        while day <= 0:
            one_time(d, day)
            day += rng.randint(40, 400)

    # lapsed donors: gave in the site's first two months, never since
    for _ in range(45):
        first, last = new_name()
        d = donor(first, last)
        for _ in range(rng.randint(1, 2)):
            one_time(d, -rng.randint(372, 410), rng.choice(["Donate", "Holiday Food Drive", "Backpack Program"]))

    # monthly (and a few yearly) donors with their subscriptions
    subscriptions: list[tuple[object, ...]] = []
    plan = ["active"] * 150 + ["cancelled"] * 36 + ["expired"] * 6 + ["failing"] * 9
    rng.shuffle(plan)
    for n, fate in enumerate(plan):
        first, last = new_name()
        d = donor(first, last)
        yearly = n % 17 == 5 and fate in ("active", "cancelled")
        period_days = 365 if yearly else 30
        if fate == "failing":
            start_day = -rng.randint(95, 380)
        elif fate == "expired":
            start_day = -rng.randint(372, 400)
        elif yearly:
            start_day = -rng.randint(20, 360)
        else:
            start_day = -rng.randint(1, 400)
        amount = float(
            pick(rng, [(str(a), w) for a, w in ([(100, 0.4), (250, 0.4), (500, 0.2)] if yearly else MONTHLY)])
        )
        gateway = "stripe" if rng.random() < 0.8 else "paypal-commerce"
        started = waking(start_day)
        sub_id = len(subscriptions) + 1
        parent = donation(
            d,
            started,
            amount,
            "Monthly Giving Circle",
            gateway,
            status="publish",
            subscription=sub_id,
            first_of_subscription=True,
            fee_ok=False,
        )
        assert parent is not None
        bill_times = 12 if fate == "expired" else 0
        cancel_after = rng.randint(2, 9) if fate == "cancelled" else None
        renewals = 0
        last_renewal = started
        k = 1
        while True:
            when = started + datetime.timedelta(days=period_days * k)
            if when > now or (bill_times and k >= bill_times) or (cancel_after is not None and k > cancel_after):
                break
            failing_now = fate == "failing" and when > now - datetime.timedelta(days=30)
            status = "failed" if failing_now else "give_subscription"
            donation(
                d,
                when,
                amount,
                "Monthly Giving Circle",
                gateway,
                status=status,
                parent=parent,
                subscription=sub_id,
                fee_ok=False,
            )
            if status == "give_subscription":
                renewals += 1
                last_renewal = when
            k += 1
        expiration = last_renewal + datetime.timedelta(days=period_days)
        subscriptions.append(
            (
                sub_id,
                d,
                "year" if yearly else "month",
                1,
                f"{amount:.10f}",
                f"{amount:.10f}",
                "0.0000000000",
                bill_times,
                f"ch_{hashlib.md5(f'{seed}{sub_id}'.encode()).hexdigest()[:24]}",
                parent,
                form_of["Monthly Giving Circle"],
                local(started),
                local(expiration),
                fate,
                f"sub_{hashlib.sha1(f'{seed}{sub_id}'.encode()).hexdigest()[:14]}",
                "",
                "live",
            )
        )

    # companies: a few sizeable gifts each; Saguaro Credit Union three of $5,000 in the last 180 days
    for n, company in enumerate(COMPANIES):
        first, last = new_name()
        d = donor(first, last, pick(rng, CITIES[:6]), company)
        if n == 0:
            for day in (-150, -100, -40):
                donation(d, clock.at(day, 18 * 60), 5000.0, campaign_form(day), "offline", company=company)
            donation(d, clock.at(-300, 18 * 60), 2500.0, "Donate", "offline", company=company)
        else:
            for day in sorted(-rng.randint(1, 410) for _ in range(rng.randint(1, 2))):
                donation(
                    d,
                    waking(day),
                    float(rng.choice([1000, 1500, 2500])),
                    campaign_form(day),
                    rng.choice(["offline", "stripe"]),
                    company=company,
                )

    # Ramona Castillo: the largest gift ever, a check for Summer Meals 20 days ago
    ramona = donor("Ramona", "Castillo", "Scottsdale")
    used_names.add("Ramona Castillo")
    donation(ramona, clock.at(-300, 20 * 60), 1000.0, "Donate", "stripe", status="publish", fee_ok=False)
    donation(ramona, clock.at(-20, 17 * 60), 25000.0, "Summer Meals", "offline")

    # the Giving Day Match, 45 days ago (Phoenix time): about 180 gifts in one day, many from new donors
    existing = list(donor_info)
    for _ in range(180):
        if rng.random() < 0.5:
            first, last = new_name()
            d = donor(first, last)
        else:
            d = rng.choice(existing[1:])
        when = clock.at(-45, 5 * rng.randint(14 * 12, 29 * 12 - 1))
        gateway = pick(rng, [("stripe", 0.7), ("paypal-commerce", 0.3)])
        donation(
            d,
            when,
            float(pick(rng, [(str(a), w) for a, w in AMOUNTS[:8]])),
            "Giving Day",
            gateway,
            anonymous=rng.random() < 0.08,
        )

    # ---------------------------------------------------------------- write
    for ident, info in donor_info.items():
        created = info["created"] or launch
        user_id = None
        if ident == tester:
            user_id = staff_ids["admin"]
        elif rng.random() < 0.12:
            user_id = add(
                "wp_users",
                (
                    None,
                    info["email"].split("@")[0],
                    "$P$B" + hashlib.md5(str(ident).encode()).hexdigest()[:27],
                    info["email"].split("@")[0][:50],
                    info["email"],
                    "",
                    fmt(created),
                    "",
                    0,
                    f"{info['first']} {info['last']}",
                ),
            )
            add("wp_usermeta", (None, user_id, "wp_capabilities", 'a:1:{s:10:"give_donor";b:1;}'))
        payments = info["payments"]
        add(
            "wp_give_donors",
            (
                ident,
                user_id,
                info["email"],
                f"{info['first']} {info['last']}",
                f"{info['value']:.10f}",
                len(payments),
                ",".join(str(p) for p in payments),
                local(created),
                "",
                "",
                "0000-00-00 00:00:00",
            ),
        )
        city = info["city"]
        meta = [
            ("_give_donor_first_name", info["first"]),
            ("_give_donor_last_name", info["last"]),
            (
                "_give_donor_address_billing_line1_0",
                f"{rng.randint(100, 9999)} {rng.choice(['E', 'W', 'N', 'S'])} {rng.choice(STREETS)}",
            ),
            ("_give_donor_address_billing_city_0", city),
            ("_give_donor_address_billing_state_0", "AZ"),
            ("_give_donor_address_billing_zip_0", f"{ZIPS[city]}{rng.randint(0, 99):02d}"),
            ("_give_donor_address_billing_country_0", "US"),
        ]
        if info["company"]:
            meta.append(("_give_donor_company", info["company"]))
        for key, value in meta:
            add("wp_give_donormeta", (None, ident, key, value))
    for sub in subscriptions:
        add("wp_give_subscriptions", sub)
    # the forms' meta, with their running totals as the donations left them
    for form, key, value in form_meta:
        earned, sales = earnings.get(form, (0.0, 0))
        if key == "_give_form_earnings":
            value = _money(earned)
        elif key == "_give_form_sales":
            value = str(sales)
        add("wp_give_formmeta", (None, form, key, value))

    for table in (
        "wp_options",
        "wp_users",
        "wp_usermeta",
        "wp_posts",
        "wp_give_formmeta",
        "wp_give_campaigns",
        "wp_give_campaign_forms",
        "wp_give_donors",
        "wp_give_donormeta",
        "wp_give_donationmeta",
        "wp_give_subscriptions",
        "wp_give_revenue",
    ):
        table_rows = rows.get(table, [])
        if table_rows:
            db.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(table_rows[0]))})", table_rows)
    close_checked(db, "fundraising")
