export { ApiError, isApiError, parseErrorBody } from './api-error';
export {
  createApiClient,
  downloadBlob,
  filenameFrom,
  CLIENT_ERRORS_PATH,
  type ApiClient,
  type ApiClientOptions,
  type Download,
  type Method,
  type PageMeta,
  type Paged,
  type Query,
  type RequestOptions,
  type RouteOptions,
} from './client';
export { api, savedLanguage } from './default-client';
export { createQueryClient } from './query-client';
export { useStaff, STAFF_QUERY_KEY } from './staff';
