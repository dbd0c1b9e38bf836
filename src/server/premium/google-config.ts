// The Google Play side of the server's configuration (decision 0062): the Play Developer API client
// (its service account from the environment) and the verifier of Pub/Sub push tokens; null when off.
import { androidpublisher, type androidpublisher_v3 } from '@googleapis/androidpublisher';
import { GoogleAuth, JWT, OAuth2Client } from 'google-auth-library';
import { z } from 'zod';
import { serverEnv, type ServerEnv } from '../env.ts';

const SCOPE = 'https://www.googleapis.com/auth/androidpublisher';

const ServiceAccountSchema = z.object({
  client_email: z.email(),
  private_key: z.string().min(1),
});

function serviceAccount(value: string) {
  const text = value.startsWith('{') ? value : Buffer.from(value, 'base64').toString('utf8');
  return ServiceAccountSchema.parse(JSON.parse(text));
}

export interface GoogleConfig {
  packageName: string;
  api: androidpublisher_v3.Androidpublisher;
  pushVerifier: OAuth2Client;
  pushAudience: string;
  pushEmail: string;
}

let cached: { key: string; config: GoogleConfig } | null = null;

export function googleConfig(env: ServerEnv = serverEnv()): GoogleConfig | null {
  const {
    GOOGLE_PLAY_PACKAGE_NAME,
    GOOGLE_PLAY_SERVICE_ACCOUNT,
    GOOGLE_PUBSUB_AUDIENCE,
    GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL,
  } = env;
  if (
    !GOOGLE_PLAY_PACKAGE_NAME ||
    !GOOGLE_PLAY_SERVICE_ACCOUNT ||
    !GOOGLE_PUBSUB_AUDIENCE ||
    !GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL
  ) {
    return null;
  }
  const key = [
    GOOGLE_PLAY_PACKAGE_NAME,
    GOOGLE_PLAY_SERVICE_ACCOUNT,
    GOOGLE_PUBSUB_AUDIENCE,
    GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL,
    env.GOOGLE_PLAY_API_ROOT,
    env.GOOGLE_OIDC_CERTS_URL,
  ].join('|');
  if (cached?.key === key) return cached.config;
  const account = serviceAccount(GOOGLE_PLAY_SERVICE_ACCOUNT);
  // Google's token endpoint is fixed in the library; where the API is served locally (the tests),
  // the service account signs its own bearer token (a JWT access token) instead of exchanging one.
  let auth: JWT | GoogleAuth;
  if (env.GOOGLE_PLAY_API_ROOT) {
    const jwt = new JWT({ email: account.client_email, key: account.private_key, scopes: [SCOPE] });
    jwt.useJWTAccessWithScope = true;
    auth = jwt;
  } else {
    auth = new GoogleAuth({ credentials: account, scopes: [SCOPE] });
  }
  const api = androidpublisher({
    version: 'v3',
    auth,
    ...(env.GOOGLE_PLAY_API_ROOT ? { rootUrl: env.GOOGLE_PLAY_API_ROOT } : {}),
    timeout: 10_000,
    retry: false,
  });
  const pushVerifier = new OAuth2Client(
    env.GOOGLE_OIDC_CERTS_URL ? { endpoints: { oauth2FederatedSignonPemCertsUrl: env.GOOGLE_OIDC_CERTS_URL } } : {},
  );
  const config = {
    packageName: GOOGLE_PLAY_PACKAGE_NAME,
    api,
    pushVerifier,
    pushAudience: GOOGLE_PUBSUB_AUDIENCE,
    pushEmail: GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL,
  };
  cached = { key, config };
  return config;
}
