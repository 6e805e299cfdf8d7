import { TextField } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { FieldPair } from './FieldPair';
import type { TextInput } from './fieldInputs';

export interface SignUpAddressFieldsProps {
  /** Each field's input (its registration and translated error); a field not given is not shown. */
  address?: TextInput;
  city?: TextInput;
  zipCode?: TextInput;
}

/** The sign-up form's address: the street, then city and postal code side by side; all optional. */
export function SignUpAddressFields({ address, city, zipCode }: SignUpAddressFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {address && <TextField label={t('auth.field.address')} autoComplete="street-address" {...address} />}
      <FieldPair>
        {city && <TextField label={t('auth.field.city')} autoComplete="address-level2" {...city} />}
        {zipCode && <TextField label={t('auth.field.zipCode')} autoComplete="postal-code" {...zipCode} />}
      </FieldPair>
    </>
  );
}
