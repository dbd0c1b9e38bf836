// A user's store subscription on their User Management page (decision 0062): read-only, for every
// role that sees users. State, store, product, renews or expires on, and the store events behind it.
import { useEffect, useState } from 'react';
import type { AdminSubscription } from '../../../../lib/schemas/premium-admin.ts';
import { errorMessage } from '../../admin-api.ts';
import { DataTable, formatDate } from '../../kit/index.ts';
import { communityApi } from '../community-tabs/community-api.ts';

const STORE_NAMES = { apple: 'App Store', google: 'Google Play' } as const;
const STATE_NAMES = {
  active: 'Active',
  grace_period: 'Grace period',
  billing_retry: 'Billing retry',
  expired: 'Expired',
  revoked: 'Revoked',
  refunded: 'Refunded',
} as const;

export default function UserSubscription({ userId }: { userId: number }) {
  const [data, setData] = useState<AdminSubscription | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    communityApi
      .getUserSubscription(userId)
      .then(setData, (err: unknown) => setError(errorMessage(err, 'Could not load the subscription.')));
  }, [userId]);

  return (
    <section aria-labelledby="subscription-title">
      <h2 id="subscription-title">Subscription</h2>
      {error && <p role="alert">{error}</p>}
      {!error && !data && <p className="admin-muted">Loading the subscription...</p>}
      {data && (
        <>
          <p>{data.isPremium ? `Premium until ${formatDate(data.premiumExpiresAt)}` : 'Not premium'}</p>
          <DataTable
            caption="Store purchases, newest first"
            empty={data.entitlements.length === 0 && 'No store purchases.'}
            head={['Store', 'Product', 'State', 'Renews or expires on', 'Environment']}
          >
            {data.entitlements.map((e) => (
              <tr key={e.id}>
                <td>{STORE_NAMES[e.store]}</td>
                <td>{e.productId}</td>
                <td>{STATE_NAMES[e.state]}</td>
                <td>
                  {e.expiresAt
                    ? `${e.autoRenew ? 'Renews' : 'Expires'} ${formatDate(e.expiresAt)}`
                    : 'One-time purchase'}
                </td>
                <td>{e.environment === 'sandbox' ? 'Sandbox' : 'Production'}</td>
              </tr>
            ))}
          </DataTable>
          <h3>History</h3>
          <DataTable
            caption="Store notifications and purchases, newest first"
            empty={data.history.length === 0 && 'No store events.'}
            head={['Signed', 'Store', 'Event', 'Result']}
          >
            {data.history.map((h) => (
              <tr key={h.id}>
                <td>{formatDate(h.signedAt)}</td>
                <td>{STORE_NAMES[h.store]}</td>
                <td>{h.subtype ? `${h.type} (${h.subtype})` : h.type}</td>
                <td>
                  {h.outcome === 'applied' && h.stateAfter
                    ? STATE_NAMES[h.stateAfter]
                    : h.outcome === 'stale'
                      ? 'Older than the state it met: not applied'
                      : 'Recorded'}
                </td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </section>
  );
}
