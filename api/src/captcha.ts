/**
 * Server-side captcha check of lead posts (reCAPTCHA v3 siteverify protocol). The verify URL and the
 * secret come from the environment; tests point `fetch` at an in-process fake siteverify.
 */
export interface CaptchaResult {
  success: boolean;
}

export type CaptchaVerifier = (token: string, remoteIp: string | null) => Promise<CaptchaResult>;

export class CaptchaUnavailableError extends Error {}

export interface SiteverifyOptions {
  secret: string;
  url: string;
  minScore: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const createSiteverifyVerifier =
  (options: SiteverifyOptions): CaptchaVerifier =>
  async (token, remoteIp) => {
    const form = new URLSearchParams({ secret: options.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new CaptchaUnavailableError(`siteverify unreachable: ${(error as Error).name}`);
    }
    if (!response.ok) throw new CaptchaUnavailableError(`siteverify answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as { success?: unknown; score?: unknown } | null;
    if (body?.success !== true) return { success: false };
    // v3 answers carry a score; v2 answers do not.
    const score = typeof body.score === 'number' ? body.score : 1;
    return { success: score >= options.minScore };
  };

/** Used only when no secret is configured; the api says so loudly at start-up. */
export const verificationOff: CaptchaVerifier = async () => ({ success: true });
