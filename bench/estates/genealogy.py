"""A Winnipeg (Manitoba, Canada) family-history society's family trees (Prairie Roots Genealogical Society) as a
webtrees 2 database in SQLite.

webtrees (the open-source collaborative genealogy application, PHP on MySQL) keeps each family tree it imports from a
GEDCOM file in ``wt_`` tables with its own conventions, here in SQLite:

* ``wt_gedcom`` the trees (``gedcom_id``, ``gedcom_name`` the short name such as ``gimli``, **a pseudo-tree
  ``DEFAULT_TREE`` with id -1 holding the defaults**); **a tree's title is not on ``wt_gedcom`` but a row of
  ``wt_gedcom_setting``** (``setting_name`` ``title``, beside ``LANGUAGE``, ``REQUIRE_AUTHENTICATION``,
  ``MAX_ALIVE_AGE``);
* every genealogical record is keyed by its **GEDCOM cross-reference (``xref``) and its tree together**: ``I12`` is an
  individual in each tree, so ``wt_individuals`` (``i_id``, ``i_file`` the tree, ``i_sex`` ``M``, ``F`` or ``U``),
  ``wt_families`` (``f_id``, ``f_file``, ``f_husb`` and ``f_wife`` the spouses' xrefs, empty when unknown,
  ``f_numchil``), ``wt_sources`` (``s_name``), ``wt_media`` and ``wt_other`` (repositories ``REPO``, shared notes
  ``NOTE`` and submitters ``SUBM`` by ``o_type``) have a composite key and **each keeps the whole record as GEDCOM text
  (``i_gedcom``, ``f_gedcom``...)**, facts such as ``1 OCCU Fisherman`` or ``1 EMIG`` found only there;
  ``wt_media_file`` the files of a media object (``multimedia_file_refn`` the path, ``source_media_type`` such as
  ``photo``, ``document``, ``certificate``, ``tombstone``, ``descriptive_title``);
* **``wt_link`` every pointer between records, by type (``l_type``)**: ``FAMS`` and ``FAMC`` from an individual to the
  family where they are a spouse or a child, ``HUSB``, ``WIFE`` and ``CHIL`` from a family to its members, ``SOUR``
  (a citation), ``OBJE``, ``NOTE``, ``REPO`` (a source's archive) and ``ASSO`` (a godparent), ``l_from`` and ``l_to``
  xrefs in tree ``l_file``;
* ``wt_name`` the individuals' names, one row per name (``n_num``): **``n_type`` ``NAME`` or ``_MARNM`` (a married
  name)**, ``n_full`` as displayed, ``n_givn``, ``n_surname`` as written and **``n_surn`` the surname in capitals for
  indexes (``@N.N.`` when unknown)**, ``n_sort`` ``SURNAME,GIVEN``, standard soundex codes;
* **``wt_dates`` one row per dated fact (``d_fact`` ``BIRT``, ``CHR``, ``DEAT``, ``BURI``, ``MARR``, ``EMIG``,
  ``CENS``...) of record ``d_gid``, the date as ``d_day`` (0 unknown), ``d_month`` (``MAR``), ``d_mon``, ``d_year`` and
  as Julian day numbers ``d_julianday1``..``d_julianday2`` (a year alone or an ``ABT`` spans the whole year, a ``BET``
  the range), ``d_type`` the calendar (``@#DGREGORIAN@``, or ``@#DJULIAN@`` for Bukovina's Orthodox registers)**; no
  primary key, as in webtrees;
* **``wt_places`` the place hierarchy, one row per level (``Gimli`` under ``Manitoba`` under ``Canada``),
  ``p_parent_id`` 0 at the top (no such row)**, and ``wt_placelinks`` linking a record to **every level** of every
  place it mentions;
* ``wt_user`` (``user_name``, ``real_name``, **a pseudo-user ``DEFAULT_USER`` with id -1**) with ``wt_user_setting``
  rows (``canadmin``, ``verified``, **``verified_by_admin`` 0 while an administrator has not approved the
  registration**, ``language``, **``reg_timestamp`` and ``sessiontime`` (the last login, absent for who never logged
  in) as Unix times in text**) and ``wt_user_gedcom_setting`` per tree (**``canedit`` ``none``, ``access``, ``edit``,
  ``accept`` (a moderator) or ``admin``**, ``gedcomid`` the user's own individual);
* ``wt_change`` the edits (``change_time``, **``status`` ``accepted``, ``pending`` (waiting for a moderator) or
  ``rejected``**, ``xref``, ``old_gedcom`` empty for a new record, ``new_gedcom`` empty for a deletion, ``user_id``),
  ``wt_log`` (``log_type`` ``auth``, ``config``, ``edit``, ``error``, ``media``, ``search``; ``log_message`` such as
  ``Login failed -> admin``; ``ip_address``), ``wt_news`` (a tree's news with ``gedcom_id``, a member's journal with
  ``user_id``) and ``wt_message`` (messages sent to members through the site).

Times are MySQL ``TIMESTAMP`` text in UTC. Departures: far fewer tables and columns (no modules, blocks, favorites,
default restrictions, sessions, hit counters or place locations, no Daitch-Mokotoff soundex), one media file per media
object.

The society's trees: the Sigurdson and Johnson families of New Iceland (``gimli``, Icelandic settlers of 1876 to 1900:
patronymics in Iceland, family surnames in Canada), the Kowalchuk and Hrynchuk families of the Dauphin district
(``dauphin``, Ukrainian settlers of 1897 to 1913 from Galicia and Bukovina, married names recorded), the Fontaine and
Nault families of Saint-Boniface (``stboniface``, French-Canadian, women keep their own names) and a training tree.

Planted signals:

* ``dauphin`` the largest tree: Kowalchuk its commonest surname (three of its eight founders), its Bukovina births in
  the Julian calendar, Wasyl Kowalchuk's fourteen children the largest family;
* Karen Hrynchuk the most active editor of the last 90 days; Emily Johnson, a new editor of ``gimli``, with most of the
  edits waiting for a moderator;
* three registrations waiting for approval, four members who never logged in; a burst of failed logins as ``admin``
  from one address in the last day;
* the Icelandic parish registers the source cited most in ``gimli``; Dauphin the Manitoba town most records mention in
  ``dauphin``.
"""

from __future__ import annotations

import datetime
import random
from dataclasses import dataclass, field
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE wt_gedcom (
  gedcom_id INTEGER PRIMARY KEY, gedcom_name VARCHAR(255) NOT NULL UNIQUE, sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE wt_gedcom_setting (
  gedcom_id INTEGER NOT NULL REFERENCES wt_gedcom (gedcom_id), setting_name VARCHAR(32) NOT NULL,
  setting_value VARCHAR(255) NOT NULL, PRIMARY KEY (gedcom_id, setting_name)
);
CREATE TABLE wt_user (
  user_id INTEGER PRIMARY KEY, user_name VARCHAR(32) NOT NULL UNIQUE, real_name VARCHAR(64) NOT NULL,
  email VARCHAR(64) NOT NULL UNIQUE, password VARCHAR(128) NOT NULL
);
CREATE TABLE wt_user_setting (
  user_id INTEGER NOT NULL REFERENCES wt_user (user_id), setting_name VARCHAR(32) NOT NULL,
  setting_value VARCHAR(255) NOT NULL, PRIMARY KEY (user_id, setting_name)
);
CREATE TABLE wt_user_gedcom_setting (
  user_id INTEGER NOT NULL REFERENCES wt_user (user_id), gedcom_id INTEGER NOT NULL REFERENCES wt_gedcom (gedcom_id),
  setting_name VARCHAR(32) NOT NULL, setting_value VARCHAR(255) NOT NULL, PRIMARY KEY (user_id, gedcom_id, setting_name)
);
CREATE TABLE wt_individuals (
  i_id VARCHAR(20) NOT NULL, i_file INTEGER NOT NULL REFERENCES wt_gedcom (gedcom_id), i_rin VARCHAR(20) NOT NULL,
  i_sex CHAR(1) NOT NULL CHECK (i_sex IN ('U', 'M', 'F', 'X')), i_gedcom TEXT NOT NULL, PRIMARY KEY (i_id, i_file)
);
CREATE TABLE wt_families (
  f_id VARCHAR(20) NOT NULL, f_file INTEGER NOT NULL REFERENCES wt_gedcom (gedcom_id), f_husb VARCHAR(20),
  f_wife VARCHAR(20), f_gedcom TEXT NOT NULL, f_numchil INTEGER NOT NULL, PRIMARY KEY (f_id, f_file)
);
CREATE TABLE wt_sources (
  s_id VARCHAR(20) NOT NULL, s_file INTEGER NOT NULL REFERENCES wt_gedcom (gedcom_id), s_name VARCHAR(255) NOT NULL,
  s_gedcom TEXT NOT NULL, PRIMARY KEY (s_id, s_file)
);
CREATE TABLE wt_other (
  o_id VARCHAR(20) NOT NULL, o_file INTEGER NOT NULL REFERENCES wt_gedcom (gedcom_id), o_type VARCHAR(15) NOT NULL,
  o_gedcom TEXT NOT NULL, PRIMARY KEY (o_id, o_file)
);
CREATE TABLE wt_media (
  m_id VARCHAR(20) NOT NULL, m_file INTEGER NOT NULL REFERENCES wt_gedcom (gedcom_id), m_gedcom TEXT NOT NULL,
  PRIMARY KEY (m_id, m_file)
);
CREATE TABLE wt_media_file (
  id INTEGER PRIMARY KEY, m_id VARCHAR(20) NOT NULL, m_file INTEGER NOT NULL,
  multimedia_file_refn VARCHAR(248) NOT NULL, multimedia_format VARCHAR(4) NOT NULL,
  source_media_type VARCHAR(15) NOT NULL, descriptive_title VARCHAR(248) NOT NULL,
  FOREIGN KEY (m_id, m_file) REFERENCES wt_media (m_id, m_file)
);
CREATE TABLE wt_link (
  l_file INTEGER NOT NULL REFERENCES wt_gedcom (gedcom_id), l_from VARCHAR(20) NOT NULL, l_type VARCHAR(15) NOT NULL,
  l_to VARCHAR(20) NOT NULL, PRIMARY KEY (l_from, l_file, l_type, l_to)
);
CREATE TABLE wt_name (
  n_file INTEGER NOT NULL, n_id VARCHAR(20) NOT NULL, n_num INTEGER NOT NULL, n_type VARCHAR(15) NOT NULL,
  n_sort VARCHAR(255) NOT NULL, n_full VARCHAR(255) NOT NULL, n_surname VARCHAR(255), n_surn VARCHAR(255),
  n_givn VARCHAR(255), n_soundex_givn_std VARCHAR(255), n_soundex_surn_std VARCHAR(255),
  PRIMARY KEY (n_id, n_file, n_num), FOREIGN KEY (n_id, n_file) REFERENCES wt_individuals (i_id, i_file)
);
CREATE TABLE wt_dates (
  d_day INTEGER NOT NULL, d_month CHAR(5), d_mon INTEGER NOT NULL, d_year INTEGER NOT NULL,
  d_julianday1 INTEGER NOT NULL, d_julianday2 INTEGER NOT NULL, d_fact VARCHAR(15) NOT NULL, d_gid VARCHAR(20) NOT NULL,
  d_file INTEGER NOT NULL REFERENCES wt_gedcom (gedcom_id), d_type VARCHAR(13) NOT NULL
);
CREATE TABLE wt_places (
  p_id INTEGER PRIMARY KEY, p_place VARCHAR(150) NOT NULL, p_parent_id INTEGER NOT NULL,
  p_file INTEGER NOT NULL REFERENCES wt_gedcom (gedcom_id), p_std_soundex TEXT, UNIQUE (p_parent_id, p_file, p_place)
);
CREATE TABLE wt_placelinks (
  pl_p_id INTEGER NOT NULL REFERENCES wt_places (p_id), pl_gid VARCHAR(20) NOT NULL,
  pl_file INTEGER NOT NULL REFERENCES wt_gedcom (gedcom_id), PRIMARY KEY (pl_p_id, pl_gid, pl_file)
);
CREATE TABLE wt_change (
  change_id INTEGER PRIMARY KEY, change_time TIMESTAMP NOT NULL,
  status VARCHAR(8) NOT NULL CHECK (status IN ('accepted', 'pending', 'rejected')),
  gedcom_id INTEGER NOT NULL REFERENCES wt_gedcom (gedcom_id), xref VARCHAR(20) NOT NULL, old_gedcom TEXT NOT NULL,
  new_gedcom TEXT NOT NULL, user_id INTEGER NOT NULL REFERENCES wt_user (user_id)
);
CREATE TABLE wt_news (
  news_id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES wt_user (user_id),
  gedcom_id INTEGER REFERENCES wt_gedcom (gedcom_id), subject VARCHAR(255) NOT NULL, body TEXT NOT NULL,
  updated TIMESTAMP NOT NULL
);
CREATE TABLE wt_log (
  log_id INTEGER PRIMARY KEY, log_time TIMESTAMP NOT NULL,
  log_type VARCHAR(6) NOT NULL CHECK (log_type IN ('auth', 'config', 'debug', 'edit', 'error', 'media', 'search')),
  log_message TEXT NOT NULL, ip_address VARCHAR(45) NOT NULL, user_id INTEGER REFERENCES wt_user (user_id),
  gedcom_id INTEGER REFERENCES wt_gedcom (gedcom_id)
);
CREATE TABLE wt_message (
  message_id INTEGER PRIMARY KEY, sender VARCHAR(64) NOT NULL, ip_address VARCHAR(45) NOT NULL,
  user_id INTEGER NOT NULL REFERENCES wt_user (user_id), subject VARCHAR(255) NOT NULL, body TEXT NOT NULL,
  created TIMESTAMP NOT NULL
);
"""

MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
GREGORIAN, JULIAN = "@#DGREGORIAN@", "@#DJULIAN@"


def gregorian_jd(year: int, month: int, day: int) -> int:
    return datetime.date(year, month, day).toordinal() + 1721425


def julian_jd(year: int, month: int, day: int) -> int:
    """The Julian day number of a date in the Julian calendar."""
    a = (14 - month) // 12
    y = year + 4800 - a
    m = month + 12 * a - 3
    return day + (153 * m + 2) // 5 + 365 * y + y // 4 - 32083


@dataclass
class Date:
    year: int
    month: int = 0
    day: int = 0
    qualifier: str = ""  # "", "ABT", "BET"
    year2: int = 0  # BET year AND year2
    calendar: str = GREGORIAN

    def gedcom(self) -> str:
        prefix = "@#DJULIAN@ " if self.calendar == JULIAN else ""
        if self.qualifier == "BET":
            return f"BET {self.year} AND {self.year2}"
        body = " ".join(
            str(part)
            for part in (self.day or "", MONTHS[self.month - 1] if self.month else "", self.year)
            if part != ""
        )
        return prefix + (f"{self.qualifier} " if self.qualifier else "") + body

    def row(self) -> tuple[int, str, int, int, int, int, str]:
        jd = julian_jd if self.calendar == JULIAN else gregorian_jd
        if self.day:
            first = last = jd(self.year, self.month, self.day)
        elif self.month:
            first = jd(self.year, self.month, 1)
            last = jd(self.year + self.month // 12, self.month % 12 + 1, 1) - 1
        else:
            first, last = jd(self.year, 1, 1), jd((self.year2 or self.year), 12, 31)
        month = MONTHS[self.month - 1] if self.month else ""
        return self.day, month, self.month, self.year, first, last, self.calendar


@dataclass
class Person:
    xref: str
    sex: str
    given: str
    surname: str
    born: int  # the year, for the simulation
    birth: Date | None
    birth_place: str
    family_surname: str = ""  # the surname the person's Canadian-born children take
    death: Date | None = None
    death_place: str = ""
    dead: bool = False
    burial_place: str = ""
    baptism: Date | None = None
    occupation: str = ""
    emigration: Date | None = None
    emigration_place: str = ""
    census: list[int] = field(default_factory=list)
    famc: str = ""
    fams: list[str] = field(default_factory=list)
    married_names: list[str] = field(default_factory=list)
    sources: list[tuple[str, str]] = field(default_factory=list)
    media: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    godparent: str = ""


@dataclass
class Family:
    xref: str
    husband: Person | None
    wife: Person | None
    married: Date | None
    place: str
    year: int
    emigrates: int = 0  # the year the family leaves for Canada (0: already there, or never)
    children: list[Person] = field(default_factory=list)
    sources: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class Tree:
    name: str
    title: str
    language: str
    size: int
    founders: int
    origin: list[str]
    settled: list[str]
    away: list[str]  # where grandchildren moved later
    emigration: tuple[int, int]  # years the founders' families left (0, 0: no emigration)
    male: list[str]
    female: list[str]
    male_canada: list[str]
    female_canada: list[str]
    surnames: list[str]  # the founders'
    spouses: list[str]  # the surnames of those who married in
    occupations: list[str]  # men's
    occupations_women: list[str]
    sources: list[str]
    married_names: bool = True
    patronymic: bool = False
    lines: float = 0.4  # the share of children whose own family the tree follows


TREES = [
    Tree("gimli", "The Sigurdson and Johnson families of New Iceland", "en-GB", 1350, 8,
         ["Akureyri, Eyjafjarðarsýsla, Iceland", "Möðruvellir, Eyjafjarðarsýsla, Iceland",
          "Grenjaðarstaður, Suður-Þingeyjarsýsla, Iceland", "Hofsós, Skagafjarðarsýsla, Iceland",
          "Reykjavík, Gullbringusýsla, Iceland"],
         ["Gimli, Manitoba, Canada", "Gimli, Manitoba, Canada", "Riverton, Manitoba, Canada",
          "Hnausa, Manitoba, Canada", "Arborg, Manitoba, Canada", "Selkirk, Manitoba, Canada"],
         ["Winnipeg, Manitoba, Canada", "Vancouver, British Columbia, Canada", "Mountain, North Dakota, USA"],
         (1876, 1900),
         ["Jón", "Sigurður", "Guðmundur", "Einar", "Ólafur", "Magnús", "Kristján", "Stefán", "Björn", "Árni",
          "Halldór", "Gísli", "Þorsteinn", "Páll", "Bjarni"],
         ["Guðrún", "Sigríður", "Kristín", "Margrét", "Helga", "Ingibjörg", "Anna", "Jóhanna", "Sigurbjörg",
          "Ragnheiður", "Þórunn", "Valgerður"],
         ["John", "William", "Stefan", "Einar", "Thomas", "Fred", "Oli", "Harold", "Donald", "Robert", "Kristjan",
          "Gudmundur"],
         ["Emily", "Margaret", "Anna", "Lara", "Ruby", "Helen", "Dorothy", "Joyce", "Linda", "Karen", "Gudrun",
          "Sigrid"],
         ["Sigurdson", "Johnson", "Magnusson", "Olafson", "Thorsteinson", "Bjarnason", "Arnason", "Einarson"],
         ["Anderson", "Thompson", "Goodman", "Isfeld", "Hallson", "Eyolfson", "Stevenson", "Finnson", "Gislason",
          "Benediktson", "Vopni", "Sveinson", "Oddson", "Palsson", "Kristjanson", "Smith", "Campbell", "Friesen"],
         ["Fisherman", "Farmer", "Carpenter", "Teacher", "Merchant", "Lutheran minister"],
         ["Homemaker", "Teacher", "Nurse", "Seamstress"],
         ["Icelandic parish registers (prestþjónustubækur)", "1901 Census of Canada",
          "1906 Census of Manitoba, Saskatchewan and Alberta", "1916 Census of the Prairie Provinces",
          "Manitoba Vital Statistics Agency", "Vesturfaraskrá: Icelandic emigrants 1870-1914",
          "Gimli Lutheran Church records", "Lögberg-Heimskringla obituaries"],
         patronymic=True, lines=0.45),
    Tree("dauphin", "The Kowalchuk and Hrynchuk families of the Dauphin district", "en-GB", 1050, 8,
         ["Nebyliv, Kalush, Galicia, Austria", "Horodenka, Horodenka, Galicia, Austria",
          "Zalishchyky, Zalishchyky, Galicia, Austria", "Kitsman, Kitsman, Bukovina, Austria"],
         ["Dauphin, Manitoba, Canada", "Dauphin, Manitoba, Canada", "Ethelbert, Manitoba, Canada",
          "Gilbert Plains, Manitoba, Canada", "Sifton, Manitoba, Canada"],
         ["Winnipeg, Manitoba, Canada", "Edmonton, Alberta, Canada", "Toronto, Ontario, Canada"],
         (1897, 1913),
         ["Ivan", "Wasyl", "Mykola", "Petro", "Stefan", "Dmytro", "Hryhorij", "Mykhailo", "Yurij", "Fedir"],
         ["Maria", "Anna", "Paraska", "Kateryna", "Tekla", "Olena", "Warwara", "Anastasia", "Yevdokia"],
         ["William", "John", "Peter", "Michael", "Steve", "Walter", "Nick", "Metro", "Bill", "Orest"],
         ["Mary", "Anne", "Olga", "Helen", "Pauline", "Jennie", "Stella", "Sophie", "Doris", "Nadia"],
         ["Kowalchuk", "Kowalchuk", "Kowalchuk", "Hrynchuk", "Hrynchuk", "Melnyk", "Tkachuk", "Sawchuk"],
         ["Bilyk", "Wasylyshyn", "Kozak", "Hnatiuk", "Stefaniuk", "Shevchuk", "Boychuk", "Huculak", "Pawlik",
          "Yaremko", "Kuryk", "Lysak", "Semeniuk", "Romaniuk", "Danyluk", "Pylypiw", "Smith", "McDonald"],
         ["Farmer", "Labourer", "Railway section hand", "Blacksmith", "Teacher", "Storekeeper", "Priest"],
         ["Homemaker", "Teacher", "Nurse", "Storekeeper"],
         ["Greek Catholic parish registers of Galicia", "Canadian passenger lists 1865-1935", "1901 Census of Canada",
          "1906 Census of Manitoba, Saskatchewan and Alberta", "1916 Census of the Prairie Provinces",
          "Manitoba Vital Statistics Agency", "Homestead grant files, Archives of Manitoba",
          "Orthodox metrical books of Bukovina", "Ukrainian Voice obituaries"], lines=0.45),
    Tree("stboniface", "The Fontaine and Nault families of Saint-Boniface", "fr", 1000, 4,
         ["Sorel, Québec, Canada", "Trois-Rivières, Québec, Canada", "Maskinongé, Québec, Canada"],
         ["Saint-Boniface, Manitoba, Canada", "Saint-Boniface, Manitoba, Canada", "Saint-Norbert, Manitoba, Canada",
          "Saint-Vital, Manitoba, Canada", "Lorette, Manitoba, Canada", "Saint-Pierre-Jolys, Manitoba, Canada"],
         ["Winnipeg, Manitoba, Canada", "Montréal, Québec, Canada", "Ottawa, Ontario, Canada"],
         (0, 0),
         ["Jean-Baptiste", "Joseph", "Louis", "Pierre", "François", "Antoine", "Charles", "Ambroise", "Élzéar",
          "Narcisse"],
         ["Marie", "Julie", "Angélique", "Marguerite", "Josephte", "Élise", "Cécile", "Rose", "Thérèse"],
         ["Roger", "Marcel", "Gérard", "Denis", "Raymond", "Joseph", "Louis", "Paul", "Luc", "André"],
         ["Lucille", "Monique", "Jeannine", "Gisèle", "Claudette", "Marie", "Yvonne", "Louise", "Denise"],
         ["Fontaine", "Fontaine", "Nault", "Lagimodière"],
         ["Lagimodière", "Gaudry", "Beaudry", "Lavallée", "Carrière", "Dubuc", "Bélanger", "Marion", "Boucher",
          "Gagnon", "Chartrand", "Lambert", "Roy", "Normandeau", "Champagne", "Préfontaine"],
         ["Cultivateur", "Voyageur", "Menuisier", "Marchand", "Forgeron", "Prêtre"],
         ["Ménagère", "Institutrice", "Couturière", "Religieuse"],
         ["Registres de la paroisse de Saint-Boniface", "Collection Drouin: registres du Québec",
          "Recensement du Manitoba de 1870", "1901 Census of Canada", "Manitoba Vital Statistics Agency",
          "Cimetière de la cathédrale de Saint-Boniface"],
         married_names=False, lines=0.45),
]  # fmt: skip
CENSUS_YEARS = {1901: "1901 Census of Canada", 1906: "1906 Census of Manitoba, Saskatchewan and Alberta",
                1916: "1916 Census of the Prairie Provinces", 1870: "Recensement du Manitoba de 1870"}  # fmt: skip
REPOSITORIES = {
    "gimli": ["Library and Archives Canada", "Archives of Manitoba", "National Archives of Iceland"],
    "dauphin": ["Library and Archives Canada", "Archives of Manitoba",
                "Central State Historical Archives of Ukraine, Lviv", "Chernivtsi Regional State Archive"],
    "stboniface": ["Library and Archives Canada", "Archives of Manitoba", "Société historique de Saint-Boniface"],
}  # fmt: skip
ANGLICISED = str.maketrans({"ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "á": "a", "é": "e", "í": "i", "ó": "o",
                            "ú": "u", "ý": "y", "æ": "ae", "ö": "o", "Á": "A", "É": "E", "Í": "I", "Ó": "O",
                            "Ú": "U"})  # fmt: skip
BIG_FAMILY = 14  # the Dauphin couple's children

# user name, real name, role, trees and their canedit, registered days ago, last login days ago (None: never)
MEMBERS = [
    ("lsigurdson", "Linda Sigurdson", "admin", {"gimli": "admin", "dauphin": "admin", "stboniface": "admin",
                                                "training": "admin"}, 3200, 0),
    ("khrynchuk", "Karen Hrynchuk", "moderator", {"dauphin": "accept", "training": "edit"}, 2900, 0),
    ("gjohnson", "Gordon Johnson", "moderator", {"gimli": "accept", "training": "edit"}, 3000, 1),
    ("dnault", "Denise Nault", "moderator", {"stboniface": "accept", "training": "edit"}, 2500, 2),
    ("ejohnson", "Emily Johnson", "editor", {"gimli": "edit", "training": "edit"}, 40, 0),
    ("bmagnusson", "Brian Magnusson", "editor", {"gimli": "edit"}, 1800, 3),
    ("olafsonr", "Ruth Olafson", "editor", {"gimli": "edit"}, 2100, 12),
    ("tkachukw", "Walter Tkachuk", "editor", {"dauphin": "edit"}, 1500, 5),
    ("nmelnyk", "Nadia Melnyk", "editor", {"dauphin": "edit"}, 900, 2),
    ("sbilyk", "Stella Bilyk", "editor", {"dauphin": "edit"}, 1200, 20),
    ("rgaudry", "Raymond Gaudry", "editor", {"stboniface": "edit"}, 2200, 8),
    ("mlavallee", "Monique Lavallée", "editor", {"stboniface": "edit"}, 700, 4),
]  # fmt: skip
MEMBER_NAMES = [("Donald", "Arnason"), ("Joyce", "Einarson"), ("Harold", "Palsson"), ("Sigrid", "Thorsteinson"),
                ("Peter", "Sawchuk"), ("Olga", "Kozak"), ("Orest", "Hnatiuk"), ("Pauline", "Stefaniuk"),
                ("Gisèle", "Carrière"), ("Luc", "Dubuc"), ("Claudette", "Bélanger"), ("André", "Marion"),
                ("Heather", "Campbell"), ("Ian", "McLeod"), ("Susan", "Friesen"), ("David", "Penner"),
                ("Cheryl", "Lee"), ("Mark", "Thompson"), ("Valerie", "Wiebe"), ("Greg", "Martens"),
                ("Tanya", "Klassen"), ("Kevin", "Chartrand"), ("Lorraine", "Desjarlais"), ("Bryan", "Olson"),
                ("Irene", "Kuryk"), ("Victor", "Lysak"), ("Janet", "Bjornson")]  # fmt: skip
PENDING = 3  # registrations waiting for an administrator
NEVER = 4  # approved members who never logged in
BRUTE_FORCE = "185.220.101.47"


def soundex(text: str) -> str:
    """The standard (Russell) soundex code of a name, as webtrees stores it."""
    letters = text.translate(ANGLICISED).upper()
    letters = "".join(c for c in letters if "A" <= c <= "Z")
    if not letters:
        return ""
    codes = {c: str(d) for d, group in enumerate(["AEIOUYHW", "BFPV", "CGJKQSXZ", "DT", "L", "MN", "R"]) for c in group}
    out = letters[0]
    last = codes[letters[0]]
    for c in letters[1:]:
        code = codes[c]
        if code != "0" and code != last:
            out += code
        if c not in "HW":
            last = code
    return (out + "000")[:4]


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def stamp(day: int, low: int = 420, high: int = 1380) -> str:
        return clock.fmt(clock.clear_of_now(rng, day, low, high))

    def unix(day: int) -> str:
        moment = clock.clear_of_now(rng, day, 420, 1380)
        return str(int((moment - datetime.datetime(1970, 1, 1)).total_seconds()))

    # the trees
    trees = {tree.name: k for k, tree in enumerate(TREES, 1)}
    trees["training"] = len(TREES) + 1
    db.execute("INSERT INTO wt_gedcom VALUES (-1, 'DEFAULT_TREE', 0)")
    for name, k in trees.items():
        db.execute("INSERT INTO wt_gedcom VALUES (?, ?, ?)", (k, name, k))
    settings = [(-1, "MAX_ALIVE_AGE", "120"), (-1, "HIDE_LIVE_PEOPLE", "1"), (-1, "REQUIRE_AUTHENTICATION", "0")]
    for tree in TREES:
        k = trees[tree.name]
        settings += [(k, "title", tree.title), (k, "LANGUAGE", tree.language), (k, "imported", "1"),
                     (k, "REQUIRE_AUTHENTICATION", "0"), (k, "HIDE_LIVE_PEOPLE", "1"), (k, "MAX_ALIVE_AGE", "120"),
                     (k, "CONTACT_USER_ID", "1"), (k, "WEBMASTER_USER_ID", "1")]  # fmt: skip
    settings += [
        (trees["training"], "title", "Training tree (practice only)"),
        (trees["training"], "imported", "1"),
        (trees["training"], "REQUIRE_AUTHENTICATION", "1"),
        (trees["training"], "LANGUAGE", "en-GB"),
    ]
    db.executemany("INSERT INTO wt_gedcom_setting VALUES (?, ?, ?)", settings)

    # the users
    users: dict[str, int] = {}
    user_rows: list[tuple[object, ...]] = [(-1, "DEFAULT_USER", "DEFAULT_USER", "DEFAULT_USER", "DEFAULT_USER")]
    user_settings: list[tuple[object, ...]] = [(-1, "language", "en-GB"), (-1, "contactmethod", "messaging2")]
    tree_settings: list[tuple[object, ...]] = []
    last_login: dict[int, int | None] = {}
    members: list[tuple[str, str, str, dict[str, str], int, int | None]] = list(MEMBERS)
    for k, (first, last) in enumerate(MEMBER_NAMES):
        handle = f"{first[0].lower()}{last.lower().replace('è', 'e')}"
        home = rng.choice(["gimli", "gimli", "dauphin", "dauphin", "stboniface"])
        registered = rng.randint(60, 2600)
        login: int | None = rng.randint(0, min(registered, 120)) if rng.random() < 0.75 else rng.randint(400, 900)
        if login is not None and login > registered:
            login = registered - 1
        if k < NEVER:
            login = None
        role = "member"
        if NEVER <= k < NEVER + PENDING:
            role, registered, login = "pending", rng.randint(1, 12), None
        members.append((handle, f"{first} {last}", role, {home: "access"}, registered, login))
    for ident, (handle, real, role, access, registered, login) in enumerate(members, 1):
        users[handle] = ident
        last_login[ident] = login
        provider = rng.choice(["mts.example", "shaw.example", "gmail.example"])
        email = f"{handle}@prairieroots.example" if role != "member" else f"{handle}@{provider}"
        user_rows.append((ident, handle, real, email, "$2y$10$" + f"{rng.getrandbits(200):050x}"))
        user_settings += [(ident, "canadmin", "1" if role == "admin" else "0"),
                          (ident, "verified", "1"), (ident, "verified_by_admin", "0" if role == "pending" else "1"),
                          (ident, "language", {"stboniface": "fr", "gimli": "en-GB", "dauphin": "en-GB"}.get(
                              next(iter(access)), "en-GB")),
                          (ident, "reg_timestamp", unix(-registered)), (ident, "visibleonline", "1"),
                          (ident, "contactmethod", "messaging2"), (ident, "auto_accept", "0")]  # fmt: skip
        if login is not None:
            user_settings.append((ident, "sessiontime", unix(-login)))
        if role == "pending":
            user_settings.append((ident, "comment", "Researching my grandmother's family"))
        for tree_name, level in access.items():
            if role != "pending":
                tree_settings.append((ident, trees[tree_name], "canedit", level))
    db.executemany("INSERT INTO wt_user VALUES (?, ?, ?, ?, ?)", user_rows)

    # the people
    individuals: list[tuple[object, ...]] = []
    families_rows: list[tuple[object, ...]] = []
    names: list[tuple[object, ...]] = []
    dates: list[tuple[object, ...]] = []
    links: set[tuple[int, str, str, str]] = set()
    places: dict[tuple[int, int, str], int] = {}
    placelinks: set[tuple[int, str, int]] = set()
    others: list[tuple[object, ...]] = []
    media_rows: list[tuple[object, ...]] = []
    media_files: list[tuple[object, ...]] = []
    sources_rows: list[tuple[object, ...]] = []
    xrefs_of: dict[str, list[str]] = {}

    def place_ids(file: int, place: str) -> list[int]:
        parent = 0
        ids = []
        for part in reversed(place.split(", ")):
            key = (file, parent, part)
            if key not in places:
                places[key] = len(places) + 1
            parent = places[key]
            ids.append(parent)
        return ids

    for tree in TREES:
        file = trees[tree.name]
        people, families = _simulate(rng, tree)
        xrefs_of[tree.name] = [p.xref for p in people]
        source_xref = {name: f"S{k}" for k, name in enumerate(tree.sources, 1)}
        repo_xref = {name: f"R{k}" for k, name in enumerate(REPOSITORIES[tree.name], 1)}
        for name, xref in repo_xref.items():
            others.append((xref, file, "REPO", f"0 @{xref}@ REPO\n1 NAME {name}"))
        for name, xref in source_xref.items():
            repo = (
                "R3" if ("Iceland" in name or "Vesturfara" in name or "prestþjón" in name) and tree.name == "gimli" else
                "R3" if "Galicia" in name else "R4" if "Bukovina" in name else
                "R3" if tree.name == "stboniface" and ("paroisse" in name or "cathédrale" in name) else
                "R1" if "Census" in name or "passenger" in name or "Recensement" in name else "R2"
            )  # fmt: skip
            sources_rows.append((xref, file, name, f"0 @{xref}@ SOUR\n1 TITL {name}\n1 REPO @{repo}@"))
            links.add((file, xref, "REPO", repo))
        others.append(("U1", file, "SUBM", "0 @U1@ SUBM\n1 NAME Prairie Roots Genealogical Society"))
        notes = {"gimli": ("N1", "The smallpox epidemic of 1876-77 at Gimli"),
                 "dauphin": ("N1", "Homestead near Dauphin, proved up after three years"),
                 "stboniface": ("N1", "Family of the Red River settlement")}  # fmt: skip
        note_xref, note_text = notes[tree.name]
        others.append((note_xref, file, "NOTE", f"0 @{note_xref}@ NOTE {note_text}"))
        media_count = 0
        for person in people:
            lines = [f"0 @{person.xref}@ INDI", f"1 NAME {person.given} /{person.surname}/", f"2 GIVN {person.given}",
                     f"2 SURN {person.surname}" if person.surname else "2 SURN", f"1 SEX {person.sex}"]  # fmt: skip
            name_rows = [("NAME", person.surname)] + [("_MARNM", married) for married in person.married_names]
            for married in person.married_names:
                lines += [f"1 NAME {person.given} /{married}/", "2 TYPE married", f"2 SURN {married}"]
            for n, (kind, surname) in enumerate(name_rows):
                surn = surname.upper() if surname else "@N.N."
                names.append((file, person.xref, n, kind, f"{surn},{person.given.upper()}",
                              f"{person.given} {surname}".strip(), surname, surn, person.given,
                              soundex(person.given), soundex(surname) if surname else ""))  # fmt: skip

            def fact(tag: str, date: Date | None, place: str, xref: str = person.xref, file: int = file) -> list[str]:
                out = [f"1 {tag}"]
                if date:
                    out.append(f"2 DATE {date.gedcom()}")
                    dates.append((*date.row()[:6], tag, xref, file, date.row()[6]))
                if place:
                    out.append(f"2 PLAC {place}")
                    for p in place_ids(file, place):
                        placelinks.add((p, xref, file))
                return out

            lines += fact("BIRT", person.birth, person.birth_place)
            if person.baptism:
                lines += fact("CHR", person.baptism, person.birth_place)
                if person.godparent:
                    lines += [f"2 ASSO @{person.godparent}@", "3 RELA godparent"]
                    links.add((file, person.xref, "ASSO", person.godparent))
            if person.occupation:
                lines.append(f"1 OCCU {person.occupation}")
            if person.emigration:
                lines += fact("EMIG", person.emigration, person.emigration_place)
            for year in person.census:
                lines += fact("CENS", Date(year), person.birth_place if "Canada" in person.birth_place else
                              tree.settled[0])  # fmt: skip
                lines += [f"2 SOUR @{source_xref[CENSUS_YEARS[year]]}@"]
                links.add((file, person.xref, "SOUR", source_xref[CENSUS_YEARS[year]]))
            if person.dead:
                if person.death:
                    lines += fact("DEAT", person.death, person.death_place)
                else:
                    lines.append("1 DEAT Y")
                if person.burial_place:
                    lines += fact("BURI", None, person.burial_place)
            if person.famc:
                lines.append(f"1 FAMC @{person.famc}@")
                links.add((file, person.xref, "FAMC", person.famc))
            for fam in person.fams:
                lines.append(f"1 FAMS @{fam}@")
                links.add((file, person.xref, "FAMS", fam))
            for source, page in person.sources:
                sx = source_xref[source]
                lines += [f"1 SOUR @{sx}@"] + ([f"2 PAGE {page}"] if page else [])
                links.add((file, person.xref, "SOUR", sx))
            for note in person.notes:
                lines.append(f"1 NOTE @{note}@")
                links.add((file, person.xref, "NOTE", note))
            for kind in person.media:
                media_count += 1
                mx = f"M{media_count}"
                title = {"photo": f"{person.given} {person.surname}", "document": "Naturalization certificate",
                         "certificate": "Death certificate", "tombstone": "Headstone"}[kind]  # fmt: skip
                filename = f"{kind}s/{person.surname.lower().translate(ANGLICISED)}_{person.xref.lower()}.jpg"
                media_rows.append((mx, file, f"0 @{mx}@ OBJE\n1 FILE {filename}\n2 FORM jpg\n3 TYPE {kind}\n"
                                             f"2 TITL {title}"))  # fmt: skip
                media_files.append((mx, file, filename, "jpg", kind, title))
                lines.append(f"1 OBJE @{mx}@")
                links.add((file, person.xref, "OBJE", mx))
            lines += ["1 CHAN", "2 DATE 14 MAR 2019", "3 TIME 21:04:11"]
            individuals.append((person.xref, file, person.xref, person.sex, "\n".join(lines)))
        for family in families:
            lines = [f"0 @{family.xref}@ FAM"]
            if family.husband:
                lines.append(f"1 HUSB @{family.husband.xref}@")
                links.add((file, family.xref, "HUSB", family.husband.xref))
            if family.wife:
                lines.append(f"1 WIFE @{family.wife.xref}@")
                links.add((file, family.xref, "WIFE", family.wife.xref))
            if family.married or family.place:
                out = ["1 MARR"]
                if family.married:
                    out.append(f"2 DATE {family.married.gedcom()}")
                    dates.append((*family.married.row()[:6], "MARR", family.xref, file, family.married.row()[6]))
                if family.place:
                    out.append(f"2 PLAC {family.place}")
                    for p in place_ids(file, family.place):
                        placelinks.add((p, family.xref, file))
                lines += out
            for child in family.children:
                lines.append(f"1 CHIL @{child.xref}@")
                links.add((file, family.xref, "CHIL", child.xref))
            for source, page in family.sources:
                lines += [f"1 SOUR @{source_xref[source]}@", f"2 PAGE {page}"]
                links.add((file, family.xref, "SOUR", source_xref[source]))
            families_rows.append((family.xref, file, family.husband.xref if family.husband else "",
                                  family.wife.xref if family.wife else "", "\n".join(lines),
                                  len(family.children)))  # fmt: skip

    # the training tree: a few people the members practise on
    training = trees["training"]
    for k, (given, surname, sex) in enumerate(
        [
            ("Test", "Person", "M"),
            ("Practice", "Record", "F"),
            ("Delete", "Me", "U"),
            ("John", "Doe", "M"),
            ("Jane", "Doe", "F"),
        ],
        1,
    ):
        xref = f"I{k}"
        individuals.append((xref, training, xref, sex, f"0 @{xref}@ INDI\n1 NAME {given} /{surname}/\n1 SEX {sex}"))
        names.append((training, xref, 0, "NAME", f"{surname.upper()},{given.upper()}", f"{given} {surname}", surname,
                      surname.upper(), given, soundex(given), soundex(surname)))  # fmt: skip
    families_rows.append(("F1", training, "I4", "I5", "0 @F1@ FAM\n1 HUSB @I4@\n1 WIFE @I5@", 0))
    links.update({(training, "F1", "HUSB", "I4"), (training, "F1", "WIFE", "I5"), (training, "I4", "FAMS", "F1"),
                  (training, "I5", "FAMS", "F1")})  # fmt: skip

    # members' own records and their trees' settings
    for ident in users.values():
        if not any(row[0] == ident for row in tree_settings):
            continue
        tree_id = next(int(str(row[1])) for row in tree_settings if row[0] == ident)
        tree_name = next(name for name, k in trees.items() if k == tree_id)
        if tree_name != "training" and rng.random() < 0.5:
            own = rng.choice(xrefs_of[tree_name][-150:])
            tree_settings += [(ident, tree_id, "gedcomid", own), (ident, tree_id, "rootid", own)]
    db.executemany("INSERT INTO wt_user_setting VALUES (?, ?, ?)", user_settings)
    db.executemany("INSERT INTO wt_user_gedcom_setting VALUES (?, ?, ?, ?)", tree_settings)

    # the edits: editors' changes, moderators accepting them
    changes: list[tuple[object, ...]] = []
    logs: list[tuple[object, ...]] = []
    editors = {  # handle: (tree, edits a year, share of the last 90 days)
        "khrynchuk": ("dauphin", 260, 0.55), "gjohnson": ("gimli", 150, 0.2), "dnault": ("stboniface", 110, 0.25),
        "lsigurdson": ("gimli", 40, 0.25), "bmagnusson": ("gimli", 90, 0.25), "olafsonr": ("gimli", 60, 0.15),
        "tkachukw": ("dauphin", 70, 0.25), "nmelnyk": ("dauphin", 80, 0.3), "sbilyk": ("dauphin", 40, 0.1),
        "rgaudry": ("stboniface", 70, 0.2), "mlavallee": ("stboniface", 60, 0.3),
    }  # fmt: skip
    moderators = {"gimli": "gjohnson", "dauphin": "khrynchuk", "stboniface": "dnault"}
    records = {row[:2]: str(row[4]) for row in individuals}
    for handle, (tree_name, per_year, recent) in editors.items():
        file = trees[tree_name]
        count = round(per_year * 2 * (1 - recent))
        recent_count = round(per_year * 2 * recent)
        days = [-rng.randint(91, 730) for _ in range(count)] + [-rng.randint(0, 89) for _ in range(recent_count)]
        for day in sorted(days):
            xref = rng.choice(xrefs_of[tree_name])
            old = records[(xref, file)]
            new = old.replace("1 CHAN", f"1 NOTE Checked against {rng.choice(TREES[file - 1].sources)}\n1 CHAN")
            moderator = moderators[tree_name]
            auto = handle in (moderator, "lsigurdson")
            status = "accepted" if auto or rng.random() > 0.05 else "rejected"
            if not auto and day >= -6 and rng.random() < 0.4:
                status = "pending"
            when = stamp(day)
            changes.append((when, status, file, xref, old, new, users[handle]))
            if status != "pending" and not auto:
                logs.append((when, "edit", f"{status.capitalize()} change for {xref} / {tree_name}", "10.0.0.1",
                             users[moderator], file))  # fmt: skip
    for _ in range(26):  # Emily Johnson's first weeks: additions and corrections, most not yet reviewed
        day = -rng.randint(0, 34)
        file = trees["gimli"]
        xref = rng.choice(xrefs_of["gimli"])
        status = "pending" if day >= -20 else "accepted"
        changes.append(
            (
                stamp(day),
                status,
                file,
                xref,
                records[(xref, file)],
                records[(xref, file)].replace("1 CHAN", "1 OCCU Fisherman\n1 CHAN"),
                users["ejohnson"],
            )
        )
    changes.sort(key=lambda c: str(c[0]))
    db.executemany("INSERT INTO wt_change (change_time, status, gedcom_id, xref, old_gedcom, new_gedcom, user_id)"
                   " VALUES (?, ?, ?, ?, ?, ?, ?)", changes)  # fmt: skip

    # the log: logins, failures, searches, uploads, errors
    for ident, login in last_login.items():
        if login is None:
            continue
        handle = members[ident - 1][0]
        frequency = 3 if ident <= 12 else 25
        day = -login
        ip = f"24.{rng.randint(64, 79)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
        seen = 0
        while day >= -730 and seen < 120:
            logs.append((stamp(day), "auth", "Login successful", ip, ident, None))
            if rng.random() < 0.05:
                logs.append((stamp(day), "auth", f"Login failed -> {handle}", ip, None, None))
            day -= rng.randint(1, frequency * 2)
            seen += 1
    for _ in range(38):
        moment = clock.now - datetime.timedelta(minutes=rng.randint(70, 23 * 60))
        logs.append((clock.fmt(moment), "auth", "Login failed -> admin", BRUTE_FORCE, None, None))
    for _ in range(300):
        tree_name = rng.choice(["gimli", "dauphin", "stboniface"])
        term = rng.choice(TREES[trees[tree_name] - 1].surnames)
        logs.append((stamp(-rng.randint(0, 365)), "search", f"Search: {term.lower()}",
                     f"70.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}", None,
                     trees[tree_name]))  # fmt: skip
    for k in range(len(media_files)):
        if rng.random() < 0.3:
            logs.append((stamp(-rng.randint(0, 700)), "media", f"Media file {media_files[k][2]} uploaded", "10.0.0.1",
                         users[rng.choice(list(editors))], media_files[k][1]))  # fmt: skip
    for _ in range(12):
        logs.append((stamp(-rng.randint(0, 200)), "error", "Allowed memory size exhausted in GedcomExportService",
                     "10.0.0.1", users["lsigurdson"], trees["gimli"]))  # fmt: skip
    logs.append((stamp(-30), "config", "Site preference \"SMTP_ACTIVE\" set to \"internal\"", "10.0.0.1",
                 users["lsigurdson"], None))  # fmt: skip
    logs.sort(key=lambda row: str(row[0]))
    db.executemany("INSERT INTO wt_log (log_time, log_type, log_message, ip_address, user_id, gedcom_id)"
                   " VALUES (?, ?, ?, ?, ?, ?)", logs)  # fmt: skip

    # news and messages
    news = [(None, trees["gimli"], "Icelandic Festival at Gimli", "Our table at Íslendingadagurinn.",
             -rng.randint(5, 25)),
            (None, trees["gimli"], "New editor", "Welcome to Emily Johnson.", -38),
            (None, trees["dauphin"], "1906 census transcribed", "All Dauphin district households added.", -rng.randint(
                100, 300)),
            (None, trees["dauphin"], "Trip to Nebyliv", "Photographs from the village church.", -rng.randint(10, 28)),
            (None, trees["stboniface"], "Nouveaux registres", "Les registres de Saint-Norbert sont indexés.",
             -rng.randint(200, 400)),
            (users["khrynchuk"], None, "My research log", "Found the Hrynchuk homestead file.", -rng.randint(1, 20)),
            (users["gjohnson"], None, "To do", "Check the Vesturfaraskrá entries.", -rng.randint(40, 90))]  # fmt: skip
    for user_id, gedcom_id, subject, body, day in news:
        db.execute("INSERT INTO wt_news (user_id, gedcom_id, subject, body, updated) VALUES (?, ?, ?, ?, ?)",
                   (user_id, gedcom_id, subject, body, stamp(day)))  # fmt: skip
    messages = []
    for _ in range(70):
        recipient = rng.choices(["khrynchuk", "lsigurdson", "gjohnson", "dnault"], weights=[5, 3, 2, 1.5])[0]
        sender = f"visitor{rng.randint(1, 400)}@{rng.choice(['gmail.example', 'outlook.example'])}"
        messages.append((sender, f"142.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                         users[recipient], "Question about your family tree", "Are we related?",
                         stamp(-rng.randint(0, 365))))  # fmt: skip
    db.executemany("INSERT INTO wt_message (sender, ip_address, user_id, subject, body, created)"
                   " VALUES (?, ?, ?, ?, ?, ?)", messages)  # fmt: skip

    # write the records
    db.executemany("INSERT INTO wt_individuals VALUES (?, ?, ?, ?, ?)", individuals)
    db.executemany("INSERT INTO wt_families VALUES (?, ?, ?, ?, ?, ?)", families_rows)
    db.executemany("INSERT INTO wt_sources VALUES (?, ?, ?, ?)", sources_rows)
    db.executemany("INSERT INTO wt_other VALUES (?, ?, ?, ?)", others)
    db.executemany("INSERT INTO wt_media VALUES (?, ?, ?)", media_rows)
    db.executemany("INSERT INTO wt_media_file (m_id, m_file, multimedia_file_refn, multimedia_format,"
                   " source_media_type, descriptive_title) VALUES (?, ?, ?, ?, ?, ?)", media_files)  # fmt: skip
    db.executemany("INSERT INTO wt_link VALUES (?, ?, ?, ?)", sorted(links))
    db.executemany("INSERT INTO wt_name VALUES (" + ", ".join("?" * 11) + ")", names)
    db.executemany("INSERT INTO wt_dates VALUES (" + ", ".join("?" * 10) + ")", dates)
    db.executemany(
        "INSERT INTO wt_places (p_id, p_place, p_parent_id, p_file, p_std_soundex) VALUES (?, ?, ?, ?, ?)",
        [(ident, place, parent, file, soundex(place)) for (file, parent, place), ident in places.items()],
    )
    db.executemany("INSERT INTO wt_placelinks VALUES (?, ?, ?)", sorted(placelinks))
    close_checked(db, "genealogy")


def _simulate(rng: random.Random, tree: Tree) -> tuple[list[Person], list[Family]]:
    """A tree's people and families: founder couples in the old country, their descendants down to today."""
    people: list[Person] = []
    families: list[Family] = []

    def new_person(sex: str, born: int, place: str, surname: str, canadian: bool, *, exact: float = 0.7) -> Person:
        given = rng.choice((tree.male_canada if canadian else tree.male) if sex == "M" else
                           (tree.female_canada if canadian else tree.female))  # fmt: skip
        birth: Date | None
        roll = rng.random()
        if roll < exact:
            month, day = rng.randint(1, 12), rng.randint(1, 28)
            calendar = JULIAN if "Bukovina" in place and born < 1900 else GREGORIAN
            birth = Date(born, month, day, calendar=calendar)
        elif roll < exact + 0.15:
            birth = Date(born)
        elif roll < exact + 0.24:
            birth = Date(born, qualifier="ABT")
        elif roll < exact + 0.27:
            birth = Date(born - 2, qualifier="BET", year2=born + 2)
        else:
            birth = None
        person = Person(f"I{len(people) + 1}", sex, given, surname, born, birth, place, family_surname=surname)
        people.append(person)
        return person

    def live(person: Person, place_now: str, moved: int = 0, min_year: int = 0) -> None:
        """Death, burial, occupation and census of a person born in ``person.born`` who lives at ``place_now`` from
        ``moved`` (a year; 0: always) and lives at least until ``min_year``."""
        born = person.born
        if born < 1900 and rng.random() < 0.12:
            age = rng.randint(0, 4)
        elif born < 1950:
            age = int(rng.gauss(72 if born > 1880 else 64, 13))
        else:
            age = int(rng.gauss(78, 9)) if rng.random() < 0.25 else 200
        age = max(0, age, min_year - born)
        year = born + age
        if year <= 2024:
            person.dead = True
            place = place_now if year >= moved else person.birth_place
            if rng.random() < 0.85:
                month, day = rng.randint(1, 12), rng.randint(1, 28)
                person.death = Date(year, month, day) if rng.random() < 0.8 else Date(year)
                person.death_place = place
            person.burial_place = place if rng.random() < 0.6 else ""
            if person.death and year >= 1920 and rng.random() < 0.5:
                person.sources.append((tree.sources[-1], f"{year}"))
        else:
            year = 2100
        if age >= 18 and rng.random() < 0.55:
            person.occupation = rng.choice(tree.occupations if person.sex == "M" else tree.occupations_women)
        for census in (1870, 1901, 1906, 1916):
            wanted = CENSUS_YEARS[census] in tree.sources and max(born, moved) <= census < year
            if wanted and "Canada" in place_now and rng.random() < 0.8:
                person.census.append(census)
        if rng.random() < 0.06:
            person.media.append(rng.choices(["photo", "document", "certificate", "tombstone"], [6, 2, 2, 1])[0])
        if rng.random() < 0.02:
            person.notes.append("N1")

    def origin_place() -> str:
        return rng.choice(tree.origin)

    def settled_place() -> str:
        return rng.choice(tree.settled)

    def patronymic(father: Person, sex: str) -> str:
        stem = father.given
        stem = {"Jón": "Jóns", "Sigurður": "Sigurðs", "Guðmundur": "Guðmunds", "Einar": "Einars", "Ólafur": "Ólafs",
                "Magnús": "Magnús", "Kristján": "Kristjáns", "Stefán": "Stefáns", "Björn": "Björns", "Árni": "Árna",
                "Halldór": "Halldórs", "Gísli": "Gísla", "Þorsteinn": "Þorsteins", "Páll": "Páls",
                "Bjarni": "Bjarna"}.get(stem, stem + "s")  # fmt: skip
        return stem + ("son" if sex == "M" else "dóttir")

    def marry(person: Person, year: int, place: str, canadian: bool) -> Family:
        sex = "F" if person.sex == "M" else "M"
        born = person.born + rng.randint(-4, 3) if sex == "F" else person.born + rng.randint(-1, 6)
        if tree.patronymic and not canadian:
            surname = rng.choice(tree.male).replace("ur", "") + ("sdóttir" if sex == "F" else "sson")
        else:
            surname = rng.choice(tree.spouses)
        spouse_place = place if rng.random() < 0.7 else (settled_place() if canadian else origin_place())
        spouse = new_person(sex, born, spouse_place, surname, canadian)
        live(spouse, place, min_year=year + 22)
        husband, wife = (person, spouse) if person.sex == "M" else (spouse, person)
        family = Family(f"F{len(families) + 1}", husband, wife, None, place, year)
        roll = rng.random()
        if roll < 0.65:
            family.married = Date(year, rng.randint(1, 12), rng.randint(1, 28))
        elif roll < 0.85:
            family.married = Date(year)
        if rng.random() < 0.1:
            family.place = ""
        if "Canada" in place and year >= 1882 and rng.random() < 0.5:
            family.sources.append(("Manitoba Vital Statistics Agency", f"Registration {year}-{rng.randint(1, 9999)}"))
        families.append(family)
        husband.fams.append(family.xref)
        wife.fams.append(family.xref)
        if tree.married_names and year >= 1890 and "Canada" in place and husband.surname:
            wife.married_names.append(husband.family_surname or husband.surname)
        return family

    # founder couples
    queue: list[Family] = []
    for k in range(tree.founders):
        born = rng.randint(1815, 1845) if tree.emigration[0] else rng.randint(1785, 1805)
        surname = tree.surnames[k % len(tree.surnames)]
        place = origin_place()
        if tree.patronymic:
            founder = new_person("M", born, place, patronymic(Person("", "M", rng.choice(tree.male), "", 0, None, ""),
                                                                "M"), False)  # fmt: skip
            founder.family_surname = founder.surname.translate(ANGLICISED).replace("sson", "son")
        else:
            founder = new_person("M", born, place, surname, False)
        year = born + rng.randint(21, 30)
        family = marry(founder, year, place, False)
        if tree.emigration[0]:
            family.emigrates = rng.randint(*tree.emigration)
            if family.emigrates < year + 2:
                family.emigrates = year + 2
        else:
            family.emigrates = rng.randint(1818, 1860)  # the move west to the Red River
        if k == 0 and tree.name == "dauphin":
            family.emigrates = 1899
        for member in (family.husband, family.wife):
            assert member is not None
            live(
                member,
                settled_place() if family.emigrates else place,
                family.emigrates,
                max(family.emigrates, year + 22) + 1,
            )
        queue.append(family)

    def follow(family: Family, child: Person, year: int, place: str, canadian: bool) -> Family:
        """The family ``child`` starts, followed by the tree."""
        new_family = marry(child, year, place, canadian)
        if family.emigrates and year < family.emigrates:
            new_family.emigrates = family.emigrates
        return new_family

    big_family_planted = False
    while queue:
        family = queue.pop(0)
        husband, wife = family.husband, family.wife
        assert husband is not None
        assert wife is not None
        if family.year < 1900:
            count = rng.randint(3, 10)
        elif family.year < 1945:
            count = rng.randint(2, 7)
        else:
            count = rng.randint(1, 4)
        if (
            tree.name == "dauphin"
            and not big_family_planted
            and family.year >= 1905
            and husband.surname == tree.surnames[0]
        ):
            count, big_family_planted = BIG_FAMILY, True
        year = family.year + 1
        followed = 0.0
        candidate: tuple[Person, int, str, bool] | None = None
        for n in range(count):
            if year > min(wife.born + (48 if count == BIG_FAMILY else 45), 2015) or len(people) >= tree.size:
                break
            in_canada = (family.emigrates and year >= family.emigrates) or (not tree.emigration[0] and year > 1865)
            place = settled_place() if in_canada else origin_place()
            if "Manitoba" in place and year < 1870 and tree.emigration[0]:
                place = origin_place()
            canadian = "Canada" in place and year >= 1880
            sex = rng.choice("MF")
            if tree.patronymic and not canadian:
                surname = patronymic(husband, sex)
            else:
                surname = husband.family_surname or husband.surname
            child = new_person(sex, year, place, surname, canadian, exact=0.55 if year < 1880 else 0.85)
            child.family_surname = (
                surname
                if not tree.patronymic or canadian
                else surname.translate(ANGLICISED).replace("sdottir", "son").replace("sson", "son")
            )
            if tree.patronymic and not canadian and sex == "M":
                child.family_surname = surname.translate(ANGLICISED).replace("sson", "son")
            child.famc = family.xref
            family.children.append(child)
            parish = tree.sources[0] if not canadian else tree.sources[4] if year >= 1882 else tree.sources[0]
            if "Bukovina" in place:
                parish = next(s for s in tree.sources if "Bukovina" in s)
            if rng.random() < 0.7:
                child.sources.append((parish, f"{year}, no. {rng.randint(1, 200)}"))
            if year < 1930 and rng.random() < 0.6 and child.birth and child.birth.day:
                delta = rng.randint(1, 20)
                day = child.birth.day + delta
                month, add = child.birth.month, 0
                if day > 28:
                    day, month = day - 28, month + 1
                if month > 12:
                    month, add = 1, 1
                child.baptism = Date(year + add, month, day, calendar=child.birth.calendar)
                if rng.random() < 0.2 and len(people) > 3:
                    child.godparent = rng.choice(people[: len(people) - 1]).xref
            if family.emigrates and year < family.emigrates and tree.emigration[0]:
                child.emigration = (
                    Date(family.emigrates, rng.randint(5, 9), rng.randint(1, 28))
                    if rng.random() < 0.6
                    else Date(family.emigrates)
                )
                child.emigration_place = origin_place().split(", ")[-1] if tree.name == "gimli" else "Hamburg, Germany"
                if tree.name == "gimli" and rng.random() < 0.6:
                    child.sources.append((tree.sources[5], f"{family.emigrates}"))
                if tree.name == "dauphin" and rng.random() < 0.6:
                    child.sources.append((tree.sources[1], f"SS Bulgaria, {family.emigrates}"))
            place_now = place if "Canada" in place else settled_place() if family.emigrates else place
            if year > 1930 and rng.random() < 0.3:
                place_now = rng.choice(tree.away)
            live(child, place_now, family.emigrates if year < family.emigrates else 0)
            marry_year = year + rng.randint(20, 30)
            child_canadian = "Canada" in place_now and marry_year >= 1880
            if not child.dead or (child.death and child.death.year > marry_year):
                marry_place = place_now if "Canada" in place_now or not family.emigrates else settled_place()
                if family.emigrates and marry_year >= family.emigrates:
                    marry_place = place_now if "Canada" in place_now or "USA" in place_now else settled_place()
                lines = tree.lines if sex == "M" else tree.lines / 2.5  # the tree follows its surnames' lines
                if marry_year <= 2012 and len(people) < tree.size - 2:
                    if candidate is None or (sex == "M" and candidate[0].sex == "F"):
                        candidate = (child, marry_year, marry_place, child_canadian)
                    if rng.random() < lines:
                        followed += int(sex == "M") or 0.5
                        queue.append(follow(family, child, marry_year, marry_place, child_canadian))
                        if candidate[0] is child:
                            candidate = None
            year += rng.choice([1, 2, 2, 2, 3]) if count < BIG_FAMILY else 1
            _ = n
        if followed < 1 and candidate and (candidate[0].sex == "M" or not followed) and len(people) < tree.size:
            # the line goes on
            queue.append(follow(family, *candidate))
    # emigrants among the founders
    for family in families:
        if family.emigrates and tree.emigration[0] and family.year < family.emigrates:
            for member in (family.husband, family.wife):
                if member and not member.famc and member.emigration is None:
                    member.emigration = Date(family.emigrates)
                    member.emigration_place = (
                        origin_place().split(", ")[-1] if tree.name == "gimli" else "Hamburg, Germany"
                    )
    return people, families
