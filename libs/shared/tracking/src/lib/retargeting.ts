/** Browser facts the retargeting pixel reports (injectable for tests). */
export interface PixelEnvironment {
  screenWidth: number;
  screenHeight: number;
  timezoneOffsetMinutes: number;
  pluginCount: number;
  deviceMemory?: number;
  hardwareConcurrency?: number;
}

export function readPixelEnvironment(win: Window): PixelEnvironment {
  const nav = win.navigator as Navigator & { deviceMemory?: number };
  return {
    screenWidth: win.screen.width,
    screenHeight: win.screen.height,
    timezoneOffsetMinutes: new Date().getTimezoneOffset(),
    pluginCount: nav.plugins?.length ?? 0,
    ...(nav.deviceMemory === undefined ? {} : { deviceMemory: nav.deviceMemory }),
    ...(nav.hardwareConcurrency === undefined ? {} : { hardwareConcurrency: nav.hardwareConcurrency }),
  };
}

/** Pixel URL, or null when disabled: no id, no deployment-configured base URL, or a /play/ page. */
export function buildRetargetingPixelUrl(opts: {
  id: string;
  pixelBaseUrl?: string;
  pathname: string;
  env: PixelEnvironment;
}): string | null {
  if (!opts.id || !opts.pixelBaseUrl || opts.pathname.startsWith('/play/')) return null;
  const url = new URL(opts.pixelBaseUrl);
  const p = url.searchParams;
  p.set('id', opts.id);
  p.set('sr', `${opts.env.screenWidth}x${opts.env.screenHeight}`);
  p.set('tz', String(opts.env.timezoneOffsetMinutes));
  p.set('pl', String(opts.env.pluginCount));
  if (opts.env.deviceMemory !== undefined) p.set('dm', String(opts.env.deviceMemory));
  if (opts.env.hardwareConcurrency !== undefined) p.set('hc', String(opts.env.hardwareConcurrency));
  return url.toString();
}

/** Fires the pixel image and loads the service script (with the CSP nonce). Returns a clean-up. */
export function fireRetargetingPixel(
  doc: Document,
  opts: { pixelUrl: string; scriptUrl?: string; nonce?: string },
): () => void {
  const img = doc.createElement('img');
  img.src = opts.pixelUrl;
  img.alt = '';
  img.width = 1;
  img.height = 1;
  img.style.display = 'none';
  img.setAttribute('data-tracking', 'retargeting');
  doc.body.appendChild(img);
  let script: HTMLScriptElement | undefined;
  if (opts.scriptUrl) {
    script = doc.createElement('script');
    script.src = opts.scriptUrl;
    script.async = true;
    if (opts.nonce) script.nonce = opts.nonce;
    script.setAttribute('data-tracking', 'retargeting');
    doc.head.appendChild(script);
  }
  return () => {
    img.remove();
    script?.remove();
  };
}
