"""L'Outilthèque: the tool library and workshop bookings of a Nantes makerspace (Atelier Partagé de l'Île)."""
