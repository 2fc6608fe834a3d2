"""Reading client input exactly as the OpenAPI schema describes it, where DRF on its own is more lenient."""

from rest_framework import serializers


def query_data(request) -> dict[str, str]:
    """The query string as a serializer's input. Given the QueryDict itself, DRF reads `?to_day=` as if the
    parameter had not been sent (an HTML form's empty field) and answers with the default; as plain data the
    empty value is judged like any other and refused where the schema does not allow it. A repeated parameter
    counts once, by its last value."""
    return request.query_params.dict()


class UuidTextField(serializers.UUIDField):
    """A UUID in its usual text form ("0b7f…-…") only, as the schema's `format: uuid` says. DRF's own field also
    takes a number (JSON false → UUID 0) or undashed hex, so two clients' "false" would count as the same id."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid", value=data)
        value = super().to_internal_value(data)
        if str(value) != data.lower():
            self.fail("invalid", value=data)
        return value


class TextOnlyField(serializers.CharField):
    """A string only, as the schema's `type: string` says. DRF's own field also takes a number or a boolean and
    turns it into text (JSON 0 → "0")."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class JsonBooleanField(serializers.BooleanField):
    """JSON true or false only, as the schema's `type: boolean` says. DRF's own field also takes 0, 1, "yes", "off"
    and the like, so a client's mistake would be read as an answer."""

    def to_internal_value(self, data):
        if not isinstance(data, bool):
            self.fail("invalid")
        return data
