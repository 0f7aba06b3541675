#!/usr/bin/env python3
"""The tool library's management commands (``migrate``, ``check``...), as ``django-admin`` runs them."""

import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "toolshed.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
