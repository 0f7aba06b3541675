from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("lending", "0002_catalogue"),
    ]

    operations = [
        migrations.AddIndex(
            model_name="loan",
            index=models.Index(fields=["returned_on", "due_on"], name="loan_open_due_idx"),
        ),
    ]
