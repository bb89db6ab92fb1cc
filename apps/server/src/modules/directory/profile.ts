import {
  type DirectoryProfile,
  type DirectoryProfileInputSchema,
  isReservedCustomUrl,
  profileImagePath,
} from '@orchid/contracts';
import type { z } from 'zod';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { refusalFor } from '../../platform/db/constraint-refusals';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { queueListingRefresh } from './refresh-queue';
import * as repo from './repo';

type ProfileInput = z.output<typeof DirectoryProfileInputSchema>;

/** The profile before any save: listed, with nothing said. */
export const EMPTY_DIRECTORY_PROFILE: Omit<DirectoryProfile, 'photo_url'> = {
  biography: '',
  approaches: [],
  issues_treated: [],
  languages: [],
  insurance_accepted: [],
  gender_identity: null,
  custom_url: null,
  listed: true,
};

function toProfile(userId: string, row: repo.DirectoryProfileRow | undefined): DirectoryProfile {
  if (!row) return { ...EMPTY_DIRECTORY_PROFILE, photo_url: null };
  return {
    biography: row.biography,
    approaches: row.approaches as DirectoryProfile['approaches'],
    issues_treated: row.issuesTreated as DirectoryProfile['issues_treated'],
    languages: row.languages as DirectoryProfile['languages'],
    insurance_accepted: row.insuranceAccepted as DirectoryProfile['insurance_accepted'],
    gender_identity: row.genderIdentity as DirectoryProfile['gender_identity'],
    custom_url: row.customUrl,
    listed: row.listed,
    photo_url: row.photoKey ? profileImagePath(userId) : null,
  };
}

/** GET directory_profile: what the professional said, or the empty profile before any save. */
export async function ownDirectoryProfile(ctx: AppContext, userId: string) {
  return toProfile(userId, await repo.findProfile(ctx.db, userId));
}

// Two professionals racing for one address: the unique index lets one in.
const customUrlRace = refusalFor({
  directory_profiles_custom_url_key: new AppError('directory.customUrlTaken'),
});

/** PUT directory_profile: saves it and refreshes the listing in the same transaction. */
export async function saveDirectoryProfile(
  ctx: AppContext,
  userId: string,
  input: ProfileInput,
  origin: RequestOrigin,
) {
  if (input.custom_url && isReservedCustomUrl(input.custom_url)) {
    throw new AppError('directory.customUrlReserved');
  }
  const dedupe = <T>(list: T[]) => [...new Set(list)];
  const saved = await inTransaction(ctx, async (tx) => {
    const row = await repo
      .upsertProfile(tx.db, {
        userId,
        biography: input.biography,
        approaches: dedupe(input.approaches),
        issuesTreated: dedupe(input.issues_treated),
        languages: dedupe(input.languages),
        insuranceAccepted: dedupe(input.insurance_accepted),
        genderIdentity: input.gender_identity,
        customUrl: input.custom_url,
        listed: input.listed,
        modifiedAt: tx.clock.now(),
      })
      .catch(customUrlRace);
    await tx.audit.record({
      action: 'professional.directory_profile_save',
      outcome: 'success',
      actorUserId: userId,
      subjectUserId: userId,
      origin,
    });
    await queueListingRefresh(tx, userId);
    return row;
  });
  return toProfile(userId, saved);
}
