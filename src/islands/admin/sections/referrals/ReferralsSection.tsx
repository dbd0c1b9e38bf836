// Referrals: five summary cards (each defines itself on hover or focus), search by inviter name
// or email, sortable table (product §4 sort rules), Details per inviter (invitees, Invitation Funnel,
// Rewards Summary) and Export CSV of the filtered, sorted table.
import { useState } from 'react';
import { REFERRAL_CARD_DEFINITIONS, percent, type InviteeStatus } from '../../../../lib/people.ts';
import { FLAGGED_REFERRALS_PERMISSION } from '../../../../lib/permissions.ts';
import { FLAGGED_PAGE_SIZE, REFERRAL_FLAG_LABELS, type ReferralSort } from '../../../../lib/schemas/people.ts';
import {
  DataTable,
  Dialog,
  ErrorPanel,
  FilterBar,
  formatDate,
  formatNumber,
  Pagination,
  ProgressBar,
  SampleBadge,
  StatCard,
  useDebounced,
  useLoader,
  useSortedPages,
} from '../../kit/index.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import type { SectionProps } from '../../section-props.ts';
import { exportUrl, communityApi } from '../community-tabs/community-api.ts';
import '../community-tabs/community-styles.ts';

const COLUMNS: { column: ReferralSort; label: string }[] = [
  { column: 'inviterName', label: 'Inviter' },
  { column: 'totalInvites', label: 'Total Invites' },
  { column: 'signups', label: 'Signups' },
  { column: 'activeUsers', label: 'Active Users' },
  { column: 'conversionRate', label: 'Conversion' },
  { column: 'retentionRate', label: 'Retention' },
  { column: 'lastInviteDate', label: 'Last Invite' },
  { column: 'bonusPoints', label: 'Bonus' },
];

function StatusPill({ status }: { status: InviteeStatus }) {
  return <span className={`status-pill pill-${status.toLowerCase()}`}>{status}</span>;
}

function InviterDialog({ inviterKey, onClose }: { inviterKey: string; onClose: () => void }) {
  const { data: detail, error } = useLoader(
    () => communityApi.getInviter(inviterKey),
    [inviterKey],
    'Could not load the inviter.',
  );
  const f = detail?.funnel;
  return (
    <Dialog title={detail ? `Referrals by ${detail.inviter.inviterName}` : 'Referral details'} onClose={onClose} wide>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!detail && !error && <Spinner label="Loading referral details..." />}
      {detail && f && (
        <>
          {detail.inviterSample && (
            <p>
              <SampleBadge sample /> {detail.inviter.inviterName} is generated sample data, not a real person.
            </p>
          )}
          <div className="people-two-col">
            <section aria-labelledby="funnel-title">
              <h3 id="funnel-title">Invitation Funnel</h3>
              <ul className="funnel">
                {[
                  { label: 'Invited', value: f.invited },
                  { label: 'Signed up', value: f.signedUp },
                  { label: 'Active', value: f.active },
                ].map((step) => (
                  <li key={step.label}>
                    <span>{step.label}</span>
                    <ProgressBar
                      value={percent(step.value, f.invited)}
                      label={`${step.label}: ${step.value} of ${f.invited} invited`}
                    />
                    <span>
                      {formatNumber(step.value)} ({percent(step.value, f.invited)}%)
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="rewards-title">
              <h3 id="rewards-title">Rewards Summary</h3>
              <dl className="people-details">
                <dt>Bonus points</dt>
                <dd>{formatNumber(detail.rewards.bonusPoints)} XP</dd>
                <dt>Per invitee who joined</dt>
                <dd>{detail.rewards.xpPerJoinedInvitee} XP</dd>
                <dt>Avg. XP per Invite</dt>
                <dd>{formatNumber(detail.rewards.avgXpPerInvite)} XP</dd>
              </dl>
            </section>
          </div>
          <DataTable
            caption={`People invited by ${detail.inviter.inviterName}`}
            head={['Invitee', 'Status', 'Via', 'Signup Date', 'Last Login']}
          >
            {detail.invitees.map((invitee) => (
              <tr key={invitee.id}>
                <td>
                  {invitee.inviteeEmail ?? 'Deleted account'} <SampleBadge sample={invitee.sample} />
                </td>
                <td>
                  <StatusPill status={invitee.status} />
                </td>
                <td>{invitee.source === 'app' ? 'App invitation' : 'Launch waitlist'}</td>
                <td>{formatDate(invitee.signupDate)}</td>
                <td>{formatDate(invitee.lastLoginDate)}</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </Dialog>
  );
}

/**
 * Super Admins: launch-waitlist referrals that earned no XP (self-referrals and bursts from one
 * inviter), so questioned rewards can be checked against what the server refused to credit.
 */
function FlaggedReferrals({ headingLevel }: { headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h2' : 'h3';
  const [page, setPage] = useState(1);
  const { data, error, load } = useLoader(
    () => communityApi.listFlaggedReferrals(page),
    [page],
    'Could not load flagged referrals.',
  );
  return (
    <section className="people-flagged" aria-labelledby="flagged-referrals-title">
      <Heading id="flagged-referrals-title">Flagged referrals</Heading>
      <p className="admin-muted">
        Launch-waitlist signups through someone's link that earned that person no XP, and why.
      </p>
      {error && <ErrorPanel message={error} onRetry={() => void load()} />}
      {!data && !error && <Spinner label="Loading flagged referrals..." />}
      {data && (
        <>
          <DataTable
            caption={`Flagged referrals, page ${data.page}`}
            empty={data.referrals.length === 0 && 'No flagged referrals.'}
            head={['Date', 'Shared by', 'Joined', 'Reason']}
          >
            {data.referrals.map((row) => (
              <tr key={row.id}>
                <td>{formatDate(row.createdAt)}</td>
                <td>
                  <span className="post-title">{row.referrer.name ?? row.referrer.email ?? '—'}</span>
                  <span className="cell-sub">
                    {row.referrer.email ?? '—'} · code {row.referrer.referralCode}
                  </span>
                </td>
                <td>{row.invitee.email ?? row.invitee.name ?? '—'}</td>
                <td>{REFERRAL_FLAG_LABELS[row.flagReason]}</td>
              </tr>
            ))}
          </DataTable>
          {data.total > data.pageSize && (
            <Pagination
              page={data.page}
              pageSize={FLAGGED_PAGE_SIZE}
              total={data.total}
              noun="flagged referrals"
              onPage={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}

export default function ReferralsSection({ headingLevel = 2, info }: SectionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [details, setDetails] = useState<string | null>(null);
  const { data, error, load, sort, sortBy, setPage, pageSize, setPageSize } = useSortedPages(
    (paging) => communityApi.listReferrals({ q, ...paging }),
    [q],
    { sort: 'totalInvites' as ReferralSort, dir: 'desc' },
    'Could not load referrals.',
  );

  const t = data?.totals;
  return (
    <section className="people-section" aria-labelledby="referrals-title">
      <div className="admin-toolbar">
        <Heading id="referrals-title">Referrals</Heading>
        <div className="admin-actions">
          <a
            className="btn btn-outline btn-sm"
            href={exportUrl('referrals', { q, sort: sort.sort, dir: sort.dir })}
            download
          >
            Export CSV
          </a>
        </div>
      </div>
      {t && (
        <ul className="stat-cards stat-cards-5" aria-label="Referral totals">
          <StatCard
            label="Total Invites"
            value={formatNumber(t.totalReferrals)}
            definition={REFERRAL_CARD_DEFINITIONS.totalInvites}
          />
          <StatCard
            label="Total Signups"
            value={formatNumber(t.totalSignups)}
            definition={REFERRAL_CARD_DEFINITIONS.totalSignups}
          />
          <StatCard
            label="Active Users"
            value={formatNumber(t.totalActive)}
            definition={REFERRAL_CARD_DEFINITIONS.activeUsers}
          />
          <StatCard
            label="Conversion Rate"
            value={`${t.conversionRate}%`}
            definition={REFERRAL_CARD_DEFINITIONS.conversionRate}
          />
          <StatCard
            label="Retention Rate"
            value={`${t.retentionRate}%`}
            definition={REFERRAL_CARD_DEFINITIONS.retentionRate}
          />
        </ul>
      )}
      <FilterBar
        search={{
          id: 'referral-search',
          label: 'Search inviters',
          placeholder: 'Search by name or email...',
          value: search,
          onChange: setSearch,
        }}
      />
      {error && <ErrorPanel message={error} onRetry={() => void load()} />}
      {!data && !error && <Spinner label="Loading referrals..." />}
      {data && (
        <>
          <DataTable
            caption={`Inviters, page ${data.page}`}
            empty={data.rows.length === 0 && 'No inviters match this search.'}
            head={[...COLUMNS, 'Actions']}
            sort={{ state: sort, onSort: sortBy }}
          >
            {data.rows.map((row) => (
              <tr key={row.key}>
                <td>
                  <span className="post-title">{row.inviterName}</span> <SampleBadge sample={row.sample} />
                  <span className="cell-sub">
                    {row.inviterEmail ?? '—'}
                    {row.source === 'waitlist' ? ' · launch waitlist' : ''}
                  </span>
                </td>
                <td>{formatNumber(row.totalInvites)}</td>
                <td>{formatNumber(row.signups)}</td>
                <td>{formatNumber(row.activeUsers)}</td>
                <td>{row.conversionRate}%</td>
                <td>{row.retentionRate}%</td>
                <td>{formatDate(row.lastInviteDate)}</td>
                <td>{formatNumber(row.bonusPoints)} XP</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => setDetails(row.key)}
                    aria-label={`Details of ${row.inviterName}`}
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
            noun="inviters"
            onPage={setPage}
            onPageSize={setPageSize}
          />
        </>
      )}
      {details && <InviterDialog inviterKey={details} onClose={() => setDetails(null)} />}
      {info.permissions.includes(FLAGGED_REFERRALS_PERMISSION) && <FlaggedReferrals headingLevel={headingLevel} />}
    </section>
  );
}
