// Which stores this server takes purchases from (decision 0062), for `npm start`'s startup notes.
import { serverEnv, type ServerEnv } from '../env.ts';
import { appleConfig } from './apple-config.ts';
import { googleConfig } from './google-config.ts';

export function storesStatus(env: ServerEnv = serverEnv()): string {
  const apple = appleConfig(env) ? 'App Store on' : 'App Store off (APPLE_BUNDLE_ID, APPLE_ROOT_CERTIFICATES… unset)';
  const google = googleConfig(env) ? 'Google Play on' : 'Google Play off (GOOGLE_PLAY_* unset)';
  return `store purchases: ${apple}; ${google}; the purchase endpoints answer 503 for a store that is off`;
}
