import django.db.models.deletion
import django_prometheus.models
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True

    dependencies = []

    operations = [
        migrations.CreateModel(
            name="Member",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("name", models.CharField(max_length=120)),
                ("email", models.EmailField(max_length=254, unique=True)),
                ("phone", models.CharField(blank=True, max_length=30)),
                ("joined", models.DateField()),
            ],
            bases=(django_prometheus.models.ExportModelOperationsMixin("member"), models.Model),
        ),
        migrations.CreateModel(
            name="Tool",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("name", models.CharField(max_length=120)),
                ("category", models.CharField(max_length=40)),
                ("deposit_eur", models.DecimalField(decimal_places=2, default=0, max_digits=7)),
                ("available", models.BooleanField(default=True)),
                ("retired", models.BooleanField(default=False)),
            ],
            bases=(django_prometheus.models.ExportModelOperationsMixin("tool"), models.Model),
        ),
        migrations.CreateModel(
            name="Workshop",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("title", models.CharField(max_length=160)),
                ("starts_at", models.DateTimeField()),
                ("seats", models.PositiveSmallIntegerField()),
            ],
            bases=(django_prometheus.models.ExportModelOperationsMixin("workshop"), models.Model),
        ),
        migrations.CreateModel(
            name="Loan",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("borrowed_on", models.DateField()),
                ("due_on", models.DateField()),
                ("returned_on", models.DateField(blank=True, null=True)),
                (
                    "member",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.PROTECT, related_name="loans", to="lending.member"
                    ),
                ),
                (
                    "tool",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.PROTECT, related_name="loans", to="lending.tool"
                    ),
                ),
            ],
            bases=(django_prometheus.models.ExportModelOperationsMixin("loan"), models.Model),
        ),
        migrations.CreateModel(
            name="Booking",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("created", models.DateTimeField(auto_now_add=True)),
                (
                    "member",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE, related_name="bookings", to="lending.member"
                    ),
                ),
                (
                    "workshop",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE, related_name="bookings", to="lending.workshop"
                    ),
                ),
            ],
            bases=(django_prometheus.models.ExportModelOperationsMixin("booking"), models.Model),
        ),
        migrations.AddConstraint(
            model_name="booking",
            constraint=models.UniqueConstraint(fields=("workshop", "member"), name="one_seat_per_member"),
        ),
    ]
