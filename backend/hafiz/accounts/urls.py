from django.urls import path

from hafiz.accounts.apis import (
    LinkGoogleApi,
    LoginDemoApi,
    LoginGoogleApi,
    LogoutAllApi,
    LogoutKnoxApi,
    ProfileInfoApi,
    ProfilePhotoInfoApi,
    ProfilePhotoUpdateApi,
    ProfilePrivacyUpdateApi,
    ProfileSettingsCollectionApi,
    ProfileUpdateApi,
    WeeklyGoalUpdateApi,
)

urlpatterns = [
    path("auth/login_google/", LoginGoogleApi.as_view(), name="login-google"),
    path("auth/link_google/", LinkGoogleApi.as_view(), name="link-google"),
    path("auth/login_demo/", LoginDemoApi.as_view(), name="login-demo"),
    path("auth/logout_knox/", LogoutKnoxApi.as_view(), name="logout"),
    path("auth/logoutall/", LogoutAllApi.as_view(), name="logout-all"),
    path("auth/profile/info/", ProfileInfoApi.as_view(), name="profile-info"),
    path("auth/profile/update/", ProfileUpdateApi.as_view(), name="profile-update"),
    path("auth/profile/privacy/", ProfilePrivacyUpdateApi.as_view(), name="profile-privacy-update"),
    path("auth/profile/info/photo/", ProfilePhotoInfoApi.as_view(), name="profile-photo-info"),
    path("auth/profile/update/photo/", ProfilePhotoUpdateApi.as_view(), name="profile-photo-update"),
    path("auth/profile/settings/", ProfileSettingsCollectionApi.as_view(), name="profile-settings"),
    path("profile/goal/", WeeklyGoalUpdateApi.as_view(), name="weekly-goal-update"),
]
