import { type UseFormReturnType, useForm } from '@mantine/form';
import { type IntakeValues, intakeErrors } from './quick-intake-values';

export type IntakeForm = UseFormReturnType<IntakeValues>;

/** The whole quick-intake as one form, from the saved profile; problems show on leaving a field. */
export function useIntakeForm(initialValues: IntakeValues): IntakeForm {
  return useForm<IntakeValues>({
    initialValues,
    validate: (values) => intakeErrors(values),
    validateInputOnBlur: true,
  });
}
