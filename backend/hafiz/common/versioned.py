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
from dataclasses import dataclass
from functools import cached_property

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


@dataclass(frozen=True)
class EncodedAnswer:
    """An answer's JSON and its digest; the gzip form made on first ask. One can be kept and sent again (the chapter
    list: hafiz.quran.content.Content.answers)."""

    body: bytes

    @cached_property
    def digest(self) -> str:
        return hashlib.md5(self.body, usedforsecurity=False).hexdigest()

    @cached_property
    def gzipped(self) -> bytes | None:
        """Deterministic (no time stamp), so each form keeps one strong ETag; None for an answer too small to gain."""
        return gzip.compress(self.body, mtime=0) if len(self.body) >= _GZIP_FROM_BYTES else None


def encoded_answer(data) -> EncodedAnswer:
    return EncodedAnswer(body=json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode())


def versioned_json_response(
    request: HttpRequest, *, data=None, answer: EncodedAnswer | None = None, version: str
) -> HttpResponse:
    """`data` (or an `answer` encoded before) as JSON, or a 304 when If-None-Match names it. Compressed here,
    deterministically, when the client takes gzip, so each form has a strong ETag of its own (Django's
    GZipMiddleware pads each stream at random and weakens ETags; nginx would weaken them too)."""
    answer = answer or encoded_answer(data)
    accepts_gzip = _ACCEPTS_GZIP.search(request.headers.get("Accept-Encoding", "")) is not None
    compressed = answer.gzipped if accepts_gzip else None
    etag = f'"{answer.digest}-gzip"' if compressed else f'"{answer.digest}"'
    max_age = VERSIONED_MAX_AGE if request.GET.get("v") == version else UNVERSIONED_MAX_AGE

    if _names(request.headers.get("If-None-Match", ""), etag=etag):
        response: HttpResponse = HttpResponseNotModified()
    else:
        response = HttpResponse(compressed or answer.body, content_type="application/json")
        if compressed:
            response["Content-Encoding"] = "gzip"
    response["ETag"] = etag
    response["Cache-Control"] = f"public, max-age={max_age}" + (", immutable" if max_age == VERSIONED_MAX_AGE else "")
    response["Vary"] = "Accept-Encoding"
    return response


def _names(if_none_match: str, *, etag: str) -> bool:
    """Whether If-None-Match names this ETag (RFC 9110's weak comparison: a W/ copy of it matches too)."""
    return any(candidate == "*" or candidate.removeprefix("W/") == etag for candidate in parse_etags(if_none_match))
