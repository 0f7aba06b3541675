"""Tools, members, loans, workshops and bookings."""
