import { Alert, Button, Group, NumberInput, Radio, Select, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { UserInfo } from '@orchid/contracts/accounts';
import { centsFromDollars, dollarsFromCents } from '@orchid/contracts/money';
import { type CancellationPolicy, CancellationPolicySchema } from '@orchid/contracts/professionals';
import { showToast } from '../../../app/toasts';
import { useSaveCancellationPolicy } from './cancellation-policy-queries';
import { cancellationWindowOptions } from './cancellation-window';

const POLICY_TEXT_MAX = 2000;

type CancellationPolicyFormProps = {
  user: UserInfo;
  policy: CancellationPolicy;
  onDone: () => void;
};

/** The owner changes the cancellation policy (edit-scheduling); the contracts' schema checks it. */
export function CancellationPolicyForm({ user, policy, onDone }: CancellationPolicyFormProps) {
  const save = useSaveCancellationPolicy(user);
  const form = useForm<CancellationPolicy>({
    initialValues: policy,
    validate: schemaResolver(CancellationPolicySchema, { sync: true }),
  });
  const { fee_type: feeType, cancellation_limit_hours: hours, fee_cents: cents } = form.values;
  const submit = form.onSubmit((values) =>
    save.mutate(CancellationPolicySchema.parse(values), {
      onSuccess: () => {
        showToast({ color: 'green', title: 'Cancellation policy saved', message: undefined });
        onDone();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Late-cancellation window"
          description="Cancelling within this time before a session costs the fee."
          data={cancellationWindowOptions(hours)}
          value={String(hours)}
          onChange={(value) => form.setFieldValue('cancellation_limit_hours', Number(value))}
          error={form.errors.cancellation_limit_hours}
          allowDeselect={false}
        />
        <Radio.Group label="Late-cancellation fee" {...form.getInputProps('fee_type')}>
          <Group gap="md" mt={6}>
            <Radio value="none" label="No fee" />
            <Radio value="flat" label="A flat fee" />
            <Radio value="percent" label="A percent of the session rate" />
          </Group>
        </Radio.Group>
        {feeType === 'flat' && (
          <NumberInput
            label="Fee"
            withAsterisk
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            min={0}
            max={1000}
            maw={220}
            value={cents === null ? '' : dollarsFromCents(cents)}
            onChange={(value) =>
              form.setFieldValue('fee_cents', value === '' ? null : centsFromDollars(Number(value)))
            }
            error={form.errors.fee_cents}
          />
        )}
        {feeType === 'percent' && (
          <NumberInput
            label="Percent of the session rate"
            withAsterisk
            suffix="%"
            allowDecimal={false}
            min={1}
            max={100}
            maw={220}
            value={form.values.fee_percent ?? ''}
            onChange={(value) =>
              form.setFieldValue('fee_percent', value === '' ? null : Number(value))
            }
            error={form.errors.fee_percent}
          />
        )}
        <Textarea
          label="What clients read before they book"
          rows={4}
          maxLength={POLICY_TEXT_MAX}
          description={`${form.values.policy_text.length} of ${POLICY_TEXT_MAX} characters`}
          {...form.getInputProps('policy_text')}
        />
        {save.error && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {save.error.message}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Save policy
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
