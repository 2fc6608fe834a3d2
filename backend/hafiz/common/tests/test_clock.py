from datetime import timedelta

from django.utils import timezone

from hafiz.common import clock


def test_the_clock_is_real_without_a_shift_file(settings):
    settings.CLOCK_SHIFT_FILE = None
    before = timezone.now()
    assert before <= clock.now() <= timezone.now()


def test_a_shift_file_moves_the_clock_ahead_by_its_seconds(settings, tmp_path, monkeypatch):
    moment = timezone.now()
    monkeypatch.setattr(timezone, "now", lambda: moment)
    shift = tmp_path / "clock-shift"
    settings.CLOCK_SHIFT_FILE = str(shift)
    assert clock.now() == moment  # no file yet
    shift.write_text("86400")
    assert clock.now() == moment + timedelta(days=1)
    shift.write_text("not a number")
    assert clock.now() == moment
