import pytest

from hafiz.recordings.models import Recording


@pytest.fixture
def recordings_store():
    """The private store of recordings (a throwaway folder in tests, config.settings.test)."""
    return Recording.audio.field.storage
