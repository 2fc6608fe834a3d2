from django.urls import path

from hafiz.review.apis import LearningPathApi, ReviewRecordApi, ReviewStatsApi, ReviewTodayApi

urlpatterns = [
    path("path/", LearningPathApi.as_view(), name="learning-path"),
    path("review/", ReviewRecordApi.as_view(), name="review-record"),
    path("review/today/", ReviewTodayApi.as_view(), name="review-today"),
    path("review/stats/", ReviewStatsApi.as_view(), name="review-stats"),
]
