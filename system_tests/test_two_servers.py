"""Two app servers side by side on one PostgreSQL, one Redis and one media folder: whichever one a call reaches,
the learner sees the same app."""

import io
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests
from PIL import Image

from harness import ANY_PACE, Learner, user_id_of
from testing_support.app_server import AppServer, app_env, manage, start_servers
from wins import GRADE_PATH, dealt, win, winning_grade

GUEST_LIMIT = 5


@pytest.fixture(scope="module")
def servers(database, redis, workdir):
    env = app_env(
        database_url=database,
        media_root=workdir / "media",
        redis_url=redis.url(),
        GUEST_RATE=f"{GUEST_LIMIT}/min",
        **ANY_PACE,
    )
    first = AppServer(env=env, log_dir=workdir)
    second = AppServer(env=env, log_dir=workdir)
    start_servers(first, second)
    yield first, second
    first.stop()
    second.stop()


@pytest.fixture(autouse=True)
def fresh_rate_limits(redis):
    redis.flush()


def _photo() -> bytes:
    output = io.BytesIO()
    Image.new("RGB", (64, 48), (30, 120, 90)).save(output, format="PNG")
    return output.getvalue()


def test_a_token_from_one_server_works_on_the_other(servers):
    first, second = servers
    learner = Learner(first.url)

    assert learner.get(f"{second.url}/api/v1/auth/profile/info/").status_code == 200
    assert learner.post(f"{second.url}/api/v1/auth/logout_knox/").status_code == 204
    assert learner.get(f"{first.url}/api/v1/auth/profile/info/").status_code == 401


PROFILE_INFO = "/api/v1/auth/profile/info/"


def _profile_statuses(learner: Learner, *servers: AppServer) -> list[int]:
    return [learner.get(f"{server.url}{PROFILE_INFO}").status_code for server in servers]


# With Redis, each server holds a checked sign-in in the shared cache (hafiz.accounts.authentication): whatever ends
# or changes it through one server is seen by the other's very next call.


def test_a_logout_through_one_server_ends_the_sign_in_the_other_holds(servers):
    first, second = servers
    learner, other = Learner(first.url), Learner(first.url)
    assert _profile_statuses(learner, first, second, second) == [200, 200, 200]
    assert _profile_statuses(other, second) == [200]

    assert learner.post(f"{first.url}/api/v1/auth/logout_knox/").status_code == 204

    assert _profile_statuses(learner, second, first) == [401, 401]
    assert _profile_statuses(other, second, first) == [200, 200]


def test_a_name_changed_through_one_server_is_what_the_other_answers(servers):
    first, second = servers
    learner = Learner(first.url)
    assert _profile_statuses(learner, second) == [200]

    changed = learner.put(
        f"{first.url}/api/v1/auth/profile/update/", json={"first_name": "Maryam", "last_name": "Said"}
    )

    assert changed.status_code == 200, changed.text
    assert learner.get(f"{second.url}{PROFILE_INFO}").json()["first_name"] == "Maryam"


def test_a_learner_deactivated_by_the_command_is_signed_out_of_both_servers(servers, postgres, database):
    first, second = servers
    learner = Learner(first.url)
    assert _profile_statuses(learner, first, second) == [200, 200]
    with postgres.connect(database.rsplit("/", 1)[1]) as connection:
        user_id = user_id_of(connection, learner.token)

    manage(first.env, "learner_deactivate", str(user_id))

    assert _profile_statuses(learner, second, first) == [401, 401]


def test_the_guest_sign_in_limit_counts_calls_to_both_servers(servers):
    first, second = servers
    urls = [f"{server.url}/api/v1/auth/login_demo/" for server in (first, second)]
    learner = Learner(first.url)  # one sign-in already spent

    statuses = [learner.session.post(urls[number % 2], timeout=10).status_code for number in range(1, GUEST_LIMIT + 2)]

    assert statuses == [200] * (GUEST_LIMIT - 1) + [429, 429]
    refused = learner.session.post(urls[0], timeout=10)
    assert refused.json()["message"] and int(refused.headers["Retry-After"]) > 0


def test_a_photo_uploaded_through_one_server_is_served_by_the_other(servers):
    first, second = servers
    learner = Learner(first.url)

    uploaded = learner.put(
        f"{first.url}/api/v1/auth/profile/update/photo/", files={"profile_photo": ("me.png", _photo(), "image/png")}
    )

    assert uploaded.status_code == 200, uploaded.text
    url = uploaded.json()["url"]
    assert learner.get(f"{second.url}/api/v1/auth/profile/info/photo/").json() == {"url": url}
    served_by_first, served_by_second = (learner.get(f"{server.url}{url}") for server in (first, second))
    assert served_by_second.status_code == 200
    assert served_by_second.content == served_by_first.content
    assert Image.open(io.BytesIO(served_by_second.content)).size == (64, 48)


def test_a_win_through_one_server_shows_on_the_leaderboard_of_the_other(servers):
    first, second = servers
    learner = Learner(first.url)

    won = win(learner, first.url, 1, 1)
    board = learner.get(f"{second.url}/api/v1/leaderboard/", params={"period": "week", "scope": "all"})

    assert won.status_code == 200, won.text
    assert board.status_code == 200, board.text
    body = board.json()
    assert body["me"]["xp"] > 0
    mine = [row for row in body["results"] if row["rank"] == body["me"]["rank"]]
    assert len(mine) == 1 and mine[0]["xp"] == body["me"]["xp"]
    assert set(mine[0]) >= {"rank", "user_id", "name", "photo_url", "xp"}
    assert body["count"] >= 1


def _win_rows(postgres, database: str, win_id: str) -> list[tuple]:
    with postgres.connect(database.rsplit("/", 1)[1]) as connection:
        return connection.execute(
            "SELECT user_id, amount FROM progress_xpevent WHERE win_id = %s AND reason IN ('first_win', 'repeat_win')",
            (win_id,),
        ).fetchall()


def test_the_same_win_sent_to_both_servers_at_once_counts_once(servers, postgres, database):
    learner = Learner(servers[0].url)
    # One game dealt, then its winning grading sent eight times at once, four to each server.
    grading = winning_grade(dealt(learner, servers[0].url, 1, 2))
    start = threading.Barrier(8)

    def send(server: AppServer):
        start.wait()
        return learner.post(f"{server.url}{GRADE_PATH}", json=grading)

    with ThreadPoolExecutor(max_workers=8) as pool:
        answers = list(pool.map(send, [*servers] * 4))

    assert [answer.status_code for answer in answers] == [200] * 8
    assert len(_win_rows(postgres, database, grading["win_id"])) == 1
    assert sorted(answer.json()["repeated"] for answer in answers) == [False] + [True] * 7
    assert {answer.json()["ayah_progress"]["progress"] for answer in answers} == {25}
    assert {answer.json()["total_xp"] for answer in answers} == {answers[0].json()["total_xp"]}


def test_a_win_retried_after_a_client_timeout_counts_once(servers, postgres, database):
    first, second = servers
    learner = Learner(first.url)
    grading = winning_grade(dealt(learner, first.url, 1, 3))

    with pytest.raises(requests.Timeout):
        # The client gives up before the answer comes; the server still records the win.
        learner.post(f"{first.url}{GRADE_PATH}", json=grading, timeout=(2, 0.001))
    retried = learner.post(f"{second.url}{GRADE_PATH}", json=grading)

    assert retried.status_code == 200, retried.text
    assert retried.json()["ayah_progress"]["progress"] == 25
    time.sleep(1)  # whichever of the two calls the servers took last has finished by now
    assert len(_win_rows(postgres, database, grading["win_id"])) == 1
