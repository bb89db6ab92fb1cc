import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type CouponInput, createCoupon } from '@orchid/contracts/checkout';
import { requestSchema } from '../../../app/forms/form-schema';
import { showToast } from '../../../app/toasts';
import { useCreateCoupon } from './coupon-queries';
import { endOfDayIn } from './coupon-words';

const schema = requestSchema(createCoupon);
const resolve = schemaResolver(schema, { sync: true });

/** The form's fields: the discount as a kind and one number; the expiry as a calendar day. */
type CouponValues = {
  coupon_name: string;
  kind: 'percent' | 'amount';
  off: number | string;
  labels: string[];
  max_redemptions: number | string;
  expires_on: string;
};

const emptyCoupon: CouponValues = {
  coupon_name: '',
  kind: 'percent',
  off: '',
  labels: [],
  max_redemptions: '',
  expires_on: '',
};

const numberOrNull = (value: number | string): number | null =>
  value === '' ? null : Number(value);

/** The contract's body from the form's fields. */
function couponInput(values: CouponValues, timeZone: string): CouponInput {
  const off = numberOrNull(values.off);
  return {
    coupon_name: values.coupon_name.trim(),
    percent_off: values.kind === 'percent' ? off : null,
    amount_off: values.kind === 'amount' ? off : null,
    labels: values.labels,
    max_redemptions: numberOrNull(values.max_redemptions),
    expires_at: values.expires_on ? endOfDayIn(values.expires_on, timeZone) : null,
  };
}

/** The contract's problems, placed on the form's fields (the discount's on the one number). */
function validate(values: CouponValues, timeZone: string) {
  const problems = resolve(couponInput(values, timeZone));
  const { percent_off, amount_off, expires_at, ...rest } = problems;
  const off = percent_off ?? amount_off;
  return { ...rest, ...(off ? { off } : {}), ...(expires_at ? { expires_on: expires_at } : {}) };
}

type CouponFormProps = {
  /** The practice's session type labels, for 'applies to'. */
  labels: string[];
  timeZone: string;
  onDone: () => void;
};

/** A new coupon: its name, percent or amount off, the session types, how often, until when. */
export function CouponForm({ labels, timeZone, onDone }: CouponFormProps) {
  const create = useCreateCoupon();
  const form = useForm<CouponValues>({
    initialValues: emptyCoupon,
    validate: (values) => validate(values, timeZone),
  });
  const percent = form.values.kind === 'percent';
  const submit = form.onSubmit((values) =>
    create.mutate(schema.parse(couponInput(values, timeZone)), {
      onSuccess: () => {
        showToast({ color: 'green', title: 'Coupon created', message: values.coupon_name });
        onDone();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.error && (
          <Alert color="red" variant="light" role="alert" title="Not created">
            {create.error.message}
          </Alert>
        )}
        <TextInput label="Coupon name" withAsterisk {...form.getInputProps('coupon_name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <SegmentedControl
              aria-label="Discount kind"
              data={[
                { value: 'percent', label: 'Percent off' },
                { value: 'amount', label: 'Amount off' },
              ]}
              {...form.getInputProps('kind')}
            />
            <NumberInput
              label={percent ? 'Percent off' : 'Amount off ($)'}
              withAsterisk
              min={percent ? 1 : 0.01}
              max={percent ? 100 : undefined}
              decimalScale={percent ? 0 : 2}
              {...form.getInputProps('off')}
            />
          </Stack>
          <MultiSelect
            label="Session types"
            description="None chosen: all session types"
            data={labels}
            {...form.getInputProps('labels')}
          />
          <NumberInput
            label="Maximum uses"
            description="Empty: no limit"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('max_redemptions')}
          />
          <TextInput
            type="date"
            label="Expires after"
            description="Empty: never expires"
            {...form.getInputProps('expires_on')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create coupon
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
