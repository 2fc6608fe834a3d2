"""The embedded set-up of `make run`: SQLite under var/, DEBUG and the guest sign-in on unless told otherwise.

Named explicitly wherever it is meant (the Makefile, the tests, the benches): without DJANGO_SETTINGS_MODULE,
manage.py and config.wsgi start the production settings, which refuse to run on anything unsafe."""

from config.env import env_bool, env_rate
from config.safety import refuse_development_secret_key

from .base import *  # noqa: F403
from .base import SECRET_KEY, THROTTLE_RATES

DEBUG = env_bool("DEBUG", True)
DEMO_LOGIN = env_bool("DEMO_LOGIN", DEBUG)
refuse_development_secret_key(debug=DEBUG, secret_key=SECRET_KEY)
# Every limit stays on; demos and tests sign in many guests from one address.
THROTTLE_RATES = {**THROTTLE_RATES, "guest": env_rate("GUEST_RATE", "60/min")}
