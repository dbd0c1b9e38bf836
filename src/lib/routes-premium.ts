// The paths of store purchases (decision 0062), part of src/lib/routes.ts's API table.
import { enc } from './public-routes.ts';

export const PREMIUM_API = {
  /** Store purchases handed over by the app. */
  appPurchasesApple: '/api/app/v1/purchases/apple',
  appPurchasesGoogle: '/api/app/v1/purchases/google',
  /** The stores' own notifications: App Store Server Notifications V2 and Play's Pub/Sub push. */
  storeAppleNotifications: '/api/store/apple/notifications',
  storeGoogleNotifications: '/api/store/google/notifications',
  /** A user's store subscriptions and their history, read-only. */
  adminUserSubscription: {
    pattern: '/api/admin/users/:id/subscription',
    path: (id: number | string) => `/api/admin/users/${enc(String(id))}/subscription`,
  },
} as const;
