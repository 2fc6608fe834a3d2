import logging
from unittest.mock import patch

import pytest
from django.db import InterfaceError, OperationalError
from django.db.backends.utils import CursorWrapper
from django.test import RequestFactory

from hafiz.common.db_faults import ThrottledWarning
from hafiz.common.middleware import DatabaseUnavailableMiddleware

UNAVAILABLE = {"message": "The service is temporarily unavailable. Please try again.", "fields": {}}


@pytest.fixture
def database_down(db):
    """Every query fails as it does while PostgreSQL is restarting (until the test's own transaction ends)."""
    refused = OperationalError("connection to server at 127.0.0.1, port 5432 failed: Connection refused")
    with patch.object(CursorWrapper, "execute", side_effect=refused):
        yield


def test_an_api_call_answers_503_in_the_error_shape_while_the_database_is_down(api, database_down):
    response = api.get("/api/v1/levels/")

    assert response.status_code == 503
    assert response.json() == UNAVAILABLE
    assert int(response["Retry-After"]) > 0


def test_a_public_call_answers_503_too(anonymous_api, database_down):
    response = anonymous_api.get("/api/v1/verses/2/35/similar/")

    assert response.status_code == 503
    assert response.json() == UNAVAILABLE


@pytest.mark.parametrize("stamp_checked_every", [10**9, 0], ids=["between-checks", "at-a-check"])
def test_the_quran_is_still_served_from_the_copy_each_process_holds(
    anonymous_api, database_down, settings, stamp_checked_every
):
    settings.CONTENT_STAMP_CHECK_SECONDS = stamp_checked_every

    assert anonymous_api.get("/api/v1/chapters/").status_code == 200
    assert anonymous_api.get("/api/v1/verses/2/255/").json()["global_number"] == 262


def test_health_answers_503_while_the_database_is_down(anonymous_api, database_down):
    assert anonymous_api.get("/api/v1/health/").status_code == 503


def test_health_reports_the_database_and_the_cache(anonymous_api, db):
    response = anonymous_api.get("/api/v1/health/")

    assert response.status_code == 200
    assert response.json() == {"database": "ok", "cache": "ok"}


@pytest.mark.parametrize("error", [OperationalError("gone"), InterfaceError("connection already closed")])
def test_views_outside_the_api_answer_503_instead_of_a_500_page(error):
    middleware = DatabaseUnavailableMiddleware(lambda request: None)

    api = middleware.process_exception(RequestFactory().get("/api/v1/anything/"), error)
    page = middleware.process_exception(RequestFactory().get("/admin/"), error)

    assert api.status_code == 503 and api["Content-Type"] == "application/json"
    assert page.status_code == 503 and page["Retry-After"]


def test_other_errors_are_left_to_django():
    middleware = DatabaseUnavailableMiddleware(lambda request: None)

    assert middleware.process_exception(RequestFactory().get("/admin/"), ValueError("a bug")) is None


def test_an_outage_logs_one_warning_per_interval_not_one_per_call(caplog):
    warning = ThrottledWarning(logger=logging.getLogger("hafiz.test"), interval=60)

    with caplog.at_level(logging.WARNING, logger="hafiz.test"):
        for _ in range(50):
            warning.warn("Database unavailable")

    assert [record.getMessage() for record in caplog.records] == ["Database unavailable"]
