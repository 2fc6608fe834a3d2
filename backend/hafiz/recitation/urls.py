from django.urls import path

from hafiz.recitation.apis import (
    RecitationPassageApi,
    RecitationRecordApi,
    SlipHistoryApi,
    WeakSpotsApi,
    WeakWordsApi,
)

urlpatterns = [
    path("recitations/", RecitationRecordApi.as_view(), name="recitation-record"),
    path("recitations/passage/", RecitationPassageApi.as_view(), name="recitation-passage"),
    path("recitations/weak-words/", WeakWordsApi.as_view(), name="recitation-weak-words"),
    path("recitations/weak-spots/", WeakSpotsApi.as_view(), name="recitation-weak-spots"),
    path("recitations/slip-history/", SlipHistoryApi.as_view(), name="recitation-slip-history"),
]
