import { TextInput, type TextInputProps } from '@mantine/core';
import { normalizeDob } from '@orchid/contracts/time';
import { type FocusEvent, useState } from 'react';
import { dobInWords } from './dob-rules';

type DobFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'description'> & {
  /** 'YYYY-MM-DD', or the text typed while it is not a date yet. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A date of birth typed as MM/DD/YYYY (or YYYY-MM-DD). What was typed becomes 'YYYY-MM-DD',
 * zero-padded, as soon as it is a date (§5), and the field shows it that way once left; the
 * date in words under it confirms which day was understood.
 */
export function DobField({ value, onChange, onBlur, ...props }: DobFieldProps) {
  // The text typed, paired with the value it gave, so a new value from outside (loaded
  // data, a reset) replaces the text and the person's own typing is left alone.
  const [typed, setTyped] = useState({ value, text: value });
  if (typed.value !== value) setTyped({ value, text: value });

  const change = (text: string) => {
    const next = normalizeDob(text) ?? text;
    setTyped({ value: next, text });
    onChange(next);
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    setTyped({ value, text: value });
    onBlur?.(event);
  };

  return (
    <TextInput
      autoComplete="bday"
      placeholder="MM/DD/YYYY"
      {...props}
      value={typed.text}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={blur}
      description={dobInWords(value) ?? 'Month, day and year, like 03/25/1990'}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
    />
  );
}
