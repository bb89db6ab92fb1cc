// Option lists and defaults of professional profiles. One import path for the server's
// routes and the web's forms: `@orchid/contracts/professional-options`.

export * from './professional-options/boards';
export * from './professional-options/education';
export * from './professional-options/insurance-payers';
export * from './professional-options/office-locations';
export * from './professional-options/practice';
export * from './professional-options/professions';
