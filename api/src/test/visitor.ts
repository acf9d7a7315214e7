/**
 * One visitor's way through the api, as the load, crash and replica checks drive it: create a session,
 * set a ZIP, list plans, add a drug, (optionally) save benefit preferences, post a lead. The steps are
 * data, so a load tool (bench/load, autocannon) and a plain fetch loop (the tests) send the same calls.
 */
import { planYearFor } from 'shared-contracts';

export interface VisitorStep {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  /** The session token of the first step's answer is needed from the second step on. */
  auth: boolean;
  /** Statuses that count as success. */
  ok: readonly number[];
}

export interface VisitorInput {
  /** Visitor number: makes the lead's name, e-mail and phone unique. */
  n: number;
  /** An NDC of the drug catalogue (see drugNdc). */
  ndc: string;
  benefits?: boolean;
}

/** Phoenix, AZ (Maricopa), a primary market. */
export const VISITOR_ZIP = '85004';
export const VISITOR_FIPS = '04013';
/** The three preferences a visitor saves in one call (replacing the session's list, in one transaction). */
export const VISITOR_BENEFITS = [
  { name: 'telemedicine', value: 'Very important' },
  { name: 'fitnessProgram', value: 'Silver Sneakers' },
  { name: 'keepingSameDoctor', value: 'Somewhat important' },
] as const;

/** Personal data a visitor posts; the log checks look for exactly these strings. */
export const visitorPerson = (n: number) => ({
  firstName: `Loadfirst${n}`,
  lastName: `Loadlast${n}`,
  emailAddress: `visitor${n}@example.com`,
  phoneNumber: `602555${String(n % 10_000).padStart(4, '0')}`,
  dateOfBirth: '1961-04-17',
});

export const visitorSteps = ({ n, ndc, benefits = false }: VisitorInput): VisitorStep[] => [
  {
    name: 'POST /consumer/session',
    method: 'POST',
    path: '/consumer/session',
    body: { landing_url: '/load/' },
    auth: false,
    ok: [201],
  },
  {
    name: 'PATCH /consumer/session (zip)',
    method: 'PATCH',
    path: '/consumer/session',
    body: { zip: VISITOR_ZIP, fips: VISITOR_FIPS },
    auth: true,
    ok: [200],
  },
  {
    name: 'GET /consumer/plans',
    method: 'GET',
    path: `/consumer/plans?zip=${VISITOR_ZIP}&fips=${VISITOR_FIPS}&year=${planYearFor(new Date())}`,
    auth: true,
    ok: [200],
  },
  {
    name: 'POST /consumer/session/dosages',
    method: 'POST',
    path: '/consumer/session/dosages',
    body: { ndc, quantity: 30, updatedBy: 'consumer' },
    auth: true,
    ok: [200, 201],
  },
  ...(benefits
    ? [
        {
          name: 'POST /consumer/session/benefits',
          method: 'POST' as const,
          path: '/consumer/session/benefits',
          body: { updatedBy: 'consumer', benefitList: VISITOR_BENEFITS },
          auth: true,
          ok: [200, 201],
        },
      ]
    : []),
  {
    name: 'POST /consumer/leads',
    method: 'POST',
    path: '/consumer/leads',
    body: { ...visitorPerson(n), zip: VISITOR_ZIP, fips: VISITOR_FIPS, recaptchaToken: 'load-test' },
    auth: true,
    ok: [200, 201],
  },
];

/** The first NDC of a catalogue drug, asked of a running api (the catalogue is seeded data). */
export const drugNdc = async (base: string, headers: Record<string, string> = {}): Promise<string> => {
  const session = await fetch(`${base}/consumer/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });
  const { accessToken } = (await session.json()) as { accessToken: string };
  const drug = await fetch(`${base}/consumer/drugs/metformin`, {
    headers: { authorization: `Bearer ${accessToken}`, ...headers },
  });
  const body = (await drug.json()) as { cntr: { dosages: { ndc: string }[] } };
  const ndc = body.cntr.dosages[0]?.ndc;
  if (!ndc) throw new Error('the drug catalogue has no metformin dosage');
  return ndc;
};

export interface StepResult {
  step: string;
  status: number;
  ms: number;
  /** When the answer came (ms since the epoch). */
  at: number;
  body: unknown;
  headers: Headers;
}

/**
 * Walk the steps with fetch, stopping at the first step that fails. Network errors count as status 0;
 * every request is given up after `timeoutMs` (status -1), so a hang is seen, not waited for.
 */
export const runVisitor = async (
  base: string,
  input: VisitorInput,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ results: StepResult[]; token: string | null; completed: boolean }> => {
  const results: StepResult[] = [];
  let token: string | null = null;
  for (const step of visitorSteps(input)) {
    const started = Date.now();
    let status: number;
    let body: unknown = null;
    let headers = new Headers();
    try {
      const res = await fetch(`${base}${step.path}`, {
        method: step.method,
        headers: {
          ...options.headers,
          ...(step.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(step.auth && token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(step.body !== undefined ? { body: JSON.stringify(step.body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
      status = res.status;
      headers = res.headers;
      const text = await res.text();
      body = text ? JSON.parse(text) : null;
    } catch (error) {
      status = (error as Error).name === 'TimeoutError' ? -1 : 0;
    }
    results.push({ step: step.name, status, ms: Date.now() - started, at: Date.now(), body, headers });
    if (!step.ok.includes(status)) return { results, token, completed: false };
    if (!step.auth) token = (body as { accessToken: string }).accessToken;
  }
  return { results, token, completed: true };
};
