import { formatDate, formatNok, formatPercent } from '@connect/shared';
import type { BuyOutTierKey } from '@connect/shared/equipment';
import { renderPdf } from '../../../files/pdf.ts';
import type { Language } from '../../../http/language.ts';
import type { DeviceBuyOutQuote } from './buy-out.service.ts';

const TEXTS = {
  no: {
    title: 'Tilbud om innløsning',
    intro: (date: string) => `Pris for å overta enheten som privat eie, beregnet per ${date}.`,
    device: 'Enhet',
    vendor: 'Leverandør',
    imei: 'IMEI',
    serial: 'Serienummer',
    user: 'Ansatt',
    policy: 'Utstyrsavtale',
    purchased: 'Kjøpt',
    costPrice: 'Innkjøpspris eks. mva.',
    age: 'Alder',
    months: (n: number) => `${n} ${n === 1 ? 'måned' : 'måneder'}`,
    tier: 'Aldersgruppe',
    rule: 'Regel',
    standard: 'standard',
    custom: 'egendefinert',
    capped: ' (begrenset til innkjøpsprisen)',
    price: 'Innløsningspris eks. mva.',
    priceIncVat: 'Innløsningspris inkl. mva.',
    taxValue: 'Skattemessig verdi inkl. mva.',
    benefit: 'Skattepliktig fordel (innberettes i a-meldingen)',
    issued: (date: string) => `Utstedt ${date}. Prisen gjelder for datoen over.`,
    tiers: {
      buyOutT12: 'Under 12 måneder',
      buyOut12T24: '12–24 måneder',
      buyOut24T36: '24–36 måneder',
      buyOut36P: '36 måneder eller mer',
    },
  },
  en: {
    title: 'Buy-out quote',
    intro: (date: string) => `The price to take the device over as private property, as of ${date}.`,
    device: 'Device',
    vendor: 'Vendor',
    imei: 'IMEI',
    serial: 'Serial number',
    user: 'Employee',
    policy: 'Equipment policy',
    purchased: 'Purchased',
    costPrice: 'Cost price excl. VAT',
    age: 'Age',
    months: (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`,
    tier: 'Age tier',
    rule: 'Rule',
    standard: 'standard',
    custom: 'custom',
    capped: ' (capped at the cost price)',
    price: 'Buy-out price excl. VAT',
    priceIncVat: 'Buy-out price incl. VAT',
    taxValue: 'Tax value incl. VAT',
    benefit: 'Taxable benefit (reported in the a-melding)',
    issued: (date: string) => `Issued ${date}. The price holds for the date above.`,
    tiers: {
      buyOutT12: 'Under 12 months',
      buyOut12T24: '12–24 months',
      buyOut24T36: '24–36 months',
      buyOut36P: '36 months or more',
    },
  },
} satisfies Record<Language, unknown>;

/** The rows of the quote, label and value, in the order the PDF shows them (also what a test reads back). */
export function quoteRows(q: DeviceBuyOutQuote, lang: Language): [string, string][] {
  const t = TEXTS[lang];
  const { device, quote } = q;
  const rule =
    quote.rule.type === 'percent' ? formatPercent(quote.rule.percent, 2) : formatNok(quote.rule.amount);
  return [
    [t.device, device.description],
    ...(device.vendorName ? [[t.vendor, device.vendorName] as [string, string]] : []),
    ...(device.imei ? [[t.imei, device.imei] as [string, string]] : []),
    ...(device.serialNumber ? [[t.serial, device.serialNumber] as [string, string]] : []),
    [t.user, device.userName ?? ''],
    [t.policy, q.policyName],
    [t.purchased, formatDate(quote.purchaseDate)],
    [t.costPrice, formatNok(quote.costPrice)],
    [t.age, t.months(quote.ageMonths)],
    [t.tier, t.tiers[quote.tier as BuyOutTierKey]],
    [
      t.rule,
      `${rule} (${quote.mode === 'custom' ? t.custom : t.standard})${quote.cappedAtCostPrice ? t.capped : ''}`,
    ],
    [t.price, formatNok(quote.price)],
    [t.priceIncVat, formatNok(quote.priceIncVat)],
    ...(q.taxValue
      ? ([
          [t.taxValue, formatNok(q.taxValue.taxValueIncVat)],
          [t.benefit, formatNok(q.taxValue.benefitIncVat)],
        ] as [string, string][])
      : []),
  ];
}

/** The buy-out quote an admin hands to an employee (issue 14, beyond the peers): one A4 page. */
export function renderBuyOutQuote(q: DeviceBuyOutQuote, lang: Language, today: string): Promise<Buffer> {
  const t = TEXTS[lang];
  return renderPdf(
    (doc) => {
      doc.fontSize(18).font('bold').text(t.title);
      doc
        .moveDown(0.5)
        .fontSize(11)
        .font('regular')
        .text(t.intro(formatDate(q.quote.asOf)));
      doc.moveDown();
      for (const [label, value] of quoteRows(q, lang)) {
        doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
      }
      doc
        .moveDown()
        .fontSize(9)
        .text(t.issued(formatDate(today)));
    },
    { title: `${t.title} – ${q.device.description}`, author: 'Connect' },
  );
}
