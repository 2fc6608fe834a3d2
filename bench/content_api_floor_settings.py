"""Production settings (config.settings.production, with its safety checks) serving content_api_floor_urls: the
app's URLs plus the bare authenticated view bench/content_api.py measures. Importable with bench/ on PYTHONPATH."""

from config.settings.production import *  # noqa: F403

ROOT_URLCONF = "content_api_floor_urls"
