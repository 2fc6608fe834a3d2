"""A passkey authenticator in software, as a browser and a phone together would answer navigator.credentials: an
ES256 key per passkey, attestation "none", a sign counter, and the origin and relying party id it is told to claim
(a test spoils one to see it refused)."""

import hashlib
import json
import secrets
from dataclasses import dataclass

import cbor2
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from webauthn.helpers import base64url_to_bytes, bytes_to_base64url

ORIGIN = "http://localhost:8000"
RP_ID = "localhost"

_USER_PRESENT = 0x01
_USER_VERIFIED = 0x04
_ATTESTED_DATA = 0x40


@dataclass
class StoredPasskey:
    credential_id: bytes
    key: ec.EllipticCurvePrivateKey
    user_handle: bytes
    sign_count: int = 0


class SoftwareAuthenticator:
    def __init__(self):
        self.passkeys: list[StoredPasskey] = []

    def create(self, options: dict, *, origin: str = ORIGIN, rp_id: str | None = None) -> dict:
        """A new passkey for the options of a registration ceremony: the credential JSON a browser would send."""
        key = ec.generate_private_key(ec.SECP256R1())
        credential_id = secrets.token_bytes(16)
        passkey = StoredPasskey(credential_id, key, base64url_to_bytes(options["user"]["id"]))
        self.passkeys.append(passkey)
        numbers = key.public_key().public_numbers()
        public_key = cbor2.dumps(
            {1: 2, 3: -7, -1: 1, -2: numbers.x.to_bytes(32, "big"), -3: numbers.y.to_bytes(32, "big")}
        )
        authenticator_data = (
            hashlib.sha256((rp_id or options["rp"]["id"]).encode()).digest()
            + bytes([_USER_PRESENT | _USER_VERIFIED | _ATTESTED_DATA])
            + (0).to_bytes(4, "big")
            + bytes(16)  # no AAGUID
            + len(credential_id).to_bytes(2, "big")
            + credential_id
            + public_key
        )
        attestation = cbor2.dumps({"fmt": "none", "attStmt": {}, "authData": authenticator_data})
        return {
            "id": bytes_to_base64url(credential_id),
            "rawId": bytes_to_base64url(credential_id),
            "type": "public-key",
            "response": {
                "clientDataJSON": _client_data("webauthn.create", options["challenge"], origin),
                "attestationObject": bytes_to_base64url(attestation),
                "transports": ["internal"],
            },
            "clientExtensionResults": {},
        }

    def get(
        self,
        options: dict,
        *,
        passkey: StoredPasskey | None = None,
        origin: str = ORIGIN,
        rp_id: str | None = None,
        sign_count: int | None = None,
        user_handle: bytes | None = None,
    ) -> dict:
        """An assertion over the options' challenge with `passkey` (the newest by default); the counter goes up by
        one unless `sign_count` says what to claim."""
        passkey = passkey or self.passkeys[-1]
        passkey.sign_count = passkey.sign_count + 1 if sign_count is None else sign_count
        authenticator_data = (
            hashlib.sha256((rp_id or options["rpId"]).encode()).digest()
            + bytes([_USER_PRESENT | _USER_VERIFIED])
            + passkey.sign_count.to_bytes(4, "big")
        )
        client_data = _client_data("webauthn.get", options["challenge"], origin)
        signature = passkey.key.sign(
            authenticator_data + hashlib.sha256(base64url_to_bytes(client_data)).digest(), ec.ECDSA(hashes.SHA256())
        )
        return {
            "id": bytes_to_base64url(passkey.credential_id),
            "rawId": bytes_to_base64url(passkey.credential_id),
            "type": "public-key",
            "response": {
                "clientDataJSON": client_data,
                "authenticatorData": bytes_to_base64url(authenticator_data),
                "signature": bytes_to_base64url(signature),
                "userHandle": bytes_to_base64url(user_handle if user_handle is not None else passkey.user_handle),
            },
            "clientExtensionResults": {},
        }


def _client_data(kind: str, challenge: str, origin: str) -> str:
    data = {"type": kind, "challenge": challenge, "origin": origin, "crossOrigin": False}
    return bytes_to_base64url(json.dumps(data).encode())
