import {
  Alert,
  Button,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { UserInfo } from '@orchid/contracts/accounts';
import type { PlanClass } from '@orchid/contracts/plans';
import {
  createSessionType,
  isAiSessionLabel,
  type SessionType,
  schedulingMessages,
} from '@orchid/contracts/scheduling';
import { isRefusal } from '../../app/api/api-error';
import { acrossFields, requestSchema } from '../../app/forms/form-schema';
import { showToast } from '../../app/toasts';
import { cancellationWindowOptions } from '../professionals/policies/cancellation-window';
import { useSaveSessionType } from './scheduling-queries';
import {
  newSessionTypeValues,
  type SessionTypeValues,
  seatsFor,
  sessionTypeForCheck,
  sessionTypeValues,
} from './session-type-values';

/** The contract's body, and the plan rule the server applies (§4: AI types on ai-only). */
const sessionTypeSchema = (plan: PlanClass | undefined) =>
  requestSchema(createSessionType).check(
    acrossFields((values, ctx) => {
      if (typeof values.label !== 'string' || !isAiSessionLabel(values.label)) return;
      if (plan !== undefined && plan !== 'ai-only') {
        ctx.addIssue({
          code: 'custom',
          path: ['label'],
          message: schedulingMessages.aiTypesNeedAiPlan,
        });
      }
    }),
  );

type SessionTypeFormProps = {
  user: UserInfo;
  plan: PlanClass | undefined;
  /** The type being changed; none for a new one. */
  type: SessionType | undefined;
  onDone: () => void;
};

/** Adds or changes a session type (the owner's, edit-scheduling). */
export function SessionTypeForm({ user, plan, type, onDone }: SessionTypeFormProps) {
  const save = useSaveSessionType(user);
  const schema = sessionTypeSchema(plan);
  const resolve = schemaResolver(schema, { sync: true });
  const form = useForm<SessionTypeValues>({
    initialValues: type ? sessionTypeValues(type) : newSessionTypeValues(),
    validate: (values) => resolve(sessionTypeForCheck(values)),
  });
  const { kind, cancellation_fee: fee, cancellation_limit_hours: hours } = form.values;
  const submit = form.onSubmit((values) => {
    const input = schema.parse(sessionTypeForCheck(values));
    save.mutate(
      { id: type?.appointment_type_id, input },
      {
        onSuccess: (saved) => {
          showToast({
            color: 'green',
            title: type ? 'Session type saved' : 'Session type added',
            message: saved.label,
          });
          onDone();
        },
        // A label the practice already uses belongs under the label.
        onError: (error) => {
          if (isRefusal(error, 'scheduling.labelTaken')) form.setFieldError('label', error.message);
        },
      },
    );
  });
  const labelRefused = isRefusal(save.error, 'scheduling.labelTaken');
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={type ? `Edit ${type.label}` : 'New session type'}
    >
      <Stack gap="md">
        <TextInput label="Name" withAsterisk maxLength={100} {...form.getInputProps('label')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label="Length"
            withAsterisk
            suffix=" minutes"
            allowDecimal={false}
            min={5}
            max={480}
            step={5}
            {...form.getInputProps('length_minutes')}
          />
          <NumberInput
            label="Price"
            withAsterisk
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            min={0}
            max={100_000}
            thousandSeparator=","
            {...form.getInputProps('price')}
          />
        </SimpleGrid>
        <Radio.Group
          label="Who attends"
          {...form.getInputProps('kind')}
          onChange={(value) => {
            const next = value === 'group' ? 'group' : 'one_on_one';
            form.setFieldValue('kind', next);
            form.setFieldValue('seats', seatsFor(next, form.values.seats));
          }}
        >
          <Group gap="md" mt={6}>
            <Radio value="one_on_one" label="One client (one-on-one)" />
            <Radio value="group" label="A group" />
          </Group>
        </Radio.Group>
        {kind === 'group' && (
          <NumberInput
            label="Seats"
            description="How many clients can book one session."
            withAsterisk
            allowDecimal={false}
            min={2}
            max={100}
            maw={220}
            {...form.getInputProps('seats')}
            value={form.values.seats ?? ''}
          />
        )}
        <Radio.Group label="Where" {...form.getInputProps('session_location_type')}>
          <Group gap="md" mt={6}>
            <Radio value="telehealth" label="Telehealth" />
            <Radio value="in-person" label="In person" />
          </Group>
        </Radio.Group>
        <Select
          label="Late-cancellation window"
          description="Cancelling within this time before a session costs the fee."
          data={cancellationWindowOptions(hours === '' ? 24 : hours)}
          value={hours === '' ? null : String(hours)}
          onChange={(value) => form.setFieldValue('cancellation_limit_hours', Number(value))}
          error={form.errors.cancellation_limit_hours}
          allowDeselect={false}
        />
        <Radio.Group
          label="Late-cancellation fee"
          value={fee.type}
          onChange={(value) =>
            form.setFieldValue('cancellation_fee', {
              type: value === 'flat' || value === 'percent' ? value : 'none',
              amount: value === 'none' ? 0 : fee.type === value ? fee.amount : '',
            })
          }
        >
          <Group gap="md" mt={6}>
            <Radio value="none" label="No fee" />
            <Radio value="flat" label="A flat fee" />
            <Radio value="percent" label="A percent of the price" />
          </Group>
        </Radio.Group>
        {fee.type === 'flat' && (
          <NumberInput
            label="Fee"
            withAsterisk
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            min={0}
            max={100_000}
            maw={220}
            {...form.getInputProps('cancellation_fee.amount')}
          />
        )}
        {fee.type === 'percent' && (
          <NumberInput
            label="Percent of the price"
            withAsterisk
            suffix="%"
            allowDecimal={false}
            min={1}
            max={100}
            maw={220}
            {...form.getInputProps('cancellation_fee.amount')}
          />
        )}
        <Switch
          label="Clients can book it online"
          description="Shown on your booking page with your free times."
          {...form.getInputProps('bookable_online', { type: 'checkbox' })}
        />
        {save.error && !labelRefused && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {save.error.message}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {type ? 'Save session type' : 'Add session type'}
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
