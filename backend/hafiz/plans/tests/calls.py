"""The plan's calls as the tests make them."""

from hafiz.plans.tests.conftest import juz_amma_plan
from hafiz.recitation.tests.calls import recite, verses_passage

PLAN = "/api/v1/plan/"
TODAY = "/api/v1/plan/today/"
FORECAST = "/api/v1/plan/forecast/"
CHART = "/api/v1/plan/chart/"


def plan_body(**changes) -> dict:
    settings = juz_amma_plan(**changes)
    return {**settings.__dict__, "study_weekdays": list(settings.study_weekdays)}


def parts_of(today: dict) -> dict[str, dict]:
    return {part["part"]: part for part in today["parts"]}


def ranges_of(part: dict) -> list[tuple[str, str]]:
    """A part's ranges as "s:a" pairs."""
    return [
        (
            f"{r['from_verse']['surah_id']}:{r['from_verse']['ayah_id']}",
            f"{r['to_verse']['surah_id']}:{r['to_verse']['ayah_id']}",
        )
        for r in part["ranges"]
    ]


def recite_part(api, part: dict) -> None:
    """Recite each range of a part from memory, without a slip, and each verse brought in."""
    for r in part["ranges"]:
        first, last = r["from_verse"], r["to_verse"]
        assert (
            recite(
                api, verses_passage((first["surah_id"], first["ayah_id"]), (last["surah_id"], last["ayah_id"])), []
            ).status_code
            == 201
        )
    for brought in part["brought_in"]:
        verse = (brought["verse"]["surah_id"], brought["verse"]["ayah_id"])
        assert recite(api, verses_passage(verse, verse), []).status_code == 201
