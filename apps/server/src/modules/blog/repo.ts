import type { BlogSection } from '@orchid/contracts/blog';
import { and, count, desc, eq, getTableColumns, lte, type SQL } from 'drizzle-orm';
import { type HealthVault, openFields, sealFields } from '../../platform/crypto/health-vault';
import type { Db } from '../../platform/db/database';
import { blogEntries, blogSubmissionSealedFields, blogSubmissions, contentSeeds } from './tables';

export type BlogEntryRow = typeof blogEntries.$inferSelect;
export type NewBlogEntry = typeof blogEntries.$inferInsert;
/** An entry without its body: what lists need. */
export type BlogEntrySummaryRow = Omit<BlogEntryRow, 'bodyMarkdown'>;
export type BlogSubmissionRow = typeof blogSubmissions.$inferSelect;

const { bodyMarkdown: _body, ...summaryColumns } = getTableColumns(blogEntries);

/** What readers see: published, with its date come. */
const published = (now: Date): SQL =>
  and(eq(blogEntries.status, 'published'), lte(blogEntries.publishedAt, now)) as SQL;

const visible = (section: BlogSection, now: Date): SQL =>
  and(eq(blogEntries.section, section), published(now)) as SQL;

const newestFirst = [desc(blogEntries.publishedAt), desc(blogEntries.id)];

export async function listVisible(
  db: Db,
  section: BlogSection,
  page: { skip: number; limit: number; category?: string },
  now: Date,
): Promise<BlogEntrySummaryRow[]> {
  const where = page.category
    ? and(visible(section, now), eq(blogEntries.category, page.category))
    : visible(section, now);
  return db
    .select(summaryColumns)
    .from(blogEntries)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.skip);
}

export async function findVisible(
  db: Db,
  section: BlogSection,
  url: string,
  now: Date,
): Promise<BlogEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(blogEntries)
    .where(and(visible(section, now), eq(blogEntries.url, url)));
  return row;
}

/** Every entry of a section, drafts and scheduled ones too, for its editors. */
export async function listAll(db: Db, section: BlogSection): Promise<BlogEntrySummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(blogEntries)
    .where(eq(blogEntries.section, section))
    .orderBy(desc(blogEntries.modifiedAt), desc(blogEntries.id));
}

export async function findById(db: Db, id: number): Promise<BlogEntryRow | undefined> {
  const [row] = await db.select().from(blogEntries).where(eq(blogEntries.id, id));
  return row;
}

/** Adds an entry; a taken address breaks the unique index (section, url). */
export async function insertEntry(db: Db, entry: NewBlogEntry): Promise<BlogEntryRow> {
  const [row] = await db.insert(blogEntries).values(entry).returning();
  return row as BlogEntryRow;
}

export async function updateEntry(
  db: Db,
  id: number,
  changes: Partial<NewBlogEntry>,
): Promise<BlogEntryRow | undefined> {
  const [row] = await db.update(blogEntries).set(changes).where(eq(blogEntries.id, id)).returning();
  return row;
}

export async function deleteEntry(db: Db, id: number): Promise<BlogEntryRow | undefined> {
  const [row] = await db.delete(blogEntries).where(eq(blogEntries.id, id)).returning();
  return row;
}

/** The author's account of a visible entry, for its avatar. */
export async function authorOfVisible(db: Db, id: number, now: Date) {
  const [row] = await db
    .select({ authorUserId: blogEntries.authorUserId })
    .from(blogEntries)
    .where(and(published(now), eq(blogEntries.id, id)));
  return row?.authorUserId ?? undefined;
}

// ---- Submissions ------------------------------------------------------------------------------

const SUBMISSIONS = 'blog_submissions';
const openSubmission = (vault: HealthVault, row: BlogSubmissionRow) =>
  openFields(vault, SUBMISSIONS, row.id, row, blogSubmissionSealedFields);

export async function insertSubmission(
  db: Db,
  vault: HealthVault,
  row: typeof blogSubmissions.$inferInsert & { id: string },
) {
  const stored = await sealFields(vault, SUBMISSIONS, row.id, row, blogSubmissionSealedFields);
  const [saved] = await db.insert(blogSubmissions).values(stored).returning();
  return openSubmission(vault, saved as BlogSubmissionRow);
}

export async function listSubmissions(
  db: Db,
  vault: HealthVault,
  page: { skip: number; limit: number },
) {
  const rows = await db
    .select()
    .from(blogSubmissions)
    .orderBy(desc(blogSubmissions.createdAt), desc(blogSubmissions.id))
    .limit(page.limit)
    .offset(page.skip);
  return Promise.all(rows.map((row) => openSubmission(vault, row)));
}

export async function countSubmissions(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogSubmissions);
  return row?.total ?? 0;
}

export async function findSubmission(db: Db, id: string) {
  const [row] = await db.select().from(blogSubmissions).where(eq(blogSubmissions.id, id));
  return row;
}

// ---- Content given once -----------------------------------------------------------------------

/** Marks the content `name` as given; true only for the first caller, ever. */
export async function claimSeed(db: Db, name: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(contentSeeds)
    .values({ name, seededAt: now })
    .onConflictDoNothing()
    .returning({ name: contentSeeds.name });
  return claimed.length > 0;
}

/** The id of the section's entry at this address, drafts too. */
export async function findIdByUrl(db: Db, section: BlogSection, url: string) {
  const [row] = await db
    .select({ id: blogEntries.id })
    .from(blogEntries)
    .where(and(eq(blogEntries.section, section), eq(blogEntries.url, url)));
  return row?.id;
}

/** Every entry readers see, with when it changed: the sitemap's. */
export async function listVisibleAddresses(db: Db, now: Date) {
  return db
    .select({
      section: blogEntries.section,
      url: blogEntries.url,
      modifiedAt: blogEntries.modifiedAt,
    })
    .from(blogEntries)
    .where(published(now))
    .orderBy(...newestFirst);
}
