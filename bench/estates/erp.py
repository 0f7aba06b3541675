"""A Quimper joinery's quotes, invoices and stock (Menuiserie Kervella) as the SQLite copy of a Dolibarr database.

Dolibarr 19 is a PHP ERP and CRM on MySQL or MariaDB; this keeps its tables and conventions: every table prefixed
``llx_``, integer ``rowid`` keys (``llx_actioncomm`` and the dictionaries use ``id``), references named ``fk_<thing>``,
French column names (``nom``, ``datec`` created, ``tms`` modified, ``datef`` invoice date, ``datep`` proposal or
payment date, ``date_lim_reglement`` due date, ``fin_validite`` a quote's expiry, ``paye`` paid, ``remise`` discount,
``seuil_stock_alerte`` the stock alert level, ``reel`` the real stock, ``libelle``, ``lieu``), an ``entity`` column
(the multi-company module: always 1 here), DATETIME and DATE text in UTC, amounts as ``DOUBLE(24,8)`` excluding
(``total_ht``) and including (``total_ttc``) VAT (``total_tva``; French VAT at 20 %, 10 % for renovation work in
homes), and **integer codes**:

* ``llx_societe`` (third parties: customers, prospects and suppliers in one table): ``client`` 0 none, 1 customer, 2
  prospect, 3 customer and prospect; ``fournisseur`` 0/1; ``status`` 1 active, 0 closed; ``fk_typent`` into
  ``llx_c_typent`` (``TE_PRIVATE`` for private individuals, ``TE_SMALL``, ``TE_MEDIUM``, ``TE_ADMIN``...);
  ``code_client`` ``CU2403-00012`` and ``code_fournisseur``; ``fk_pays`` into ``llx_c_country``;
* ``llx_propal`` (quotes): ``fk_statut`` **0 draft, 1 validated (open, awaiting the customer), 2 signed, 3 not signed
  (refused), 4 billed**; ``datep`` the quote's date, ``fin_validite`` its expiry, ``date_cloture`` when it was signed or
  refused, ``fk_user_author`` the salesperson; lines in ``llx_propaldet``;
* ``llx_facture`` (customer invoices): ``type`` **0 standard, 2 credit note, 3 deposit**; ``fk_statut`` **0 draft, 1
  validated (unpaid), 2 paid (closed), 3 abandoned**; ``paye`` 0/1; ``close_code`` when closed short (``discount_vat``,
  ``badcustomer``); a credit note has negative totals and points at its invoice by ``fk_facture_source``; a final
  invoice after a deposit carries a negative line for it, so the two add up to the job; drafts have the provisional
  ``ref`` ``(PROV<rowid>)``; lines in ``llx_facturedet`` (``product_type`` 0 product, 1 service);
* ``llx_paiement`` (customer payments, ``fk_paiement`` into ``llx_c_paiement``: ``VIR`` transfer, ``CHQ`` cheque,
  ``CB`` card, ``LIQ`` cash, ``PRE`` direct debit) spread over invoices by ``llx_paiement_facture``; an invoice's
  balance is its ``total_ttc`` less its payments;
* ``llx_facture_fourn`` (supplier invoices: ``ref`` ours, ``ref_supplier`` theirs, the same codes);
* ``llx_product``: ``fk_product_type`` 0 product, 1 service; ``tosell``, ``tobuy`` 0/1; ``price`` excluding VAT;
  ``stock`` the total, kept up to date from ``llx_product_stock`` (``reel`` per warehouse, ``llx_entrepot``);
  ``llx_stock_mouvement`` (``value`` the quantity, negative out; ``type_mouvement`` **0 manual input, 1 manual output,
  2 output, 3 input**; ``origintype`` ``facture`` or ``invoice_supplier``);
* ``llx_projet`` (``fk_statut`` 0 draft, 1 open, 2 closed; ``budget_amount``), ``llx_actioncomm`` (agenda events:
  ``code`` ``AC_RDV`` a meeting, ``AC_TEL`` a call, ``AC_OTH_AUTO`` Dolibarr's own record of a validation; ``percent``
  -1 not applicable, 0 to do, 100 done; ``fk_user_action`` whose it is), ``llx_element_element`` (links between
  objects: a quote and the invoices made from it), ``llx_socpeople`` (contacts), ``llx_user`` (``statut`` 1 active, 0
  disabled; ``admin`` 0/1).

Dolibarr declares its foreign keys on most of these; this copy declares every reference the data fills. Names,
labels and notes are French.

Quotes, invoices and payments fill the last 365 days; dates sit on whole days counted from today (times on a one-minute
grid from midnight UTC with drawn seconds), nothing is dated today, and no document is dated exactly 7, 14, 30, 60, 90,
180 or 365 days ago, so "the last N days" reads the same whether a query compares dates or times and builds a whole
number of days apart agree.

Planted signals:

* SCI Les Terrasses de l'Odet (a property developer: 24 flats' windows and doors, a deposit and three staged invoices)
  is by far the biggest customer of the last 180 days, on the biggest of the open projects;
* five customer invoices are overdue; Hôtel de la Baie (Concarneau) owes the most on them (its renovation's final
  invoice, unpaid since 75 days ago), four times the next customer;
* transfers are the commonest way customers pay; a payment comes in about 26 days after the invoice date on average;
* the aluminium window 100x120 brought in the most sales over the last 90 days (mostly the developer's flats), ahead of
  the aluminium sliding bay;
* three raw materials (the double glazing, the brass espagnolettes, the EPDM seal) are below their stock alert level;
  three catalogue items (the garden shed, the aluminium conservatory, the made-to-measure bookcase) were never invoiced;
* eight quotes are still open past their expiry date; about two in three decided quotes of the last 90 days were
  signed; Yann Le Gall signed the most quote value in the last 90 days and held by far the most client appointments in
  the last 30 (his showroom appointments);
* Bois & Matériaux de Cornouaille (timber) is by far the biggest supplier over the last 12 months; seven suppliers are
  due to be paid in the next 14 days;
* two private customers have signed quotes but no invoice yet (their jobs are not finished);
* Kévin Morvan and Loïc Hénaff have left: their logins are disabled;
* Atelier Quimper is the warehouse most stock leaves.
"""

from __future__ import annotations

import datetime
import random
from dataclasses import dataclass, field
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE llx_c_country (
  rowid INTEGER PRIMARY KEY, code VARCHAR(2) NOT NULL UNIQUE, code_iso VARCHAR(3), label VARCHAR(128) NOT NULL,
  eec TINYINT DEFAULT 0 NOT NULL, active TINYINT DEFAULT 1 NOT NULL
);
CREATE TABLE llx_c_typent (
  id INTEGER PRIMARY KEY, code VARCHAR(12) NOT NULL UNIQUE, libelle VARCHAR(128), fk_country INTEGER,
  active TINYINT DEFAULT 1 NOT NULL, module VARCHAR(32), position INTEGER DEFAULT 0 NOT NULL
);
CREATE TABLE llx_c_paiement (
  id INTEGER PRIMARY KEY, entity INTEGER DEFAULT 1 NOT NULL, code VARCHAR(6) NOT NULL, libelle VARCHAR(128),
  type SMALLINT, active TINYINT DEFAULT 1 NOT NULL, accountancy_code VARCHAR(32), module VARCHAR(32),
  position INTEGER DEFAULT 0 NOT NULL, UNIQUE (entity, code)
);
CREATE TABLE llx_user (
  rowid INTEGER PRIMARY KEY, entity INTEGER DEFAULT 1 NOT NULL, datec DATETIME, tms TIMESTAMP,
  login VARCHAR(50) NOT NULL, pass_crypted VARCHAR(128), civility VARCHAR(6), lastname VARCHAR(50),
  firstname VARCHAR(50), job VARCHAR(128), email VARCHAR(255), office_phone VARCHAR(20),
  admin SMALLINT DEFAULT 0, employee TINYINT DEFAULT 1, fk_user INTEGER REFERENCES llx_user(rowid),
  datelastlogin DATETIME, datepreviouslogin DATETIME, statut TINYINT DEFAULT 1, dateemployment DATE,
  dateemploymentend DATE, UNIQUE (entity, login)
);
CREATE TABLE llx_societe (
  rowid INTEGER PRIMARY KEY, nom VARCHAR(128), name_alias VARCHAR(128), entity INTEGER DEFAULT 1 NOT NULL,
  status TINYINT DEFAULT 1, code_client VARCHAR(24), code_fournisseur VARCHAR(24), address VARCHAR(255),
  zip VARCHAR(25), town VARCHAR(50), fk_pays INTEGER DEFAULT 0 REFERENCES llx_c_country(rowid), phone VARCHAR(20),
  email VARCHAR(128), fk_typent INTEGER REFERENCES llx_c_typent(id), siren VARCHAR(128), siret VARCHAR(128),
  tva_intra VARCHAR(20), fk_stcomm INTEGER DEFAULT 0 NOT NULL, client TINYINT DEFAULT 0, fournisseur TINYINT DEFAULT 0,
  fk_user_creat INTEGER REFERENCES llx_user(rowid), cond_reglement TINYINT, mode_reglement TINYINT,
  note_private TEXT, datec DATETIME, tms TIMESTAMP, UNIQUE (code_client, entity), UNIQUE (code_fournisseur, entity)
);
CREATE TABLE llx_socpeople (
  rowid INTEGER PRIMARY KEY, datec DATETIME, tms TIMESTAMP, fk_soc INTEGER REFERENCES llx_societe(rowid),
  entity INTEGER DEFAULT 1 NOT NULL, civility VARCHAR(6), lastname VARCHAR(50), firstname VARCHAR(50),
  poste VARCHAR(255), phone_mobile VARCHAR(30), email VARCHAR(255), statut TINYINT DEFAULT 1 NOT NULL,
  fk_user_creat INTEGER REFERENCES llx_user(rowid)
);
CREATE TABLE llx_product (
  rowid INTEGER PRIMARY KEY, ref VARCHAR(128) NOT NULL, entity INTEGER DEFAULT 1 NOT NULL, datec DATETIME,
  tms TIMESTAMP, label VARCHAR(255) NOT NULL, description TEXT, price DOUBLE(24,8) DEFAULT 0,
  price_ttc DOUBLE(24,8) DEFAULT 0, price_base_type VARCHAR(3) DEFAULT 'HT', cost_price DOUBLE(24,8),
  tva_tx DOUBLE(7,4), fk_user_author INTEGER REFERENCES llx_user(rowid), tosell TINYINT DEFAULT 1,
  tobuy TINYINT DEFAULT 1, fk_product_type INTEGER DEFAULT 0, duration VARCHAR(6), seuil_stock_alerte FLOAT,
  desiredstock FLOAT DEFAULT 0, pmp DOUBLE(24,8) DEFAULT 0 NOT NULL, stock REAL, finished TINYINT,
  fk_unit INTEGER, UNIQUE (ref, entity)
);
CREATE TABLE llx_entrepot (
  rowid INTEGER PRIMARY KEY, ref VARCHAR(255) NOT NULL, datec DATETIME, tms TIMESTAMP,
  entity INTEGER DEFAULT 1 NOT NULL, description TEXT, lieu VARCHAR(64), address VARCHAR(255), zip VARCHAR(10),
  town VARCHAR(50), fk_pays INTEGER DEFAULT 0 REFERENCES llx_c_country(rowid), statut TINYINT DEFAULT 1,
  fk_user_author INTEGER REFERENCES llx_user(rowid), UNIQUE (ref, entity)
);
CREATE TABLE llx_product_stock (
  rowid INTEGER PRIMARY KEY, tms TIMESTAMP, fk_product INTEGER NOT NULL REFERENCES llx_product(rowid),
  fk_entrepot INTEGER NOT NULL REFERENCES llx_entrepot(rowid), reel REAL, UNIQUE (fk_product, fk_entrepot)
);
CREATE TABLE llx_projet (
  rowid INTEGER PRIMARY KEY, fk_soc INTEGER REFERENCES llx_societe(rowid), datec DATETIME, tms TIMESTAMP,
  dateo DATE, datee DATE, ref VARCHAR(50), entity INTEGER DEFAULT 1 NOT NULL, title VARCHAR(255) NOT NULL,
  description TEXT, fk_user_creat INTEGER NOT NULL REFERENCES llx_user(rowid), public INTEGER,
  fk_statut INTEGER DEFAULT 0 NOT NULL, date_close DATETIME, budget_amount DOUBLE(24,8), opp_amount DOUBLE(24,8),
  UNIQUE (ref, entity)
);
CREATE TABLE llx_propal (
  rowid INTEGER PRIMARY KEY, ref VARCHAR(30) NOT NULL, entity INTEGER DEFAULT 1 NOT NULL, ref_client VARCHAR(255),
  fk_soc INTEGER REFERENCES llx_societe(rowid), fk_projet INTEGER REFERENCES llx_projet(rowid), tms TIMESTAMP,
  datec DATETIME, datep DATE, fin_validite DATETIME, date_valid DATETIME, date_cloture DATETIME,
  fk_user_author INTEGER REFERENCES llx_user(rowid), fk_user_valid INTEGER REFERENCES llx_user(rowid),
  fk_user_cloture INTEGER REFERENCES llx_user(rowid), fk_statut SMALLINT DEFAULT 0 NOT NULL,
  total_ht DOUBLE(24,8) DEFAULT 0, total_tva DOUBLE(24,8) DEFAULT 0, total_ttc DOUBLE(24,8) DEFAULT 0,
  fk_cond_reglement INTEGER, fk_mode_reglement INTEGER, note_private TEXT, note_public TEXT, model_pdf VARCHAR(255),
  date_livraison DATE, UNIQUE (ref, entity)
);
CREATE TABLE llx_propaldet (
  rowid INTEGER PRIMARY KEY, fk_propal INTEGER NOT NULL REFERENCES llx_propal(rowid),
  fk_product INTEGER REFERENCES llx_product(rowid), label VARCHAR(255), description TEXT, tva_tx DOUBLE(7,4),
  qty REAL, remise_percent REAL DEFAULT 0, subprice DOUBLE(24,8), total_ht DOUBLE(24,8), total_tva DOUBLE(24,8),
  total_ttc DOUBLE(24,8), product_type INTEGER DEFAULT 0, rang INTEGER DEFAULT 0
);
CREATE TABLE llx_facture (
  rowid INTEGER PRIMARY KEY, ref VARCHAR(30) NOT NULL, entity INTEGER DEFAULT 1 NOT NULL, ref_client VARCHAR(255),
  type SMALLINT DEFAULT 0 NOT NULL, fk_soc INTEGER NOT NULL REFERENCES llx_societe(rowid), datec DATETIME,
  datef DATE, date_valid DATE, tms TIMESTAMP, date_closing DATETIME, paye SMALLINT DEFAULT 0 NOT NULL,
  close_code VARCHAR(16), close_note VARCHAR(128), total_tva DOUBLE(24,8) DEFAULT 0, total_ht DOUBLE(24,8) DEFAULT 0,
  total_ttc DOUBLE(24,8) DEFAULT 0, fk_statut SMALLINT DEFAULT 0 NOT NULL,
  fk_user_author INTEGER REFERENCES llx_user(rowid), fk_user_valid INTEGER REFERENCES llx_user(rowid),
  fk_user_closing INTEGER REFERENCES llx_user(rowid), fk_facture_source INTEGER REFERENCES llx_facture(rowid),
  fk_projet INTEGER REFERENCES llx_projet(rowid), fk_cond_reglement INTEGER, fk_mode_reglement INTEGER,
  date_lim_reglement DATE, note_private TEXT, note_public TEXT, model_pdf VARCHAR(255), UNIQUE (ref, entity)
);
CREATE TABLE llx_facturedet (
  rowid INTEGER PRIMARY KEY, fk_facture INTEGER NOT NULL REFERENCES llx_facture(rowid),
  fk_product INTEGER REFERENCES llx_product(rowid), label VARCHAR(255), description TEXT, tva_tx DOUBLE(7,4),
  qty REAL, remise_percent REAL DEFAULT 0, subprice DOUBLE(24,8), total_ht DOUBLE(24,8), total_tva DOUBLE(24,8),
  total_ttc DOUBLE(24,8), product_type INTEGER DEFAULT 0, rang INTEGER DEFAULT 0, buy_price_ht DOUBLE(24,8) DEFAULT 0
);
CREATE TABLE llx_paiement (
  rowid INTEGER PRIMARY KEY, ref VARCHAR(30), entity INTEGER DEFAULT 1 NOT NULL, datec DATETIME, tms TIMESTAMP,
  datep DATETIME, amount DOUBLE(24,8) DEFAULT 0, fk_paiement INTEGER NOT NULL REFERENCES llx_c_paiement(id),
  num_paiement VARCHAR(50), note TEXT, fk_bank INTEGER DEFAULT 0 NOT NULL,
  fk_user_creat INTEGER REFERENCES llx_user(rowid), statut SMALLINT DEFAULT 0 NOT NULL
);
CREATE TABLE llx_paiement_facture (
  rowid INTEGER PRIMARY KEY, fk_paiement INTEGER REFERENCES llx_paiement(rowid),
  fk_facture INTEGER REFERENCES llx_facture(rowid), amount DOUBLE(24,8) DEFAULT 0, UNIQUE (fk_paiement, fk_facture)
);
CREATE TABLE llx_facture_fourn (
  rowid INTEGER PRIMARY KEY, ref VARCHAR(180) NOT NULL, ref_supplier VARCHAR(180) NOT NULL,
  entity INTEGER DEFAULT 1 NOT NULL, type SMALLINT DEFAULT 0 NOT NULL,
  fk_soc INTEGER NOT NULL REFERENCES llx_societe(rowid), datec DATETIME, datef DATE, tms TIMESTAMP,
  libelle VARCHAR(255), paye SMALLINT DEFAULT 0 NOT NULL, total_ht DOUBLE(24,8) DEFAULT 0,
  total_tva DOUBLE(24,8) DEFAULT 0, total_ttc DOUBLE(24,8) DEFAULT 0, fk_statut SMALLINT DEFAULT 0 NOT NULL,
  fk_user_author INTEGER REFERENCES llx_user(rowid), fk_user_valid INTEGER REFERENCES llx_user(rowid),
  fk_projet INTEGER REFERENCES llx_projet(rowid), fk_cond_reglement INTEGER, fk_mode_reglement INTEGER,
  date_lim_reglement DATE, UNIQUE (ref, entity), UNIQUE (ref_supplier, fk_soc, entity)
);
CREATE TABLE llx_stock_mouvement (
  rowid INTEGER PRIMARY KEY, tms TIMESTAMP, datem DATETIME, fk_product INTEGER NOT NULL REFERENCES llx_product(rowid),
  fk_entrepot INTEGER NOT NULL REFERENCES llx_entrepot(rowid), value REAL, price DOUBLE(24,8) DEFAULT 0,
  type_mouvement SMALLINT, fk_user_author INTEGER REFERENCES llx_user(rowid), label VARCHAR(255),
  inventorycode VARCHAR(128), fk_origin INTEGER, origintype VARCHAR(64), fk_projet INTEGER DEFAULT 0 NOT NULL
);
CREATE TABLE llx_actioncomm (
  id INTEGER PRIMARY KEY, ref VARCHAR(30) NOT NULL, entity INTEGER DEFAULT 1 NOT NULL, datep DATETIME,
  datep2 DATETIME, code VARCHAR(50), datec DATETIME, tms TIMESTAMP, fk_user_author INTEGER REFERENCES llx_user(rowid),
  fk_project INTEGER REFERENCES llx_projet(rowid), fk_soc INTEGER REFERENCES llx_societe(rowid),
  fk_contact INTEGER REFERENCES llx_socpeople(rowid), fk_user_action INTEGER REFERENCES llx_user(rowid),
  fulldayevent SMALLINT DEFAULT 0 NOT NULL, percent SMALLINT DEFAULT 0 NOT NULL, location VARCHAR(128),
  label VARCHAR(255) NOT NULL, note TEXT, fk_element INTEGER, elementtype VARCHAR(255)
);
CREATE TABLE llx_element_element (
  rowid INTEGER PRIMARY KEY, fk_source INTEGER NOT NULL, sourcetype VARCHAR(64) NOT NULL, fk_target INTEGER NOT NULL,
  targettype VARCHAR(64) NOT NULL, UNIQUE (fk_source, sourcetype, fk_target, targettype)
);
"""

COUNTRIES = [(1, "FR", "FRA", "France", 1), (2, "BE", "BEL", "Belgium", 1), (3, "IT", "ITA", "Italy", 1),
             (4, "ES", "ESP", "Spain", 1), (5, "DE", "DEU", "Germany", 1), (6, "CH", "CHE", "Switzerland", 0),
             (7, "GB", "GBR", "United Kingdom", 0), (8, "IE", "IRL", "Ireland", 1)]  # fmt: skip
TYPENT = [(0, "TE_UNKNOWN", "-"), (1, "TE_STARTUP", "Start-up"), (2, "TE_GROUP", "Grand groupe"),
          (3, "TE_MEDIUM", "PME/PMI"), (4, "TE_SMALL", "TPE"), (5, "TE_ADMIN", "Administration"),
          (6, "TE_WHOLE", "Grossiste"), (7, "TE_RETAIL", "Revendeur"), (8, "TE_PRIVATE", "Particulier"),
          (100, "TE_OTHER", "Autres")]  # fmt: skip
PAYMENT_MODES = [(1, "TIP", "TIP"), (2, "VIR", "Virement"), (3, "PRE", "Prélèvement"), (4, "LIQ", "Espèces"),
                 (6, "CB", "Carte bancaire"), (7, "CHQ", "Chèque"), (50, "VAD", "Paiement en ligne"),
                 (51, "TRA", "Traite"), (52, "LCR", "LCR")]  # fmt: skip
VIR, PRE, LIQ, CB, CHQ = 2, 3, 4, 6, 7
# login, first, last, job, admin, active, supervisor login
USERS = [("admin", "Gwenaël", "Kervella", "Gérant", 1, 1, None),
         ("solenn", "Solenn", "Tanguy", "Comptable", 1, 1, "admin"),
         ("yann", "Yann", "Le Gall", "Commercial", 0, 1, "admin"),
         ("maela", "Maëla", "Riou", "Commerciale", 0, 1, "admin"),
         ("erwan", "Erwan", "Quéré", "Chef d'atelier", 0, 1, "admin"),
         ("tifenn", "Tifenn", "Cloarec", "Menuisière poseuse", 0, 1, "erwan"),
         ("kevin", "Kévin", "Morvan", "Menuisier poseur", 0, 0, "erwan"),
         ("loic", "Loïc", "Hénaff", "Commercial", 0, 0, "admin")]  # fmt: skip
SALES = ("yann", "maela", "loic", "admin")
TOWNS = [("Quimper", "29000", 34), ("Concarneau", "29900", 10), ("Douarnenez", "29100", 7),
         ("Pont-l'Abbé", "29120", 7), ("Bénodet", "29950", 6), ("Fouesnant", "29170", 7), ("Ergué-Gabéric", "29500", 6),
         ("Briec", "29510", 5), ("Pluguffan", "29700", 5), ("Rosporden", "29140", 5), ("Brest", "29200", 4),
         ("Châteaulin", "29150", 4)]  # fmt: skip
FIRST = ["Yannick", "Anne", "Hervé", "Catherine", "Ronan", "Nathalie", "Gwendal", "Sophie", "Pierre", "Isabelle",
         "Jean-Yves", "Marie", "Tanguy", "Claire", "Loïg", "Morgane", "Christophe", "Élodie", "Patrick", "Nolwenn",
         "Bernard", "Gaëlle", "Thierry", "Annaïg", "Sébastien", "Soazig"]  # fmt: skip
LAST = ["Le Bihan", "Le Goff", "Guillou", "Le Roux", "Tanguy", "Jaouen", "Le Corre", "Kerouédan", "Bodénès",
        "Le Meur", "Cariou", "Péron", "Le Berre", "Moysan", "Prigent", "Salaün", "Le Floch", "Gourmelen", "Nédélec",
        "Kerhervé", "Donnart", "Le Dréau", "Bolloré", "Coïc"]  # fmt: skip
# name, type, town, terms (days to pay), payment mode, appetite (jobs a year)
COMPANIES = [("SCI Les Terrasses de l'Odet", 3, "Quimper", 30, VIR, 0),
             ("Hôtel de la Baie", 4, "Concarneau", 30, VIR, 3), ("Crêperie Ty Breizh", 4, "Quimper", 30, CHQ, 2),
             ("Mairie de Pluguffan", 5, "Pluguffan", 30, VIR, 2),
             ("Cabinet dentaire de l'Odet", 4, "Quimper", 30, VIR, 1), ("Camping Les Dunes", 4, "Bénodet", 30, VIR, 2),
             ("EHPAD Ker Héol", 3, "Fouesnant", 45, VIR, 2),
             ("Agence Immobilière Cornouaille", 4, "Quimper", 30, VIR, 3),
             ("Boulangerie Le Fournil", 4, "Briec", 30, CHQ, 1), ("Restaurant L'Ambroisie", 4, "Quimper", 30, CB, 1),
             ("Syndic Océane Gestion", 3, "Quimper", 45, VIR, 3), ("Gîtes de Kerlaz", 4, "Douarnenez", 30, CHQ, 2),
             ("Communauté de communes du Haut Pays Bigouden", 5, "Pont-l'Abbé", 45, VIR, 1),
             ("Librairie Ravy", 4, "Quimper", 30, VIR, 0)]  # fmt: skip
SUPPLIERS = [("Bois & Matériaux de Cornouaille", "Quimper", 60000), ("Vitrage Armor", "Brest", 26000),
             ("Profils PVC Ouest", "Rennes", 22000), ("Quincaillerie Bretonne", "Quimper", 9000),
             ("Peintures Océane", "Concarneau", 4000), ("Transports Le Floch", "Quimper", 5000),
             ("Loxam Quimper", "Quimper", 3500), ("Orange Business", "Paris", 1300),
             ("EDF Entreprises", "Paris", 6500)]  # fmt: skip
# ref, label, type (0 product, 1 service), price HT, sold, bought, stock alert (raw materials), VAT
PRODUCTS: list[tuple[str, str, int, float, int, int, float | None]] = [
    ("FEN-PVC-120", "Fenêtre PVC 2 vantaux 120x125", 0, 690.0, 1, 0, None),
    ("FEN-ALU-100", "Fenêtre aluminium 100x120", 0, 980.0, 1, 0, None),
    ("FEN-BOIS-80", "Fenêtre bois chêne 80x100", 0, 1150.0, 1, 0, None),
    ("BAIE-ALU-240", "Baie coulissante aluminium 240x215", 0, 2850.0, 1, 0, None),
    ("PTE-ENT-CHENE", "Porte d'entrée chêne massif", 0, 3200.0, 1, 0, None),
    ("PTE-ENT-ALU", "Porte d'entrée aluminium", 0, 2450.0, 1, 0, None),
    ("PTE-INT-83", "Porte intérieure 83 cm", 0, 240.0, 1, 1, None),
    ("VOLET-RL-ELEC", "Volet roulant électrique", 0, 520.0, 1, 1, None),
    ("ESC-CHENE-QT", "Escalier chêne quart tournant", 0, 4800.0, 1, 0, None),
    ("CUIS-SM-ML", "Cuisine sur mesure (mètre linéaire)", 0, 1350.0, 1, 0, None),
    ("DRESS-SM-ML", "Dressing sur mesure (mètre linéaire)", 0, 780.0, 1, 0, None),
    ("PARQ-CHENE-M2", "Parquet chêne massif (m²)", 0, 75.0, 1, 1, None),
    ("BARD-DOUG-M2", "Bardage douglas (m²)", 0, 58.0, 1, 1, None),
    ("PERG-BOIS-43", "Pergola bois 4x3", 0, 3900.0, 1, 0, None),
    ("ABRI-JARDIN-12", "Abri de jardin 12 m²", 0, 2600.0, 1, 0, None),
    ("VERANDA-ALU-15", "Véranda aluminium 15 m²", 0, 18500.0, 1, 0, None),
    ("BIBLIO-SM", "Bibliothèque sur mesure", 0, 2100.0, 1, 0, None),
    ("POSE-FEN", "Pose fenêtre (forfait)", 1, 180.0, 1, 0, None),
    ("POSE-PTE", "Pose porte d'entrée (forfait)", 1, 350.0, 1, 0, None),
    ("MO-MENUISIER", "Main d'œuvre menuisier (heure)", 1, 52.0, 1, 0, None),
    ("DEPLACEMENT", "Frais de déplacement", 1, 45.0, 1, 0, None),
    ("METRE", "Prise de cotes et métré", 1, 90.0, 1, 0, None),
    ("DEPOSE", "Dépose et évacuation ancienne menuiserie", 1, 120.0, 1, 0, None),
    ("MP-CHENE-27", "Planche chêne 27 mm (m²)", 0, 0.0, 0, 1, 40.0),
    ("MP-DOUG-LAME", "Lame douglas 21x130 (ml)", 0, 0.0, 0, 1, 300.0),
    ("MP-VITRAGE-4164", "Double vitrage 4/16/4 (m²)", 0, 0.0, 0, 1, 30.0),
    ("MP-PROFIL-PVC70", "Profilé PVC 70 mm (barre 6,5 m)", 0, 0.0, 0, 1, 60.0),
    ("MP-CREMONE", "Crémone laiton", 0, 0.0, 0, 1, 25.0),
    ("MP-MDF-19", "Panneau MDF 19 mm", 0, 0.0, 0, 1, 20.0),
    ("MP-VERNIS-5L", "Vernis marine (bidon 5 L)", 0, 0.0, 0, 1, 6.0),
    ("MP-JOINT-EPDM", "Joint EPDM (rouleau 50 m)", 0, 0.0, 0, 1, 10.0),
]
NEVER_SOLD = ("ABRI-JARDIN-12", "VERANDA-ALU-15", "BIBLIO-SM")
LOW_STOCK = ("MP-VITRAGE-4164", "MP-CREMONE", "MP-JOINT-EPDM")
# what a job of each kind is made of: (product ref, quantity range)
JOBS: dict[str, list[tuple[str, tuple[int, int]]]] = {
    "fenêtres PVC": [("FEN-PVC-120", (2, 8)), ("POSE-FEN", (2, 8)), ("DEPOSE", (1, 4)), ("DEPLACEMENT", (1, 1))],
    "fenêtres alu": [("FEN-ALU-100", (2, 6)), ("POSE-FEN", (2, 6)), ("DEPLACEMENT", (1, 1))],
    "fenêtres bois": [("FEN-BOIS-80", (2, 5)), ("POSE-FEN", (2, 5)), ("DEPOSE", (1, 3))],
    "baie vitrée": [("BAIE-ALU-240", (1, 2)), ("MO-MENUISIER", (6, 14)), ("DEPLACEMENT", (1, 1))],
    "porte d'entrée": [("PTE-ENT-CHENE", (1, 1)), ("POSE-PTE", (1, 1)), ("DEPOSE", (1, 1))],
    "porte alu": [("PTE-ENT-ALU", (1, 1)), ("POSE-PTE", (1, 1))],
    "portes intérieures": [("PTE-INT-83", (3, 9)), ("MO-MENUISIER", (4, 12))],
    "volets": [("VOLET-RL-ELEC", (2, 7)), ("MO-MENUISIER", (3, 8)), ("DEPLACEMENT", (1, 1))],
    "escalier": [("ESC-CHENE-QT", (1, 1)), ("MO-MENUISIER", (10, 20)), ("METRE", (1, 1))],
    "cuisine": [("CUIS-SM-ML", (3, 7)), ("MO-MENUISIER", (12, 30)), ("METRE", (1, 1))],
    "dressing": [("DRESS-SM-ML", (2, 4)), ("MO-MENUISIER", (4, 10))],
    "parquet": [("PARQ-CHENE-M2", (15, 60)), ("MO-MENUISIER", (8, 24))],
    "bardage": [("BARD-DOUG-M2", (20, 90)), ("MO-MENUISIER", (10, 30)), ("DEPLACEMENT", (1, 1))],
    "pergola": [("PERG-BOIS-43", (1, 1)), ("MO-MENUISIER", (8, 16)), ("DEPLACEMENT", (1, 1))],
    "dépannage": [("MO-MENUISIER", (1, 4)), ("DEPLACEMENT", (1, 1))],
}
KINDS = [("fenêtres PVC", 18), ("fenêtres alu", 8), ("fenêtres bois", 5), ("baie vitrée", 6), ("porte d'entrée", 6),
         ("porte alu", 5), ("portes intérieures", 7), ("volets", 9), ("escalier", 3), ("cuisine", 4), ("dressing", 4),
         ("parquet", 6), ("bardage", 5), ("pergola", 3)]  # fmt: skip
AVOID = {7, 14, 30, 60, 90, 180, 365}  # no document dated exactly this many days ago


@dataclass
class Third:
    rowid: int
    nom: str
    typent: int
    town: str
    zip: str
    client: int
    supplier: int = 0
    terms: int = 0  # days to pay
    mode: int = CHQ
    lateness: float = 0.0  # extra days a customer takes to pay
    code_client: str | None = None
    code_fournisseur: str | None = None
    created: int = -900  # day


@dataclass
class Line:
    product: int
    label: str
    qty: float
    subprice: float
    vat: float
    kind: int  # product_type


@dataclass
class Quote:
    rowid: int
    soc: Third
    author: int
    day: int
    lines: list[Line]
    status: int = 1
    closed: int | None = None  # day signed or refused
    project: int | None = None
    invoices: list[int] = field(default_factory=list)


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the Dolibarr database to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def safe(day: int) -> int:
        """A document's day, moved off the window boundaries and off today."""
        while -day in AVOID or day >= 0:
            day = day - 1 if day >= 0 or (-day in AVOID and rng.random() < 0.5) else day + 1
        return day

    def when(day: int, minute: int) -> str:
        return clock.fmt(clock.at(day, minute) + datetime.timedelta(seconds=rng.randrange(60)))

    def date(day: int) -> str:
        return clock.day_text(day)

    def yymm(day: int) -> str:
        return clock.at(day, 0).strftime("%y%m")

    def term(days: int) -> int:
        """The payment term's id in Dolibarr's llx_c_payment_term: 2 30 days, 3 30 days end of month."""
        return 3 if days > 30 else 2

    for row in COUNTRIES:
        db.execute("INSERT INTO llx_c_country VALUES (?,?,?,?,?,1)", row)
    for n, (ident, code, label) in enumerate(TYPENT):
        db.execute("INSERT INTO llx_c_typent VALUES (?,?,?,NULL,1,NULL,?)", (ident, code, label, n))
    for n, (ident, code, label) in enumerate(PAYMENT_MODES):
        db.execute("INSERT INTO llx_c_paiement VALUES (?,1,?,?,2,1,NULL,NULL,?)", (ident, code, label, n))
    users: dict[str, int] = {}
    for n, (login, first, last, job, admin, active, boss) in enumerate(USERS, start=1):
        left = None if active else -rng.randint(40, 200)
        last_login = when(left if left else -rng.randint(1, 5), 480 + rng.randint(0, 500))
        db.execute(
            "INSERT INTO llx_user (rowid, datec, tms, login, pass_crypted, civility, lastname, firstname, job, email,"
            " admin, employee, fk_user, datelastlogin, datepreviouslogin, statut, dateemployment, dateemploymentend)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,1,?,?,?,?,?,?)",
            (n, when(-2000 + n * 90, 540), when(left or -rng.randint(5, 60), 600), login,
             f"$2y$10${rng.getrandbits(120):030x}",
             "MME" if first in ("Solenn", "Maëla", "Tifenn") else "MR", last, first, job,
             f"{login}@menuiserie-kervella.fr", admin, users.get(boss or ""), last_login,
             when((left or 0) - rng.randint(2, 9), 470), active, date(-2000 + n * 90),
             date(left) if left else None),
        )  # fmt: skip
        users[login] = n
    yann, maela, loic, admin = (users[name] for name in SALES)

    # ---------------------------------------------------------------- third parties
    thirds: list[Third] = []
    customer_seq = [0]

    def customer_code(day: int) -> str:
        customer_seq[0] += 1
        return f"CU{yymm(day)}-{customer_seq[0]:05d}"

    for name, typent, town, terms, mode, _ in COMPANIES:
        zip_code = next(z for t, z, _ in TOWNS if t == town)
        day = -rng.randint(400, 1500)
        thirds.append(Third(len(thirds) + 1, name, typent, town, zip_code, 1, 0, terms, mode, 0.0,
                            customer_code(day), None, day))  # fmt: skip
    for _ in range(150):
        town, zip_code, _w = rng.choices(TOWNS, [w for _, _, w in TOWNS])[0]
        day = -rng.randint(1, 1500)
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        lateness = 45.0 if rng.random() < 0.04 else max(0.0, rng.gauss(0, 6))
        thirds.append(Third(len(thirds) + 1, name, 8, town, zip_code, 2, 0, 30, rng.choice((CHQ, CHQ, VIR, VIR, CB)),
                            lateness, None, None, day))  # fmt: skip
    for name, town, _ in SUPPLIERS:
        zip_code = next((z for t, z, _ in TOWNS if t == town), "35000" if town == "Rennes" else "75008")
        day = -rng.randint(900, 2000)
        thirds.append(Third(len(thirds) + 1, name, 3 if "Orange" not in name and "EDF" not in name else 2, town,
                            zip_code, 0, 1, 30, VIR, 0.0, None, f"SU{yymm(day)}-{len(thirds):05d}", day))  # fmt: skip
    by_name = {t.nom: t for t in thirds}
    terrasses, baie = by_name["SCI Les Terrasses de l'Odet"], by_name["Hôtel de la Baie"]
    baie.lateness = 75.0
    for t in thirds:
        db.execute(
            "INSERT INTO llx_societe (rowid, nom, status, code_client, code_fournisseur, address, zip, town, fk_pays,"
            " phone, email, fk_typent, siren, siret, tva_intra, fk_stcomm, client, fournisseur, fk_user_creat,"
            " cond_reglement, mode_reglement, note_private, datec, tms)"
            " VALUES (?,?,?,?,?,?,?,?,1,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (t.rowid, t.nom, 1, t.code_client, t.code_fournisseur, f"{rng.randint(1, 80)} rue {rng.choice(LAST)}",
             t.zip, t.town, f"02 98 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
             None if t.typent == 8 and rng.random() < 0.3 else f"contact{t.rowid}@example.fr", t.typent,
             None if t.typent == 8 else f"{rng.randint(300000000, 999999999)}",
             None if t.typent == 8 else f"{rng.randint(300000000, 999999999)}{rng.randint(10000, 99999)}",
             None if t.typent in (5, 8) else f"FR{rng.randint(10, 99)}{rng.randint(300000000, 999999999)}",
             rng.choice((0, 1, 2)), t.client, t.supplier, users["admin"], term(t.terms), t.mode, None,
             when(t.created, 600), when(max(t.created, -30), 600)),
        )  # fmt: skip

    # ---------------------------------------------------------------- products and warehouses
    products: dict[str, int] = {}
    for n, (ref, label, kind, price, sold, bought, alert) in enumerate(PRODUCTS, start=1):
        vat = 10.0 if kind == 1 else 20.0
        db.execute(
            "INSERT INTO llx_product (rowid, ref, datec, tms, label, description, price, price_ttc, cost_price, tva_tx,"
            " fk_user_author, tosell, tobuy, fk_product_type, duration, seuil_stock_alerte, desiredstock, pmp, stock,"
            " finished) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,0,NULL,?)",
            (n, ref, when(-rng.randint(500, 1800), 600), when(-rng.randint(1, 300), 600), label, label, price,
             round(price * (1 + vat / 100), 2), round(price * 0.45, 2) if price else None, vat, users["erwan"], sold,
             bought, kind, "1h" if ref == "MO-MENUISIER" else None, alert, alert * 3 if alert else 0,
             1 if sold and not bought else 0 if bought and not sold else None),
        )  # fmt: skip
        products[ref] = n
    warehouses = {"Atelier Quimper": 1, "Dépôt Concarneau": 2, "Showroom Quimper": 3}
    for ref, ident in warehouses.items():
        town = "Concarneau" if "Concarneau" in ref else "Quimper"
        db.execute(
            "INSERT INTO llx_entrepot (rowid, ref, datec, tms, description, lieu, address, zip, town, fk_pays, statut,"
            " fk_user_author) VALUES (?,?,?,?,?,?,?,?,?,1,1,?)",
            (ident, ref, when(-1900, 600), when(-400, 600),
             {1: "Atelier et stock principal", 2: "Dépôt matériaux", 3: "Magasin d'exposition"}[ident],
             {1: "Atelier", 2: "Dépôt", 3: "Magasin"}[ident],
             "ZA de Kerdroniou" if ident != 2 else "ZI du Moros", "29000" if town == "Quimper" else "29900",
             town, users["erwan"]),
        )  # fmt: skip

    # ---------------------------------------------------------------- quotes
    quotes: list[Quote] = []

    def lines_for(kind: str, scale: int = 1) -> list[Line]:
        out: list[Line] = []
        for ref, (low, high) in JOBS[kind]:
            n = products[ref]
            _, label, ptype, price, *_ = PRODUCTS[n - 1]
            count = float(rng.randint(low, high) * scale)
            if ref == "POSE-FEN" and out:
                count = out[0].qty  # one fitting per window
            out.append(Line(n, label, count, price, 10.0 if ptype == 1 else 20.0, ptype))
        return out

    private = [t for t in thirds if t.typent == 8]
    companies = [t for t in thirds if t.client and t.typent != 8]
    for day in range(-365, 0):
        for _ in range(rng.choices((0, 1, 2), (35, 45, 20))[0]):
            if rng.random() < 0.3:
                soc = rng.choices(companies, [max(0.3, c[5]) for c in COMPANIES])[0]
            else:
                soc = rng.choice(private)
            if soc is terrasses:
                continue
            job = rng.choices([k for k, _ in KINDS], [w for _, w in KINDS])[0]
            author = rng.choices([yann, maela, loic, admin], [40, 40, 15, 5])[0]
            if author == loic and day > -150:
                author = yann
            quotes.append(Quote(len(quotes) + 1, soc, author, safe(day), lines_for(job)))
    # the developer's big job: windows and doors for 24 flats, quoted 170 days ago, signed 150 days ago
    big = Quote(len(quotes) + 1, terrasses, maela, -170, [])
    for ref, count in (("FEN-ALU-100", 72), ("POSE-FEN", 72), ("BAIE-ALU-240", 24), ("PTE-ENT-ALU", 4),
                       ("MO-MENUISIER", 60)):  # fmt: skip
        n = products[ref]
        big.lines.append(Line(n, PRODUCTS[n - 1][1], float(count), PRODUCTS[n - 1][3] * 0.9, 20.0,
                              PRODUCTS[n - 1][2]))  # fmt: skip
    quotes.append(big)
    # the hotel's renovation: oak windows and a front door, quoted 140 days ago, invoiced 75 days ago, never paid
    hotel = Quote(len(quotes) + 1, baie, yann, -140, [])
    for ref, count in (("FEN-BOIS-80", 14), ("POSE-FEN", 14), ("DEPOSE", 6), ("PTE-ENT-CHENE", 1), ("POSE-PTE", 1)):
        n = products[ref]
        hotel.lines.append(Line(n, PRODUCTS[n - 1][1], float(count), PRODUCTS[n - 1][3], 20.0, PRODUCTS[n - 1][2]))
    quotes.append(hotel)
    quotes.sort(key=lambda q: q.day)
    for n, q in enumerate(quotes, start=1):
        q.rowid = n
    # outcomes: decided 5 to 40 days after the quote; recent ones still open; seven left open past their expiry
    stale = set(rng.sample([q.rowid for q in quotes if -150 < q.day < -45 and q not in (big, hotel)], 7))
    for q in quotes:
        if q is big or q is hotel:
            q.status, q.closed = 2, (-150 if q is big else -131)
            continue
        decided = q.day + rng.randint(5, 40)
        if q.rowid in stale:
            q.status = 1
        elif q.day > -6 and rng.random() < 0.25:
            q.status = 0  # still a draft
        elif decided >= 0:
            q.status = 1
        else:
            win = {maela: 0.62, yann: 0.5, loic: 0.35, admin: 0.5}[q.author]
            q.status, q.closed = (2 if rng.random() < win else 3), safe(decided)
        if q.status == 2:
            q.soc.client = 1 if q.soc.client == 2 else q.soc.client
    # projects for the large jobs
    projects: list[tuple[int, Quote, str]] = []
    for q in quotes:
        total = sum(line.qty * line.subprice for line in q.lines)
        if q.status == 2 and total > 7000:
            q.project = len(projects) + 1
            projects.append((q.project, q, f"Chantier {q.soc.nom}"))
    for ident, q, title in projects:
        budget = round(sum(line.qty * line.subprice for line in q.lines) * 0.62, -2)
        open_project = q.soc is terrasses or (q.closed or 0) > -120
        db.execute(
            "INSERT INTO llx_projet (rowid, fk_soc, datec, tms, dateo, datee, ref, title, description, fk_user_creat,"
            " public, fk_statut, date_close, budget_amount, opp_amount) VALUES (?,?,?,?,?,?,?,?,?,?,0,?,?,?,?)",
            (ident, q.soc.rowid, when(q.closed or q.day, 700), when(q.closed or q.day, 710), date(q.closed or q.day),
             date((q.closed or q.day) + 120), f"PJ{yymm(q.closed or q.day)}-{ident:03d}", title,
             "Menuiseries extérieures" if q.soc is terrasses else "Chantier", q.author, 1 if open_project else 2,
             None if open_project else when(-rng.randint(1, 40), 1000), budget,
             round(sum(line.qty * line.subprice for line in q.lines), 2)),
        )  # fmt: skip

    # ---------------------------------------------------------------- invoices
    @dataclass
    class Invoice:
        rowid: int
        soc: Third
        kind: int
        day: int
        lines: list[Line]
        author: int
        quote: Quote | None = None
        source: int | None = None
        status: int = 1
        project: int | None = None
        ttc: float = 0.0
        ht: float = 0.0
        paid: float = 0.0
        deposit_of: int | None = None  # the deposit invoice a final invoice deducts

    invoices: list[Invoice] = []

    def invoice(soc: Third, kind: int, day: int, lines: list[Line], author: int, **extra: object) -> Invoice:
        inv = Invoice(len(invoices) + 1, soc, kind, day, lines, author)
        for key, value in extra.items():
            setattr(inv, key, value)
        invoices.append(inv)
        return inv

    for q in quotes:
        if q.status != 2 or q.closed is None:
            continue
        total = sum(line.qty * line.subprice for line in q.lines)
        deposit = None
        if total > 5000:
            deposit = invoice(q.soc, 3, safe(q.closed + rng.randint(1, 3)),
                              [Line(0, "Acompte de 30 %", 1.0, round(total * 0.3, 2), 20.0, 1)], q.author, quote=q,
                              project=q.project)  # fmt: skip
        if q.soc is terrasses:  # invoiced in three situations as the flats are finished
            split = {"FEN-ALU-100": (16, 28, 28), "POSE-FEN": (16, 28, 28), "BAIE-ALU-240": (12, 8, 4),
                     "PTE-ENT-ALU": (2, 1, 1), "MO-MENUISIER": (20, 20, 20)}  # fmt: skip
            for k, day in enumerate((-110, -70, -33)):
                share = [Line(line.product, line.label, float(split[PRODUCTS[line.product - 1][0]][k]), line.subprice,
                              line.vat, line.kind) for line in q.lines]  # fmt: skip
                if k == 0 and deposit is not None:
                    share.append(Line(0, "Déduction acompte", 1.0, -deposit.lines[0].subprice, 20.0, 1))
                invoice(q.soc, 0, day, share, q.author, quote=q, project=q.project,
                        deposit_of=deposit.rowid if k == 0 and deposit else None)  # fmt: skip
            continue
        done = -75 if q is hotel else q.closed + rng.randint(12, 60)
        if done >= 0:
            continue  # the job is not finished yet
        final = list(q.lines)
        if deposit is not None:
            final.append(Line(0, "Déduction acompte", 1.0, -deposit.lines[0].subprice, 20.0, 1))
        invoice(q.soc, 0, safe(done), final, q.author, quote=q, project=q.project,
                deposit_of=deposit.rowid if deposit else None)  # fmt: skip
    # call-outs and repairs without a quote
    for day in range(-365, 0):
        if rng.random() < 0.3:
            soc = rng.choice(private + companies[1:])
            invoice(soc, 0, safe(day), lines_for("dépannage"), rng.choice([yann, maela, users["solenn"]]))
    # the resold stock items also go out on their own now and then
    for day in range(-365, 0):
        if rng.random() < 0.05:
            ref = rng.choice(["PTE-INT-83", "VOLET-RL-ELEC", "PARQ-CHENE-M2", "BARD-DOUG-M2"])
            n = products[ref]
            units = float(rng.randint(1, 4) if PRODUCTS[n - 1][3] > 100 else rng.randint(10, 40))
            invoice(rng.choice(private), 0, safe(day), [Line(n, PRODUCTS[n - 1][1], units, PRODUCTS[n - 1][3], 20.0,
                    0)], users["solenn"])  # fmt: skip
    invoices.sort(key=lambda inv: (inv.day, inv.rowid))
    renumber = {inv.rowid: k for k, inv in enumerate(invoices, start=1)}
    for inv in invoices:
        inv.rowid = renumber[inv.rowid]
        if inv.deposit_of is not None:
            inv.deposit_of = renumber[inv.deposit_of]
    # credit notes: a damaged window, a commercial gesture...
    for inv in rng.sample([i for i in invoices if i.kind == 0 and i.day < -10 and i.soc is not terrasses], 9):
        amount = round(rng.uniform(80, 600), 2)
        note = invoice(inv.soc, 2, safe(inv.day + rng.randint(3, 25)), [Line(0, "Geste commercial", -1.0, amount,
                       20.0, 1)], users["solenn"], source=inv.rowid)  # fmt: skip
        if note.day >= 0:
            invoices.pop()
    # drafts and an abandoned invoice
    recent = [i for i in invoices if i.day > -8 and i.kind == 0]
    for inv in rng.sample(recent, min(3, len(recent))):
        inv.status = 0
    for inv in rng.sample([i for i in invoices if i.kind == 0 and -300 < i.day < -100 and i.deposit_of is None], 2):
        inv.status = 3
    for inv in invoices:
        inv.ht = round(sum(line.qty * line.subprice for line in inv.lines), 2)
        inv.ttc = round(sum(line.qty * line.subprice * (1 + line.vat / 100) for line in inv.lines), 2)

    # ---------------------------------------------------------------- payments
    payments: list[tuple[int, int, float, int, list[tuple[int, float]]]] = []  # day, mode, amount, user, [(inv, amt)]
    for inv in invoices:
        if inv.status in (0, 3) or inv.kind == 2:
            continue
        terms = inv.soc.terms
        delay = terms + rng.gauss(-2, 6) + inv.soc.lateness
        if inv.soc.typent == 8:
            delay = rng.uniform(2, 28) + inv.soc.lateness
        if inv.soc is terrasses:
            delay = rng.uniform(15, 24)  # the developer pays like clockwork
        if inv.soc is baie and inv.day > -120 and inv.kind == 0:
            delay = 999  # the hotel's invoices since its renovation: unpaid
        pay_day = int(inv.day + max(1, delay))
        if pay_day >= 0 or delay == 999:
            continue
        if inv.soc.typent == 8 and rng.random() < 0.15 and inv.ttc > 1000:
            half = round(inv.ttc * 0.5, 2)  # paid in two goes
            second_day = pay_day + rng.randint(20, 40)
            payments.append((safe(pay_day), inv.soc.mode, half, users["solenn"], [(inv.rowid, half)]))
            inv.paid += half
            if second_day < 0:
                payments.append((safe(second_day), inv.soc.mode, round(inv.ttc - half, 2), users["solenn"],
                                 [(inv.rowid, round(inv.ttc - half, 2))]))  # fmt: skip
                inv.paid = inv.ttc
            continue
        payments.append((safe(pay_day), inv.soc.mode, inv.ttc, users["solenn"], [(inv.rowid, inv.ttc)]))
        inv.paid = inv.ttc
    payments.sort(key=lambda p: p[0])

    # ---------------------------------------------------------------- writing the documents
    for inv in invoices:
        if inv.quote is not None and inv.kind == 0:
            inv.quote.invoices.append(inv.rowid)
    quote_refs: dict[int, str] = {}
    seq = 0
    for q in quotes:
        ht = round(sum(line.qty * line.subprice for line in q.lines), 2)
        tva = round(sum(line.qty * line.subprice * line.vat / 100 for line in q.lines), 2)
        if q.status == 0:
            ref = f"(PROV{q.rowid})"
        else:
            seq += 1
            ref = f"PR{yymm(q.day)}-{seq:04d}"
        quote_refs[q.rowid] = ref
        if q.status == 2 and q.invoices:
            q.status = 4
        db.execute(
            "INSERT INTO llx_propal (rowid, ref, ref_client, fk_soc, fk_projet, tms, datec, datep, fin_validite,"
            " date_valid, date_cloture, fk_user_author, fk_user_valid, fk_user_cloture, fk_statut, total_ht, total_tva,"
            " total_ttc, fk_cond_reglement, fk_mode_reglement, note_private, model_pdf)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,'azur')",
            (q.rowid, ref, None, q.soc.rowid, q.project, when(q.closed or q.day, 1000),
             when(q.day, 540 + q.rowid % 300),
             date(q.day), clock.fmt(clock.at(q.day + 30, 0)), when(q.day, 860) if q.status else None,
             when(q.closed, 600) if q.closed is not None else None, q.author, q.author if q.status else None,
             q.author if q.closed is not None else None, q.status, ht, tva, round(ht + tva, 2), term(q.soc.terms),
             q.soc.mode, None),
        )  # fmt: skip
        for rank, line in enumerate(q.lines, start=1):
            total = round(line.qty * line.subprice, 2)
            db.execute(
                "INSERT INTO llx_propaldet (fk_propal, fk_product, label, description, tva_tx, qty, subprice, total_ht,"
                " total_tva, total_ttc, product_type, rang) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (q.rowid, line.product, None, line.label, line.vat, line.qty, line.subprice, total,
                 round(total * line.vat / 100, 2), round(total * (1 + line.vat / 100), 2), line.kind, rank),
            )  # fmt: skip
    seqs = {0: 0, 2: 0, 3: 0}
    prefix = {0: "FA", 2: "AV", 3: "AC"}
    for inv in invoices:
        if inv.status == 0:
            ref = f"(PROV{inv.rowid})"
        else:
            seqs[inv.kind] += 1
            ref = f"{prefix[inv.kind]}{yymm(inv.day)}-{seqs[inv.kind]:04d}"
        paid_full = inv.kind != 2 and inv.status in (1, 2) and inv.paid >= inv.ttc - 0.005
        status = inv.status
        if inv.kind == 2 and status == 1:
            status, paid_full = 2, True  # credit notes turned into a discount at once
        elif paid_full:
            status = 2
        last_payment = max((p[0] for p in payments if any(i == inv.rowid for i, _ in p[4])), default=None)
        db.execute(
            "INSERT INTO llx_facture (rowid, ref, ref_client, type, fk_soc, datec, datef, date_valid, tms,"
            " date_closing, paye, close_code, close_note, total_tva, total_ht, total_ttc, fk_statut, fk_user_author,"
            " fk_user_valid, fk_user_closing, fk_facture_source, fk_projet, fk_cond_reglement, fk_mode_reglement,"
            " date_lim_reglement, note_private, model_pdf) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,"
            "'sponge')",
            (inv.rowid, ref, None, inv.kind, inv.soc.rowid, when(inv.day, 600 + inv.rowid % 400), date(inv.day),
             date(inv.day) if status else None, when(last_payment or inv.day, 900),
             when(last_payment or inv.day, 905) if status in (2, 3) else None, 1 if paid_full else 0,
             "abandon" if status == 3 else None, "Chantier annulé, facture remplacée" if status == 3 else None,
             round(inv.ttc - inv.ht, 2), inv.ht, inv.ttc, status, inv.author, inv.author if status else None,
             users["solenn"] if status in (2, 3) else None, inv.source, inv.project, term(inv.soc.terms),
             inv.soc.mode, date(inv.day + inv.soc.terms), None),
        )  # fmt: skip
        for rank, line in enumerate(inv.lines, start=1):
            total = round(line.qty * line.subprice, 2)
            db.execute(
                "INSERT INTO llx_facturedet (fk_facture, fk_product, label, description, tva_tx, qty, subprice,"
                " total_ht, total_tva, total_ttc, product_type, rang, buy_price_ht) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (inv.rowid, line.product or None, None, line.label, line.vat, line.qty, line.subprice, total,
                 round(total * line.vat / 100, 2), round(total * (1 + line.vat / 100), 2), line.kind, rank,
                 round(line.subprice * 0.45, 2) if line.product else 0),
            )  # fmt: skip
    for k, (day, mode, amount, user, parts) in enumerate(payments, start=1):
        db.execute(
            "INSERT INTO llx_paiement (rowid, ref, datec, tms, datep, amount, fk_paiement, num_paiement, note, fk_bank,"
            " fk_user_creat, statut) VALUES (?,?,?,?,?,?,?,?,?,?,?,0)",
            (k, f"PAY{yymm(day)}-{k:04d}", when(day, 700), when(day, 701), clock.fmt(clock.at(day, 720)), amount, mode,
             f"{rng.randint(1000000, 9999999)}" if mode == CHQ else None, None, 1000 + k, user),
        )  # fmt: skip
        for invoice_id, part in parts:
            db.execute(
                "INSERT INTO llx_paiement_facture (fk_paiement, fk_facture, amount) VALUES (?,?,?)",
                (k, invoice_id, part),
            )
    link = 0
    for q in quotes:
        for invoice_id in sorted(inv.rowid for inv in invoices if inv.quote is q):
            link += 1
            db.execute("INSERT INTO llx_element_element VALUES (?,?,'propal',?,'facture')", (link, q.rowid, invoice_id))

    # ---------------------------------------------------------------- suppliers and stock
    stock: dict[tuple[int, int], float] = {}
    moves: list[tuple[int, int, int, float, float, int, str, int | None, str | None]] = []

    def move(day: int, ref: str, warehouse: int, qty: float, kind: int, label: str, origin: int | None = None,
             origintype: str | None = None) -> None:  # fmt: skip
        product = products[ref]
        stock[(product, warehouse)] = stock.get((product, warehouse), 0.0) + qty
        moves.append((day, product, warehouse, qty, PRODUCTS[product - 1][3] * 0.5, kind, label, origin,
                      origintype))  # fmt: skip

    # opening stock 366 days ago (inventory)
    raw = [p for p in PRODUCTS if p[5] and not p[4]]
    for ref, *_rest, alert in raw:
        move(-366, ref, 1, (alert or 10) * 4, 0, "Inventaire annuel")
        if ref not in LOW_STOCK and rng.random() < 0.5:
            move(-366, ref, 2, (alert or 10) * 2, 0, "Inventaire annuel")
    for ref in ("PTE-INT-83", "VOLET-RL-ELEC", "PARQ-CHENE-M2", "BARD-DOUG-M2"):
        move(-366, ref, 1, 40.0 if "M2" in ref else 12.0, 0, "Inventaire annuel")
        move(-366, ref, 3, 6.0 if "M2" not in ref else 20.0, 0, "Inventaire annuel")
    supplier_of = {"MP-CHENE-27": "Bois & Matériaux de Cornouaille", "MP-DOUG-LAME": "Bois & Matériaux de Cornouaille",
                   "MP-MDF-19": "Bois & Matériaux de Cornouaille", "PARQ-CHENE-M2": "Bois & Matériaux de Cornouaille",
                   "BARD-DOUG-M2": "Bois & Matériaux de Cornouaille", "MP-VITRAGE-4164": "Vitrage Armor",
                   "MP-PROFIL-PVC70": "Profils PVC Ouest", "VOLET-RL-ELEC": "Profils PVC Ouest",
                   "MP-CREMONE": "Quincaillerie Bretonne", "MP-JOINT-EPDM": "Quincaillerie Bretonne",
                   "PTE-INT-83": "Quincaillerie Bretonne", "MP-VERNIS-5L": "Peintures Océane"}  # fmt: skip
    # every invoiced job consumes raw material from the workshop; resold items leave the showroom or workshop
    consumption = {"FEN-PVC-120": [("MP-PROFIL-PVC70", 2.0), ("MP-VITRAGE-4164", 1.5), ("MP-CREMONE", 1.0),
                                   ("MP-JOINT-EPDM", 0.1)],
                   "FEN-ALU-100": [("MP-VITRAGE-4164", 1.2), ("MP-JOINT-EPDM", 0.1)],
                   "FEN-BOIS-80": [("MP-CHENE-27", 1.5), ("MP-VITRAGE-4164", 0.8), ("MP-CREMONE", 1.0),
                                   ("MP-VERNIS-5L", 0.2)],
                   "BAIE-ALU-240": [("MP-VITRAGE-4164", 5.0), ("MP-JOINT-EPDM", 0.2)],
                   "PTE-ENT-CHENE": [("MP-CHENE-27", 4.0), ("MP-VERNIS-5L", 0.5)],
                   "ESC-CHENE-QT": [("MP-CHENE-27", 9.0), ("MP-VERNIS-5L", 1.0)],
                   "CUIS-SM-ML": [("MP-MDF-19", 3.0), ("MP-CHENE-27", 1.0)],
                   "DRESS-SM-ML": [("MP-MDF-19", 2.5)], "PERG-BOIS-43": [("MP-DOUG-LAME", 60.0)]}  # fmt: skip
    needs: dict[str, float] = {}
    for inv in invoices:
        if inv.status in (0, 3) or inv.kind != 0:
            continue
        for line in inv.lines:
            if not line.product:
                continue
            ref = PRODUCTS[line.product - 1][0]
            for material, per in consumption.get(ref, []):
                used = round(per * line.qty, 1)
                warehouse = 2 if material in ("MP-DOUG-LAME", "MP-MDF-19") else 1
                move(inv.day - 5, material, warehouse, -used, 1, f"Sortie chantier {inv.soc.nom}", inv.rowid,
                     "facture")  # fmt: skip
                needs[material] = needs.get(material, 0.0) + used
            if ref in supplier_of and PRODUCTS[line.product - 1][4]:
                warehouse = 3 if rng.random() < 0.3 else 1
                move(inv.day, ref, warehouse, -line.qty, 2, f"Expédition facture {inv.rowid}", inv.rowid, "facture")
                needs[ref] = needs.get(ref, 0.0) + line.qty
    # supplier invoices: the materials bought back as they run low (monthly), and the overheads
    supplier_invoices: list[tuple[Third, int, float, str, int | None]] = []
    for name, _, yearly in SUPPLIERS:
        soc = by_name[name]
        refs = [ref for ref, s in supplier_of.items() if s == name]
        for month in range(12):
            day = safe(-360 + month * 30 + rng.randint(0, 20))
            amount = round(yearly / 12 * rng.uniform(0.7, 1.3), 2)
            if name == "Bois & Matériaux de Cornouaille" and -170 < day < -100:
                amount *= 1.6  # the developer's job
            label = {"Orange Business": "Abonnement téléphonie et internet", "EDF Entreprises": "Électricité atelier",
                     "Loxam Quimper": "Location nacelle", "Transports Le Floch": "Transport chantiers"}.get(
                name, "Approvisionnement matériaux")  # fmt: skip
            supplier_invoices.append((soc, day, round(amount, 2), label, None))
            for ref in refs:
                product = products[ref]
                alert = PRODUCTS[product - 1][6]
                warehouse = 2 if ref in ("MP-DOUG-LAME", "MP-MDF-19") else 1
                have = stock.get((product, warehouse), 0.0)
                want = (alert or 10) * 3
                low = ref in LOW_STOCK and day > -40
                if have < want and not low:
                    move(day, ref, warehouse, round(want - have + (alert or 10), 1), 3, f"Réception {name}",
                         len(supplier_invoices), "invoice_supplier")  # fmt: skip
    # the low-stock materials: their last deliveries were short, so they now sit under the alert level
    for ref in LOW_STOCK:
        product = products[ref]
        alert = PRODUCTS[product - 1][6] or 10
        have = stock.get((product, 1), 0.0)
        target = round(alert * rng.uniform(0.3, 0.7), 1)
        move(-3, ref, 1, round(target - have, 1), 1 if target < have else 3, "Correction inventaire")
    # the rest above their alert level
    for ref, *_rest, alert in raw:
        product = products[ref]
        total = sum(v for (p, _), v in stock.items() if p == product)
        if ref not in LOW_STOCK and alert and total <= alert * 1.5:
            move(-2, ref, 1, round(alert * 2 - total, 1), 3, "Réception complémentaire")
    supplier_invoices.sort(key=lambda s: s[1])
    for k, (soc, day, amount, label, project) in enumerate(supplier_invoices, start=1):
        due = day + 30
        unpaid = due >= 0
        tva = round(amount * 0.2, 2)
        db.execute(
            "INSERT INTO llx_facture_fourn (rowid, ref, ref_supplier, type, fk_soc, datec, datef, tms, libelle, paye,"
            " total_ht, total_tva, total_ttc, fk_statut, fk_user_author, fk_user_valid, fk_projet, fk_cond_reglement,"
            " fk_mode_reglement, date_lim_reglement) VALUES (?,?,?,0,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (k, f"SI{yymm(day)}-{k:04d}", f"F{rng.randint(10000, 99999)}-{k}", soc.rowid, when(day + 1, 560),
             date(day), when(day + 2, 600), label, 0 if unpaid else 1, amount, tva, round(amount + tva, 2),
             1 if unpaid else 2, users["solenn"], users["solenn"], project, 2, VIR, date(due)),
        )  # fmt: skip
    # write the stock
    moves.sort(key=lambda m: m[0])
    for day, product, warehouse, value, price, direction, label, origin, origintype in moves:
        db.execute(
            "INSERT INTO llx_stock_mouvement (tms, datem, fk_product, fk_entrepot, value, price, type_mouvement,"
            " fk_user_author, label, inventorycode, fk_origin, origintype) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (when(day, 800), when(day, 790), product, warehouse, value, price, direction, users["erwan"], label,
             f"INV{clock.at(day, 0):%Y%m%d}" if label == "Inventaire annuel" else None, origin, origintype),
        )  # fmt: skip
    for (product, warehouse), level in sorted(stock.items()):
        db.execute(
            "INSERT INTO llx_product_stock (tms, fk_product, fk_entrepot, reel) VALUES (?,?,?,?)",
            (when(-1, 1000), product, warehouse, round(level, 1)),
        )
    db.execute(
        "UPDATE llx_product SET stock = (SELECT ROUND(SUM(reel), 1) FROM llx_product_stock s"
        " WHERE s.fk_product = llx_product.rowid) WHERE fk_product_type = 0"
    )

    # ---------------------------------------------------------------- contacts and the agenda
    contact_of: dict[int, int] = {}
    contact = 0
    for t in thirds:
        if t.typent == 8:
            continue
        for _ in range(rng.randint(1, 3)):
            contact += 1
            first, last = rng.choice(FIRST), rng.choice(LAST)
            db.execute(
                "INSERT INTO llx_socpeople (rowid, datec, tms, fk_soc, civility, lastname, firstname, poste,"
                " phone_mobile, email, statut, fk_user_creat) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (contact, when(t.created + 1, 600), when(t.created + 30, 600), t.rowid, rng.choice(("MR", "MME")),
                 last, first, rng.choice(("Gérant", "Directrice", "Responsable travaux", "Comptabilité", "Achats")),
                 f"06{rng.randint(10000000, 99999999)}", f"{first[0].lower()}.{last.lower().replace(' ', '')}@"
                 f"{t.nom.lower().replace(' ', '').replace(chr(39), '')[:14]}.fr", 1 if rng.random() < 0.9 else 0,
                 users["admin"]),
            )  # fmt: skip
            contact_of.setdefault(t.rowid, contact)
    event = 0

    def agenda(day: int, minute: int, code: str, user: int, soc: Third | None, label: str, percent: int,
               element: int | None = None, elementtype: str | None = None, hours: float = 1.0) -> None:  # fmt: skip
        nonlocal event
        event += 1
        start = clock.at(day, minute)
        db.execute(
            "INSERT INTO llx_actioncomm (id, ref, datep, datep2, code, datec, tms, fk_user_author, fk_project, fk_soc,"
            " fk_contact, fk_user_action, fulldayevent, percent, location, label, note, fk_element, elementtype)"
            " VALUES (?,?,?,?,?,?,?,?,NULL,?,?,?,0,?,?,?,NULL,?,?)",
            (event, str(event), clock.fmt(start), clock.fmt(start + datetime.timedelta(hours=hours)), code,
             when(min(day, -1) - 2, 500), when(min(day, -1), 1100), user, soc.rowid if soc else None,
             contact_of.get(soc.rowid) if soc else None, user, percent, soc.town if soc and code == "AC_RDV" else None,
             label, element, elementtype),
        )  # fmt: skip

    for q in quotes:
        visit = safe(q.day - rng.randint(2, 10))
        who = q.author
        agenda(visit, 540 + 60 * rng.randint(0, 8), "AC_RDV", who, q.soc, f"Métré chez {q.soc.nom}", 100)
        if q.status:
            agenda(q.day, 870, "AC_OTH_AUTO", who, q.soc, f"Proposition {quote_refs[q.rowid]} validée", -1, q.rowid,
                   "propal")  # fmt: skip
        if q.closed is not None:
            agenda(q.closed - 1, 600, "AC_TEL", who, q.soc, f"Relance devis {quote_refs[q.rowid]}", 100)
    # Yann's showroom appointments this last month (kitchens and stairs he is quoting)
    for _ in range(14):
        day = safe(-rng.randint(1, 29))
        agenda(day, 540 + 60 * rng.randint(0, 8), "AC_RDV", yann, rng.choice(private), "Rendez-vous showroom", 100)
    for _ in range(6):
        agenda(rng.randint(1, 10), 540 + 60 * rng.randint(0, 8), "AC_RDV", rng.choice([yann, maela]),
               rng.choice(private), "Métré à prévoir", 0)  # fmt: skip
    for t in thirds:
        if t.client == 2 and rng.random() < 0.3:
            agenda(-rng.randint(1, 300), 600, "AC_TEL", rng.choice([yann, maela]), t, "Appel prospect", 100)

    # ---------------------------------------------------------------- the third parties, as they stand now
    for t in thirds:
        if t.client == 2 and any(inv.soc is t and inv.status in (1, 2) for inv in invoices):
            t.client = 1
        if t.client in (1, 3) and t.code_client is None:
            t.code_client = customer_code(t.created)
        earliest = min([t.created, *(q.day - 12 for q in quotes if q.soc is t),
                        *(i.day - 12 for i in invoices if i.soc is t)])  # fmt: skip
        db.execute(
            "UPDATE llx_societe SET client = ?, code_client = ?, fk_stcomm = CASE WHEN ? IN (1, 3) THEN 3"
            " ELSE fk_stcomm END, datec = ? WHERE rowid = ?",
            (t.client, t.code_client, t.client, when(earliest, 600), t.rowid),
        )
    close_checked(db, "erp")
