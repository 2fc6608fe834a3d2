from django.http import HttpResponse, JsonResponse

from hafiz.common.db_faults import (
    DATABASE_UNAVAILABLE_ERRORS,
    SERVICE_UNAVAILABLE_MESSAGE,
    database_unavailable_log,
    logged_already,
    service_unavailable_body,
    service_unavailable_headers,
)


class DatabaseUnavailableMiddleware:
    """503 instead of a 500 page when a view outside DRF (the admin, a plain Django view) meets a database that
    cannot be reached. DRF views get the same answer from the API's exception handler (hafiz.common.errors)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if not isinstance(exception, DATABASE_UNAVAILABLE_ERRORS):
            return None
        database_unavailable_log(exception)
        headers = service_unavailable_headers()
        if request.path.startswith("/api/"):
            return logged_already(JsonResponse(service_unavailable_body(), status=503, headers=headers))
        return logged_already(
            HttpResponse(SERVICE_UNAVAILABLE_MESSAGE, status=503, content_type="text/plain", headers=headers)
        )
