import importlib

import pytest
from django.apps import apps

from hafiz.accounts.models import User

privacy_and_search = importlib.import_module("hafiz.accounts.migrations.0003_privacy_and_search")


@pytest.mark.django_db
def test_the_migration_marks_earlier_guests_and_fills_every_search_name(make_user):
    guest = make_user(username="guest-0123456789abcdef", first_name="Guest", last_name="4821")
    learner = make_user(first_name="Ёлка", last_name="Çelik")
    User.objects.update(is_guest=False, search_name="")

    privacy_and_search.guests_mark_and_search_names_fill(apps, schema_editor=None)

    assert dict(User.objects.values_list("pk", "is_guest")) == {guest.pk: True, learner.pk: False}
    assert dict(User.objects.values_list("pk", "search_name")) == {guest.pk: "guest 4821", learner.pk: "елка celik"}
