import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../app/test-providers';
import { OneTimeCodeInput } from './one-time-code-input';

function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <TestProviders>
      <OneTimeCodeInput label="Security code" value={value} onChange={setValue} error={error} />
      <output>{JSON.stringify(value)}</output>
    </TestProviders>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const value = () => JSON.parse(screen.getByRole('status').textContent ?? '""');

function setup(props: { initial?: string; error?: string } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return user;
}

describe('one-time code input', () => {
  it('has six labelled numeric boxes in a named group, the first one autofillable', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Security code' })).toBeTruthy();
    for (let n = 1; n <= 6; n++) {
      expect(box(n).getAttribute('inputmode')).toBe('numeric');
      expect(box(n).getAttribute('autocomplete')).toBe(n === 1 ? 'one-time-code' : 'off');
    }
  });

  it('moves forward as digits are typed', async () => {
    const user = setup();
    await user.click(box(1));
    await user.keyboard('123');
    expect(value()).toBe('123');
    expect(document.activeElement).toBe(box(4));
    await user.keyboard('456');
    expect(value()).toBe('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it('ignores letters and symbols', async () => {
    const user = setup();
    await user.click(box(1));
    await user.keyboard('a-');
    expect(value()).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it('replaces the digit of a filled box', async () => {
    const user = setup({ initial: '123456' });
    await user.click(box(3));
    await user.keyboard('9');
    expect(value()).toBe('129456');
    expect(document.activeElement).toBe(box(4));
  });

  it('moves on when a digit is typed over the same digit', async () => {
    const user = setup({ initial: '987654' });
    await user.click(box(1));
    await user.keyboard('917');
    expect(value()).toBe('917654');
    expect(document.activeElement).toBe(box(4));
  });

  it('takes a digit that arrives without a key, as phone keyboards send it', () => {
    setup({ initial: '1' });
    fireEvent.change(box(2), { target: { value: '5' } });
    expect(value()).toBe('15');
    expect(document.activeElement).toBe(box(3));
  });

  it('clears a filled box on Backspace and stays there', async () => {
    const user = setup({ initial: '123' });
    await user.click(box(3));
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(box(3));
  });

  it('moves back and clears the box before on Backspace in an empty box', async () => {
    const user = setup({ initial: '123' });
    await user.click(box(4));
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(box(3));
    // Each Backspace takes one digit away, like deleting text.
    await user.keyboard('{Backspace}');
    expect(value()).toBe('1');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('{Backspace}{Backspace}');
    expect(value()).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it('keeps the other digits in place when a middle box is cleared', async () => {
    const user = setup({ initial: '123456' });
    await user.click(box(3));
    await user.keyboard('{Delete}');
    expect(value()).toBe('12 456');
    await user.keyboard('7');
    expect(value()).toBe('127456');
  });

  it('moves with the arrow keys, Home and End', async () => {
    const user = setup();
    await user.click(box(3));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(box(4));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(box(6));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(box(6));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(box(1));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(box(1));
  });

  it('spreads a pasted code across the boxes, dropping what is not a digit', async () => {
    const user = setup();
    await user.click(box(1));
    await user.paste('12 3-4a56');
    expect(value()).toBe('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it('spreads a paste from the box it lands in, and stops at the last box', async () => {
    const user = setup({ initial: '12' });
    await user.click(box(3));
    await user.paste('98765');
    expect(value()).toBe('129876');
  });

  it('ignores a paste without digits', async () => {
    const user = setup({ initial: '12' });
    await user.click(box(3));
    await user.paste('abc');
    expect(value()).toBe('12');
  });

  it('shows the error beneath, linked to every box', () => {
    setup({ error: 'The code is not valid. Please try again.' });
    const error = screen.getByText('The code is not valid. Please try again.');
    for (let n = 1; n <= 6; n++) {
      expect(box(n).getAttribute('aria-invalid')).toBe('true');
      expect(box(n).getAttribute('aria-describedby')).toBe(error.id);
    }
  });
});
