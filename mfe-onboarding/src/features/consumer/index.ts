export { clearDraft, createSessionRecord, type Draft, readDraft, updateDraft } from './draft';
export {
  contactSchema,
  IMPORTANCE_BENEFIT,
  IMPORTANCE_KEYS,
  type ImportanceKey,
  importanceSchema,
  medicareSchema,
  nameSchema,
  zipStepSchema,
} from './fields';
export * from './forms';
export { stepFormCss } from './forms/styles';
export { consumerMessages } from './messages';
