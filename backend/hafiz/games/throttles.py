from django.conf import settings
from rest_framework.throttling import UserRateThrottle


class GradingRateThrottle(UserRateThrottle):
    """Gradings per learner, at settings.GRADING_RATE: a script cannot grade faster than a fast person plays."""

    scope = "grading"

    def get_rate(self) -> str:
        return settings.GRADING_RATE
