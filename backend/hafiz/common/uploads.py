"""Uploads judged before they are read."""

# Room for the multipart envelope (boundaries, part headers, the form's other fields) around the file.
MULTIPART_OVERHEAD_BYTES = 64 * 1024


def upload_declared_too_large(request, *, max_bytes: int) -> bool:
    """Whether the request's declared length is over a file of `max_bytes` in its multipart envelope: refused by it,
    an oversized body is never read and spooled to disk."""
    declared_length = request.META.get("CONTENT_LENGTH") or "0"
    return declared_length.isdigit() and int(declared_length) > max_bytes + MULTIPART_OVERHEAD_BYTES
