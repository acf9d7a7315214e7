/** Runtime configuration served by the shell as /config.json (never baked into a build). */
import { z } from 'zod';

const url = z.string().url();

export const runtimeConfigSchema = z.object({
  environment: z.enum(['development', 'test', 'production']).default('development'),
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
  sentryDsn: z.string().optional(),
  recaptchaSiteKey: z.string().optional(),
  /** The invisible reCAPTCHA v3 script; Google's when not set. */
  recaptchaScriptUrl: url.optional(),
  gtmId: z.string().optional(),
  /** Bearer token of the partners service, for partner branding on partner pages. */
  partnerToken: z.string().optional(),
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
export const remoteReleaseSchema = z.object({ version: z.string().min(1), entry: url });
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

/**
 * One entry of the runtime remote registry, /remotes.json (docs/releasing.md). Either a plain `entry`
 * (development: a remote served from its own port) or released versions: `current` for everyone,
 * `previous` for a rollback, and an optional `canary` for `percent` of visitors (sticky per visitor).
 */
export const remoteEntrySchema = z
  .object({
    name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
    entry: url.optional(),
    current: remoteReleaseSchema.optional(),
    previous: remoteReleaseSchema.optional(),
    canary: remoteReleaseSchema.extend({ percent: z.number().int().min(1).max(100) }).optional(),
  })
  .refine((remote) => (remote.entry === undefined) !== (remote.current === undefined), {
    message: 'A remote has either an entry or a current release, not both.',
    path: ['current'],
  })
  .refine((remote) => remote.current !== undefined || remote.canary === undefined, {
    message: 'A canary needs a current release beside it.',
    path: ['canary'],
  });
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
