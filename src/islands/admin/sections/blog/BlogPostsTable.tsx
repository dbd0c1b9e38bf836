// The Blog Dashboard's posts table: each post's language and translation link (decision 0049),
// status, date and views, with Edit / View / Send as newsletter / Delete.
import { DataTable, RowActions } from '../../kit/index.ts';
import { ADMIN } from '../../../../lib/routes.ts';
import type { BlogPostSummary as BlogPost } from '../../../../lib/schemas/blog-post.ts';
import { postViewUrl } from '../../admin-api.ts';
import { localeOf } from '../../../../lib/i18n/locales.ts';
import { SendAsNewsletter } from '../campaigns/SendAsNewsletter.tsx';

const STATUS_CLASS: Record<string, string> = {
  published: 'status-published',
  draft: 'status-draft',
  scheduled: 'status-scheduled',
};

function formatDate(post: BlogPost): string {
  const value = post.publishDate ?? post.createdAt;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function BlogPostsTable({
  posts,
  visible,
  deleting,
  onDelete,
}: {
  posts: BlogPost[];
  visible: BlogPost[];
  deleting: number | null;
  onDelete: (post: BlogPost) => void;
}) {
  return (
    <DataTable
      caption={`Blog posts (${visible.length} shown)`}
      empty={
        visible.length === 0 &&
        (posts.length === 0 ? 'No posts yet. Create one or import the existing posts.' : 'No posts match your search.')
      }
      head={['Title', 'Language', 'Author', 'Category', 'Status', 'Date', 'Views', 'Actions']}
    >
      {visible.map((post) => (
        <tr key={post.id}>
          <td>
            <span className="post-title" lang={post.language} dir="auto">
              {post.title}
            </span>
            <span className="post-slug">/{post.slug}</span>
          </td>
          <td>
            <span className="post-language">{localeOf(post.language).englishName}</span>
            {post.translationOf !== null && (
              <span className="post-slug">
                translation of #{post.translationOf}
                {!post.translationReviewed && ', not reviewed'}
              </span>
            )}
          </td>
          <td>{post.author}</td>
          <td>{post.category}</td>
          <td>
            <span className={`status-pill ${STATUS_CLASS[post.status] ?? 'status-other'}`}>{post.status}</span>
          </td>
          <td>{formatDate(post)}</td>
          <td>{post.views.toLocaleString('en-US')}</td>
          <td>
            <RowActions
              name={post.title}
              actions={[
                { label: 'Edit', href: ADMIN.blogEdit(post.id) },
                { label: 'View', href: postViewUrl(post), newTab: true },
                <SendAsNewsletter post={post} />,
                {
                  label: deleting === post.id ? 'Deleting...' : 'Delete',
                  ariaLabel: `Delete ${post.title}`,
                  onClick: () => onDelete(post),
                  disabled: deleting === post.id,
                  danger: true,
                },
              ]}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
