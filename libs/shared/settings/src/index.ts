export {
  createSettingsSource,
  loadSettingsWithin,
  parseSettingsOverrides,
  SETTINGS_EXIT_CODE,
  SETTINGS_REFRESH_MS,
  type SettingsSource,
  type SettingsSourceOptions,
} from './lib/settingsSource';
