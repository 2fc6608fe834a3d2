from django.urls import path, re_path

from hafiz.quran.apis import ChapterDetailApi, ChapterListApi, SimilarVerseListApi, VerseDetailApi

urlpatterns = [
    path("chapters/", ChapterListApi.as_view(), name="chapter-list"),
    # The chapters service the app first called spells it without a trailing slash; both spellings answer.
    re_path(r"^chapters/(?P<chapter_id>[^/]+)/?$", ChapterDetailApi.as_view(), name="chapter-detail"),
    path("verses/<str:surah_id>/<str:ayah_id>/", VerseDetailApi.as_view(), name="verse-detail"),
    path("verses/<str:surah_id>/<str:ayah_id>/similar/", SimilarVerseListApi.as_view(), name="verse-similar-list"),
]
