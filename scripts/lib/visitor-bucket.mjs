// The shell visitor's canary bucket (0..99), kept in a first-party cookie so a visitor gets the same
// version of every remote on each load (docs/releasing.md). Drawn and set on the first answer without one.
import { tsImport } from 'tsx/esm/api';

const { VISITOR_BUCKET_KEY, parseBucket, randomBucket } = await tsImport(
  '../../shared-contracts/src/registry.ts',
  import.meta.url,
);

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The bucket in a Cookie header, or null. */
export const bucketFromCookies = (header = '') => {
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === VISITOR_BUCKET_KEY) return parseBucket(value.join('='));
  }
  return null;
};

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {number} the request's bucket; a new one is set as a cookie when it had none
 */
export const visitorBucket = (req, res) => {
  const known = bucketFromCookies(req.headers.cookie);
  if (known !== null) return known;
  const bucket = randomBucket();
  const secure = req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
  res.setHeader(
    'Set-Cookie',
    `${VISITOR_BUCKET_KEY}=${bucket}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly${secure}`,
  );
  return bucket;
};
