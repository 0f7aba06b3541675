"""The lending app; SQLite in write-ahead-log mode, so gunicorn's workers read while another writes."""

from django.apps import AppConfig
from django.db.backends.signals import connection_created


def _write_ahead_log(sender, connection, **kwargs):
    if connection.vendor == "sqlite":
        with connection.cursor() as cursor:
            cursor.execute("PRAGMA journal_mode=WAL")


class LendingConfig(AppConfig):
    name = "lending"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        connection_created.connect(_write_ahead_log)
