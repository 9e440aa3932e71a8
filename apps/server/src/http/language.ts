import type { Language } from '@connect/shared';
import type { FastifyRequest } from 'fastify';

export type { Language };

/**
 * The language of a file the server writes for a person (a template, a quote, a report): English when the
 * browser's Accept-Language prefers English over Norwegian, Norwegian otherwise (the product's default).
 */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language {
  const header = req.headers['accept-language'];
  const ranked = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((x) => x.trim()).find((x) => x.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (['nb', 'no', 'nn'].some((n) => tag === n || tag.startsWith(`${n}-`))) return 'no';
  }
  return 'no';
}
