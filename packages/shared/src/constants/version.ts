/** Built-in version shown when `GET /version/detailed` fails (teacher-side section 7). */
export const FALLBACK_VERSION = '1.0.3-dev';
export const FALLBACK_ENVIRONMENT = 'development';
export const FALLBACK_API_VERSION = 'v1';
