import type { Endpoint } from './common';
import type * as Registry from './endpointRegistry';

/**
 * Every API call, keyed by name. The api-client and the dev backend both read this. It is the namespace of
 * `endpointRegistry.ts`, not an object literal: a browser bundle keeps only the calls its code names
 * (`endpoints.getLimits`), where an object would carry every schema of the contract onto every page that makes a call.
 */
export * as endpoints from './endpointRegistry';

/** Every registry member is an endpoint (checked here, as the object literal's `satisfies` did). */
type Registered<T extends Record<string, Endpoint>> = T;
export type EndpointName = keyof Registered<typeof Registry>;
