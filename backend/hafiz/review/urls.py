from django.urls import path

from hafiz.review.apis import (
    ConfusedPairListApi,
    LearningPathApi,
    ProgressCurrentApi,
    ReviewRecordApi,
    ReviewStatsApi,
    ReviewTodayApi,
)

urlpatterns = [
    path("path/", LearningPathApi.as_view(), name="learning-path"),
    # The learner's place on their path: the current-level button's verse.
    path("progress/current/", ProgressCurrentApi.as_view(), name="progress-current"),
    # A graded game on a memorised verse, rated as a review.
    path("review/", ReviewRecordApi.as_view(), name="review-record"),
    path("review/today/", ReviewTodayApi.as_view(), name="review-today"),
    path("review/stats/", ReviewStatsApi.as_view(), name="review-stats"),
    path("review/confusions/", ConfusedPairListApi.as_view(), name="confused-pairs"),
]
