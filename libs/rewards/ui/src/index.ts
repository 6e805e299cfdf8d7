export * from './lib/calendar';
export * from './lib/bonuses';
export * from './lib/loyalty';
