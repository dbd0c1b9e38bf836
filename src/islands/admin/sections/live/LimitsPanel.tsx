// The monthly limits (decision 0070): how many dua requests and dedications each user may make in
// their local month, before any extras they bought. Super Admins only; 0 closes a feature for the
// month; a change applies to the next request at once. A save against an older version shows the
// ConflictNotice (decision 0029).
import { useState, type FormEvent } from 'react';
import { QUOTA_LIMIT_MAX, type QuotaLimitsAnswer } from '../../../../lib/schemas/quota-limits.ts';
import type { VersionConflict } from '../../../../lib/versions.ts';
import { adminApi } from '../../admin-api.ts';
import {
  ConflictNotice,
  ErrorPanel,
  formatDateTime,
  FormError,
  Spinner,
  TextField,
  useLoader,
  useSave,
  useVersioned,
} from '../../kit/index.ts';

interface Form {
  duaRequestsPerMonth: string;
  dedicationsPerMonth: string;
}
const formOf = (limits: QuotaLimitsAnswer): Form => ({
  duaRequestsPerMonth: String(limits.duaRequestsPerMonth),
  dedicationsPerMonth: String(limits.dedicationsPerMonth),
});
// What was typed, as a number when it is one (the server says what is wrong with anything else).
const asNumber = (text: string): number => (text.trim() === '' ? NaN : Number(text));

export function LimitsPanel() {
  const loaded = useLoader(() => adminApi.getQuotaLimits(), [], 'Could not load the monthly limits.');
  return (
    <>
      <div className="admin-toolbar">
        <h3 id="live-limits-heading">Monthly limits</h3>
      </div>
      {loaded.error && <ErrorPanel message={loaded.error} onRetry={() => void loaded.load()} />}
      {!loaded.data && !loaded.error && <Spinner label="Loading the monthly limits..." />}
      {loaded.data && <LimitsForm limits={loaded.data} />}
    </>
  );
}

function LimitsForm({ limits }: { limits: QuotaLimitsAnswer }) {
  const [current, setCurrent] = useState(limits);
  const [form, setForm] = useState<Form>(() => formOf(limits));
  const { busy, error, fields, save } = useSave();
  const versioned = useVersioned<QuotaLimitsAnswer>(limits.version, 'set of monthly limits', (theirs) => {
    setCurrent(theirs);
    setForm(formOf(theirs));
  });
  const hint = (defaultLimit: number) =>
    `A whole number from 0 to ${QUOTA_LIMIT_MAX} per user per month (default ${defaultLimit}). 0 closes it for the month.`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(
      () =>
        adminApi.saveQuotaLimits(
          {
            duaRequestsPerMonth: asNumber(form.duaRequestsPerMonth),
            dedicationsPerMonth: asNumber(form.dedicationsPerMonth),
          },
          versioned.version ?? limits.version,
        ),
      (saved) => ({
        title: 'Monthly limits saved',
        description: `Dua requests: ${saved.duaRequestsPerMonth}; dedications: ${saved.dedicationsPerMonth} per month.`,
      }),
      (saved) => {
        setCurrent(saved);
        setForm(formOf(saved));
        versioned.setVersion(saved.version);
      },
      versioned.onConflict as (conflict: VersionConflict<never>) => void,
    );
  };

  return (
    <form className="live-limits" onSubmit={submit} noValidate aria-labelledby="live-limits-heading">
      <p>
        How many dua requests and dedications each user may make in their own calendar month, before any extras they
        bought. A change applies to the next request at once; a user who has already used more has none left until their
        next month.
      </p>
      <TextField
        id="limit-dua-requests"
        label="Dua requests per month"
        type="number"
        min={0}
        max={QUOTA_LIMIT_MAX}
        step={1}
        value={form.duaRequestsPerMonth}
        hint={hint(limits.defaults.duaRequestsPerMonth)}
        error={fields.duaRequestsPerMonth}
        onChange={(v) => setForm((f) => ({ ...f, duaRequestsPerMonth: v }))}
      />
      <TextField
        id="limit-dedications"
        label="Dedications per month"
        type="number"
        min={0}
        max={QUOTA_LIMIT_MAX}
        step={1}
        value={form.dedicationsPerMonth}
        hint={hint(limits.defaults.dedicationsPerMonth)}
        error={fields.dedicationsPerMonth}
        onChange={(v) => setForm((f) => ({ ...f, dedicationsPerMonth: v }))}
      />
      <FormError error={error} />
      {versioned.conflict && <ConflictNotice state={versioned.conflict} />}
      <p className="hint">
        {current.changedBy && current.changedAt
          ? `Last changed by ${current.changedBy} on ${formatDateTime(current.changedAt)}.`
          : 'The defaults apply: nobody has changed them yet.'}
      </p>
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy ? 'Saving...' : 'Save limits'}
        </button>
      </div>
    </form>
  );
}
