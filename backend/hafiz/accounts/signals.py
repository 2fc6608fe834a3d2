"""Keeps the sign-ins held in the cache (hafiz.accounts.authentication) true to the database. Signals, not calls in
each service: a token is deleted by logout, sign-out everywhere, the per-learner limit, deactivation and, by cascade,
a deleted learner, and a learner is saved by every profile setting and the admin; each of them, and any added later,
must end its held sign-ins at once. (HackSoft's styleguide keeps signals for exactly this: cache invalidation.)"""

from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver
from knox.models import AuthToken

from hafiz.accounts.authentication import sign_ins_unsettle
from hafiz.accounts.models import User


@receiver(post_delete, sender=AuthToken, dispatch_uid="auth-token-deleted")
def _token_deleted(*, instance: AuthToken, **kwargs) -> None:
    sign_ins_unsettle(digests=[instance.digest])


@receiver(post_save, sender=User, dispatch_uid="auth-user-saved")
def _user_saved(*, instance: User, created: bool, raw: bool = False, update_fields=None, **kwargs) -> None:
    # A sign-in saves last_login, which no call reads from the signed-in learner: their other sign-ins stay held.
    # Every process marks, whatever its own AUTH_CACHE_SECONDS: the app servers may hold what it changes.
    if created or raw or (update_fields is not None and set(update_fields) == {"last_login"}):
        return
    sign_ins_unsettle(digests=list(AuthToken.objects.filter(user_id=instance.pk).values_list("digest", flat=True)))
