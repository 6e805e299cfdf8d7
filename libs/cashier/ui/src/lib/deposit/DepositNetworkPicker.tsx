import { RadioGroup } from '@casino/design-system';

export interface DepositNetworkPickerProps {
  legend: string;
  /** The crypto method's networks (TRC20, ERC20…), in the method's order. */
  networks: readonly string[];
  /** The chosen network. */
  value: string | undefined;
  onChange: (network: string) => void;
  disabled?: boolean;
}

/** The network of a crypto deposit, side by side; nothing to choose (nothing shown) when the method has one network or none. */
export function DepositNetworkPicker({ legend, networks, value, onChange, disabled }: DepositNetworkPickerProps) {
  if (networks.length < 2) return null;
  return (
    <RadioGroup
      legend={legend}
      name="network"
      direction="row"
      disabled={disabled}
      value={value}
      onChange={onChange}
      options={networks.map((n) => ({ value: n, label: n }))}
    />
  );
}
