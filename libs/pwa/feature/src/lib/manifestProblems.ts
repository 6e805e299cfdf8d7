import { readPngSize } from './png';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgba?|hsla?)\(\s*[\d.%]+(?:\s*[,\s]\s*[\d.%]+){2}(?:\s*[,/]\s*[\d.%]+)?\s*\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/** A CSS colour a manifest may carry: hex, rgb()/rgba(), hsl()/hsla() or a named colour. */
export function isCssColour(value: unknown): boolean {
  return typeof value === 'string' && (HEX.test(value) || FUNCTIONAL.test(value) || NAMED.test(value));
}

/** What the browser answered for one icon of the manifest. */
export interface FetchedIcon {
  status: number;
  contentType: string | null;
  bytes: Uint8Array;
}

/**
 * What keeps a manifest from making the site installable (Chromium's criteria and the W3C manifest): a name and a
 * short name, a start URL, a standalone-like display, PNG icons of 192 and 512 px that answer as real PNGs of their
 * stated size, valid colours. An empty list means installable. `fetchIcon` reads an icon as the browser would.
 */
export async function manifestProblems(
  manifest: unknown,
  fetchIcon: (src: string) => Promise<FetchedIcon>,
): Promise<string[]> {
  const problems: string[] = [];
  if (!manifest || typeof manifest !== 'object') return ['the manifest is not a JSON object'];
  const m = manifest as Record<string, unknown>;
  for (const member of ['name', 'short_name', 'start_url'] as const) {
    if (typeof m[member] !== 'string' || !(m[member] as string).trim()) problems.push(`${member} is missing`);
  }
  if (!['standalone', 'fullscreen', 'minimal-ui'].includes(m['display'] as string))
    problems.push(`display is ${String(m['display'])}`);
  for (const member of ['theme_color', 'background_color'] as const) {
    if (!isCssColour(m[member])) problems.push(`${member} is not a CSS colour: ${String(m[member])}`);
  }
  if (m['dir'] !== undefined && !['ltr', 'rtl', 'auto'].includes(m['dir'] as string))
    problems.push(`dir is ${String(m['dir'])}`);
  const icons = Array.isArray(m['icons']) ? (m['icons'] as Array<Record<string, unknown>>) : [];
  const pngs = icons.filter((i) => i['type'] === 'image/png');
  for (const size of [192, 512]) {
    if (
      !pngs.some(
        (i) =>
          String(i['sizes']).split(/\s+/).includes(`${size}x${size}`) &&
          String(i['purpose'] ?? 'any')
            .split(/\s+/)
            .includes('any'),
      )
    ) {
      problems.push(`no ${size}x${size} image/png icon for any purpose`);
    }
  }
  if (
    !pngs.some((i) =>
      String(i['purpose'] ?? '')
        .split(/\s+/)
        .includes('maskable'),
    )
  )
    problems.push('no maskable icon');
  for (const icon of pngs) {
    const src = String(icon['src']);
    const answer = await fetchIcon(src);
    if (answer.status !== 200) {
      problems.push(`${src} answers ${answer.status}`);
      continue;
    }
    if (!answer.contentType?.startsWith('image/png'))
      problems.push(`${src} is served as ${String(answer.contentType)}`);
    const size = readPngSize(answer.bytes);
    const stated = String(icon['sizes']);
    if (!size) problems.push(`${src} is not a PNG`);
    else if (`${size.width}x${size.height}` !== stated)
      problems.push(`${src} is ${size.width}x${size.height}, the manifest says ${stated}`);
  }
  return problems;
}
