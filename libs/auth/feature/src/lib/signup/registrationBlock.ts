import { isRegistrationOpen, splitCommaList, type AppSettings, type MirrorDomain } from '@casino/api-contract';

export type RegistrationBlock = 'country' | 'mirrorWindow' | null;

/**
 * Spec sections 4 and 6: registration is unavailable in restricted countries (unless an IP is whitelisted), and a
 * mirror domain may restrict it by country, device and time of day.
 */
export function registrationBlock(
  settings: Pick<AppSettings, 'excludedCountryCodeList' | 'whitelistedIPs'>,
  location: { country: string; ip: string } | undefined,
  mirror: MirrorDomain | null | undefined,
  deviceType: string,
  now: Date,
): RegistrationBlock {
  if (!location) return null;
  const whitelisted = splitCommaList(settings.whitelistedIPs).includes(location.ip);
  if (!whitelisted && splitCommaList(settings.excludedCountryCodeList).includes(location.country)) return 'country';
  if (mirror && !isRegistrationOpen(mirror, location.country, deviceType, now)) return 'mirrorWindow';
  return null;
}
