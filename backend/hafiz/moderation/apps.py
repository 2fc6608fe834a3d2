from django.apps import AppConfig


class ModerationConfig(AppConfig):
    """Keeping the community safe: taking a learner off the site and back, and clearing out unused guests. It sits
    above the other apps, reaching into each for what a learner owns."""

    name = "hafiz.moderation"
    label = "moderation"
