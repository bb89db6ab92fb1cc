import { createSampleData } from '@orchid/contracts/clients';
import { atPath } from '@orchid/contracts/endpoint';
import {
  createProfessionalType,
  type ProfessionalProfile,
  type ProfessionalTypeRecord,
  type QuickIntakeStep,
  saveOwnProfessional,
  updateProfessionalType,
} from '@orchid/contracts/professionals';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../app/api/api-client';
import { errorPrefixes, withErrorPrefix } from '../../../app/api/error-prefixes';
import { refreshUserInfo } from '../../../app/session/session';
import { ownProfileQueryKey } from '../../dashboard/use-own-profile';
import { isLastStep } from './quick-intake-steps';
import { type IntakeValues, savedTypeRecord, stepRequest } from './quick-intake-values';
import { typeRecordChange } from './type-record';

/** Keeps a created or updated type record in the cached profile, so it is never made twice. */
function rememberTypeRecord(queryClient: QueryClient, record: ProfessionalTypeRecord) {
  queryClient.setQueryData<ProfessionalProfile>(ownProfileQueryKey, (profile) =>
    profile
      ? {
          ...profile,
          orchid_pro_types: [
            record,
            ...profile.orchid_pro_types.filter(
              (other) => other.orchid_pro_type_id !== record.orchid_pro_type_id,
            ),
          ],
        }
      : profile,
  );
}

/** The practice step's type record: created, updated or left as it is (§4). */
async function saveTypeRecord(
  queryClient: QueryClient,
  saved: ProfessionalTypeRecord | undefined,
  values: IntakeValues,
): Promise<string | null> {
  const change = typeRecordChange(saved, values);
  if (change.kind === 'none') return saved?.orchid_pro_type_id ?? null;
  const record =
    change.kind === 'create'
      ? await withErrorPrefix(
          errorPrefixes.createProType,
          call(createProfessionalType, change.body),
        )
      : await withErrorPrefix(
          errorPrefixes.updateProType,
          call(atPath(updateProfessionalType, { id: change.id }), change.body),
        );
  rememberTypeRecord(queryClient, record);
  return record.orchid_pro_type_id;
}

type SaveStep = { step: QuickIntakeStep; values: IntakeValues };

/**
 * One Continue (or Finish): the type record on the practice step, then the step's fields
 * (PUT /api/users/v1/orchid_pro/). After the last step user info is asked again, since
 * saving may have finished sign-up.
 */
export function useSaveIntakeStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ step, values }: SaveStep): Promise<ProfessionalProfile> => {
      const profile = queryClient.getQueryData<ProfessionalProfile>(ownProfileQueryKey);
      if (!profile) throw new Error('The profile is not loaded yet');
      const typeRecordId =
        step === 'describe-your-practice'
          ? await saveTypeRecord(queryClient, savedTypeRecord(profile), values)
          : (savedTypeRecord(profile)?.orchid_pro_type_id ?? null);
      const saved = await call(
        saveOwnProfessional,
        stepRequest(step, values, profile, typeRecordId),
      );
      queryClient.setQueryData(ownProfileQueryKey, saved);
      // The dashboard reads user info; a failed refresh only leaves it a little behind.
      if (isLastStep(step)) await refreshUserInfo(queryClient).catch(() => null);
      // §4: then the sample client and sessions, for a new practice; a failure is ignored.
      if (isLastStep(step) && saved.signup_form_finished) {
        await call(createSampleData).catch(() => null);
      }
      return saved;
    },
  });
}
