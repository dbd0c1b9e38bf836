// "Send as newsletter" on a published post's row in Blog Management (decision 0041): one click
// makes a prefilled newsletter draft from the post and opens it in the Campaigns tab, where the
// second click sends it (Super Admin). Shown only to staff who may draft campaigns.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ADMIN } from '../../../../lib/routes.ts';
import { $adminSession } from '../../../../stores/admin-session.ts';
import { runAction } from '../../kit/index.ts';
import { campaignsApi } from './campaigns-api.ts';

export function SendAsNewsletter({ post }: { post: { id: number; title: string; status: string } }) {
  const session = useStore($adminSession);
  const [busy, setBusy] = useState(false);
  if (post.status !== 'published' || session.status !== 'signed-in' || !session.info.permissions.includes('campaigns'))
    return null;
  const start = async () => {
    setBusy(true);
    const made = await runAction(
      () => campaignsApi.create({ fromPostId: post.id }),
      { failure: 'Could not make the newsletter draft' },
      (campaign) => location.assign(ADMIN.campaign(campaign.id)),
    );
    if (!made) setBusy(false);
  };
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      onClick={() => void start()}
      disabled={busy}
      aria-label={`Send ${post.title} as newsletter`}
    >
      Send as newsletter
    </button>
  );
}
