import pytest
from django.core.management import call_command

from hafiz.xp.models import XpTotal


@pytest.mark.django_db
def test_xp_totals_rebuild_restores_lost_totals_from_the_ledger(user, win, capsys):
    win(user, (112, 1), "memory")
    kept = XpTotal.objects.get(user=user).all_time_xp
    XpTotal.objects.all().delete()

    call_command("xp_totals_rebuild")

    assert XpTotal.objects.get(user=user).all_time_xp == kept
    assert "1 learners" in capsys.readouterr().out
