"""The team's own sources: schema discovery on their live engines."""
