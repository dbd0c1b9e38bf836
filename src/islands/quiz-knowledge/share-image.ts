// The share card as a PNG, made in the browser. html-to-image loads only when a visitor shares.
export const IMAGE_TIMEOUT_MS = 15000;
export const SHARE_FILE_NAME = 'thawab-spiritual-level.png';

export async function renderCardPng(node: HTMLElement, timeoutMs = IMAGE_TIMEOUT_MS): Promise<Blob> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Share image took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const render = (async () => {
      const { toBlob } = await import('html-to-image');
      // The card's page margin is not part of the picture.
      const blob = await toBlob(node, { pixelRatio: 2, cacheBust: true, style: { margin: '0' } });
      if (!blob || blob.size === 0) throw new Error('Share image is empty');
      return blob;
    })();
    return await Promise.race([render, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function downloadBlob(blob: Blob, fileName = SHARE_FILE_NAME): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
