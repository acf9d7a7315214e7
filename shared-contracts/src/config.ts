/** Runtime configuration served by the shell as /config.json (never baked into a build). */
import * as z from 'zod/mini';

const url = z.url();

export const runtimeConfigSchema = z.object({
  environment: z._default(z.enum(['development', 'test', 'production']), 'development'),
  services: z.object({
    consumer: url,
    products: url,
    providerNetwork: url,
    dataWarehouse: url,
    content: url,
    agents: url,
    partners: url,
    /** Extension: meetings with licensed agents (spec 7 declares a scheduling address). */
    scheduling: url,
  }),
  sentryDsn: z.optional(z.string()),
  recaptchaSiteKey: z.optional(z.string()),
  /** The invisible reCAPTCHA v3 script; Google's when not set. */
  recaptchaScriptUrl: z.optional(url),
  gtmId: z.optional(z.string()),
  /** Bearer token of the partners service, for partner branding on partner pages. */
  partnerToken: z.optional(z.string()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type ServiceName = keyof RuntimeConfig['services'];

/** The config for an api served at `apiBase` with the service prefixes of the reference api. */
export const configForApiBase = (
  apiBase: string,
  environment: RuntimeConfig['environment'] = 'development',
): RuntimeConfig => ({
  environment,
  services: {
    consumer: `${apiBase}/consumer`,
    products: `${apiBase}/products`,
    providerNetwork: `${apiBase}/provider-network`,
    dataWarehouse: `${apiBase}/dw`,
    content: `${apiBase}/content`,
    agents: `${apiBase}/agents`,
    partners: `${apiBase}/partners`,
    scheduling: `${apiBase}/scheduling`,
  },
});

/** A published build of a remote: its immutable version and the manifest under that version's path. */
export const remoteReleaseSchema = z.object({ version: z.string().check(z.minLength(1)), entry: url });
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

/**
 * One entry of the runtime remote registry, /remotes.json (docs/releasing.md). Either a plain `entry`
 * (development: a remote served from its own port) or released versions: `current` for everyone,
 * `previous` for a rollback, and an optional `canary` for `percent` of visitors (sticky per visitor).
 */
export const remoteEntrySchema = z
  .object({
    name: z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)),
    entry: z.optional(url),
    current: z.optional(remoteReleaseSchema),
    previous: z.optional(remoteReleaseSchema),
    canary: z.optional(
      z.extend(remoteReleaseSchema, { percent: z.int().check(z.minimum(1), z.maximum(100)) }),
    ),
  })
  .check(
    z.refine((remote) => (remote.entry === undefined) !== (remote.current === undefined), {
      message: 'A remote has either an entry or a current release, not both.',
      path: ['current'],
    }),
    z.refine((remote) => remote.current !== undefined || remote.canary === undefined, {
      message: 'A canary needs a current release beside it.',
      path: ['canary'],
    }),
  );
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export const remoteRegistrySchema = z.object({ remotes: z.array(remoteEntrySchema) });
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

/**
 * The shell's page carries this request's config and registry in a JSON block with this id (issue 10:
 * no waterfall), so the shell reads them without fetching /config.json and /remotes.json first.
 */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';
export const bootDataSchema = z.object({ config: runtimeConfigSchema, registry: remoteRegistrySchema });
export type BootData = z.infer<typeof bootDataSchema>;
