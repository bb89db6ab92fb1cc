import { type DirectoryProfessional, isUuid } from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import * as repo from './repo';
import { toResult } from './search';

// The public pages: one professional's (/professional-search/{id_or_custom_url}) and a
// practice's (/{practice_group_name}). Only what the directory lists is shown.

export async function directoryProfessional(
  ctx: AppContext,
  idOrCustomUrl: string,
): Promise<DirectoryProfessional> {
  const key = idOrCustomUrl.toLowerCase();
  const listing = await repo.findListing(ctx.db, isUuid(key) ? { id: key } : { url: key });
  if (!listing) throw new AppError('directory.notFound');
  const profile = await repo.findProfile(ctx.db, listing.userId);
  return {
    ...toResult(listing),
    first_name: listing.firstName,
    last_name: listing.lastName,
    biography: profile?.biography ?? '',
    approaches: listing.approaches as DirectoryProfessional['approaches'],
    issues_treated: listing.issuesTreated as DirectoryProfessional['issues_treated'],
    languages: listing.languages as DirectoryProfessional['languages'],
    insurance_accepted: listing.insuranceAccepted as DirectoryProfessional['insurance_accepted'],
    practice_group_name: listing.practiceGroupName,
    timezone: listing.timezone,
  };
}

export async function directoryPractice(ctx: AppContext, practiceGroupName: string) {
  const rows = await repo.listingsOfPractice(ctx.db, practiceGroupName);
  const first = rows[0];
  if (!first?.practiceGroupName) throw new AppError('directory.practiceNotFound');
  return { practice_group_name: first.practiceGroupName, professionals: rows.map(toResult) };
}
