/** Children's data rights: export and erase (privacy-records.ts). */
export {
  eraseBefore,
  eraseConversationRecords,
  exportConversationRecords,
  startOfUtcDay,
  type ErasedCounts,
} from './privacy-records';
