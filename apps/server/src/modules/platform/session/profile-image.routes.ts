import { z } from 'zod';
import { restRoutes } from '../../../http/route.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { avatarColour, avatarSize, avatarSvg, initialsOf } from './profile-image.ts';
import { findPicturedPerson } from './session.repository.ts';

const query = z.object({
  u: z.coerce.number().int().positive(),
  c: z.coerce.number().int().positive().optional(),
  s: z.string().max(20).optional(),
  h: z.string().max(200).optional(),
});

/**
 * GET catalog/profileimage?u&s&c&h: an avatar as SVG. Public, because an <img> cannot send the bearer token:
 * it shows initials only when u, c and h match a person and their picture hash, which only an authorized answer
 * gives out; anything else gets a neutral figure on a colour derived from the id.
 */
export const profileImageRoutes: RouteModule = (app, deps) => {
  const { db } = deps;
  restRoutes(app, deps)(
    { method: 'GET', url: '/api/catalog/profileimage', access: 'public', query },
    async ({ reply, query: q }) => {
      const person =
        q.c && q.h
          ? await findPicturedPerson(db, { catalogId: q.u, customerId: q.c, pictureHash: q.h })
          : null;
      const svg = avatarSvg({
        size: avatarSize(q.s),
        colour: avatarColour(q.u),
        initials: person ? initialsOf(person.firstName, person.lastName) : null,
      });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
