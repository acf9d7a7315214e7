/**
 * An in-process stand-in for the siteverify endpoint, used through the real siteverify verifier:
 * 'pass' scores 0.9, 'low-score' scores 0.1, anything else is refused. No network.
 */
import { Hono } from 'hono';
import { type CaptchaVerifier, createSiteverifyVerifier } from '../captcha';

export const FAKE_CAPTCHA_SECRET = 'test-secret';
export const FAKE_SITEVERIFY_URL = 'https://captcha.test/siteverify';

export const createFakeSiteverify = () => {
  const received: { secret: string | null; response: string | null }[] = [];
  const app = new Hono().post('/siteverify', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const secret = form.get('secret');
    const response = form.get('response');
    received.push({ secret, response });
    if (secret !== FAKE_CAPTCHA_SECRET)
      return c.json({ success: false, 'error-codes': ['invalid-input-secret'] });
    if (response === 'pass') return c.json({ success: true, score: 0.9, action: 'lead' });
    if (response === 'low-score') return c.json({ success: true, score: 0.1, action: 'lead' });
    return c.json({ success: false, 'error-codes': ['invalid-input-response'] });
  });
  const verifier: CaptchaVerifier = createSiteverifyVerifier({
    secret: FAKE_CAPTCHA_SECRET,
    url: FAKE_SITEVERIFY_URL,
    minScore: 0.5,
    fetch: (input, init) => Promise.resolve(app.request(String(input), init)),
  });
  return { verifier, received };
};
