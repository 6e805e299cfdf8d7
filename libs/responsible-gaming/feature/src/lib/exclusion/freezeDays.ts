import type { BodyOf, endpoints } from '@casino/api-contract';

export type FreezeDays = BodyOf<typeof endpoints.freezeAccount>['days'];

/**
 * The catalogue's freeze options (`FREEZE_OPTIONS`: 1 day (24 h), 3, 7, 10 days), as the freeze call's body types them.
 * Not read from the constants module: that module sits in a chunk every page loads, and its labels would go with it.
 */
export const FREEZE_DAYS: readonly FreezeDays[] = [1, 3, 7, 10];
