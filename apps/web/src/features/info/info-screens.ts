// About us and the help page in one chunk: one import() in the route table (whose size counts
// against the first page's budget) for two small pages of words.
export { AboutUsPage } from './about-us-page';
export { SupportPage } from './support-page';
