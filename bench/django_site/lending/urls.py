"""The lending app's URLs, named in the ``lending`` namespace."""

from django.urls import path

from lending import views

app_name = "lending"
urlpatterns = [
    path("", views.home, name="home"),
    path("tools/", views.tool_list, name="tool-list"),
    path("tools/search/", views.tool_search, name="tool-search"),
    path("tools/<int:pk>/", views.tool_detail, name="tool-detail"),
    path("loans/new/", views.loan_create, name="loan-create"),
    path("loans/<int:pk>/return/", views.loan_return, name="loan-return"),
    path("workshops/availability/", views.workshop_availability, name="workshop-availability"),
    path("workshops/<int:pk>/book/", views.workshop_book, name="workshop-book"),
    path("api/bookings/<int:pk>/", views.booking_api, name="booking-api"),
    path("api/members/<int:pk>/", views.member_api, name="member-api"),
    path("reports/overdue.csv", views.overdue_report, name="overdue-report"),
]
