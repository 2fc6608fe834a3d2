import ipaddress

from rest_framework.throttling import BaseThrottle


def client_address(request) -> str:
    """The caller's address, read the one way every limit reads it (the request limits, the admin lockout).

    DRF's: the last NUM_PROXIES entries of X-Forwarded-For are the proxies' own view of the client, so with
    NUM_PROXIES=0 only the socket address counts and a forged header changes nothing. Should NUM_PROXIES count more
    proxies than there are, the entry it picks was written by the client and may be anything: the socket address
    is taken instead of something that is no address at all (the admin lockout stores it as one).
    """
    address = BaseThrottle().get_ident(request)
    try:
        ipaddress.ip_address(address)
    except ValueError:
        return request.META.get("REMOTE_ADDR", "")
    return address
