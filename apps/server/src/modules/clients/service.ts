import type { ClientStatus, CreatePatientSchema, PatientType } from '@orchid/contracts';
import type { z } from 'zod';
import type { InScope } from '../../platform/access/scope';
import type { RequestOrigin } from '../../platform/audit/audit';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { assertMayMailOthers, senderOf } from '../../platform/mail/mail-to-others';
import type { AccountsContext } from '../accounts/context';
import { assertDateOfBirth } from '../accounts/date-of-birth';
import { createClientAccount } from '../accounts/registration';
import { findUserById } from '../accounts/users';
import * as careRepo from '../care-invitations/repo';
import { recordClientBirthDate } from '../members/service';

// A practice's clients: people it adds itself (this module) or who joined through one of its
// invitations (care-invitations). Each is a member account with a care relationship.

type Actor = { userId: string; ownerUserId: string };

/**
 * Adds a client to the practice: a member account (pending with an e-mail, which mails the
 * link to finish it; none without), the date of birth sealed, and the care relationship. An
 * address that already has an account is refused: that person joins through an invitation,
 * so a practice cannot attach itself to someone's existing account.
 */
export async function createClient(
  ctx: AccountsContext,
  actor: Actor,
  input: z.output<typeof CreatePatientSchema>,
  origin: RequestOrigin,
) {
  assertDateOfBirth(ctx, input.dob, 'client', origin);
  // With an address, adding a client mails them a link: the practice's mail to someone else,
  // refused (403, 429) for an unconfirmed sender or over the limits, like a team invite.
  if (input.email) {
    const sender = await findUserById(ctx.db, actor.userId);
    if (!sender) throw new AppError('accounts.notAuthenticated');
    await assertMayMailOthers(ctx, senderOf(sender), input.email);
  }
  const client = await inTransaction(ctx, async (tx) => {
    const user = await createClientAccount(tx, {
      email: input.email ?? null,
      firstName: input.first_name,
      lastName: input.last_name,
      preferredFirstName: input.preferred_first_name ?? null,
    }).catch((error) => {
      if (error instanceof AppError && error.code === 'accounts.emailTaken') {
        throw new AppError('clients.hasAccount');
      }
      throw error;
    });
    await recordClientBirthDate(tx, user.id, input.dob);
    await careRepo.insertCareRelationship(tx.db, {
      professionalUserId: actor.ownerUserId,
      memberUserId: user.id,
      source: 'patient_chart',
      createdAt: tx.clock.now(),
    });
    await tx.audit.record({
      action: 'client.create',
      outcome: 'success',
      actorUserId: actor.userId,
      subjectUserId: user.id,
      origin,
      detail: { practice_owner: actor.ownerUserId, invited: Boolean(input.email) },
    });
    return user;
  });
  return {
    patient: {
      patient_user_id: client.id,
      first_name: client.firstName,
      preferred_first_name: client.preferredFirstName,
      last_name: client.lastName,
      email: client.email,
      dob: input.dob,
    },
  };
}

/** The practice's clients by name, a page at a time. */
export async function listClients(
  ctx: AccountsContext,
  scope: InScope,
  page: {
    search?: string | undefined;
    patient_type?: PatientType | undefined;
    client_status?: ClientStatus[] | undefined;
    skip: number;
    limit: number;
  },
) {
  const { rows, total } = await careRepo.clientsOf(ctx.db, scope, {
    search: page.search,
    patientType: page.patient_type,
    statuses: page.client_status,
    skip: page.skip,
    limit: page.limit,
  });
  return {
    entries: rows.map((row) => ({
      patient_user_id: row.id,
      first_name: row.firstName,
      preferred_first_name: row.preferredFirstName,
      last_name: row.lastName,
      email: row.email,
      patient_type: row.minor ? ('minor' as const) : ('individual' as const),
      client_status: row.status,
    })),
    total,
  };
}
