// A local stand-in for Google's side of Play purchases (decision 0062). The real Play Developer API
// and Google's token-signing certificates cannot be reached from here, so this HTTP server speaks
// their documented JSON: purchases.subscriptionsv2.get, purchases.subscriptions.acknowledge,
// purchases.products.get and purchases.products.consume (androidpublisher v3), and the PEM
// certificate map of https://www.googleapis.com/oauth2/v1/certs. It signs Pub/Sub push OIDC tokens
// (RS256 with a kid) with a key it serves, and checks that every API call carries a bearer JWT signed
// by the test service account's key.
import { createServer, type Server } from 'node:http';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import jsonwebtoken from 'jsonwebtoken';

export interface PlayServer {
  url: string;
  serviceAccountJson: string;
  subscriptions: Map<string, object>;
  products: Map<string, object>;
  calls: string[];
  /** Answer every API call with this status (e.g. 500: the store is down). */
  failWith: number | null;
  pushToken(
    claims?: Partial<{ aud: string; email: string; iss: string; email_verified: boolean }>,
    key?: string,
  ): string;
  close(): Promise<void>;
}

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

export async function startPlayServer(defaults: { audience: string; pushEmail: string }): Promise<PlayServer> {
  const oidc = rsa();
  const oidcKid = randomUUID();
  const account = rsa();
  const accountPublic = account.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const state = {
    subscriptions: new Map<string, object>(),
    products: new Map<string, object>(),
    calls: [] as string[],
    failWith: null as number | null,
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/oauth2/v1/certs') {
      return send(
        200,
        { [oidcKid]: oidc.publicKey.export({ type: 'spki', format: 'pem' }).toString() },
        { 'Cache-Control': 'public, max-age=60' },
      );
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    try {
      jsonwebtoken.verify(bearer ?? '', accountPublic, { algorithms: ['RS256'] });
    } catch {
      return send(401, {
        error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' },
      });
    }
    state.calls.push(`${request.method} ${decodeURIComponent(url.pathname)}`);
    if (state.failWith)
      return send(state.failWith, { error: { code: state.failWith, message: 'Backend Error', status: 'INTERNAL' } });
    const path = decodeURIComponent(url.pathname).replace(
      /^\/androidpublisher\/v3\/applications\/[^/]+\/purchases\//,
      '',
    );
    const notFound = () =>
      send(404, { error: { code: 404, message: 'The purchase token was not found.', status: 'NOT_FOUND' } });
    let match = /^subscriptionsv2\/tokens\/([^/]+)$/.exec(path);
    if (match && request.method === 'GET') {
      const found = state.subscriptions.get(match[1]!);
      return found ? send(200, found) : notFound();
    }
    match = /^subscriptions\/([^/]+)\/tokens\/([^/:]+):acknowledge$/.exec(path);
    if (match && request.method === 'POST') {
      const found = state.subscriptions.get(match[2]!) as Record<string, unknown> | undefined;
      if (!found) return notFound();
      found.acknowledgementState = 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED';
      return send(200, {});
    }
    match = /^products\/([^/]+)\/tokens\/([^/:]+)(:consume)?$/.exec(path);
    if (match) {
      const found = state.products.get(match[2]!) as Record<string, unknown> | undefined;
      if (!found) return notFound();
      if (match[3] && request.method === 'POST') {
        found.consumptionState = 1;
        found.acknowledgementState = 1;
        return send(200, {});
      }
      if (request.method === 'GET') return send(200, found);
    }
    return notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const pushEmail = defaults.pushEmail;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    serviceAccountJson: JSON.stringify({
      type: 'service_account',
      client_email: 'play-reader@thawab-test.iam.gserviceaccount.com',
      private_key: account.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    }),
    pushToken(
      claims: Partial<{ aud: string; email: string; iss: string; email_verified: boolean }> = {},
      key?: string,
    ) {
      const now = Math.floor(Date.now() / 1000);
      return jsonwebtoken.sign(
        {
          iss: 'https://accounts.google.com',
          aud: defaults.audience,
          email: pushEmail,
          email_verified: true,
          sub: '1234',
          iat: now,
          exp: now + 3600,
          ...claims,
        },
        key ?? oidc.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        { algorithm: 'RS256', keyid: oidcKid },
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export const otherKey = () => rsa().privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
