"""The recitation's calls as the tests make them."""

import uuid

RECITE = "/api/v1/recitations/"
PASSAGE = "/api/v1/recitations/passage/"


def verses_passage(first: tuple[int, int], last: tuple[int, int]) -> dict:
    return {
        "kind": "verses",
        "from_verse": {"surah_id": first[0], "ayah_id": first[1]},
        "to_verse": {"surah_id": last[0], "ayah_id": last[1]},
    }


def slip(reference: tuple[int, int], word: int, kind: str, drifted_into: tuple[int, int] | None = None) -> dict:
    marked = {"surah_id": reference[0], "ayah_id": reference[1], "word": word, "kind": kind}
    if drifted_into is not None:
        marked["drifted_into"] = {"surah_id": drifted_into[0], "ayah_id": drifted_into[1]}
    return marked


def recite(api, passage: dict, slips: list[dict], session_id: str | None = None, **fields):
    body = {"session_id": session_id or str(uuid.uuid4()), "passage": passage, "slips": slips, **fields}
    return api.post(RECITE, body, format="json")
