from django.conf import settings
from rest_framework.throttling import SimpleRateThrottle

from hafiz.common.client_address import client_address


class LoginRateThrottle(SimpleRateThrottle):
    """Sign-in calls per client address (read as the admin lockout reads it), both kinds counted together, at
    settings.LOGIN_RATE."""

    scope = "login"

    def get_rate(self) -> str:
        return settings.LOGIN_RATE

    def get_cache_key(self, request, view) -> str:
        return self.cache_format % {"scope": self.scope, "ident": client_address(request)}
