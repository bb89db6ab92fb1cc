import { z } from 'zod';
import { phoneDigits } from './member-options';
import { text } from './text';

// Field schemas that several forms share, so the same input is read the same way everywhere.

/** Optional text: trimmed; empty means "not given" and becomes null. */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Required text with the form's own message when it is missing or blank. */
export const requiredText = (message: string, max = 100) =>
  text({ error: message }).trim().min(1, message).max(max);

/** A US phone number as typed or pasted, kept as its 10 digits; empty becomes null. */
export const phoneNumber = (message: string) =>
  text()
    .nullish()
    .transform((value, ctx) => {
      if (!value?.trim()) return null;
      const digits = phoneDigits(value);
      if (digits.length !== 10) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return digits;
    });
