export { clearDraft, type Draft, readDraft, updateDraft, useDraft } from './draft';
export {
  contactSchema,
  coverageStartChoices,
  IMPORTANCE_BENEFIT,
  IMPORTANCE_KEYS,
  type ImportanceKey,
  importanceSchema,
  medicareSchema,
  nameSchema,
  sixtyFifthBirthday,
  zipStepSchema,
} from './fields';
export * from './forms';
export { consumerMessages } from './messages';
