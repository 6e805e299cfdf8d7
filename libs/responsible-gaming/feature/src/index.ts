export { LimitsPage } from './lib/limits/LimitsPage';
export { FreezeAccountPage } from './lib/exclusion/FreezeAccountPage';
export { getLimits, limitsQueryOptions, useLimits } from './api/get-limits';
export { responsibleGamingKeys } from './api/responsible-gaming-keys';
export { parseAmount } from './lib/limits/limitAmount';
export { sessionLimitMinutes, sessionLimitParts, SESSION_UNITS, type SessionUnit } from './lib/limits/sessionLimit';
export { customExclusionEnd, exclusionEnd, type ExclusionDuration } from './lib/exclusion/exclusion';
export { rgMessage } from './lib/rgError';
