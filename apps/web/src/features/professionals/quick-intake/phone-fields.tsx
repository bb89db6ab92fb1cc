import { PhoneField } from '../../members/profile/phone-field';
import type { IntakeForm } from './intake-form';

/** Step 4, what-is-your-phone-number: an optional contact phone, masked to digits (§2, §5). */
export function PhoneFields({ form }: { form: IntakeForm }) {
  return (
    <PhoneField
      label="Contact phone"
      description="We never share your number with third parties. We use it only for official, non-marketing communications."
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      {...form.getInputProps('phone_number')}
      value={form.values.phone_number}
    />
  );
}
