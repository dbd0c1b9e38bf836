// First-run preparation shared by `npm start` and `npm run dev`. Each step is idempotent.
export interface FirstRunResult {
  /** Lines to print once the server is up (e.g. a newly created staff sign-in). */
  messages: string[];
}

export async function prepareFirstRun(): Promise<FirstRunResult> {
  return { messages: [] };
}
