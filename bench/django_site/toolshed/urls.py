"""The site's URLs: the lending app and django-prometheus's ``/metrics``."""

from django.urls import include, path

urlpatterns = [
    path("", include("lending.urls")),
    path("", include("django_prometheus.urls")),
]
