export { ApiError, isApiError, parseErrorBody } from './api-error';
export { createApiClient, CLIENT_ERRORS_PATH, type ApiClient, type ApiClientOptions, type RequestOptions, type Method } from './client';
export { api, savedLanguage } from './default-client';
export { createQueryClient } from './query-client';
