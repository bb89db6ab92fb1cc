/** §9: data imported and the practice ready within this many hours of the export. */
export const IMPORT_READY_HOURS = 24;
/** §9: support answers in about this many hours. */
export const SUPPORT_REPLY_HOURS = 1;
