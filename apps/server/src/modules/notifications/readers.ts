import type { AppContext } from '../../platform/context';
import { findUserById, guardiansOf } from '../accounts/users';
import { practiceZoneOf } from '../scheduling/session-facts';
import { practiceSchedulers } from '../teams/service';

// Who reads what this module tells, each with the zone their times are shown in: their own,
// or else the practice's (a client without one: theirs, then the practice's).

export type Reader = {
  id: string;
  email: string | null;
  firstName: string;
  preferredFirstName: string | null;
  zone: string;
};

/**
 * The practice's people told of what a client did: its owner and its schedulers (each gets the
 * mail as they chose in their e-mail preferences, and the notice always).
 */
export async function practiceReaders(ctx: AppContext, ownerUserId: string): Promise<Reader[]> {
  const zone = await practiceZoneOf(ctx, ownerUserId);
  const ids = [ownerUserId, ...(await practiceSchedulers(ctx, ownerUserId))];
  const people = await Promise.all(ids.map((id) => findUserById(ctx.db, id)));
  return people.flatMap((person) => (person ? [{ ...person, zone: person.timezone ?? zone }] : []));
}

/** Who reads a client's mail: the client, or the guardians of a minor (who has no address). */
export async function clientReaders(
  ctx: AppContext,
  clientUserId: string,
  ownerUserId: string,
): Promise<Reader[]> {
  const client = await findUserById(ctx.db, clientUserId);
  if (!client) return [];
  const zone = client.timezone ?? (await practiceZoneOf(ctx, ownerUserId));
  if (client.email) return [{ ...client, zone }];
  const guardians = await guardiansOf(ctx.db, client.id);
  return guardians.map((guardian) => ({ ...guardian, zone: guardian.timezone ?? zone }));
}
