"""The tool library's pages, the kiosk's forms and the members' app's API."""

import datetime
import json
import socket

from django.conf import settings
from django.core.cache import cache
from django.db import IntegrityError
from django.http import Http404, HttpResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods, require_POST

from lending.models import Booking, Loan, Member, Tool, Workshop

LOAN_DAYS = 14


def home(request):
    workshops = Workshop.objects.filter(starts_at__gte=timezone.now()).order_by("starts_at")[:5]
    return TemplateResponse(request, "lending/home.html", {"workshops": workshops})


def _catalogue(category):
    """A category's tools, from the cache when there (an empty list is cached too)."""
    key = f"catalogue:{category}"
    tools = cache.get(key)
    if tools is None:
        tools = list(Tool.objects.filter(category=category, retired=False).values_list("name", flat=True))
        cache.set(key, tools)
    return tools


def tool_list(request):
    category = request.GET.get("category", "")
    return TemplateResponse(request, "lending/tools.html", {"category": category, "tools": _catalogue(category)})


def tool_search(request):
    words = request.GET.get("q", "").strip().lower()
    key = "search:" + "-".join(words.split())
    found = cache.get(key)
    if found is None:
        found = list(Tool.objects.filter(name__icontains=words, retired=False).values_list("name", flat=True))
        cache.set(key, found, 3600)
    return JsonResponse({"q": words, "tools": found})


def tool_detail(request, pk):
    tool = get_object_or_404(Tool, pk=pk, retired=False)
    return JsonResponse({"id": tool.pk, "name": tool.name, "available": tool.available})


@require_POST
def loan_create(request):
    tool = get_object_or_404(Tool, pk=request.POST.get("tool"))
    member = get_object_or_404(Member, pk=request.POST.get("member"))
    today = timezone.localdate()
    loan = Loan.objects.create(
        tool=tool, member=member, borrowed_on=today, due_on=today + datetime.timedelta(LOAN_DAYS)
    )
    Tool.objects.filter(pk=tool.pk).update(available=False)
    return redirect(f"/loans/{loan.pk}/return/")


@require_POST
def loan_return(request, pk):
    loan = get_object_or_404(Loan, pk=pk, returned_on__isnull=True)
    loan.returned_on = timezone.localdate()
    loan.save()
    Tool.objects.filter(pk=loan.tool_id).update(available=True)
    return redirect("/tools/")


def workshop_availability(request):
    """The free seats of the coming workshops, after asking the room-booking calendar (which no longer answers)."""
    host, port = settings.ROOM_CALENDAR.rsplit(":", 1)
    rooms = "unknown"
    try:
        with socket.create_connection((host, int(port)), timeout=settings.ROOM_CALENDAR_TIMEOUT) as calendar:
            calendar.sendall(b"REPORT /rooms/ HTTP/1.0\r\n\r\n")
            rooms = calendar.recv(1024).decode(errors="replace") or "unknown"
    except OSError:
        pass  # the planner falls back on the seats alone
    seats = [
        {"workshop": w.title, "free": w.seats - w.bookings.count()}
        for w in Workshop.objects.filter(starts_at__gte=timezone.now())
    ]
    return JsonResponse({"rooms": rooms, "seats": seats})


@require_POST
def workshop_book(request, pk):
    workshop = get_object_or_404(Workshop, pk=pk)
    member = get_object_or_404(Member, pk=request.POST.get("member"))
    try:
        booking = Booking.objects.create(workshop=workshop, member=member)
    except IntegrityError:
        return HttpResponse("Already booked", status=409)
    return redirect(f"/api/bookings/{booking.pk}/")


@csrf_exempt
@require_http_methods(["GET", "DELETE"])
def booking_api(request, pk):
    booking = get_object_or_404(Booking, pk=pk)
    if request.method == "DELETE":
        booking.delete()
        return HttpResponse(status=204)
    return JsonResponse({"id": booking.pk, "workshop": booking.workshop_id, "member": booking.member_id})


@csrf_exempt
@require_http_methods(["GET", "PUT"])
def member_api(request, pk):
    member = get_object_or_404(Member, pk=pk)
    if request.method == "PUT":
        try:
            member.phone = json.loads(request.body)["phone"]
        except (ValueError, KeyError):
            return HttpResponseBadRequest("phone expected")
        member.save(update_fields=["phone"])
    return JsonResponse({"id": member.pk, "name": member.name, "phone": member.phone})


def overdue_report(request):
    """Overdue loans with the member's phone number, for the Saturday phone round."""
    today = timezone.localdate()
    loans = Loan.objects.filter(returned_on__isnull=True, due_on__lt=today).select_related("tool", "member")
    if not loans:
        raise Http404("nothing overdue")
    phones = {member.pk: member.phone for member in Member.objects.exclude(phone="")}
    lines = ["tool,member,phone,due"]
    lines += [f"{loan.tool.name},{loan.member.name},{phones[loan.member_id]},{loan.due_on}" for loan in loans]
    return HttpResponse("\n".join(lines) + "\n", content_type="text/csv")
