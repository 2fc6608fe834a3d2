import uuid

import pytest
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.test import APIRequestFactory

from hafiz.common.inputs import UuidTextField, query_data

WIN_ID = "0b7f5a3e-9c1d-4e2f-8a6b-1c2d3e4f5a6b"


@pytest.mark.parametrize("text", [WIN_ID, WIN_ID.upper()])
def test_a_uuid_in_its_text_form_is_taken(text):
    assert UuidTextField().run_validation(text) == uuid.UUID(WIN_ID)


@pytest.mark.parametrize(
    "value", [False, True, 0, 7, WIN_ID.replace("-", ""), f"{{{WIN_ID}}}", f"urn:uuid:{WIN_ID}", "", None, [WIN_ID]]
)
def test_anything_else_is_refused_even_where_drf_would_make_a_uuid_of_it(value):
    field = UuidTextField()

    with pytest.raises(serializers.ValidationError):
        field.run_validation(value)


class _Days(serializers.Serializer):
    to_day = serializers.DateField(required=False)


def _query(params: dict) -> Request:
    return Request(APIRequestFactory().get("/stats/", params))


def test_an_empty_query_value_is_judged_not_taken_for_a_missing_one():
    absent, empty = _Days(data=query_data(_query({}))), _Days(data=query_data(_query({"to_day": ""})))

    assert absent.is_valid() and absent.validated_data == {}
    assert not empty.is_valid() and list(empty.errors) == ["to_day"]


def test_a_repeated_query_parameter_counts_by_its_last_value():
    assert query_data(_query({"to_day": ["2026-01-01", "2026-02-02"]})) == {"to_day": "2026-02-02"}
