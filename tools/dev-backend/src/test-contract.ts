import { devEndpoints, endpoints as apiEndpoints } from '@casino/api-contract';

/** Every endpoint (API and /__dev) under one name for tests. */
export const endpoints = { ...apiEndpoints, ...devEndpoints };
export { appSettings, GAME_PULSE_ROUNDS } from '@casino/api-contract';
export const GAME_COUNT_MIN = 2000;
