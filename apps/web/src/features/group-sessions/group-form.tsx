import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { GROUP_MEETINGS_MAX } from '@orchid/contracts/group-sessions';
import type { SessionType } from '@orchid/contracts/scheduling';
import { showToast } from '../../app/toasts';
import { REPEAT_FREQUENCIES, repeatInWords } from '../schedule/repeat-rule';
import { StartFields } from '../schedule/start-fields';
import {
  type GroupFormValues,
  groupFormInitialValues,
  groupFormSchema,
  groupMeetings,
  groupSeriesInput,
  groupTypeFacts,
  repeatOfGroup,
} from './group-form-values';
import { usePublishGroup } from './group-queries';

type GroupFormProps = {
  /** The practice's group session types (kind 'group'), at least one. */
  types: SessionType[];
  /** The practice's time zone: the first meeting is on its clock. */
  timeZone: string;
  onDone: () => void;
};

/** A new group: its type, title and description, first meeting and how often it meets. */
export function GroupForm({ types, timeZone, onDone }: GroupFormProps) {
  const publish = usePublishGroup();
  const form = useForm<GroupFormValues>({
    initialValues: {
      ...groupFormInitialValues,
      appointment_type_label: types.length === 1 ? (types[0]?.label ?? '') : '',
    },
    validate: schemaResolver(groupFormSchema, { sync: true }),
  });
  const { values } = form;
  const chosen = types.find((type) => type.label === values.appointment_type_label);
  const submit = form.onSubmit((current) =>
    publish.mutate(groupSeriesInput(current, timeZone), {
      onSuccess: () => {
        showToast({ color: 'green', title: 'Group published', message: current.title.trim() });
        onDone();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label="Group session type"
          required
          data={[
            { value: '', label: 'Choose a group session type' },
            ...types.map((type) => type.label),
          ]}
          description={chosen && groupTypeFacts(chosen)}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('appointment_type_label')}
        />
        <TextInput label="Title" required maxLength={120} {...form.getInputProps('title')} />
        <Textarea
          label="Description"
          description="Who the group is for and what happens in a meeting."
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          autosize
          minRows={3}
          maxLength={4000}
          {...form.getInputProps('description')}
        />
        <StartFields
          dateLabel="First meeting"
          timeZone={timeZone}
          date={form.getInputProps('date')}
          time={form.getInputProps('time')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label="Repeats"
            data={REPEAT_FREQUENCIES.map((option) => ({
              value: option.value,
              label: option.label,
            }))}
            {...form.getInputProps('frequency')}
          />
          {values.frequency !== 'none' && (
            <NumberInput
              label="Number of meetings"
              required
              min={2}
              max={GROUP_MEETINGS_MAX}
              size="md"
              {...form.getInputProps('count')}
            />
          )}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {repeatInWords(repeatOfGroup(values), groupMeetings)}. Times are the practice's (
          {timeZone.replaceAll('_', ' ')}). The meetings go on your calendar, and clients can join
          from the support groups page.
        </Text>
        {publish.error && (
          <Alert color="red" variant="light" role="alert" title="Not published">
            {publish.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={publish.isPending}>
            Publish group
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
