from django.urls import path

from hafiz.listening.apis import (
    ListeningRecordApi,
    ListeningStartApi,
    ListeningStatsApi,
    PlayerSettingsApi,
    PlayerVerseListApi,
)

urlpatterns = [
    path("player/settings/", PlayerSettingsApi.as_view(), name="player-settings"),
    path("player/verses/", PlayerVerseListApi.as_view(), name="player-verse-list"),
    path("player/started/", ListeningStartApi.as_view(), name="listening-start"),
    path("player/listened/", ListeningRecordApi.as_view(), name="listening-record"),
    path("player/stats/", ListeningStatsApi.as_view(), name="listening-stats"),
]
