#!/usr/bin/env python
import os
import sys


def main() -> None:
    # Fail closed: a server started without DJANGO_SETTINGS_MODULE runs production settings, which refuse unsafe values.
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.production")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
