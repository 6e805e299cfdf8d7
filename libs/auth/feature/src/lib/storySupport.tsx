import { defaultSettings, endpoints, mergeSettings, type AppSettings } from '@casino/api-contract';
import { QueryProvider } from '@casino/query';
import { SessionProvider, sessionFromDetails, signedOutState } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { useState, type ReactNode } from 'react';
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

let installed = false;
/** Serves the story answers for same-origin `/api` calls; a submission is refused so stories show the error state. */
function installStoryFetch() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.origin);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/api/')) return original(input, init);
    if (url.pathname in storyAnswers) return Response.json({ success: true, data: storyAnswers[url.pathname] });
    return Response.json({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Stories do not submit: this is how a refusal looks.' } }, { status: 400 });
  };
}

/** Story frame of the account UI: the session (guest or the fixture player), the query cache and the story backend. */
export function AuthStory({ signedIn = false, children }: { signedIn?: boolean; children: ReactNode }) {
  useState(installStoryFetch);
  return (
    <SessionProvider initial={signedIn ? sessionFromDetails(userDetailsFixture()) : signedOutState}>
      <QueryProvider>{children}</QueryProvider>
    </SessionProvider>
  );
}

export const storySettings = (overrides: Partial<AppSettings> = {}): AppSettings => mergeSettings(defaultSettings, overrides);
