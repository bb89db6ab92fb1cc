// Three of the product's marketing pages in one chunk: one import() in the route table (whose
// size counts against the first page's budget) for pages a visitor usually reads one after
// another. The savings calculator (/ehr-cost-savings) is a chunk of its own: with these it
// loaded the AI page's blog teaser and the blog's contracts, 80 KB of script it never runs.
import { brandName } from '../../app/brand';
import { aiProgressNotesMeta, measurementBasedCareMeta, switchEhrMeta } from './product-pages-meta';

export { AiProgressNotesPage } from './ai-progress-notes-page';
export { MeasurementBasedCarePage } from './measurement-based-care-page';
export { SwitchEhrPage } from './switch-ehr-page';

// Their heads, for the pages the server draws (pages.tsx).
export const measurementBasedCareHead = () => measurementBasedCareMeta(brandName());
export const aiProgressNotesHead = () => aiProgressNotesMeta(brandName());
export const switchEhrHead = () => switchEhrMeta(brandName());
