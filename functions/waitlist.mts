import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { readQuizSubmission } from '../src/server/quiz/bank-versions.ts';
import { json, route } from '../src/server/http.ts';
import { deliverSoon } from '../src/server/mail/outbox.ts';
import { saveWaitlistEntry } from '../src/server/repositories/waitlist.ts';

// Signup, progress and result saves of the self-assessment. The answer has the same shape for a new
// record, the caller's own record and someone else's (which it leaves unchanged): no id, and only
// the caller's own code and token (see src/server/repositories/waitlist.ts).
export default route({
  async POST(request, context) {
    // Quiz answers are checked against the bank of the page they were given on (bankVersion).
    const { body } = await readQuizSubmission(request, (s) => s.WaitlistRequestSchema);
    const { answer, mailIds } = await saveWaitlistEntry(getDb(), body);
    // The confirmation email (decision 0036) goes out after the commit, without holding the answer.
    if (mailIds.length) void deliverSoon(context, mailIds);
    return json(answer);
  },
});

// Netlify reads this literal at deploy time; the platform enforces the limit per IP.
// A literal: Netlify reads config.path by static analysis (an imported constant gives a 404).
export const config: Config = {
  path: '/api/waitlist',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
