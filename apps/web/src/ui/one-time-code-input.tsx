import { Input } from '@mantine/core';
import { MFA_CODE_LENGTH } from '@orchid/contracts/accounts';
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import classes from './one-time-code-input.module.css';

type OneTimeCodeInputProps = {
  /**
   * The digits typed so far, a space standing for an empty box between two filled ones; the
   * code is complete when it is `length` digits.
   */
  value: string;
  onChange: (value: string) => void;
  label: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  length?: number;
};

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code as single-digit boxes (booking-practice-and-marketing §2 "One-time code
 * entry"): typing moves forward, Backspace on an empty box goes back and clears that one,
 * the arrow keys move, and a pasted or autofilled code spreads across the boxes.
 */
export function OneTimeCodeInput({
  value,
  onChange,
  label,
  error,
  required,
  disabled,
  autoFocus,
  length = MFA_CODE_LENGTH,
}: OneTimeCodeInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const slots = Array.from({ length }, (_, index) => {
    const char = value[index];
    return char && char !== ' ' ? char : '';
  });

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };
  const emit = (next: string[]) =>
    onChange(
      next
        .map((char) => char || ' ')
        .join('')
        .trimEnd(),
    );
  const fill = (from: number, digits: string) => {
    const next = [...slots];
    let index = from;
    for (const digit of digits) {
      if (index >= length) break;
      next[index++] = digit;
    }
    emit(next);
    focusBox(index);
  };
  const clear = (index: number) => emit(slots.map((char, i) => (i === index ? '' : char)));

  const handleInput = (index: number, raw: string) => {
    const digits = digitsOf(raw);
    if (raw === '') return clear(index);
    if (digits === '') return; // a letter or symbol: the box keeps what it had
    const previous = slots[index];
    // Typing into a filled box adds to its digit; keep the one just typed.
    if (digits.length === 2 && previous) {
      return fill(index, digits[0] === previous ? digits.slice(1) : digits.slice(0, 1));
    }
    fill(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A digit typed over the same digit changes nothing, so no change event would move on:
    // take digits here. (Keyboards that report no key still go through handleInput.)
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      return fill(index, event.key);
    }
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (slots[index]) return clear(index);
        if (index > 0) {
          clear(index - 1);
          focusBox(index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        return clear(index);
      case 'ArrowLeft':
        event.preventDefault();
        return focusBox(index - 1);
      case 'ArrowRight':
        event.preventDefault();
        return focusBox(index + 1);
      case 'Home':
        event.preventDefault();
        return focusBox(0);
      case 'End':
        event.preventDefault();
        return focusBox(length - 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits) fill(index, digits);
  };

  return (
    <fieldset aria-labelledby={labelId} className={classes.root}>
      <Input.Label id={labelId} htmlFor={`${id}-0`} required={required} size="md">
        {label}
      </Input.Label>
      <div className={classes.boxes}>
        {slots.map((char, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions
            key={index}
            id={`${id}-${index}`}
            ref={(box) => {
              boxes.current[index] = box;
            }}
            className={classes.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-error={error ? true : undefined}
            required={required}
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: the code step shows only this field
            autoFocus={autoFocus && index === 0}
            value={char}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {error && (
        <Input.Error id={errorId} size="md">
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
