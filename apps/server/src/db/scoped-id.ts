/**
 * Ids the caller was checked against (issue 11). A scoped read (`require…`, `lock…`, or a list filtered by the
 * caller's visible accounts) hands its row's ids back as ScopedIds, and a repository write that takes a bare id
 * takes a ScopedId, so a write whose id never passed such a read does not compile. A plain number becomes one only
 * through `scoped`, which only repositories call, on rows their SQL scoped (or created inside a scoped row).
 */
declare const checked: unique symbol;

export type ScopedId<Of extends string> = number & { readonly [checked]: Of };

export type AccountId = ScopedId<'account'>;
export type ProfileId = ScopedId<'paymentProfile'>;
export type SubscriptionId = ScopedId<'subscription'>;
export type DeviceId = ScopedId<'device'>;
export type VendorId = ScopedId<'vendor'>;

/** Marks an id a scoped SQL read returned. Only repositories call this (scoped-id.test.ts holds them to it). */
export const scoped = <Of extends string>(id: number): ScopedId<Of> => id as ScopedId<Of>;
