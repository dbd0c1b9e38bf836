/** Where a browser keeps its waitlist owner token and referral code (decision 0015; the confirm page writes it too). */
export const WAITLIST_OWNER_STORAGE_KEY = 'thawab:waitlist-owner';
