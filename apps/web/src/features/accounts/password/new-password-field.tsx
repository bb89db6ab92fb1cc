import type { ComponentProps } from 'react';
import { PasswordField } from '../../../ui/password-field';
import { PasswordChecklist } from './password-checklist';

type NewPasswordFieldProps = ComponentProps<typeof PasswordField> & { value: string };

/**
 * A new password with the live checklist under it. The checklist is the field's description,
 * so screen readers hear the rules and their state with the field.
 */
export function NewPasswordField({ value, ...props }: NewPasswordFieldProps) {
  return (
    <PasswordField
      autoComplete="new-password"
      {...props}
      value={value}
      description={<PasswordChecklist password={value} />}
      descriptionProps={{ component: 'div' }}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
    />
  );
}

/** What the pair needs of a Mantine form that has `password` and `confirmPassword`. */
type PasswordPairForm = {
  values: { password: string };
  getInputProps: (path: 'password' | 'confirmPassword') => ComponentProps<typeof PasswordField>;
};

/**
 * The new password with its checklist, then its confirmation: every form that sets one.
 * `replacing` words them as a new password for an account that had one.
 */
export function NewPasswordPair({
  form,
  replacing = false,
}: {
  form: PasswordPairForm;
  replacing?: boolean;
}) {
  return (
    <>
      <NewPasswordField
        label={replacing ? 'New password' : 'Password'}
        required
        {...form.getInputProps('password')}
        value={form.values.password}
      />
      <PasswordField
        label={replacing ? 'Confirm new password' : 'Confirm password'}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
