import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { NotifyLaunchSchema } from '../src/server/quiz/banks.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { saveLaunchSignup } from '../src/server/repositories/waitlist.ts';

export default route({
  async POST(request) {
    const body = await readJson(request, NotifyLaunchSchema);
    const entry = await saveLaunchSignup(getDb(), body);
    return json({
      success: true,
      message: "You're on the list! We'll notify you when the app launches.",
      id: entry.id,
      referralCode: entry.referralCode,
    });
  },
});

export const config: Config = {
  path: '/api/notify-launch',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
