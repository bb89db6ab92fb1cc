import { Alert, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { accountMessages, changePassword } from '@orchid/contracts/accounts';
import { isSamePassword } from '@orchid/contracts/password-policy';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../../app/api/api-client';
import { ApiError, isRefusal } from '../../../app/api/api-error';
import { acrossFields, requestSchema } from '../../../app/forms/form-schema';
import { showToast } from '../../../app/toasts';
import { PasswordField } from '../../../ui/password-field';
import { NewPasswordField } from '../password/new-password-field';
import { confirmedPassword, newPasswordField } from '../password/password-rules';
import { serverFieldError } from '../server-field-error';

type Field = 'currentPassword' | 'newPassword';

const changeFields = { current_password: 'currentPassword', new_password: 'newPassword' } as const;

const { current_password, new_password } = requestSchema(changePassword).shape;

type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

/**
 * The request's two passwords, and the new one again. A new password the same as the current
 * one is refused by the server (accountMessages.samePassword); the form says so first.
 */
const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password').pipe(current_password),
    newPassword: newPasswordField(new_password),
    confirmPassword: z.string(),
  })
  .check(
    acrossFields<ChangePasswordValues>((values, ctx) => {
      if (isSamePassword(values.currentPassword, values.newPassword)) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: accountMessages.samePassword,
        });
      }
    }),
    confirmedPassword<ChangePasswordValues>('newPassword'),
  );

/** Where a refusal belongs: the server's sentences about one field go under that field. */
function fieldOfRefusal(error: unknown): { field: Field; message: string } | undefined {
  if (error instanceof ApiError && isRefusal(error, 'accounts.wrongCurrentPassword')) {
    return { field: 'currentPassword', message: error.message };
  }
  if (error instanceof ApiError && isRefusal(error, 'accounts.samePassword')) {
    return { field: 'newPassword', message: error.message };
  }
  return serverFieldError(error, changeFields);
}

/** Change password: the current one, a new one meeting the policy, and the new one again. */
export function ChangePasswordForm() {
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validateInputOnBlur: true,
    validate: schemaResolver(changePasswordSchema, { sync: true }),
  });
  const change = useMutation({
    mutationFn: (values: typeof form.values) =>
      call(changePassword, {
        current_password: values.currentPassword,
        new_password: values.newPassword,
      }),
    onSuccess: () => {
      form.reset();
      showToast({
        color: 'green',
        title: 'Password changed',
        message: 'Use your new password the next time you log in.',
      });
    },
    onError: (error) => {
      const placed = fieldOfRefusal(error);
      if (placed) form.setFieldError(placed.field, placed.message);
    },
  });
  const alert = change.error && !fieldOfRefusal(change.error) ? change.error.message : undefined;

  return (
    <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate>
      <Stack gap="md" mt="sm">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordField
          label="New password"
          required
          {...form.getInputProps('newPassword')}
          value={form.values.newPassword}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
