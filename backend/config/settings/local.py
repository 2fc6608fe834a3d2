"""The embedded default used by `make run` and manage.py: SQLite under var/, DEBUG on unless told otherwise."""

from config.env import env_bool

from .base import *  # noqa: F401,F403
from .base import SECRET_KEY, refuse_default_secret_key

DEBUG = env_bool("DEBUG", True)
DEMO_LOGIN = env_bool("DEMO_LOGIN", DEBUG)
refuse_default_secret_key(debug=DEBUG, secret_key=SECRET_KEY)
