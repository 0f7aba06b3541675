"""The library's records; each model counts its inserts, updates and deletes through django-prometheus."""

from django.db import models
from django_prometheus.models import ExportModelOperationsMixin


class Member(ExportModelOperationsMixin("member"), models.Model):
    name = models.CharField(max_length=120)
    email = models.EmailField(unique=True)
    phone = models.CharField(max_length=30, blank=True)
    joined = models.DateField()

    def __str__(self):
        return self.name


class Tool(ExportModelOperationsMixin("tool"), models.Model):
    name = models.CharField(max_length=120)
    category = models.CharField(max_length=40)
    deposit_eur = models.DecimalField(max_digits=7, decimal_places=2, default=0)
    available = models.BooleanField(default=True)
    retired = models.BooleanField(default=False)

    def __str__(self):
        return self.name


class Loan(ExportModelOperationsMixin("loan"), models.Model):
    tool = models.ForeignKey(Tool, on_delete=models.PROTECT, related_name="loans")
    member = models.ForeignKey(Member, on_delete=models.PROTECT, related_name="loans")
    borrowed_on = models.DateField()
    due_on = models.DateField()
    returned_on = models.DateField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["returned_on", "due_on"], name="loan_open_due_idx")]


class Workshop(ExportModelOperationsMixin("workshop"), models.Model):
    title = models.CharField(max_length=160)
    starts_at = models.DateTimeField()
    seats = models.PositiveSmallIntegerField()

    def __str__(self):
        return self.title


class Booking(ExportModelOperationsMixin("booking"), models.Model):
    workshop = models.ForeignKey(Workshop, on_delete=models.CASCADE, related_name="bookings")
    member = models.ForeignKey(Member, on_delete=models.CASCADE, related_name="bookings")
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["workshop", "member"], name="one_seat_per_member")]
