import type { AppContext } from '../../platform/context';
import type { FileStorage } from '../../platform/storage/storage';

/** The directory's services: the app's, and the file storage its photos live in. */
export type DirectoryContext = AppContext & { storage: FileStorage };
