import { SAMPLE_PATIENT } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import { inTransaction } from '../../platform/db/transaction';
import type { AccountsContext } from '../accounts/context';
import * as careRepo from '../care-invitations/repo';
import { bookSampleSessions } from '../scheduling/sample-sessions';
import { practiceOwnerOf } from '../teams/service';
import { createClient } from './service';

/**
 * The quick intake's sample data (§4): the sample client and three sessions, all or nothing,
 * for the caller's own practice while it has no clients; otherwise nothing. A team member's
 * Finish adds nothing to the owner's calendar.
 */
export async function createSampleData(
  ctx: AccountsContext,
  userId: string,
  origin: RequestOrigin,
) {
  const nothing = { created: false, patient_user_id: null };
  if ((await practiceOwnerOf(ctx, userId)) !== userId) return nothing;
  const { total } = await careRepo.clientsOf(
    ctx.db,
    { ownerUserId: userId },
    { skip: 0, limit: 1 },
  );
  if (total > 0) return nothing;
  return inTransaction(ctx, async (tx) => {
    const actor = { userId, ownerUserId: userId };
    const { patient } = await createClient(tx, actor, { ...SAMPLE_PATIENT }, origin);
    await bookSampleSessions(tx, userId, patient.patient_user_id);
    return { created: true, patient_user_id: patient.patient_user_id };
  });
}
