// The blog editor when its post cannot be loaded: not found, or the server failed.
import { ADMIN } from '../../../../lib/routes.ts';

export function EditorLoadError({ message }: { message: string }) {
  return (
    <div className="admin-panel card" role="alert">
      <h1>{message}</h1>
      <p>
        {message === 'Post not found' ? 'The blog post you are trying to edit does not exist.' : 'Please try again.'}
      </p>
      <a className="btn btn-outline btn-sm" href={ADMIN.blog}>
        Back to Blog
      </a>
    </div>
  );
}
