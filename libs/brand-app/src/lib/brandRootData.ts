import type { CountryBlockData } from '@casino/geo-feature';
import type { ShellData } from '@casino/shell';

/** What every brand's root loader hands its pages: the shell's data plus what the brand's overlays need. */
export interface BrandRootData extends ShellData {
  consentAccepted: boolean;
  countryBlock: CountryBlockData | null;
}
