from django.urls import path

from hafiz.makhraj.apis import MakhrajGuideApi

urlpatterns = [
    path("makhraj/", MakhrajGuideApi.as_view(), name="makhraj"),
]
