from django.urls import path

from hafiz.progress.apis import (
    BookmarkCollectionApi,
    BookmarkRemoveApi,
    FollowApi,
    FollowerListApi,
    FollowingListApi,
    LeaderboardListApi,
    LevelListApi,
    ProfileStatsApi,
    ProgressCurrentApi,
    ProgressInfoApi,
    ProgressNextXpApi,
    ProgressRecordWinApi,
    QuestTodayListApi,
    UserSearchApi,
    WeeklyGoalUpdateApi,
)

urlpatterns = [
    path("auth/profile/progress_info/", ProgressInfoApi.as_view(), name="progress-info"),
    path("auth/profile/progress/", ProgressRecordWinApi.as_view(), name="progress-record-win"),
    path("progress/next_xp/", ProgressNextXpApi.as_view(), name="progress-next-xp"),
    path("progress/current/", ProgressCurrentApi.as_view(), name="progress-current"),
    path("levels/", LevelListApi.as_view(), name="level-list"),
    path("bookmarks/", BookmarkCollectionApi.as_view(), name="bookmark-list"),
    # str, not int: a malformed id is a 400 with a field message like everywhere else, not a 404.
    path("bookmarks/<str:surah_id>/<str:ayah_id>/", BookmarkRemoveApi.as_view(), name="bookmark-remove"),
    path("quests/today/", QuestTodayListApi.as_view(), name="quest-today-list"),
    path("leaderboard/", LeaderboardListApi.as_view(), name="leaderboard"),
    path("users/", UserSearchApi.as_view(), name="user-search"),
    path("users/<str:user_id>/follow/", FollowApi.as_view(), name="follow"),
    path("profile/following/", FollowingListApi.as_view(), name="following-list"),
    path("profile/followers/", FollowerListApi.as_view(), name="follower-list"),
    path("profile/stats/", ProfileStatsApi.as_view(), name="profile-stats"),
    path("profile/goal/", WeeklyGoalUpdateApi.as_view(), name="weekly-goal-update"),
]
