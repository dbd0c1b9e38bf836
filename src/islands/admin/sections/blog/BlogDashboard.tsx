// Blog Management ('Blog Dashboard', product §2.7): stats, search, status and language filters, the
// posts table (with each post's language and translation link, decision 0049) with Edit / View /
// Delete, 'Import Existing Posts', and the Media, SEO and Analytics cards.
import blogCss from './blog.css?inline';
import { adoptStyles, conflictSentence, FilterBar, StatCard } from '../../kit/index.ts';
import { versionConflictOf } from '../../../../lib/versions.ts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ADMIN } from '../../../../lib/routes.ts';
import type { BlogPostSummary as BlogPost } from '../../../../lib/schemas/blog-post.ts';
import { showToast } from '../../../../stores/toast.ts';
import { adminApi, errorMessage } from '../../admin-api.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { LOCALES, type LocaleCode } from '../../../../lib/i18n/locales.ts';
import { BlogPostsTable } from './BlogPostsTable.tsx';
import { BlogToolCards } from './BlogToolCards.tsx';

adoptStyles('blog', blogCss);

type StatusFilter = 'all' | 'published' | 'draft' | 'scheduled';
export default function BlogDashboard({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const [posts, setPosts] = useState<BlogPost[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [language, setLanguage] = useState<LocaleCode | 'all'>('all');
  const [importing, setImporting] = useState(false);
  const [rebuilding, setRebuilding] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setPosts(await adminApi.listPosts());
      setLoadError(false);
    } catch (error) {
      console.error('[admin] loading posts failed:', error);
      setLoadError(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (posts ?? []).filter(
      (post) =>
        (status === 'all' || post.status === status) &&
        (language === 'all' || post.language === language) &&
        (!needle || post.title.toLowerCase().includes(needle) || post.author.toLowerCase().includes(needle)),
    );
  }, [posts, search, status, language]);

  const stats = useMemo(() => {
    const list = posts ?? [];
    return {
      total: list.length,
      published: list.filter((p) => p.status === 'published').length,
      drafts: list.filter((p) => p.status === 'draft').length,
      views: list.reduce((sum, p) => sum + p.views, 0),
    };
  }, [posts]);

  const mostRead = useMemo(
    () =>
      [...(posts ?? [])]
        .filter((p) => p.status === 'published')
        .sort((a, b) => b.views - a.views)
        .slice(0, 8),
    [posts],
  );

  const importExisting = async () => {
    setImporting(true);
    try {
      const result = await adminApi.importBuiltInPosts();
      showToast({
        title: 'Migration successful!',
        description: `${result.count ?? 0} blog posts added to your dashboard.`,
        variant: 'success',
      });
      await load();
    } catch (error) {
      console.error('[admin] import failed:', error);
      showToast({
        title: 'Migration failed',
        description: 'Unable to migrate existing posts. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setImporting(false);
    }
  };

  const remove = async (post: BlogPost) => {
    if (!window.confirm(`Are you sure you want to delete "${post.title}"? This cannot be undone.`)) return;
    setDeleting(post.id);
    try {
      await adminApi.deletePost(post.id, post.version);
      setPosts((current) => (current ?? []).filter((p) => p.id !== post.id));
      showToast({ title: 'Post deleted', description: `"${post.title}" was removed.`, variant: 'success' });
    } catch (error) {
      // Changed since the list was loaded (decision 0029): nothing was deleted; show the post as it is now.
      const conflict = versionConflictOf(error);
      if (conflict) {
        showToast({
          title: 'Post not deleted',
          description: `${conflictSentence(conflict, 'post')} Check it and delete again if you still want to.`,
          variant: 'destructive',
        });
        void load();
        return;
      }
      showToast({
        title: 'Error deleting post',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setDeleting(null);
    }
  };

  const regenerate = async () => {
    setRebuilding(true);
    try {
      const { rebuild } = await adminApi.rebuild();
      if (rebuild === 'triggered')
        showToast({
          title: 'Rebuild started',
          description: 'The sitemap and blog pages are regenerated in a few minutes.',
          variant: 'success',
        });
      else if (rebuild === 'not-configured')
        showToast({
          title: 'No build hook configured',
          description: 'Set BUILD_HOOK_URL to rebuild the site from here. The sitemap is regenerated on every deploy.',
        });
      else if (rebuild === 'preview')
        showToast({
          title: 'Not rebuilt: this is a preview',
          description:
            'A deploy preview never rebuilds the production site. Push a new commit to rebuild this preview.',
        });
      else
        showToast({
          title: 'Rebuild failed',
          description: 'The build hook did not answer. Please try again later.',
          variant: 'destructive',
        });
    } catch (error) {
      showToast({
        title: 'Rebuild failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setRebuilding(false);
    }
  };

  const H = headingLevel === 1 ? 'h1' : 'h2';
  const H2 = headingLevel === 1 ? 'h2' : 'h3';

  return (
    <section className="blog-dashboard" aria-labelledby="blog-dashboard-title">
      <div className="admin-toolbar">
        <H id="blog-dashboard-title">Blog Dashboard</H>
        <div className="admin-actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={importExisting} disabled={importing}>
            {importing ? 'Importing...' : 'Import Existing Posts'}
          </button>
          <a className="btn btn-primary btn-sm" href={ADMIN.blogNew}>
            New Blog Post
          </a>
        </div>
      </div>

      {posts === null && !loadError && <Spinner label="Loading your blog posts..." />}
      {loadError && (
        <div className="admin-panel card" role="alert">
          <H2>Error Loading Blog Posts</H2>
          <p>Unable to fetch posts from your production database.</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void load()}>
            Try again
          </button>
        </div>
      )}

      {posts !== null && !loadError && (
        <>
          <ul className="stat-cards" aria-label="Blog statistics">
            <StatCard label="Total Posts" value={stats.total} />
            <StatCard label="Published" value={stats.published} />
            <StatCard label="Drafts" value={stats.drafts} />
            <StatCard label="Total Views" value={stats.views.toLocaleString('en-US')} />
          </ul>

          <FilterBar
            search={{
              id: 'post-search',
              label: 'Search posts',
              placeholder: 'Search by title or author...',
              value: search,
              onChange: setSearch,
              maxLength: 200,
            }}
            selects={[
              {
                id: 'post-status',
                label: 'Status',
                value: status,
                onChange: (v) => setStatus(v as StatusFilter),
                allLabel: 'All statuses',
                allValue: 'all',
                options: [
                  { value: 'published', label: 'Published' },
                  { value: 'draft', label: 'Draft' },
                  { value: 'scheduled', label: 'Scheduled' },
                ],
              },
              {
                id: 'post-language',
                label: 'Language',
                value: language,
                onChange: (v) => setLanguage(v as LocaleCode | 'all'),
                allLabel: 'All languages',
                allValue: 'all',
                options: LOCALES.map((l) => ({ value: l.code, label: l.englishName })),
              },
            ]}
          />
          <BlogPostsTable posts={posts} visible={visible} deleting={deleting} onDelete={(post) => void remove(post)} />

          <BlogToolCards H2={H2} mostRead={mostRead} rebuilding={rebuilding} onRegenerate={regenerate} />
        </>
      )}
    </section>
  );
}
