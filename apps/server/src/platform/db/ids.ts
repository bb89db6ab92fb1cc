import { v7 as uuidv7 } from 'uuid';

/** Time-ordered UUIDs (v7): unique like v4, but index-friendly and sortable by creation. */
export const newId = (): string => uuidv7();
