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
from hafiz.accounts.email_apis import SignInEmailApi, SignInEmailConfirmApi, SignInLinkApi, SignInLinkSendApi
from hafiz.accounts.passkey_apis import (
    PasskeyAddApi,
    PasskeyAddOptionsApi,
    PasskeyCreateAccountApi,
    PasskeyCreateAccountOptionsApi,
    PasskeyDetailApi,
    PasskeyListApi,
    PasskeySignInApi,
    PasskeySignInOptionsApi,
)

urlpatterns = [
    path("auth/login_google/", LoginGoogleApi.as_view(), name="login-google"),
    path("auth/link_google/", LinkGoogleApi.as_view(), name="link-google"),
    path("auth/login_demo/", LoginDemoApi.as_view(), name="login-demo"),
    path(
        "auth/passkey/create_account/options/",
        PasskeyCreateAccountOptionsApi.as_view(),
        name="passkey-create-account-options",
    ),
    path("auth/passkey/create_account/", PasskeyCreateAccountApi.as_view(), name="passkey-create-account"),
    path("auth/passkey/sign_in/options/", PasskeySignInOptionsApi.as_view(), name="passkey-sign-in-options"),
    path("auth/passkey/sign_in/", PasskeySignInApi.as_view(), name="passkey-sign-in"),
    path("auth/passkeys/", PasskeyListApi.as_view(), name="passkey-list"),
    path("auth/passkeys/add/options/", PasskeyAddOptionsApi.as_view(), name="passkey-add-options"),
    path("auth/passkeys/add/", PasskeyAddApi.as_view(), name="passkey-add"),
    path("auth/passkeys/<int:passkey_id>/", PasskeyDetailApi.as_view(), name="passkey-detail"),
    path("auth/email/", SignInEmailApi.as_view(), name="sign-in-email"),
    path("auth/email/confirm/", SignInEmailConfirmApi.as_view(), name="sign-in-email-confirm"),
    path("auth/email/sign_in_link/", SignInLinkSendApi.as_view(), name="sign-in-link-send"),
    path("auth/email/sign_in/", SignInLinkApi.as_view(), name="sign-in-link"),
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
