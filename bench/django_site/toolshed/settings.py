"""The tool library's settings: django-prometheus's middlewares, database and cache backends, files from the
environment (the operator's unit file sets them)."""

import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
STATE = Path(os.environ.get("TOOLSHED_STATE", BASE_DIR / "state"))

SECRET_KEY = os.environ.get("TOOLSHED_SECRET_KEY", "outiltheque-ile-de-nantes-not-a-secret")
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost", "outils.atelier-ile.example.fr"]

INSTALLED_APPS = ["django_prometheus", "lending"]
MIDDLEWARE = [
    "django_prometheus.middleware.PrometheusBeforeMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django_prometheus.middleware.PrometheusAfterMiddleware",
]
ROOT_URLCONF = "toolshed.urls"
WSGI_APPLICATION = "toolshed.wsgi.application"
TEMPLATES = [{"BACKEND": "django.template.backends.django.DjangoTemplates", "APP_DIRS": True, "OPTIONS": {}}]

# SQLite through django-prometheus's wrapper, which counts connections, statements and errors
DATABASES = {
    "default": {
        "ENGINE": "django_prometheus.db.backends.sqlite3",
        "NAME": STATE / "toolshed.sqlite3",
        "OPTIONS": {"timeout": 20},
    }
}
# a file cache shared by gunicorn's workers, through django-prometheus's wrapper, which counts gets, hits and misses
CACHES = {
    "default": {
        "BACKEND": "django_prometheus.cache.backends.filebased.FileBasedCache",
        "LOCATION": STATE / "cache",
        "TIMEOUT": None,
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
LANGUAGE_CODE = "fr-fr"
TIME_ZONE = "Europe/Paris"
USE_I18N = False
USE_TZ = True

# the room-booking calendar the workshop planner asks; it has stopped answering, and the planner waits this long
ROOM_CALENDAR = os.environ.get("TOOLSHED_CALENDAR", "127.0.0.1:5232")
ROOM_CALENDAR_TIMEOUT = 1.2
