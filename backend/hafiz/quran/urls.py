from django.urls import path, re_path

from hafiz.quran.apis import (
    AyahImageApi,
    AyahTextApi,
    ChapterDetailApi,
    ChapterListApi,
    JuzListApi,
    PageDetailApi,
    SimilarVerseListApi,
    VerseDetailApi,
)

urlpatterns = [
    path("chapters/", ChapterListApi.as_view(), name="chapter-list"),
    # The chapters service the app first called spells it without a trailing slash; both spellings answer.
    re_path(r"^chapters/(?P<chapter_id>[^/]+)/?$", ChapterDetailApi.as_view(), name="chapter-detail"),
    path("juz/", JuzListApi.as_view(), name="juz-list"),
    path("pages/<str:page>/", PageDetailApi.as_view(), name="page-detail"),
    path("verses/<str:surah_id>/<str:ayah_id>/", VerseDetailApi.as_view(), name="verse-detail"),
    path("verses/<str:surah_id>/<str:ayah_id>/similar/", SimilarVerseListApi.as_view(), name="verse-similar-list"),
    # The games' content calls keep the paths of docs/product.md §7.
    path("games/ayah_text/", AyahTextApi.as_view(), name="ayah-text"),
    path("games/ayah_image/", AyahImageApi.as_view(), name="ayah-image"),
]
