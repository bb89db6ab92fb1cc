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
