from django.urls import path

from hafiz.progress.apis import BookmarkCollectionApi, BookmarkRemoveApi, LevelListApi, ProgressInfoApi

urlpatterns = [
    path("auth/profile/progress_info/", ProgressInfoApi.as_view(), name="progress-info"),
    path("levels/", LevelListApi.as_view(), name="level-list"),
    path("bookmarks/", BookmarkCollectionApi.as_view(), name="bookmark-list"),
    # str, not int: a malformed id is a 400 with a field message like everywhere else, not a 404.
    path("bookmarks/<str:surah_id>/<str:ayah_id>/", BookmarkRemoveApi.as_view(), name="bookmark-remove"),
]
