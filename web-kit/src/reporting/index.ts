/** The one reporting module: `report` for every spec 8 "reported" case, `startReporting` in the host. */
export {
  beforeLeaving,
  type LoadSdk,
  onReport,
  QUEUE_LIMIT,
  queuedReports,
  type Report,
  type ReportingOptions,
  type ReportSource,
  report,
  reportsLogged,
  resetReportingForTests,
  type StartHooks,
  startReporting,
} from './report';
export { useReportError } from './useReportError';
