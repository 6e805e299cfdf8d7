export * from './lib/constants';
export * from './lib/store';
export * from './lib/rules';
export * from './lib/timers';
export * from './lib/retargeting';
export * from './lib/TrackingRoot';
export * from './lib/campaignContext';
export * from './lib/deposits';
export { logEvent } from './api/log-event';
