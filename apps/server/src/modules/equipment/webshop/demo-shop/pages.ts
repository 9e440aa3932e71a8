import { formatDate, formatNok } from '@connect/shared';
import { POLICY_CATEGORIES } from '@connect/shared/equipment';
import { escapeHtml } from '../../../../http/html.ts';
import type { WebshopLogin } from '../webshop-signing.ts';
import { CATALOGUE, productByKey } from './catalogue.ts';
import type { DemoOrder } from './demo-shop.repository.ts';

/**
 * The demo webshop's pages (no script: plain forms), Norwegian with English under it like the built-in login
 * pages, since it stands in for a shop outside the portal.
 */

const STYLE = `
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f8f9fa; color: #212529;
    margin: 0; padding: 24px 16px; }
  main { max-width: 960px; margin: 0 auto; }
  header { display: flex; justify-content: space-between; align-items: baseline; flex-wrap: wrap; gap: 8px; }
  h1 { font-size: 1.6rem; margin: 0; } h2 { font-size: 1.2rem; margin: 28px 0 8px; }
  .en { display: block; color: #5c636a; font-size: .85em; font-weight: normal; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 12px; }
  .card { background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); padding: 16px; }
  .price { font-size: 1.1rem; font-weight: 600; } .muted { color: #5c636a; font-size: .9rem; }
  button { font: inherit; cursor: pointer; background: #1971c2; color: #fff; border: 0; border-radius: 4px;
    padding: 6px 14px; margin-top: 8px; }
  button.secondary { background: #fff; color: #1971c2; border: 1px solid #1971c2; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1971c2; outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #e9ecef; vertical-align: top; }
  .error { color: #c92a2a; background: #fff5f5; border-radius: 4px; padding: 12px; }
  form.inline { display: inline; }
`;

function both(no: string, en: string): string {
  return `${escapeHtml(no)}<span class="en" lang="en">${escapeHtml(en)}</span>`;
}

export function shopPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="no">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

const CATEGORY_NAMES: Record<string, [string, string]> = {
  mobile: ['Mobil', 'Mobile'],
  tablet: ['Nettbrett', 'Tablet'],
  computer: ['Datamaskin', 'Computer'],
  headset: ['Hodetelefoner', 'Headset'],
  accessory: ['Tilbehør', 'Accessory'],
  other: ['Annet', 'Other'],
};

const STATUS: Record<string, [string, string]> = {
  ordered: ['Bestilt', 'Ordered'],
  delivered: ['Levert', 'Delivered'],
  cancelled: ['Kansellert', 'Cancelled'],
};

/** Before its eligibility date a category's credit is not available (the login carries 0): the page says until when. */
function eligibility(eligibleFrom: string | undefined, today: string): string {
  if (!eligibleFrom || eligibleFrom <= today) return '';
  const date = formatDate(eligibleFrom);
  return `<p class="muted" data-eligible-from="${escapeHtml(eligibleFrom)}">${both(
    `Ny enhet fra ${date}. Før det betaler du hele prisen selv.`,
    `New device from ${date}. Until then you pay the full price yourself.`,
  )}</p>`;
}

/**
 * The shop: products per category with the price after what the login says the user may use now (0 before the
 * category's eligibility date, which the page then shows), and the user's orders. `today` is the Oslo date.
 */
export function storePage(
  login: WebshopLogin,
  orders: DemoOrder[],
  portalUrl: string,
  today: string,
): string {
  const sections = POLICY_CATEGORIES.map((category) => {
    const products = CATALOGUE.filter((p) => p.categoryId === category.id);
    if (!products.length) return '';
    const own = login.credit.find((c) => c.categoryId === category.id);
    const credit = own?.credit ?? 0;
    const cards = products
      .map(
        (p) => `<div class="card" data-product="${escapeHtml(p.key)}">
  <strong>${escapeHtml(p.name)}</strong>
  <div class="muted">${both(`Pris ${formatNok(p.price)} eks. mva.`, `Price ${formatNok(p.price)} excl. VAT`)}</div>
  <div class="price">${both(`Du betaler ${formatNok(Math.max(0, p.price - credit))}`, `You pay ${formatNok(Math.max(0, p.price - credit))}`)}</div>
  <form method="post" action="/demo-webshop/orders"><input type="hidden" name="product" value="${escapeHtml(p.key)}">
  <button type="submit" aria-label="Kjøp ${escapeHtml(p.name)}">Kjøp <span lang="en">/ Buy</span></button></form>
</div>`,
      )
      .join('\n');
    const [no, en] = CATEGORY_NAMES[category.key]!;
    return `<section><h2>${both(`${no}: kreditt ${formatNok(credit)}`, `${en}: credit ${formatNok(credit)}`)}</h2>
${eligibility(own?.eligibleFrom, today)}<div class="grid">${cards}</div></section>`;
  }).join('\n');
  const rows = orders
    .map((o) => {
      const product = productByKey(o.productKey);
      const [no, en] = STATUS[o.status] ?? [o.status, o.status];
      const actions =
        o.status === 'ordered'
          ? `<form class="inline" method="post" action="/demo-webshop/orders/${escapeHtml(o.lineId)}/deliver">
  <button type="submit">Marker som levert (lager) <span lang="en">/ Mark delivered</span></button></form>
<form class="inline" method="post" action="/demo-webshop/orders/${escapeHtml(o.lineId)}/cancel">
  <button type="submit" class="secondary">Kanseller <span lang="en">/ Cancel</span></button></form>`
          : o.status === 'delivered'
            ? `<form class="inline" method="post" action="/demo-webshop/orders/${escapeHtml(o.lineId)}/cancel">
  <button type="submit" class="secondary">Returner <span lang="en">/ Return</span></button></form>`
            : '';
      return `<tr data-order="${escapeHtml(o.orderNumber)}"><td>${escapeHtml(o.orderNumber)}</td>
<td>${escapeHtml(product?.name ?? o.productKey)}</td><td>${both(no, en)}</td><td>${actions}</td></tr>`;
    })
    .join('\n');
  return shopPage(
    'Demo-nettbutikk',
    `<header><h1>${both('Demo-nettbutikk', 'Demo webshop')}</h1>
<p>${both(`Innlogget som ${login.name}`, `Signed in as ${login.name}`)}
<a href="${escapeHtml(portalUrl)}">Tilbake til portalen <span lang="en">/ Back to the portal</span></a></p></header>
<p class="muted">${both(
      'Prisene er vist etter kreditten bedriften din gir i hver kategori.',
      "Prices are shown after your company's credit in each category.",
    )}</p>
${sections}
<h2>${both('Dine bestillinger', 'Your orders')}</h2>
${
  orders.length
    ? `<table><thead><tr><th>Ordre</th><th>Produkt</th><th>Status</th><th><span class="muted">Lager / Warehouse</span></th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p class="muted">${both('Ingen bestillinger ennå.', 'No orders yet.')}</p>`
}`,
  );
}

const REFUSALS: Record<string, [string, string]> = {
  expired: [
    'Innloggingslenken er utløpt. Gå til nettbutikken fra portalen igjen.',
    'The login link has expired. Go to the webshop from the portal again.',
  ],
  replayed: [
    'Innloggingslenken er allerede brukt. Gå til nettbutikken fra portalen igjen.',
    'The login link has already been used. Go to the webshop from the portal again.',
  ],
  altered: ['Innloggingslenken er ikke gyldig.', 'The login link is not valid.'],
  malformed: ['Innloggingslenken er ikke gyldig.', 'The login link is not valid.'],
  session: [
    'Du er ikke logget inn i nettbutikken. Gå til nettbutikken fra portalen.',
    'You are not signed in to the webshop. Go to the webshop from the portal.',
  ],
  failed: ['Bestillingen kunne ikke meldes til portalen.', 'The order could not be reported to the portal.'],
};

export function refusalPage(reason: keyof typeof REFUSALS | string, portalUrl: string): string {
  const [no, en] = REFUSALS[reason] ?? REFUSALS.malformed!;
  return shopPage(
    'Demo-nettbutikk',
    `<h1>${both('Demo-nettbutikk', 'Demo webshop')}</h1><p class="error" role="alert">${both(no, en)}</p>
<p><a href="${escapeHtml(portalUrl)}">Tilbake til portalen <span lang="en">/ Back to the portal</span></a></p>`,
  );
}
