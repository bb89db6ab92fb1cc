import { schemaResolver, useForm } from '@mantine/form';
import { type ProfileFormVariant, type ProfileValues, profileSchema } from './profile-values';

/** The member profile form, starting from the saved profile; `isDirty()` tells of changes. */
export function useProfileForm(initialValues: ProfileValues, variant: ProfileFormVariant) {
  return useForm<ProfileValues>({
    initialValues,
    validate: schemaResolver(profileSchema(variant), { sync: true }),
    validateInputOnBlur: true,
  });
}
