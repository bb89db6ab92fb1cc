import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { prepareOnce } from '../../platform/db/prepared';
import { checkouts, paymentWebhookEvents, planChanges, subscriptions } from './tables';

// The subscriptions module's SQL. No rules here: the service decides, the repo reads and writes.

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckout = typeof checkouts.$inferInsert;
export type PlanChangeRow = typeof planChanges.$inferSelect;
export type NewPlanChange = typeof planChanges.$inferInsert;

const subscriptionsOfQuery = prepareOnce((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .orderBy(desc(subscriptions.activatedTime))
    .prepare('subscriptions_of'),
);

/** A professional's subscriptions as JSON, newest first: a session read over their id. */
export const subscriptionsJson = (userId: SQL) => sql`(
  select coalesce(json_agg(${subscriptions} order by ${subscriptions.activatedTime} desc), '[]'::json)
  from ${subscriptions} where ${subscriptions.userId} = ${userId})`;

/** A professional's subscriptions, newest first. */
export const subscriptionsOf = (db: Db, userId: string) =>
  subscriptionsOfQuery(db).execute({ userId });

/** The subscriptions of several professionals at once. */
export const subscriptionsOfUsers = (db: Db, userIds: string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db.select().from(subscriptions).where(inArray(subscriptions.userId, userIds));

/** The live subscription (not terminated), locked until the transaction ends. */
export async function lockLiveSubscription(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.terminatedTime)))
    .for('update');
  return row;
}

/** One subscription, locked until the transaction ends. */
export async function lockSubscription(db: Db, id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

/** The subscription a provider knows by this id, locked until the transaction ends. */
export async function lockSubscriptionByProviderId(db: Db, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .for('update');
  return row;
}

export async function hasHadTrial(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, 'trial')))
    .limit(1);
  return rows.length > 0;
}

/** The professional's free trial (there is at most one), locked until the transaction ends. */
export async function lockTrial(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, 'trial')))
    .for('update');
  return row;
}

export async function insertSubscription(db: Db, values: NewSubscription) {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSubscription(
  db: Db,
  id: string,
  changes: Partial<NewSubscription>,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set(changes)
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

// ---- checkouts ----

export async function insertCheckout(db: Db, values: NewCheckout) {
  const [row] = await db.insert(checkouts).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findCheckout(db: Db, id: string) {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

export async function lockCheckout(db: Db, id: string) {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
  return row;
}

export async function updateCheckout(
  db: Db,
  id: string,
  changes: Partial<NewCheckout>,
): Promise<CheckoutRow> {
  const [row] = await db.update(checkouts).set(changes).where(eq(checkouts.id, id)).returning();
  if (!row) throw new Error(`checkout ${id} vanished`);
  return row;
}

/** Cancels the user's open checkout, if any, and returns it. */
export async function cancelOpenCheckouts(db: Db, userId: string, now: Date) {
  return db
    .update(checkouts)
    .set({ status: 'canceled', modifiedAt: now })
    .where(and(eq(checkouts.userId, userId), eq(checkouts.status, 'open')))
    .returning();
}

// ---- plan changes ----

export async function insertPlanChange(db: Db, values: NewPlanChange) {
  const [row] = await db.insert(planChanges).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The change waiting for the end of this subscription's period, if any. */
export async function findScheduledChange(db: Db, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(planChanges)
    .where(
      and(eq(planChanges.subscriptionId, subscriptionId), eq(planChanges.status, 'scheduled')),
    );
  return row;
}

/** One change, locked until the transaction ends. */
export async function lockPlanChange(db: Db, id: string) {
  const [row] = await db.select().from(planChanges).where(eq(planChanges.id, id)).for('update');
  return row;
}

export async function updatePlanChange(
  db: Db,
  id: string,
  changes: Partial<NewPlanChange>,
): Promise<PlanChangeRow> {
  const [row] = await db.update(planChanges).set(changes).where(eq(planChanges.id, id)).returning();
  if (!row) throw new Error(`plan change ${id} vanished`);
  return row;
}

// ---- webhook events ----

/** Notes an event as handled; false when it already was. */
export async function recordWebhookEvent(
  db: Db,
  event: typeof paymentWebhookEvents.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length > 0;
}
