// About us, help, the two mood pages, write for us, the EHR FAQ and the security page in one
// chunk: one import() in the route table, whose every entry counts against the first page's
// budget. They are pages of words that share most of their pieces (features/marketing).
export { EhrFaqPage } from '../marketing/ehr-faq-page';
export { EhrSecurityPage } from '../marketing/ehr-security-page';
export { WriteForUsPage } from '../marketing/write-for-us-page';
export { DailyMoodsPage } from '../moods/daily-moods-page';
export { FeelingsPage } from '../moods/feelings-page';
export { AboutUsPage } from './about-us-page';
export { SupportPage } from './support-page';
