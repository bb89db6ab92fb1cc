// The product's four marketing pages in one chunk: one import() in the route table (whose size
// counts against the first page's budget) for pages a visitor usually reads one after another.
export { AiProgressNotesPage } from './ai-progress-notes-page';
export { MeasurementBasedCarePage } from './measurement-based-care-page';
export { SavingsCalculatorPage } from './savings-calculator-page';
export { SwitchEhrPage } from './switch-ehr-page';
