import { defaultSettings, endpoints, mergeSettings, type AppSettings } from '@casino/api-contract';
import { useStoryBackend } from '@casino/page-ui/testing';
import { QueryProvider } from '@casino/query';
import { SessionProvider, sessionFromDetails, signedOutState } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import type { ReactNode } from 'react';
import { countriesFixture, currenciesFixture, locationFixture, registrationFieldsFixture } from './data/fixtures';

/** Answers of a tiny in-browser backend for stories: reference data, and a refusal for every submission. */
const storyAnswers: Record<string, unknown> = {
  [endpoints.getAllCountry.path]: countriesFixture,
  [endpoints.getCurrencies.path]: currenciesFixture,
  [endpoints.getRegistrationFields.path]: registrationFieldsFixture,
  [endpoints.getLocation.path]: locationFixture,
  [endpoints.getMirrorDomain.path]: null,
  [endpoints.getUserDetails.path]: userDetailsFixture(),
};

/** Story frame of the account UI: the session (guest or the fixture player), the query cache and the story backend. */
export function AuthStory({ signedIn = false, children }: { signedIn?: boolean; children: ReactNode }) {
  // Reference data answered, every submission refused (the stand-in backend of `@casino/page-ui/testing`).
  useStoryBackend(storyAnswers);
  return (
    <SessionProvider initial={signedIn ? sessionFromDetails(userDetailsFixture()) : signedOutState}>
      <QueryProvider>{children}</QueryProvider>
    </SessionProvider>
  );
}

export const storySettings = (overrides: Partial<AppSettings> = {}): AppSettings =>
  mergeSettings(defaultSettings, overrides);
