/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_NAME?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_RECOMMENDED_BROWSER_URL?: string;
  readonly VITE_LEARN_MORE_URL_US?: string;
  readonly VITE_LEARN_MORE_URL_UK?: string;
  readonly VITE_SUPPORT_EMAIL_US?: string;
  readonly VITE_SUPPORT_PHONE_US?: string;
  readonly VITE_SUPPORT_EMAIL_UK?: string;
  readonly VITE_SUPPORT_PHONE_UK?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
