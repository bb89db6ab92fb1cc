// Write for us, the EHR FAQ and the security page in one chunk: one import() in the route
// table, whose every entry counts against the first page's budget. They share most of their
// pieces (hero, FAQ accordion, banner) anyway.
export { EhrFaqPage } from './ehr-faq-page';
export { EhrSecurityPage } from './ehr-security-page';
export { WriteForUsPage } from './write-for-us-page';
