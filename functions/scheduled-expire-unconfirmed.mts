import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, route } from '../src/server/http.ts';
import { expireUnconfirmed } from '../src/server/repositories/email-tokens.ts';

// Daily: deletes sign-ups left unconfirmed 30 days after their first confirmation email (and their
// tokens), and expired privacy-request tokens (decision 0036). Scheduled functions have no URL.
export default route({
  async POST() {
    const expired = await getDb().transaction((tx) => expireUnconfirmed(tx));
    console.info(
      `[scheduled-expire-unconfirmed] ${expired.waitlist} waitlist and ${expired.newsletter} newsletter sign-up(s), ${expired.tokens} token(s) deleted`,
    );
    return json(expired);
  },
});

export const config: Config = { schedule: '17 3 * * *' };
