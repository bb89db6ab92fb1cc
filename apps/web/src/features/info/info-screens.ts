// About us, help, the two mood pages, write for us, the EHR FAQ and the security page in one
// chunk: one import() in the route table, whose every entry counts against the first page's
// budget. They are pages of words that share most of their pieces (features/marketing).
// Each page with its head, for the pages the server draws (pages.tsx).
export { EhrFaqPage, ehrFaqHead } from '../marketing/ehr-faq-page';
export { EhrSecurityPage, ehrSecurityHead } from '../marketing/ehr-security-page';
export { WriteForUsPage, writeForUsHead } from '../marketing/write-for-us-page';
export { DailyMoodsPage, dailyMoodsHead } from '../moods/daily-moods-page';
export { FeelingsPage, feelingsHead } from '../moods/feelings-page';
export { AboutUsPage, aboutUsHead } from './about-us-page';
export { SupportPage, supportHead } from './support-page';
