// The two mood pages in one chunk: they share their whole screen (mood-check.tsx) and differ
// only in words, and one import() in the route table costs the first page's bundle less.
export { DailyMoodsPage } from './daily-moods-page';
export { FeelingsPage } from './feelings-page';
