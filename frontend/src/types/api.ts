// Shapes of the /api/v1 responses this app reads. To be replaced by types generated
// from the backend's OpenAPI schema once it is published (STYLE habit 5).

export type ApiErrorBody = {
  message?: string;
  fields?: Record<string, string[]>;
};

export type PublicConfig = {
  google_client_id: string | null;
  demo_login: boolean;
  audio_base_url: string;
};

export type LoginResponse = {
  token: string;
};

export type ProfileInfo = {
  first_name: string;
  last_name: string;
  date_joined: string;
};

export type ProfileInfoUpdate = Pick<ProfileInfo, 'first_name' | 'last_name'>;

export type ProfilePhoto = {
  url: string | null;
};

export type ProfilePhotoUpload = {
  url: string;
  message: string;
};
