import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { type IntakeValues, intakeSchema } from './quick-intake-values';

export type IntakeForm = UseFormReturnType<IntakeValues>;

/** The checks of the whole quick intake; the date of birth is judged with today's date. */
const validate = schemaResolver(intakeSchema(), { sync: true });

/** The whole quick-intake as one form, from the saved profile; problems show on leaving a field. */
export function useIntakeForm(initialValues: IntakeValues): IntakeForm {
  return useForm<IntakeValues>({ initialValues, validate, validateInputOnBlur: true });
}
