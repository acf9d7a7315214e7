// The tag manager's data layer the shell writes to.
interface Window {
  dataLayer?: Record<string, unknown>[];
}
