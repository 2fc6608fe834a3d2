from django.urls import path

from hafiz.recitation.apis import RecitationPassageApi, RecitationRecordApi

urlpatterns = [
    path("recitations/", RecitationRecordApi.as_view(), name="recitation-record"),
    path("recitations/passage/", RecitationPassageApi.as_view(), name="recitation-passage"),
]
