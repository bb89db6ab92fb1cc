import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhoneMask, PHONE_MASK, phoneDigits } from '@orchid/contracts/member-options';

type PhoneFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** Digits only. */
  value: string;
  onChange: (digits: string) => void;
};

/** A phone number shown through the mask '(---) --- ----' and kept as its digits (§5). */
export function PhoneField({ value, onChange, ...props }: PhoneFieldProps) {
  const shown = formatPhoneMask(value);
  const change = (text: string) => {
    const digits = phoneDigits(text);
    // Deleting a bracket or a space removes no digit; take the digit before it instead, or
    // the mask would put the separator straight back and the key would seem to do nothing.
    const deletedSeparator = digits === value && text.length < shown.length;
    onChange(deletedSeparator ? value.slice(0, -1) : digits);
  };
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={PHONE_MASK}
      {...props}
      value={shown}
      onChange={(event) => change(event.currentTarget.value)}
    />
  );
}
