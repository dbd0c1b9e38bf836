// Share URLs for a post (X/Twitter intent, Facebook sharer, WhatsApp). Plain links: no scripts
// from those sites are loaded. Used by the pre-rendered page and mirrored by the fallback page.
export interface ShareUrls {
  x: string;
  facebook: string;
  whatsapp: string;
}

export function shareUrls(url: string, title: string): ShareUrls {
  const u = encodeURIComponent(url);
  return {
    x: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}
