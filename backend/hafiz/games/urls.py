from django.urls import path

from hafiz.games.apis import (
    AudioGameApi,
    AyahImageApi,
    AyahTextApi,
    GameGradeApi,
    MatchingGameApi,
    MemoryGameApi,
    ProgressUpdateApi,
    ReviewRecordApi,
    ShufflingGameApi,
    WhichOneGameApi,
)

urlpatterns = [
    path("games/ayah_text/", AyahTextApi.as_view(), name="ayah-text"),
    path("games/ayah_image/", AyahImageApi.as_view(), name="ayah-image"),
    path("games/shuffling/", ShufflingGameApi.as_view(), name="game-shuffling"),
    path("games/memory/", MemoryGameApi.as_view(), name="game-memory"),
    path("games/matching/", MatchingGameApi.as_view(), name="game-matching"),
    path("games/audio/", AudioGameApi.as_view(), name="game-audio"),
    path("games/which_one/", WhichOneGameApi.as_view(), name="game-which-one"),
    path("games/results/", GameGradeApi.as_view(), name="game-grade"),
    # The plain progress update (docs/product.md §7): a study step without xp; a claimed win is refused here, wins are
    # graded above.
    path("auth/profile/progress/", ProgressUpdateApi.as_view(), name="progress-update"),
    # A graded game on a memorised verse, rated as a review: here, beside the grading it is rated from.
    path("review/", ReviewRecordApi.as_view(), name="review-record"),
]
