import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type DemoRequestInput, DemoRequestInputSchema } from '@orchid/contracts/marketing';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { supportEmail } from '../../app/support';
import classes from './demo-request-form.module.css';
import { useRequestDemo } from './marketing-queries';

/**
 * The demo request form of the marketing pages (§5): e-mail, first and last name, all
 * required, the e-mail valid; the button waits until all three are filled and while sending.
 * The server answers where to go: the operator's scheduling page (another site), or our
 * thank-you page. A failure is logged (§8) and the visitor told to try again or write to us.
 */
export function DemoRequestForm({
  submitLabel = 'Book your free demo',
  layout = 'stack',
}: {
  submitLabel?: string;
  /** 'row': the fields side by side where there is room (a banner); 'stack': one under another. */
  layout?: 'stack' | 'row';
}) {
  const navigate = useNavigate();
  const send = useRequestDemo();
  const errorId = useId();
  const form = useForm<DemoRequestInput>({
    initialValues: { email: '', first_name: '', last_name: '' },
    validate: schemaResolver(DemoRequestInputSchema, { sync: true }),
  });
  const { values } = form;
  const filled = [values.email, values.first_name, values.last_name].every((v) => v.trim());
  const submit = form.onSubmit((input) => {
    send.mutate(input, {
      onSuccess: ({ redirect_url: to }) => {
        if (to.startsWith('/')) navigate(to, { state: { firstName: input.first_name.trim() } });
        else window.location.assign(to);
      },
      onError: (error) => console.error('demo request failed', error),
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Request a demo">
      <Stack gap="md">
        <div className={layout === 'row' ? classes.row : classes.stack}>
          <TextInput
            label="E-mail"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="First name"
            required
            maxLength={100}
            autoComplete="given-name"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last name"
            required
            maxLength={100}
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
        </div>
        {send.isError && (
          <Alert id={errorId} color="red" title="We could not send your request" role="alert">
            Please try again in a moment. If it keeps failing, write to us at {supportEmail()}.
          </Alert>
        )}
        <div>
          <Button
            type="submit"
            size="md"
            disabled={!filled || send.isPending || send.isSuccess}
            loading={send.isPending}
            aria-describedby={send.isError ? errorId : undefined}
          >
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
