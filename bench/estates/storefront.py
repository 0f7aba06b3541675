"""A Porto loose-leaf tea shop's web shop (Chá da Ribeira, Lda.) as a WordPress and WooCommerce 8 database in SQLite,
with High-Performance Order Storage (HPOS) on.

WooCommerce keeps its catalogue in WordPress's own tables and, with HPOS, its orders in tables of their own, all under
the installer's ``wp_`` prefix; here in SQLite, with their conventions:

* **products are ``wp_posts`` rows with ``post_type`` ``product``** (a tea sold in two sizes has ``product_variation``
  children through ``post_parent``; coupons are ``shop_coupon`` posts), ``post_status`` ``publish``, ``draft`` or
  ``trash``, ``post_title`` the name, ``post_date_gmt`` beside the local ``post_date``; **their price, stock and SKU are
  ``wp_postmeta`` key-value rows as text** (``_price``, ``_regular_price``, ``_sale_price``, ``_sku``, ``_stock``,
  ``_stock_status`` ``instock``/``outofstock``, ``total_sales``; a coupon's ``discount_type`` ``percent``,
  ``fixed_cart`` or ``fixed_product``, ``coupon_amount``, ``usage_count``, ``date_expires`` as a Unix time), copied into
  ``wp_wc_product_meta_lookup`` (``min_price``, ``stock_quantity``, ``stock_status``, ``total_sales``,
  ``average_rating``); categories through ``wp_terms``, ``wp_term_taxonomy`` (``taxonomy`` ``product_cat``) and
  ``wp_term_relationships``;
* **orders are ``wp_wc_orders`` rows with ``type`` ``shop_order``; a refund is a row of its own with ``type``
  ``shop_order_refund``, ``parent_order_id`` the order and a negative ``total_amount``**; ``status`` keeps WooCommerce's
  ``wc-`` prefix (``wc-pending``, ``wc-processing``, ``wc-on-hold`` for a bank transfer awaited, ``wc-completed``,
  ``wc-cancelled``, ``wc-refunded``, ``wc-failed``, and ``wc-checkout-draft`` for a block checkout never finished);
  ``customer_id`` a ``wp_users`` ``ID``, **0 for a guest**; ``payment_method`` the gateway's id (``stripe``,
  ``ppcp-gateway``, ``mbway``, ``bacs``, ``cod``) beside its ``payment_method_title``; ``date_created_gmt`` in UTC;
  amounts in euros as decimals;
* ``wp_wc_order_addresses`` (one ``billing`` and one ``shipping`` row per order, ``country`` an ISO code),
  ``wp_wc_order_operational_data`` (``created_via``, ``date_paid_gmt``, ``date_completed_gmt``,
  ``shipping_total_amount``, ``discount_total_amount``), ``wp_wc_orders_meta``;
* **an order's lines are ``wp_woocommerce_order_items`` by ``order_item_type``** (``line_item``, ``shipping``,
  ``coupon``, ``fee``, ``tax``), **with everything else in ``wp_woocommerce_order_itemmeta`` key-value rows**
  (``_product_id``, ``_variation_id``, ``_qty``, ``_line_subtotal``, ``_line_total``, ``_line_tax``; ``method_id``
  and ``cost`` for shipping; ``discount_amount`` for a coupon, whose code is the item's name); a refund's lines carry
  negative quantities;
* the Analytics tables WooCommerce keeps beside them: ``wp_wc_order_stats`` (one row per order and refund,
  ``date_created`` in the shop's local time, Europe/Lisbon, ``num_items_sold``, ``total_sales``, ``net_total``,
  ``returning_customer``, ``status``, ``customer_id`` **a ``wp_wc_customer_lookup`` id, not a user id**),
  ``wp_wc_order_product_lookup``, ``wp_wc_order_coupon_lookup`` and ``wp_wc_customer_lookup`` (registered customers and
  guests alike, ``user_id`` NULL for a guest);
* ``wp_users`` and ``wp_usermeta`` (``wp_capabilities`` holding a serialized PHP array such as
  ``a:1:{s:8:"customer";b:1;}``); product reviews are ``wp_comments`` with ``comment_type`` ``review`` and
  ``comment_approved`` ``1``, **their stars a ``rating`` row in ``wp_commentmeta``**.

Orders reach 120 days back from ``now``; times fall on whole days from today's midnight, today's before ``now`` and
none within a quarter of an hour of ``now``'s time of day.

Planted signals:

* Sencha Kagoshima sells the most tea by quantity, but the cast-iron Tetsubin teapot brings in the most money;
* Inês Carvalho (a café owner) is the biggest customer over the last 90 days;
* the 600 ml glass teapot is refunded most (it breaks in transit); Pu-erh brick 2015 and the matcha whisk holder never
  sold; three products are out of stock;
* WELCOME10 is the coupon used most; Spain is the biggest market after Portugal; teaware earns the most of the
  categories over 90 days, green tea close behind;
* bank transfers wait on hold; MB WAY payments fail most often; a Black Friday weekend 25 days ago more than doubled
  the orders;
* about a third of orders are guest checkouts; some customers registered and never ordered.
"""

from __future__ import annotations

import datetime
import hashlib
import random
import zoneinfo
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE wp_users (
  ID INTEGER PRIMARY KEY AUTOINCREMENT, user_login VARCHAR(60) NOT NULL DEFAULT '' UNIQUE,
  user_pass VARCHAR(255) NOT NULL DEFAULT '', user_nicename VARCHAR(50) NOT NULL DEFAULT '',
  user_email VARCHAR(100) NOT NULL DEFAULT '', user_url VARCHAR(100) NOT NULL DEFAULT '',
  user_registered DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00', user_activation_key VARCHAR(255) NOT NULL DEFAULT '',
  user_status INTEGER NOT NULL DEFAULT 0, display_name VARCHAR(250) NOT NULL DEFAULT ''
);
CREATE TABLE wp_usermeta (
  umeta_id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL DEFAULT 0 REFERENCES wp_users (ID),
  meta_key VARCHAR(255), meta_value LONGTEXT
);
CREATE TABLE wp_posts (
  ID INTEGER PRIMARY KEY AUTOINCREMENT, post_author INTEGER NOT NULL DEFAULT 0,
  post_date DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00',
  post_date_gmt DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00',
  post_content LONGTEXT NOT NULL DEFAULT '', post_title TEXT NOT NULL, post_excerpt TEXT NOT NULL DEFAULT '',
  post_status VARCHAR(20) NOT NULL DEFAULT 'publish', comment_status VARCHAR(20) NOT NULL DEFAULT 'open',
  ping_status VARCHAR(20) NOT NULL DEFAULT 'closed', post_password VARCHAR(255) NOT NULL DEFAULT '',
  post_name VARCHAR(200) NOT NULL DEFAULT '', post_modified DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00',
  post_modified_gmt DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00', post_parent INTEGER NOT NULL DEFAULT 0,
  guid VARCHAR(255) NOT NULL DEFAULT '', menu_order INTEGER NOT NULL DEFAULT 0,
  post_type VARCHAR(20) NOT NULL DEFAULT 'post', post_mime_type VARCHAR(100) NOT NULL DEFAULT '',
  comment_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX wp_posts_type_status_date ON wp_posts (post_type, post_status, post_date, ID);
CREATE TABLE wp_postmeta (
  meta_id INTEGER PRIMARY KEY AUTOINCREMENT, post_id INTEGER NOT NULL DEFAULT 0 REFERENCES wp_posts (ID),
  meta_key VARCHAR(255), meta_value LONGTEXT
);
CREATE INDEX wp_postmeta_post_id ON wp_postmeta (post_id);
CREATE TABLE wp_terms (
  term_id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(200) NOT NULL DEFAULT '',
  slug VARCHAR(200) NOT NULL DEFAULT '',
  term_group INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE wp_term_taxonomy (
  term_taxonomy_id INTEGER PRIMARY KEY AUTOINCREMENT, term_id INTEGER NOT NULL DEFAULT 0 REFERENCES wp_terms (term_id),
  taxonomy VARCHAR(32) NOT NULL DEFAULT '', description LONGTEXT NOT NULL DEFAULT '', parent INTEGER NOT NULL DEFAULT 0,
  count INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE wp_term_relationships (
  object_id INTEGER NOT NULL DEFAULT 0 REFERENCES wp_posts (ID),
  term_taxonomy_id INTEGER NOT NULL DEFAULT 0 REFERENCES wp_term_taxonomy (term_taxonomy_id),
  term_order INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (object_id, term_taxonomy_id)
);
CREATE TABLE wp_comments (
  comment_ID INTEGER PRIMARY KEY AUTOINCREMENT, comment_post_ID INTEGER NOT NULL DEFAULT 0 REFERENCES wp_posts (ID),
  comment_author TINYTEXT NOT NULL, comment_author_email VARCHAR(100) NOT NULL DEFAULT '',
  comment_author_url VARCHAR(200) NOT NULL DEFAULT '', comment_author_IP VARCHAR(100) NOT NULL DEFAULT '',
  comment_date DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00', comment_date_gmt DATETIME NOT NULL DEFAULT
  '0000-00-00 00:00:00', comment_content TEXT NOT NULL, comment_karma INTEGER NOT NULL DEFAULT 0,
  comment_approved VARCHAR(20) NOT NULL DEFAULT '1', comment_agent VARCHAR(255) NOT NULL DEFAULT '',
  comment_type VARCHAR(20) NOT NULL DEFAULT 'comment', comment_parent INTEGER NOT NULL DEFAULT 0,
  user_id INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE wp_commentmeta (
  meta_id INTEGER PRIMARY KEY AUTOINCREMENT, comment_id INTEGER NOT NULL DEFAULT 0 REFERENCES wp_comments (comment_ID),
  meta_key VARCHAR(255), meta_value LONGTEXT
);
CREATE TABLE wp_wc_product_meta_lookup (
  product_id INTEGER NOT NULL PRIMARY KEY REFERENCES wp_posts (ID), sku VARCHAR(100) DEFAULT '',
  global_unique_id VARCHAR(100) DEFAULT '', virtual TINYINT DEFAULT 0, downloadable TINYINT DEFAULT 0,
  min_price DECIMAL(19, 4), max_price DECIMAL(19, 4), onsale TINYINT DEFAULT 0, stock_quantity DOUBLE,
  stock_status VARCHAR(100) DEFAULT 'instock', rating_count INTEGER DEFAULT 0,
  average_rating DECIMAL(3, 2) DEFAULT 0.00,
  total_sales INTEGER DEFAULT 0, tax_status VARCHAR(100) DEFAULT 'taxable', tax_class VARCHAR(100) DEFAULT ''
);
CREATE TABLE wp_wc_customer_lookup (
  customer_id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER UNIQUE REFERENCES wp_users (ID),
  username VARCHAR(60) NOT NULL DEFAULT '', first_name VARCHAR(255) NOT NULL, last_name VARCHAR(255) NOT NULL,
  email VARCHAR(100), date_last_active TIMESTAMP, date_registered TIMESTAMP, country CHAR(2) NOT NULL DEFAULT '',
  postcode VARCHAR(20) NOT NULL DEFAULT '', city VARCHAR(100) NOT NULL DEFAULT '',
  state VARCHAR(100) NOT NULL DEFAULT ''
);
CREATE TABLE wp_wc_orders (
  id INTEGER NOT NULL PRIMARY KEY, status VARCHAR(20), currency VARCHAR(10), type VARCHAR(20),
  tax_amount DECIMAL(26, 8), total_amount DECIMAL(26, 8), customer_id INTEGER, billing_email VARCHAR(320),
  date_created_gmt DATETIME, date_updated_gmt DATETIME, parent_order_id INTEGER REFERENCES wp_wc_orders (id),
  payment_method VARCHAR(100), payment_method_title TEXT, transaction_id VARCHAR(100), ip_address VARCHAR(100),
  user_agent TEXT, customer_note TEXT
);
CREATE INDEX wp_wc_orders_status ON wp_wc_orders (status);
CREATE INDEX wp_wc_orders_date_created ON wp_wc_orders (date_created_gmt);
CREATE INDEX wp_wc_orders_customer_id_billing_email ON wp_wc_orders (customer_id, billing_email);
CREATE TABLE wp_wc_order_addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT, order_id INTEGER NOT NULL REFERENCES wp_wc_orders (id),
  address_type VARCHAR(20), first_name TEXT, last_name TEXT, company TEXT, address_1 TEXT, address_2 TEXT, city TEXT,
  state TEXT, postcode TEXT, country TEXT, email VARCHAR(320), phone VARCHAR(100), UNIQUE (address_type, order_id)
);
CREATE TABLE wp_wc_order_operational_data (
  id INTEGER PRIMARY KEY AUTOINCREMENT, order_id INTEGER UNIQUE REFERENCES wp_wc_orders (id),
  created_via VARCHAR(100), woocommerce_version VARCHAR(20), prices_include_tax TINYINT,
  coupon_usages_are_counted TINYINT, download_permission_granted TINYINT, cart_hash VARCHAR(100),
  new_order_email_sent TINYINT, order_key VARCHAR(100), order_stock_reduced TINYINT, date_paid_gmt DATETIME,
  date_completed_gmt DATETIME, shipping_tax_amount DECIMAL(26, 8), shipping_total_amount DECIMAL(26, 8),
  discount_tax_amount DECIMAL(26, 8), discount_total_amount DECIMAL(26, 8), recorded_sales TINYINT
);
CREATE TABLE wp_wc_orders_meta (
  id INTEGER PRIMARY KEY AUTOINCREMENT, order_id INTEGER REFERENCES wp_wc_orders (id), meta_key VARCHAR(255),
  meta_value TEXT
);
CREATE TABLE wp_woocommerce_order_items (
  order_item_id INTEGER PRIMARY KEY AUTOINCREMENT, order_item_name TEXT NOT NULL,
  order_item_type VARCHAR(200) NOT NULL DEFAULT '', order_id INTEGER NOT NULL REFERENCES wp_wc_orders (id)
);
CREATE INDEX wp_woocommerce_order_items_order_id ON wp_woocommerce_order_items (order_id);
CREATE TABLE wp_woocommerce_order_itemmeta (
  meta_id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_item_id INTEGER NOT NULL REFERENCES wp_woocommerce_order_items (order_item_id), meta_key VARCHAR(255),
  meta_value LONGTEXT
);
CREATE INDEX wp_woocommerce_order_itemmeta_item ON wp_woocommerce_order_itemmeta (order_item_id);
CREATE TABLE wp_wc_order_stats (
  order_id INTEGER NOT NULL PRIMARY KEY REFERENCES wp_wc_orders (id), parent_id INTEGER NOT NULL DEFAULT 0,
  date_created DATETIME NOT NULL, date_created_gmt DATETIME NOT NULL, date_paid DATETIME, date_completed DATETIME,
  num_items_sold INTEGER NOT NULL DEFAULT 0, total_sales DOUBLE NOT NULL DEFAULT 0, tax_total DOUBLE NOT NULL DEFAULT 0,
  shipping_total DOUBLE NOT NULL DEFAULT 0, net_total DOUBLE NOT NULL DEFAULT 0,
  returning_customer TINYINT, status VARCHAR(200) NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES wp_wc_customer_lookup (customer_id)
);
CREATE TABLE wp_wc_order_product_lookup (
  order_item_id INTEGER NOT NULL PRIMARY KEY REFERENCES wp_woocommerce_order_items (order_item_id),
  order_id INTEGER NOT NULL REFERENCES wp_wc_orders (id), product_id INTEGER NOT NULL REFERENCES wp_posts (ID),
  variation_id INTEGER NOT NULL, customer_id INTEGER, date_created DATETIME NOT NULL,
  product_qty INTEGER NOT NULL, product_net_revenue DOUBLE NOT NULL DEFAULT 0,
  product_gross_revenue DOUBLE NOT NULL DEFAULT 0, coupon_amount DOUBLE NOT NULL DEFAULT 0,
  tax_amount DOUBLE NOT NULL DEFAULT 0, shipping_amount DOUBLE NOT NULL DEFAULT 0,
  shipping_tax_amount DOUBLE NOT NULL DEFAULT 0
);
CREATE TABLE wp_wc_order_coupon_lookup (
  order_id INTEGER NOT NULL REFERENCES wp_wc_orders (id), coupon_id INTEGER NOT NULL REFERENCES wp_posts (ID),
  date_created DATETIME NOT NULL, discount_amount DOUBLE NOT NULL DEFAULT 0, PRIMARY KEY (order_id, coupon_id)
);
"""

DAYS = 120
VAT = 0.23  # Portugal's standard rate; tea and teaware alike here
TZ = "Europe/Lisbon"
CATEGORIES = ("Green tea", "Black tea", "Oolong", "Herbal infusions", "Teaware", "Gift sets")
# name: (category, price in euros incl. VAT, stock (None: not managed), popularity, sizes)
PRODUCTS: dict[str, tuple[str, float, int | None, float]] = {
    "Sencha Kagoshima 100 g": ("Green tea", 9.90, 140, 9.0),
    "Gyokuro Asahi 50 g": ("Green tea", 16.50, 40, 2.0),
    "Matcha Uji ceremonial 30 g": ("Green tea", 21.00, 35, 3.0),
    "Genmaicha 100 g": ("Green tea", 7.50, 80, 3.0),
    "Gorreana Orange Pekoe 100 g": ("Black tea", 6.90, 120, 4.0),
    "Assam Harmutty 100 g": ("Black tea", 8.20, 60, 2.5),
    "Earl Grey Bergamota 100 g": ("Black tea", 7.80, 90, 4.5),
    "Darjeeling First Flush 50 g": ("Black tea", 14.90, 0, 1.5),
    "Tie Guan Yin 50 g": ("Oolong", 12.40, 30, 1.5),
    "Da Hong Pao 50 g": ("Oolong", 18.90, 20, 1.0),
    "Pu-erh brick 2015 357 g": ("Oolong", 64.00, 6, 0.0),
    "Camomila do Alentejo 50 g": ("Herbal infusions", 5.40, 100, 3.0),
    "Rooibos Laranja 100 g": ("Herbal infusions", 6.20, 0, 2.0),
    "Lúcia-lima 40 g": ("Herbal infusions", 5.90, 70, 2.5),
    "Tetsubin cast-iron teapot 0.8 l": ("Teaware", 89.00, 25, 2.4),
    "Glass teapot 600 ml": ("Teaware", 24.90, 30, 2.0),
    "Kyusu side-handle teapot": ("Teaware", 42.00, 15, 0.8),
    "Matcha whisk holder": ("Teaware", 11.50, 12, 0.0),
    "Bamboo matcha whisk (chasen)": ("Teaware", 14.00, 0, 1.2),
    "Discovery gift box": ("Gift sets", 34.90, 40, 1.5),
    "Azores tea tasting set": ("Gift sets", 27.50, 25, 1.0),
}
# coupon: (discount type, amount, expires in days (None: never), weight)
COUPONS = {"WELCOME10": ("percent", 10, None, 5.0), "CHA5": ("fixed_cart", 5, None, 2.0),
           "BLACKFRIDAY20": ("percent", 20, -20, 0.0), "AMIGOS15": ("percent", 15, 60, 1.0)}  # fmt: skip
# gateway id: (title, weight, fails (share))
GATEWAYS = {"stripe": ("Credit card", 0.40, 0.03), "mbway": ("MB WAY", 0.30, 0.12),
            "ppcp-gateway": ("PayPal", 0.18, 0.02), "bacs": ("Direct bank transfer", 0.08, 0.0),
            "cod": ("Cash on delivery", 0.04, 0.0)}  # fmt: skip
COUNTRIES = (("PT", 0.72), ("ES", 0.12), ("FR", 0.06), ("DE", 0.04), ("NL", 0.03), ("BE", 0.03))
CITIES = {"PT": ("Porto", "Lisboa", "Braga", "Coimbra", "Aveiro", "Faro", "Vila Nova de Gaia", "Matosinhos"),
          "ES": ("Vigo", "Madrid", "Barcelona", "Santiago de Compostela"), "FR": ("Paris", "Lyon", "Bordeaux"),
          "DE": ("Berlin", "Hamburg"), "NL": ("Amsterdam", "Utrecht"), "BE": ("Bruxelles", "Gent")}  # fmt: skip
SHIPPING = {"PT": ("flat_rate", "CTT Expresso", 3.90), "ES": ("flat_rate", "CTT Internacional", 7.50)}
FIRST = ("Inês", "Beatriz", "Mariana", "Ana", "Sofia", "Leonor", "Carolina", "Marta", "Rita", "Joana", "João",
         "Tiago", "Pedro", "Miguel", "Rui", "Diogo", "Tomás", "Francisco", "Nuno", "André", "Lucía", "Claire", "Hanna",
         "Pablo")  # fmt: skip
LAST = ("Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Sousa",
        "Fernandes", "Gonçalves", "Gomes", "Lopes", "Marques", "Alves", "Almeida", "Ribeiro", "Pinto", "Teixeira",
        "Moreira")  # fmt: skip
REGISTERED = 260
NEVER_ORDERED = 30
BLACK_FRIDAY = (-25, -24, -23)


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    now_minute = (clock.now - clock.midnight).seconds // 60
    fmt = clock.fmt
    zone = zoneinfo.ZoneInfo(TZ)
    opened = clock.at(-900, 600)

    def local(moment: datetime.datetime) -> str:
        """``moment`` (UTC) in the shop's time zone, as WordPress writes local times."""
        return fmt(moment.replace(tzinfo=datetime.UTC).astimezone(zone).replace(tzinfo=None))

    def when(day: int, low: int = 420, high: int = 1380) -> datetime.datetime:
        """A time on ``day``: today's only well before now, none near now's time of day."""
        return clock.clear_of_now(rng, day, low, high)

    def later(moment: datetime.datetime) -> datetime.datetime | None:
        """A later time as it falls, moved clear of now's time of day; None when it is still to come."""
        gap = (moment.hour * 60 + moment.minute - now_minute) % 1440
        if gap < 15 or gap > 1425:
            moment += datetime.timedelta(minutes=30)
        return moment if moment <= clock.now - datetime.timedelta(minutes=20) else None

    def meta(table: str, key_column: str, owner: int, values: dict[str, object]) -> None:
        for key, value in values.items():
            db.execute(f"INSERT INTO {table} ({key_column}, meta_key, meta_value) VALUES (?, ?, ?)",
                       (owner, key, str(value)))  # fmt: skip

    # the shop manager, then the customers
    db.execute("INSERT INTO wp_users VALUES (1, 'cha_admin', ?, 'cha_admin', 'loja@chadaribeira.pt', '', ?, '', 0, "
               "'Teresa Ribeiro')", ("$P$B" + hashlib.md5(b"admin").hexdigest()[:27], fmt(opened)))  # fmt: skip
    meta("wp_usermeta", "user_id", 1, {"wp_capabilities": 'a:1:{s:13:"administrator";b:1;}', "wp_user_level": 10,
                                       "first_name": "Teresa", "last_name": "Ribeiro"})  # fmt: skip
    customers: list[tuple[int, str, str, str, str, str]] = []  # user id, first, last, email, country, city
    for n in range(REGISTERED + NEVER_ORDERED):
        first, last = FIRST[rng.randrange(len(FIRST))], LAST[rng.randrange(len(LAST))]
        if n == 0:
            first, last = "Inês", "Carvalho"
        country = rng.choices([c for c, _ in COUNTRIES], [w for _, w in COUNTRIES])[0]
        city = rng.choice(CITIES[country])
        login = f"{first}{last}{n}".lower().translate(str.maketrans("êçóíéáúâã", "ecoieauaa"))
        email = f"{login}@{rng.choice(('gmail.com', 'sapo.pt', 'hotmail.com', 'outlook.pt'))}"
        registered = when(-rng.randint(1, 700) if n >= REGISTERED else -rng.randint(125, 800))
        account = n + 2
        db.execute("INSERT INTO wp_users VALUES (?, ?, ?, ?, ?, '', ?, '', 0, ?)",
                   (account, login, "$P$B" + hashlib.md5(login.encode()).hexdigest()[:27], login, email,
                    fmt(registered), f"{first} {last}"))  # fmt: skip
        meta("wp_usermeta", "user_id", account, {"wp_capabilities": 'a:1:{s:8:"customer";b:1;}', "first_name": first,
                                              "last_name": last, "billing_country": country, "billing_city": city,
                                              "paying_customer": int(n < REGISTERED)})  # fmt: skip
        customers.append((account, first, last, email, country, city))
    buyers = customers[:REGISTERED]
    buyer_weights = [6.0 if k == 0 else rng.choice((0.5, 1.0, 1.0, 2.0)) for k in range(REGISTERED)]

    # catalogue: categories, products, coupons
    term_ids: dict[str, int] = {}
    for k, name in enumerate(("Uncategorized", *CATEGORIES), start=1):
        term_ids[name] = k
        slug = name.lower().replace(" ", "-")
        db.execute("INSERT INTO wp_terms VALUES (?, ?, ?, 0)", (k, name, slug))
        db.execute("INSERT INTO wp_term_taxonomy VALUES (?, ?, 'product_cat', '', 0, 0)", (k, k))
    for k, name in enumerate(("simple", "variable"), start=len(term_ids) + 1):
        db.execute("INSERT INTO wp_terms VALUES (?, ?, ?, 0)", (k, name, name))
        db.execute("INSERT INTO wp_term_taxonomy VALUES (?, ?, 'product_type', '', 0, 0)", (k, k))
    product_ids: dict[str, int] = {}
    post = 10
    for name, (category, price, stock, _) in PRODUCTS.items():
        post += 1
        product_ids[name] = post
        created = clock.at(-rng.randint(200, 850), 600)
        slug = "".join(c if c.isalnum() else "-" for c in name.lower()).strip("-")
        sku = "CR-" + "".join(word[0] for word in name.upper().split() if word[0].isalnum())[:5] + f"-{post}"
        db.execute(
            "INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, "
            "post_status, comment_status, post_name, post_modified, post_modified_gmt, guid, post_type) VALUES "
            "(?, 1, ?, ?, ?, ?, '', 'publish', 'open', ?, ?, ?, ?, 'product')",
            (post, local(created), fmt(created), f"<p>{name}, Chá da Ribeira.</p>", name, slug, local(created),
             fmt(created), f"https://chadaribeira.pt/?post_type=product&#038;p={post}"),
        )  # fmt: skip
        db.execute("INSERT INTO wp_term_relationships VALUES (?, ?, 0)", (post, term_ids[category]))
        db.execute("INSERT INTO wp_term_relationships VALUES (?, ?, 0)", (post, len(CATEGORIES) + 2))
        meta("wp_postmeta", "post_id", post, {
            "_sku": sku, "_regular_price": f"{price:.2f}", "_sale_price": "", "_price": f"{price:.2f}",
            "_manage_stock": "yes", "_stock": stock if stock is not None else "",
            "_stock_status": "instock" if stock else "outofstock", "_tax_status": "taxable", "_tax_class": "",
            "_weight": "0.2", "total_sales": 0, "_wc_average_rating": 0, "_wc_review_count": 0,
        })  # fmt: skip
        db.execute(
            "INSERT INTO wp_wc_product_meta_lookup (product_id, sku, min_price, max_price, stock_quantity, "
            "stock_status, total_sales) VALUES (?, ?, ?, ?, ?, ?, 0)",
            (post, sku, price, price, stock, "instock" if stock else "outofstock"),
        )
    db.execute("INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_title, post_status, post_name, "
               "post_modified, post_modified_gmt, post_type) VALUES (?, 1, ?, ?, 'Oolong sampler (old)', 'trash', "
               "'oolong-sampler__trashed', ?, ?, 'product')",
               (post + 1, local(opened), fmt(opened), local(opened), fmt(opened)))  # fmt: skip
    post += 1
    coupon_ids: dict[str, int] = {}
    for code, (kind, amount, expires, _) in COUPONS.items():
        post += 1
        coupon_ids[code] = post
        created = clock.at(-rng.randint(150, 400), 600)
        db.execute(
            "INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_title, post_excerpt, post_status, "
            "comment_status, post_name, post_modified, post_modified_gmt, post_type) VALUES (?, 1, ?, ?, ?, '', "
            "'publish', 'closed', ?, ?, ?, 'shop_coupon')",
            (post, local(created), fmt(created), code.lower(), code.lower(), local(created), fmt(created)),
        )
        expiry = "" if expires is None else str(int((clock.midnight + datetime.timedelta(days=expires)).replace(
            tzinfo=datetime.UTC).timestamp()))  # fmt: skip
        meta("wp_postmeta", "post_id", post, {"discount_type": kind, "coupon_amount": amount, "individual_use": "yes",
                                              "usage_limit": "", "usage_count": 0, "date_expires": expiry,
                                              "free_shipping": "no"})  # fmt: skip

    # customer lookup: the registered customers first; guests as they order
    lookup: dict[str, int] = {}

    def customer_lookup(user: int | None, first: str, last: str, email: str, country: str, city: str,
                        moment: datetime.datetime) -> int:  # fmt: skip
        if email in lookup:
            db.execute("UPDATE wp_wc_customer_lookup SET date_last_active = ? WHERE customer_id = ?",
                       (fmt(moment), lookup[email]))  # fmt: skip
            return lookup[email]
        lookup[email] = len(lookup) + 1
        registered = None
        if user is not None:
            registered = db.execute("SELECT user_registered FROM wp_users WHERE ID = ?", (user,)).fetchone()[0]
        db.execute(
            "INSERT INTO wp_wc_customer_lookup (customer_id, user_id, username, first_name, last_name, email, "
            "date_last_active, date_registered, country, postcode, city, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
            "'', ?, '')",
            (lookup[email], user, "" if user is None else email.split("@")[0], first, last, email, fmt(moment),
             registered, country, city),
        )  # fmt: skip
        return lookup[email]

    # orders
    names = list(PRODUCTS)
    popularity = [PRODUCTS[name][3] for name in names]
    gateway_ids = list(GATEWAYS)
    gateway_weights = [GATEWAYS[gateway][1] for gateway in gateway_ids]
    coupons = [code for code, spec in COUPONS.items() if spec[3]]
    coupon_weights = [COUPONS[code][3] for code in coupons]
    plans: list[tuple[int, datetime.datetime]] = []
    for day in range(-DAYS, 1):
        count = rng.randint(6, 12)
        if day in BLACK_FRIDAY:
            count = rng.randint(26, 32)
        plans.extend((day, when(day)) for _ in range(count))
    plans.sort(key=lambda plan: plan[1])
    order = 1000
    sold: dict[int, int] = {}
    seen_customers: set[str] = set()
    refunds: list[tuple[int, datetime.datetime, int, str, int, int, str]] = []
    for day, created in plans:
        order += 1
        trng = random.Random(rng.random())  # the order's own draws: how it went never shifts the next order's
        guest = trng.random() < 0.33
        if guest:
            first, last = FIRST[trng.randrange(len(FIRST))], LAST[trng.randrange(len(LAST))]
            country = trng.choices([c for c, _ in COUNTRIES], [w for _, w in COUNTRIES])[0]
            city = trng.choice(CITIES[country])
            email = f"{first}.{last}.{order}@gmail.com".lower().translate(str.maketrans("êçóíéáúâã", "ecoieauaa"))
            user: int | None = None
        else:
            buyer, first, last, email, country, city = trng.choices(buyers, buyer_weights)[0]
            user = buyer
        lines: dict[str, int] = {}
        for _ in range(trng.choice((1, 1, 2, 2, 3, 4))):
            product = trng.choices(names, popularity)[0]
            if PRODUCTS[product][2] == 0 and day > -40:  # sold out for weeks
                product = "Sencha Kagoshima 100 g"
            lines[product] = lines.get(product, 0) + (trng.choice((1, 1, 1, 2, 3)) if "100 g" in product else 1)
        if user == buyers[0][0]:  # the café owner buys by the case
            lines = {"Sencha Kagoshima 100 g": 6, "Gorreana Orange Pekoe 100 g": 10, "Earl Grey Bergamota 100 g": 8,
                     "Tetsubin cast-iron teapot 0.8 l": trng.choice((1, 2))}  # fmt: skip
        gateway = trng.choices(gateway_ids, gateway_weights)[0]
        coupon = trng.choices(coupons, coupon_weights)[0] if trng.random() < 0.22 else None
        if day in BLACK_FRIDAY and trng.random() < 0.7:
            coupon = "BLACKFRIDAY20"
        subtotal = round(sum(PRODUCTS[name][1] * qty for name, qty in lines.items()), 2)
        discount = 0.0
        if coupon:
            kind, amount, _, _ = COUPONS[coupon]
            discount = round(subtotal * amount / 100, 2) if kind == "percent" else min(float(amount), subtotal)
        ship_method, ship_title, ship_cost = SHIPPING.get(country, ("flat_rate", "CTT Europa", 11.90))
        if subtotal - discount >= 50 and country == "PT":
            ship_method, ship_title, ship_cost = "free_shipping", "Portes grátis", 0.0
        elif country == "PT" and trng.random() < 0.08:
            ship_method, ship_title, ship_cost = "local_pickup", "Levantamento na loja (Ribeira)", 0.0
        total = round(subtotal - discount + ship_cost, 2)
        tax = round(total - total / (1 + VAT), 2)
        # how it went
        roll = trng.random()
        paid_at = later(created + datetime.timedelta(minutes=trng.randint(1, 20)))
        completed_at = later(created + datetime.timedelta(days=trng.randint(1, 4), minutes=trng.randint(0, 600)))
        if trng.random() < 0.015:
            status = "wc-checkout-draft"
        elif roll < GATEWAYS[gateway][2]:
            status = "wc-failed"
        elif gateway == "bacs" and (day >= -4 or trng.random() < 0.1):
            status = "wc-on-hold"
        elif trng.random() < 0.03:
            status = "wc-cancelled"
        elif gateway == "cod" and day >= -3:
            status = "wc-processing"
        elif completed_at is None or day >= -1:
            status = "wc-processing" if paid_at is not None or gateway == "cod" else "wc-pending"
        else:
            status = "wc-completed"
        is_paid = status in ("wc-processing", "wc-completed") and gateway != "cod"
        glass_broken = "Glass teapot 600 ml" in lines and status == "wc-completed" and trng.random() < 0.45
        other_refund = status == "wc-completed" and not glass_broken and trng.random() < 0.02
        updated = completed_at if status == "wc-completed" and completed_at else created
        db.execute(
            "INSERT INTO wp_wc_orders VALUES (?, ?, 'EUR', 'shop_order', ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)",
            (order, status, tax, total, user or 0, email, fmt(created), fmt(updated), gateway, GATEWAYS[gateway][0],
             f"pi_{hashlib.md5(str(order).encode()).hexdigest()[:24]}" if is_paid and gateway == "stripe" else "",
             f"85.{trng.randint(240, 247)}.{trng.randint(0, 255)}.{trng.randint(1, 254)}",
             "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)" if trng.random() < 0.55 else
             "Mozilla/5.0 (Windows NT 10.0; Win64; x64)", ""),
        )  # fmt: skip
        for kind in ("billing", "shipping"):
            db.execute(
                "INSERT INTO wp_wc_order_addresses (order_id, address_type, first_name, last_name, company, "
                "address_1, address_2, city, state, postcode, country, email, phone) VALUES (?, ?, ?, ?, ?, ?, '', "
                "?, '', ?, ?, ?, ?)",
                (order, kind, first, last, "Café Flor de Sal" if user == buyers[0][0] else "",
                 f"Rua {LAST[order % len(LAST)]} {order % 200 + 1}", city, f"{4000 + order % 900}-{order % 1000:03d}",
                 country, email if kind == "billing" else None, f"+351 9{order % 100000000:08d}"),
            )  # fmt: skip
        db.execute(
            "INSERT INTO wp_wc_order_operational_data (order_id, created_via, woocommerce_version, prices_include_tax, "
            "coupon_usages_are_counted, download_permission_granted, cart_hash, new_order_email_sent, order_key, "
            "order_stock_reduced, date_paid_gmt, date_completed_gmt, shipping_tax_amount, shipping_total_amount, "
            "discount_tax_amount, discount_total_amount, recorded_sales) VALUES (?, 'checkout', '8.9.3', 1, ?, 1, ?, "
            "?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (order, int(coupon is not None), hashlib.md5(f"cart{order}".encode()).hexdigest(),
             int(status != "wc-checkout-draft"), f"wc_order_{hashlib.sha1(str(order).encode()).hexdigest()[:13]}",
             int(status in ("wc-processing", "wc-completed", "wc-on-hold")),
             fmt(paid_at) if is_paid and paid_at else None,
             fmt(completed_at) if status == "wc-completed" and completed_at else None,
             round(ship_cost - ship_cost / (1 + VAT), 2), round(ship_cost / (1 + VAT), 2),
             round(discount - discount / (1 + VAT), 2), round(discount / (1 + VAT), 2),
             int(status in ("wc-processing", "wc-completed", "wc-on-hold"))),
        )  # fmt: skip
        meta("wp_wc_orders_meta", "order_id", order, {"is_vat_exempt": "no", "_shipping_phone": "",
                                                      "_wc_order_attribution_source_type": trng.choice(
                                                          ("organic", "typein", "utm", "referral"))})  # fmt: skip
        counted = status in ("wc-processing", "wc-completed", "wc-on-hold")
        customer = 0
        if status != "wc-checkout-draft":
            customer = customer_lookup(user, first, last, email, country, city, created)
        returning = email in seen_customers
        if counted:
            seen_customers.add(email)
        share = (subtotal - discount) / subtotal if subtotal else 1.0
        items: list[tuple[int, str, int, float]] = []
        for name, qty in lines.items():
            gross = round(PRODUCTS[name][1] * qty * share, 2)
            net = round(gross / (1 + VAT), 2)
            cursor = db.execute("INSERT INTO wp_woocommerce_order_items (order_item_name, order_item_type, order_id) "
                                "VALUES (?, 'line_item', ?)", (name, order))  # fmt: skip
            item = int(cursor.lastrowid or 0)
            items.append((item, name, qty, gross))
            meta("wp_woocommerce_order_itemmeta", "order_item_id", item, {
                "_product_id": product_ids[name], "_variation_id": 0, "_qty": qty, "_tax_class": "",
                "_line_subtotal": f"{PRODUCTS[name][1] * qty / (1 + VAT):.2f}", "_line_subtotal_tax":
                f"{PRODUCTS[name][1] * qty * VAT / (1 + VAT):.2f}", "_line_total": f"{net:.2f}",
                "_line_tax": f"{gross - net:.2f}", "_reduced_stock": qty if counted else "",
            })  # fmt: skip
            if status != "wc-checkout-draft":
                db.execute(
                    "INSERT INTO wp_wc_order_product_lookup VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, 0, 0)",
                    (item, order, product_ids[name], customer, local(created), qty, net, gross,
                     round(PRODUCTS[name][1] * qty - gross, 2), round(gross - net, 2)),
                )  # fmt: skip
            if counted:
                sold[product_ids[name]] = sold.get(product_ids[name], 0) + qty
        cursor = db.execute("INSERT INTO wp_woocommerce_order_items (order_item_name, order_item_type, order_id) "
                            "VALUES (?, 'shipping', ?)", (ship_title, order))  # fmt: skip
        meta("wp_woocommerce_order_itemmeta", "order_item_id", int(cursor.lastrowid or 0),
             {"method_id": ship_method, "instance_id": 1, "cost": f"{ship_cost / (1 + VAT):.2f}",
              "total_tax": f"{ship_cost * VAT / (1 + VAT):.2f}"})  # fmt: skip
        if coupon:
            cursor = db.execute("INSERT INTO wp_woocommerce_order_items (order_item_name, order_item_type, order_id) "
                                "VALUES (?, 'coupon', ?)", (coupon.lower(), order))  # fmt: skip
            meta("wp_woocommerce_order_itemmeta", "order_item_id", int(cursor.lastrowid or 0),
                 {"discount_amount": f"{discount / (1 + VAT):.2f}",
                  "discount_amount_tax": f"{discount * VAT / (1 + VAT):.2f}"})  # fmt: skip
            if counted:
                db.execute("INSERT INTO wp_wc_order_coupon_lookup VALUES (?, ?, ?, ?)",
                           (order, coupon_ids[coupon], local(created), discount))  # fmt: skip
        if status != "wc-checkout-draft":
            db.execute(
                "INSERT INTO wp_wc_order_stats VALUES (?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (order, local(created), fmt(created), local(paid_at) if is_paid and paid_at else None,
                 local(completed_at) if status == "wc-completed" and completed_at else None,
                 sum(lines.values()), total, tax, ship_cost, round(total - tax - ship_cost / (1 + VAT) * VAT - ship_cost
                                                                  / (1 + VAT), 2), int(returning), status, customer),
            )  # fmt: skip
        if (glass_broken or other_refund) and completed_at is not None:
            refunded_at = later(
                completed_at + datetime.timedelta(days=trng.randint(1, 6), minutes=trng.randint(0, 300))
            )
            if refunded_at is not None:
                name = "Glass teapot 600 ml" if glass_broken else items[0][1]
                refunded_line = next(entry for entry in items if entry[1] == name)
                refunds.append((order, refunded_at, refunded_line[0], name, 1, customer,
                                "Chegou partido" if glass_broken else "Cliente desistiu"))  # fmt: skip
    # refunds: one row of their own each, after every order (their ids follow the orders')
    for parent, moment, _item, name, qty, customer, reason in refunds:
        order += 1
        refunded = PRODUCTS[name][1] * qty
        db.execute(
            "INSERT INTO wp_wc_orders (id, status, currency, type, tax_amount, total_amount, customer_id, "
            "billing_email, date_created_gmt, date_updated_gmt, parent_order_id, payment_method, "
            "payment_method_title, transaction_id, ip_address, user_agent, customer_note) VALUES (?, 'wc-completed', "
            "'EUR', 'shop_order_refund', ?, ?, 0, NULL, ?, ?, ?, NULL, NULL, NULL, NULL, NULL, NULL)",
            (order, -round(refunded - refunded / (1 + VAT), 2), -refunded, fmt(moment), fmt(moment), parent),
        )
        meta("wp_wc_orders_meta", "order_id", order, {"_refund_amount": f"{refunded:.2f}", "_refund_reason": reason,
                                                      "_refunded_by": 1, "_refunded_payment": 1})  # fmt: skip
        cursor = db.execute("INSERT INTO wp_woocommerce_order_items (order_item_name, order_item_type, order_id) "
                            "VALUES (?, 'line_item', ?)", (name, order))  # fmt: skip
        meta("wp_woocommerce_order_itemmeta", "order_item_id", int(cursor.lastrowid or 0), {
            "_product_id": product_ids[name], "_variation_id": 0, "_qty": -qty,
            "_line_total": f"{-refunded / (1 + VAT):.2f}", "_line_tax": f"{-refunded * VAT / (1 + VAT):.2f}",
            "_refunded_item_id": _item,
        })  # fmt: skip
        db.execute("INSERT INTO wp_wc_order_stats VALUES (?, ?, ?, ?, NULL, NULL, ?, ?, ?, 0, ?, 0, "
                   "'wc-completed', ?)",
                   (order, parent, local(moment), fmt(moment), -qty, -refunded,
                    -round(refunded - refunded / (1 + VAT), 2), -round(refunded / (1 + VAT), 2), customer))  # fmt: skip
    # stock and sales totals, reviews
    for post_id in product_ids.values():
        total_sold = sold.get(post_id, 0)
        db.execute("UPDATE wp_postmeta SET meta_value = ? WHERE post_id = ? AND meta_key = 'total_sales'",
                   (str(total_sold), post_id))  # fmt: skip
        db.execute("UPDATE wp_wc_product_meta_lookup SET total_sales = ? WHERE product_id = ?", (total_sold, post_id))
    reviewers = [customer for customer in buyers[:120]]
    comment = 0
    for name, reviewed in product_ids.items():
        if not sold.get(reviewed):
            continue
        base = {"Gyokuro Asahi 50 g": 5, "Glass teapot 600 ml": 2, "Da Hong Pao 50 g": 5}.get(name, 4)
        stars: list[int] = []
        for _ in range(rng.randint(3, 9)):
            user, first, last, email, _, _ = rng.choice(reviewers)
            rating = base if rng.random() < 0.7 else max(1, min(5, base + rng.choice((-1, 1))))
            if name == "Gyokuro Asahi 50 g":
                rating = 5
            moment = when(-rng.randint(1, DAYS))
            comment += 1
            stars.append(rating)
            db.execute(
                "INSERT INTO wp_comments (comment_ID, comment_post_ID, comment_author, comment_author_email, "
                "comment_date, comment_date_gmt, comment_content, comment_approved, comment_type, user_id) VALUES "
                "(?, ?, ?, ?, ?, ?, ?, ?, 'review', ?)",
                (comment, reviewed, f"{first} {last}", email, local(moment), fmt(moment), "Muito bom!",
                 "1" if rng.random() < 0.9 else "0", user),
            )  # fmt: skip
            meta("wp_commentmeta", "comment_id", comment, {"rating": rating, "verified": 1})
        average = round(sum(stars) / len(stars), 2)
        db.execute("UPDATE wp_wc_product_meta_lookup SET rating_count = ?, average_rating = ? WHERE product_id = ?",
                   (len(stars), average, reviewed))  # fmt: skip
        db.execute("UPDATE wp_posts SET comment_count = ? WHERE ID = ?", (len(stars), reviewed))
    for coupon_post in coupon_ids.values():
        used = db.execute("SELECT COUNT(*) FROM wp_wc_order_coupon_lookup WHERE coupon_id = ?",
                          (coupon_post,)).fetchone()[0]  # fmt: skip
        db.execute("UPDATE wp_postmeta SET meta_value = ? WHERE post_id = ? AND meta_key = 'usage_count'",
                   (str(used), coupon_post))  # fmt: skip
    close_checked(db, "storefront")
