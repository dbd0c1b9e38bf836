import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { readQuizSubmission } from '../src/server/quiz/bank-versions.ts';
import { json, route } from '../src/server/http.ts';
import { deliverSoon } from '../src/server/mail/outbox.ts';
import { saveLaunchSignup } from '../src/server/repositories/waitlist.ts';

export default route({
  async POST(request, context) {
    // The score is re-computed from the answers against the bank of the page (bankVersion).
    const { body } = await readQuizSubmission(request, (s) => s.NotifyLaunchSchema);
    // Same answer for a new, an own and someone else's record (left unchanged): see the repository.
    const { answer, mailIds } = await saveLaunchSignup(getDb(), body);
    // The confirmation email (decision 0036) goes out after the commit, without holding the answer.
    if (mailIds.length) void deliverSoon(context, mailIds);
    return json(answer);
  },
});

// A literal: Netlify reads config.path by static analysis (an imported constant gives a 404).
export const config: Config = {
  path: '/api/notify-launch',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
