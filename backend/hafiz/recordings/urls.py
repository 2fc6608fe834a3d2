from django.urls import path

from hafiz.recordings.apis import RecordingAudioApi, RecordingDetailApi, RecordingListApi

urlpatterns = [
    path("recordings/", RecordingListApi.as_view(), name="recording-list"),
    path("recordings/<uuid:upload_id>/", RecordingDetailApi.as_view(), name="recording-detail"),
    path("recordings/<uuid:upload_id>/audio/", RecordingAudioApi.as_view(), name="recording-audio"),
]
