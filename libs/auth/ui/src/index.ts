export { ProfileInfoCard, type ProfileInfoCardProps } from './lib/profile/ProfileInfoCard';
export { WalletInfoCard, type WalletInfoCardProps, type WalletAmounts } from './lib/profile/WalletInfoCard';
export { LoyaltyInfoCard, type LoyaltyInfoCardProps } from './lib/profile/LoyaltyInfoCard';
export {
  ProfileSettingsCard,
  type ProfileSettingsCardProps,
  type SettingsLink,
} from './lib/profile/ProfileSettingsCard';
export { playerName } from './lib/profile/playerName';
export { FieldPair } from './lib/signup/FieldPair';
export { SignUpNameFields, type SignUpNameFieldsProps } from './lib/signup/SignUpNameFields';
export { SignUpAddressFields, type SignUpAddressFieldsProps } from './lib/signup/SignUpAddressFields';
export { SignUpConsents, type SignUpConsentsProps } from './lib/signup/SignUpConsents';
export type { CheckboxInput, TextInput } from './lib/signup/fieldInputs';
