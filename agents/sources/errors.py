class DiscoveryError(Exception):
    """Discovery could not read the source; the message names the cause, secrets redacted."""
