interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const RECAPTCHA_TIMEOUT_MS = 10_000;
let loading: Promise<Grecaptcha> | undefined;

/** The page's CSP nonce, read from a script React Router rendered with it. */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('reCAPTCHA loaded without grecaptcha'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA could not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * A reCAPTCHA v3 token for `action` when the brand has a site key (settings `reCaptchaSiteKey`), else undefined.
 * A script that cannot load or answer in 10 s gives undefined: the backend decides what a missing token means.
 */
export async function recaptchaToken(siteKey: string, action: string): Promise<string | undefined> {
  if (!siteKey) return undefined;
  try {
    const g = await loadRecaptcha(siteKey);
    return await Promise.race([
      g.execute(siteKey, { action }),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), RECAPTCHA_TIMEOUT_MS)),
    ]);
  } catch (error) {
    console.warn('reCAPTCHA unavailable', error);
    return undefined;
  }
}
