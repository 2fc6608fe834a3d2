from drf_spectacular.utils import OpenApiParameter
from rest_framework import serializers
from rest_framework.pagination import LimitOffsetPagination


class StrictLimitOffsetPagination(LimitOffsetPagination):
    """Limit and offset pages whose `limit` and `offset` must be whole numbers (limit ≥ 1, offset ≥ 0), else a 400
    naming the parameter. DRF's own class quietly falls back to its defaults, so `?limit=abc` would answer a
    page the client did not ask for. A limit over max_limit is still cut to max_limit, as documented."""

    def get_limit(self, request) -> int | None:
        limit = self._whole_number(request, self.limit_query_param, min_value=1)
        return self.default_limit if limit is None else min(limit, self.max_limit or limit)

    def get_offset(self, request) -> int:
        offset = self._whole_number(request, self.offset_query_param, min_value=0)
        return offset or 0

    def schema_parameters(self, *, rows: str) -> list[OpenApiParameter]:
        """The two query parameters as they are documented in the schema; `rows` names what is paged."""
        return [
            OpenApiParameter(
                self.limit_query_param,
                {"type": "integer", "minimum": 1},
                description=f"Page size, default {self.default_limit}, at most {self.max_limit}.",
            ),
            OpenApiParameter(
                self.offset_query_param, {"type": "integer", "minimum": 0}, description=f"{rows} to skip."
            ),
        ]

    @staticmethod
    def _whole_number(request, name: str, *, min_value: int) -> int | None:
        if name not in request.query_params:
            return None
        field = serializers.IntegerField(min_value=min_value)
        try:
            return field.run_validation(request.query_params[name])
        except serializers.ValidationError as error:
            raise serializers.ValidationError({name: error.detail}) from None
