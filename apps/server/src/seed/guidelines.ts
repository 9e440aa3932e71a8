import type { Executor } from '../db/client.ts';
import { ceGuidelines, storedFiles } from '../db/schema/index.ts';
import { renderPdf } from '../files/pdf.ts';
import type { TenancySeed } from './tenancy.ts';

const RULES = [
  'Utstyret eies av Nordlys Bygg AS så lenge du er ansatt, og skal behandles med forsiktighet.',
  'Kjøp i nettbutikken innenfor kreditten din. Det du kjøper over kreditten, trekkes i lønn.',
  'Mistet eller skadet utstyr meldes til nærmeste leder samme dag.',
  'Når du slutter, kan du kjøpe ut utstyret til innløsningsprisen i utstyrsavtalen din, eller levere det tilbake.',
];

/**
 * The demo company's employee guideline (issue 14 demo data): a PDF the employees must accept before they shop,
 * set up a month before the seed's day so an acceptance on that day counts.
 */
export async function seedGuidelines(db: Executor, tenancy: TenancySeed, now: Date): Promise<void> {
  const pdf = await renderPdf(
    (doc) => {
      doc.fontSize(18).font('bold').text('Retningslinje for utstyr');
      doc.moveDown(0.5).fontSize(11).font('regular').text('Nordlys Bygg AS');
      doc.moveDown();
      for (const [i, rule] of RULES.entries()) doc.text(`${i + 1}. ${rule}`).moveDown(0.5);
    },
    { title: 'Retningslinje for utstyr', author: 'Nordlys Bygg AS' },
  );
  const at = new Date(now.getTime() - 30 * 86_400_000);
  const [file] = await db
    .insert(storedFiles)
    .values({
      accountId: tenancy.accounts.main,
      fileName: 'Retningslinje for utstyr.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      content: pdf,
      createdAt: at,
    })
    .returning({ id: storedFiles.id });
  await db.insert(ceGuidelines).values({
    accountId: tenancy.accounts.main,
    documentId: file!.id,
    approvalRequired: true,
    notifyEmail: false,
    createdAt: at,
    updatedAt: at,
  });
}
