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
      const blob = await toBlob(node, {
        pixelRatio: 2,
        cacheBust: true,
        style: { margin: '0' },
        fontEmbedCSS: await localeFontCss(node),
      });
      if (!blob || blob.size === 0) throw new Error('Share image is empty');
      return blob;
    })();
    return await Promise.race([render, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The locale's UI font as CSS the picture can carry. Its face is declared by an inline script, not
 * in a style sheet (src/layouts/locale-fonts.ts, decision 0052), so html-to-image would not find it:
 * the script names the file on <html data-ui-font>, and it is read (from the cache by now) and
 * inlined. Undefined where there is none or it cannot be read: html-to-image then looks at the
 * style sheets as usual and the picture uses the device's font.
 */
async function localeFontCss(node: HTMLElement): Promise<string | undefined> {
  const url = document.documentElement.dataset.uiFont;
  if (!url) return undefined;
  try {
    const file = await (await fetch(url)).blob();
    const data = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    const family = getComputedStyle(node).fontFamily.split(',')[0]!.trim();
    return `@font-face{font-family:${family};src:url(${data}) format('woff2')}`;
  } catch {
    return undefined;
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
