from django.urls import path

from hafiz.progress.apis import (
    BookmarkCollectionApi,
    BookmarkRemoveApi,
    LevelListApi,
    PageProgressApi,
    PortionProgressApi,
    ProgressInfoApi,
    ProgressUpdateApi,
)

urlpatterns = [
    path("auth/profile/progress_info/", ProgressInfoApi.as_view(), name="progress-info"),
    # The plain progress update (docs/product.md §7): a study step without xp; a claimed win is refused here, wins are
    # graded (POST /games/results/).
    path("auth/profile/progress/", ProgressUpdateApi.as_view(), name="progress-update"),
    path("levels/", LevelListApi.as_view(), name="level-list"),
    path("progress/portions/", PortionProgressApi.as_view(), name="progress-portions"),
    path("progress/pages/<str:page>/", PageProgressApi.as_view(), name="progress-page"),
    path("bookmarks/", BookmarkCollectionApi.as_view(), name="bookmark-list"),
    # str, not int: a malformed id is a 400 with a field message like everywhere else, not a 404.
    path("bookmarks/<str:surah_id>/<str:ayah_id>/", BookmarkRemoveApi.as_view(), name="bookmark-remove"),
]
