import pytest
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.test import APIRequestFactory

from hafiz.common.pagination import StrictLimitOffsetPagination


class TwentyAtMostFiveHundred(StrictLimitOffsetPagination):
    default_limit = 20
    max_limit = 500


def _page(query: dict) -> tuple[list[int], StrictLimitOffsetPagination]:
    paginator = TwentyAtMostFiveHundred()
    request = Request(APIRequestFactory().get("/rows/", query))
    page = paginator.paginate_queryset(list(range(1000)), request)
    assert page is not None
    return page, paginator


def test_limit_and_offset_pick_the_page():
    page, _ = _page({"limit": "3", "offset": "10"})

    assert page == [10, 11, 12]


def test_without_them_the_first_page_has_the_default_size():
    page, _ = _page({})

    assert page == list(range(20))


def test_a_limit_over_the_maximum_is_cut_to_it():
    page, _ = _page({"limit": "100000"})

    assert len(page) == 500


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ({"limit": "abc"}, "limit"),
        ({"limit": ""}, "limit"),
        ({"limit": "0"}, "limit"),
        ({"limit": "-5"}, "limit"),
        ({"limit": "2.5"}, "limit"),
        ({"offset": "null"}, "offset"),
        ({"offset": "-1"}, "offset"),
        ({"offset": "²"}, "offset"),
    ],
)
def test_a_malformed_limit_or_offset_is_a_field_error_not_the_default(query, field):
    with pytest.raises(serializers.ValidationError) as refused:
        _page(query)

    assert list(refused.value.detail) == [field]
