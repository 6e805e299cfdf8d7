export * from './lib/calendar';
