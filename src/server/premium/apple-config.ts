// The App Store side of the server's configuration (decision 0062): Apple's SignedDataVerifier built
// from the environment, or null when the App Store is off (no bundle id or no root certificate).
import { readFileSync } from 'node:fs';
import { Environment, SignedDataVerifier } from '@apple/app-store-server-library';
import { serverEnv, type ServerEnv } from '../env.ts';

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** DER bytes of each certificate in a PEM text, base64 DER list (comma-separated) or DER file content. */
export function parseCertificates(text: string | Buffer): Buffer[] {
  const asText = typeof text === 'string' ? text : text.toString('latin1');
  const pems = asText.match(PEM_BLOCK);
  if (pems) {
    return pems.map((pem) => Buffer.from(pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, ''), 'base64'));
  }
  if (typeof text !== 'string') return [text];
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => Buffer.from(part, 'base64'));
}

export function appleRootCertificates(env: ServerEnv): Buffer[] {
  const inline = env.APPLE_ROOT_CERTIFICATES ? parseCertificates(env.APPLE_ROOT_CERTIFICATES) : [];
  const files = (env.APPLE_ROOT_CERTIFICATES_PATH ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((path) => parseCertificates(readFileSync(path)));
  return [...inline, ...files];
}

export interface AppleConfig {
  verifier: SignedDataVerifier;
  environment: 'production' | 'sandbox';
}

let cached: { key: string; config: AppleConfig } | null = null;

/** The verifier for this environment (kept while the variables stay the same: it caches verified chains). */
export function appleConfig(env: ServerEnv = serverEnv()): AppleConfig | null {
  if (!env.APPLE_BUNDLE_ID) return null;
  const roots = appleRootCertificates(env);
  if (roots.length === 0) return null;
  const environment = env.APPLE_ENVIRONMENT === 'Sandbox' ? Environment.SANDBOX : Environment.PRODUCTION;
  if (environment === Environment.PRODUCTION && env.APPLE_APP_APPLE_ID === undefined) return null;
  const online = env.APPLE_ONLINE_CHECKS !== 'false';
  const key = [
    env.APPLE_BUNDLE_ID,
    env.APPLE_APP_APPLE_ID,
    environment,
    online,
    ...roots.map((r) => r.toString('base64')),
  ].join('|');
  if (cached?.key !== key) {
    const verifier = new SignedDataVerifier(roots, online, environment, env.APPLE_BUNDLE_ID, env.APPLE_APP_APPLE_ID);
    cached = { key, config: { verifier, environment: environment === Environment.SANDBOX ? 'sandbox' : 'production' } };
  }
  return cached.config;
}
