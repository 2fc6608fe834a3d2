from django.conf import settings
from django.db import models


class Follow(models.Model):
    """`follower` follows `followee`: the leaderboard's "following" scope and the profile's lists."""

    follower = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="following")
    followee = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="followers")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        # Made by the progress app before people had an app of its own (migration people 0001); the name is kept,
        # so moving the model moved no row.
        db_table = "progress_follow"
        constraints = [
            models.UniqueConstraint(fields=["follower", "followee"], name="follow_once"),
            models.CheckConstraint(condition=~models.Q(follower=models.F("followee")), name="follow_not_self"),
        ]
        indexes = [
            models.Index(fields=["follower", "-created_at"], name="follow_following_newest"),
            models.Index(fields=["followee", "-created_at"], name="follow_followers_newest"),
        ]

    def __str__(self) -> str:
        return f"{self.follower_id} → {self.followee_id}"
