from django.urls import path

from hafiz.xp.apis import LandingFiguresApi, LeaderboardListApi, ProfileStatsApi, ProgressNextXpApi, QuestTodayListApi

urlpatterns = [
    path("progress/next_xp/", ProgressNextXpApi.as_view(), name="progress-next-xp"),
    path("quests/today/", QuestTodayListApi.as_view(), name="quest-today-list"),
    path("leaderboard/", LeaderboardListApi.as_view(), name="leaderboard"),
    path("stats/landing/", LandingFiguresApi.as_view(), name="landing-figures"),
    path("profile/stats/", ProfileStatsApi.as_view(), name="profile-stats"),
]
