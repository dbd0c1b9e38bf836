// Waitlist (Moderator, Super Admin): launch-waitlist and newsletter sign-ups in one list. Figures
// (total, confirmed, confirmation rate, by source, by week), search, filters and sort (all in SQL on
// the server), Export CSV of the current filter and sort, and a sign-up's detail with Unsubscribe
// and Delete (asked in a confirmation dialog). Meanings and delete rules: decision 0035.
import { useState } from 'react';
import { LOCALES, localeOf, staffLanguageName, type LocaleCode } from '../../../../lib/i18n/locales.ts';
import {
  SIGNUP_LEVELS,
  type SignupDetail,
  type SignupRow,
  type SignupSort,
} from '../../../../lib/schemas/waitlist-admin.ts';
import {
  adoptStyles,
  DataTable,
  Dialog,
  ErrorPanel,
  FilterBar,
  formatDate,
  formatDateTime,
  formatNumber,
  Pagination,
  ProgressBar,
  runAction,
  StatCard,
  useDebounced,
  useLoader,
  useSortedPages,
} from '../../kit/index.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import type { SectionProps } from '../../section-props.ts';
import { waitlistApi, waitlistExportUrl } from './waitlist-api.ts';
import { MESSAGE_KINDS, messageStatus } from './message-status.ts';
import waitlistCss from './waitlist.css?inline';

adoptStyles('waitlist', waitlistCss);

const SOURCE_LABELS: Record<string, string> = {
  self_assessment: 'Self-assessment quiz',
  spiritual_quiz: 'Knowledge quiz',
  newsletter: 'Newsletter',
};
const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source;
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const personName = (row: Pick<SignupRow, 'name' | 'email' | 'phone' | 'key'>) =>
  row.name ?? row.email ?? row.phone ?? row.key;

function StatusPills({ row }: { row: SignupRow }) {
  return (
    <span className="waitlist-pills">
      <span className={`status-pill ${row.confirmedAt ? 'pill-active' : 'pill-pending'}`}>
        {row.confirmedAt ? 'Confirmed' : 'Unconfirmed'}
      </span>
      {row.notified && <span className="status-pill pill-active">Notified</span>}
      {row.unsubscribedAt && <span className="status-pill pill-inactive">Unsubscribed</span>}
    </span>
  );
}

function QuizResult({ quiz }: { quiz: SignupDetail['quiz'] }) {
  if (!quiz) return <p className="admin-muted">No quiz result with this sign-up.</p>;
  if (quiz.quiz === 'knowledge') {
    return (
      <dl className="waitlist-details">
        <dt>Quiz</dt>
        <dd>Knowledge quiz</dd>
        <dt>Level</dt>
        <dd>{quiz.level}</dd>
        <dt>Score</dt>
        <dd>{quiz.score}%</dd>
        <dt>Questions answered</dt>
        <dd>{quiz.answered}</dd>
      </dl>
    );
  }
  if (!quiz.completed)
    return <p className="admin-muted">Self-assessment started, not finished ({quiz.answered} answers saved).</p>;
  return (
    <>
      <dl className="waitlist-details">
        <dt>Quiz</dt>
        <dd>Self-assessment</dd>
        <dt>Level</dt>
        <dd>{quiz.level}</dd>
        <dt>Score</dt>
        <dd>{quiz.score}%</dd>
        {quiz.percentile !== null && (
          <>
            <dt>Percentile</dt>
            <dd>{quiz.percentile}</dd>
          </>
        )}
      </dl>
      <DataTable caption="Self-assessment answers" head={['Question', 'Points']}>
        {quiz.answers.map((answer, index) => (
          <tr key={`${answer.questionId}-${index}`}>
            <td>{answer.questionId}</td>
            <td>{answer.points}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

function SignupDialog({
  signupKey,
  onClose,
  onChanged,
}: {
  signupKey: string;
  onClose: () => void;
  onChanged: () => unknown;
}) {
  const {
    data: detail,
    error,
    load,
  } = useLoader(() => waitlistApi.detail(signupKey), [signupKey], 'Could not load the sign-up.');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = detail ? personName(detail.signup) : 'sign-up';

  const unsubscribe = async () => {
    setBusy(true);
    await runAction(
      () => waitlistApi.unsubscribe(signupKey),
      {
        success: { title: 'Unsubscribed', description: `${name} will get no more emails.` },
        failure: 'Could not unsubscribe',
      },
      async () => {
        await load();
        await onChanged();
      },
    );
    setBusy(false);
  };
  const remove = async () => {
    setBusy(true);
    const done = await runAction(
      () => waitlistApi.remove(signupKey),
      {
        success: {
          title: 'Deleted',
          description: `${name} was removed from the waitlist, the newsletter and their referrals.`,
        },
        failure: 'Could not delete',
      },
      onChanged,
    );
    setBusy(false);
    if (done) onClose();
  };

  if (confirming && detail) {
    return (
      <Dialog title={`Delete ${name}?`} onClose={() => setConfirming(false)}>
        <p>
          This removes {name} everywhere: the waitlist record with its quiz result, the newsletter subscription with the
          same email, the referral credits they gave or received, and their email on app invitations. It cannot be
          undone.
        </p>
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void remove()} disabled={busy}>
            {busy ? 'Deleting...' : 'Delete everywhere'}
          </button>
        </div>
      </Dialog>
    );
  }

  const s = detail?.signup;
  return (
    <Dialog title={s ? `Sign-up: ${name}` : 'Sign-up details'} onClose={onClose} wide>
      {error && <ErrorPanel message={error} onRetry={() => void load()} />}
      {!detail && !error && <Spinner label="Loading the sign-up..." />}
      {detail && s && (
        <>
          <dl className="waitlist-details">
            <dt>List</dt>
            <dd>{s.kind === 'waitlist' ? 'Launch waitlist' : 'Newsletter'}</dd>
            <dt>Name</dt>
            <dd>{s.name ?? '—'}</dd>
            <dt>Email</dt>
            <dd>{s.email ?? '—'}</dd>
            <dt>Phone</dt>
            <dd>{s.phone ?? '—'}</dd>
            <dt>Source</dt>
            <dd>{sourceLabel(s.source)}</dd>
            <dt>Language</dt>
            <dd>
              <LanguageName code={s.language} />
            </dd>
            <dt>Signed up</dt>
            <dd>{formatDateTime(s.createdAt)}</dd>
            <dt>Status</dt>
            <dd>
              <StatusPills row={s} />
            </dd>
            {s.confirmedAt && (
              <>
                <dt>Confirmed</dt>
                <dd>{formatDateTime(s.confirmedAt)}</dd>
              </>
            )}
            {s.unsubscribedAt && (
              <>
                <dt>Unsubscribed</dt>
                <dd>{formatDateTime(s.unsubscribedAt)}</dd>
              </>
            )}
            {s.kind === 'waitlist' && (
              <>
                <dt>Referral code</dt>
                <dd>{s.referralCode ?? '—'}</dd>
                <dt>Referred by</dt>
                <dd>{detail.referredBy ? `${detail.referredBy.label} (${detail.referredBy.key})` : 'Nobody'}</dd>
              </>
            )}
            {detail.related.map((other) => (
              <div key={other.key} className="waitlist-detail-row">
                <dt>Also on the {other.kind === 'waitlist' ? 'launch waitlist' : 'newsletter'}</dt>
                <dd>
                  {other.key}
                  {other.unsubscribedAt ? ' (unsubscribed)' : ''}
                </dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="signup-quiz-title">
            <h3 id="signup-quiz-title">Quiz result</h3>
            <QuizResult quiz={detail.quiz} />
          </section>
          {s.kind === 'waitlist' && (
            <section aria-labelledby="signup-referrals-title">
              <h3 id="signup-referrals-title">People who joined through their link</h3>
              <DataTable
                caption={`People who joined through ${name}'s link`}
                head={['Person', 'Joined', 'XP credited']}
                empty={detail.referrals.length === 0 && 'Nobody has joined through this link yet.'}
              >
                {detail.referrals.map((referral) => (
                  <tr key={referral.key}>
                    <td>{referral.label}</td>
                    <td>{formatDate(referral.createdAt)}</td>
                    <td>{referral.credited ? 'Yes' : `No (${referral.flagReason?.replace('_', ' ') ?? 'flagged'})`}</td>
                  </tr>
                ))}
              </DataTable>
            </section>
          )}
          <section aria-labelledby="signup-messages-title">
            <h3 id="signup-messages-title">Messages sent</h3>
            <DataTable
              caption={`Messages to ${name}`}
              head={['Message', 'Subject', 'Queued', 'Status']}
              empty={detail.messages.length === 0 && 'No message has been sent to this address.'}
            >
              {detail.messages.map((message, index) => (
                <tr key={`${message.createdAt}-${index}`}>
                  <td>{MESSAGE_KINDS[message.kind] ?? message.kind}</td>
                  <td>{message.subject}</td>
                  <td>{formatDate(message.createdAt)}</td>
                  <td>{messageStatus(message)}</td>
                </tr>
              ))}
            </DataTable>
          </section>
          <div className="waitlist-actions">
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => void unsubscribe()}
              disabled={busy || s.unsubscribedAt !== null}
            >
              {s.unsubscribedAt ? 'Unsubscribed' : 'Unsubscribe'}
            </button>
            <button
              type="button"
              className="btn btn-outline btn-sm btn-danger-text"
              onClick={() => setConfirming(true)}
              disabled={busy}
            >
              Delete person
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

// The outbox's message kinds (src/server/repositories/email-tokens.ts, self-service.ts, app/auth.ts).
function Figures({ kind }: { kind: string }) {
  const { data, error, load } = useLoader(() => waitlistApi.figures(kind), [kind], 'Could not load the figures.');
  if (error) return <ErrorPanel message={error} onRetry={() => void load()} />;
  if (!data) return <Spinner label="Loading figures..." />;
  const peak = Math.max(1, ...data.byWeek.map((week) => week.total));
  return (
    <>
      <ul className="stat-cards" aria-label="Sign-up figures">
        <StatCard label="Total sign-ups" value={formatNumber(data.total)} data-stat="total" />
        <StatCard label="Confirmed" value={formatNumber(data.confirmed)} data-stat="confirmed" />
        <StatCard label="Confirmation rate" value={`${data.confirmationRate}%`} data-stat="rate" />
        <StatCard label="Unsubscribed" value={formatNumber(data.unsubscribed)} data-stat="unsubscribed" />
      </ul>
      <div className="waitlist-figures">
        <section aria-labelledby="waitlist-sources-title">
          <h3 id="waitlist-sources-title">By source</h3>
          <DataTable
            caption="Sign-ups by source"
            head={['Source', 'Sign-ups', 'Confirmed']}
            empty={data.bySource.length === 0 && 'No sign-ups yet.'}
          >
            {data.bySource.map((row) => (
              <tr key={row.source}>
                <td>{sourceLabel(row.source)}</td>
                <td>{formatNumber(row.total)}</td>
                <td>{formatNumber(row.confirmed)}</td>
              </tr>
            ))}
          </DataTable>
        </section>
        <section aria-labelledby="waitlist-weeks-title">
          <h3 id="waitlist-weeks-title">By week (last 12 weeks)</h3>
          <ul className="waitlist-weeks">
            {data.byWeek.map((week) => (
              <li key={week.weekStart}>
                <span>Week of {formatDate(week.weekStart)}</span>
                <ProgressBar
                  value={Math.round((week.total / peak) * 100)}
                  label={`Week of ${formatDate(week.weekStart)}: ${week.total} sign-ups`}
                />
                <span>{formatNumber(week.total)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

/** The language mail goes out in, its own name marked with its language (and direction). */
function LanguageName({ code }: { code: LocaleCode }) {
  const locale = localeOf(code);
  return code === 'en' ? (
    <>{locale.englishName}</>
  ) : (
    <>
      {locale.englishName} (
      <span lang={code} dir={locale.dir}>
        {locale.name}
      </span>
      )
    </>
  );
}

export default function WaitlistSection({ headingLevel = 2 }: SectionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [kind, setKind] = useState('all');
  const [source, setSource] = useState('');
  const [level, setLevel] = useState('');
  const [language, setLanguage] = useState('');
  const [confirmed, setConfirmed] = useState('');
  const [notified, setNotified] = useState('');
  const [unsubscribed, setUnsubscribed] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [details, setDetails] = useState<string | null>(null);
  const [figuresVersion, setFiguresVersion] = useState(0);
  const filter = { q, kind, source, level, language, confirmed, notified, unsubscribed, from, to };
  const { data, error, load, sort, sortBy, setPage, pageSize, setPageSize } = useSortedPages(
    (paging) => waitlistApi.list({ ...filter, ...paging }),
    [q, kind, source, level, language, confirmed, notified, unsubscribed, from, to],
    { sort: 'createdAt' as SignupSort, dir: 'desc' },
    'Could not load sign-ups.',
  );
  const { data: sources } = useLoader(
    () => waitlistApi.figures('all'),
    [figuresVersion],
    'Could not load the sources.',
  );
  const changed = async () => {
    setFiguresVersion((v) => v + 1);
    await load();
  };

  return (
    <section className="waitlist-section" aria-labelledby="waitlist-title">
      <div className="admin-toolbar">
        <Heading id="waitlist-title">Waitlist</Heading>
        <div className="admin-actions">
          <a
            className="btn btn-outline btn-sm"
            href={waitlistExportUrl({ ...filter, sort: sort.sort, dir: sort.dir })}
            download
          >
            Export CSV
          </a>
        </div>
      </div>
      <Figures key={figuresVersion} kind={kind} />
      <FilterBar
        search={{
          id: 'waitlist-search',
          label: 'Search sign-ups',
          placeholder: 'Search by name, email or phone...',
          value: search,
          onChange: setSearch,
        }}
        selects={[
          {
            id: 'waitlist-kind',
            label: 'List',
            value: kind,
            onChange: setKind,
            allLabel: 'Waitlist and newsletter',
            allValue: 'all',
            options: [
              { value: 'waitlist', label: 'Launch waitlist' },
              { value: 'newsletter', label: 'Newsletter' },
            ],
          },
          {
            id: 'waitlist-source',
            label: 'Source',
            value: source,
            onChange: setSource,
            allLabel: 'All sources',
            options: (sources?.bySource ?? []).map((s) => ({ value: s.source, label: sourceLabel(s.source) })),
          },
          {
            id: 'waitlist-level',
            label: 'Quiz level',
            value: level,
            onChange: setLevel,
            allLabel: 'All levels',
            options: SIGNUP_LEVELS,
          },
          {
            id: 'waitlist-language',
            label: 'Language',
            value: language,
            onChange: setLanguage,
            allLabel: 'All languages',
            options: LOCALES.map((l) => ({ value: l.code, label: staffLanguageName(l.code) })),
          },
          {
            id: 'waitlist-confirmed',
            label: 'Confirmed',
            value: confirmed,
            onChange: setConfirmed,
            allLabel: 'Any',
            options: YES_NO,
          },
          {
            id: 'waitlist-notified',
            label: 'Notified',
            value: notified,
            onChange: setNotified,
            allLabel: 'Any',
            options: YES_NO,
          },
          {
            id: 'waitlist-unsubscribed',
            label: 'Unsubscribed',
            value: unsubscribed,
            onChange: setUnsubscribed,
            allLabel: 'Any',
            options: YES_NO,
          },
        ]}
      >
        <div className="admin-field">
          <label htmlFor="waitlist-from">Signed up from</label>
          <input
            id="waitlist-from"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="waitlist-to">Signed up until</label>
          <input
            id="waitlist-to"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
      </FilterBar>
      {error && <ErrorPanel message={error} onRetry={() => void load()} />}
      {!data && !error && <Spinner label="Loading sign-ups..." />}
      {data && (
        <>
          <DataTable
            caption={`Sign-ups, page ${data.page}`}
            empty={data.rows.length === 0 && 'No sign-ups match these filters.'}
            head={[
              { label: 'Name', column: 'name' },
              { label: 'Email', column: 'email' },
              'Phone',
              { label: 'Source', column: 'source' },
              'Quiz Level',
              'Language',
              { label: 'Signed Up', column: 'createdAt' },
              'Status',
              'Actions',
            ]}
            sort={{ state: sort, onSort: sortBy }}
          >
            {data.rows.map((row) => (
              <tr key={row.key} data-signup={row.key}>
                <td>
                  <span className="post-title">{row.name ?? '—'}</span>
                  <span className="cell-sub">{row.kind === 'waitlist' ? 'Launch waitlist' : 'Newsletter'}</span>
                </td>
                <td>{row.email ?? '—'}</td>
                <td>{row.phone ?? '—'}</td>
                <td>{sourceLabel(row.source)}</td>
                <td>{row.level ?? '—'}</td>
                <td>
                  <LanguageName code={row.language} />
                </td>
                <td>{formatDate(row.createdAt)}</td>
                <td>
                  <StatusPills row={row} />
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => setDetails(row.key)}
                    aria-label={`Details of ${personName(row)}`}
                  >
                    Details
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={data.page}
            pageSize={pageSize}
            total={data.total}
            noun="sign-ups"
            onPage={setPage}
            onPageSize={setPageSize}
          />
        </>
      )}
      {details && <SignupDialog signupKey={details} onClose={() => setDetails(null)} onChanged={changed} />}
    </section>
  );
}
