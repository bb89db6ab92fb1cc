// About us, the help page and the two mood pages in one chunk: one import() in the route table
// (whose every entry counts against the first page's budget) for four small pages of words.
export { DailyMoodsPage } from '../moods/daily-moods-page';
export { FeelingsPage } from '../moods/feelings-page';
export { AboutUsPage } from './about-us-page';
export { SupportPage } from './support-page';
