// Waitlist (Moderator, Super Admin): launch-waitlist and newsletter sign-ups in one list. Figures
// (total, confirmed, confirmation rate, by source, by week), search, filters and sort (all in SQL on
// the server), Export CSV of the current filter and sort, and a sign-up's detail with Unsubscribe
// and Delete (asked in a confirmation dialog). Meanings and delete rules: decision 0035.
import { useState } from 'react';
import { LOCALES, staffLanguageName } from '../../../../lib/i18n/locales.ts';
import { SIGNUP_LEVELS, type SignupSort } from '../../../../lib/schemas/waitlist-admin.ts';
import {
  adoptStyles,
  DataTable,
  ErrorPanel,
  FilterBar,
  formatDate,
  Pagination,
  useDebounced,
  useLoader,
  useSortedPages,
} from '../../kit/index.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import type { SectionProps } from '../../section-props.ts';
import { waitlistApi, waitlistExportUrl } from './waitlist-api.ts';
import { LanguageName, personName, sourceLabel, StatusPills } from './signup-parts.tsx';
import { SignupDialog } from './SignupDialog.tsx';
import { WaitlistFigures } from './WaitlistFigures.tsx';
import waitlistCss from './waitlist.css?inline';

adoptStyles('waitlist', waitlistCss);

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

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
      <WaitlistFigures key={figuresVersion} kind={kind} />
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
