import pytest
from django.db import connection

from hafiz.people.models import Follow
from hafiz.people.selectors import follower_list, following_list, user_search


def _names(people) -> list[str]:
    return [f"{person.first_name} {person.last_name}" for person in people]


@pytest.mark.django_db
def test_search_finds_learners_by_every_word_in_either_name_but_never_oneself(make_user):
    me = make_user(first_name="Amina", last_name="Khan")
    make_user(first_name="Amina", last_name="Rahman")
    make_user(first_name="Bilal", last_name="Amin")
    make_user(first_name="Chen", last_name="Li")

    assert _names(user_search(user=me, search="amin")) == ["Amina Rahman", "Bilal Amin"]
    assert _names(user_search(user=me, search="AMINA rahm")) == ["Amina Rahman"]
    assert _names(user_search(user=me, search="li")) == ["Chen Li"]


@pytest.mark.django_db
def test_search_ignores_case_accents_and_harakat(make_user):
    me = make_user()
    make_user(first_name="José", last_name="Çelik")
    make_user(first_name="Фёдор", last_name="Ильин")
    make_user(first_name="مُحَمَّد", last_name="Ali")

    assert _names(user_search(user=me, search="JOSE cel")) == ["José Çelik"]
    assert _names(user_search(user=me, search="федор")) == ["Фёдор Ильин"]
    assert _names(user_search(user=me, search="محمد")) == ["مُحَمَّد Ali"]


@pytest.mark.django_db
def test_search_follows_a_change_of_name(make_user):
    me, other = make_user(), make_user(first_name="Old", last_name="Name")
    other.first_name = "Maryam"
    other.save(update_fields=["first_name"])

    assert _names(user_search(user=me, search="maryam")) == ["Maryam Name"]
    assert not user_search(user=me, search="old").exists()


@pytest.mark.django_db
def test_search_leaves_out_private_learners(make_user):
    me = make_user()
    make_user(first_name="Hidden", is_private=True)
    make_user(first_name="Hidalgo")

    assert _names(user_search(user=me, search="hid")) == ["Hidalgo Learner 3"]


@pytest.mark.django_db
def test_search_leaves_out_disabled_accounts(make_user):
    me = make_user()
    make_user(first_name="Gone", is_active=False)

    assert not user_search(user=me, search="gone").exists()


@pytest.mark.django_db
def test_people_carry_whether_i_follow_them(make_user):
    me, followed, other = make_user(), make_user(), make_user()
    Follow.objects.create(follower=me, followee=followed)
    Follow.objects.create(follower=other, followee=me)

    flags = {person.pk: person.is_following for person in user_search(user=me, search="test")}

    assert flags == {followed.pk: True, other.pk: False}


@pytest.mark.django_db
def test_following_and_followers_are_listed_latest_first(make_user):
    me, first, second, fan = make_user(), make_user(), make_user(), make_user()
    Follow.objects.create(follower=me, followee=first)
    Follow.objects.create(follower=me, followee=second)
    Follow.objects.create(follower=fan, followee=me)
    Follow.objects.create(follower=first, followee=me)

    assert [person.pk for person in following_list(user=me)] == [second.pk, first.pk]
    followers = list(follower_list(user=me))
    assert [(person.pk, person.is_following) for person in followers] == [(first.pk, True), (fan.pk, False)]


@pytest.mark.django_db
def test_on_postgresql_search_is_served_by_the_trigram_index(make_user):
    if connection.vendor != "postgresql":
        pytest.skip("SQLite, the embedded default, scans: the index is PostgreSQL's (accounts migration 0003)")
    me = make_user()

    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")  # a test table is small enough to be read whole
        plan = user_search(user=me, search="amina rahman").explain()

    assert "accounts_user_search_name_trgm" in plan
