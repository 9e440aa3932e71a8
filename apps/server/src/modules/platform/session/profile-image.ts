import { escapeHtml } from '../../../http/html.ts';

/** Pixel size from `s=128x128`; square, within what an avatar needs. */
export function avatarSize(s: string | undefined): number {
  const m = /^(\d{1,4})x\d{1,4}$/.exec(s ?? '');
  const size = m ? Number(m[1]) : 128;
  return Math.min(512, Math.max(16, size));
}

/** Up to two capital letters: first and last name's first letters. */
export function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((n) => [...n.trim()][0] ?? '')
    .join('')
    .toLocaleUpperCase('nb-NO');
}

/** A stable colour per person from the id alone, so it tells nothing about them. */
export function avatarColour(catalogId: number): string {
  return `hsl(${(catalogId * 47) % 360}, 45%, 42%)`;
}

/** The avatar: initials when known, otherwise a neutral figure, on the person's colour. */
export function avatarSvg(o: { size: number; colour: string; initials: string | null }): string {
  const figure = o.initials
    ? `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="52" font-weight="600" fill="#fff">${escapeHtml(o.initials)}</text>`
    : '<circle cx="64" cy="50" r="22" fill="#fff" fill-opacity=".85"/><path d="M22 114c0-24 19-38 42-38s42 14 42 38z" fill="#fff" fill-opacity=".85"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.size}" height="${o.size}" viewBox="0 0 128 128" role="img"><rect width="128" height="128" fill="${o.colour}"/>${figure}</svg>`;
}
