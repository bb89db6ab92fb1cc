import { Radio, Stack } from '@mantine/core';
import type { EditMode } from '@orchid/contracts/appointments';

const choices: { value: EditMode; label: string }[] = [
  { value: 'this_session', label: 'This session' },
  { value: 'this_and_following', label: 'This and the following sessions' },
  { value: 'all', label: 'All sessions of the series' },
];

type EditModeChoiceProps = {
  label: string;
  value: EditMode;
  onChange: (mode: EditMode) => void;
};

/** Which sessions of a series a change reaches; this session unless chosen otherwise (§2). */
export function EditModeChoice({ label, value, onChange }: EditModeChoiceProps) {
  return (
    <Radio.Group label={label} value={value} onChange={(mode) => onChange(mode as EditMode)}>
      <Stack gap="xs" mt="xs">
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
