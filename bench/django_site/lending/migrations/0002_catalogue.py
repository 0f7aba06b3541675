"""The library's opening catalogue: its members, tools, workshops, open loans and first bookings."""

import datetime

from django.db import migrations
from django.utils import timezone

MEMBERS = [
    "Camille Le Goff",
    "Yann Guillou",
    "Maëlle Tanguy",
    "Erwan Le Bihan",
    "Nolwenn Riou",
    "Lucas Moreau",
    "Léa Bernard",
    "Hugo Petit",
    "Chloé Robert",
    "Thomas Richard",
    "Manon Durand",
    "Antoine Dubois",
    "Inès Lefebvre",
    "Mathis Garnier",
    "Sarah Faure",
    "Louis Girard",
    "Jade Bonnet",
    "Gabriel Lambert",
    "Zoé Fontaine",
    "Nathan Rousseau",
    "Alice Vincent",
    "Raphaël Muller",
    "Emma Lefèvre",
    "Jules Mercier",
    "Louise Blanc",
    "Arthur Guerin",
    "Lina Boyer",
    "Paul Chevalier",
    "Rose Perrin",
    "Adam Morel",
    "Anna Fournier",
    "Ethan Roussel",
    "Juliette Gauthier",
    "Tom Masson",
    "Clara Henry",
    "Noah Picard",
    "Margot Lemoine",
    "Sacha Roux",
    "Agathe Brun",
    "Malo Le Floch",
]
# name, category, deposit (EUR), retired
TOOLS = [
    ("Perceuse à percussion Bosch", "perceuses", 30), ("Perceuse-visseuse Makita", "perceuses", 30),
    ("Perforateur SDS Hilti", "perceuses", 60), ("Visseuse à chocs", "perceuses", 30),
    ("Perceuse à colonne", "perceuses", 80), ("Scie sauteuse", "scies", 30), ("Tronçonneuse thermique", "jardin", 90),
    ("Scie circulaire", "scies", 50), ("Scie à onglet", "scies", 70), ("Scie plongeante Festool", "scies", 90),
    ("Scie à chantourner", "scies", 40), ("Ponceuse orbitale", "ponceuses", 30), ("Ponceuse à bande", "ponceuses", 40),
    ("Ponceuse girafe", "ponceuses", 60), ("Ponceuse delta", "ponceuses", 20), ("Taille-haie", "jardin", 40),
    ("Débroussailleuse", "jardin", 50), ("Motobineuse", "jardin", 90), ("Scarificateur", "jardin", 40),
    ("Broyeur de végétaux", "jardin", 90), ("Poste à souder à l'arc", "soudure", 90),
    ("Niveau laser", "mesure", 40), ("Détecteur de métaux et câbles", "mesure", 30),
    ("Télémètre laser", "mesure", 30), ("Humidimètre", "mesure", 20), ("Décolleuse à papier peint", "peinture", 40),
    ("Pistolet à peinture", "peinture", 40), ("Nettoyeur haute pression", "nettoyage", 50),
    ("Shampouineuse", "nettoyage", 40), ("Aspirateur de chantier", "nettoyage", 40),
]  # fmt: skip
RETIRED = {"Tronçonneuse thermique", "Poste à souder à l'arc"}  # the chainsaw failed its check; the welder went
WORKSHOPS = [
    ("Initiation à la soudure", 3, 8), ("Réparer son vélo", 5, 12), ("Affûter ses outils", 9, 10),
    ("Meuble en palettes", 12, 8), ("Repair Café de l'Île", 16, 30), ("Électricité domestique: les bases", 20, 12),
]  # fmt: skip


def load(apps, schema_editor):
    Member = apps.get_model("lending", "Member")
    Tool = apps.get_model("lending", "Tool")
    Loan = apps.get_model("lending", "Loan")
    Workshop = apps.get_model("lending", "Workshop")
    Booking = apps.get_model("lending", "Booking")
    today = timezone.localdate()
    members = []
    for k, name in enumerate(MEMBERS):
        slug = name.lower().replace(" ", ".").replace("ë", "e").replace("é", "e").replace("è", "e")
        phone = "" if k in (7, 23) else f"06 {12 + k:02d} {30 + k:02d} {47 + k:02d} {k:02d}"
        members.append(Member.objects.create(name=name, email=f"{slug}@courriel.example.fr", phone=phone,
                                             joined=today - datetime.timedelta(days=30 * (k + 1))))  # fmt: skip
    tools = [Tool.objects.create(name=name, category=category, deposit_eur=deposit, retired=name in RETIRED)
             for name, category, deposit in TOOLS]  # fmt: skip
    for tool, member, days_ago in (
        (tools[2], members[7], 30),
        (tools[16], members[3], 25),
        (tools[27], members[11], 9),
    ):
        Loan.objects.create(tool=tool, member=member, borrowed_on=today - datetime.timedelta(days=days_ago),
                            due_on=today - datetime.timedelta(days=days_ago - 14))  # fmt: skip
        Tool.objects.filter(pk=tool.pk).update(available=False)
    now = timezone.now().replace(minute=0, second=0, microsecond=0)
    workshops = [Workshop.objects.create(title=title, starts_at=now + datetime.timedelta(days=days, hours=4),
                                         seats=seats) for title, days, seats in WORKSHOPS]  # fmt: skip
    Booking.objects.create(workshop=workshops[0], member=members[0])
    Booking.objects.create(workshop=workshops[1], member=members[1])


class Migration(migrations.Migration):
    dependencies = [("lending", "0001_initial")]
    operations = [migrations.RunPython(load, migrations.RunPython.noop)]
