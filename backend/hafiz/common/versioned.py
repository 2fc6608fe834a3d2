"""Answers that never change for one version of what they show (the Qur'an's content): public, with a strong ETag,
kept by browsers and nginx (deploy/nginx.conf) for a year when the address names the version the server holds
(`?v=`), for a few minutes otherwise (an address without it, or a page loaded before an import).

The version lives in the address rather than only in the ETag, so `immutable` holds: a cached copy is never asked
about again, and content that changed has new addresses. The ETag is a digest of the bytes sent, so it is right
whatever changed (content, code or settings), and a 304 answers a copy that still matches.
"""

import gzip
import hashlib
import json
import re

from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.utils.http import parse_etags
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse

VERSIONED_MAX_AGE = 365 * 24 * 60 * 60
UNVERSIONED_MAX_AGE = 5 * 60
# As Django's GZipMiddleware: smaller answers are sent as they are.
_GZIP_FROM_BYTES = 200
_ACCEPTS_GZIP = re.compile(r"\bgzip\b")

VERSION_PARAMETER = OpenApiParameter(
    "v",
    str,
    description="The content version (`content_version` in GET /config/). With the current one the answer may be "
    "kept for a year; without it, or with an older one, the current content is answered, kept for 5 minutes.",
)
NOT_MODIFIED = {304: OpenApiResponse(description="The copy named in If-None-Match is still current.")}


def versioned_json_response(request: HttpRequest, *, data, version: str) -> HttpResponse:
    """`data` as JSON, or a 304 when If-None-Match names it. Compressed here, deterministically, when the client
    takes gzip, so each form has a strong ETag of its own (Django's GZipMiddleware pads each stream at random and
    weakens ETags; nginx would weaken them too)."""
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    digest = hashlib.md5(body, usedforsecurity=False).hexdigest()
    accepts_gzip = _ACCEPTS_GZIP.search(request.headers.get("Accept-Encoding", "")) is not None
    compressed = accepts_gzip and len(body) >= _GZIP_FROM_BYTES
    etag = f'"{digest}-gzip"' if compressed else f'"{digest}"'
    max_age = VERSIONED_MAX_AGE if request.GET.get("v") == version else UNVERSIONED_MAX_AGE

    if _names(request.headers.get("If-None-Match", ""), etag=etag):
        response = HttpResponseNotModified()
    else:
        response = HttpResponse(gzip.compress(body, mtime=0) if compressed else body, content_type="application/json")
        if compressed:
            response["Content-Encoding"] = "gzip"
    response["ETag"] = etag
    response["Cache-Control"] = f"public, max-age={max_age}" + (", immutable" if max_age == VERSIONED_MAX_AGE else "")
    response["Vary"] = "Accept-Encoding"
    return response


def _names(if_none_match: str, *, etag: str) -> bool:
    """Whether If-None-Match names this ETag (RFC 9110's weak comparison: a W/ copy of it matches too)."""
    return any(candidate == "*" or candidate.removeprefix("W/") == etag for candidate in parse_etags(if_none_match))
