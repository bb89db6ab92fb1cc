import type { DirectoryProfile, DirectoryProfileInput } from '@orchid/contracts/directory';

// The directory profile form's values: an empty box where the API says null.

export type ProfileValues = Omit<DirectoryProfileInput, 'custom_url' | 'gender_identity'> & {
  custom_url: string;
  gender_identity: string | null;
};

export function profileValuesOf(profile: DirectoryProfile): ProfileValues {
  return {
    biography: profile.biography,
    approaches: profile.approaches,
    issues_treated: profile.issues_treated,
    languages: profile.languages,
    insurance_accepted: profile.insurance_accepted,
    gender_identity: profile.gender_identity,
    custom_url: profile.custom_url ?? '',
    listed: profile.listed,
  };
}

/** The body to check and send: no address is null, not an empty one. */
export function profileInputOf(values: ProfileValues): Record<string, unknown> {
  return { ...values, custom_url: values.custom_url.trim() === '' ? null : values.custom_url };
}
