// The staff sign-in payload (product §5: username and password required).
import { z } from 'zod';

export const StaffLoginSchema = z.strictObject({
  username: z.string().trim().min(1, 'Username is required').max(64),
  password: z.string().min(1, 'Password is required').max(256),
});
export type StaffLogin = z.infer<typeof StaffLoginSchema>;

/** What GET /api/admin/session and POST /api/admin/login answer. */
export interface StaffSessionInfo {
  staff: { username: string; displayName: string; role: string };
  permissions: string[];
  expiresAt: string;
  /** Signed in with a one-time password: the back-office asks for a new one before anything else. */
  mustChangePassword: boolean;
}
