// What the back-office reads of a user's store purchases (decision 0062): read-only.
import type {
  EntitlementState,
  PurchaseKind,
  StoreEnvironment,
  StoreEventOutcome,
  StoreName,
} from '../premium/states.ts';

export interface AdminEntitlement {
  id: number;
  store: StoreName;
  productId: string;
  kind: PurchaseKind;
  state: EntitlementState;
  expiresAt: string | null;
  autoRenew: boolean | null;
  environment: StoreEnvironment;
  purchasedAt: string;
}

export interface AdminStoreEvent {
  id: number;
  store: StoreName;
  type: string;
  subtype: string | null;
  signedAt: string;
  outcome: StoreEventOutcome;
  stateAfter: EntitlementState | null;
}

export interface AdminSubscription {
  isPremium: boolean;
  premiumExpiresAt: string | null;
  entitlements: AdminEntitlement[];
  /** Newest first, at most 100. */
  history: AdminStoreEvent[];
}
