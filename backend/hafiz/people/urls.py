from django.urls import path

from hafiz.people.apis import FollowApi, FollowerListApi, FollowingListApi, UserSearchApi

urlpatterns = [
    path("users/", UserSearchApi.as_view(), name="user-search"),
    path("users/<str:user_id>/follow/", FollowApi.as_view(), name="follow"),
    path("profile/following/", FollowingListApi.as_view(), name="following-list"),
    path("profile/followers/", FollowerListApi.as_view(), name="follower-list"),
]
