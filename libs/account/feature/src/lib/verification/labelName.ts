import type { DocumentLabel } from '@casino/api-contract';

type T = (key: string, options?: Record<string, unknown>) => string;

/** A document's name in the page's language for the kinds we know (identity, address, bank), else the back office's words. */
export const labelName = (t: T, label: DocumentLabel): string =>
  t(`account.kyc.label.${label.key}.name`, { defaultValue: label.name });
