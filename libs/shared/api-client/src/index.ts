export { ApiError, apiErrorDetails, isApiError, isTransportFailure, type ClientErrorCode } from './lib/ApiError';
export {
  createApiClient,
  REQUEST_TIMEOUT_MS,
  SYSTEM_TOKEN_HEADER,
  BRAND_HEADER,
  type ApiClient,
  type ApiClientOptions,
  type CallInput,
} from './lib/createApiClient';
