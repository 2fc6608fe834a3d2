from django.urls import path

from hafiz.listening.apis import ListeningRecordApi, ListeningStatsApi, PlayerSettingsApi, PlayerVerseListApi

urlpatterns = [
    path("player/settings/", PlayerSettingsApi.as_view(), name="player-settings"),
    path("player/verses/", PlayerVerseListApi.as_view(), name="player-verse-list"),
    path("player/listened/", ListeningRecordApi.as_view(), name="listening-record"),
    path("player/stats/", ListeningStatsApi.as_view(), name="listening-stats"),
]
