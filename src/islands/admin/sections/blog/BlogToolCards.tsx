// The Blog Dashboard's Media, SEO and Analytics cards.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { ADMIN } from '../../../../lib/routes.ts';
import { $adminSession } from '../../../../stores/admin-session.ts';
import type { BlogPostSummary as BlogPost } from '../../../../lib/schemas/blog-post.ts';
import { Spinner } from '../../kit/Spinner.tsx';

// Views per post over time (the Analytics tab's Blog view), loaded only when opened here.
const BlogAnalytics = lazy(() => import('../analytics/BlogAnalytics.tsx'));

export function BlogToolCards({
  H2,
  mostRead,
  rebuilding,
  onRegenerate,
}: {
  H2: 'h2' | 'h3';
  mostRead: BlogPost[];
  rebuilding: boolean;
  onRegenerate: () => void;
}) {
  return (
    <div className="tool-cards">
      <section className="card tool-card" aria-labelledby="media-card-title">
        <H2 id="media-card-title">Media Manager</H2>
        <p>Upload cover images and copy their links.</p>
        <a className="btn btn-outline btn-sm" href={ADMIN.media}>
          Open Media Manager
        </a>
      </section>
      <section className="card tool-card" aria-labelledby="seo-card-title">
        <H2 id="seo-card-title">SEO Tools</H2>
        <p>Rebuild the site to regenerate the sitemap and the static blog pages.</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={onRegenerate} disabled={rebuilding}>
          {rebuilding ? 'Regenerating...' : 'Regenerate Sitemap'}
        </button>
      </section>
      <section className="card tool-card" aria-labelledby="analytics-card-title">
        <H2 id="analytics-card-title">Analytics</H2>
        {mostRead.length === 0 ? (
          <p>No published posts yet.</p>
        ) : (
          <ol className="most-read" aria-label="Views per published post, most read first">
            {mostRead.map((post) => (
              <li key={post.id}>
                <span>{post.title}</span>
                <span className="most-read-views">{post.views.toLocaleString('en-US')} views</span>
              </li>
            ))}
          </ol>
        )}
        <BlogAnalyticsLink />
      </section>
    </div>
  );
}

/** Staff with the Analytics tab open it on its Blog view; Content Editors see the same figures here. */
function BlogAnalyticsLink() {
  const session = useStore($adminSession);
  const [open, setOpen] = useState(false);
  const permissions = session.status === 'signed-in' ? session.info.permissions : [];
  if (permissions.includes('analytics')) {
    return (
      <a className="btn btn-outline btn-sm" href={ADMIN.analytics('blog')}>
        Open blog analytics
      </a>
    );
  }
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide views over time' : 'Views over time'}
      </button>
      {open && (
        <Suspense fallback={<Spinner label="Loading blog analytics..." />}>
          <BlogAnalytics period="30d" withExport />
        </Suspense>
      )}
    </>
  );
}
