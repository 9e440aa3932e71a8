import SCIMMY from 'scimmy';
import { AppError } from '../../../errors.ts';
import { fromScim, toScim } from './scim-user-view.ts';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  replaceUser,
  type ScimCaller,
} from './scim-users.service.ts';

/**
 * SCIMMY is one set of declarations per process: the Users resource with the enterprise extension, whose handlers
 * get the calling customer as SCIMMY's `ctx` (scim.routes.ts), and the service provider's configuration.
 */

/** What a service refuses with, as the SCIM error SCIMMY answers (it turns any other error into 404). */
function asScimError(e: unknown): never {
  if (e instanceof SCIMMY.Types.Error || !(e instanceof AppError)) throw e;
  if (e.code === 'NOT_FOUND') throw new SCIMMY.Types.Error(404, null as never, e.message);
  if (e.code === 'CONFLICT') throw new SCIMMY.Types.Error(409, 'uniqueness', e.message);
  if (e.code === 'BAD_USER_INPUT') throw new SCIMMY.Types.Error(400, 'invalidValue', e.message);
  throw e;
}

type Branch = Record<string, unknown>;

/**
 * The user name or external id a filter asks for with eq (what Entra ID sends), so SQL reads only that user; `whole`:
 * that is all the filter says, and SQL answered it (userName without case, as RFC 7643 has it).
 */
function narrowing(filter: SCIMMY.Types.Filter | undefined): {
  narrow: { userName?: string; externalId?: string };
  whole: boolean;
} {
  const branch = filter?.length === 1 ? (filter[0] as Branch) : undefined;
  if (!branch) return { narrow: {}, whole: false };
  const eq = (key: string) => {
    const found = Object.entries(branch).find(([k]) => k.toLowerCase() === key.toLowerCase())?.[1];
    return Array.isArray(found) && found[0] === 'eq' && typeof found[1] === 'string' ? found[1] : undefined;
  };
  const whole = Object.keys(branch).length === 1;
  const userName = eq('userName');
  if (userName !== undefined) return { narrow: { userName }, whole };
  const externalId = eq('externalId');
  return externalId !== undefined ? { narrow: { externalId }, whole } : { narrow: {}, whole: false };
}

let declared = false;

/** Declares the resources once; `basepath` is PUBLIC_URL/scim/v2, where the answers' `meta.location` point. */
export function declareScimResources(basepath: string) {
  for (const resource of [
    SCIMMY.Resources.Schema,
    SCIMMY.Resources.ResourceType,
    SCIMMY.Resources.ServiceProviderConfig,
    SCIMMY.Resources.User,
  ])
    resource.basepath(basepath);
  if (declared) return;
  declared = true;
  SCIMMY.Config.set({
    patch: true,
    filter: true,
    sort: false,
    bulk: false,
    changePassword: false,
    etag: false,
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description:
          "The customer's SCIM token, made by its administrator on the Integrations screen of Connect.",
        specUri: 'https://datatracker.ietf.org/doc/html/rfc6750',
        primary: true,
      },
    ],
  });
  SCIMMY.Resources.declare(SCIMMY.Resources.User.extend(SCIMMY.Schemas.EnterpriseUser, false))
    .ingress(async (resource, instance, ctx: ScimCaller) => {
      const person = fromScim(instance);
      const user = resource.id
        ? await replaceUser(ctx, resource.id, person).catch(asScimError)
        : await createUser(ctx, person).catch(asScimError);
      return toScim(user) as never;
    })
    .egress(async (resource, ctx: ScimCaller) => {
      if (resource.id) return toScim(await getUser(ctx, resource.id).catch(asScimError)) as never;
      const { narrow, whole } = narrowing(resource.filter);
      const users = (await listUsers(ctx, narrow)).map(toScim);
      const matched = resource.filter && !whole ? resource.filter.match(users) : users;
      // SCIMMY's ListResponse pages the whole list it is given; past its end it would answer the first page.
      if ((resource.constraints?.startIndex ?? 1) > matched.length) {
        resource.constraints = { ...resource.constraints, totalResults: matched.length } as never;
        return [];
      }
      return matched as never;
    })
    .degress(async (resource, ctx: ScimCaller) => {
      await deleteUser(ctx, resource.id!).catch(asScimError);
    });
}
