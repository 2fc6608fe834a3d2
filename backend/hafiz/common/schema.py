from drf_spectacular.openapi import AutoSchema


class HafizAutoSchema(AutoSchema):
    """Names nested serializers after their view (`ChapterListApi.OutputSerializer` → `ChapterListOutput`),
    so every view can call its own serializers Input/Output without the schema's components colliding."""

    def get_serializer_name(self, serializer, direction):
        qualname = type(serializer).__qualname__
        if "." in qualname:
            owner, name = qualname.rsplit(".", 1)
            return owner.removesuffix("Api").replace(".", "") + name.removesuffix("Serializer")
        return super().get_serializer_name(serializer, direction)
