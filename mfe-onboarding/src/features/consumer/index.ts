export { clearDraft, createSessionRecord, type Draft, readDraft, updateDraft } from './draft';
export * from './forms';
export { consumerMessages } from './messages';
