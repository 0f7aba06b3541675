"""What every estate builder does the same way: its clock, its weighted draws, and its database's life."""

from __future__ import annotations

import datetime
import pathlib
import random
import sqlite3

STAMP = "%Y-%m-%d %H:%M:%S"  # how every estate writes a time: ISO text, UTC, to the second


def utc_seconds(now: datetime.datetime) -> datetime.datetime:
    """``now`` as naive UTC, to the second (the estates' clock)."""
    if now.tzinfo is not None:
        now = now.astimezone(datetime.UTC).replace(tzinfo=None)
    return now.replace(microsecond=0)


class Clock:
    """An estate's days counted from today's midnight (negative: past), and how it writes times and dates."""

    def __init__(self, now: datetime.datetime) -> None:
        self.now = utc_seconds(now)
        self.midnight = self.now.replace(hour=0, minute=0, second=0)

    def fmt(self, moment: datetime.datetime) -> str:
        return moment.strftime(STAMP)

    def fmt_micro(self, moment: datetime.datetime, rng: random.Random) -> str:
        """``moment`` with drawn microseconds, as Rails and Django write their times."""
        return self.fmt(moment) + f".{rng.randrange(1_000_000):06d}"

    def at(self, day: int, minutes: int) -> datetime.datetime:
        return self.midnight + datetime.timedelta(days=day, minutes=minutes)

    def jittered(self, rng: random.Random, day: int, minutes: int) -> datetime.datetime:
        """The time ``minutes`` into ``day`` and some drawn seconds (builds whole days apart agree to the minute)."""
        return self.at(day, minutes) + datetime.timedelta(seconds=rng.randrange(60))

    def clear_of_now(self, rng: random.Random, day: int, low: int, high: int) -> datetime.datetime:
        """A time on ``day`` between ``low`` and ``high`` minutes, on the 5-minute grid with drawn seconds: today's
        only well before now, and none within a quarter of an hour of now's time of day, where a window counted back
        from now has its edge (so the seconds between a build and a query move no row across it)."""
        now_minute = (self.now - self.midnight).seconds // 60
        minute = on_grid(rng, low, high)
        seconds = datetime.timedelta(seconds=rng.randrange(60))  # drawn whatever the time of day, like the minute
        if day == 0 and minute >= now_minute - 30:
            return self.at(0, max(0, now_minute - 60) * (minute % 7) // 7) + seconds
        if abs(minute - now_minute) < 15:
            minute = (minute + 30) % 1440
        return self.at(day, minute) + seconds

    def stamp(self, day: int, minutes: int) -> str:
        """The time ``minutes`` into ``day``, written as the estate writes times."""
        return self.fmt(self.at(day, minutes))

    def day_text(self, day: int) -> str:
        return (self.midnight + datetime.timedelta(days=day)).strftime("%Y-%m-%d")


def on_grid(rng: random.Random, low: int, high: int) -> int:
    """Minutes between low and high, on the 5-minute grid (builds a whole number of days apart then agree)."""
    return 5 * rng.randint(low // 5, high // 5)


def pick(rng: random.Random, weighted: list[tuple[str, float]]) -> str:
    """One name drawn by its weight."""
    return rng.choices([name for name, _ in weighted], weights=[weight for _, weight in weighted])[0]


def new_database(path: pathlib.Path, schema: str) -> sqlite3.Connection:
    """An empty database at ``path`` (replacing any), foreign keys enforced, with ``schema`` created."""
    path = pathlib.Path(path)
    path.unlink(missing_ok=True)
    db = sqlite3.connect(path)
    db.execute("PRAGMA foreign_keys=ON")
    db.executescript(schema)
    return db


def close_checked(db: sqlite3.Connection, estate: str) -> None:
    """Commit and close; RuntimeError if any row points at nothing."""
    db.commit()
    problems = db.execute("PRAGMA foreign_key_check").fetchall()
    db.close()
    if problems:
        raise RuntimeError(f"{estate} estate violates foreign keys: {problems[:5]}")
